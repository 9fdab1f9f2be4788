package analysis

import (
	"context"
	"fmt"

	"boardshelf/rules"
)

// Class is what a review calls a move, by the chance to win it lost.
type Class int

const (
	Good Class = iota
	Inaccuracy
	Mistake
	Blunder
)

// Thresholds are the chance to win a move must lose, 0 to 1, to be an
// inaccuracy, a mistake or a blunder.
type Thresholds struct{ Inaccuracy, Mistake, Blunder float64 }

// ThresholdsFor is game's thresholds.
func ThresholdsFor(game string) Thresholds { return Thresholds{0.10, 0.20, 0.30} }

// Class is what t calls a move that lost loss.
func (t Thresholds) Class(loss float64) Class {
	switch {
	case loss >= t.Blunder:
		return Blunder
	case loss >= t.Mistake:
		return Mistake
	case loss >= t.Inaccuracy:
		return Inaccuracy
	}
	return Good
}

// Reviewed is one move of a game as the review judged it.
type Reviewed struct {
	Ply  int  // the move's place in the game, 0 the first
	Seat int  // who made it; for a roll of the die, the seat it was rolled for
	Roll bool // a roll of the die: luck, not a choice
	Move rules.Move
	// Before and After are each seat's chance to win before and after
	// the move, calibrated.
	Before, After []float64
	// Best is the move the engine preferred, with each seat's chance
	// after it; the move played when it is the best.
	Best      rules.Move
	BestAfter []float64
	// Loss is the mover's chance lost against Best, 0 to 1.
	Loss  float64
	Class Class
}

// Summary is one seat's part in a review.
type Summary struct {
	// Accuracy is 0 to 100: 100 for a game without a chance lost.
	Accuracy                         float64
	Inaccuracies, Mistakes, Blunders int
	// Luck is the chance to win the rolls of the die brought the seat,
	// less what they took from it (Chess Race); 0 in a game without dice.
	Luck float64
}

// Review is a game's moves judged.
type Review struct {
	Game  string
	Moves []Reviewed
	Seats []Summary // by seat
}

// ReviewOptions bound a review.
type ReviewOptions struct {
	PerMove Options // each position's evaluation
}

// ReviewGame judges each move of a game from start (which it does not
// change), telling progress how many of the moves are judged. It stops
// at once when ctx ends.
func ReviewGame(ctx context.Context, start rules.Game, moves []rules.Move, o ReviewOptions, progress func(done, total int)) (Review, error) {
	g := start.Clone()
	name := GameName(g)
	r := Review{Game: name, Seats: make([]Summary, g.Players())}
	before, err := Evaluate(ctx, g, o.PerMove)
	if err != nil {
		return Review{}, err
	}
	t := ThresholdsFor(name)
	for ply, m := range moves {
		rv := Reviewed{Ply: ply, Seat: rules.SeatToMove(g), Roll: g.Turn() == rules.Chance, Move: m, Before: before.Chances}
		if len(before.Lines) > 0 {
			rv.Best, rv.BestAfter = before.Lines[0].Move, before.Lines[0].Chances
		}
		if err := g.Play(m); err != nil {
			return Review{}, fmt.Errorf("analysis: move %d, %s: %w", ply+1, m, err)
		}
		after, err := Evaluate(ctx, g, o.PerMove)
		if err != nil {
			return Review{}, err
		}
		rv.After = after.Chances
		if !rv.Roll && rv.BestAfter != nil && rv.After != nil {
			rv.Loss = max(0, rv.BestAfter[rv.Seat]-rv.After[rv.Seat])
			rv.Class = t.Class(rv.Loss)
		}
		r.Moves = append(r.Moves, rv)
		before = after
		if progress != nil {
			progress(ply+1, len(moves))
		}
	}
	return r, nil
}
