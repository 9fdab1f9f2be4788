package sixmaking

import (
	"math"
	"math/rand/v2"
	"sync"

	"boardshelf/ai/search"
	"boardshelf/rules"
	six "boardshelf/rules/sixmaking"
)

// Sixth MaKING's Hard is a Monte Carlo tree search with a solver, on the
// packed position (sixState). (It was Hard in the ordinary game too, where
// the alpha-beta search with a learnt evaluation, sixsearch.go, now beats
// it; the notes below were measured there, and docs/strength.md,
// "Sixth MaKING's tree search", gives the figures.)
//
//   - The tree is a graph of positions, not of move sequences: Six
//     MaKING reaches the same position by many orders of the same moves
//     (placements above all), and every path to a position shares what is
//     learnt about it (UCT with transpositions).
//   - A move's exploration counts the times it was followed from this
//     position, not the visits its position had through every path (UCT2
//     of Childs, Brodeur and Kocsis): a position much visited from
//     elsewhere no longer starves the moves that lead to it: within the
//     noise, but never clearly behind.
//   - The tree proves what it can: a player who can build a King in their
//     colour wins (in Sixth MaKING: one who can take the last point); a
//     move after which the opponent can do so loses, and is never tried;
//     a position whose every move loses is lost. Proofs go up the tree,
//     so a forced win a few moves deep is found and played, and a forced
//     loss avoided while anything else remains.
//   - Playouts build a King in the mover's colour whenever one can be
//     built, and otherwise play a random move. (Drawing the random move
//     again while it hands the opponent a King was tried: it made each
//     playout dearer and lost strength at equal time.)
//   - In Sixth MaKING a playout stops after 20 plies and is won by the
//     player then ahead on points (drawn when level): played to six
//     points it ran about 140 plies from the start, one in nine still
//     going at 160, and what happened a hundred random plies on said
//     little about the move. Twenty plies beat forty, and forty beat
//     playing to the end.
//   - Tried and dropped, none clearly stronger: playouts cut off early
//     and judged by the alpha-beta's evaluation, a first-play urgency,
//     playouts that answer a threatened King, RAVE, a smaller exploration
//     constant, and implicit minimax backups (Lanctot, Winands, Pepels and
//     Sturtevant) of an evaluation like the alpha-beta's.
//   - With several threads each grows its own tree from its own seed (root
//     parallel); their visits are added up at the end.

// sixNode is a position of the tree, its statistics from the point of
// view of the player who moved into it (not the player to move).
type sixNode struct {
	visits   float32
	wins     float32
	proven   int8 // +1: the player who moved here has won; -1: lost
	expanded bool
	first    int32 // the node's moves: edges[first:first+moves]
	moves    int32
}

// sixEdge is a move of a node, with what is known of it at once and the
// node it leads to (-1 until first followed).
type sixEdge struct {
	move   sixMove
	proven int8 // from the mover's side: +1 wins at once, -1 hands the opponent a win
	child  int32
	visits float32
}

const (
	sixExploration  = 0.45 // UCB1's constant, for results 0 to 1
	sixPlayoutPlies = 160  // a playout still going then is a draw
	// sixthPlayoutPlies is where a playout of Sixth MaKING stops, to be
	// judged by the points: see result.
	sixthPlayoutPlies = 20
	sixExpandAt       = 8   // visits before a node's moves are listed
	sixMaxDepth       = 200 // a path longer than this in the tree stops there
	// sixMaxEdges caps the moves of one search's trees, shared out among
	// them: with their nodes, about 280 MB (133 MB for 3.9 million moves).
	// Past it no node is expanded and the playouts go on from the leaves.
	// Hard stays far below it (about 0.6 million moves a tree); Expert on
	// two cores just reaches it, and on eight would otherwise hold a GB.
	sixMaxEdges = 1 << 23
)

// sixTree is one thread's search.
type sixTree struct {
	root     sixState
	maxEdges int // its share of sixMaxEdges
	nodes    []sixNode
	edges    []sixEdge
	index    sixIndex // node of each position key
	rng      *rand.Rand
	clock    *search.Clock
	buf      []sixMove
	path     []int32
	via      []int32 // the edge followed into each node of path but the first
	plies    int     // a playout's length: sixPlayoutPlies, or sixthPlayoutPlies
}

