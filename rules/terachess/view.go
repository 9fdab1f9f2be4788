package terachess

// The view's questions about a position. None of them changes the game.

// PieceAt is the piece on s, or NoPiece.
func (g *Game) PieceAt(s Square) Piece { return g.board[s] }

// SideToMove is the colour to move.
func (g *Game) SideToMove() Color { return g.side }

// InCheck reports whether the side to move has its King attacked.
func (g *Game) InCheck() bool { return g.inCheck() }

// Attacked reports whether a piece of colour by could capture on s as the
// pieces stand: a search asks it to tell a capture whose piece can be
// taken back from one that wins material.
func (g *Game) Attacked(s Square, by Color) bool { return g.attacked(s, by) }

// KingSquare is where the King of colour c stands.
func (g *Game) KingSquare(c Color) Square { return g.kings[c] }

// EnPassant is the square a Pawn, Corporal or Prince passed over with a
// double step on the last move, where the side to move may capture it with
// a Pawn or Corporal.
func (g *Game) EnPassant() (Square, bool) { return g.ep, g.hasEP }

// LastMove is the last move played on the board, if any.
func (g *Game) LastMove() (Move, bool) {
	if len(g.played) == 0 {
		return Move{}, false
	}
	return g.played[len(g.played)-1].move, true
}

// History lists the moves played on the board, oldest first.
func (g *Game) History() []Move {
	moves := make([]Move, len(g.played))
	for i, u := range g.played {
		moves[i] = u.move
	}
	return moves
}

// MovesFrom lists the legal moves of the piece on s (none if it is not the
// side to move's, or the game is over).
func (g *Game) MovesFrom(s Square) []Move {
	p := g.board[s]
	if p == NoPiece || p.Color() != g.side || g.agreement != "" || g.isThirdRepetition() {
		return nil
	}
	moves := g.generateFrom(nil, s, p)
	inCheck := g.inCheck()
	legal := moves[:0]
	for _, m := range moves {
		if g.isLegal(m, inCheck) {
			legal = append(legal, m)
		}
	}
	return legal
}

// Hash identifies the position for the repetition rule: the pieces on their
// squares and the side to move (en passant does not count).
func (g *Game) Hash() uint64 { return g.hash }

// SearchKey is Hash with the en-passant square added, for a search's
// transposition table, where en passant changes the moves available.
func (g *Game) SearchKey() uint64 {
	if g.hasEP {
		return g.hash ^ zobristEP[g.ep]
	}
	return g.hash
}

// Repetitions counts how often the current position has occurred in this
// game, itself included.
func (g *Game) Repetitions() int { return g.repetitions() }
