package chessrace

import (
	"testing"

	"boardshelf/rules"
)

// Perft from the start, counted by hand: the seats place their pieces on
// the four ribbons in turn (4, then 3, then 2 choices...), then the die has
// six faces.
func TestPerftFromTheStart(t *testing.T) {
	tests := []struct {
		players int
		counts  []uint64
	}{
		{2, []uint64{4, 12, 72}},
		{3, []uint64{4, 12, 24, 144}},
		{4, []uint64{4, 12, 24, 24, 144}},
	}
	for _, tc := range tests {
		g := newGame(t, DefaultTrack, tc.players)
		for depth, want := range tc.counts {
			if got := rules.Perft(g, depth+1); got != want {
				t.Errorf("%d players, perft(%d) = %d, want %d", tc.players, depth+1, got, want)
			}
		}
	}
}

// After "+i4 +i1" seat 0 has its piece on i4 and two to enter on i3 or i2;
// seat 1's piece is on i1. Counted by hand, per face, over i4, i3 and i2:
//
//	pawn    i4: j4 k4 (double step)       i3: j3 k3        i2: j2 k2        = 6
//	rook    i4: j4-p4 (7), i3 i2 xi1      i3: 7 east, i2 xi1; i2: 7 east, i3 xi1 = 28
//	bishop  i4: j3 k2 l1                  i3: j4 j2 k1     i2: j3 k4 j1     = 9
//	knight  i4: k3 j2                     i3: k4 k2 j1     i2: j4 k3 k1     = 8
//	queen   rook + bishop                                                   = 37
//	king    i4: j4 i3 j3                  i3: j3 i2 j4 j2  i2: j2 i3 xi1 j3 j1 = 12
//
// Everything west of file i lies behind the starting line, the infield
// above rank 4 is scenery.
func TestPerftAfterSetUp(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1")
	want := map[Figure]int{Pawn: 6, Rook: 28, Bishop: 9, Knight: 8, Queen: 37, King: 12}
	for _, f := range faces {
		play(t, g, "roll:"+f.Letter())
		if got := len(g.Moves()); got != want[f] {
			t.Errorf("%v: %d moves, want %d: %v", f, got, want[f], moveList(g))
		}
		g.Undo()
	}
	if got := rules.Perft(g, 2); got != 100 {
		t.Errorf("perft(2) = %d, want 100", got)
	}
}

func BenchmarkPerft(b *testing.B) {
	g := newGame(b, DefaultTrack, 2)
	var nodes uint64
	for b.Loop() {
		nodes = rules.Perft(g, 5)
	}
	b.ReportMetric(float64(nodes), "nodes")
}
