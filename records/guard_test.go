package records

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"boardshelf/setups"
)

func repeat(n int, part string) string {
	var b strings.Builder
	for i := range n {
		if strings.Contains(part, "%d") {
			fmt.Fprintf(&b, part, i)
		} else {
			b.WriteString(part)
		}
	}
	return b.String()
}

// longRecord is a record of a long game of a shipped setup: up to n seeded
// random moves.
func longRecord(t *testing.T, id string, n int) []byte {
	t.Helper()
	s, err := setups.Default.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	data, err := randomRecord(s, n, 5)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A record goes through the same guard as a setup, at a record's size: no
// file, however strange, keeps the app reading for long. Each is refused or
// read within a second (generous for a loaded machine; each takes
// milliseconds); before the guard the first ones never finished.
func TestHostileRecordsAreQuick(t *testing.T) {
	const head = "game = \"terrace\"\nmoves = []\n"
	terachess := longRecord(t, "terachess/standard", 1000)
	race := longRecord(t, "chessrace/long-course-4", 20000)
	for _, tc := range []struct{ name, text, want string }{
		{"a 400,000-part dotted key", head + repeat(399999, "a.") + "a = 1\n", "line 3: a key of more than 8 parts"},
		{"a 400,000-part heading", head + "[" + repeat(399999, "a.") + "a]\n", "line 3: a key of more than 8 parts"},
		{"inline tables 100,000 deep", head + "x = " + repeat(100000, "{a = ") + "1" + repeat(100000, "}") + "\n", "line 3: lists and tables nested more than 8 deep"},
		{"lists 400,000 deep", head + "x = " + repeat(400000, "[") + repeat(400000, "]") + "\n", "line 3: lists and tables nested more than 8 deep"},
		{"50,000 keys", head + repeat(50000, "k%d = 1\n"), "line 1001: the file sets more than 1000 keys"},
		{"a file over the limit", head + "x = \"" + strings.Repeat("x", 17<<20) + "\"\n", "but a game record may be at most 16 MB"},
		{"a list of 200,000 moves", head + "x = [" + repeat(200000, "\"e2e4\", ") + "]\n", "line 3: the file's lists hold more than 120000 values"},
		{"a 1,000,000-character string", head + "result = \"" + repeat(1000000, "x") + "\"\n", "the record holds no setup"},
		{"a list of 100,000 moves", "game = \"terrace\"\nmoves = [" + repeat(100000, "\"e2e4\", ") + "]\n", "the record holds no setup"},
		{"a list of 100,000 numbers", head + "x = [" + repeat(100000, "1,") + "]\n", "line 3: unknown key \"x\""},
		{"8,000,000 numbers", head + "x = [" + strings.Repeat("1,", 8_000_000) + "]\n", "line 3: the file's lists hold more than 120000 values"},
		{"1,000 keys of 8 parts", head + repeat(998, "a.b.c.d.e.f.g.k%d = 1\n"), `unknown key "a.b.c.d.e.f.g.k0"`},
		{"a 1,000-move game of Terachess", string(terachess), ""},
		{"a game of Chess Race to its end", string(race), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			r, err := Decode("x.toml", []byte(tc.text))
			if err == nil {
				_, _, _, err = r.Replay("x.toml")
			}
			if took := time.Since(start); took > time.Second {
				t.Errorf("took %v", took)
			}
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Errorf("got %.300v, want %q", err, tc.want)
			case err != nil && len(err.Error()) > 200:
				t.Errorf("a message of %d bytes", len(err.Error()))
			}
		})
	}
	if len(race) < 50<<10 {
		t.Errorf("the Chess Race record is only %d bytes", len(race))
	}
}

