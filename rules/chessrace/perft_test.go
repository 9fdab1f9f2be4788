package chessrace

import (
	"testing"

	"boardshelf/rules"
)

// Every count in this file is listed, with its position, in
// docs/rules/chessrace.md under "Reference counts": change both together.

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

// After "+i4 +i1" seat 0 has its piece on i4 and two waiting, which may
// enter on any of the four ribbons, i1 (under red's piece) and i4 (under
// its own) among them; seat 1's piece is on i1. Counted by hand, per face,
// over the piece on i4 and the entries on i4, i3, i2 and i1:
//
//	pawn    i4: j4 k4 (double step)  entries: 2 on each ribbon (j, k)         = 10
//	rook    i4: j4-p4 (7), i3 i2 xi1; entry i4 the same (10 each)
//	        i3: 7 east, i2 xi1 (north: over its own i4 to the infield)
//	        i2: 7 east, i3 xi1; i1: 7 east, i2 i3 (9 each)                   = 47
//	bishop  i4: j3 k2 l1, entry i4 the same; i3: j4 j2 k1; i2: j3 k4 j1
//	        i1: j2 k3 l4 m5 n6 o7 p8                                         = 19
//	knight  i4: k3 j2, entry i4 the same; i3: k4 k2 j1; i2: j4 k3 k1
//	        i1: j3 k2                                                        = 12
//	queen   rook + bishop                                                    = 66
//	king    i4: j4 i3 j3, entry i4 the same; i3: j3 i2 j4 j2
//	        i2: j2 i3 xi1 j3 j1; i1: j1 i2 j2                                = 18
//
// Everything west of file i lies behind the starting line, the infield
// above rank 4 is scenery. Before issue 12 only the empty ribbons i3 and
// i2 took entries and the rook stopped before its own piece: 6, 28, 9, 8,
// 37 and 12, 100 in all. The new counts are also those of the reference
// generator written from the rules text (TestPerftAfterSetUpByTheReference).
var perftAfterSetUp = map[Figure]int{Pawn: 10, Rook: 47, Bishop: 19, Knight: 12, Queen: 66, King: 18}

const perftAfterSetUpTotal = 172

func TestPerftAfterSetUp(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1")
	for _, f := range faces {
		play(t, g, "roll:"+f.Letter())
		if got := len(g.Moves()); got != perftAfterSetUp[f] {
			t.Errorf("%v: %d moves, want %d: %v", f, got, perftAfterSetUp[f], moveList(g))
		}
		g.Undo()
	}
	if got := rules.Perft(g, 2); got != perftAfterSetUpTotal {
		t.Errorf("perft(2) = %d, want %d", got, perftAfterSetUpTotal)
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
