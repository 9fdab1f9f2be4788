package terraceview

import (
	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Game describes Terrace to the shell: the picker, the help and the play
// screen know it by this. Its words are the English; the shell translates
// them under the game's keys ("terrace.howto", see view.Game.LocalHowTo).
var Game = view.Game{
	ID:      "terrace",
	Name:    "Terrace",
	Tagline: "Climb and descend the terraces; capture the T or bring yours home. 2-4 players.",
	HowTo: `Win by capturing an opponent's T (the small marked piece) or by moving your own T onto your goal: the low corner across the board, flagged in your colour.

Each turn, move one piece:
• Along its terrace to any empty square of the same level, passing no opponent's piece (your own may be passed). No move crosses the centre.
• Up one level, one step straight or diagonally, to an empty square.
• Down one level, one step straight only, to an empty square.
• Capture: one step diagonally down one level onto a piece of the same size or smaller — yours too.

Capturing your own T loses. With 3 or 4 players, a player whose T is captured leaves with all their pieces and the others play on. A player with no legal move ends the game in a draw.

Click a piece to see its moves (dots; rings for captures), then click a target or drag the piece there.`,
	Picture:  assets.GamePicture("terrace"),
	Editable: true,
	NewView: func(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
		tg, ok := g.(*terrace.Game)
		if !ok {
			return nil, rules.Explain("%s is not a game of Terrace", s.File)
		}
		return New(tg, s.Seats, host), nil
	},
}
