package abstractplay

import (
	"encoding/json"
	"errors"
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
	"boardshelf/setups"
)

// selfPlayed is a game of setup id played with random legal moves, ended
// (when it lasts) as ending says: "" plays on to the end or to moves
// moves, "resign", "resign 1" or "draw" end it so.
func selfPlayed(t *testing.T, id string, seed uint64, moves int, ending string) records.Record {
	t.Helper()
	r, g := interchangetest.Start(t, id)
	r.Players = []string{"mjmassey", "Fritz"}
	r.Date = time.Date(2026, 12, 6, 14, 30, 5, 0, time.UTC)
	return interchangetest.SelfPlayed(t, r, g, interchangetest.Play{Seed: seed, Stream: 43, Moves: moves, Ending: ending})
}

func TestRoundTripGivesTheSameGame(t *testing.T) {
	for _, c := range []struct {
		id     string
		seed   uint64
		moves  int
		ending string
	}{
		{"terrace/short", 1, 600, ""},
		{"terrace/short", 2, 600, ""},
		{"terrace/8x8-short", 3, 600, ""},
		{"terrace/8x8-short", 4, 600, ""},
		{"terrace/8x8-long", 5, 600, ""},
		{"terrace/8x8-long", 6, 600, ""},
		{"terrace/short", 7, 9, "resign"},
		{"terrace/long", 11, 600, ""},
		{"terrace/long", 12, 14, "time"},
		{"terrace/8x8-long", 8, 10, "resign 1"}, // the player not to move resigns
		{"terrace/8x8-short", 9, 12, "draw"},
		{"terrace/8x8-long", 10, 7, ""}, // a game not over
	} {
		r := selfPlayed(t, c.id, c.seed, c.moves, c.ending)
		_, back := interchangetest.RoundTrip(t, Format, r)
		interchangetest.SameGame(t, r, back, false)
	}
}

// TestTheNotationIsAbstractPlays checks the export's moves against the
// forms TerraceGame.moves writes: the size first, x for the other's
// piece, * for one's own.
func TestTheNotationIsAbstractPlays(t *testing.T) {
	r := selfPlayed(t, "terrace/8x8-long", 1, 0, "")
	r.Moves = []string{"c2xb1", "f7xg8", "a2-a3"}
	data, err := interchange.Export(Format, r)
	if err != nil {
		t.Fatal(err)
	}
	var got record
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	want := [][]string{{`"3c2*b1"`, `"3f7*g8"`}, {`"4a2-a3"`}}
	for i, round := range got.Moves {
		for j, m := range round {
			if i >= len(want) || j >= len(want[i]) || string(m) != want[i][j] {
				t.Fatalf("moves written %s, want %v", data, want)
			}
		}
	}
	if got.Header.Game.Name != "Terrace" || got.Header.Site.Name != "Abstract Play" || got.Header.Players[0].Result != nil {
		t.Errorf("header written %s", data)
	}
}

func TestSamplesImport(t *testing.T) {
	for _, c := range []struct {
		file, setup string
		moves       int
		last        string
		result      string
		players     []string
		date        time.Time
	}{
		{"short-won.json", "terrace/short", 59, "b5xc6", "white captured black's T", []string{"Aaron Dalton", "mjmassey"},
			time.Date(2025, 2, 16, 8, 41, 57, 902e6, time.UTC)},
		{"8x8-short-objects.json", "terrace/8x8-short", 54, "b7xc6", "black captured its own T", []string{"Fritz", "Bernhard"},
			time.Date(2023, 7, 9, 21, 13, 45, 120e6, time.UTC)},
		{"8x8-long-resigned.json", "terrace/8x8-long", 25, "resign 1", "black resigned", []string{"Sunny", "ManaT"},
			time.Date(2024, 11, 4, 22, 30, 0, 0, time.UTC)},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		f, err := interchange.Detect([]*interchange.Format{interchange.Native, Format}, "download.txt", data)
		if err != nil || f != Format {
			t.Errorf("%s: detected as %v, %v", c.file, f, err)
		}
		r, err := interchange.Import(Format, data)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if r.SetupID != c.setup || len(r.Moves) != c.moves || r.Moves[len(r.Moves)-1] != c.last || r.Result != c.result ||
			!reflect.DeepEqual(r.Players, c.players) || !r.Date.Equal(c.date) {
			t.Errorf("%s: %s, %d moves, the last %s, %q, %v, %v", c.file, r.SetupID, len(r.Moves), r.Moves[len(r.Moves)-1], r.Result, r.Players, r.Date)
		}
	}
}

func TestAnIllegalMoveIsNamedByItsNumber(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "illegal.json"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = interchange.Import(Format, data)
	var e rules.Explanation
	if !errors.As(err, &e) || err.Error() != "move 6 (2d6-c4) is not legal here: d6-c4 is not a legal move for black" {
		t.Errorf("got %v", err)
	}
}

