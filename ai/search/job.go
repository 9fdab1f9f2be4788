package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"boardshelf/rules"
)

// Line is one of the best moves a search found, with its score (in the
// game's units, 0 from the tree search) and each seat's chance to win
// after it (nil when not judged).
type Line struct {
	Move    rules.Move
	Score   int
	Chances []float64
}

// Job is one search: its clock, randomness and threads, and what it
// found.
type Job struct {
	Clock   *Clock
	Seed    uint64
	Rand    *rand.Rand
	Threads int
	Lines   int          // root moves to judge (MultiPV)
	Line    []rules.Move // the line expected, from the search that chose
	Best    []Line       // the best root moves, when Lines > 1
	Steps   int          // steps taken, over all threads
	Depth   int          // deepest iteration finished
	Lead    float64      // the seat to move's lead, in clear leads; NaN when not judged
	Score   int          // the alpha-beta score of the move chosen
	Chances []float64    // by seat, from the tree search or an impartial judgement; nil when not judged there
	// Impartial asks a game of three or four seats for the judgement of
	// an onlooker rather than a player's (analysis, never play): every
	// seat still in weighed alike, each seat's chance its share of their
	// worths (SharedChances), a seat that is out counting for nothing.
	Impartial bool
}

// leadLogit is the logit of the chance to win that a clear lead is worth:
// about 70%.
const leadLogit = 0.85

// ChancesFor is each seat's chance to win in g as the search judged it:
// the tree search's own values, or the lead turned into a chance for the
// seat to move and the rest shared among the others; nil when not judged.
func (j *Job) ChancesFor(g rules.Game) []float64 {
	if j.Chances != nil {
		return j.Chances
	}
	return leadChances(g, j.Lead)
}

// leadChances is lead (the seat to move's, in clear leads) turned into a
// chance for the seat to move, the rest shared among the others; nil for
// a lead that is NaN (not judged). An even position (lead 0) gives every
// seat 1/n.
func leadChances(g rules.Game, lead float64) []float64 {
	if math.IsNaN(lead) {
		return nil
	}
	n := g.Players()
	mover := 1 / (1 + math.Exp(-leadLogit*lead+math.Log(float64(n-1))))
	out := make([]float64, n)
	for i := range out {
		out[i] = (1 - mover) / float64(n-1)
	}
	out[g.Turn()] = mover
	return out
}

// AlphaBeta runs the alpha-beta search of g among the candidates (legal
// moves of g) on j.Threads threads sharing one transposition table, and
// returns the move chosen. positions(0) is the main thread's position,
// on g itself; each other call gives a helper its own copy, made before
// any thread starts.
func AlphaBeta[M interface {
	comparable
	rules.Move
}](g rules.Game, positions func(i int) Position[M], candidates []rules.Move, set Settings, j *Job) (rules.Move, error) {
	roots, err := Concrete[M](candidates)
	if err != nil {
		return nil, err
	}
	m, err := AlphaBetaMoves(g, positions, roots, set, j, func(m rules.Move) (M, bool) {
		cm, ok := m.(M)
		return cm, ok
	})
	if err != nil {
		return nil, err // not m: a zero M would be a Move that is not nil
	}
	return m, nil
}

// AlphaBetaMoves is AlphaBeta on the search's own moves, the roots; of
// gives the search's move for a move of g.
func AlphaBetaMoves[M comparable](g rules.Game, positions func(i int) Position[M], roots []M, set Settings, j *Job, of func(rules.Move) (M, bool)) (M, error) {
	threads := j.Threads
	if set.Noise > 0 {
		threads = 1 // the blur is drawn from the main thread's rng
	}
	t, err := TakeTable(j.Clock.ctx, set.TableBits)
	if err != nil {
		var none M
		return none, err
	}
	defer t.GiveBack()
	searchers := make([]*Searcher[M], threads)
	for i := range searchers {
		c := j.Clock
		if i > 0 {
			c = j.Clock.Fork()
		}
		searchers[i] = NewSharedSearcher(positions(i), c, set, t)
		searchers[i].seed, searchers[i].helper, searchers[i].lines = j.Seed, i > 0, j.Lines
	}
	var wg sync.WaitGroup
	for _, h := range searchers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.Best(roots, nil)
		}()
	}
	main := searchers[0]
	main.Best(roots, j.Rand)
	j.Clock.Halt()
	wg.Wait()
	if main.err != nil {
		var none M
		return none, main.err
	}
	// The deepest result stands: a helper may have got further.
	pick := main
	for _, h := range searchers {
		j.Steps += h.clock.Steps
		j.Depth = max(j.Depth, h.Depth)
		if h.err == nil && h.bestDepth > pick.bestDepth {
			pick = h
		}
	}
	j.Threads = threads
	lead := func(int) float64 { return math.NaN() }
	if l, ok := pick.pos.(Leader); ok {
		lead = func(score int) float64 { return float64(score) / float64(l.ClearLead()) }
	}
	j.Lead = lead(pick.bestScore)
	j.Score = pick.bestScore
	j.Line = Realize(g, pick.bestLine, of)
	for _, r := range pick.top {
		if line := Realize(g, []M{r.move}, of); len(line) == 1 {
			j.Best = append(j.Best, Line{Move: line[0], Score: r.score, Chances: leadChances(g, lead(r.score))})
		}
	}
	return pick.bestMove, nil
}

// Realize is line, in a search's own moves (of gives the search's move
// for a move of g), as moves of g: as far as each is legal in turn.
func Realize[M comparable](g rules.Game, line []M, of func(rules.Move) (M, bool)) []rules.Move {
	c := g.Clone()
	var out []rules.Move
	for _, want := range line {
		moves := c.Moves()
		i := slices.IndexFunc(moves, func(m rules.Move) bool {
			x, ok := of(m)
			return ok && x == want
		})
		if i < 0 {
			break
		}
		m := moves[i]
		if c.Play(m) != nil {
			break
		}
		out = append(out, m)
	}
	return out
}

// Concrete converts rules moves to a game's own move type.
func Concrete[M rules.Move](moves []rules.Move) ([]M, error) {
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
