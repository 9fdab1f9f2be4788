package setups

import (
	"errors"
	"strings"
	"testing"
)

func TestClipQuoted(t *testing.T) {
	msg := `move "` + strings.Repeat("x", 20000) + `" is not legal here`
	if got := ClipQuoted(msg); got != `move "`+strings.Repeat("x", 32)+`…" is not legal here` {
		t.Errorf("ClipQuoted gives %q", got)
	}
	if got := ClipQuoted(strings.Repeat("word ", 4000)); len(got) > 300 || !strings.HasSuffix(got, "…") {
		t.Errorf("a long message is left %d bytes long", len(got))
	}
}

// Whatever of the file a message quotes, it quotes a few dozen characters
// of it, not the whole.
func TestMessagesQuoteLittleOfTheFile(t *testing.T) {
	huge := strings.Repeat("W", 20000)
	terrace := func(old, new string) string { return strings.Replace(goodFile, old, new, 1) }
	six := func(old, new string) string { return strings.Replace(goodSixMaking, old, new, 1) }
	for _, tc := range []struct{ name, text, want string }{
		{"a huge cell of a Terrace board", terrace("4 | .  .", "4 | .  "+huge), `square b4: "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW…" is not a piece`},
		{"a huge cell of a Six MaKING board", six("LD  .", "L"+huge+" ."), `square b4: "LWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW…" is not a tower`},
		{"a huge colour", terrace(`"black"`, `"`+huge+`"`), `seat 2: unknown colour "WWWW`},
		{"a huge letter", terrace(`letter = "B"`, `letter = "`+huge+`"`), `the letter must be one letter A to Z, not "WWWW`},
		{"a huge goal", terrace(`letter = "B" }`, `letter = "B", goal = "`+huge+`" }`), `black's goal must be a low corner, a1 or f6, not "WWWW`},
		{"a huge first seat", terrace("size = 6", "size = 6\nfirst = \""+huge+"\""), `first = "WWWW`},
		{"a huge game", terrace(`"terrace"`, `"`+huge+`"`), `unknown game "WWWW`},
		{"a huge variant", six(`"sixth"`, `"`+huge+`"`), `variant = "WWWW`},
		{"huge disks", six("disks = 16", `disks = "`+huge+`"`), `disks = "WWWW`},
		{"a list of disks", six("disks = 16", "disks = ["+strings.Repeat("1, ", 5000)+"]"), "disks = [1 1 1 1"},
		{"a long key", terrace("size = 6", "size = 6\n"+strings.Repeat("k", 120)+" = 1"), `unknown key "kkkk`},
		{"a huge bare word", terrace("size = 6", "size = 6\nfirst = "+huge), `"WWWW`},
		{"a huge number", terrace("size = 6", "size = "+strings.Repeat("9", 20000)), "the number 9999"},
		{"a huge side to move", "game = \"terachess\"\nname = \"x\"\nfen = \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 " + huge + " -\"\n", `"WWWW`}, // the rules' words, clipped by them or here
		{"a huge en-passant square", "game = \"terachess\"\nname = \"x\"\nfen = \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w " + huge + "\"\n", `"WWWW`},
		{"a huge track row", "game = \"chessrace\"\nname = \"x\"\nseats = [{colour = \"red\"}, {colour = \"blue\"}]\ntrack = \"\"\"\n" + strings.Repeat("x", 20000) + "\n\"\"\"\n", "track row 1"},
	} {
		_, err := Parse("mine.toml", "x/mine", []byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %.300v, want %q", tc.name, err, tc.want)
			continue
		}
		if len(err.Error()) > 250 {
			t.Errorf("%s: a message of %d bytes: %.300s", tc.name, len(err.Error()), err)
		}
	}
}

