package main

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// The reference UCT player: a yardstick that owes nothing to the engine
// in boardshelf/ai. It is plain UCT (UCB1 in the tree, one node added per
// playout, the most visited move played), with uniformly random playouts
// and immediate-win detection: a player who can win at once, in the tree
// or in a playout, does. A die is rolled at random where it falls. With
// three or four seats each seat backs up its own result (max-n).
//
// It is written for speed on the games' own move types, so that a budget
// of time buys it as many playouts as a plain UCT can make of it.

// uctGame is what the reference player needs of a game, on its own move
// type M.
type uctGame[M comparable] interface {
	seats() int
	turn() int // a seat, or rules.Chance
	moves(buf []M) []M
	play(M) bool
	undo()
	status() rules.Status
	// mayWin is cheap and true for every move that could win at once
	// (false ones are only looked at when it says true).
	mayWin(M) bool
	// playoutWins says whether playouts look for wins at once too (where
	// that costs too much, only the tree does).
	playoutWins() bool
}

// uctNode is a position of the tree; its statistics are those of the move
// that led to it, for every seat.
type uctNode[M comparable] struct {
	move     M
	children []*uctNode[M]
	untried  []M
	expanded bool
	chance   bool
	visits   float64
	reward   []float64 // summed over the playouts through the node, per seat
}

// uct is one search.
type uct[M comparable] struct {
	g      uctGame[M]
	c      float64 // exploration constant
	rng    *rand.Rand
	buf    []M
	path   []*uctNode[M]
	played int
	result []float64
	// maxPlies bounds a playout; one still going counts as a draw.
	maxPlies  int
	playouts  int
	winChecks int
}

// uctMaxPlies is where a random playout is given up as a draw.
const uctMaxPlies = 400

// run searches until the playouts are done or the clock stops it, and
// returns the most visited root move.
func (u *uct[M]) run(ctx context.Context, playouts int, budget time.Duration) (M, bool) {
	root := &uctNode[M]{reward: make([]float64, u.g.seats())}
	deadline := time.Now().Add(budget)
	for i := 0; playouts <= 0 || i < playouts; i++ {
		if playouts <= 0 && i%16 == 0 && (ctx.Err() != nil || !time.Now().Before(deadline)) {
			break
		}
		if i%256 == 0 && ctx.Err() != nil {
			break
		}
		u.iterate(root)
		u.playouts++
	}
	var best *uctNode[M]
	for _, c := range root.children {
		if best == nil || c.visits > best.visits {
			best = c
		}
	}
	if best == nil {
		var none M
		return none, false
	}
	return best.move, true
}

func (u *uct[M]) iterate(root *uctNode[M]) {
	u.path = append(u.path[:0], root)
	node := root
	for !u.g.status().Over {
		if !node.expanded {
			u.expand(node)
		}
		next := u.descend(node)
		if next == nil {
			break
		}
		u.g.play(next.move)
		u.played++
		u.path = append(u.path, next)
		node = next
		if next.visits == 0 && !next.chance {
			break
		}
	}
	reward := u.playout()
	for _, n := range u.path {
		n.visits++
		for s, r := range reward {
			n.reward[s] += r
		}
	}
	for ; u.played > 0; u.played-- {
		u.g.undo()
	}
}

