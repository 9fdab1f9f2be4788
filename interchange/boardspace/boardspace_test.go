package boardspace

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/interchange"
	"boardshelf/interchange/interchangetest"
	"boardshelf/records"
	"boardshelf/rules"
)

// selfPlayed is a game of setup id played with random legal moves, some
// of them commented, ended (when it lasts) as ending says: "" plays on to
// the end or to moves moves, "resign", "resign 1" or "draw" end it so.
func selfPlayed(t *testing.T, id string, seed uint64, moves int, ending string) records.Record {
	t.Helper()
	r, g := interchangetest.Start(t, id)
	r.Players = []string{"ddyer", "Dumbot"}
	r.Date = time.Date(2026, 12, 6, 14, 30, 5, 0, time.UTC)
	r.Notes.Comments = map[records.Place]string{{Ply: 0}: "an opening [with brackets] and a \\ backslash"}
	comment := func(m rules.Move, rng *rand.Rand) string {
		if rng.IntN(5) != 0 {
			return ""
		}
		return "move " + m.String() + ": ]["
	}
	return interchangetest.SelfPlayed(t, r, g, interchangetest.Play{Seed: seed, Stream: 7, Moves: moves, Ending: ending, Comment: comment})
}

func TestRoundTripGivesTheSameGame(t *testing.T) {
	for _, c := range []struct {
		id     string
		seed   uint64
		moves  int
		ending string
		bare   bool // without players nor date
	}{
		{"sixmaking/standard", 1, 400, "", false},
		{"sixmaking/standard", 2, 400, "", false},
		{"sixmaking/small", 3, 400, "", false},
		{"sixmaking/small", 4, 400, "", false},
		{"sixmaking/standard", 5, 12, "resign", false},
		{"sixmaking/standard", 6, 9, "resign 0", false}, // the player not to move resigns
		{"sixmaking/small", 7, 10, "draw", false},
		{"sixmaking/standard", 8, 7, "", true}, // a game not over
	} {
		r := selfPlayed(t, c.id, c.seed, c.moves, c.ending)
		if c.bare {
			r.Players, r.Date = nil, time.Time{}
		}
		_, back := interchangetest.RoundTrip(t, Format, r)
		interchangetest.SameGame(t, r, back, true)
	}
}

func TestSamplesImport(t *testing.T) {
	for _, c := range []struct {
		file, setup string
		moves       int
		last        string // the last move
		result      string
		players     []string
		date        time.Time
		comments    map[records.Place]string
	}{
		{"standard-people.sgf", "sixmaking/standard", 25, "c5-e5", "light built a King on e5", []string{"ddyer", "Nebula"},
			time.Date(2025, 3, 14, 18, 2, 11, 0, time.UTC),
			map[records.Place]string{{Ply: 3}: "a quiet start", {Ply: 12}: "ddyer: not sure about this [maybe c2 was better]"}},
		{"small-robot.sgf", "sixmaking/small", 39, "3b2-c3", "light built a King on c3", []string{"guest", "Dumbot"},
			time.Date(2025, 11, 8, 10, 15, 40, 0, time.UTC),
			map[records.Place]string{{Ply: 6}: "Dumbot: I like my position"}},
		{"small-resigned.sgf", "sixmaking/small", 15, "resign", "light resigned", []string{"marta", "ljoseph"},
			time.Date(2026, 1, 20, 20, 44, 2, 0, time.UTC),
			map[records.Place]string{{Ply: 0}: "Sixmaking on the small board, a friendly game", {Ply: 3}: "the first towers",
				{Ply: 7}: "a long think here,\nand then a new tower"}},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		f, err := interchange.Detect([]*interchange.Format{interchange.Native, Format}, "game.txt", data)
		if err != nil || f != Format {
			t.Fatalf("%s: not known by its content: %v", c.file, err)
		}
		r, err := interchange.Import(Format, data)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		got := struct {
			setup    string
			moves    int
			last     string
			result   string
			players  []string
			date     time.Time
			comments map[records.Place]string
		}{r.SetupID, len(r.Moves), r.Moves[len(r.Moves)-1], r.Result, r.Players, r.Date, r.Notes.Comments}
		want := got
		want.setup, want.moves, want.last, want.result, want.players, want.date, want.comments = c.setup, c.moves, c.last, c.result, c.players, c.date, c.comments
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", c.file, got, want)
		}
	}
}

func TestAnIllegalMoveIsNamedByItsNumber(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "illegal.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = interchange.Import(Format, data)
	if err == nil || !strings.Contains(err.Error(), "move 5 (P0 Pick W 1, Dropb C 3, Done)") || !strings.Contains(err.Error(), "is not legal here") {
		t.Fatalf("want move 5 named as not legal, got %v", err)
	}
}

func TestSixthMaKINGIsRefusedInWords(t *testing.T) {
	r := selfPlayed(t, "sixmaking/sixth", 1, 6, "")
	_, err := interchange.Export(Format, r)
	if err == nil || !strings.Contains(err.Error(), "Sixth MaKING has no Boardspace form") {
		t.Fatalf("want Sixth MaKING refused, got %v", err)
	}
}

