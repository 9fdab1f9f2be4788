package analysis

import (
	"context"
	"fmt"
	"slices"
	"time"

	"boardshelf/rules"
)

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
	// after it; the move played when it is the best. Nil for a roll, an
	// agreement (a resignation, a draw, a flag fall) or a position the
	// engine did not judge.
	Best      rules.Move
	BestAfter []float64
	// Loss is the mover's chance lost against Best, 0 to 1: Best's
	// chance less the move played's, both as the search of the position
	// before judged them when it judged the move played (see played).
	Loss  float64
	Class Class
	// Played is the mover's chance after the move as the loss counts it:
	// Best's chance less Loss (see played).
	Played float64
	// Judged: the move was a choice the review judged (not a roll, not an
	// agreement, with a best move to compare): it counts in accuracy.
	Judged bool
	// Luck is, for a roll, the chance the face rolled brought the seat it
	// was rolled for against the mean of the faces; 0 for a move.
	Luck float64
}

// Summary is one seat's part in a review.
type Summary struct {
	// Accuracy is 0 to 100: 100 for a game without a chance lost.
	Accuracy                         float64
	Inaccuracies, Mistakes, Blunders int
	// Luck is the chance to win the rolls of the die brought the seat,
	// less what they took from it (Chess Race); 0 in a game without dice.
	Luck float64
	// Moves is how many of the seat's moves were judged; Lost is the
	// chance they lost in all against the best moves (the skill side of
	// luck against skill).
	Moves int
	Lost  float64
}

// Review is a game's moves judged.
type Review struct {
	Game       string
	Thresholds Thresholds // what the classes were drawn with
	Moves      []Reviewed
	Seats      []Summary // by seat
}

// ReviewOptions bound a review.
type ReviewOptions struct {
	// PerMove bounds each position's evaluation. With neither a Budget nor
	// Steps, ReviewBudget chooses the budget for the game and its length.
	PerMove Options
}

// judgement is a position's evaluation and, where the die is to be rolled,
// each face's, by the face's notation: the face rolled is the next
// position's judgement, from the same search that made the mean.
type judgement struct {
	Eval
	faces map[string]judgement
}

// ReviewGame judges each move of a game from start (which it does not
// change), telling progress how many of the moves are judged. It stops
// at once when ctx ends, with ctx's error.
func ReviewGame(ctx context.Context, start rules.Game, moves []rules.Move, o ReviewOptions, progress func(done, total int)) (Review, error) {
	g := start.Clone()
	name := GameName(g)
	if o.PerMove.Budget <= 0 && o.PerMove.Steps <= 0 {
		o.PerMove.Budget = ReviewBudget(g, moves)
	}
	r := Review{Game: name, Thresholds: ThresholdsForPlayers(name, g.Players()), Seats: make([]Summary, g.Players())}
	before, err := judge(ctx, g, o.PerMove, true, rollsDeep)
	if err != nil {
		return Review{}, err
	}
	for ply, m := range moves {
		if err := ctx.Err(); err != nil {
			return Review{}, err
		}
		rv := Reviewed{Ply: ply, Seat: rules.MoverOf(g, m), Roll: g.Turn() == rules.Chance, Move: m, Before: before.Chances}
		judgedBy, exposed, err := widened(ctx, g, m, before, o.PerMove)
		if err != nil {
			return Review{}, err
		}
		if err := g.Play(m); err != nil {
			return Review{}, fmt.Errorf("analysis: move %d, %s: %w", ply+1, m, err)
		}
		after, ok := before.faces[m.String()]
		if !ok || (g.Turn() == rules.Chance && !g.Status().Over) { // a face's roll was judged without its faces
			if after, err = judge(ctx, g, o.PerMove, true, rollsDeep); err != nil {
				return Review{}, err
			}
		}
		rv.After = after.Chances
		r.judgeMove(&rv, judgedBy, after.Over, exposed)
		r.Moves = append(r.Moves, rv)
		before = after
		if progress != nil {
			progress(ply+1, len(moves))
		}
	}
	r.summarise()
	return r, nil
}

// rollsDeep is how many rolls of the die in a row a judgement looks
// through: the roll to judge and one more (a piece that lands on another
// rolls again), each multiplying the searches by the die's faces. Past
// them a position is not judged.
const rollsDeep = 2

// judge evaluates g, looking through rolls more rolls of the die. At a
// roll it judges each face: with faces asked, each with the whole of o, so
// that the face rolled needs no search of its own and the luck of the roll
// compares like with like; else (a roll within a face's judgement) sharing
// o among them.
func judge(ctx context.Context, g rules.Game, o Options, faces bool, rolls int) (judgement, error) {
	if g.Turn() != rules.Chance || g.Status().Over {
		e, err := Evaluate(ctx, g, o) // forced moves followed to a judged position
		return judgement{Eval: e}, err
	}
	if rolls <= 0 {
		return judgement{}, ctx.Err()
	}
	if !faces {
		o = shared(o, len(g.Moves()))
	}
	j := judgement{faces: map[string]judgement{}}
	e, err := meanOfFaces(g, func(f rules.Move, after rules.Game) (Eval, error) {
		fj, err := judge(ctx, after, o, false, rolls-1)
		if faces && err == nil {
			j.faces[f.String()] = fj
		}
		return fj.Eval, err
	})
	if err != nil {
		return judgement{}, err
	}
	j.Eval = e
	return j, nil
}

