package search

import (
	"math/rand/v2"
	"slices"
)

// Searcher is an alpha-beta search of one position: negamax with
// principal-variation windows, iterative deepening, a transposition table,
// killer and history ordering (the table's move, captures and killers
// tried before the rest are listed, where the game can tell a move legal
// alone), late-move reductions, check extensions, a quiescence search of
// captures (less the losing ones, where the game can tell them) and,
// where the game can tell a move's gain without playing it, futility
// pruning, and where a side may pass, null-move pruning. Several searchers
// of the same position may share one table, each on its own thread (Lazy
// SMP).
type Searcher[M comparable] struct {
	pos     Position[M]
	gains   Gainer[M] // pos, when it can tell gains; else nil
	Picker  *Picker[M]
	passes  Passer           // pos, when its side to move may pass; else nil
	passed  [MaxPly + 1]bool // passed[ply]: the move into ply was a pass
	clock   *Clock
	set     Settings
	table   *table
	Nodes   int
	Depth   int // deepest iteration finished
	stopped bool
	err     error
	// helper is set on the threads that only fill the shared table: they
	// start a ply deeper and search until the main thread stops them.
	helper bool
	// seed varies the evaluation by a few points, the same for a
	// position all through the search (see vary).
	seed uint64
	// The result so far: the best move of the deepest iteration whose
	// first move was searched, and that iteration's depth.
	bestMove  M
	bestScore int
	bestDepth int
	bestLine  []M // the line expected after bestMove, beginning with it
	rootTeam  int // the team the search plays for
	// pv[ply] is the line expected from ply on, pvLen[ply] moves long
	// (at most maxLine): a triangular table, filled as a node's score
	// falls inside its window.
	pv    [MaxPly + 1][MaxLine]M
	pvLen [MaxPly + 1]int
	// lines is how many root moves get an exact score (MultiPV); after
	// each finished iteration, top holds them, best first.
	lines int
	top   []rootMove[M]
}

// maxLine is the longest principal variation kept.
const MaxLine = 16

// NewSharedSearcher is a searcher that shares the table t.
func NewSharedSearcher[M comparable](pos Position[M], c *Clock, set Settings, t *table) *Searcher[M] {
	gains, _ := pos.(Gainer[M])
	passes, _ := pos.(Passer)
	return &Searcher[M]{
		pos:    pos,
		gains:  gains,
		Picker: newPicker(pos),
		passes: passes,
		clock:  c,
		set:    set,
		table:  t,
	}
}

// Evaluate is the position's static score, varied by the seed: a few
// points either way, drawn from the position's key, so that moves of the
// same worth are told apart differently from seed to seed while a
// position keeps its score all through the search.
func (s *Searcher[M]) Evaluate() int {
	v := s.pos.Evaluate()
	if s.set.Vary > 0 {
		v += int(Mix(s.pos.Key()^s.seed)%uint64(2*s.set.Vary+1)) - s.set.Vary
	}
	return v
}

// rootMove is a root move with its score in the last iteration and what
// is added to it: at Easy a blur.
type rootMove[M comparable] struct {
	move  M
	score int
	shift int
}

// Best runs the iterative deepening over the root moves (which must be
// legal in pos) and returns the best one found before the clock stopped
// it. rng blurs the scores at Easy.
func (s *Searcher[M]) Best(roots []M, rng *rand.Rand) (M, int) {
	list := make([]rootMove[M], len(roots))
	for i, m := range roots {
		list[i] = rootMove[M]{move: m, score: s.pos.Order(m)}
		if s.set.Noise > 0 {
			list[i].shift = rng.IntN(2*s.set.Noise+1) - s.set.Noise
		}
	}
	slices.SortStableFunc(list, byScore[M])
	s.bestMove, s.bestScore, s.bestLine = list[0].move, -Infinity, []M{list[0].move}
	s.rootTeam = s.pos.Team()
	first := 1
	if s.helper {
		first = 2
	}
	for depth := first; depth <= s.set.MaxDepth; depth++ {
		if !s.iterate(list, depth) {
			break
		}
		s.Depth = depth
		slices.SortStableFunc(list, byScore[M])
		if s.lines > 1 {
			s.top = append(s.top[:0], list[:min(s.lines, len(list))]...)
		}
		// A win found, or not enough time for another iteration: stop.
		if s.bestScore > WinBound || s.bestScore < -WinBound || !s.helper && s.clock.pastSoftStop() {
			break
		}
	}
	return s.bestMove, s.bestScore
}

func byScore[M comparable](a, b rootMove[M]) int { return b.score - a.score }