func newSixTree(root sixState, roots []sixMove, c *search.Clock, rng *rand.Rand) *sixTree {
	t := &sixTree{root: root, maxEdges: sixMaxEdges, rng: rng, clock: c, plies: sixPlayoutPlies}
	if root.target > 0 {
		t.plies = sixthPlayoutPlies
	}
	t.index.init(1 << 12)
	t.node(root.Key())
	t.expandWith(0, &t.root, roots)
	return t
}

// node is the node of the position with key k, made when new.
func (t *sixTree) node(k uint64) int32 {
	if i, ok := t.index.get(k); ok {
		return i
	}
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, sixNode{})
	t.index.put(k, i)
	return i
}

// winsNow reports whether the player to move can win at once: build a
// King in their colour (in Sixth MaKING, one that takes the last point).
func (s *sixState) winsNow() bool {
	if s.target > 0 && s.score[s.turn]+1 < s.target {
		return false
	}
	_, ok := s.crownFor(s.turn)
	return ok
}

// edgeProof is what is known of move m of position s at once.
func edgeProof(s *sixState, m sixMove) int8 {
	after := *s
	after.Play(m)
	switch {
	case after.over && after.winner == int8(s.turn):
		return 1
	case after.over, after.winsNow():
		return -1
	}
	return 0
}

// run grows the tree until the clock stops it or the root is settled.
func (t *sixTree) run() {
	for !t.clock.Expired() {
		if t.nodes[0].proven != 0 || !t.iterate() {
			return
		}
	}
}

// iterate descends to a leaf, expands it when due, plays out and backs up
// the result. It reports false when the root has no move worth trying.
func (t *sixTree) iterate() bool {
	s := t.root
	t.path = append(t.path[:0], 0)
	t.via = t.via[:0]
	node := int32(0)
	for len(t.path) < sixMaxDepth {
		nd := &t.nodes[node]
		if nd.proven != 0 || s.over {
			break
		}
		if !nd.expanded {
			if nd.visits < sixExpandAt || len(t.edges) >= t.maxEdges {
				break
			}
			t.expand(node, &s)
			if t.nodes[node].proven != 0 {
				break
			}
		}
		e := t.choose(node)
		if e < 0 {
			return node != 0
		}
		next := t.follow(e, &s)
		if t.onPath(next) {
			break // round in a circle: play out from here
		}
		t.path = append(t.path, next)
		t.via = append(t.via, e)
		node = next
		if t.nodes[next].visits == 0 {
			break
		}
	}
	t.backUp(t.result(&s, node))
	return true
}

// follow plays edge e on s and returns the node it leads to.
func (t *sixTree) follow(e int32, s *sixState) int32 {
	ed := &t.edges[e]
	s.Play(ed.move)
	if ed.child < 0 {
		ed.child = t.node(s.Key())
		if p := ed.proven; p != 0 {
			t.nodes[ed.child].proven = p
		}
	}
	return ed.child
}

func (t *sixTree) onPath(n int32) bool {
	for _, p := range t.path {
		if p == n {
			return true
		}
	}
	return false
}

// result is the outcome for the player to move at node, whose position
// is s, 1 won to 0 lost: known from a proof or the end of the game, else
// played out. A playout of Sixth MaKING stops short of the end and is
// won by the player ahead on points then.
func (t *sixTree) result(s *sixState, node int32) float64 {
	if p := t.nodes[node].proven; p != 0 {
		return float64(1-p) / 2 // the mover wins when p is +1
	}
	mover := s.turn
	t.playout(s)
	lead := s.score[mover] - s.score[mover.Opponent()]
	switch {
	case !s.over && s.target > 0 && lead != 0:
		if lead > 0 {
			return 1
		}
		return 0
	case !s.over || s.winner < 0:
		return 0.5
	case s.winner == int8(mover):
		return 1
	}
	return 0
}

// backUp adds the result r, for the player to move at the end of the
// path, to every node on it, and carries proofs upwards.
func (t *sixTree) backUp(r float64) {
	for i := len(t.path) - 1; i >= 0; i-- {
		nd := &t.nodes[t.path[i]]
		r = 1 - r // the node's statistics are its mover's
		nd.visits++
		nd.wins += float32(r)
	}
	for _, e := range t.via {
		t.edges[e].visits++
	}
	for i := len(t.path) - 1; i > 0; i-- {
		if !t.settle(t.path[i-1]) {
			break
		}
	}
}

