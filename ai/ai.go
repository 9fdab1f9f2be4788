package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
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
	// deadline on the context shortens it too. It is wall time: with
	// several threads each thinks for as long.
	Budget time.Duration
	// Seed drives every random choice: Easy's blur, the tree search's
	// sampling, and the small variation of every level's judgement that
	// makes it choose differently among moves of about the same worth.
	// The same seed and position give the same choice (with Steps, on
	// any machine). A caller that wants a game to vary from the last but
	// replay the same passes a seed per game mixed with the move number:
	// see MoveSeed.
	Seed uint64
	// Steps, when above zero, ends the search after that many steps
	// (positions searched, or playouts in the tree search) rather than
	// by the clock: the level's own time does not apply (a Budget given
	// here, or a deadline on the context, still does, as a safety net).
	// The search then runs on one thread, so that the same seed and steps
	// give the same move on any machine, whatever its speed and cores.
	Steps int
	// Clock, when set, is the game clock of the seat to move: the search
	// then takes no more than a share of its time left that keeps the
	// seat from losing on time.
	Clock *GameClock
	// Threads is how many threads Hard and Expert search with; zero uses every
	// core the Go runtime may run on (GOMAXPROCS), up to MaxThreads.
	// Easy and Medium, and any search limited by Steps, use one.
	Threads int
	// Lines, when above 1, asks for that many of the best moves, each
	// judged (Result.Best): the alpha-beta search then scores that many
	// root moves exactly rather than only the best, which costs it some
	// depth.
	Lines int
}

// MaxThreads is the most threads a search uses.
const MaxThreads = 8

// MoveSeed is the Seed for the move at ply (the number of moves played
// so far) of a game whose own seed is game: each move of a game gets its
// own seed, and the game replays alike from the same game seed.
func MoveSeed(game uint64, ply int) uint64 {
	return mix(game ^ mix(uint64(ply)+0x5eed))
}

// Result is what a search found: the move, the steps it took (positions
// or playouts, over all its threads), the deepest iteration it finished
// (0 for the tree search), the threads it ran on, and how it judged the
// position.
type Result struct {
	Move    rules.Move
	Steps   int
	Depth   int
	Threads int
	// Score is the move's worth for the seat to move in the game's own
	// units (Terachess: a Pawn is 50; Terrace: a piece of size 1 is 100;
	// Six MaKING: a tower of four is 52), from the alpha-beta search; 0
	// from the tree search, which judges by chances only.
	Score int
	// Chances is each seat's chance to win after Move, by seat, 0 to 1
	// (the computer's judgement, not yet a calibrated probability); nil
	// when the move was found without judging the position (the only
	// legal move, an immediate win, a forced safe move).
	Chances []float64
	// Line is the line the search expects, beginning with Move: legal
	// moves, at most 16, stopping where the search saw no further or the
	// die is to be rolled. Just Move when found without a search.
	Line []rules.Move
	// Best is the best few moves, best first, when Options.Lines asked for
	// more than one and the search judged them: from the alpha-beta
	// search the root moves of its last finished iteration (which may
	// precede the one that chose Move), from the tree search the most
	// visited root moves.
	Best []Line
}

// Line is one of the best moves a search found, with its score (in the
// game's units, 0 from the tree search) and each seat's chance to win
// after it (nil when not judged).
type Line struct {
	Move    rules.Move
	Score   int
	Chances []float64
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
	r, err := Search(ctx, g, lvl, opts)
	return r.Move, err
}

// Search is BestMoveWith telling what the search did.
func Search(ctx context.Context, g rules.Game, lvl Level, opts Options) (Result, error) {
	if !lvl.valid() {
		return Result{}, fmt.Errorf("ai: unknown %v", lvl)
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	seat, err := seatToSearch(g)
	if err != nil {
		return Result{}, err
	}
	j := &job{lvl: lvl, clock: newClock(ctx, budgetFor(lvl, opts), opts.Steps), seed: opts.Seed, threads: threadsFor(lvl, opts), lines: opts.Lines, lead: math.NaN()}
	m, err := j.run(g.Clone(), seat)
	if err != nil {
		return Result{}, err
	}
	// A deadline that passed is a budget spent: the move found stands.
	if err := ctx.Err(); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return Result{}, err
	}
	line := j.line
	if len(line) == 0 {
		line = []rules.Move{m}
	}
	return Result{Move: m, Steps: j.steps, Depth: j.depth, Threads: j.threads,
		Score: j.score, Chances: j.chancesFor(g), Line: line, Best: j.best}, nil
}

// seatToSearch is the seat a search of g is for, the one to move; an error
// when the game is over or the die is to be rolled.
func seatToSearch(g rules.Game) (int, error) {
	if g.Status().Over {
		return 0, errors.New("ai: the game is over")
	}
	if g.Turn() == rules.Chance {
		return 0, ErrChanceTurn
	}
	return g.Turn(), nil
}

// jobRand is the random source of a search's choices, drawn from its seed.
func jobRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed_b0a2d_5e1f)) }

// threadsFor is how many threads a search at lvl runs on.
func threadsFor(lvl Level, opts Options) int {
	if opts.Steps > 0 || !lvl.parallel() {
		return 1
	}
	n := opts.Threads
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return min(max(n, 1), MaxThreads)
}

// job is one search: its level, clock, randomness and threads, and what
// it did.
type job struct {
	lvl     Level
	clock   *clock
	seed    uint64
	rng     *rand.Rand
	threads int
	lines   int          // root moves to judge (Options.Lines)
	line    []rules.Move // the line expected, from the search that chose
	best    []Line       // the best root moves, when lines > 1
	steps   int          // steps taken, over all threads
	depth   int          // deepest iteration finished
	lead    float64      // the seat to move's lead, in clear leads (see Assess); NaN when not judged
	score   int          // the alpha-beta score of the move chosen
	chances []float64    // by seat, from the tree search; nil when not judged there
}

