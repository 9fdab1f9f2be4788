package sixmakingview

import (
	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Game describes Six MaKING to the shell: the picker, the help and the play
// screen know it by this. Its words are the English; the shell translates
// them under the game's keys ("sixmaking.howto", see view.Game.LocalHowTo).
var Game = view.Game{
	ID:      "sixmaking",
	Name:    "Six MaKING",
	Tagline: "Stack disks into towers that move like chess pieces; build a King of six. 2 players.",
	HowTo: `Build a tower of six disks or more — a King — with your colour on top, and you win, even if your opponent built it.

Each turn, do one of these:
• Place a disk from your reserve on an empty square: click the square, or drag a disk from your pile beside the board.
• Move a tower, or the top part of one, onto another tower. Either player may move any tower. A tower moves like a chess piece chosen by its height — 1 Pawn (one step straight), 2 Rook (straight), 3 Knight (a leap), 4 Bishop (diagonally), 5 Queen (straight or diagonally) — shown in the medallion at its top right, its height at the top left. Sliders stop at the first tower in their line; no move ends on an empty square. A part moves as the whole tower would, and lands on top in the same order.

Ko: you may not send the same number of disks straight back to where your opponent's last move took them from.
A player with no legal move loses; the third time the same position comes round with the same player to move, the game is drawn.

Sixth MaKING: each King scores a point for the colour on top and leaves the board, its disks going back to their owners. The first to reach the target (6 unless the setup says otherwise) wins.

To move, click a tower at the disk where the split should be: that disk and those above it rise. Click another disk to change the split (or use the Up and Down keys), then click or drag onto a glowing tower. Right-click or Escape lets go. A tower that Ko forbids does not glow: hover over it to see why.`,
	Picture:  assets.GamePicture("sixmaking"),
	Editable: false,
	NewView: func(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
		sg, ok := g.(*sixmaking.Game)
		if !ok {
			return nil, rules.Explain("%s is not a game of Six MaKING", s.File)
		}
		return New(sg, host), nil
	},
}
