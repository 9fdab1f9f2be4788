package setups

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules/sixmaking"
)

func TestShippedSixMakingSetups(t *testing.T) {
	for _, tc := range []struct {
		id      string
		size    int
		disks   int
		sixth   bool
		target  int
		summary string
	}{
		{"sixmaking/standard", 5, 16, false, 0, "5x5 board, 16 disks each"},
		{"sixmaking/small", 4, 12, false, 0, "4x4 board, 12 disks each"},
		{"sixmaking/sixth", 5, 16, true, 6, "5x5 board, 16 disks each, first to 6 points"},
	} {
		s, err := Default.Load(tc.id)
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		if s.Summary() != tc.summary {
			t.Errorf("%s: summary %q, want %q", tc.id, s.Summary(), tc.summary)
		}
		if len(s.Seats) != 2 || s.Seats[0].Colour != "light" || s.Seats[1].Colour != "dark" {
			t.Errorf("%s: seats %v, want light then dark", tc.id, s.Seats)
		}
		rg, err := s.NewGame()
		if err != nil {
			t.Errorf("%s: %v", tc.id, err)
			continue
		}
		g := rg.(*sixmaking.Game)
		if g.Size() != tc.size || g.Reserve(sixmaking.Light) != tc.disks || g.Reserve(sixmaking.Dark) != tc.disks {
			t.Errorf("%s: %dx%d with %d and %d disks, want %dx%d with %d each", tc.id, g.Size(), g.Size(),
				g.Reserve(sixmaking.Light), g.Reserve(sixmaking.Dark), tc.size, tc.size, tc.disks)
		}
		if g.Sixth() != tc.sixth || g.Target() != tc.target || g.Score(sixmaking.Light) != 0 || g.Score(sixmaking.Dark) != 0 {
			t.Errorf("%s: sixth %v to %d, want %v to %d, scores 0", tc.id, g.Sixth(), g.Target(), tc.sixth, tc.target)
		}
		// An empty board: light places first, on any square.
		if g.ToMove() != sixmaking.Light || len(g.Moves()) != tc.size*tc.size {
			t.Errorf("%s: %v to move with %d moves, want light with %d placements", tc.id, g.ToMove(), len(g.Moves()), tc.size*tc.size)
		}
	}
}

const goodSixMaking = `game = "sixmaking"
name = "Puzzle"
size = 5
disks = 16
first = "light"
variant = "sixth"
target = 4
score = { light = 1, dark = 2 }
board = """
5 | .   .   .   .   .
4 | .   LD  .   .   .
3 | .   .   DLL .   .
2 | .   .   .   .   .
1 | L   .   .   .   DDDDD
    a   b   c   d   e
"""
`

