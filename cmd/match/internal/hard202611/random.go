package hard202611

import (
	"math/rand/v2"

	"boardshelf/rules"
)

// RandomMove is a legal move of g chosen at random with the given seed (or,
// at a chance turn, a roll of the die): the opponent that the levels are
// measured against. It returns nil when the game is over.
func RandomMove(g rules.Game, seed uint64) rules.Move {
	moves := g.Moves()
	if len(moves) == 0 {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, 0x7a2d0))
	return moves[rng.IntN(len(moves))]
}
