package sixmaking

import "testing"

// The key writes the towers in the tests' own notation, then the reserves,
// the scores, the colour to move and the move Ko protects.
func TestPositionKeyWritesThePosition(t *testing.T) {
	g := start(t, board5("a1:LL a3:D c3:DLD"))
	if got, want := g.PositionKey(), "a1:LL a3:D c3:DLD 3 3 0 0 light"; got != want {
		t.Errorf("start: key %q, want %q", got, want)
	}
	play(t, g, "1a1-a3")
	if got, want := g.PositionKey(), "a1:L a3:DL c3:DLD 3 3 0 0 dark after 1a1-a3"; got != want {
		t.Errorf("after 1a1-a3: key %q, want %q", got, want)
	}
	g.Undo()
	if got, want := g.PositionKey(), "a1:LL a3:D c3:DLD 3 3 0 0 light"; got != want {
		t.Errorf("after the undo: key %q, want %q", got, want)
	}
}

// Two move orders that reach the same position give the same key; the same
// board with Ko forbidding a move, or with the other colour to move, does
// not.
func TestPositionKeyTellsPositionsApart(t *testing.T) {
	key := func(moves ...string) string {
		g := start(t, board5("a1:LL a3:D"))
		play(t, g, moves...)
		return g.PositionKey()
	}
	if a, b := key("b1", "b5", "c1", "c5"), key("c1", "c5", "b1", "b5"); a != b {
		t.Errorf("the same placements in another order: %q and %q", a, b)
	}
	if a, b := key("1a1-a3", "e5", "e1"), key("e1", "e5", "1a1-a3"); a == b {
		t.Errorf("with and without Ko on a3-a1: both %q", a)
	}
	if a, b := key("b1", "b5"), key("b1", "b5", "c1"); a == b {
		t.Errorf("different boards: both %q", a)
	}
	g := start(t, Setup{Size: 5, Reserve: [2]int{3, 3}, First: Dark, Towers: towers("a1:LL a3:D")})
	if a, b := key(), g.PositionKey(); a == b {
		t.Errorf("light and dark to move: both %q", a)
	}
}
