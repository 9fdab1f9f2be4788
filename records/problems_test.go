package records

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Every problem of a setup file or a record carries its words to
// translate: an English format, whole sentences, and the values that fill
// it in; its Msg is that English, word for word.
func TestProblemsCarryTheirWordsToTranslate(t *testing.T) {
	s, _ := setups.Default.Load("terrace/short")
	rec, _ := playSome(t, s, 6, 3)
	illegal := rec
	illegal.Moves = append(slices.Clone(rec.Moves[:3]), "a1-a6")
	terrace := string(s.Source)
	edit := func(old, new string) []byte {
		if !strings.Contains(terrace, old) {
			t.Fatalf("the setup lacks %q", old)
		}
		return []byte(strings.Replace(terrace, old, new, 1))
	}
	big := filepath.Join(t.TempDir(), "big.boardshelf")
	os.WriteFile(big, append(Encode(rec), []byte("#"+strings.Repeat(" ", RecordFile.MaxSize)+"\n")...), 0o644)
	for _, tc := range []struct {
		name   string
		err    func() error
		format string // the problem's English format, its key
	}{
		{"a TOML slip", func() error {
			_, err := setups.Parse("x.toml", "terrace/x", edit(`name = "Short game"`, `name = "Short game`))
			return err
		}, `a quoted text runs past the end of its line: close it on the same line, or use """ for a text of several lines`},
		{"a value of the wrong type", func() error {
			_, err := setups.Parse("x.toml", "terrace/x", edit("size = 6", `size = "six"`))
			return err
		}, "%s should be %s, not %s"},
		{"a bad cell", func() error {
			_, err := setups.Parse("x.toml", "terrace/x", edit("WT", "WX"))
			return err
		}, "square %s: %s has no size 1 to %d (the pieces of a %dx%d board) or T"},
		{"a bad seat colour", func() error {
			_, err := setups.Parse("x.toml", "terrace/x", edit(`"black"`, `"pink"`))
			return err
		}, "seat %d: unknown colour %s (use %s)"},
		{"a seat colour twice", func() error {
			_, err := setups.Parse("x.toml", "terrace/x", edit(`"black"`, `"white"`))
			return err
		}, "two seats are %s; each seat needs its own colour"},
		{"a record's illegal move", func() error {
			r, err := Decode("game.boardshelf", Encode(illegal))
			if err == nil {
				_, _, _, err = r.Replay("game.boardshelf")
			}
			return err
		}, "move %d (%s) cannot be played: %s"},
		{"a record's broken setup", func() error {
			r, err := Decode("game.boardshelf", []byte(strings.Replace(string(Encode(rec)), "WT", "W1", 1)))
			if err == nil {
				_, _, _, err = r.Replay("game.boardshelf")
			}
			return err
		}, "the setup in the record cannot be read: %s"},
		{"a file too large", func() error {
			_, err := ReadFile(big)
			return err
		}, "the file is %s, but %s may be at most %s"},
		{"a key of too many parts", func() error {
			_, err := Decode("game.boardshelf", []byte("a.b.c.d.e.f.g.h.i = 1\n"))
			return err
		}, "a key of more than %d parts joined by dots (such as a.b.c) is refused"},
		{"a missing file", func() error {
			_, err := ReadFile(filepath.Join(t.TempDir(), "none.boardshelf"))
			return err
		}, "cannot be read: there is no such file"},
	} {
		err := tc.err()
		var serr *setups.Error
		if !errors.As(err, &serr) {
			t.Errorf("%s: got %v, want a setups.Error", tc.name, err)
			continue
		}
		if serr.Problem.Format != tc.format {
			t.Errorf("%s: the problem's format is %q, want %q", tc.name, serr.Problem.Format, tc.format)
		}
		if got := serr.Problem.String(); got != serr.Msg {
			t.Errorf("%s: the problem reads %q, its Msg %q", tc.name, got, serr.Msg)
		}
		for _, inner := range explanations(serr.Problem) {
			if strings.Trim(inner.Format, "%s; ") == "" && inner.Format != "%s; %s" {
				t.Errorf("%s: %q glues words together rather than saying them", tc.name, inner.Format)
			}
		}
	}
}

// explanations are an explanation and those inside it.
func explanations(e rules.Explanation) []rules.Explanation {
	out := []rules.Explanation{e}
	for _, a := range e.Args {
		if inner, ok := a.(rules.Explanation); ok {
			out = append(out, explanations(inner)...)
		}
	}
	return out
}
