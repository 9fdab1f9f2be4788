// Package terachess implements Terachess (Jean-Louis Cazaux, 2017), a chess
// variant with 24 kinds of piece on a 16x16 board, as docs/rules/terachess.md
// sets out the rules this package plays (every decision on what the rulebook
// leaves open, and the reference counts), so that games agree move for move
// with Jocly.
//
// *Game meets rules.Game. Beyond that it offers the view and the computer
// player what they need: the pieces on the squares, the legal moves from a
// square, check, the last move, position keys and a fast Perft.
package terachess

import (
	"boardshelf/rules"
)

// Game is a game of Terachess in progress. Make one with New or ParseFEN;
// the zero value is not a position.
type Game struct {
	board   [256]Piece
	side    Color
	ep      Square // the square a double step just passed over, if hasEP
	hasEP   bool
	kings   [2]Square
	counts  [2][kindLimit]int16
	present [2]kindSet // kinds each side has on the board, to skip attack tests
	hash    uint64     // pieces and side to move: the repetition identity

	// reversible counts the plies since the last capture, promotion or Pawn
	// or Corporal move; no position from before it can recur.
	reversible int
	played     []undoRecord    // the board moves played, oldest first
	agreement  rules.Agreement // the agreement that ended the game (a resignation, draw or time run out), else ""

	// check is whether the side to move is in check, once asked: listing
	// the moves asks it, and so do a search and the view of the same
	// position, and the answer is dear.
	check checkState
}

// checkState is what is known of a check: not yet asked, no or yes.
type checkState int8

const (
	checkUnknown checkState = iota
	checkNo
	checkYes
)

// undoRecord is what makeMove must remember for unmakeMove.
type undoRecord struct {
	move       Move
	ep         Square
	hasEP      bool
	hash       uint64
	reversible int
	check      checkState
}

// New returns the starting position, White to move.
func New() *Game {
	g, err := ParseFEN(StartFEN)
	if err != nil {
		panic("terachess: the start position does not parse: " + err.Error())
	}
	return g
}

func (g *Game) addPiece(s Square, p Piece) {
	g.board[s] = p
	g.hash ^= zobristPiece[pieceIndex(p)][s]
	g.addCount(p)
	if p.Kind() == King {
		g.kings[p.Color()] = s
	}
}

func (g *Game) addCount(p Piece) {
	c, k := p.Color(), p.Kind()
	g.counts[c][k]++
	g.present[c] |= 1 << k
}

func (g *Game) removeCount(p Piece) {
	c, k := p.Color(), p.Kind()
	if g.counts[c][k]--; g.counts[c][k] == 0 {
		g.present[c] &^= 1 << k
	}
}

// makeMove plays a pseudo-legal move, keeping the hash, counts, King squares
// and en-passant square up to date.
func (g *Game) makeMove(m Move) {
	g.played = append(g.played, undoRecord{m, g.ep, g.hasEP, g.hash, g.reversible, g.check})
	g.check = checkUnknown
	h := g.hash ^ zobristBlack
	g.board[m.From] = NoPiece
	h ^= zobristPiece[pieceIndex(m.Piece)][m.From]
	if m.Captured != NoPiece {
		at := m.captureSquare()
		g.board[at] = NoPiece
		h ^= zobristPiece[pieceIndex(m.Captured)][at]
		g.removeCount(m.Captured)
	}
	placed := m.placed()
	if m.Promotion != NoKind {
		g.removeCount(m.Piece)
		g.addCount(placed)
	}
	g.board[m.To] = placed
	h ^= zobristPiece[pieceIndex(placed)][m.To]
	kind := m.Piece.Kind()
	if kind == King {
		g.kings[g.side] = m.To
	}
	g.hasEP = m.Promotion == NoKind && m.isDoubleStep()
	g.ep = 0
	if g.hasEP {
		g.ep = Square((int(m.From) + int(m.To)) / 2)
	}
	if m.Captured != NoPiece || m.Promotion != NoKind || kind == Pawn || kind == Corporal {
		g.reversible = 0
	} else {
		g.reversible++
	}
	g.side ^= 1
	g.hash = h
}

// unmakeMove takes back the last makeMove exactly.
func (g *Game) unmakeMove() {
	last := len(g.played) - 1
	u := g.played[last]
	g.played = g.played[:last]
	m := u.move
	g.side ^= 1
	g.board[m.To] = NoPiece
	if m.Promotion != NoKind {
		g.removeCount(m.placed())
		g.addCount(m.Piece)
	}
	if m.Captured != NoPiece {
		g.board[m.captureSquare()] = m.Captured
		g.addCount(m.Captured)
	}
	g.board[m.From] = m.Piece
	if m.Piece.Kind() == King {
		g.kings[g.side] = m.From
	}
	g.ep, g.hasEP, g.hash, g.reversible, g.check = u.ep, u.hasEP, u.hash, u.reversible, u.check
}

// repetitions counts how often the current position has occurred, itself
// included. Only positions since the last irreversible move can match.
func (g *Game) repetitions() int {
	n := 1
	for back := 2; back <= g.reversible; back += 2 {
		if g.played[len(g.played)-back].hash == g.hash {
			n++
		}
	}
	return n
}

func (g *Game) isThirdRepetition() bool { return g.repetitions() >= 3 }