// iterate searches the root moves to depth and reports whether it
// finished. An unfinished iteration still counts once its first move
// (the best so far) is searched: any move that beat it is better.
func (s *Searcher[M]) iterate(list []rootMove[M], depth int) bool {
	team := s.pos.Team()
	alpha := -Infinity // a move scoring above it gets an exact score
	iterBest, iterScore, done := list[0].move, -Infinity, 0
	var iterLine []M
	for i := range list {
		// A blurred move must beat alpha less its shift.
		score, ok := s.searchRoot(team, list[i].move, i, depth, max(alpha-list[i].shift, -Infinity))
		if !ok {
			break
		}
		score += list[i].shift
		list[i].score = score
		done++
		if score > iterScore {
			iterBest, iterScore = list[i].move, score
			iterLine = append(append(iterLine[:0], list[i].move), s.pv[1][:min(s.pvLen[1], MaxLine-1)]...)
		}
		switch {
		case i == 0 || score > alpha || s.set.Noise > 0:
			alpha = s.rootAlpha(list[:i+1], alpha, score)
		default:
			// A null-window result is only a bound: keep the order.
			list[i].score = -Infinity + i
		}
	}
	if done > 0 {
		s.bestMove, s.bestScore, s.bestDepth = iterBest, iterScore, depth
		s.bestLine = append(s.bestLine[:0], iterLine...)
	}
	return done == len(list) && s.err == nil
}

// rootAlpha is the root's alpha once a move scored score exactly, after
// the moves searched so far (searched): the best score, or with several
// lines wanted the score of the last of them (no bound until there are
// that many).
func (s *Searcher[M]) rootAlpha(searched []rootMove[M], alpha, score int) int {
	if s.lines <= 1 {
		return max(alpha, score)
	}
	if len(searched) < s.lines {
		return -Infinity
	}
	scores := make([]int, len(searched))
	for i, r := range searched {
		scores[i] = r.score
	}
	slices.Sort(scores)
	return scores[len(scores)-s.lines]
}

// searchRoot searches the i-th root move m to depth: the first in the full
// window, the others in a null window above alpha first. It reports false
// when the search stopped meanwhile.
func (s *Searcher[M]) searchRoot(team int, m M, i, depth, alpha int) (int, bool) {
	if err := s.pos.Play(m); err != nil {
		s.err = err
		return 0, false
	}
	var score int
	if i == 0 || s.set.Noise > 0 {
		score = s.child(team, depth-1, 0, -Infinity, Infinity)
	} else {
		score = s.child(team, depth-1, 0, alpha, alpha+1)
		if score > alpha && !s.stopped {
			score = s.child(team, depth-1, 0, alpha, Infinity)
		}
	}
	s.pos.Undo()
	return score, !s.stopped && s.err == nil
}

// child searches the position after a move made by parentTeam. The score
// changes sign only when the team to move changes.
func (s *Searcher[M]) child(parentTeam, depth, ply, alpha, beta int) int {
	if s.pos.Team() == parentTeam {
		return s.search(depth, ply+1, alpha, beta)
	}
	return -s.search(depth, ply+1, -beta, -alpha)
}

func (s *Searcher[M]) qchild(parentTeam, ply, alpha, beta, qdepth int) int {
	if s.pos.Team() == parentTeam {
		return s.quiesce(ply+1, alpha, beta, qdepth+1)
	}
	return -s.quiesce(ply+1, -beta, -alpha, qdepth+1)
}

// result turns a finished game's result for the team to move into a
// score: sooner wins and later losses score better.
func result(r, ply int) int {
	switch {
	case r > 0:
		return WinScore - ply
	case r < 0:
		return -WinScore + ply
	}
	return 0
}

// node is one position's search in progress: its window (alpha rises as
// moves improve on it) and what was found before its moves were tried.
type node struct {
	depth, ply  int
	alpha, beta int
	inCheck     bool
	prune       bool // futility pruning applies (the game tells gains)
	static      int  // the static evaluation, when prune
	tried       int  // moves searched or passed over so far
}

// search is the negamax search of the position to depth, at ply from the
// root, in the window alpha..beta.
func (s *Searcher[M]) search(depth, ply, alpha, beta int) int {
	s.pvLen[ply] = 0
	if s.clock.Expired() {
		s.stopped = true
		return 0
	}
	s.Nodes++
	if score, ok := s.settled(ply); ok {
		return score
	}
	if depth <= 0 || ply >= MaxPly-1 {
		return s.quiesce(ply, alpha, beta, 0)
	}
	key := s.pos.Key()
	ttMove, score, ok := s.probe(key, depth, ply, alpha, beta)
	if ok {
		return score
	}
	n := s.newNode(depth, ply, alpha, beta)
	// Near the horizon, a position far above beta is taken as a cut-off.
	if n.prune && depth <= 3 && n.static-futilityMargin*depth >= beta {
		return n.static
	}
	if score, ok := s.passCutoff(&n); ok {
		return score
	}
	best, bestMove, ok := s.searchMoves(&n, ttMove)
	if !ok {
		return result(s.pos.NoMoves(), ply)
	}
	if s.stopped {
		return 0
	}
	s.table.store(key, s.pos.Pack(bestMove), toTable(best, ply), depth, boundOf(best, alpha, beta))
	return best
}

