package ai

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"boardshelf/rules"
)

// judge is what the tree search needs of a game beyond the rules: which
// moves a tree node considers, and what a position is worth to each seat.
// A new leaf of the tree is judged at once, unless the judge is a playout.
type judge interface {
	// prune keeps the moves worth a place in the tree (at a player's turn).
	prune(moves []rules.Move) []rules.Move
	// value is each seat's chance of winning from here, 0 to 1.
	value(out []float64) []float64
}

// playout is a judge that plays on from a new leaf before judging it.
type playout interface {
	judge
	// pick chooses a playout move at a player's turn (false if none).
	pick(rng *rand.Rand) (rules.Move, bool)
	// stop reports whether a playout that has made plies moves so far
	// should stop and be judged by value.
	stop(plies int) bool
}

// treeNode is one position of the search tree. Its statistics belong to
// the move that led to it: visits, and the sum of each seat's value over
// the playouts that passed through it.
type treeNode struct {
	move     rules.Move
	children []*treeNode
	untried  []rules.Move
	expanded bool
	chance   bool // the die is to be rolled here: children are its faces
	visits   float64
	value    []float64
}

// Exploration constant of the tree policy (UCT), for values from 0 to 1.
const exploration = 0.6

// treeSearch is a Monte Carlo tree search on g, a game it may change and
// restores. At a chance node it samples the die's faces evenly, so a
// node's average is the expectation over the rolls; every seat's value is
// backed up and each seat chooses by its own (max-n).
type treeSearch struct {
	g      rules.Game
	p      judge
	clock  *clock
	rng    *rand.Rand
	seats  int
	played int // moves played on g by the current iteration
	values []float64
	runs   int
}

// grow runs iterations until the clock stops them and returns the root,
// whose children are the candidates tried (legal moves of g at a
// player's turn).
func (t *treeSearch) grow(candidates []rules.Move) *treeNode {
	root := &treeNode{expanded: true, value: make([]float64, t.seats)}
	root.untried = append([]rules.Move(nil), candidates...)
	// An iteration can take a millisecond: look at the clock every time.
	for !t.clock.expiredNow() {
		if !t.iterate(root) {
			break
		}
		t.runs++
	}
	return root
}

// iterate descends the tree, adds a node, plays out and backs the values
// up. It reports false if the game refused a move (which cannot happen
// with the game's own move lists).
func (t *treeSearch) iterate(root *treeNode) bool {
	path := []*treeNode{root}
	node := root
	defer t.rewind()
	for !t.g.Status().Over {
		if !node.expanded {
			t.expand(node)
		}
		var next *treeNode
		switch {
		case node.chance:
			next = node.children[t.rng.IntN(len(node.children))]
		case len(node.untried) > 0:
			k := t.rng.IntN(len(node.untried))
			m := node.untried[k]
			node.untried[k] = node.untried[len(node.untried)-1]
			node.untried = node.untried[:len(node.untried)-1]
			next = &treeNode{move: m, value: make([]float64, t.seats)}
			node.children = append(node.children, next)
		case len(node.children) == 0:
			return true // no move at all: nothing to learn
		default:
			next = t.choose(node)
		}
		if !t.play(next.move) {
			return false
		}
		path = append(path, next)
		node = next
		if next.visits == 0 && !next.chance {
			break
		}
	}
	values := t.rollout()
	for _, n := range path {
		n.visits++
		for s, v := range values {
			n.value[s] += v
		}
	}
	return true
}

func (t *treeSearch) expand(n *treeNode) {
	n.expanded = true
	moves := t.g.Moves()
	if t.g.Turn() != rules.Chance {
		n.untried = t.p.prune(moves)
		return
	}
	n.chance = true
	for _, m := range moves {
		n.children = append(n.children, &treeNode{move: m, value: make([]float64, t.seats)})
	}
}

