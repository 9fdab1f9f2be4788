package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"time"

	airace "boardshelf/ai/chessrace"
	"boardshelf/ai/search"
	aisix "boardshelf/ai/sixmaking"
	aitera "boardshelf/ai/terachess"
	aiterrace "boardshelf/ai/terrace"
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
	// Impartial asks for an onlooker's judgement rather than a player's
	// (analysis, never play): in a game of three or four every seat
	// still in is weighed alike and a seat that is out counts for
	// nothing (search.Job.Impartial). Only Terrace's judgement differs.
	Impartial bool
}

// MaxThreads is the most threads a search uses.
const MaxThreads = 8

// MoveSeed is the Seed for the move at ply (the number of moves played
// so far) of a game whose own seed is game: each move of a game gets its
// own seed, and the game replays alike from the same game seed.
func MoveSeed(game uint64, ply int) uint64 {
	return search.Mix(game ^ search.Mix(uint64(ply)+0x5eed))
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
type Line = search.Line

// GameClock is the game clock of the seat to move, for a search that must
// not lose on time: its kind, the time left and Fischer's increment.
type GameClock = search.GameClock

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
	if !lvl.Valid() {
		return Result{}, fmt.Errorf("ai: unknown %v", lvl)
	}
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	seat, err := seatToSearch(g)
	if err != nil {
		return Result{}, err
	}
	j := &job{lvl: lvl, Job: &search.Job{Clock: search.NewClock(ctx, budgetFor(lvl, opts), opts.Steps), Seed: opts.Seed,
		Threads: threadsFor(lvl, opts), Lines: opts.Lines, Lead: math.NaN(), Impartial: opts.Impartial}}
	m, err := j.run(g.Clone(), seat)
	if err != nil {
		return Result{}, err
	}
	// A deadline that passed is a budget spent: the move found stands.
	if err := ctx.Err(); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return Result{}, err
	}
	line := j.Line
	if len(line) == 0 {
		line = []rules.Move{m}
	}
	return Result{Move: m, Steps: j.Steps, Depth: j.Depth, Threads: j.Threads,
		Score: j.Score, Chances: j.ChancesFor(g), Line: line, Best: j.Best}, nil
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
	if opts.Steps > 0 || !lvl.Parallel() {
		return 1
	}
	n := opts.Threads
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	return min(max(n, 1), MaxThreads)
}

// job is one search of a game at a level.
type job struct {
	*search.Job
	lvl Level
}

// budgetFor is the time a search at lvl may take (its hard stop; zero for
// none), as the kernel's time management decides from the options.
func budgetFor(lvl Level, opts Options) time.Duration {
	return search.HardStop(opts.Budget, lvl.Budget(), opts.Steps, opts.Clock)
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
	if j.lvl.AvoidsLosses() {
		if safe := safeMoves(work, moves, seat, j.Clock); len(safe) > 0 {
			candidates = safe
		}
	}
	if len(candidates) == 1 {
		return candidates[0], nil
	}
	j.Rand = jobRand(j.Seed)
	m, err := choose(work, candidates, j)
	j.Steps = max(j.Steps, j.Clock.Steps)
	return m, err
}

// narrow leaves out moves that are never worth considering, before the
// must-haves look at every move: in Chess Race most tile placements.
func narrow(g rules.Game, moves []rules.Move) []rules.Move {
	if race, ok := g.(*chessrace.Game); ok {
		return airace.NewJudge(race).Prune(moves)
	}
	return moves
}

// choose runs the search that suits the game on work, a clone of the
// caller's game, among candidates (legal moves of work).
func choose(work rules.Game, candidates []rules.Move, j *job) (rules.Move, error) {
	switch g := work.(type) {
	case *terachess.Game:
		return aitera.Search(g, candidates, j.lvl, j.Job)
	case *terrace.Game:
		return aiterrace.Search(g, candidates, j.lvl, j.Job)
	case *sixmaking.Game:
		return aisix.Search(g, candidates, j.lvl, j.Job)
	case *chessrace.Game:
		return airace.Search(g, candidates, j.lvl, j.Job)
	}
	return searchAnyGame(work, candidates, j)
}
