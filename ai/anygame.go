package ai

import (
	"math/rand/v2"

	"boardshelf/ai/search"
	"boardshelf/rules"
)

// randomPlayout is the tree search's view of a game it knows nothing
// about: playouts of random moves, and an even share for a game that has
// not ended when the playout stops.
type randomPlayout struct {
	g     rules.Game
	seats int
	plies int
}

// anyGamePlayoutPlies bounds a random playout in an unknown game.
const anyGamePlayoutPlies = 200

func (p randomPlayout) Prune(moves []rules.Move) []rules.Move { return moves }

func (p randomPlayout) Pick(rng *rand.Rand) (rules.Move, bool) {
	moves := p.g.Moves()
	if len(moves) == 0 {
		return nil, false
	}
	return moves[rng.IntN(len(moves))], true
}

func (p randomPlayout) Stop(plies int) bool { return plies >= p.plies }

func (p randomPlayout) Value(out []float64) []float64 {
	for range p.seats {
		out = append(out, 1/float64(p.seats))
	}
	return out
}

// searchAnyGame plays a game the package has no special knowledge of by
// tree search through the rules contract alone. Easy plays a random move
// among those that survived the must-haves.
func searchAnyGame(g rules.Game, candidates []rules.Move, j *job) (rules.Move, error) {
	if j.lvl == Easy {
		return candidates[j.Rand.IntN(len(candidates))], nil
	}
	newPlayout := func(g rules.Game) search.Judge {
		return randomPlayout{g: g, seats: g.Players(), plies: anyGamePlayoutPlies}
	}
	return search.RunTreeSearch(g, newPlayout, candidates, j.Job), nil
}