// The TOML library's messages reach no one: each is said in plain words.
func TestTOMLMistakesInPlainWords(t *testing.T) {
	edit := func(old, new string) string {
		if !strings.Contains(goodFile, old) {
			panic("fixture lacks " + old)
		}
		return strings.Replace(goodFile, old, new, 1)
	}
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"an unclosed quote", edit(`name = "Test"`, `name = "Test`), 2, "a quoted text runs past the end of its line"},
		{"an unclosed quote at the end", "game = \"terrace\"\nname = \"Test", 2, `the file ends inside a quoted text that was never closed (a " is missing)`},
		{"an unclosed literal at the end", "game = \"terrace\"\nname = 'Test", 2, `the file ends inside a quoted text that was never closed (a ' is missing)`},
		{"an unclosed diagram", goodFile[:strings.LastIndex(goodFile, `"""`)], 14, `the file ends inside a text opened with """ that was never closed`},
		{"a value without quotes", edit(`name = "Test"`, `name = Test`), 2, `"Test" is not a value: text needs quotes (such as name = "My game")`},
		{"two values", edit(`size = 6`, `size = 6 8`), 3, `"8" after the value: each key = value needs a line of its own`},
		{"no equals sign", edit(`size = 6`, `size 6`), 3, `a key must be followed by = and its value, not "6"`},
		{"a key alone", edit(`size = 6`, `size`), 3, "a key without = and a value"},
		{"no key", edit(`size = 6`, `= 6`), 3, "the key before the = is missing"},
		{"no value", edit(`size = 6`, `size =`), 3, "the value after the = is missing"},
		{"no value at the end", "game = \"terrace\"\nsize =", 2, "the file ends where a value should follow the ="},
		{"a key twice", edit(`size = 6`, "size = 6\nsize = 8"), 4, "size is set twice; each key may be set only once"},
		{"a table twice", edit(`size = 6`, "size = 6\n[size]"), 4, "size is set twice"},
		{"leading zeros", edit(`size = 6`, `size = 06`), 3, `"06" is not a number: write it without leading zeros`},
		{"a huge number", edit(`size = 6`, `size = 99999999999999999999`), 3, "the number 99999999999999999999 is too large"},
		{"a number with a point first", edit(`size = 6`, `size = .6`), 3, "a number must start with a digit: write 0.5, not .5"},
		{"a list without a comma", edit(`{ colour = "white", letter = "W" },`, `{ colour = "white", letter = "W" }`), 6, "the list needs a comma between its items, or a ] to close it"},
		{"a table without a comma", edit(`{ colour = "white", letter = "W" }`, `{ colour = "white" letter = "W" }`), 5, "the table in { } needs a comma between its entries, or a } to close it"},
		{"a bad escape", edit(`name = "Test"`, `name = "C:\Test"`), 2, `\T is not allowed in quoted text: write \\ for a backslash, or use '...' quotes`},
		{"a control character", edit(`name = "Test"`, "name = \"Te\x01st\""), 2, "the file holds an invisible control character (code 01); remove it"},
		{"not UTF-8", edit(`name = "Test"`, "name = \"Te\xffst\""), 2, "the file is not plain text in UTF-8"},
		{"UTF-16", "g\x00a\x00m\x00e\x00", 1, "the file is not saved as UTF-8 text (it looks like UTF-16)"},
		{"an empty heading", edit(`size = 6`, "size = 6\n[]"), 4, "a [...] heading needs a name"},
		{"a bad date", edit(`size = 6`, "size = 6\nwhen = 2026-13-45"), 4, `"2026-13-45" is not a date and time; write one such as 2026-12-01T10:00:00Z`},
		{"text for a number", edit(`size = 6`, `size = "six"`), 3, "size should be a whole number, not text in quotes"},
		{"a number for text", edit(`name = "Test"`, `name = 5`), 2, "name should be text in quotes, not a whole number"},
		{"a number for a list", edit("seats = [", "seats = 2\nxseats = ["), 4, "seats should be a list in [ ], not a whole number"},
		{"texts for seats", edit("seats = [", "seats = [\"white\", \"black\"]\nxseats = ["), 4, `each of the seats should be a table such as { colour = "white" }, not text in quotes`},
		{"true for text", edit(`name = "Test"`, `name = true`), 2, "name should be text in quotes, not true or false"},
	} {
		_, err := Parse("mine.toml", "terrace/mine", []byte(tc.text))
		var serr *Error
		if !errors.As(err, &serr) {
			t.Errorf("%s: got %v, want a setups.Error", tc.name, err)
			continue
		}
		if serr.File != "mine.toml" || serr.Line != tc.line || !strings.Contains(serr.Msg, tc.want) {
			t.Errorf("%s: got %q (line %d), want line %d and %q", tc.name, err, serr.Line, tc.line, tc.want)
		}
		for _, jargon := range []string{"toml:", "EOF", "expected", "TOML value", "destination", "int64", "[]", "map[", "hash", "Key '"} {
			if strings.Contains(serr.Msg, jargon) {
				t.Errorf("%s: the message speaks of %q: %s", tc.name, jargon, serr.Msg)
			}
		}
	}
	sixBadScore := strings.Replace(goodSixMaking, "score = { light = 1, dark = 2 }", "score = 3", 1)
	if _, err := Parse("mine.toml", "sixmaking/mine", []byte(sixBadScore)); err == nil || !strings.Contains(err.Error(), "line 8: score should be a table, not a whole number") {
		t.Errorf("a number for a table: %v", err)
	}
}

// A rank label too large for a number is a wrong label, not a square.
func TestRankLabelsOfAnyLength(t *testing.T) {
	for _, tc := range []struct{ game, text string }{
		{"terrace", strings.Replace(goodFile, "6 | .  BT", "99999999999999999999 | .  BT", 1)},
		{"sixmaking", strings.Replace(goodSixMaking, "5 | .", "99999999999999999999 | .", 1)},
		{"sixmaking", strings.Replace(goodSixMaking, "5 | .", "-5 | .", 1)},
	} {
		_, err := Parse("mine.toml", tc.game+"/mine", []byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), "this row is labelled rank ") || !strings.Contains(err.Error(), "but as row 1 from the top it is rank") {
			t.Errorf("%s: got %v", tc.game, err)
		}
	}
	long := strings.Replace(goodFile, "6 | .  BT", strings.Repeat("9", 2000)+" | .  BT", 1)
	if _, err := Parse("mine.toml", "terrace/mine", []byte(long)); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long label: %.300v", err)
	}
}
