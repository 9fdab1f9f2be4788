package setups

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"boardshelf/rules/terrace"
)

// Every shipped Terrace setup, written out and read back, is the same
// position with the same name, description and seats.
func TestEncodeTerraceRoundTrip(t *testing.T) {
	list, _ := Default.List("terrace")
	for _, s := range list {
		p, _ := Position[terrace.Position](s)
		data := EncodeTerrace(s.Name, s.Description, s.Seats, p)
		back, err := Parse("again.toml", s.ID, data)
		if err != nil {
			t.Fatalf("%s written out does not read back: %v\n%s", s.ID, err, data)
		}
		q, _ := Position[terrace.Position](back)
		if back.Name != s.Name || back.Description != s.Description || !reflect.DeepEqual(back.Seats, s.Seats) || !reflect.DeepEqual(p, q) {
			t.Errorf("%s changed on the way:\n%+v\n%+v", s.ID, p, q)
		}
	}
}

func TestEncodeKeepsGoalsFirstAndAwkwardNames(t *testing.T) {
	seats := []Seat{{Colour: "white", Letter: "W"}, {Colour: "black", Letter: "B"}}
	p := terrace.Position{Size: 8, Players: 2, First: 1, Names: []string{"white", "black"},
		Goals: []terrace.Square{{File: 0, Rank: 0}, {File: 7, Rank: 7}}, // both against the derived ones
		Pieces: map[terrace.Square]terrace.Piece{
			{File: 1, Rank: 0}: {Seat: 0, Size: 1, T: true},
			{File: 6, Rank: 7}: {Seat: 1, Size: 1, T: true},
			{File: 3, Rank: 3}: {Seat: 1, Size: 4},
		}}
	name, desc := `A "quoted" \ name`, "Line one\nline two\tand a tab"
	back, err := Parse("x.toml", "terrace/x", EncodeTerrace(name, desc, seats, p))
	if err != nil {
		t.Fatal(err)
	}
	q, _ := Position[terrace.Position](back)
	if back.Name != name || back.Description != desc || !reflect.DeepEqual(p, q) {
		t.Errorf("got %q %q %+v", back.Name, back.Description, q)
	}
}

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{
		"Corner rush!":              "corner-rush.toml",
		"  ":                        "setup.toml",
		"Épée à deux":               "épée-à-deux.toml",
		"a/b\\c:d":                  "a-b-c-d.toml",
		strings.Repeat("long ", 20): "long-long-long-long-long-long-long-long.toml",
	} {
		if got := FileName(in); got != want {
			t.Errorf("FileName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWriteFileIsAtomic(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "setup.toml")
	if err := WriteFile(name, []byte("first")); err != nil {
		t.Fatal(err)
	}
	// A write that fails at its last step, as a crash or a full disk would
	// stop it, leaves the old file as it was and no temporary file behind.
	rename = func(string, string) error { return os.ErrPermission }
	err := WriteFile(name, []byte("second"))
	rename = os.Rename
	if err == nil {
		t.Error("a failed write reported success")
	}
	if err := WriteFile(filepath.Join(dir, "missing", "x.toml"), []byte("x")); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
	if data, _ := os.ReadFile(name); string(data) != "first" {
		t.Errorf("the old file reads %q after failed writes", data)
	}
	os.Chmod(name, 0o600)
	if err := WriteFile(name, []byte("third")); err != nil {
		t.Fatal(err)
	}
	if info, _ := os.Stat(name); info.Mode().Perm() != 0o600 {
		t.Errorf("the replaced file's permissions became %v", info.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if data, _ := os.ReadFile(name); string(data) != "third" || len(entries) != 1 {
		t.Errorf("after a good write: %q and %d files (no temporary file may be left)", data, len(entries))
	}
}