// A mistake in a record is said in plain words, names the file and the
// line, and quotes little of the file.
func TestRecordMistakes(t *testing.T) {
	s, _ := setups.Default.Load("terrace/short")
	rec, _ := playSome(t, s, 6, 3)
	good := string(Encode(rec))
	edit := func(old, new string) string {
		if !strings.Contains(good, old) {
			panic("the record lacks " + old)
		}
		return strings.Replace(good, old, new, 1)
	}
	long := strings.Repeat("x", 20000)
	huge := rec
	huge.Moves = append(rec.Moves[:4:4], long)
	otherGame := rec
	otherGame.Game = strings.Repeat("g", 20000)
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"a 20,000-character move", string(Encode(huge)), 12, `move 5 (` + long[:32] + `…) cannot be played: move "` + long[:32] + `…" is not legal here`},
		{"a game of 20,000 characters", string(Encode(otherGame)), 2, "the record is of " + strings.Repeat("g", 32) + "… but its setup is of terrace"},
		{"a date in words", edit("date = 2026-11-30T12:00:00Z", `date = "yesterday"`), 4, "date should be a date and time such as 2026-12-01T10:00:00Z"},
		{"a number for a date", edit("date = 2026-11-30T12:00:00Z", `date = 5`), 4, "date should be a date and time such as 2026-12-01T10:00:00Z"},
		{"a list for a date", edit("date = 2026-11-30T12:00:00Z", `date = [5]`), 4, "date should be a date and time such as 2026-12-01T10:00:00Z, not a list in [ ]"},
		{"an impossible date", edit("date = 2026-11-30T12:00:00Z", `date = 2026-13-30T12:00:00Z`), 4, `"2026-13-30T12:00:00Z" is not a date and time; write one such as 2026-12-01T10:00:00Z`},
		{"a text for the seats", edit(`seats = ["white", "black"]`, `seats = "white"`), 5, "seats should be a list in [ ], not text in quotes"},
		{"numbers for moves", edit("moves = [", "moves = [1, "), 7, "moves should be text in quotes, not a whole number"},
		{"an unclosed move", edit("moves = [\n", "moves = [\n  \"b1-b2,\n"), 8, "a quoted text runs past the end of its line"},
		{"an unknown key", edit("date =", "dat = 1\ndate ="), 4, `unknown key "dat"`},
		{"a huge unknown key", edit("date =", strings.Repeat("k", 120)+" = 1\ndate ="), 4, `unknown key "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…"`},
		{"a broken setup", edit("WT", "W1"), 30, "the setup in the record cannot be read: white has no T"},
		{"a setup without a board size", edit("size = 6\n", ""), 17, "the setup in the record cannot be read: the board size is missing"},
		{"a bad setup in a quoted text", string(Encode(Record{Game: "terrace", Setup: "game = \"terrace\"\nname = \"x\"\n'''", Moves: []string{}})), 10, "the setup in the record cannot be read: a key must be followed by ="},
	} {
		r, err := Decode("game.toml", []byte(tc.text))
		if err == nil {
			_, _, _, err = r.Replay("game.toml")
		}
		var serr *setups.Error
		if !errors.As(err, &serr) {
			t.Errorf("%s: got %v, want a setups.Error", tc.name, err)
			continue
		}
		if serr.File != "game.toml" || serr.Line != tc.line || !strings.Contains(serr.Msg, tc.want) {
			t.Errorf("%s: got %.300q (line %d), want line %d and %q", tc.name, err, serr.Line, tc.line, tc.want)
		}
		if len(err.Error()) > 250 {
			t.Errorf("%s: a message of %d bytes", tc.name, len(err.Error()))
		}
	}
}

// ReadFile reads a record as it was written, and refuses what is no
// record file.
func TestReadFile(t *testing.T) {
	s, _ := setups.Default.Load("terrace/long")
	rec, _ := playSome(t, s, 5, 2)
	dir := t.TempDir()
	name := filepath.Join(dir, "game.toml")
	if err := Write(name, rec); err != nil {
		t.Fatal(err)
	}
	if r, err := ReadFile(name); err != nil || len(r.Moves) != 5 {
		t.Errorf("ReadFile: %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none.toml")); err == nil || err.Error() != filepath.Join(dir, "none.toml")+": cannot be read: there is no such file" {
		t.Errorf("a missing file: %v", err)
	}
	os.WriteFile(name, append(Encode(rec), []byte("#"+strings.Repeat(" ", RecordFile.MaxSize)+"\n")...), 0o644)
	if _, err := ReadFile(name); err == nil || !strings.Contains(err.Error(), "but a game record may be at most 16 MB") {
		t.Errorf("a record over the limit: %v", err)
	}
	if _, err := ReadFile(dir); err == nil || !strings.Contains(err.Error(), "it is a folder") {
		t.Errorf("a folder: %v", err)
	}
}
