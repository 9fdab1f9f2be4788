package setups

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const head = "game = \"terrace\"\nname = \"x\"\n"

// repeat joins n copies of part, numbered where part holds %d.
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

// hostileFiles are files made to be slow for the TOML library, each just
// under a setup's size limit (so that the guard, not the size, must stop
// it), and files as large that are merely big. Before the guard the first
// ones took from seconds to minutes and gigabytes each.
func hostileFiles() []struct{ name, text, want string } {
	return []struct{ name, text, want string }{
		// refused by the guard
		{"a 16,000-part dotted key", head + repeat(15999, "a.") + "a = 1\n", "line 3: a key of more than 8 parts"},
		{"a 32,000-part table heading", head + "[" + repeat(31999, "a.") + "a]\n", "line 3: a key of more than 8 parts"},
		{"a 10,000-part [[heading]]", head + "[[" + repeat(9999, "a.") + "a]]\n", "line 3: a key of more than 8 parts"},
		{"a dotted key of quoted parts", head + repeat(6000, `"a".`) + "a = 1\n", "line 3: a key of more than 8 parts"},
		{"a dotted key spaced out", head + "[" + repeat(12000, " a .") + " a ]\n", "line 3: a key of more than 8 parts"},
		{"inline tables 5,000 deep", head + "x = " + repeat(5000, "{a = ") + "1" + repeat(5000, "}") + "\n", "line 3: lists and tables nested more than 8 deep"},
		{"lists 30,000 deep", head + "x = " + repeat(30000, "[") + repeat(30000, "]") + "\n", "line 3: lists and tables nested more than 8 deep"},
		{"lists of tables 5,000 deep", head + "x = " + repeat(5000, "[{a = ") + "1" + repeat(5000, "}]") + "\n", "line 3: lists and tables nested more than 8 deep"},
		{"a 60,000-character key", head + repeat(60000, "a") + " = 1\n", "line 3: a key longer than 128 characters"},
		{"a 60,000-character quoted key", head + `"` + repeat(60000, "a") + `" = 1` + "\n", "line 3: a key longer than 128 characters"},
		{"5,000 keys", head + repeat(5000, "k%d = 1\n"), "line 1001: the file sets more than 1000 keys"},
		{"5,000 tables", head + repeat(5000, "[t%d]\n"), "line 1001: the file sets more than 1000 keys"},
		{"2,000 tables in a list", head + repeat(2000, "[[seats]]\ncolour = \"white\"\n"), "the file sets more than 1000 keys"},
		{"5,000 keys of an inline table", head + "x = {" + repeat(5000, "k%d = 1, ") + "}\n", "line 3: the file sets more than 1000 keys"},
		{"a file over the limit", head + "description = \"" + repeat(70000, "x") + "\"\n", "the file is 69 KB, but a setup file may be at most 64 KB"},
		// let through, and quick to read
		{"a 60,000-character string", head + "description = \"" + repeat(60000, "x") + "\"\n", "the board size is missing"},
		{"a list of 7,000 strings", head + "x = [" + repeat(7000, "\"e2e4\", ") + "]\n", `unknown key "x"`},
		{"a list of 30,000 numbers", head + "x = [" + repeat(30000, "1,") + "]\n", `unknown key "x"`},
		{"1,000 keys", head + repeat(998, "k%d = 1\n"), `unknown key "k0"`},
		{"1,000 keys of 8 parts", head + repeat(998, "a.b.c.d.e.f.g.k%d = 1\n"), `unknown key "a.b.c.d.e.f.g.k0"`},
		{"1,000 headings of 8 parts", head + repeat(998, "[a.b.c.d.e.f.g.k%d]\n"), `unknown key "a.b.c.d.e.f.g.k0"`},
		{"lists and tables 8 deep", head + repeat(490, "x%d = [[[[{a = [[[1]]]}]]]]\n"), `unknown key "x0"`},
		{"a board of 30,000 squares", head + "size = 6\nseats = [{colour = \"white\"}, {colour = \"black\"}]\nboard = \"\"\"\n" + repeat(30000, ". ") + "\n\"\"\"\n", "the board has 1 rank;"},
		{"a position of 20,000 ranks", "game = \"terachess\"\nname = \"x\"\nfen = \"" + repeat(20000, "16/") + "16 w -\"\n", "16 ranks expected, found 20001"},
	}
}

