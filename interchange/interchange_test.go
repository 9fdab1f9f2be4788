package interchange_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		!strings.Contains(err.Error(), `"notes.txt" is in no format Boardshelf reads (Boardshelf record .boardshelf, Boardspace SGF .sgf)`) {
		t.Errorf("a Go game is taken for a format: %v", err)
	}
}

// A file larger than any game is refused before it is parsed, on disk
// and in memory alike.
func TestTooLargeIsRefused(t *testing.T) {
	big := append(sample(t, "small-robot.sgf"), bytes.Repeat([]byte(" "), interchange.File.MaxSize)...)
	if _, err := interchange.Import(boardspace.Format, big); err == nil || !strings.Contains(err.Error(), "larger than 1024 KB") {
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