// leadLogit is the logit of the chance to win that a clear lead is worth:
// about 70%.
const leadLogit = 0.85

// chancesFor is each seat's chance to win in g as the search judged it:
// the tree search's own values, or the lead turned into a chance for the
// seat to move and the rest shared among the others; nil when not judged.
func (j *job) chancesFor(g rules.Game) []float64 {
	if j.chances != nil {
		return j.chances
	}
	return leadChances(g, j.lead)
}

// leadChances is lead (the seat to move's, in clear leads) turned into a
// chance for the seat to move, the rest shared among the others; nil for
// a lead that is NaN (not judged).
func leadChances(g rules.Game, lead float64) []float64 {
	if math.IsNaN(lead) {
		return nil
	}
	n := g.Players()
	mover := 1 / (1 + math.Exp(-leadLogit*lead-math.Log(float64(n-1))))
	out := make([]float64, n)
	for i := range out {
		out[i] = (1 - mover) / float64(n-1)
	}
	out[g.Turn()] = mover
	return out
}

// run chooses a move of work (a clone of the caller's game, which the
// search may change and restores) for seat.
func (j *job) run(work rules.Game, seat int) (rules.Move, error) {
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
	if j.lvl.avoidsLosses() {
		if safe := safeMoves(work, moves, seat, j.clock); len(safe) > 0 {
			candidates = safe
		}
	}
	if len(candidates) == 1 {
		return candidates[0], nil
	}
	j.rng = jobRand(j.seed)
	m, err := choose(work, candidates, j)
	j.steps = max(j.steps, j.clock.steps)
	return m, err
}

// narrow leaves out moves that are never worth considering, before the
// must-haves look at every move: in Chess Race most tile placements.
func narrow(g rules.Game, moves []rules.Move) []rules.Move {
	if race, ok := g.(*chessrace.Game); ok {
		return newRaceJudge(race).prune(moves)
	}
	return moves
}

// choose runs the search that suits the game on work, a clone of the
// caller's game, among candidates (legal moves of work).
func choose(work rules.Game, candidates []rules.Move, j *job) (rules.Move, error) {
	switch g := work.(type) {
	case *terachess.Game:
		return searchTerachess(g, candidates, j)
	case *terrace.Game:
		return searchTerrace(g, candidates, j)
	case *sixmaking.Game:
		return searchSixMaking(g, candidates, j)
	case *chessrace.Game:
		return searchChessRace(g, candidates, j)
	}
	return searchAnyGame(work, candidates, j)
}

// alphaBeta runs the alpha-beta search of g among the candidates (legal
// moves of g) on j.threads threads sharing one transposition table, and
// returns the move chosen. positions(0) is the main thread's position,
// on g itself; each other call gives a helper its own copy, made before
// any thread starts.
func alphaBeta[M interface {
	comparable
	rules.Move
}](g rules.Game, positions func(i int) position[M], candidates []rules.Move, set settings, j *job) (rules.Move, error) {
	roots, err := concrete[M](candidates)
	if err != nil {
		return nil, err
	}
	m, err := alphaBetaMoves(g, positions, roots, set, j, func(m rules.Move) (M, bool) {
		cm, ok := m.(M)
		return cm, ok
	})
	if err != nil {
		return nil, err // not m: a zero M would be a Move that is not nil
	}
	return m, nil
}

// alphaBetaMoves is alphaBeta on the search's own moves, the roots; of
// gives the search's move for a move of g.
func alphaBetaMoves[M comparable](g rules.Game, positions func(i int) position[M], roots []M, set settings, j *job, of func(rules.Move) (M, bool)) (M, error) {
	threads := j.threads
	if set.noise > 0 {
		threads = 1 // the blur is drawn from the main thread's rng
	}
	t, err := takeTable(j.clock.ctx, set.tableBits)
	if err != nil {
		var none M
		return none, err
	}
	defer t.giveBack()
	searchers := make([]*searcher[M], threads)
	for i := range searchers {
		c := j.clock
		if i > 0 {
			c = j.clock.fork()
		}
		searchers[i] = newSharedSearcher(positions(i), c, set, t)
		searchers[i].seed, searchers[i].helper, searchers[i].lines = j.seed, i > 0, j.lines
	}
	var wg sync.WaitGroup
	for _, h := range searchers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.best(roots, nil)
		}()
	}
	main := searchers[0]
	main.best(roots, j.rng)
	j.clock.halt()
	wg.Wait()
	if main.err != nil {
		var none M
		return none, main.err
	}
	// The deepest result stands: a helper may have got further.
	pick := main
	for _, h := range searchers {
		j.steps += h.clock.steps
		j.depth = max(j.depth, h.depth)
		if h.err == nil && h.bestDepth > pick.bestDepth {
			pick = h
		}
	}
	j.threads = threads
	lead := func(int) float64 { return math.NaN() }
	if l, ok := pick.pos.(leader); ok {
		lead = func(score int) float64 { return float64(score) / float64(l.clearLead()) }
	}
	j.lead = lead(pick.bestScore)
	j.score = pick.bestScore
	j.line = realize(g, pick.bestLine, of)
	for _, r := range pick.top {
		if line := realize(g, []M{r.move}, of); len(line) == 1 {
			j.best = append(j.best, Line{Move: line[0], Score: r.score, Chances: leadChances(g, lead(r.score))})
		}
	}
	return pick.bestMove, nil
}

// realize is line, in a search's own moves (of gives the search's move
// for a move of g), as moves of g: as far as each is legal in turn.
func realize[M comparable](g rules.Game, line []M, of func(rules.Move) (M, bool)) []rules.Move {
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