// settled scores a position the search need not look into: a finished
// game, or a repetition (a draw).
func (s *Searcher[M]) settled(ply int) (int, bool) {
	if over, r := s.pos.Outcome(); over {
		return result(r, ply), true
	}
	if s.pos.Repeated() {
		return s.drawScore(), true
	}
	return 0, false
}

// drawScore is a repetition's score for the team to move: a little below
// nothing for the side the search plays for, so that it makes progress
// rather than go round in circles (Terrace has no rule against that) and
// takes a draw only when the rest is worse.
func (s *Searcher[M]) drawScore() int {
	if s.pos.Team() == s.rootTeam {
		return -s.set.Contempt
	}
	return s.set.Contempt
}

// probe looks the position up in the transposition table: the move stored
// for it (0 for none), and its score when the entry is deep enough to
// settle the window alpha..beta.
func (s *Searcher[M]) probe(key uint64, depth, ply, alpha, beta int) (uint32, int, bool) {
	e, ok := s.table.probe(key)
	if !ok {
		return 0, 0, false
	}
	if int(e.depth) >= depth {
		score := fromTable(int(e.score), ply)
		switch {
		case e.bound == exact,
			e.bound == lower && score >= beta,
			e.bound == upper && score <= alpha:
			return e.move, score, true
		}
	}
	return e.move, 0, false
}

// newNode starts the search of the position's moves. Near the horizon,
// the quiet moves that cannot bring a position far below alpha up to it
// are not played: prune says whether that applies.
func (s *Searcher[M]) newNode(depth, ply, alpha, beta int) node {
	n := node{depth: depth, ply: ply, alpha: alpha, beta: beta, inCheck: s.pos.InCheck()}
	n.prune = s.gains != nil && !n.inCheck && ply > 0 && Abs(alpha) < WinBound && Abs(beta) < WinBound
	if n.prune {
		n.static = s.Evaluate()
	}
	return n
}

// passCutoff tries null-move pruning at the node: if the side to move,
// standing at or above beta, passes and a search of the opponent's free
// move (shallower by the level's pass setting) still fails high, the node is
// taken as a cut-off and the score returned. Two passes never follow
// each other, nor one a check.
func (s *Searcher[M]) passCutoff(n *node) (int, bool) {
	if s.passes == nil || s.set.Pass == 0 || n.depth < passMinDepth || n.inCheck || n.ply == 0 || s.passed[n.ply] ||
		Abs(n.beta) >= WinBound || !s.passes.MayPass() {
		return 0, false
	}
	static := n.static
	if !n.prune {
		static = s.Evaluate()
	}
	if static < n.beta {
		return 0, false
	}
	r := s.set.Pass
	if n.depth >= 7 {
		r++
	}
	team := s.pos.Team()
	s.passes.Pass()
	s.passed[n.ply+1] = true
	score := s.child(team, n.depth-1-r, n.ply, n.beta-1, n.beta)
	s.passed[n.ply+1] = false
	s.passes.Unpass()
	if s.stopped || score < n.beta {
		return 0, false
	}
	return min(score, WinBound-1), true
}

// searchMoves searches the node's moves, in the order the picker gives
// them, until one refutes the position, and returns the best score and
// move; ok is false when the side to move has no move.
func (s *Searcher[M]) searchMoves(n *node, ttMove uint32) (best int, bestMove M, ok bool) {
	team := s.pos.Team()
	best = -Infinity
	next := s.Picker.start(n.ply, ttMove)
	for m, more := next.next(); more; m, more = next.next() {
		if s.tryMove(n, team, m, &best, &bestMove) {
			return best, bestMove, true
		}
	}
	return best, bestMove, n.tried > 0
}

// tryMove searches m, the node's next move, unless it is futile, and keeps
// it as the best if it is. It reports whether the node is done: m refuted
// the position, or the clock stopped the search.
func (s *Searcher[M]) tryMove(n *node, team int, m M, best *int, bestMove *M) bool {
	i := n.tried
	n.tried++
	quiet := !s.pos.Noisy(m)
	if s.futile(n, i, quiet, m) {
		return false
	}
	score := s.searchMove(n, team, i, quiet, m)
	if s.stopped {
		return true
	}
	if score <= *best {
		return false
	}
	*best, *bestMove = score, m
	if score > n.alpha {
		n.alpha = score
		if score < n.beta {
			s.extendLine(n.ply, m)
		}
		if score >= n.beta {
			if quiet {
				s.Picker.RememberCutoff(n.ply, n.depth, m)
			}
			return true
		}
	}
	return false
}

