package terachess

import (
	"strings"
	"testing"
)

func TestWhyNotRefusedMoves(t *testing.T) {
	// White's Rook on i3 stands between its King on i1 and Black's Rook on
	// i16, so it may only move along the i-file.
	g, err := ParseFEN("k7r7/16/16/16/16/16/16/16/16/16/16/16/16/8R7/3P12/8K7 w -")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"d2", "d4", ""},
		{"d2", "d5", "the Pawn does not move that way. Steps one square forward"},
		{"i3", "a3", "that would leave your King in check"},
		{"i1", "i3", "i3 holds your own Rook"},
		{"i16", "i15", "the Rook on i16 is Black's; White is to move"},
		{"c5", "c6", "there is no piece on c5"},
		{"d2", "d2", "a piece must move to another square"},
	} {
		got := g.WhyNot(sq(t, tc.from), sq(t, tc.to)).String()
		if (tc.want == "" && got != "") || !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s to %s: %q, want %q", tc.from, tc.to, got, tc.want)
		}
	}
	// In check, a move that does not answer it is explained as such.
	g, _ = ParseFEN("k7r7/16/16/16/16/16/16/16/16/16/16/16/16/16/3P12/8K7 w -")
	if got := g.WhyNot(sq(t, "d2"), sq(t, "d3")).String(); got != "your King is in check, and that move does not save it" {
		t.Errorf("in check: %q", got)
	}
}