func FuzzImport(f *testing.F) {
	var seeds []string
	for body := range refusals {
		seeds = append(seeds, refusalHead+body)
	}
	for text := range wholeRefusals {
		seeds = append(seeds, text)
	}
	interchangetest.AddSamples(f, "*.sgf", seeds...)
	interchangetest.FuzzReplays(f, Format)
}

// refusals are Boardspace records Boardshelf cannot take, each with the
// words that say why: after refusalHead in the first list, whole in the second.
const refusalHead = "(;GM[Sixmaking]SU[sixmaking 0 2];P0[0 Start P0]"

var refusals = map[string]string{
	";P1[1 Pick B 1];P1[2 Dropb C 3];P1[3 Done])": "move 1 (P1 Pick B 1, Dropb C 3, Done) is not legal here: P1 moves on the turn of P0",
	";P0[1 Edit])": "move 1 (P0 Edit) is not legal here: Boardspace's Edit",
	";P0[1 Pick W 1];P0[2 Dropb F 1];P0[3 Done])":                          "move 1 (P0 Pick W 1, Dropb F 1) is not legal here: there is no square F 1",
	";P0[1 Pick W 1];P0[2 Done])":                                          "Done with disks picked up",
	";P0[1 Pick W 1];P0[2 Dropb A 1];P0[3 Done];P1[4 AcceptDraw])":         "did not offer",
	";P0[1 Pick W 1];P0[2 Dropb A 1];P0[3 Done];P1[4 Fly B 2];P1[5 Done])": "move 2 (P1 Fly B 2) is not legal here: Boardshelf knows no such action",
	";P2[1 Pick W 1])":  "a game of two",
	";SU[sixmaking-4])": "SU[] twice",
}

var wholeRefusals = map[string]string{
	"(;GM[Hive]SU[hive])":                          `Boardspace's "Hive", not Six MaKING`,
	"(;GM[Sixmaking]SU[sixmaking-6])":              "Boardshelf knows Boardspace's sixmaking (5x5) and sixmaking-4 (4x4)",
	"(;GM[Sixmaking];P0[1 Pick W 1])":              "comes before SU[]",
	"(;GM[Sixmaking]P0[id \"x\"])":                 "has no SU[sixmaking …]",
	"(;GM[Sixmaking]SU[sixmaking];P1[0 Start P1])": "starts with P1",
}

// What Boardshelf cannot take from a Boardspace record is said in words,
// the move named where there is one.
func TestImportRefusesInWords(t *testing.T) {
	for body, want := range refusals {
		if _, err := interchange.Import(Format, []byte(refusalHead+body)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v\nwant %q", body, err, want)
		}
	}
	for text, want := range wholeRefusals {
		if _, err := interchange.Import(Format, []byte(text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v\nwant %q", text, err, want)
		}
	}
}

// A game lost on time goes to Boardspace without its end, as LeftOut says,
// and comes back unfinished with all its moves.
func TestALossOnTimeIsWrittenWithoutItsEnd(t *testing.T) {
	r := selfPlayed(t, "sixmaking/standard", 9, 8, "time")
	if len(interchange.LeftOut(Format, r)) != 1 {
		t.Fatalf("LeftOut says %v", interchange.LeftOut(Format, r))
	}
	data, err := interchange.Export(Format, r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := interchange.Import(Format, data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Moves, r.Moves[:8]) || back.Result != "" {
		t.Errorf("came back as %v, %q; want %v unfinished", back.Moves, back.Result, r.Moves[:8])
	}
}

// Files of the largest size, made to cost the most (second thoughts
// without end, many short comments, many variations read past), import
// in about the time a file takes to read: nothing in the importer grows
// faster than the file. (Many comments joined one by one took minutes.)
func TestLargestFilesImport(t *testing.T) {
	fill := func(body string) []byte {
		n := (File.MaxSize - len(refusalHead) - 100) / len(body)
		return []byte(refusalHead + strings.Repeat(body, n) + ")")
	}
	thoughts := fill(";P0[1 Pick W 1];P0[2 Dropb A 1];P0[3 Pickb A 1 1]")
	if r, err := interchange.Import(Format, thoughts); err != nil || len(r.Moves) != 0 {
		t.Errorf("second thoughts: %d moves, %v", len(r.Moves), err)
	}
	comments := fill(";C[xy]")
	want := strings.Repeat("xy\n", strings.Count(string(comments), "C[xy]"))
	if r, err := interchange.Import(Format, comments); err != nil || r.Notes.Comments[records.Place{}] != want[:len(want)-1] {
		t.Errorf("comments: %d bytes of comment, %v", len(r.Notes.Comments[records.Place{}]), err)
	}
	variations := fill("(;P0[1 Pick W 1];P0[2 Dropb A 2];P0[3 Done])")
	if r, err := interchange.Import(Format, variations); err != nil || !reflect.DeepEqual(r.Moves, []string{"a2"}) {
		t.Errorf("variations: %v, %v", r.Moves, err)
	}
}
