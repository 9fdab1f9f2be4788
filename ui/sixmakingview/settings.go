package sixmakingview

import (
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// The sounds of the moves (what the player's settings change on the board
// is view.BoardAids's and view.BoardTurner's).

// MoveSound is a disk's sound set down from the reserve, or a tower's
// moving (view.View).
func (v *View) MoveSound(m rules.Move) sound.Sound {
	if sm, ok := m.(sixmaking.Move); ok && sm.Place {
		return sound.DiskPlaced
	}
	return sound.Move
}

var _ view.View = (*View)(nil)
