package sixmaking

import "testing"

func TestWhyNotAndLanding(t *testing.T) {
	g := start(t, board5("a1:LD b1:L c3:D"))
	a1, b1, c1, a2 := sq("a1"), sq("b1"), sq("c1"), sq("a2")
	for _, tc := range []struct {
		from, to Square
		count    int
		want     Refusal
	}{
		{a1, b1, 2, NotRefused},
		{a1, c1, 2, EmptyRefused},
		{a1, a2, 2, EmptyRefused},
		{b1, sq("d4"), 1, EmptyRefused},
		{a1, sq("c3"), 2, OutOfReach}, // a Rook does not go diagonally
	} {
		if got := g.WhyNot(tc.from, tc.to, tc.count); got != tc.want {
			t.Errorf("%v %d to %v: %v, want %v", tc.from, tc.count, tc.to, got, tc.want)
		}
	}
	if l := g.Landing(a1, b1, 2); l.Height != 3 || l.Piece != Knight || l.Top != Dark || l.King {
		t.Errorf("two disks of a1 on b1 build %+v", l)
	}
}
