package sixmaking

import (
	"fmt"
	"testing"

	"boardshelf/rules"
)

// Every count in this file is listed, with its position, in
// docs/rules/sixmaking.md under "Reference counts": change both together.

// Perft from the empty board, by hand, on an n x n board (S = n*n squares,
// E = 2n(n-1) pairs of orthogonally adjacent squares), reserves of at least
// two disks each:
//
//	depth 1: S placements.
//	depth 2: S(S-1): the lone disk has no tower to move onto.
//	depth 3: S-2 placements after each of the S(S-1) openings, plus, when
//	         the two disks are adjacent (2E of the openings), a Pawn move
//	         each way: S(S-1)(S-2) + 2·2E.
//	depth 4: after three placements, S-3 placements plus a Pawn move each way
//	         for every adjacent pair among the three disks (each of the E
//	         pairs lies in (S-2)·3! ordered triples): S(S-1)(S-2)(S-3) +
//	         2·6E(S-2); after two placements and a move, a lone tower of two
//	         that has nowhere to go, so S-1 placements: 4E(S-1).
//
// On 5x5 (S=25, E=40): 25, 600, 13960, 318480; on 4x4 (S=16, E=24): 16, 240,
// 3456, 49152.
func emptyBoardPerft(n, depth int) uint64 {
	s, e := uint64(n*n), uint64(2*n*(n-1))
	switch depth {
	case 1:
		return s
	case 2:
		return s * (s - 1)
	case 3:
		return s*(s-1)*(s-2) + 4*e
	case 4:
		return s*(s-1)*(s-2)*(s-3) + 12*e*(s-2) + 4*e*(s-1)
	}
	panic("no closed form")
}

func TestPerftEmptyBoardByHand(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		g := start(t, Setup{Size: n, Reserve: [2]int{2, 2}})
		for depth := 1; depth <= 4; depth++ {
			if got, want := g.Perft(depth), emptyBoardPerft(n, depth); got != want {
				t.Errorf("%dx%d perft(%d) = %d, want %d", n, n, depth, got, want)
			}
		}
	}
}

// Reference counts. Depths 1-4 from the empty board follow the closed form
// above; the deeper ones, and the mid-game positions, were checked against an
// independent, deliberately plain implementation of these rules (towers as
// lists, no packing, no make/unmake). The mid-game positions are checked at
// depth 1 by hand below.
var perftTests = []struct {
	name   string
	setup  Setup
	counts []uint64 // depth 1, 2, ...
}{
	{"5x5 empty", Standard(), []uint64{25, 600, 13960, 318480, 7214544, 164395720}},
	{"4x4 empty", Small(), []uint64{16, 240, 3456, 49152, 710560, 10688688}},
	// Dark to move, 2 disks in hand: 18 placements; the Queen on a1 reaches
	// c1 and d4 (10 moves), the Knight on c1 reaches b3 (3), the Rook on d2
	// reaches d4 (2), the Rook on e5 reaches c5 (2); the Bishop on b3 and the
	// Pawns on d4 and c5 have no tower in reach: 35. Every kind of piece,
	// splits, Ko from depth 2, and Kings from the first move on.
	{"5x5 mid-game", Setup{Size: 5, Reserve: [2]int{3, 2}, First: Dark,
		Towers: towers("a1:LDLLD c1:DDL b3:LDDL d4:L d2:DL e5:DD c5:L")},
		[]uint64{35, 1105, 37746, 1378286, 47217458}},
	// Sixth MaKING, light 2 points and dark 1 of a target of 3, light to
	// move with 2 disks: 11 placements; the Queen on a1 reaches c1 and d4
	// (10, four of them Kings), the Knight on c1 reaches b3 (3, two of them
	// Kings), the Rook on d2 reaches d4 (2); the Bishop on b3 and the Pawn on
	// d4 nothing: 26.
	// Kings score, leave the board and refill reserves, and end the game at
	// 3 points.
	{"4x4 Sixth MaKING mid-game", Setup{Size: 4, Reserve: [2]int{2, 1}, Sixth: true, Target: 3, Score: [2]int{2, 1},
		Towers: towers("a1:LDLLD c1:DDL b3:LDDL d4:L d2:DL")},
		[]uint64{26, 613, 15237, 353703, 8817429}},
}

func TestPerft(t *testing.T) {
	for _, tt := range perftTests {
		t.Run(tt.name, func(t *testing.T) {
			g := start(t, tt.setup)
			for i, want := range tt.counts {
				if got := g.Perft(i + 1); got != want {
					t.Errorf("perft(%d) = %d, want %d", i+1, got, want)
				}
			}
		})
	}
}

// The contract's Perft, through Moves and Play, counts the same as the
// internal one, and both leave the game as found.
func TestPerftThroughTheContract(t *testing.T) {
	for _, tt := range perftTests {
		g := start(t, tt.setup)
		before := snap(g)
		for depth := 1; depth <= 3; depth++ {
			if got, want := rules.Perft(g, depth), tt.counts[depth-1]; got != want {
				t.Errorf("%s: rules.Perft(%d) = %d, want %d", tt.name, depth, got, want)
			}
		}
		if got := snap(g); fmt.Sprint(got) != fmt.Sprint(before) {
			t.Errorf("%s: perft changed the game", tt.name)
		}
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, tt := range perftTests {
		depth := min(len(tt.counts), 4)
		b.Run(fmt.Sprintf("%s/depth%d", tt.name, depth), func(b *testing.B) {
			g := start(b, tt.setup)
			for b.Loop() {
				g.Perft(depth)
			}
			b.ReportMetric(float64(tt.counts[depth-1])*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// The contract's Perft allocates a move list per node; the ratio to
// BenchmarkPerft is the cost of the interface.
func BenchmarkPerftThroughTheContract(b *testing.B) {
	g := start(b, Standard())
	for b.Loop() {
		rules.Perft(g, 4)
	}
}

func BenchmarkMoves(b *testing.B) {
	g := start(b, perftTests[2].setup)
	for b.Loop() {
		g.Moves()
	}
}
