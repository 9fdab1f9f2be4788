package view

import "boardshelf/ui/board"

// What the views drawn on a board.Board share of the player's settings:
// the aids shown and the turns of the board.

// BoardAids is the AidsFollower of a view drawn on Board: the board
// leaves out the marks and the coordinates itself, and the view reads
// HideLastMove when it lights the last move; Redraw is the view's Update.
type BoardAids struct {
	Board        *board.Board
	Redraw       func()
	HideLastMove bool
}

// SetAids shows the board's aids as the player's settings ask.
func (b *BoardAids) SetAids(a Aids) {
	if b.Board.HideMarks == a.HideMoves && b.Board.HideCoordinates == a.HideCoordinates && b.HideLastMove == a.HideLastMove {
		return
	}
	b.Board.HideMarks, b.Board.HideCoordinates, b.HideLastMove = a.HideMoves, a.HideCoordinates, a.HideLastMove
	b.Redraw()
	b.Board.Refresh()
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

var (
	_ Turner       = BoardTurner{}
	_ AidsFollower = (*BoardAids)(nil)
)
