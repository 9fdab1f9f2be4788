// Package analysis is the computer's judgement put for people: each seat's
// chance to win a position (calibrated on self-play, calibration.go), the
// best few moves with the lines the engine expects, a judgement that keeps
// deepening while a position is shown (Think), and the review of a game's
// moves (review.go). It is built on ai.Search and knows no Fyne.
package analysis

import (
	"context"
	"errors"
	"runtime"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// Eval is how a position stands: each seat's chance to win and the best
// few moves.
type Eval struct {
	// Chances is each seat's chance to win, by seat, 0 to 1, calibrated
	// (a draw counts half to each of its seats); they add up to 1.
	Chances []float64
	// Lines are the best few moves for the seat to move, best first;
	// none when the game is over or the die is to be rolled.
	Lines []Line
	Depth int // the deepest iteration the search finished (0 for the tree search)
	Steps int // positions or playouts searched
	// Over: the game is over and Chances is its result.
	Over bool
}

// Line is one of the best moves with what follows it.
type Line struct {
	Move rules.Move
	// Chances is each seat's chance to win after Move, calibrated.
	Chances []float64
	// Moves is the line the engine expects, Move first: the whole line
	// for the best move, just Move for the others.
	Moves []rules.Move
}

// Options bound one evaluation.
type Options struct {
	Budget  time.Duration // the time to think; 0: a second
	Steps   int           // above 0: that many steps on one thread, the same on any machine (tests, the CLI's -steps)
	Lines   int           // the best moves to give; 0: 3
	Threads int           // 0: Threads()
	Seed    uint64
	// Raw leaves the engine's chances uncalibrated: what cmd/calibrate
	// fits the curves to.
	Raw bool
}

// Threads is what analysis thinks on: every core but one, so that the
// window never waits for it, and at least one.
func Threads() int { return max(1, runtime.GOMAXPROCS(0)-1) }

// maxForced is how many moves in a row Evaluate follows that the engine
// found without judging (forced, or winning at once) to reach a position
// it judges.
const maxForced = 16

// Evaluate judges g for the seat to move within o's bounds. At a roll of
// the die it judges each face and weighs them alike. A position whose move
// is forced or wins at once is worth the first position judged along it.
func Evaluate(ctx context.Context, g rules.Game, o Options) (Eval, error) {
	return evaluate(ctx, g, o, maxForced)
}

// evaluate is Evaluate following at most forced unjudged moves.
func evaluate(ctx context.Context, g rules.Game, o Options, forced int) (Eval, error) {
	if st := g.Status(); st.Over {
		return Eval{Chances: ResultChances(g.Players(), st.Winners), Over: true}, nil
	}
	if g.Turn() == rules.Chance {
		return evaluateRoll(ctx, g, o, forced)
	}
	if o.Lines <= 0 {
		o.Lines = 3
	}
	if o.Budget <= 0 && o.Steps <= 0 { // steps alone: the same judgement on a busy machine
		o.Budget = time.Second
	}
	if o.Threads <= 0 {
		o.Threads = Threads()
	}
	r, err := ai.Search(ctx, g, ai.Hard, ai.Options{Budget: o.Budget, Steps: o.Steps, Lines: o.Lines, Threads: o.Threads, Seed: o.Seed, Impartial: true})
	if err != nil {
		return Eval{}, err
	}
	name := GameName(g)
	if o.Raw {
		name = "" // no game has a curve
	}
	e := Eval{Depth: r.Depth, Steps: r.Steps, Chances: withoutSeatsOutAfter(g, r.Move, Calibrated(name, g.Players(), g.Turn(), r.Chances))}
	if len(r.Best) == 0 {
		e.Lines = []Line{{Move: r.Move, Chances: e.Chances, Moves: r.Line}}
		if e.Chances == nil && forced > 0 {
			return throughForced(ctx, g, e, o, forced-1)
		}
		return e, nil
	}
	for i, b := range r.Best {
		l := Line{Move: b.Move, Chances: withoutSeatsOutAfter(g, b.Move, Calibrated(name, g.Players(), g.Turn(), b.Chances)), Moves: []rules.Move{b.Move}}
		if b.Move.String() == r.Move.String() {
			l.Moves = r.Line
		}
		if i == 0 && len(l.Chances) > 0 {
			e.Chances = l.Chances // the position is worth its best move
		}
		e.Lines = append(e.Lines, l)
	}
	return e, nil
}

// throughForced gives e, judged without chances, those of the position
// after its move.
func throughForced(ctx context.Context, g rules.Game, e Eval, o Options, forced int) (Eval, error) {
	after := g.Clone()
	if err := after.Play(e.Lines[0].Move); err != nil {
		return Eval{}, err
	}
	next, err := evaluate(ctx, after, o, forced)
	if err != nil {
		return Eval{}, err
	}
	e.Chances, e.Lines[0].Chances = next.Chances, next.Chances
	e.Steps += next.Steps
	e.Depth = max(e.Depth, next.Depth)
	return e, nil
}

// rollsAhead is how many rolls in a row a roll's judgement looks through
// (each face's position may be a roll again): a few, as each multiplies
// the searches by the faces.
const rollsAhead = 2

// evaluateRoll judges a position where the die is to be rolled: the mean
// of each face's position, o shared among them. Chances stay nil when a
// face could not be judged.
func evaluateRoll(ctx context.Context, g rules.Game, o Options, forced int) (Eval, error) {
	if forced <= 0 {
		return Eval{}, nil
	}
	if o.Budget <= 0 && o.Steps <= 0 {
		o.Budget = time.Second
	}
	o.Lines = 1
	o = shared(o, len(g.Moves()))
	return meanOfFaces(g, func(_ rules.Move, after rules.Game) (Eval, error) {
		return evaluate(ctx, after, o, min(forced-1, rollsAhead))
	})
}

// meanOfFaces judges the position after each face of the die to roll in g
// by judge, and is their mean: each seat's chance (nil when a face had
// none), the steps of all and the deepest.
func meanOfFaces(g rules.Game, judge func(face rules.Move, after rules.Game) (Eval, error)) (Eval, error) {
	faces := g.Moves()
	if len(faces) == 0 {
		return Eval{}, errors.New("analysis: no face of the die to roll")
	}
	sum, known := make([]float64, g.Players()), true
	var e Eval
	for _, f := range faces {
		after := g.Clone()
		if err := after.Play(f); err != nil {
			return Eval{}, err
		}
		fe, err := judge(f, after)
		if err != nil {
			return Eval{}, err
		}
		known = known && len(fe.Chances) == len(sum)
		for i, c := range fe.Chances {
			sum[i] += c / float64(len(faces))
		}
		e.Steps += fe.Steps
		e.Depth = max(e.Depth, fe.Depth)
	}
	if known {
		e.Chances = sum
	}
	return e, nil
}

// ResultChances is a finished game's result as chances: 1 shared among the
// winners, or among every seat for a draw.
func ResultChances(players int, winners []int) []float64 {
	out := make([]float64, players)
	if len(winners) == 0 {
		for i := range out {
			out[i] = 1 / float64(players)
		}
		return out
	}
	for _, w := range winners {
		out[w] = 1 / float64(len(winners))
	}
	return out
}

// Think judges g again and again, each time for twice as long, on
// Threads(), and tells each judgement to update (on this goroutine) until
// ctx ends; then it returns ctx's error. A finished game, or one with a
// single judgement to give, is told once.
func Think(ctx context.Context, g rules.Game, lines int, update func(Eval)) error {
	budget := 250 * time.Millisecond
	for {
		e, err := Evaluate(ctx, g, Options{Budget: budget, Lines: lines})
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil {
			return err
		}
		update(e)
		if e.Over {
			<-ctx.Done()
			return ctx.Err()
		}
		budget = min(2*budget, time.Minute)
	}
}

// GameName is the name records give g's game: "terrace", "terachess",
// "sixmaking" or "chessrace"; "" for another.
func GameName(g rules.Game) string {
	switch g.(type) {
	case *terrace.Game:
		return "terrace"
	case *terachess.Game:
		return "terachess"
	case *sixmaking.Game:
		return "sixmaking"
	case *chessrace.Game:
		return "chessrace"
	}
	return ""
}
