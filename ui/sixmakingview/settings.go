package sixmakingview

import (
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
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

// MoveSound is a disk's sound set down from the reserve, or a tower's
// moving (view.Sounder).
func (v *View) MoveSound(m rules.Move) sound.Sound {
	if sm, ok := m.(sixmaking.Move); ok && sm.Place {
		return sound.DiskPlaced
	}
	return sound.Move
}

var (
	_ view.AidsFollower = (*View)(nil)
	_ view.Sounder      = (*View)(nil)
	_ view.Turner       = (*View)(nil)
)