// shared is o shared among n searches, each keeping a step or a
// millisecond (a bound of 0 would be Evaluate's default of a second).
func shared(o Options, n int) Options {
	if o.Steps > 0 {
		o.Steps = max(1, o.Steps/n)
	}
	if o.Budget > 0 {
		o.Budget = max(time.Millisecond, o.Budget/time.Duration(n))
	}
	return o
}

// widened is the judgement to judge m by, made in g judged before: before
// itself, but in a game of three or four where m is not among its lines, a
// search of g that gives every move its line, so that m is judged by the
// same search as the best (the search of the position after judges for the
// next seat, and says little of the mover's chance). exposed: m lets the
// next player beat its mover at once (see beatenNext).
func widened(ctx context.Context, g rules.Game, m rules.Move, before judgement, o Options) (j judgement, exposed bool, err error) {
	if g.Players() <= 2 || g.Turn() == rules.Chance || len(before.Lines) == 0 || lineOf(before.Lines, m) >= 0 {
		return before, false, nil
	}
	if _, agreed := m.(rules.Agreement); agreed {
		return before, false, nil
	}
	after := g.Clone()
	if err := after.Play(m); err != nil {
		return before, false, err
	}
	if beatenNext(after, rules.SeatToMove(g)) {
		return before, true, nil
	}
	o.Lines = len(g.Moves())
	e, err := Evaluate(ctx, g, o)
	if err != nil || lineOf(e.Lines, m) < 0 {
		return before, false, err
	}
	return judgement{Eval: e}, false, nil
}

// beatenNext reports whether the seat to move in g, a player other than
// seat, has a move that ends the game without seat among the winners or
// puts seat out of it. The engine's search leaves out the moves that let
// that happen (while others remain), so that they have no line to judge
// them by: the review counts them as lost.
func beatenNext(g rules.Game, seat int) bool {
	if next := g.Turn(); next == rules.Chance || next == seat || g.Status().Over {
		return false
	}
	out, _ := g.(rules.Eliminating)
	for _, reply := range g.Moves() {
		if g.Play(reply) != nil {
			continue
		}
		st := g.Status()
		beaten := (st.Over && len(st.Winners) > 0 && !slices.Contains(st.Winners, seat)) || (out != nil && out.Eliminated(seat))
		g.Undo()
		if beaten {
			return true
		}
	}
	return false
}

// lineOf is the place of m among lines that judged it, or -1.
func lineOf(lines []Line, m rules.Move) int {
	for i, l := range lines {
		if l.Move.String() == m.String() && l.Chances != nil {
			return i
		}
	}
	return -1
}

// judgeMove fills in the best move, the loss and the class of rv, made in
// the position judged before, ending the game when over, and exposing its
// mover to be beaten by the next move when exposed; for a roll, its luck.
func (r *Review) judgeMove(rv *Reviewed, before judgement, over, exposed bool) {
	if rv.Roll {
		if len(rv.After) > rv.Seat && len(rv.Before) > rv.Seat {
			rv.Luck = rv.After[rv.Seat] - rv.Before[rv.Seat]
		}
		return
	}
	if _, agreed := rv.Move.(rules.Agreement); agreed || len(before.Lines) == 0 || len(before.Lines[0].Chances) <= rv.Seat {
		return
	}
	best := before.Lines[0]
	chance, ok := played(rv, before.Lines, over)
	if exposed {
		chance, ok = 0, true // the engine leaves out such moves: see beatenNext
	}
	if !ok {
		return
	}
	rv.Best, rv.BestAfter, rv.Judged = best.Move, best.Chances, true
	rv.Played = min(best.Chances[rv.Seat], chance)
	rv.Loss = best.Chances[rv.Seat] - rv.Played
	rv.Class = r.Thresholds.Class(rv.Loss)
}

// played is the mover's chance after the move played as the search of the
// position before judged it, to compare with the best move's: the move's
// own line when the search gave one (so that the best move loses nothing
// and the others lose what that search saw), else the search of the
// position after, but no better than the last line given, which the
// search of the position before preferred to it.
//
// In a game of three or four, the search of the position after judges for
// the next seat, and shares what that seat lacks equally among the others:
// it says little of the mover's chance. There the move is judged by a
// search that gives every move its line (widened); should it still lack
// one, it is counted as the last line given, so that its loss is the least
// it can be.
func played(rv *Reviewed, lines []Line, over bool) (float64, bool) {
	if i := lineOf(lines, rv.Move); i >= 0 && len(lines[i].Chances) > rv.Seat {
		return lines[i].Chances[rv.Seat], true
	}
	if len(rv.After) <= rv.Seat {
		return 0, false // the position after was not judged
	}
	after, last := rv.After[rv.Seat], lines[len(lines)-1]
	if len(lines) < 2 || len(last.Chances) <= rv.Seat {
		return after, true
	}
	if len(rv.After) > 2 && !over {
		return last.Chances[rv.Seat], true
	}
	return min(after, last.Chances[rv.Seat]), true
}

// Positions are each seat's chance to win in each position of the game,
// the start first and then after each move: the points of the review's
// plot. A position the engine could not judge is nil.
func (r Review) Positions() [][]float64 {
	if len(r.Moves) == 0 {
		return nil
	}
	out := [][]float64{r.Moves[0].Before}
	for _, m := range r.Moves {
		out = append(out, m.After)
	}
	return out
}
