package chessraceview

import (
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// The sounds of the moves (what the player's settings change on the board
// is view.BoardAids's and view.BoardTurner's).

// MoveSound is a capture's sound or a plain move's; the die sounds its own
// rolls (view.View).
func (v *View) MoveSound(m rules.Move) sound.Sound {
	if cm, ok := m.(chessrace.Move); ok && cm.Capture {
		return sound.Capture
	}
	return sound.Move
}

var _ view.View = (*View)(nil)
