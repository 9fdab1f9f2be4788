package view

import "boardshelf/ui/board"

// What the views drawn on a board.Board share of the player's settings:
// the aids shown and the turns of the board.

// ShowAids sets the marks of the moves and the coordinates of b as the
// aids ask (the last move's light is each view's own to leave out), and
// reports whether they changed.
func ShowAids(b *board.Board, a Aids) bool {
	if b.HideMarks == a.HideMoves && b.HideCoordinates == a.HideCoordinates {
		return false
	}
	b.HideMarks, b.HideCoordinates = a.HideMoves, a.HideCoordinates
	return true
}

// BoardTurner is the Turner of a view drawn on Board: Step quarter turns
// at a time, and Sides, when set, the turn that shows the board from a
// seat's side.
type BoardTurner struct {
	Board *board.Board
	Step  int
	Sides func(seat int) int
}

func (t BoardTurner) TurnStep() int   { return t.Step }
func (t BoardTurner) Turned() int     { return t.Board.Turn() }
func (t BoardTurner) SetTurned(q int) { t.Board.SetTurn(q) }
func (t BoardTurner) SeatTurn(seat int) int {
	if t.Sides == nil {
		return -1
	}
	return t.Sides(seat)
}

var _ Turner = BoardTurner{}
