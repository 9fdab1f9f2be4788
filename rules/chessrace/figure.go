package chessrace

// Figure is a face of the chess die: the way a piece moves this turn.
type Figure int8

const (
	NoFigure Figure = iota
	Pawn
	Rook
	Bishop
	Knight
	Queen
	King
)

// faces are the die's six faces in the order Moves lists the rolls.
var faces = [...]Figure{Pawn, Rook, Bishop, Knight, Queen, King}

// Letter is the figure's letter in the notation: P R B N Q K.
func (f Figure) Letter() string {
	if f < Pawn || f > King {
		return "?"
	}
	return string("PRBNQK"[f-Pawn])
}

func (f Figure) String() string {
	return nameOf(f, "none", "pawn", "rook", "bishop", "knight", "queen", "king")
}

// nameOf is names[v], or "?" for a value out of range, so that a malformed
// value from a caller prints instead of failing.
func nameOf[T ~int8](v T, names ...string) string {
	if v < 0 || int(v) >= len(names) {
		return "?"
	}
	return names[v]
}
