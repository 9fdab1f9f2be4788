package setups

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

func TestShippedChessRaceSetups(t *testing.T) {
	for _, tc := range []struct {
		id      string
		seats   string
		drawing string
		order   int
	}{
		{"chessrace/classic", "yellow red", chessrace.DefaultTrack, 1},
		{"chessrace/classic-3", "yellow red blue", chessrace.DefaultTrack, 2},
		{"chessrace/classic-4", "yellow red blue green", chessrace.DefaultTrack, 3},
		{"chessrace/long-course", "yellow red", chessrace.LongTrack, 4},
		{"chessrace/long-course-4", "yellow red blue green", chessrace.LongTrack, 5},
	} {
		s, err := Default.Load(tc.id)
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		var colours []string
		for _, seat := range s.Seats {
			colours = append(colours, seat.Colour)
		}
		if strings.Join(colours, " ") != tc.seats || s.Order != tc.order {
			t.Errorf("%s: seats %v, order %d; want %s, order %d", tc.id, colours, s.Order, tc.seats, tc.order)
		}
		g, err := s.NewGame()
		if err != nil {
			t.Fatalf("%s: %v", tc.id, err)
		}
		want, _ := chessrace.ParseDrawing(tc.drawing)
		got := g.(*chessrace.Game).Track()
		if !slices.Equal(got.Drawing(), want.Drawing()) {
			t.Errorf("%s: the track differs from the rules' drawing:\n%s", tc.id, strings.Join(got.Drawing(), "\n"))
		}
		if g.Players() != len(s.Seats) || len(g.Moves()) != 4 {
			t.Errorf("%s: %d players and %d first moves; want %d players placing on 4 ribbons", tc.id, g.Players(), len(g.Moves()), len(s.Seats))
		}
	}
}

// Each shipped setup plays to a finish, and the game speaks of the seats by
// their colours.
func TestShippedChessRaceSetupsPlayToTheEnd(t *testing.T) {
	list, _ := Default.List("chessrace")
	if len(list) != 5 {
		t.Fatalf("%d chess race setups, want 5", len(list))
	}
	for n, s := range list {
		g, _ := s.NewGame()
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		moves := 0
		for ; !g.Status().Over && moves < 20000; moves++ {
			legal := g.Moves()
			if err := g.Play(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatalf("%s: %v", s.ID, err)
			}
		}
		st := g.Status()
		if !st.Over || len(st.Winners) != 1 {
			t.Errorf("%s: no winner after %d moves: %+v", s.ID, moves, st)
			continue
		}
		winner := s.Seats[st.Winners[0]].Colour
		if want := winner + " brought all three pieces home"; st.Reason != want {
			t.Errorf("%s: reason %q, want %q", s.ID, st.Reason, want)
		}
	}
}

// chessRaceFile is a good setup on a small track: a loop four wide round a
// 4 x 4 infield, the ribbons on e1-e4. The drawing's first row is on line 8.
const chessRaceFixture = `game = "chessrace"
name = "Test"
seats = [
  { colour = "yellow" },
  { colour = "red" },
]
track = """
****....****
****....****
****....****
****....****
....~~##....
....~WW#....
....#WW~....
....##~~....
****=...****
****=...****
****=...****
****=...****
"""
`

// drawn edits the fixture's drawing: each edit puts a character at a
// 1-based row and column.
func drawn(edits ...string) string {
	lines := strings.Split(chessRaceFixture, "\n")
	for _, e := range edits {
		var row, col int
		var ch string
		if _, err := fmt.Sscanf(e, "%d,%d=%s", &row, &col, &ch); err != nil {
			panic(e)
		}
		line := []byte(lines[6+row])
		line[col-1] = ch[0]
		lines[6+row] = string(line)
	}
	return strings.Join(lines, "\n")
}

// pinchedTrack runs round two blocks of scenery touching corner to corner,
// where the loop pinches itself: a diagonal line of track squares crosses
// from one side of the loop to the other, half a lap on. The rules' tests
// measure it; here its refusal must name the setup file's line.
var pinchedTrack = func() string {
	data, err := os.ReadFile("../rules/chessrace/testdata/pinched-track.txt")
	if err != nil {
		panic(err)
	}
	return string(data)
}()

// withTrack is the fixture with another drawing, still from line 8.
func withTrack(drawing string) string {
	return chessRaceFixture[:strings.Index(chessRaceFixture, "track")] + "track = \"\"\"\n" + drawing + "\"\"\"\n"
}

