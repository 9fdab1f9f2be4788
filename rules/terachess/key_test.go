package terachess

import "testing"

// The same pieces reached in another order give the same key, move counts
// or no; another side to move does not.
func TestPositionKeyIgnoresTheWayThere(t *testing.T) {
	key := func(moves ...string) string {
		g, err := ParseFEN(StartFEN)
		if err != nil {
			t.Fatal(err)
		}
		play(t, g, moves...)
		return g.PositionKey()
	}
	if a, b := key("a4a5", "a13a12", "b4b5", "b13b12"), key("b4b5", "b13b12", "a4a5", "a13a12"); a != b {
		t.Errorf("the same moves in another order: %q and %q", a, b)
	}
	if a, b := key("a4a5", "a13a12"), key("a4a5", "a13a12", "b4b5"); a == b {
		t.Errorf("different positions: both %q", a)
	}
}
