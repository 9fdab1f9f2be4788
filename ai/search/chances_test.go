package search

import (
	"math"
	"testing"

	"boardshelf/rules"
)

// An even position gives every seat an even chance, whatever the number
// of seats; a lead raises the mover's above it.
func TestAnEvenLeadGivesEverySeatAnEvenChance(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := seats(n)
		even := leadChances(g, 0)
		for seat, c := range even {
			if math.Abs(c-1/float64(n)) > 1e-9 {
				t.Errorf("%d seats, lead 0: seat %d has %.3f, not 1/%d", n, seat, c, n)
			}
		}
		if ahead := leadChances(g, 1); ahead[g.Turn()] <= 1/float64(n) {
			t.Errorf("%d seats: a clear lead gives the mover %.3f", n, ahead[g.Turn()])
		}
	}
}

// seats is a game of n seats, the second to move, and nothing more.
type seats int

func (n seats) Players() int        { return int(n) }
func (seats) Turn() int             { return 1 }
func (seats) Moves() []rules.Move   { return nil }
func (seats) Play(rules.Move) error { return nil }
func (seats) Undo()                 {}
func (seats) Status() rules.Status  { return rules.Status{} }
func (n seats) Clone() rules.Game   { return n }

// Shared chances add up to 1, give a seat that is out nothing, agree with
// leadChances for two seats, and give every seat the same chance whichever
// of them is to move: the share of exp(leadLogit·worth) among those in.
func TestSharedChancesAreEverySeatsShare(t *testing.T) {
	worths := []float64{0, 1.5, -0.5, 0.25} // seat 0 is out
	in := []bool{false, true, true, true}
	var share []float64
	for mover := 1; mover < 4; mover++ {
		var others []float64
		for s, w := range worths {
			if s != mover && in[s] {
				others = append(others, w)
			}
		}
		got := SharedChances(mover, worths[mover]-SoftRival(others), worths, in)
		sum := 0.0
		for _, c := range got {
			sum += c
		}
		if got[0] != 0 || math.Abs(sum-1) > 1e-12 {
			t.Errorf("mover %d: %v (sum %v), the seat out has %v", mover, got, sum, got[0])
		}
		if share == nil {
			share = got
		}
		for s := range got {
			if math.Abs(got[s]-share[s]) > 1e-12 {
				t.Errorf("seat %d has %.4f with seat %d to move, %.4f with seat 1", s, got[s], mover, share[s])
			}
		}
	}
	two := seats(2)
	if got, want := SharedChances(1, 0.7, []float64{0, 0}, []bool{true, true}), leadChances(two, 0.7); math.Abs(got[0]-want[0]) > 1e-12 || math.Abs(got[1]-want[1]) > 1e-12 {
		t.Errorf("two seats: shared %v, lead %v", got, want)
	}
}