func TestBadChessRaceFiles(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(chessRaceFixture, old) {
			panic("fixture lacks " + old)
		}
		return strings.Replace(chessRaceFixture, old, new, 1)
	}
	for _, tc := range []struct {
		name string
		text string
		line int
		msg  string
	}{
		{"one seat", edit("  { colour = \"red\" },\n", ""), 3, "Chess Race is for 2 to 4 players; the file has 1 seat"},
		{"five seats", edit(`{ colour = "red" },`, `{ colour = "red" }, { colour = "blue" }, { colour = "green" }, { colour = "white" }, { colour = "black" },`), 3, "the file has 6 seats"},
		{"same colour", edit(`"red"`, `"yellow"`), 5, "two seats are yellow"},
		{"a Terrace goal", edit(`{ colour = "red" }`, `{ colour = "red", goal = "a1" }`), 5, "seat 2 (red): goal is a Terrace key"},
		{"unknown key", edit(`name = "Test"`, "name = \"Test\"\ntiles = [\"block@e7\"]"), 3, `unknown key "tiles"`},
		{"track not a string", edit("track = \"\"\"\n****....****\n", "track = 12\nx = \"\"\"\n"), 7, "track should be text in quotes, not a whole number"},
		{"no track", chessRaceFixture[:strings.Index(chessRaceFixture, "track")], 0, "the track is missing"},
		{"empty track", chessRaceFixture[:strings.Index(chessRaceFixture, "track")] + "track = \"\"\"\n\n\"\"\"\n", 7, "the track is missing"},
		{"unknown character", drawn("5,6=x"), 12, `track row 5, column 6 (square f8): unknown character 'x'`},
		{"ragged row", edit("****....****\n....~~##", "****....***\n....~~##"), 11, "track row 4: the row has 11 characters but the first row has 12"},
		{"blank line inside", edit("....##~~....\n", "....##~~....\n\n"), 16, "a blank line inside the track drawing"},
		{"three ribbons", drawn("12,5=."), 7, "the track: there are 3 starting ribbon spaces; a track has exactly four"},
		{"five ribbons", drawn("1,6=="), 19, "track row 12, column 5 (square e1): there are more than four starting ribbon spaces"},
		{"ribbons out of line", drawn("12,5=.", "12,6=="), 19, "(square f1): the starting ribbon spaces must lie side by side in one line across the track"},
		{"not a closed loop", drawn("5,9=-", "5,10=-", "5,11=-", "5,12=-"), 8, "(square i12): the track is not a closed loop"},
		{"no forward direction", drawn("1,6=~"), 8, "track row 1, column 7 (square g12): no forward direction of this square leads onto the track"},
		{"two blocks", drawn("1,6=B", "3,6=B"), 10, "(square f10): there is only one block tile"},
		{"tiles side by side", drawn("1,6=B", "2,7=>"), 8, "(square f12): a tile may not lie next to another tile"},
		{"mud arrow into scenery", drawn("4,6=v"), 11, "(square f9): a mud arrow may not point off the track"},
		{"a slide over half a lap", withTrack(pinchedTrack), 13, "track row 6, column 13 (square m13): a slide along a straight line of track squares from here to i9 covers 32 of the 64 lap positions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("mine.toml", "chessrace/mine", []byte(tc.text))
			var serr *Error
			if !errors.As(err, &serr) {
				t.Fatalf("got %v, want a setups.Error", err)
			}
			if serr.File != "mine.toml" || serr.Line != tc.line || !strings.Contains(serr.Msg, tc.msg) {
				t.Errorf("got %q (line %d), want line %d and %q", err, serr.Line, tc.line, tc.msg)
			}
		})
	}
}

func TestChessRaceFixtureVariantsParse(t *testing.T) {
	// Indented rows, Windows line ends, the drawing starting on the line
	// of the quotes, and tiles drawn on the track at the start.
	indented := strings.ReplaceAll(chessRaceFixture, "\n****", "\n    ****")
	indented = strings.ReplaceAll(indented, "\n....", "\n    ....")
	for name, text := range map[string]string{
		"fixture":        chessRaceFixture,
		"indented":       indented,
		"CRLF":           strings.ReplaceAll(chessRaceFixture, "\n", "\r\n"),
		"same line":      strings.Replace(chessRaceFixture, "track = \"\"\"\n", `track = """`, 1),
		"starting tiles": drawn("1,6=B", "3,6=<"),
	} {
		s, err := Parse("mine.toml", "chessrace/mine", []byte(text))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if s.Summary() != "12x12 track, lap of 36, 2 players" {
			t.Errorf("%s: summary %q", name, s.Summary())
		}
		g, _ := s.NewGame()
		if g.Turn() != 0 || len(g.Moves()) != 4 {
			t.Errorf("%s: turn %d with %d moves at the start", name, g.Turn(), len(g.Moves()))
		}
		if name == "starting tiles" {
			tiles := g.(*chessrace.Game).Tiles()
			if tiles[chessrace.Block].At.String() != "f12" || tiles[chessrace.Mud1].At.String() != "f10" || tiles[chessrace.Mud1].Arrow != chessrace.West {
				t.Errorf("starting tiles %+v", tiles)
			}
		}
	}
	// A bad row found after a drawing that starts on the quotes' line is
	// still placed on its own line.
	text := strings.Replace(drawn("2,1=x"), "track = \"\"\"\n", `track = """`, 1)
	_, err := Parse("mine.toml", "chessrace/mine", []byte(text))
	var serr *Error
	if !errors.As(err, &serr) || serr.Line != 8 {
		t.Errorf("got %v, want the error on line 8", err)
	}
}

// The names given to the game are the seats' colours.
func TestChessRaceSeatsAreNamedByColour(t *testing.T) {
	s, err := Parse("mine.toml", "chessrace/mine", []byte(chessRaceFixture))
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.NewGame()
	for _, m := range []string{"+e1", "+e2", "roll:P", "resign"} {
		mv, err := rules.ParseMove(g, m)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(mv)
	}
	if st := g.Status(); st.Reason != "yellow resigned" || !slices.Equal(st.Winners, []int{1}) {
		t.Errorf("status %+v", st)
	}
}
