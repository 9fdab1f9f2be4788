package search

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"sync"

	"boardshelf/rules"
)

// Judge is what the tree search needs of a game beyond the rules: which
// moves a tree node considers, and what a position is worth to each seat.
// A new leaf of the tree is judged at once, unless the judge is a playout.
type Judge interface {
	// Prune keeps the moves worth a place in the tree (at a player's turn).
	Prune(moves []rules.Move) []rules.Move
	// Value is each seat's chance of winning from here, 0 to 1.
	Value(out []float64) []float64
}

// Playout is a judge that plays on from a new leaf before judging it.
type Playout interface {
	Judge
	// Pick chooses a playout move at a player's turn (false if none).
	Pick(rng *rand.Rand) (rules.Move, bool)
	// Stop reports whether a playout that has made plies moves so far
	// should stop and be judged by value.
	Stop(plies int) bool
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

// TreeSearch is a Monte Carlo tree search on g, a game it may change and
// restores. At a chance node it samples the die's faces evenly, so a
// node's average is the expectation over the rolls; every seat's value is
// backed up and each seat chooses by its own (max-n).
type TreeSearch struct {
	g      rules.Game
	p      Judge
	clock  *Clock
	rng    *rand.Rand
	seats  int
	played int // moves played on g by the current iteration
	values []float64
	Runs   int // iterations run
}

// NewTreeSearch is a tree search on g (which it may change and restores),
// judged by p, stopped by c, drawing from rng.
func NewTreeSearch(g rules.Game, p Judge, c *Clock, rng *rand.Rand) *TreeSearch {
	return &TreeSearch{g: g, p: p, clock: c, rng: rng, seats: g.Players(), values: make([]float64, 0, g.Players())}
}

// Grow runs iterations until the clock stops them and returns the root,
// whose children are the candidates tried (legal moves of g at a
// player's turn).
func (t *TreeSearch) Grow(candidates []rules.Move) *treeNode {
	root := &treeNode{expanded: true, value: make([]float64, t.seats)}
	root.untried = append([]rules.Move(nil), candidates...)
	// An iteration can take a millisecond: look at the clock every time.
	for !t.clock.ExpiredNow() {
		if !t.iterate(root) {
			break
		}
		t.Runs++
	}
	return root
}

// iterate descends the tree, adds a node, plays out and backs the values
// up. It reports false if the game refused a move (which cannot happen
// with the game's own move lists).
func (t *TreeSearch) iterate(root *treeNode) bool {
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
		if !t.Play(next.move) {
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

func (t *TreeSearch) expand(n *treeNode) {
	n.expanded = true
	moves := t.g.Moves()
	if t.g.Turn() != rules.Chance {
		n.untried = t.p.Prune(moves)
		return
	}
	n.chance = true
	for _, m := range moves {
		n.children = append(n.children, &treeNode{move: m, value: make([]float64, t.seats)})
	}
}

// choose picks the child with the best upper confidence bound for the
// seat to move.
func (t *TreeSearch) choose(n *treeNode) *treeNode {
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
func (t *TreeSearch) rollout() []float64 {
	pl, playsOn := t.p.(Playout)
	for plies := 0; ; plies++ {
		if st := t.g.Status(); st.Over {
			return t.final(st)
		}
		if !playsOn || pl.Stop(plies) {
			return t.p.Value(t.values[:0])
		}
		var m rules.Move
		ok := false
		if t.g.Turn() == rules.Chance {
			if faces := t.g.Moves(); len(faces) > 0 {
				m, ok = faces[t.rng.IntN(len(faces))], true
			}
		} else {
			m, ok = pl.Pick(t.rng)
		}
		if !ok || !t.Play(m) {
			return t.p.Value(t.values[:0])
		}
	}
}

// final is the value of a finished game: the winners share it; a draw
// shares it among all.
func (t *TreeSearch) final(st rules.Status) []float64 {
	v := t.values[:0]
	for s := range t.seats {
		switch {
		case len(st.Winners) == 0:
			v = append(v, 1/float64(t.seats))
		case Wins(st, s):
			v = append(v, 1/float64(len(st.Winners)))
		default:
			v = append(v, 0)
		}
	}
	return v
}

func (t *TreeSearch) Play(m rules.Move) bool {
	if t.g.Play(m) != nil {
		return false
	}
	t.played++
	return true
}

// rewind takes back the moves of the last iteration.
func (t *TreeSearch) rewind() {
	for ; t.played > 0; t.played-- {
		t.g.Undo()
	}
}

// RunTreeSearch searches g among the candidates on j.Threads threads,
// each growing its own tree from its own seed on its own copy of the game
// (root parallel), and returns the candidate visited most over them all.
// newJudge gives the judge (or playout policy) of a copy.
func RunTreeSearch(g rules.Game, newJudge func(rules.Game) Judge, candidates []rules.Move, j *Job) rules.Move {
	candidates = newJudge(g).Prune(candidates)
	searches := make([]*TreeSearch, j.Threads)
	for i := range searches {
		work, c, rng := g, j.Clock, j.Rand
		if i > 0 {
			work, c, rng = g.Clone(), j.Clock.Fork(), rand.New(rand.NewPCG(j.Seed, uint64(i)))
		}
		searches[i] = NewTreeSearch(work, newJudge(work), c, rng)
	}
	roots := make([]*treeNode, len(searches))
	var wg sync.WaitGroup
	for i := 1; i < len(searches); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			roots[i] = searches[i].Grow(candidates)
		}()
	}
	roots[0] = searches[0].Grow(candidates)
	j.Clock.Halt()
	wg.Wait()
	visits := make([]float64, len(candidates))
	for i, root := range roots {
		j.Steps += searches[i].Runs
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
	j.Lead = treeLeadOf(roots, candidates[best], g.Turn(), g.Players())
	j.Chances = treeChances(roots, candidates[best], g.Players())
	j.Line = Realize(g, treeLine(roots[0], candidates[best]), sameMove)
	if j.Lines > 1 {
		for _, k := range MostVisited(visits, j.Lines) {
			j.Best = append(j.Best, Line{Move: candidates[k], Chances: treeChances(roots, candidates[k], g.Players())})
		}
	}
	return candidates[best]
}

func sameMove(m rules.Move) (rules.Move, bool) { return m, true }

// MostVisited is the indexes of the n most visited, most visited first.
func MostVisited(visits []float64, n int) []int {
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
	for n := root.children[i]; n != nil && len(line) < MaxLine; n = n.mostVisited() {
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

// Wins reports whether a finished game was won by seat.
func Wins(st rules.Status, seat int) bool {
	return st.Over && slices.Contains(st.Winners, seat)
}
