package hard202611

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// Options adjust a search beyond its level.
type Options struct {
	// Budget is the time to think; zero gives the level's Budget. A
	// deadline on the context shortens it too.
	Budget time.Duration
	// Seed drives every random choice (Easy's blur, the tree search's
	// sampling).
	Seed uint64
	// Steps, when above zero, ends the search after that many steps
	// (positions searched, or playouts in the tree search) rather than
	// by the clock, though never later than the budget: the same seed and
	// steps then give the same move on any machine.
	Steps int
}

// ErrChanceTurn is returned when the die is to be rolled: rolling is the
// caller's job, not a decision of the computer player.
var ErrChanceTurn = errors.New("ai: the die is to be rolled, not a player's move")

// BestMove chooses a move for the seat to move in g at level lvl, within the
// level's time budget. g is left as it was. When ctx is cancelled it returns
// promptly with ctx's error; a deadline on ctx shortens the budget instead.
func BestMove(ctx context.Context, g rules.Game, lvl Level) (rules.Move, error) {
	return BestMoveWith(ctx, g, lvl, Options{})
}

// BestMoveWith is BestMove with options.
func BestMoveWith(ctx context.Context, g rules.Game, lvl Level, opts Options) (rules.Move, error) {
	if !lvl.valid() {
		return nil, fmt.Errorf("ai: unknown %v", lvl)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if g.Status().Over {
		return nil, errors.New("ai: the game is over")
	}
	seat := g.Turn()
	if seat == rules.Chance {
		return nil, ErrChanceTurn
	}
	budget := opts.Budget
	if budget <= 0 {
		budget = lvl.Budget()
	}
	c := newClock(ctx, budget, opts.Steps)
	work := g.Clone()
	moves := narrow(work, work.Moves())
	switch len(moves) {
	case 0:
		return nil, errors.New("ai: there is no legal move")
	case 1:
		return moves[0], nil
	}
	if m, ok := immediateWin(work, moves, seat); ok {
		return m, nil
	}
	candidates := moves
	if lvl.avoidsLosses() {
		if safe := safeMoves(work, moves, seat, c); len(safe) > 0 {
			candidates = safe
		}
	}
	m := candidates[0]
	if len(candidates) > 1 {
		rng := rand.New(rand.NewPCG(opts.Seed, 0x5eed_b0a2d_5e1f))
		var err error
		if m, err = choose(work, candidates, lvl, c, rng); err != nil {
			return nil, err
		}
	}
	// A deadline that passed is a budget spent: the move found stands.
	if err := ctx.Err(); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return nil, err
	}
	return m, nil
}

// narrow leaves out moves that are never worth considering, before the
// must-haves look at every move: in Chess Race most tile placements.
func narrow(g rules.Game, moves []rules.Move) []rules.Move {
	if race, ok := g.(*chessrace.Game); ok {
		return newRacePlayout(race).prune(moves)
	}
	return moves
}

// choose runs the search that suits the game on work, a clone of the
// caller's game, among candidates (legal moves of work).
func choose(work rules.Game, candidates []rules.Move, lvl Level, c *clock, rng *rand.Rand) (rules.Move, error) {
	switch g := work.(type) {
	case *terachess.Game:
		return searchTerachess(g, candidates, lvl, c, rng)
	case *terrace.Game:
		return searchTerrace(g, candidates, lvl, c, rng)
	case *sixmaking.Game:
		return searchSixMaking(g, candidates, lvl, c, rng)
	case *chessrace.Game:
		return searchChessRace(g, candidates, lvl, c, rng)
	}
	return searchAnyGame(work, candidates, lvl, c, rng)
}

// alphaBeta runs the alpha-beta search of pos among the candidates (legal
// moves of the game behind pos) and returns the one it chose.
func alphaBeta[M interface {
	comparable
	rules.Move
}](pos position[M], candidates []rules.Move, set settings, c *clock, rng *rand.Rand) (rules.Move, error) {
	roots, err := concrete[M](candidates)
	if err != nil {
		return nil, err
	}
	s := newSearcher(pos, c, set)
	best, _ := s.best(roots, rng)
	if s.err != nil {
		return nil, s.err
	}
	return best, nil
}

// concrete converts rules moves to a game's own move type.
func concrete[M rules.Move](moves []rules.Move) ([]M, error) {
	out := make([]M, len(moves))
	for i, m := range moves {
		cm, ok := m.(M)
		if !ok {
			return nil, fmt.Errorf("ai: move %v is not a %T", m, cm)
		}
		out[i] = cm
	}
	return out, nil
}