// proofOf is what is known of edge e for its mover.
func (t *sixTree) proofOf(e *sixEdge) int8 {
	if e.proven != 0 || e.child < 0 {
		return e.proven
	}
	return t.nodes[e.child].proven
}

// settle proves a node from its moves if it can: one winning move loses
// the position for the player who moved into it, every move losing wins
// it for them.
func (t *sixTree) settle(node int32) bool {
	nd := &t.nodes[node]
	if nd.proven != 0 {
		return true
	}
	if !nd.expanded {
		return false
	}
	all := true
	for e := nd.first; e < nd.first+nd.moves; e++ {
		switch t.proofOf(&t.edges[e]) {
		case 1:
			nd.proven = -1
			return true
		case 0:
			all = false
		}
	}
	if all {
		nd.proven = 1
	}
	return all
}

// expand lists the moves of node, whose position is s.
func (t *sixTree) expand(node int32, s *sixState) {
	if s.winsNow() {
		t.nodes[node].expanded, t.nodes[node].proven = true, -1
		return
	}
	t.buf = s.Moves(t.buf[:0])
	t.expandWith(node, s, t.buf)
}

func (t *sixTree) expandWith(node int32, s *sixState, moves []sixMove) {
	first := int32(len(t.edges))
	for _, m := range moves {
		t.edges = append(t.edges, sixEdge{move: m, proven: edgeProof(s, m), child: -1})
	}
	nd := &t.nodes[node]
	nd.expanded, nd.first, nd.moves = true, first, int32(len(moves))
	if len(moves) == 0 {
		nd.proven = 1 // no move: the player to move loses
		return
	}
	t.settle(node)
}

// choose picks the move of node to follow: a winning one, else an untried
// one at random, else the best by UCB1; never a proven loss. -1 when
// every move loses.
func (t *sixTree) choose(node int32) int32 {
	nd := &t.nodes[node]
	logN := math.Log(float64(nd.visits) + 1)
	best, bestScore := int32(-1), math.Inf(-1)
	untried := 0
	for e := nd.first; e < nd.first+nd.moves; e++ {
		ed := &t.edges[e]
		switch t.proofOf(ed) {
		case 1:
			return e
		case -1:
			continue
		}
		var ch *sixNode
		if ed.child >= 0 {
			ch = &t.nodes[ed.child]
		}
		if ch == nil || ch.visits == 0 {
			// Reservoir sampling: each untried move equally likely.
			untried++
			if t.rng.IntN(untried) == 0 {
				best, bestScore = e, math.Inf(1)
			}
			continue
		}
		if untried > 0 {
			continue
		}
		// The value is the position's, learnt on every path to it; the
		// exploration is the move's, counted from this position only.
		score := float64(ch.wins/ch.visits) + sixExploration*math.Sqrt(logN/float64(ed.visits+1))
		if score > bestScore {
			best, bestScore = e, score
		}
	}
	return best
}

// playout plays s on with the playout policy until the game ends or the
// playout is given up.
func (t *sixTree) playout(s *sixState) {
	for ply := 0; ply < t.plies && !s.over; ply++ {
		if m, ok := s.crownFor(s.turn); ok {
			s.Play(m)
			continue
		}
		s.Play(s.randomMove(t.rng))
	}
}

// sixIndex finds a node by its position's key: open addressing, linear
// probing, grown to stay at most half full.
type sixIndex struct {
	keys  []uint64 // 0 for a free slot (a key of 0 is stored as 1)
	nodes []int32
	used  int
}

func (x *sixIndex) init(size int) {
	x.keys, x.nodes, x.used = make([]uint64, size), make([]int32, size), 0
}

func (x *sixIndex) get(k uint64) (int32, bool) {
	if k == 0 {
		k = 1
	}
	mask := uint64(len(x.keys) - 1)
	for i := k & mask; ; i = (i + 1) & mask {
		switch x.keys[i] {
		case k:
			return x.nodes[i], true
		case 0:
			return 0, false
		}
	}
}

func (x *sixIndex) put(k uint64, n int32) {
	if k == 0 {
		k = 1
	}
	if 2*(x.used+1) > len(x.keys) {
		old := *x
		x.init(2 * len(old.keys))
		for i, ok := range old.keys {
			if ok != 0 {
				x.put(ok, old.nodes[i])
			}
		}
	}
	mask := uint64(len(x.keys) - 1)
	i := k & mask
	for x.keys[i] != 0 {
		i = (i + 1) & mask
	}
	x.keys[i], x.nodes[i] = k, n
	x.used++
}

