package terrace

import "boardshelf/rules"

// Moves out of turn are for a search, never for play. Best-reply search
// (Schadd and Winands) lets only the opponent with the most damaging reply
// move between two moves of the seat it plays for, so that with three or
// four players that seat sees its own next move two plies on rather than
// four. It needs every seat's moves in the same position, and a way to play
// one of them out of turn.

// AppendMovesOf appends to dst the legal moves seat would have if it were
// to move now.
func (g *Game) AppendMovesOf(seat int, dst []Move) []Move {
	if g.result != nil || seat < 0 || seat >= g.players || g.out[seat] {
		return dst
	}
	for i, pc := range g.board {
		if pc.Size > 0 && pc.Seat == seat {
			dst = g.movesFrom(i, dst)
		}
	}
	return dst
}

// MoveOf is the move of seat's piece on from to to, if AppendMovesOf lists
// it: a search can try a move it remembers before it lists them all.
func (g *Game) MoveOf(seat int, from, to Square) (Move, bool) {
	n := g.geo.n
	if g.result != nil || seat < 0 || seat >= g.players || g.out[seat] || !OnBoard(n, from) || !OnBoard(n, to) {
		return Move{}, false
	}
	i := g.geo.index(from)
	if pc := g.board[i]; pc.Size == 0 || pc.Seat != seat {
		return Move{}, false
	}
	var buf [64]Move
	for _, m := range g.movesFrom(i, buf[:0]) {
		if m.To == to {
			return m, true
		}
	}
	return Move{}, false
}

// AppendNoisyMovesOf appends the moves of AppendMovesOf that a search
// follows past its horizon: the captures, and the T's moves onto its goal,
// in the same order. Only the T's moves along the terraces are looked
// at, the dear part of listing every move.
func (g *Game) AppendNoisyMovesOf(seat int, dst []Move) []Move {
	if g.result != nil || seat < 0 || seat >= g.players || g.out[seat] {
		return dst
	}
	goal := g.goals[seat]
	for i, pc := range g.board {
		switch {
		case pc.Size == 0 || pc.Seat != seat:
		case pc.T:
			n := len(dst)
			dst = g.movesFrom(i, dst)
			kept := dst[:n]
			for _, m := range dst[n:] {
				if m.Capture || m.To == goal {
					kept = append(kept, m)
				}
			}
			dst = kept
		default:
			dst = g.capturesFrom(i, dst)
		}
	}
	return dst
}

// PlayOutOfTurn plays m for the seat whose piece stands on m.From, as if
// that seat were to move, then hands the move to next (or, if next is out,
// to the first seat after it still in). Undo takes it back and gives the
// move back to the seat that had it.
func (g *Game) PlayOutOfTurn(m Move, next int) error {
	pc, ok := g.At(m.From)
	if !ok || next < 0 || next >= g.players {
		return rules.Explain("%s is not a legal move", m)
	}
	before := g.turn
	g.turn = pc.Seat
	if err := g.PlayMove(m); err != nil {
		g.turn = before
		return err
	}
	g.handOn(before, next)
	return nil
}

// PlayListedOutOfTurn is PlayOutOfTurn for a move AppendMovesOf listed for
// this very position, unchecked (see PlayListed).
func (g *Game) PlayListedOutOfTurn(m Move, next int) {
	before := g.turn
	g.turn = g.board[g.geo.index(m.From)].Seat
	g.move(m)
	g.handOn(before, next)
}

// handOn gives the move, after one played out of turn, to next or the
// first seat after it still in; before is the seat Undo gives it back to.
func (g *Game) handOn(before, next int) {
	g.history[len(g.history)-1].resume = before
	if g.result == nil {
		g.turn = next
		if g.out[next] {
			g.passTurn()
		}
	}
}
