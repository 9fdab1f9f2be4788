package analysis

import (
	"context"
	"math"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// In a game of three or four, once a seat is out, the judgement of one
// position and of the next (a quiet move apart) gives every seat about the
// same chance, whichever seat is to move, and the seat that is out none:
// the review's plot does not zig-zag between the seats as each in turn
// takes the move (it did, each mover given some 95%).
func TestEverySeatIsJudgedAlikeFromPlyToPly(t *testing.T) {
	const most = 0.10 // the most a seat's chance may move over a quiet move
	for _, tc := range []struct {
		file        string
		first, last int // the positions after that many moves, a seat out in all
	}{
		{"terrace-4.boardshelf", 36, 56},
		{"terrace-3.boardshelf", 42, 60},
	} {
		start, moves := recordMoves(t, tc.file)
		g := start.Clone()
		var before []float64
		for ply := range tc.last + 1 {
			if ply >= tc.first {
				e, err := Evaluate(context.Background(), g, Options{Steps: 1500, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				checkSeatsOut(t, tc.file, ply, g, e.Chances)
				if before != nil && !moves[ply-1].(terrace.Move).Capture {
					for seat, c := range e.Chances {
						if math.Abs(c-before[seat]) > most {
							t.Errorf("%s, after %d moves (%v, seat %d to move): seat %d has %.1f%%, %.1f%% a move before",
								tc.file, ply, moves[ply-1], g.Turn(), seat, 100*c, 100*before[seat])
						}
					}
				}
				before = e.Chances
			}
			if err := g.Play(moves[ply]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkSeatsOut checks that chances, g's, add up to 1 and give each seat
// that is out none at all.
func checkSeatsOut(t *testing.T, file string, ply int, g rules.Game, chances []float64) {
	t.Helper()
	out := g.(rules.Eliminating)
	sum, someOut := 0.0, false
	for seat, c := range chances {
		sum += c
		if out.Eliminated(seat) {
			someOut = true
			if c != 0 {
				t.Errorf("%s, after %d moves: seat %d is out and has %.2f%%", file, ply, seat, 100*c)
			}
		}
	}
	if len(chances) != g.Players() || math.Abs(sum-1) > 1e-9 || !someOut {
		t.Errorf("%s, after %d moves: chances %v, a seat out: %v", file, ply, chances, someOut)
	}
}