// descend picks the child to follow: a face of the die at random, an
// untried move, or the best by UCB1.
func (u *uct[M]) descend(node *uctNode[M]) *uctNode[M] {
	switch {
	case node.chance:
		return node.children[u.rng.IntN(len(node.children))]
	case len(node.untried) > 0:
		k := u.rng.IntN(len(node.untried))
		m := node.untried[k]
		node.untried[k] = node.untried[len(node.untried)-1]
		node.untried = node.untried[:len(node.untried)-1]
		next := &uctNode[M]{move: m, reward: make([]float64, u.g.seats())}
		node.children = append(node.children, next)
		return next
	case len(node.children) == 0:
		return nil
	}
	seat := u.g.turn()
	logN := math.Log(node.visits)
	var best *uctNode[M]
	bestScore := math.Inf(-1)
	for _, c := range node.children {
		score := c.reward[seat]/c.visits + u.c*math.Sqrt(logN/c.visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// expand lists a node's moves; a move that wins at once is the only one
// kept.
func (u *uct[M]) expand(n *uctNode[M]) {
	n.expanded = true
	u.buf = u.g.moves(u.buf[:0])
	if u.g.turn() == rules.Chance {
		n.chance = true
		for _, m := range u.buf {
			n.children = append(n.children, &uctNode[M]{move: m, reward: make([]float64, u.g.seats())})
		}
		return
	}
	if m, ok := u.winning(u.buf); ok {
		n.untried = []M{m}
		return
	}
	n.untried = slices.Clone(u.buf)
}

// winning finds a move among moves that wins at once for the player to
// move.
func (u *uct[M]) winning(moves []M) (M, bool) {
	seat := u.g.turn()
	for _, m := range moves {
		if !u.g.mayWin(m) {
			continue
		}
		u.winChecks++
		if !u.g.play(m) {
			continue
		}
		st := u.g.status()
		u.g.undo()
		if st.Over && slices.Contains(st.Winners, seat) {
			return m, true
		}
	}
	var none M
	return none, false
}

// playout plays random moves (a winning one when there is one) to the
// end and returns each seat's result: 1 for a win, shared among the
// winners; a draw or a game given up shares it among all.
func (u *uct[M]) playout() []float64 {
	n := u.g.seats()
	for plies := 0; ; plies++ {
		st := u.g.status()
		if st.Over || plies >= u.maxPlies {
			return u.score(st, n)
		}
		u.buf = u.g.moves(u.buf[:0])
		if len(u.buf) == 0 {
			return u.score(st, n)
		}
		m, ok := u.buf[0], false
		if u.g.turn() != rules.Chance && u.g.playoutWins() {
			m, ok = u.winning(u.buf)
		}
		if !ok {
			m = u.buf[u.rng.IntN(len(u.buf))]
		}
		u.g.play(m)
		u.played++
	}
}

func (u *uct[M]) score(st rules.Status, n int) []float64 {
	u.result = u.result[:0]
	for s := range n {
		r := 1 / float64(n)
		if st.Over && len(st.Winners) > 0 {
			r = 0
			if slices.Contains(st.Winners, s) {
				r = 1 / float64(len(st.Winners))
			}
		}
		u.result = append(u.result, r)
	}
	return u.result
}

// uctMove runs a reference search on a clone of g: playouts of them when
// above zero, else for the budget.
func uctMove(ctx context.Context, g rules.Game, c float64, playouts int, budget time.Duration, seed uint64) (rules.Move, int) {
	rng := rand.New(rand.NewPCG(seed, 0x0c7))
	switch g := g.Clone().(type) {
	case *sixmaking.Game:
		return runUCT[sixmaking.Move](ctx, sixUCT{g}, c, playouts, budget, rng)
	case *terrace.Game:
		return runUCT[terrace.Move](ctx, terraceUCT{g}, c, playouts, budget, rng)
	case *terachess.Game:
		return runUCT[terachess.Move](ctx, terachessUCT{g}, c, playouts, budget, rng)
	default:
		return runUCT[rules.Move](ctx, anyUCT{g}, c, playouts, budget, rng)
	}
}

func runUCT[M interface {
	comparable
	rules.Move
}](ctx context.Context, g uctGame[M], c float64, playouts int, budget time.Duration, rng *rand.Rand) (rules.Move, int) {
	u := &uct[M]{g: g, c: c, rng: rng, maxPlies: uctMaxPlies}
	m, ok := u.run(ctx, playouts, budget)
	if !ok {
		return nil, u.playouts
	}
	return m, u.playouts
}

// The games for the reference player.

type sixUCT struct{ g *sixmaking.Game }

func (a sixUCT) seats() int                                  { return 2 }
func (a sixUCT) turn() int                                   { return a.g.Turn() }
func (a sixUCT) moves(buf []sixmaking.Move) []sixmaking.Move { return a.g.AppendMoves(buf) }
func (a sixUCT) play(m sixmaking.Move) bool                  { return a.g.PlayMove(m) == nil }
func (a sixUCT) undo()                                       { a.g.Undo() }
func (a sixUCT) status() rules.Status                        { return a.g.Status() }
func (a sixUCT) playoutWins() bool                           { return true }

// mayWin: only a move that builds a tower of six or more can end the
// game.
func (a sixUCT) mayWin(m sixmaking.Move) bool {
	return !m.Place && a.g.Height(m.To)+m.Count >= 6
}

type terraceUCT struct{ g *terrace.Game }

func (a terraceUCT) seats() int                              { return a.g.Players() }
func (a terraceUCT) turn() int                               { return a.g.Turn() }
func (a terraceUCT) moves(buf []terrace.Move) []terrace.Move { return a.g.AppendMoves(buf) }
func (a terraceUCT) play(m terrace.Move) bool                { return a.g.PlayMove(m) == nil }
func (a terraceUCT) undo()                                   { a.g.Undo() }
func (a terraceUCT) status() rules.Status                    { return a.g.Status() }
func (a terraceUCT) playoutWins() bool                       { return true }

// mayWin: a capture of a T, or a T onto a goal.
func (a terraceUCT) mayWin(m terrace.Move) bool {
	if victim, ok := a.g.At(m.To); ok && victim.T && m.Capture {
		return true
	}
	mover, _ := a.g.At(m.From)
	return mover.T && m.To == a.g.Goal(mover.Seat)
}

type terachessUCT struct{ g *terachess.Game }

func (a terachessUCT) seats() int { return 2 }
func (a terachessUCT) turn() int  { return a.g.Turn() }
func (a terachessUCT) moves(buf []terachess.Move) []terachess.Move {
	return a.g.AppendLegalMoves(buf)
}
func (a terachessUCT) play(m terachess.Move) bool { return a.g.PlayMove(m) == nil }
func (a terachessUCT) undo()                      { a.g.Undo() }
func (a terachessUCT) status() rules.Status       { return a.g.Status() }

// mayWin: a mate, which costs a look at the replies, so playouts (random
// moves for hundreds of plies) do without.
func (a terachessUCT) mayWin(m terachess.Move) bool { return a.g.Gives(m) == terachess.Checkmate }
func (a terachessUCT) playoutWins() bool            { return false }

// anyUCT is any game through the rules contract (Chess Race).
type anyUCT struct{ g rules.Game }

func (a anyUCT) seats() int                          { return a.g.Players() }
func (a anyUCT) turn() int                           { return a.g.Turn() }
func (a anyUCT) moves(buf []rules.Move) []rules.Move { return append(buf, a.g.Moves()...) }
func (a anyUCT) play(m rules.Move) bool              { return a.g.Play(m) == nil }
func (a anyUCT) undo()                               { a.g.Undo() }
func (a anyUCT) status() rules.Status                { return a.g.Status() }
func (a anyUCT) playoutWins() bool                   { return true }

// mayWin: in Chess Race only a piece going home can win.
func (a anyUCT) mayWin(m rules.Move) bool {
	if rm, ok := m.(chessrace.Move); ok {
		return rm.Finish
	}
	return true
}

// The games' adapters are what the reference player is written for; the
// assertions also let staticcheck see their methods used through the
// generic uctGame (it does not follow a type parameter's methods).
var (
	_ uctGame[sixmaking.Move] = sixUCT{}
	_ uctGame[terrace.Move]   = terraceUCT{}
	_ uctGame[terachess.Move] = terachessUCT{}
	_ uctGame[rules.Move]     = anyUCT{}
)
