package terachess

// Move is one move on the board. From and To alone identify every legal
// move; the other fields describe it for display and for taking it back.
type Move struct {
	From, To  Square
	Piece     Piece // the piece that moves, as it was before moving
	Captured  Piece // the piece taken, or NoPiece
	Promotion Kind  // what the piece becomes on its last rank, or NoKind
	EnPassant bool  // Captured stood beside To, having just stepped over it
}

// String is the move's notation: from-square then to-square, e.g. "h4h6".
func (m Move) String() string { return m.From.String() + m.To.String() }

// Squares writes the move out for people, but for the piece that moves
// (a view names it before, in its language): its squares joined by "-"
// or, for a capture, "x", and a promotion or en-passant mark where they
// apply ("d3-e5", "h15-h16=Q", "g12xh11 ep"). With 24 kinds of piece the
// squares alone say too little: "Knight d3-e5".
func (m Move) Squares() string {
	sep := "-"
	if m.IsCapture() {
		sep = "x"
	}
	s := m.From.String() + sep + m.To.String()
	if m.Promotion != NoKind {
		s += "=" + string(m.Promotion.Letter())
	}
	if m.EnPassant {
		s += " ep"
	}
	return s
}

// IsCapture reports whether the move takes a piece.
func (m Move) IsCapture() bool { return m.Captured != NoPiece }

// captureSquare is where the captured piece stood.
func (m Move) captureSquare() Square {
	if m.EnPassant {
		return Square(int(m.To) - forward(m.Piece.Color()))
	}
	return m.To
}

// placed is the piece that stands on To after the move.
func (m Move) placed() Piece {
	if m.Promotion != NoKind {
		return NewPiece(m.Piece.Color(), m.Promotion)
	}
	return m.Piece
}

// isDoubleStep reports a Pawn's, Corporal's or Prince's two-square step,
// which gives the opponent the right to capture en passant.
func (m Move) isDoubleStep() bool {
	switch m.Piece.Kind() {
	case Pawn, Corporal, Prince:
		d := int(m.To) - int(m.From)
		return d == 2*Size || d == -2*Size
	}
	return false
}
