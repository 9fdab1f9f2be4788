package search

import "slices"

// Picker gives a search the moves of each node in the order worth trying
// them, in stages: the transposition table's move, the noisy moves that
// order ahead of the killers, the killers, then the rest listed and
// ordered by the game's own order (captures), killers and history. Where
// the position can tell a move legal without listing them all (see
// TableMover), the first three stages come before the rest are listed:
// in Terachess nine positions in ten that list their moves are refuted by
// one of those, and listing every move is the dearer part of a node. It
// owns the killers (per ply) and the history (per move slot), which it
// learns from the cut-offs the search reports.
type Picker[M comparable] struct {
	pos     Position[M]
	noisy   NoisyLister[M]     // pos, when it can list its noisy moves alone; else nil
	trades  Exchanger[M]       // pos, when it can tell a losing capture; else nil
	unpacks TableMover[M]      // pos, when it can tell a packed move without listing; else nil
	unsure  CandidateLister[M] // pos, when it can list moves not yet known legal; else nil
	killers [MaxPly][2]M
	history []int32
	lists   [MaxPly + 1]moveList[M]
	nodes   [MaxPly + 1]nodeMoves[M]
}

type scored[M comparable] struct {
	move  M
	score int
}

type moveList[M comparable] struct {
	raw   []M
	moves []scored[M]
}

func newPicker[M comparable](pos Position[M]) *Picker[M] {
	p := &Picker[M]{pos: pos, history: make([]int32, pos.Slots())}
	p.noisy, _ = pos.(NoisyLister[M])
	p.trades, _ = pos.(Exchanger[M])
	p.unpacks, _ = pos.(TableMover[M])
	p.unsure, _ = pos.(CandidateLister[M])
	return p
}

// stage is where a node's moves are in the picker's order.
type stage int

const (
	stageTable stage = iota
	stageNoisyList
	stageNoisy
	stageKillers
	stageRestList
	stageRest
)

// nodeMoves is one node's moves as the picker gives them.
type nodeMoves[M comparable] struct {
	p      *Picker[M]
	ply    int
	ttMove uint32
	stage  stage
	plan   listPlan[M]
	list   []scored[M]
	i      int // the next of list
	killer int // the next killer
}

// start begins the moves of the node at ply, whose table move (packed) is
// ttMove, 0 for none.
func (p *Picker[M]) start(ply int, ttMove uint32) *nodeMoves[M] {
	n := &p.nodes[ply]
	*n = nodeMoves[M]{p: p, ply: ply, ttMove: ttMove}
	if p.unpacks == nil {
		n.plan.ttMove, n.stage = ttMove, stageRestList
	}
	return n
}

// next is the node's next move to search, legal; false when none is left.
func (n *nodeMoves[M]) next() (M, bool) {
	p := n.p
	for {
		switch n.stage {
		case stageTable:
			n.stage = stageNoisyList
			if first, ok := p.tableMove(n.ttMove); ok {
				n.plan.add(first)
				return first, true
			}
		case stageNoisyList:
			n.stage = stageRestList
			if p.noisy != nil {
				n.list, n.i, n.stage = p.noisyFirst(n.ply, &n.plan), 0, stageNoisy
			}
		case stageNoisy:
			if n.i < len(n.list) {
				n.i++
				return pickNext(n.list, n.i-1), true
			}
			n.stage = stageKillers
		case stageKillers:
			if k, ok := n.nextKiller(); ok {
				return k, true
			}
			n.stage = stageRestList
		case stageRestList:
			n.list, n.i, n.stage = p.generate(n.ply, &n.plan), 0, stageRest
		default:
			for n.i < len(n.list) {
				n.i++
				if m := pickNext(n.list, n.i-1); p.Legal(m) {
					return m, true
				}
			}
			var none M
			return none, false
		}
	}
}

// tableMove is the legal move the table's packed move stands for, if any.
func (p *Picker[M]) tableMove(ttMove uint32) (M, bool) {
	if ttMove == 0 {
		var none M
		return none, false
	}
	return p.unpacks.Unpack(ttMove)
}

// noisyFirst lists the noisy moves at ply that order ahead of the killers
// (see generate), but for those plan says were searched already.
func (p *Picker[M]) noisyFirst(ply int, plan *listPlan[M]) []scored[M] {
	plan.noisyFirst = true
	l := &p.lists[ply]
	l.raw = p.noisy.NoisyMoves(l.raw[:0])
	l.moves = l.moves[:0]
	for _, m := range l.raw {
		if score := p.pos.Order(m); score > killerOrder[0] && !plan.has(m) {
			l.moves = append(l.moves, scored[M]{m, score})
		}
	}
	return l.moves
}