// No file, however strange, keeps the app reading for long: each of the
// hostile files is refused or read within a second (a bound generous enough
// for a loaded machine; each takes a few milliseconds).
func TestGuardIsQuick(t *testing.T) {
	for _, tc := range hostileFiles() {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.text) > 70000+1000 {
				t.Fatalf("the file is %d bytes", len(tc.text))
			}
			start := time.Now()
			_, err := Parse("x.toml", "terrace/x", []byte(tc.text))
			took := time.Since(start)
			if took > time.Second {
				t.Errorf("took %v", took)
			}
			var serr *Error
			if !errors.As(err, &serr) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
			if len(err.Error()) > 200 {
				t.Errorf("a message of %d bytes", len(err.Error()))
			}
		})
	}
}

// The guard knows TOML's strings, comments and where keys stand, so that a
// hostile key cannot hide behind one, and a good file is never refused.
func TestGuardFindsKeysWhereTheLibraryDoes(t *testing.T) {
	long := repeat(20, "a.") + "a"
	for _, tc := range []struct {
		name, text string
		line       int // of the long key; 0 when the file passes
	}{
		{"after a byte-order mark", "\xef\xbb\xbf" + long + " = 1\n", 1},
		{"after a UTF-16 mark", "\xff\xfe" + long + " = 1\n", 1},
		{"after a multi-line text ending in quotes", "a = \"\"\"x\n\"\"\"\"\"\n" + long + " = 1\n", 3},
		{"after a literal text with quotes and backslashes", "a = '''x \" \\ ''\n'''\n" + long + " = 1\n", 3},
		{"after a text with an escaped quote", "a = \"x\\\"# [\"\n" + long + " = 1\n", 2},
		{"after a multi-line text with an escaped newline", "a = \"\"\"x\\\ny\"\"\"\n" + long + " = 1\n", 3},
		{"after a comment with quotes", "# it's \"odd\n" + long + " = 1\n", 2},
		{"after a comment after a value", "a = 1 # [{\n" + long + " = 1\n", 2},
		{"in an inline table after a comma", "x = {a = 1, " + long + " = 2}\n", 1},
		{"in an inline table over lines", "x = {\n  # note\n  a = 1,\n  " + long + " = 2,\n}\n", 4},
		{"in a table in a list", "x = [\n  {a = 1},\n  {" + long + " = 2},\n]\n", 3},
		{"after a list over lines", "x = [\n  1,\n  2,\n]\n" + long + " = 1\n", 5},
		{"in a heading", "[" + long + "]\n", 1},
		{"in a heading after a list", "x = [1]\n[[" + long + "]]\n", 2},
		{"a long key in quotes", "a = 1\n'" + long + "' = 2\n", 0},
		{"dots and brackets in texts", "a = \"" + long + "\"\nb = '[[[[[[[[[[{'\nc = \"\"\"\n" + long + " = {{{{{{{{{{\n\"\"\"\n", 0},
		{"dots in numbers and dates", "a = 1.5\nb = 1979-05-27T07:32:00.999Z\nc = [1.5, 2.5, 3.5]\n", 0},
		{"a record's setup in a literal text", "setup = '''\nseats = [\n  { colour = \"white\" },\n]\n'''\nmoves = [\n  \"e2e4\", # 1\n]\n", 0},
	} {
		err := CheckTOML("x.toml", []byte(tc.text), SetupFile)
		var serr *Error
		switch {
		case tc.line == 0 && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.line > 0 && (!errors.As(err, &serr) || serr.Line != tc.line || !strings.Contains(serr.Msg, "parts")):
			t.Errorf("%s: got %v, want line %d refused", tc.name, err, tc.line)
		}
	}
	files, _ := filepath.Glob("*/*.toml")
	for _, file := range append(files, "../rules/chessrace/testdata/pinched-track.txt") {
		data, _ := os.ReadFile(file)
		if err := CheckTOML(file, data, SetupFile); err != nil {
			t.Errorf("a shipped file is refused: %v", err)
		}
	}
}

// A setup file is decoded once, not once for its header and again for its
// game; listing the setups again or starting a game reads no file again.
func TestEachFileIsDecodedOnce(t *testing.T) {
	for _, text := range []string{goodFile, goodSixMaking, chessRaceFixture} {
		before := tomlDecodes.Load()
		if _, err := Parse("mine.toml", "x/mine", []byte(text)); err != nil {
			t.Fatal(err)
		}
		if n := tomlDecodes.Load() - before; n != 1 {
			t.Errorf("the file was decoded %d times", n)
		}
	}
}