// choose picks the child with the best upper confidence bound for the
// seat to move.
func (t *treeSearch) choose(n *treeNode) *treeNode {
	seat := t.g.Turn()
	logN := math.Log(n.visits + 1)
	var best *treeNode
	bestScore := math.Inf(-1)
	for _, c := range n.children {
		score := math.Inf(1)
		if c.visits > 0 {
			score = c.value[seat]/c.visits + exploration*math.Sqrt(logN/c.visits)
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// rollout judges the current position, after playing on from it with the
// playout policy if the judge has one, and returns each seat's value.
func (t *treeSearch) rollout() []float64 {
	pl, playsOn := t.p.(playout)
	for plies := 0; ; plies++ {
		if st := t.g.Status(); st.Over {
			return t.final(st)
		}
		if !playsOn || pl.stop(plies) {
			return t.p.value(t.values[:0])
		}
		var m rules.Move
		ok := false
		if t.g.Turn() == rules.Chance {
			if faces := t.g.Moves(); len(faces) > 0 {
				m, ok = faces[t.rng.IntN(len(faces))], true
			}
		} else {
			m, ok = pl.pick(t.rng)
		}
		if !ok || !t.play(m) {
			return t.p.value(t.values[:0])
		}
	}
}

// final is the value of a finished game: the winners share it; a draw
// shares it among all.
func (t *treeSearch) final(st rules.Status) []float64 {
	v := t.values[:0]
	for s := range t.seats {
		switch {
		case len(st.Winners) == 0:
			v = append(v, 1/float64(t.seats))
		case wins(st, s):
			v = append(v, 1/float64(len(st.Winners)))
		default:
			v = append(v, 0)
		}
	}
	return v
}

func (t *treeSearch) play(m rules.Move) bool {
	if t.g.Play(m) != nil {
		return false
	}
	t.played++
	return true
}

// rewind takes back the moves of the last iteration.
func (t *treeSearch) rewind() {
	for ; t.played > 0; t.played-- {
		t.g.Undo()
	}
}

// runTreeSearch searches g among the candidates on j.threads threads,
// each growing its own tree from its own seed on its own copy of the game
// (root parallel), and returns the candidate visited most over them all.
// newJudge gives the judge (or playout policy) of a copy.
func runTreeSearch(g rules.Game, newJudge func(rules.Game) judge, candidates []rules.Move, j *job) rules.Move {
	candidates = newJudge(g).prune(candidates)
	searches := make([]*treeSearch, j.threads)
	for i := range searches {
		work, c, rng := g, j.clock, j.rng
		if i > 0 {
			work, c, rng = g.Clone(), j.clock.fork(), rand.New(rand.NewPCG(j.seed, uint64(i)))
		}
		searches[i] = &treeSearch{g: work, p: newJudge(work), clock: c, rng: rng, seats: g.Players(), values: make([]float64, 0, g.Players())}
	}
	roots := make([]*treeNode, len(searches))
	var wg sync.WaitGroup
	for i := 1; i < len(searches); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			roots[i] = searches[i].grow(candidates)
		}()
	}
	roots[0] = searches[0].grow(candidates)
	j.clock.halt()
	wg.Wait()
	visits := make([]float64, len(candidates))
	for i, root := range roots {
		j.steps += searches[i].runs
		for _, c := range root.children {
			if k := slices.Index(candidates, c.move); k >= 0 {
				visits[k] += c.visits
			}
		}
	}
	best := 0
	for k := range visits {
		if visits[k] > visits[best] {
			best = k
		}
	}
	j.lead = treeLeadOf(roots, candidates[best], g.Turn(), g.Players())
	j.chances = treeChances(roots, candidates[best], g.Players())
	j.line = realize(g, treeLine(roots[0], candidates[best]), sameMove)
	if j.lines > 1 {
		for _, k := range mostVisited(visits, j.lines) {
			j.best = append(j.best, Line{Move: candidates[k], Chances: treeChances(roots, candidates[k], g.Players())})
		}
	}
	return candidates[best]
}

func sameMove(m rules.Move) (rules.Move, bool) { return m, true }

// mostVisited is the indexes of the n most visited, most visited first.
func mostVisited(visits []float64, n int) []int {
	order := make([]int, len(visits))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(visits[b], visits[a]) })
	return order[:min(n, len(order))]
}

// treeLine is the line the tree expects after first, a root move: at each
// node the most visited child, until a node not yet grown or where the die
// is to be rolled.
func treeLine(root *treeNode, first rules.Move) []rules.Move {
	i := slices.IndexFunc(root.children, func(c *treeNode) bool { return c.move == first })
	if i < 0 {
		return []rules.Move{first}
	}
	var line []rules.Move
	for n := root.children[i]; n != nil && len(line) < maxLine; n = n.mostVisited() {
		line = append(line, n.move)
		if n.chance {
			break
		}
	}
	return line
}

// mostVisited is the node's most visited child; nil when none was visited.
func (n *treeNode) mostVisited() *treeNode {
	var best *treeNode
	for _, c := range n.children {
		if c.visits > 0 && (best == nil || c.visits > best.visits) {
			best = c
		}
	}
	return best
}

// treeLeadOf is the lead of seat after move, in clear leads: its chance to
// win there (the move's value over all the trees) above an equal share.
func treeLeadOf(roots []*treeNode, move rules.Move, seat, seats int) float64 {
	value, visits := 0.0, 0.0
	for _, root := range roots {
		for _, c := range root.children {
			if c.move == move {
				value, visits = value+c.value[seat], visits+c.visits
			}
		}
	}
	if visits == 0 {
		return math.NaN()
	}
	return (value/visits - 1/float64(seats)) / treeLead
}

// treeChances is each seat's chance to win after move: its value over all
// the trees; nil when no tree tried it.
func treeChances(roots []*treeNode, move rules.Move, seats int) []float64 {
	out, visits := make([]float64, seats), 0.0
	for _, root := range roots {
		for _, c := range root.children {
			if c.move != move {
				continue
			}
			visits += c.visits
			for s := range out {
				out[s] += c.value[s]
			}
		}
	}
	if visits == 0 {
		return nil
	}
	for s := range out {
		out[s] /= visits
	}
	return out
}
