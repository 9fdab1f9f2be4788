package main

import (
	"context"
	"math/rand/v2"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// The reference best-first minimax player for Terachess (Korf and
// Chickering's best-first minimax, the kind of search Jocly's computer
// runs): the whole tree stays in memory; each step follows the principal
// variation down to its leaf, expands that leaf (every legal move, each
// child scored by a static evaluation of material and advancement), and
// backs the minimax values up. A node is one expansion (one position
// whose moves are listed and scored, as Jocly counts them), so 60,000
// nodes score some nine million positions.

// bfNode is a position of the tree, valued for the side to move there;
// its children are nodes[first:first+count] of the tree.
type bfNode struct {
	move  terachess.Move
	value int32
	first int32 // 0 until expanded; -1 expanded without moves
	count int32
}

const (
	bfMate      = 1_000_000
	bfMateBound = bfMate - 10_000
)

// bfValue is each kind's material at Jocly's values (a Pawn 0.5, an Amazon
// 10.2), in hundredths.
var bfValue = [...]int{
	terachess.King: 0, terachess.Queen: 830, terachess.Rook: 500, terachess.Bishop: 340,
	terachess.Knight: 200, terachess.Pawn: 50, terachess.Corporal: 80, terachess.Prince: 220,
	terachess.Amazon: 1020, terachess.Marshall: 690, terachess.Cardinal: 530,
	terachess.Elephant: 200, terachess.Machine: 220, terachess.Lion: 600,
	terachess.Antelope: 370, terachess.Camel: 200, terachess.Bull: 170,
	terachess.Buffalo: 540, terachess.Cannon: 500, terachess.Bow: 330, terachess.Star: 820,
	terachess.Ship: 440, terachess.Eagle: 840, terachess.Rhinoceros: 610,
}

// bfWorth is a piece on a square for its own side: material, and foot
// soldiers' progress towards promotion.
func bfWorth(p terachess.Piece, s terachess.Square) int {
	v := bfValue[p.Kind()]
	switch p.Kind() {
	case terachess.Pawn, terachess.Corporal, terachess.Prince:
		rank := s.Rank()
		if p.Color() == terachess.Black {
			rank = terachess.Size - 1 - rank
		}
		v += 4 * rank
	}
	return v
}

// bfGain is what m changes in the evaluation for the side making it.
func bfGain(m terachess.Move) int {
	placed := m.Piece
	if m.Promotion != terachess.NoKind {
		placed = terachess.NewPiece(m.Piece.Color(), m.Promotion)
	}
	g := bfWorth(placed, m.To) - bfWorth(m.Piece, m.From)
	if m.Captured != terachess.NoPiece {
		at := m.To
		if m.EnPassant {
			at = terachess.SquareAt(m.To.File(), m.From.Rank())
		}
		g += bfWorth(m.Captured, at)
	}
	return g
}

// bestFirst searches g (which it plays on and restores) for a number of
// expansions and returns the best move.
type bestFirst struct {
	g     *terachess.Game
	rng   *rand.Rand
	nodes []bfNode
	steps int
	buf   []terachess.Move
	path  []int32
}

func (b *bestFirst) evaluate() int {
	score := 0
	for s := range terachess.Size * terachess.Size {
		sq := terachess.Square(s)
		if p := b.g.PieceAt(sq); p != terachess.NoPiece {
			if p.Color() == b.g.SideToMove() {
				score += bfWorth(p, sq)
			} else {
				score -= bfWorth(p, sq)
			}
		}
	}
	return score
}

// expand scores every child of node n, the position on the board, whose
// value for the side to move is v.
func (b *bestFirst) expand(n int32, v int) {
	b.steps++
	b.buf = b.g.AppendLegalMoves(b.buf[:0])
	if len(b.buf) == 0 {
		b.nodes[n].first, b.nodes[n].value = -1, 0
		if b.g.InCheck() {
			b.nodes[n].value = -bfMate
		}
		return
	}
	// Equal moves are tried in a random order, so that ties go either way.
	b.rng.Shuffle(len(b.buf), func(i, j int) { b.buf[i], b.buf[j] = b.buf[j], b.buf[i] })
	first := int32(len(b.nodes))
	for _, m := range b.buf {
		b.nodes = append(b.nodes, bfNode{move: m, value: int32(-(v + bfGain(m)))})
	}
	b.nodes[n].first, b.nodes[n].count = first, int32(len(b.buf))
	b.nodes[n].value = b.backUp(n)
}

// backUp is a node's negamax value from its children; mates further away
// count for less.
func (b *bestFirst) backUp(n int32) int32 {
	nd := b.nodes[n]
	best := int32(-bfMate - 1)
	for c := nd.first; c < nd.first+nd.count; c++ {
		best = max(best, -b.nodes[c].value)
	}
	switch {
	case best > bfMateBound:
		best--
	case best < -bfMateBound:
		best++
	}
	return best
}

// bestChild is the child of n best for the side to move there.
func (b *bestFirst) bestChild(n int32) int32 {
	nd := b.nodes[n]
	best := nd.first
	for c := nd.first + 1; c < nd.first+nd.count; c++ {
		if b.nodes[c].value < b.nodes[best].value {
			best = c
		}
	}
	return best
}

// step expands the leaf at the end of the principal variation. It
// reports false when that line ends the game: the search has nothing more
// to learn.
func (b *bestFirst) step(rootValue int) bool {
	b.path = append(b.path[:0], 0)
	node, v := int32(0), rootValue
	defer func() {
		for range len(b.path) - 1 {
			b.g.Undo()
		}
	}()
	for b.nodes[node].first != 0 {
		if b.nodes[node].first < 0 {
			return false
		}
		c := b.bestChild(node)
		// Listed when its parent was expanded, in this very position.
		m := b.nodes[c].move
		b.g.PlayListed(m)
		v = -(v + bfGain(m))
		node = c
		b.path = append(b.path, node)
	}
	if b.g.Repetitions() >= 2 {
		b.nodes[node].first, b.nodes[node].value = -1, 0 // a repetition: a draw
	} else {
		b.expand(node, v)
	}
	for i := len(b.path) - 2; i >= 0; i-- {
		b.nodes[b.path[i]].value = b.backUp(b.path[i])
	}
	return true
}

// bfTrees keeps the trees of earlier searches for their memory: a tree of
// 60,000 nodes holds some six million children, and growing it afresh for
// every move took a third of the search's time. (A sync.Pool would not
// do: the tree's own growth sets off the collections that empty it.)
var bfTrees = make(chan []bfNode, 8)

func bestFirstMove(ctx context.Context, g rules.Game, nodes int, seed uint64) (rules.Move, int) {
	tc, ok := g.Clone().(*terachess.Game)
	if !ok {
		return nil, 0
	}
	var tree []bfNode
	select {
	case tree = <-bfTrees:
	default:
	}
	b := &bestFirst{g: tc, rng: rand.New(rand.NewPCG(seed, 0xbf)), nodes: append(tree[:0], bfNode{})}
	defer func() {
		select {
		case bfTrees <- b.nodes:
		default:
		}
	}()
	v := b.evaluate()
	b.expand(0, v)
	for b.steps < nodes && ctx.Err() == nil {
		if !b.step(v) {
			break
		}
	}
	if b.nodes[0].first <= 0 {
		return nil, b.steps
	}
	return b.nodes[b.bestChild(0)].move, b.steps
}
