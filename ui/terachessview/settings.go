package terachessview

import (
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// The sounds of the moves (what the player's settings change on the board
// is view.BoardAids's and view.BoardTurner's).

// MoveSound is a capture's sound or a plain move's (view.View).
func (v *View) MoveSound(m rules.Move) sound.Sound {
	if tm, ok := m.(terachess.Move); ok && tm.IsCapture() {
		return sound.Capture
	}
	return sound.Move
}

var _ view.View = (*View)(nil)
