package chessrace

import "slices"

// Refusal is why a square offers the player to move no piece to move as a
// figure: the fact of the rules a view words when a click there does
// nothing.
type Refusal int8

const (
	NotRefused   Refusal = iota // a piece there, or one entering there, moves as the figure
	CapturerOnly                // after a capture only the capturing piece moves (MustMove says where)
	CannotEnter                 // a waiting piece cannot enter on this empty ribbon as the figure
	NothingThere                // the square holds no piece
	Covered                     // the player's piece there is covered by another player's
	NotYours                    // the piece on top there is another player's (the top of Stack)
	NoMoveAs                    // the player's piece there has no move as the figure
)

// WhyNot says why the player to move has no move from square s as figure
// f (the figure rolled, or the one two promotion halves are spent on).
func (g *Game) WhyNot(s Square, f Figure) Refusal {
	for _, m := range g.legalMoves() {
		if m.Kind == PieceMove && m.From == s && m.Figure == f {
			return NotRefused
		}
	}
	seat := g.st.seat
	stack := g.Stack(s)
	mine := slices.Contains(stack, seat)
	must, mustMove := g.MustMove()
	switch {
	case mustMove && s != must:
		return CapturerOnly
	case stack == nil && g.track.Kind(s) == Ribbon && g.Waiting(seat) > 0:
		return CannotEnter
	case stack == nil:
		return NothingThere
	case mine && stack[len(stack)-1] != seat:
		return Covered
	case !mine:
		return NotYours
	}
	return NoMoveAs
}
