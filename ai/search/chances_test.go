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
