package ai

import (
	"context"
	"errors"
	"math"

	"boardshelf/ai/search"
	"boardshelf/rules"
)

// Assess judges how the game stands for the seat to move, by Medium's
// search of the position: its lead in clear leads. Above 1 the seat to
// move is clearly ahead, below -1 clearly behind, in between about even.
// A clear lead is about a Rook in Terachess, a piece of size 1 in
// Terrace, a tower of four in Six MaKING, and in Chess Race a chance to
// win 15 points above an equal share. It is the computer's own judgement,
// not a calibrated chance to win.
func Assess(ctx context.Context, g rules.Game) (float64, error) {
	seat, err := seatToSearch(g)
	if err != nil {
		return 0, err
	}
	work := g.Clone()
	moves := narrow(work, work.Moves())
	if len(moves) == 0 {
		return 0, errors.New("ai: there is no legal move")
	}
	if _, ok := immediateWin(work, moves, seat); ok {
		return math.Inf(1), nil
	}
	j := &job{lvl: Medium, Job: &search.Job{Clock: search.NewClock(ctx, Medium.Budget(), 0), Threads: 1, Rand: jobRand(0), Lead: math.NaN()}}
	if _, err := choose(work, moves, j); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return 0, err
	}
	if math.IsNaN(j.Lead) {
		return 0, errors.New("ai: this search does not search.Judge a position")
	}
	return j.Lead, nil
}
