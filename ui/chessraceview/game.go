package chessraceview

import (
	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Game describes Chess Race to the shell: the picker, the help and the play
// screen know it by this. Its words are the English; the shell translates
// them under the game's keys ("chessrace.howto", see view.Game.LocalHowTo).
var Game = view.Game{
	ID:      "chessrace",
	Name:    "Chess Race",
	Tagline: "Race three pieces round the track as the chess die commands. 2-4 players.",
	HowTo: `Race your three pieces once round the track, counter-clockwise, from the starting ribbons back to them. The first player with all three pieces in the winner's circle wins.

At the start each player puts one piece on an empty starting ribbon (the squares on the red band). Then, each turn:
• Roll the die (Roll, a click on the die, or Space). Its faces are chess figures.
• Move one of your pieces as that figure, or enter a waiting piece: it goes on any of the four ribbons, even one where a piece stands (that piece stays where it is), and moves from there. Faded pieces on the ribbons show where one may enter.
• Pawn: one step forward (two on its first move off a ribbon), or one step diagonally forward to capture; on the curves (flowers) both ways count as forward. Each pawn move earns a promotion half (at most two).
• Rook, bishop, queen: any distance in a line. They pass your own pieces, but not another player's piece (they may capture it), the block or a mud tile. Knight: one step straight then one diagonally outward, jumping over pieces and tiles; the square of its straight step must be track (never the pool, the stones, the winner's circle or off the board), and it never lands on a tile. King: one step, then you may place, move or remove the block or a mud tile.
• No piece may end on your own piece, nor go back over the starting line. If no move is possible, the turn passes.

Capture: end a move on another player's piece to climb on top of it, then roll again and move the same piece. A covered piece cannot move.
Block: nothing passes or lands on it. Mud: a piece passing over or landing on it slides one square on in the arrow's direction.
With two promotion halves you may, instead of rolling, choose the figure yourself, or pull your covered piece out of a stack and move it.

Click a highlighted piece to see its moves (dots; rings for captures, gold for going home), then click a target or drag the piece there. Click your waiting pieces below the board to enter a new one; on a ribbon where your own piece stands, click it a second time to enter a new piece there instead.`,
	Picture:  assets.GamePicture("chessrace"),
	Editable: false,
	NewView: func(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
		cg, ok := g.(*chessrace.Game)
		if !ok {
			return nil, rules.Explain("%s is not a game of Chess Race", s.File)
		}
		return New(cg, s.Seats, host), nil
	},
}