// extendLine makes m and the line expected after it the line expected
// at ply.
func (s *Searcher[M]) extendLine(ply int, m M) {
	s.pv[ply][0] = m
	n := min(s.pvLen[ply+1], MaxLine-1)
	copy(s.pv[ply][1:], s.pv[ply+1][:n])
	s.pvLen[ply] = n + 1
}

// futile reports whether the i-th move m, quiet, can be passed over near
// the horizon: even with a margin it would not reach alpha.
func (s *Searcher[M]) futile(n *node, i int, quiet bool, m M) bool {
	return n.prune && n.depth <= 2 && i > 0 && quiet && !s.Picker.isKiller(n.ply, m) &&
		n.static+s.gains.Gain(m)+futilityMargin*n.depth <= n.alpha
}

// reduction is how many plies less the i-th move m is searched first:
// late quiet moves rarely matter.
func (s *Searcher[M]) reduction(n *node, i int, quiet bool, m M) int {
	if n.depth < 3 || i < 3 || !quiet || n.inCheck || s.Picker.isKiller(n.ply, m) {
		return 0
	}
	if i >= 10 && n.depth >= 5 {
		return 2
	}
	return 1
}

// searchMove plays the i-th move m of the node and searches it: the first
// move in the full window, the others in a null window first (reduced
// when late and quiet) and again in full when they beat alpha.
func (s *Searcher[M]) searchMove(n *node, team, i int, quiet bool, m M) int {
	reduce := s.reduction(n, i, quiet, m)
	if err := s.pos.Play(m); err != nil {
		s.err, s.stopped = err, true
		return 0
	}
	// A check is searched a move deeper: it narrows the replies and may
	// be the start of a mate.
	next := n.depth - 1
	if n.ply < checkExtensionPlies && s.pos.InCheck() {
		next, reduce = n.depth, 0
	}
	var score int
	if i == 0 {
		score = s.child(team, next, n.ply, n.alpha, n.beta)
	} else {
		score = s.child(team, next-reduce, n.ply, n.alpha, n.alpha+1)
		if score > n.alpha && (reduce > 0 || score < n.beta) && !s.stopped {
			score = s.child(team, next, n.ply, n.alpha, n.beta)
		}
	}
	s.pos.Undo()
	return score
}

// boundOf says what the best score of a search in the window alpha..beta
// is for the transposition table.
func boundOf(best, alpha, beta int) bound {
	switch {
	case best <= alpha:
		return upper
	case best >= beta:
		return lower
	}
	return exact
}

// quiesce searches noisy moves only (every move when in check) until the
// position is quiet, standing on the evaluation otherwise.
func (s *Searcher[M]) quiesce(ply, alpha, beta, qdepth int) int {
	s.pvLen[ply] = 0
	if s.clock.Expired() {
		s.stopped = true
		return 0
	}
	s.Nodes++
	pos := s.pos
	if qdepth > 0 {
		if over, r := pos.Outcome(); over {
			return result(r, ply)
		}
	}
	if ply >= MaxPly-1 {
		return s.Evaluate()
	}
	inCheck := pos.InCheck() && qdepth < s.set.Quiesce+4
	best := -Infinity
	if !inCheck {
		best = s.Evaluate()
		if best >= beta || qdepth >= s.set.Quiesce {
			return best
		}
		alpha = max(alpha, best)
	}
	var list []scored[M]
	if inCheck {
		list = s.Picker.generate(ply, &listPlan[M]{})
	} else {
		// Standing on the evaluation, the quiet moves need no look (nor
		// whether there are any).
		list = s.Picker.generateNoisy(ply)
	}
	team := pos.Team()
	answered := false // in check: a legal move found
	for i := range list {
		m := pickNext(list, i)
		if inCheck {
			if !s.Picker.Legal(m) {
				continue
			}
			answered = true
		} else if s.gains != nil && best+s.gains.Gain(m)+deltaMargin <= alpha {
			continue
		}
		if err := pos.Play(m); err != nil {
			s.err, s.stopped = err, true
			return 0
		}
		score := s.qchild(team, ply, alpha, beta, qdepth)
		pos.Undo()
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
				s.extendLine(ply, m)
			}
		}
	}
	if inCheck && !answered {
		return result(pos.NoMoves(), ply)
	}
	return best
}

// Scores of wins are stored relative to the position, not the root.
func toTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score + ply
	case score < -WinBound:
		return score - ply
	}
	return score
}

func fromTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score - ply
	case score < -WinBound:
		return score + ply
	}
	return score
}

func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