// nextKiller is the node's next killer that is legal here and not
// searched yet.
func (n *nodeMoves[M]) nextKiller() (M, bool) {
	p := n.p
	for n.killer < len(p.killers[n.ply]) {
		k := p.killers[n.ply][n.killer]
		n.killer++
		if m, ok := p.unpacks.Unpack(p.pos.Pack(k)); !ok || m != k || n.plan.has(k) {
			continue
		}
		n.plan.add(k)
		return k, true
	}
	var none M
	return none, false
}

// listPlan is what generate leaves out of a node's list, or puts first.
type listPlan[M comparable] struct {
	ttMove     uint32 // the table's move, put first; 0 for none
	done       [3]M   // moves searched already: the table's, the killers
	dones      int
	noisyFirst bool // the noisy moves ordered above the killers were searched already
}

func (p *listPlan[M]) add(m M) {
	p.done[p.dones] = m
	p.dones++
}

func (p *listPlan[M]) has(m M) bool {
	for _, d := range p.done[:p.dones] {
		if d == m {
			return true
		}
	}
	return false
}

// Legal reports whether m, listed by generate, is legal: where the
// position lists candidates (see CandidateLister), it is asked only of
// the moves the search comes to.
func (p *Picker[M]) Legal(m M) bool { return p.unsure == nil || p.unsure.Legal(m) }

// killerOrder is what the first and second killers add to a move's order
// score: ahead of quiet moves (history adds up to 1000), after winning
// captures.
var killerOrder = [2]int{2000, 1500}

// generate lists the moves at ply with their order scores, but for those
// plan says were searched already: the table's move first, then the
// game's own order (captures), killers, history. Where the position lists
// candidates, some may be illegal: the caller asks legal of each it comes
// to.
func (p *Picker[M]) generate(ply int, plan *listPlan[M]) []scored[M] {
	l := &p.lists[ply]
	if p.unsure != nil {
		l.raw = p.unsure.Candidates(l.raw[:0])
	} else {
		l.raw = p.pos.Moves(l.raw[:0])
	}
	l.moves = l.moves[:0]
	for _, m := range l.raw {
		score := p.pos.Order(m)
		if plan.noisyFirst && score > killerOrder[0] && p.pos.Noisy(m) || plan.has(m) {
			continue
		}
		switch {
		case plan.ttMove != 0 && p.pos.Pack(m) == plan.ttMove:
			score += tableFirst
		case ply < MaxPly && m == p.killers[ply][0]:
			score += killerOrder[0]
		case ply < MaxPly && m == p.killers[ply][1]:
			score += killerOrder[1]
		default:
			score += int(p.history[p.pos.Slot(m)])
		}
		l.moves = append(l.moves, scored[M]{m, score})
	}
	return l.moves
}

// generateNoisy lists the noisy moves at ply alone, in the game's order,
// but for the captures the game tells as losing.
func (p *Picker[M]) generateNoisy(ply int) []scored[M] {
	l := &p.lists[ply]
	if p.noisy != nil {
		l.raw = p.noisy.NoisyMoves(l.raw[:0])
	} else {
		l.raw = slices.DeleteFunc(p.pos.Moves(l.raw[:0]), func(m M) bool { return !p.pos.Noisy(m) })
	}
	l.moves = l.moves[:0]
	for _, m := range l.raw {
		if p.trades == nil || !p.trades.Losing(m) {
			l.moves = append(l.moves, scored[M]{m, p.pos.Order(m)})
		}
	}
	return l.moves
}

// pickNext moves the best-scored of list[i:] to i: a selection sort done
// lazily, since a cut-off usually comes after few moves.
func pickNext[M comparable](list []scored[M], i int) M {
	best := i
	for j := i + 1; j < len(list); j++ {
		if list[j].score > list[best].score {
			best = j
		}
	}
	list[i], list[best] = list[best], list[i]
	return list[i].move
}

func (p *Picker[M]) isKiller(ply int, m M) bool {
	return m == p.killers[ply][0] || m == p.killers[ply][1]
}

// RememberCutoff records a quiet move that refuted a position, to try it
// early in its neighbours.
func (p *Picker[M]) RememberCutoff(ply, depth int, m M) {
	if p.killers[ply][0] != m {
		p.killers[ply][1] = p.killers[ply][0]
		p.killers[ply][0] = m
	}
	h := &p.history[p.pos.Slot(m)]
	*h = min(*h+int32(depth*depth), 1000)
}