func TestVariantsWithoutABoardshelfFormAreRefusedInWords(t *testing.T) {
	for _, c := range []struct{ variants, want string }{
		{`["assassination"]`, "assassination variant has no Boardshelf form"},
		{`["board-8", "assassination"]`, "assassination variant has no Boardshelf form"},
		{`["Assassination", "8x8 board"]`, "assassination variant has no Boardshelf form"},
		{`["board-10"]`, `variant "board-10" has no Boardshelf form`},
	} {
		data := []byte(`{"header": {"game": {"name": "Terrace", "variants": ` + c.variants + `}}, "moves": []}`)
		_, err := interchange.Import(Format, data)
		var e rules.Explanation
		if !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.variants, err, c.want)
		}
	}
}

func TestSetupsWithoutAnAbstractPlayFormAreRefusedInWords(t *testing.T) {
	for id, want := range map[string]string{
		"terrace/four-player":     "two players only",
		"terrace/three-player":    "two players only",
		"terachess/standard":      "holds no games of terachess",
		"terrace/8x8-four-player": "two players only",
	} {
		s, err := setups.Default.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		_, err = interchange.Export(Format, records.New(s))
		var e rules.Explanation
		if !errors.As(err, &e) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", id, err, want)
		}
	}
}

// refusals are records Boardshelf cannot take, each with the words that
// say why: the moves of a game of Abstract Play's 6x6 board without
// variants after refusalHead, or whole.
const refusalHead = `{"header": {"game": {"name": "Terrace", "variants": []}, "players": [{"name": "a", "result": 1}, {"name": "b", "result": 0}]}, "moves": `

var refusals = map[string]string{
	`[["3b1-b4", "2c6-c5"]]}`:                    "move 1 (3b1-b4) is not legal here: b1-b4 is not a legal move for",
	`[["2b1-b2"]]}`:                              "move 1 (2b1-b2) is not legal here: the piece on b1 is of size 3, not 2",
	`[["3a1-b2"]]}`:                              "move 1 (3a1-b2) is not legal here: there is no piece on a1",
	`[["2d1-d2", "1b6-b5"], ["2d2xc1"]]}`:        "is the mover's own (Abstract Play writes *)",
	`[["b1-b2"]]}`:                               "Abstract Play writes a Terrace move as the piece's size",
	`[["3b1-z9"]]}`:                              "move 1 (3b1-z9) is not legal here",
	`[["1e1-e2", "resign"], ["1b6-b5"]]}`:        "move 3 (1b6-b5) is not legal here: the game is over",
	`[[42]]}`:                                    `move 1 (42) is not legal here: a move is a string`,
	`[["1e1-e2", "1b6-b5"], [{"sequence": 3}]]}`: `move 3 ({"sequence": 3}) is not legal here`,
}

var wholeRefusals = map[string]string{
	`{"header": {"game": {"name": "Chess"}}, "moves": []}`:                                                             `the record is of "Chess"`,
	`{"header": {"game": {"name": "Terrace"}, "players": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}, "moves": []}`: "the record has 3 players",
	`{"header": {"game": {"name": "Terrace"}}, "moves": [`:                                                             "its JSON breaks off",
	`{"header": {"game": {"name": 7}}}`:                                                                                `"header.game.name" holds a value of the wrong kind`,
	`[]`:                                                                                                               "a JSON object with a header",
}

// What Boardshelf cannot take from an Abstract Play record is said in
// words, the move named by its number where there is one.
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

// A game abandoned on Abstract Play comes without its end, which
// Boardshelf has no words for: it stays unfinished, its moves read.
func TestAnAbandonedGameStaysUnfinished(t *testing.T) {
	r, err := interchange.Import(Format, []byte(refusalHead+`[["1e1-e2", "1b6-b5"], ["abandoned"]]}`))
	if err != nil || !reflect.DeepEqual(r.Moves, []string{"e1-e2", "b6-b5"}) || r.Result != "" {
		t.Errorf("got %v %q, %v", r.Moves, r.Result, err)
	}
}

// A file over the size is refused before it is read.
func TestAFileOverTheSizeIsRefused(t *testing.T) {
	data := []byte(refusalHead + "[" + strings.Repeat(`["1e1-e2", "1b6-b5"], `, File.MaxSize/20) + "[]]}")
	if _, err := interchange.Import(Format, data); err == nil || !strings.Contains(err.Error(), "larger than 1024 KB") {
		t.Errorf("got %v", err)
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
	interchangetest.AddSamples(f, "*.json", seeds...)
	interchangetest.FuzzReplays(f, Format)
}

// Players' names come as Abstract Play wrote them, whatever they hold, and
// survive Boardshelf's own record.
func TestNamesOfAnyCharactersSurviveBoardshelfsRecord(t *testing.T) {
	name := "Perlkönig \"the\"\n\\ [1] ] \u0000 " + strings.Repeat("x", 10000)
	data, err := json.Marshal(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := interchange.Import(Format, []byte(strings.Replace(refusalHead, `"a"`, string(data), 1)+`[["1e1-e2"]]}`))
	if err != nil {
		t.Fatal(err)
	}
	native, err := interchange.Export(interchange.Native, r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := interchange.Import(interchange.Native, native)
	if err != nil || len(back.Players) != 2 || back.Players[0] != name {
		t.Errorf("the name came back as %.40q, %v", back.Players, err)
	}
}
