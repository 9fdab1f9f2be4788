package chessraceview

import (
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// What the player's settings change on the board, and the sounds of the
// moves.

// SetAids shows the marks of the moves, the coordinates and the last move
// as the player's settings ask (view.AidsFollower).
func (v *View) SetAids(a view.Aids) {
	if view.ShowAids(v.board, a) || a.HideLastMove != v.hideLast {
		v.hideLast = a.HideLastMove
		v.Update()
		v.board.Refresh()
	}
}

// MoveSound is a capture's sound or a plain move's; the die sounds its own
// rolls (view.Sounder).
func (v *View) MoveSound(m rules.Move) sound.Sound {
	if cm, ok := m.(chessrace.Move); ok && cm.Capture {
		return sound.Capture
	}
	return sound.Move
}

var (
	_ view.AidsFollower = (*View)(nil)
	_ view.Sounder      = (*View)(nil)
	_ view.Turner       = (*View)(nil)
)
