package terraceview

import (
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// The sounds of the moves (what the player's settings change on the board
// is view.BoardAids's and view.BoardTurner's).

// MoveSound is a capture's sound, a climb's or a descent's, or a plain
// move's along a terrace (view.View).
func (v *View) MoveSound(m rules.Move) sound.Sound { return MoveSound(v.game, m) }

// MoveSound is the sound of a move of Terrace, for the flat board and the
// relief alike.
func MoveSound(g *terrace.Game, m rules.Move) sound.Sound {
	tm, ok := m.(terrace.Move)
	if !ok {
		return sound.Move
	}
	from, to := terrace.Level(g.Size(), tm.From), terrace.Level(g.Size(), tm.To)
	switch {
	case tm.Capture:
		return sound.Capture
	case to > from:
		return sound.Climb
	case to < from:
		return sound.Descend
	}
	return sound.Move
}

// SeatSides are the sides of the table the seats play from, as turns of
// the board: the side their pieces start nearest to.
func SeatSides(g *terrace.Game) []int {
	start := g.Clone().(*terrace.Game)
	for len(start.History()) > 0 {
		start.Undo()
	}
	n := start.Size()
	pieces := make([][]board.Square, start.Players())
	for f := range n {
		for r := range n {
			if pc, ok := start.At(terrace.Square{File: f, Rank: r}); ok {
				pieces[pc.Seat] = append(pieces[pc.Seat], board.Square{File: f, Rank: r})
			}
		}
	}
	sides := make([]int, len(pieces))
	for seat := range sides {
		sides[seat] = board.TurnToward(n, n, pieces[seat])
	}
	return sides
}

var _ view.View = (*View)(nil)
