package records

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// randomLine plays up to n seeded random moves on from g's position and
// gives their notation, g left where it was.
func randomLine(t testing.TB, g rules.Game, n int, seed uint64) []string {
	t.Helper()
	g = g.Clone()
	rng := rand.New(rand.NewPCG(seed, 3))
	var line []string
	for range n {
		moves := g.Moves()
		if len(moves) == 0 || g.Status().Over {
			break
		}
		m := moves[rng.IntN(len(moves))]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		line = append(line, m.String())
	}
	return line
}

// gameAfter is the game of a setup after the given moves.
func gameAfter(t testing.TB, s *setups.Setup, moves []string) rules.Game {
	t.Helper()
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range moves {
		m, err := rules.ParseMove(g, text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// annotated is a record of a game of the setup with a variation at move
// 5, one inside it, and notes on both lines and on the start.
func annotated(t testing.TB, s *setups.Setup, seed uint64) Record {
	t.Helper()
	rec, _ := playSome(t, s, 12, seed)
	if len(rec.Moves) < 8 {
		t.Fatalf("%s: a game of %d moves", s.ID, len(rec.Moves))
	}
	first := randomLine(t, gameAfter(t, s, rec.Moves[:4]), 4, seed)
	if first[0] == rec.Moves[4] {
		first = first[:0]
	}
	rec.Notes = Notes{
		Comments: map[Place]string{{0, 0}: "the start", {0, 3}: "a line\nand a second, \"quoted\""},
		NAGs:     map[Place]string{{0, 3}: "?!", {0, 8}: "!!"},
		Marks:    map[Place][]Mark{{0, 0}: {{From: "a1", To: "b2", Colour: "green"}, {From: "c3", Colour: "red"}}},
	}
	if len(first) >= 3 {
		nested := randomLine(t, gameAfter(t, s, append(rec.Moves[:4:4], first[:2]...)), 2, seed+1)
		rec.Notes.Variations = []Variation{{In: 0, At: 4, Moves: first}}
		if len(nested) > 0 && nested[0] != first[2] {
			rec.Notes.Variations = append(rec.Notes.Variations, Variation{In: 1, At: 6, Moves: nested})
			rec.Notes.NAGs[Place{2, 7}] = "!"
		}
		rec.Notes.Comments[Place{1, 5}] = "better"
		rec.Notes.Marks[Place{1, 6}] = []Mark{{From: "b1", To: "b4", Colour: "blue"}}
	}
	return rec
}

// Variations, comments, NAGs and marks come back from a record as they
// were written, in every game, and every variation replays.
func TestVariationsAndNotesSurviveARecord(t *testing.T) {
	list, _ := setups.Default.List("")
	games := map[string]bool{}
	for i, s := range list {
		if games[s.Game] {
			continue
		}
		games[s.Game] = true
		rec := annotated(t, s, uint64(i))
		data := Encode(rec)
		back, err := Decode("notes.toml", data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", s.ID, err, data)
		}
		if !reflect.DeepEqual(back.Notes, rec.Notes) || !reflect.DeepEqual(back.Moves, rec.Moves) {
			t.Errorf("%s: read back %+v\nwritten %+v", s.ID, back.Notes, rec.Notes)
		}
		if _, _, steps, err := back.Replay("notes.toml"); err != nil || len(steps) != len(rec.Moves) {
			t.Errorf("%s: replay: %v", s.ID, err)
		}
	}
}

// A record without notes is written as before them.
func TestARecordWithoutNotesHasNoNewKeys(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec, _ := playSome(t, s, 10, 1)
	text := string(Encode(rec))
	for _, key := range []string{"variation", "comments", "nags", "marks"} {
		if strings.Contains(text, key) {
			t.Errorf("the record writes %q:\n%s", key, text)
		}
	}
}

// The notes as a player reads them in the file.
func TestNotesReadAsWritten(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec := annotated(t, s, 3)
	text := string(Encode(rec))
	for _, want := range []string{
		"[[variation]]  # 1\nat = 4\nmoves = [",
		"[[variation]]  # 2\nin = 1\nat = 6\n",
		"[comments]\n\"0\" = \"the start\"\n\"3\" = ",
		"\"1:5\" = \"better\"",
		"[nags]\n\"3\" = \"?!\"\n\"8\" = \"!!\"\n\"2:7\" = \"!\"",
		"[marks]\n\"0\" = [\"a1-b2 green\", \"c3 red\"]",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
}

// Each wrong note is refused with the words of its fault and its line.
func TestWrongNotesAreRefused(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec, _ := playSome(t, s, 6, 1)
	base := string(Encode(rec))
	for _, c := range []struct{ add, want string }{
		{"\n[[variation]]\nat = 2\nmoves = [\"z9-z8\"]\n", "variation 1, move 3 (z9-z8) cannot be played"},
		{"\n[[variation]]\nin = 1\nat = 2\nmoves = [\"c2-d3\"]\n", "variation 1: in = 1 is no line before it"},
		{"\n[[variation]]\nat = 7\nmoves = [\"c2-d3\"]\n", "variation 1: at = 7 is not a move of the line"},
		{"\n[[variation]]\nat = 2\nmoves = []\n", "variation 1 has no moves"},
		{"\n[comments]\n\"7\" = \"late\"\n", "comments, \"7\": the line has no move 7"},
		{"\n[comments]\n\"2:3\" = \"where?\"\n", "comments, \"2:3\": not a place of the game"},
		{"\n[comments]\n\"03\" = \"zero\"\n", "not a place of the game"},
		{"\n[comments]\n\"3\" = \"" + strings.Repeat("x", MaxComment+1) + "\"\n", "a comment may be 4000 bytes long, not 4001"},
		{"\n[comments]\n\"3\" = \"a\\u0007bell\"\n", "a character that is not text"},
		{"\n[nags]\n\"0\" = \"!\"\n", "nags, \"0\": the line has no move 0"},
		{"\n[nags]\n\"3\" = \"?!?\"\n", "\"?!?\" is not one of ! ? !! ?? !? ?!"},
		{"\n[marks]\n\"3\" = [\"a1-a1 green\"]\n", "\"a1-a1 green\" is not a mark"},
		{"\n[marks]\n\"3\" = [\"a1 purple\"]\n", "\"a1 purple\" is not a mark"},
		{"\n[marks]\n\"3\" = [" + strings.Repeat("\"a1 red\", ", 65) + "]\n", "a position may hold 64 marks, not 65"},
	} {
		data := []byte(base + c.add)
		r, err := Decode("bad.toml", data)
		if err == nil {
			_, _, _, err = r.Replay("bad.toml")
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.add, err, c.want)
			continue
		}
		var serr *setups.Error
		if c.want != "not a place of the game" && (!errors.As(err, &serr) || serr.Line <= strings.Count(base, "\n")) {
			t.Errorf("%q: the error is not placed on its line: %v", c.add, err)
		}
	}
}

// Variations written far out of the order of the game, each walking the
// whole main line again, are refused rather than replayed for minutes.
func TestVariationsOutOfOrderAreRefused(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec, _ := playSome(t, s, 60, 2)
	early := randomLine(t, gameAfter(t, s, rec.Moves[:1]), 1, 1)
	late := randomLine(t, gameAfter(t, s, rec.Moves[:59]), 1, 1)
	if early[0] == rec.Moves[1] || late[0] == rec.Moves[59] {
		t.Skip("the random moves are the game's own")
	}
	for range 20 {
		rec.Notes.Variations = append(rec.Notes.Variations, Variation{At: 1, Moves: early}, Variation{At: 59, Moves: late})
	}
	r, err := Decode("tangled.toml", Encode(rec))
	if err == nil {
		_, _, _, err = r.Replay("tangled.toml")
	}
	if err == nil || !strings.Contains(err.Error(), "too far out of the order of the game") {
		t.Errorf("tangled variations: %v", err)
	}
	rec.Notes.Variations = rec.Notes.Variations[:2]
	if r, err := Decode("tidy.toml", Encode(rec)); err != nil {
		t.Error(err)
	} else if _, _, _, err := r.Replay("tidy.toml"); err != nil {
		t.Errorf("two variations: %v", err)
	}
}