// sixTally is the root's moves as every thread saw them.
type sixTally struct {
	visits []float64
	wins   []float64 // the mover's wins over the visits
	proven []int8
}

func (t *sixTree) tally(into *sixTally) {
	root := &t.nodes[0]
	for i := range root.moves {
		e := &t.edges[root.first+i]
		if e.child >= 0 {
			into.visits[i] += float64(t.nodes[e.child].visits)
			into.wins[i] += float64(t.nodes[e.child].wins)
		}
		if p := t.proofOf(e); p != 0 {
			into.proven[i] = p
		}
	}
}

// Pick is the move to play: a proven win, else the most visited of the
// moves not proven to lose (of all of them when every one loses).
func (t *sixTally) Pick() int {
	best := -1
	for i := range t.visits {
		switch {
		case t.proven[i] == 1:
			return i
		case t.proven[i] == -1:
			continue
		case best < 0 || t.visits[i] > t.visits[best]:
			best = i
		}
	}
	if best < 0 {
		for i := range t.visits {
			if best < 0 || t.visits[i] > t.visits[best] {
				best = i
			}
		}
	}
	return best
}

// searchSixTree runs the tree search of g on j.Threads threads among the
// candidates.
func searchSixTree(g *six.Game, candidates []rules.Move, j *search.Job) (rules.Move, error) {
	moves, err := search.Concrete[six.Move](candidates)
	if err != nil {
		return nil, err
	}
	root := newSixState(g)
	roots := make([]sixMove, len(moves))
	for i, m := range moves {
		roots[i] = sixMoveOf(m, g.Size())
	}
	trees := make([]*sixTree, j.Threads)
	for i := range trees {
		c, rng := j.Clock, j.Rand
		if i > 0 {
			c, rng = j.Clock.Fork(), rand.New(rand.NewPCG(j.Seed, uint64(i)))
		}
		trees[i] = newSixTree(root, roots, c, rng)
		trees[i].maxEdges = sixMaxEdges / len(trees)
	}
	var wg sync.WaitGroup
	for _, t := range trees[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.run()
		}()
	}
	trees[0].run()
	j.Clock.Halt()
	wg.Wait()
	tally := sixTally{visits: make([]float64, len(roots)), wins: make([]float64, len(roots)), proven: make([]int8, len(roots))}
	for _, t := range trees {
		t.tally(&tally)
		j.Steps += t.clock.Steps
	}
	best := tally.Pick()
	of := func(m rules.Move) (sixMove, bool) {
		sm, ok := m.(six.Move)
		return sixMoveOf(sm, g.Size()), ok
	}
	j.Line = search.Realize(g, trees[0].line(best), of)
	j.Chances = tally.chances(best, g.Turn())
	if j.Lines > 1 {
		for _, k := range search.MostVisited(tally.visits, j.Lines) {
			j.Best = append(j.Best, search.Line{Move: moves[k], Chances: tally.chances(k, g.Turn())})
		}
	}
	return moves[best], nil
}

// chances is each seat's chance to win after the root's k-th move, mover
// the seat to move; nil when it was not tried.
func (t *sixTally) chances(k, mover int) []float64 {
	if t.visits[k] == 0 {
		return nil
	}
	out := make([]float64, 2)
	out[mover] = t.wins[k] / t.visits[k]
	out[1-mover] = 1 - out[mover]
	return out
}

// line is the line the tree expects after the root's k-th move: at each
// node the most visited move, until a node not yet expanded.
func (t *sixTree) line(k int) []sixMove {
	e := t.nodes[0].first + int32(k)
	var line []sixMove
	for e >= 0 && len(line) < search.MaxLine {
		ed := &t.edges[e]
		line = append(line, ed.move)
		e = t.mostVisited(ed.child)
	}
	return line
}

// mostVisited is node's most visited edge; -1 when the node is not
// expanded (or none, or node is -1).
func (t *sixTree) mostVisited(node int32) int32 {
	if node < 0 || !t.nodes[node].expanded {
		return -1
	}
	nd := &t.nodes[node]
	best := int32(-1)
	for e := nd.first; e < nd.first+nd.moves; e++ {
		if t.edges[e].visits > 0 && (best < 0 || t.edges[e].visits > t.edges[best].visits) {
			best = e
		}
	}
	return best
}
