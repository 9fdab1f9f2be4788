package setups

import (
	"errors"
	"strings"
	"testing"

	"boardshelf/rules"
)

func TestTerachessStandardSetup(t *testing.T) {
	g, err := Open("terachess/standard")
	if err != nil {
		t.Fatal(err)
	}
	if got := rules.Perft(g, 2); got != 1600 {
		t.Errorf("perft(2) from the standard setup = %d, want 1,600", got)
	}
	s, _ := Default.Load("terachess/standard")
	if len(s.Seats) != 2 || s.Seats[0].Colour != "white" || s.Summary() != "16x16 board, 128 pieces, White to move" {
		t.Errorf("seats %v, summary %q", s.Seats, s.Summary())
	}
}

func TestBadTerachessFiles(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
		msg  string
	}{
		{"game = \"terachess\"\nname = \"x\"\n", 0, "the position is missing"},
		{"game = \"terachess\"\nname = \"x\"\n\nfen = \"k15/16 w -\"\n", 4, "16 ranks expected, found 2"},
		{"game = \"terachess\"\nname = \"x\"\nfen = \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14y w -\"\n", 3, `unknown piece letter 'y'`},
		{"game = \"terachess\"\nname = \"x\"\nfen = \"k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -\"\nsize = 16\n", 4, `unknown key "size"`},
	} {
		_, err := Parse("tc.toml", "terachess/tc", []byte(tc.text))
		var serr *Error
		if !errors.As(err, &serr) || serr.Line != tc.line || !strings.Contains(serr.Msg, tc.msg) {
			t.Errorf("got %v, want line %d and %q", err, tc.line, tc.msg)
		}
	}
}
