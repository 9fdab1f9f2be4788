package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"boardshelf/records"
	"boardshelf/setups"
)

const boardspaceSamples = "../../interchange/boardspace/testdata/"

// convert runs the command and gives its output, failing on an error.
func convert(t *testing.T, in, out string) string {
	t.Helper()
	var stdout, stderr strings.Builder
	if code := run([]string{"convert", in, out}, &stdout, &stderr); code != 0 {
		t.Fatalf("convert %s %s: status %d: %s", in, out, code, &stderr)
	}
	return stdout.String()
}

// A Boardspace game becomes a record, the record a Boardspace game again,
// and that game the same record.
func TestConvertToAndFromBoardspace(t *testing.T) {
	dir := t.TempDir()
	first, sgf, second := filepath.Join(dir, "a.boardshelf"), filepath.Join(dir, "b.sgf"), filepath.Join(dir, "c.boardshelf")
	said := convert(t, boardspaceSamples+"standard-people.sgf", first)
	if want := "standard-people.sgf (Boardspace SGF, 25 moves) written to a.boardshelf (Boardshelf record)\n"; said != want {
		t.Errorf("it says %q, want %q", said, want)
	}
	if said := convert(t, first, sgf); said != "a.boardshelf (Boardshelf record, 25 moves) written to b.sgf (Boardspace SGF)\n" {
		t.Errorf("it says %q", said)
	}
	convert(t, sgf, second)
	a, err := records.ReadFile(first)
	if err != nil {
		t.Fatal(err)
	}
	c, err := records.ReadFile(second)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.Moves, c.Moves) || a.Result != c.Result || a.SetupID != c.SetupID || !reflect.DeepEqual(a.Notes.Comments, c.Notes.Comments) {
		t.Errorf("the game changed on its way:\n%+v\n%+v", a, c)
	}
}

// A file whose extension says nothing is known by its content.
func TestConvertKnowsTheContent(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(boardspaceSamples + "small-robot.sgf")
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "downloaded.txt")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if said := convert(t, in, filepath.Join(dir, "game.boardshelf")); !strings.Contains(said, "(Boardspace SGF, 39 moves)") {
		t.Errorf("it says %q", said)
	}
}

// writeRecord writes a record of setup id with moves and variations.
func writeRecord(t *testing.T, name, id string, moves []string, variations []records.Variation) {
	t.Helper()
	s, err := setups.Default.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	r := records.Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Seats: []string{"light", "dark"}, Moves: moves}
	r.Notes.Variations = variations
	if err := records.Write(name, r); err != nil {
		t.Fatal(err)
	}
}

// What the format does not keep is said to be left out.
func TestConvertSaysWhatItLeavesOut(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "variation.boardshelf")
	writeRecord(t, in, "sixmaking/standard", []string{"c3", "b2"}, []records.Variation{{At: 1, Moves: []string{"a1"}}})
	if said := convert(t, in, filepath.Join(dir, "variation.sgf")); !strings.HasSuffix(said, "(Boardspace SGF); left out: 1 variation\n") {
		t.Errorf("it says %q", said)
	}
}

// What cannot be converted is said in a few words, and nothing is written.
func TestConvertRefusesInWords(t *testing.T) {
	dir := t.TempDir()
	sixthRecord := filepath.Join(dir, "sixth.boardshelf")
	writeRecord(t, sixthRecord, "sixmaking/sixth", []string{"c3", "b2"}, nil)
	for _, c := range []struct{ in, out, want string }{
		{sixthRecord, "sixth.sgf", "Sixth MaKING has no Boardspace form"},
		{boardspaceSamples + "illegal.sgf", "illegal.boardshelf", "move 5 (P0 Pick W 1, Dropb C 3, Done) is not legal here: c3 is not empty"},
		{boardspaceSamples + "small-robot.sgf", "game.pgn", "Boardshelf writes no format with that extension"},
	} {
		var stdout, stderr strings.Builder
		out := filepath.Join(dir, c.out)
		if code := run([]string{"convert", c.in, out}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("convert %s %s: status %d, %q; want 1 and %q", filepath.Base(c.in), c.out, code, &stderr, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("convert %s %s wrote a file though it failed", filepath.Base(c.in), c.out)
		}
	}
}