func TestSixMakingFixtureParses(t *testing.T) {
	s, err := Parse("mine.toml", "sixmaking/mine", []byte(goodSixMaking))
	if err != nil {
		t.Fatal(err)
	}
	if want := "5x5 board, 16 disks each, first to 4 points, 4 towers set up"; s.Summary() != want {
		t.Errorf("summary %q, want %q", s.Summary(), want)
	}
	rg, _ := s.NewGame()
	g := rg.(*sixmaking.Game)
	towers := map[string]string{}
	for f := range 5 {
		for r := range 5 {
			sq := sixmaking.Square{File: f, Rank: r}
			if disks := g.Tower(sq); disks != nil {
				towers[sq.String()] = colours(disks)
			}
		}
	}
	want := map[string]string{"b4": "LD", "c3": "DLL", "a1": "L", "e1": "DDDDD"}
	if len(towers) != len(want) {
		t.Errorf("towers %v, want %v", towers, want)
	}
	for sq, disks := range want {
		if towers[sq] != disks {
			t.Errorf("%s holds %q, want %q (bottom to top)", sq, towers[sq], disks)
		}
	}
	// 4 light and 7 dark disks stand on the board, out of 16 each.
	if g.Reserve(sixmaking.Light) != 12 || g.Reserve(sixmaking.Dark) != 9 {
		t.Errorf("reserves %d and %d, want 12 and 9", g.Reserve(sixmaking.Light), g.Reserve(sixmaking.Dark))
	}
	if !g.Sixth() || g.Target() != 4 || g.Score(sixmaking.Light) != 1 || g.Score(sixmaking.Dark) != 2 || g.ToMove() != sixmaking.Light {
		t.Errorf("sixth %v, target %d, scores %d-%d, %v to move", g.Sixth(), g.Target(), g.Score(sixmaking.Light), g.Score(sixmaking.Dark), g.ToMove())
	}

	// Lower-case letters, no rank labels, dark first and unequal disks.
	text := strings.Replace(goodSixMaking, "4 | .   LD", "    .   ld", 1)
	text = strings.Replace(text, `first = "light"`, `first = "Dark"`, 1)
	text = strings.Replace(text, "disks = 16", "disks = { light = 10, dark = 7 }", 1)
	s, err = Parse("mine.toml", "sixmaking/mine", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	rg, _ = s.NewGame()
	g = rg.(*sixmaking.Game)
	if g.ToMove() != sixmaking.Dark || colours(g.Tower(sixmaking.Square{File: 1, Rank: 3})) != "LD" {
		t.Errorf("dark should move first, and b4 hold LD: %v, %q", g.ToMove(), colours(g.Tower(sixmaking.Square{File: 1, Rank: 3})))
	}
	if g.Reserve(sixmaking.Light) != 6 || g.Reserve(sixmaking.Dark) != 0 {
		t.Errorf("reserves %d and %d, want 6 and 0", g.Reserve(sixmaking.Light), g.Reserve(sixmaking.Dark))
	}
	if !strings.HasPrefix(s.Summary(), "5x5 board, 10 light disks and 7 dark disks") {
		t.Errorf("summary %q", s.Summary())
	}
}

func colours(disks []sixmaking.Color) string {
	var b strings.Builder
	for _, c := range disks {
		b.WriteString(map[sixmaking.Color]string{sixmaking.Light: "L", sixmaking.Dark: "D"}[c])
	}
	return b.String()
}

func TestBadSixMakingFiles(t *testing.T) {
	edit := func(pairs ...string) string {
		text := goodSixMaking
		for i := 0; i < len(pairs); i += 2 {
			if !strings.Contains(text, pairs[i]) {
				panic("fixture lacks " + pairs[i])
			}
			text = strings.Replace(text, pairs[i], pairs[i+1], 1)
		}
		return text
	}
	// A board on which light, to move first, has nothing to do: no disk
	// left, and two Pawns that cannot reach each other.
	stuck := "game = \"sixmaking\"\nname = \"Stuck\"\nsize = 4\ndisks = 1\nboard = \"\"\"\n. . . D\n. . . .\n. . . .\nL . . .\n\"\"\"\n"
	for _, tc := range []struct {
		name string
		text string
		line int
		msg  string
	}{
		{"no size", edit("size = 5", ""), 0, "the board size is missing"},
		{"size too large", edit("size = 5", "size = 9"), 3, "size = 9: the board must be 3 to 8 squares a side"},
		{"size not a number", edit("size = 5", `size = "5"`), 3, "size should be a whole number, not text in quotes"},
		{"no disks", edit("disks = 16", ""), 0, "the number of disks is missing"},
		{"disks quoted", edit("disks = 16", `disks = "16"`), 4, `disks = "16": want a number such as disks = 16`},
		{"disks of one colour", edit("disks = 16", "disks = { light = 16 }"), 4, "disks names one colour only"},
		{"disks of an unknown colour", edit("disks = 16", "disks = { light = 16, blue = 3 }"), 4, `disks: "blue" is not a colour`},
		{"disks not a number", edit("disks = 16", `disks = { light = 16, dark = "x" }`), 4, "disks: dark should be a number"},
		{"negative disks", edit("disks = 16", "disks = -1"), 4, "light has -1 disk: the number cannot be negative"},
		{"too many disks", edit("disks = 16", "disks = { light = 16, dark = 126 }"), 4, "dark has 126 disks, but a 5x5 board never holds more than 125"},
		{"first not a colour", edit(`first = "light"`, `first = "white"`), 5, `first = "white": the first player is light or dark`},
		{"unknown variant", edit(`variant = "sixth"`, `variant = "seventh"`), 6, `variant = "seventh": want "six" (the standard game) or "sixth"`},
		{"target without the variant", edit(`variant = "sixth"`, ""), 7, "a target score belongs to Sixth MaKING"},
		{"score without the variant", edit(`variant = "sixth"`, "", "target = 4", ""), 8, "scores belong to Sixth MaKING"},
		{"target too low", edit("target = 4", "target = 0"), 7, "target = 0: the score that wins must be at least 1"},
		{"score already won", edit("light = 1, dark = 2", "light = 4, dark = 2"), 8, "light's score is 4, but 4 wins"},
		{"negative score", edit("light = 1, dark = 2", "light = 1, dark = -2"), 8, "dark's score is -2: it cannot be negative"},
		{"unknown score key", edit("light = 1, dark = 2", "light = 1, blue = 2"), 8, `unknown key "score.blue"`},
		{"too few ranks", edit("2 | .   .   .   .   .\n", ""), 9, "the board has 4 ranks; a 5x5 board needs 5"},
		{"wrong rank label", edit("2 | .", "3 | ."), 13, "this row is labelled rank 3, but as row 4 from the top it is rank 2"},
		{"too many squares", edit("2 | .   .   .   .   .", "2 | .   .   .   .   .   L"), 13, "rank 2 has 6 squares; a 5x5 board has 5"},
		{"not a tower", edit("LD  .", "LX  ."), 11, `square b4: "LX" is not a tower`},
		{"a King at the start", edit("LD  .", "LDLDLD  ."), 11, "square b4: a tower of 6 disks would be a King"},
		{"more disks on the board than the player has", edit("disks = 16", "disks = { light = 3, dark = 16 }"), 9, "the board holds 4 light disks, but light has only 3"},
		{"first player without a move", stuck, 5, "Light moves first but has no legal move"},
		{"unknown key", edit("size = 5", "size = 5\nreserve = 3"), 4, `unknown key "reserve"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("mine.toml", "sixmaking/mine", []byte(tc.text))
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

func TestSixMakingSetupsInThePickerOrder(t *testing.T) {
	list, _ := (&Catalog{}).List("sixmaking")
	var ids []string
	for _, s := range list {
		ids = append(ids, s.ID)
	}
	if want := []string{"sixmaking/standard", "sixmaking/small", "sixmaking/sixth"}; !slices.Equal(ids, want) {
		t.Errorf("sixmaking setups %v, want %v", ids, want)
	}
}
