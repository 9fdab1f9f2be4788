package terachess

import (
	"boardshelf/rules"
)

var _ rules.Game = (*Game)(nil)

// Players is 2: seat 0 is White, seat 1 Black.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move: 0 for White, 1 for Black.
func (g *Game) Turn() int { return int(g.side) }

// Moves lists every legal move (each a Move), none once the game is over.
func (g *Game) Moves() []rules.Move {
	legal := g.LegalMoves()
	out := make([]rules.Move, len(legal))
	for i, m := range legal {
		out[i] = m
	}
	return out
}

// LegalMoves lists every legal move, none once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.ended() {
		return nil
	}
	return g.appendLegal(make([]Move, 0, 256))
}

// AppendLegalMoves appends the legal moves to dst (none once the game is
// over), in the order of LegalMoves. A search lists moves millions of
// times: this spares it the allocations.
func (g *Game) AppendLegalMoves(dst []Move) []Move {
	if g.ended() {
		return dst
	}
	return g.appendLegal(dst)
}

// AppendCandidateMoves appends the moves that follow the pieces' rules,
// some of which may leave the mover's King attacked (none once the game
// is over), in the order of LegalMoves; IsLegal tells those apart. A
// search that is refuted after a few moves, as most of its positions are,
// spares the legality test of the rest.
func (g *Game) AppendCandidateMoves(dst []Move) []Move {
	if g.ended() {
		return dst
	}
	return g.generate(dst)
}

// IsLegal reports whether m, one of the moves AppendCandidateMoves listed
// for this very position, leaves the mover's King unattacked.
func (g *Game) IsLegal(m Move) bool { return g.isLegal(m, g.inCheck()) }

// AppendNoisyMoves appends the legal captures and promotions to dst (none
// once the game is over), in the order of LegalMoves: what a search looks
// at past its horizon, at a fraction of the cost of every move.
func (g *Game) AppendNoisyMoves(dst []Move) []Move {
	if g.ended() {
		return dst
	}
	n := len(dst)
	moves := g.generateNoisy(dst)
	inCheck := g.inCheck()
	legal := moves[:n]
	for _, m := range moves[n:] {
		if g.isLegal(m, inCheck) {
			legal = append(legal, m)
		}
	}
	return legal
}

// ended reports an end that leaves moves on the board: an agreement or
// the third repetition.
func (g *Game) ended() bool { return g.agreement != "" || g.isThirdRepetition() }

// Play applies a Move (found by its from and to squares among the legal
// moves) or a rules.Agreement. On error the game is unchanged.
func (g *Game) Play(move rules.Move) error {
	switch m := move.(type) {
	case rules.Agreement:
		if _, err := m.Leaver(int(g.side), 2, nil); err != nil {
			return err
		}
		if g.Status().Over {
			return rules.Explain("%s: the game is over", m)
		}
		g.agreement = m
		return nil
	case Move:
		return g.PlayMove(m)
	case *Move:
		if m == nil {
			return rules.Explain("no move given")
		}
		return g.PlayMove(*m)
	case nil:
		return rules.Explain("no move given")
	}
	return rules.Explain("%s is not a Terachess move", rules.Quote(move.String()))
}

// PlayMove is Play for a Move, without boxing it in an interface.
func (g *Game) PlayMove(m Move) error {
	if legal, ok := g.LegalMoveBetween(m.From, m.To); ok {
		g.makeMove(legal)
		return nil
	}
	if g.ended() || !g.hasLegalMove() {
		return rules.Explain("%s: the game is over", m)
	}
	return rules.Explain("%s is not a legal move", m)
}

// LegalMoveBetween is the legal move from from to to, if the side to move
// has one (a move is known by its squares: a piece has one promotion at
// most). Only the moves of the piece on from are generated, so a search
// can try a move it remembers before it lists them all.
func (g *Game) LegalMoveBetween(from, to Square) (Move, bool) {
	if g.ended() {
		return Move{}, false
	}
	p := g.board[from]
	if p == NoPiece || p.Color() != g.side {
		return Move{}, false
	}
	var buf [128]Move
	for _, m := range g.generateFrom(buf[:0], from, p) {
		if m.To == to {
			return m, g.isLegal(m, g.inCheck())
		}
	}
	return Move{}, false
}

// PlayListed plays m, which must be one of the moves AppendLegalMoves or
// AppendNoisyMoves listed for this very position, or AppendCandidateMoves
// listed and IsLegal passed, without checking it again: a search plays
// millions of the moves it has just listed.
func (g *Game) PlayListed(m Move) { g.makeMove(m) }

// Undo takes back the last Play, agreement or move; at the start it does
// nothing.
func (g *Game) Undo() {
	switch {
	case g.agreement != "":
		g.agreement = ""
	case len(g.played) > 0:
		g.unmakeMove()
	}
}

// Status says whether the game is over and why: checkmate, stalemate, third
// repetition, resignation or agreed draw.
func (g *Game) Status() rules.Status {
	if g.agreement != "" {
		return g.agreed()
	}
	mover, other := g.side, g.side.Opponent()
	if !g.hasLegalMove() {
		if g.inCheck() {
			return rules.Status{Over: true, Winners: []int{int(other)}, End: rules.Ended(rules.Checkmate, int(other), int(mover)),
				Reason: "checkmate: " + other.String() + " wins"}
		}
		return rules.Status{Over: true, End: rules.Ended(rules.Stalemate, int(mover), -1), Reason: "stalemate: draw"}
	}
	if g.isThirdRepetition() {
		return rules.Status{Over: true, End: rules.Ended(rules.Repetition, -1, -1), Reason: "third repetition: draw"}
	}
	return rules.Status{}
}

// agreed is the Status of a game the players ended by their word: a draw,
// or a resignation (of the side to move, or of the side named) or a time
// run out, which the other side wins.
func (g *Game) agreed() rules.Status {
	seat, _ := g.agreement.Leaver(int(g.side), 2, nil)
	if seat < 0 {
		return rules.Status{Over: true, End: rules.Ended(rules.DrawAgreed, -1, -1), Reason: "draw agreed"}
	}
	loser := Color(seat)
	end, why := g.agreement.Leaving(seat, loser.String())
	return rules.Status{Over: true, Winners: []int{int(loser.Opponent())}, End: end, Reason: why}
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() rules.Game { return g.Copy() }

// Copy is Clone with its concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.played = append([]undoRecord(nil), g.played...)
	return &c
}
