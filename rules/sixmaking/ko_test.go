package sixmaking

import (
	"slices"
	"strings"
	"testing"
)

// Light takes the top disk of the Rook on a1 to a3. Dark may not take that
// same single disk straight back, but may move two disks back, or one disk
// elsewhere.
func TestKoForbidsExactlyTheReverse(t *testing.T) {
	g := start(t, board5("a1:LL a3:D c3:D"))
	play(t, g, "1a1-a3")

	if !g.KoForbids(sq("a3"), sq("a1"), 1) {
		t.Error("KoForbids(a3, a1, 1) = false, want true")
	}
	for _, c := range []struct {
		from, to string
		k        int
	}{{"a3", "a1", 2}, {"a3", "c3", 1}, {"a1", "a3", 1}, {"c3", "a3", 1}, {"b5", "a1", 1}} {
		if g.KoForbids(sq(c.from), sq(c.to), c.k) {
			t.Errorf("KoForbids(%s, %s, %d) = true, want false", c.from, c.to, c.k)
		}
	}
	want := sorted("a3-a1 1a3-c3 a3-c3") // 1a3-a1 is missing
	if got := towerMoves(g); !slices.Equal(got, want) {
		t.Errorf("dark's tower moves = %v, want %v", got, want)
	}
	if got := names(g.Targets(sq("a3"), 1)); !slices.Equal(got, []string{"c3"}) {
		t.Errorf("Targets(a3, 1) = %v, want [c3]", got)
	}
	if got := names(g.Targets(sq("a3"), 2)); !slices.Equal(got, []string{"a1", "c3"}) {
		t.Errorf("Targets(a3, 2) = %v, want [a1 c3]", got)
	}
	err := g.Play(Move{From: sq("a3"), To: sq("a1"), Count: 1})
	if err == nil || !strings.Contains(err.Error(), "Ko") {
		t.Errorf("playing 1a3-a1 gave %v, want a Ko error", err)
	}
}

// Ko remembers the opponent's previous move only: once dark has played
// something else, light may take its own disk back.
func TestKoLastsOneTurn(t *testing.T) {
	g := start(t, board5("a1:LL a3:D"))
	play(t, g, "1a1-a3", "e5", "1a3-a1")
	if got := disks(g.Tower(sq("a1"))); got != "LL" {
		t.Errorf("a1 = %q, want LL", got)
	}
}

// A placement is never undone by Ko: after light places on a2, dark may move
// that disk onto a1 (and the representation of a placement must not be
// mistaken for a move from a1).
func TestPlacementsAreNotKo(t *testing.T) {
	g := start(t, board5("a1:D"))
	play(t, g, "a2", "a2-a1")
	if got := disks(g.Tower(sq("a1"))); got != "DL" {
		t.Errorf("a1 = %q, want DL", got)
	}
	g = start(t, board5("a2:D"))
	play(t, g, "a1", "a1-a2") // the placed disk moves off a1
	if got := disks(g.Tower(sq("a2"))); got != "DL" {
		t.Errorf("a2 = %q, want DL", got)
	}
}

// Ko never leaves a player without a move: the tower it would send back is at
// least two high, so moving a different number of disks back stays legal.
func TestKoNeverBlocksEveryCount(t *testing.T) {
	s := board5("a1:LL a3:D")
	s.Reserve = [2]int{0, 0}
	g := start(t, s)
	play(t, g, "1a1-a3")
	if g.Status().Over {
		t.Fatalf("game over: %s", g.Status().Reason)
	}
	if got, want := towerMoves(g), []string{"a3-a1"}; !slices.Equal(got, want) {
		t.Errorf("dark's moves = %v, want %v", got, want)
	}
}
