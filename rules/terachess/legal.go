package terachess

// isLegal reports whether the pseudo-legal move m leaves the mover's King
// unattacked. inCheck says whether that King is attacked now.
//
// When the King is not in check, a move by another piece (not en passant)
// changes only two squares, and neither can let a leaper in: only the lines
// through the King that pass over the vacated square, or over the newly
// occupied one (a new screen for a hopper), need a look.
func (g *Game) isLegal(m Move, inCheck bool) bool {
	them := g.side.Opponent()
	if m.Piece.Kind() == King {
		g.board[m.From] = NoPiece // the King must not shield its own new square
		attacked := g.attacked(m.To, them)
		g.board[m.From] = m.Piece
		return !attacked
	}
	king := g.kings[g.side]
	if !inCheck && !m.EnPassant {
		fromDir, toDir := lineDir(king, m.From), -1
		if m.Captured == NoPiece {
			toDir = lineDir(king, m.To)
		}
		if fromDir < 0 && toDir < 0 {
			return true
		}
		saved := g.board[m.To]
		g.board[m.From], g.board[m.To] = NoPiece, m.Piece
		exposed := fromDir >= 0 && g.lineAttacked(king, fromDir, them) ||
			toDir >= 0 && toDir != fromDir && g.lineAttacked(king, toDir, them)
		g.board[m.From], g.board[m.To] = m.Piece, saved
		return !exposed
	}
	at := m.captureSquare()
	saved := g.board[m.To]
	g.board[m.From], g.board[at], g.board[m.To] = NoPiece, NoPiece, m.Piece
	exposed := g.attacked(king, them)
	g.board[at], g.board[m.To], g.board[m.From] = m.Captured, saved, m.Piece
	return !exposed
}

// appendLegal appends the legal moves of the side to move to dst.
func (g *Game) appendLegal(dst []Move) []Move {
	n := len(dst)
	moves := g.generate(dst)
	inCheck := g.inCheck()
	legal := moves[:n]
	for _, m := range moves[n:] {
		if g.isLegal(m, inCheck) {
			legal = append(legal, m)
		}
	}
	return legal
}

// hasLegalMove reports whether the side to move can move at all.
func (g *Game) hasLegalMove() bool {
	moves := g.generate(make([]Move, 0, 256))
	inCheck := g.inCheck()
	for _, m := range moves {
		if g.isLegal(m, inCheck) {
			return true
		}
	}
	return false
}
