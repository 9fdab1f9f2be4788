package interchange_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardshelf/clock"
	"boardshelf/interchange"
	"boardshelf/interchange/boardspace"
	"boardshelf/interchange/formats"
	"boardshelf/records"
	"boardshelf/setups"
)

func sample(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("boardspace", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The extension decides; where it says nothing, the content does.
func TestDetect(t *testing.T) {
	sgf := sample(t, "small-robot.sgf")
	record := records.Encode(records.Record{Game: "terrace", Setup: "x", Moves: []string{}})
	for _, c := range []struct {
		name string
		data []byte
		want *interchange.Format
	}{
		{"game.sgf", sgf, boardspace.Format},
		{"GAME.SGF", []byte("anything"), boardspace.Format}, // the extension alone: the importer will say what is wrong
		{"game.boardshelf", sgf, interchange.Native},
		{"download", sgf, boardspace.Format},
		{"download.txt", append([]byte("\xef\xbb\xbf\n  "), sgf...), boardspace.Format},
		{"mail.eml", record, interchange.Native},
	} {
		got, err := interchange.Detect(formats.All(), c.name, c.data)
		if err != nil || got != c.want {
			t.Errorf("%s: %v, %v; want %s", c.name, got, err, c.want.Name)
		}
	}
	if _, err := interchange.Detect(formats.All(), "notes.txt", []byte("(;GM[1]SZ[19];B[pd])")); err == nil ||
		!strings.Contains(err.Error(), `"notes.txt" is in no format Boardshelf reads (Boardshelf record .boardshelf, Boardspace SGF .sgf`) {
		t.Errorf("a Go game is taken for a format: %v", err)
	}
}

// A file larger than any game is refused before it is parsed, on disk
// and in memory alike.
func TestTooLargeIsRefused(t *testing.T) {
	big := append(sample(t, "small-robot.sgf"), bytes.Repeat([]byte(" "), boardspace.File.MaxSize)...)
	if _, err := interchange.Import(boardspace.Format, big); err == nil || !strings.Contains(err.Error(), "larger than 1024 KB, the most a Boardspace game may be") {
		t.Errorf("a huge file: %v", err)
	}
	name := filepath.Join(t.TempDir(), "big.sgf")
	if err := os.WriteFile(name, big, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := interchange.ReadFile(formats.All(), name); err == nil {
		t.Error("a huge file on disk is read")
	}
}

// Boardshelf's own record goes through unchanged.
func TestNativeRoundTrip(t *testing.T) {
	s, err := setups.Default.Load("terrace/short")
	if err != nil {
		t.Fatal(err)
	}
	r := records.Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Seats: []string{"white", "black"}, Moves: []string{}}
	data, err := interchange.Export(interchange.Native, r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := interchange.Import(interchange.Native, data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(records.Encode(back), data) {
		t.Errorf("the record changed:\n%s\n%s", data, records.Encode(back))
	}
}

// Only games a format carries are written in it.
func TestExportRefusesOtherGames(t *testing.T) {
	s, err := setups.Default.Load("terrace/short")
	if err != nil {
		t.Fatal(err)
	}
	r := records.Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Moves: []string{}}
	if _, err := interchange.Export(boardspace.Format, r); err == nil || !strings.Contains(err.Error(), "Boardspace SGF holds no games of terrace") {
		t.Errorf("a Terrace game in Boardspace's SGF: %v", err)
	}
}

// What a format does not keep is named, so that an export can say it.
func TestLeftOutNamesWhatIsNotKept(t *testing.T) {
	r := records.Record{Moves: []string{"c3", "b2", "time"}}
	r.Notes.Variations = []records.Variation{{At: 1, Moves: []string{"a1"}}, {At: 0, Moves: []string{"e5"}}}
	r.Notes.Comments = map[records.Place]string{{Ply: 1}: "kept", {Line: 1, Ply: 2}: "goes with its variation"}
	r.Notes.NAGs = map[records.Place]string{{Ply: 2}: "!?"}
	r.Notes.Marks = map[records.Place][]records.Mark{{Ply: 1}: {{From: "a1", Colour: "red"}, {From: "a1", To: "c3", Colour: "green"}}}
	if r.Clock, _ = clock.Parse("sudden 5m"); r.Clock.Kind == clock.None {
		t.Fatal("no clock")
	}
	var got []string
	for _, e := range interchange.LeftOut(boardspace.Format, r) {
		got = append(got, e.String())
	}
	want := []string{"2 variations", "1 move judged with a sign such as !?", "2 marks on the board", "the clock", "the loss on time that ends the game"}
	if !slices.Equal(got, want) {
		t.Errorf("left out %q, want %q", got, want)
	}
	if left := interchange.LeftOut(interchange.Native, r); len(left) != 0 {
		t.Errorf("Boardshelf's record leaves out %v", left)
	}
}
