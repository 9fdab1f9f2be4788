package terachessview

import (
	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Game describes Terachess to the shell: the picker, the help and the play
// screen know it by this. Its words are the English; the shell translates
// them under the game's keys ("terachess.howto", see view.Game.LocalHowTo).
var Game = view.Game{
	ID:      "terachess",
	Name:    "Terachess",
	Tagline: "Chess on 16x16 with 64 pieces a side of 24 kinds. 2 players.",
	HowTo: `Chess on a 16x16 board, 64 pieces a side of 24 kinds. White moves first. Checkmate the enemy King to win; stalemate and the third repetition of a position are draws. There is no castling.

Pawns, Corporals and Princes may step two squares forward from any rank; a Pawn or Corporal may take such a piece en passant on the very next move. Pieces promote at once on the last rank: Pawn and Corporal to Queen, Prince to Amazon, Knight, Camel and Bull to Buffalo, Elephant and Machine to Lion, Ship to Eagle, Antelope to Star.

Cannon, Bow and Star move like Rook, Bishop and Queen but capture only by jumping exactly one piece on the line. Point at any piece to read how it moves, or open Play > Piece guide for all 24.

Click a piece to see its moves (dots; rings for captures), then click a target or drag the piece there. Play > Turn the board (Ctrl+F) turns it to Black's side.`,
	Picture:  assets.GamePicture("terachess"),
	Editable: false,
	Menu:     positionMenu,
	NewView: func(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
		tg, ok := g.(*terachess.Game)
		if !ok {
			return nil, rules.Explain("%s is not a game of Terachess", s.File)
		}
		return New(tg, host), nil
	},
}
