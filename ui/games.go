package ui

import (
	"fmt"

	"fyne.io/fyne/v2"

	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
)

// gameInfo is what the picker and the help say about a game.
type gameInfo struct {
	id      string // as setup files name it
	name    string
	tagline string
	howTo   string // the rules in brief, for the help dialog
}

var games = []gameInfo{
	{
		id: "terrace", name: "Terrace",
		tagline: "Climb and descend the terraces; capture the T or bring yours home. 2-4 players.",
		howTo: `Win by capturing an opponent's T (the small marked piece) or by moving your own T onto your goal: the low corner across the board, flagged in your colour.

Each turn, move one piece:
• Along its terrace to any empty square of the same level, passing no opponent's piece (your own may be passed). No move crosses the centre.
• Up one level, one step straight or diagonally, to an empty square.
• Down one level, one step straight only, to an empty square.
• Capture: one step diagonally down one level onto a piece of the same size or smaller — yours too.

Capturing your own T loses. With 3 or 4 players, a player whose T is captured leaves with all their pieces and the others play on. A player with no legal move ends the game in a draw.

Click a piece to see its moves (dots; rings for captures), then click a target or drag the piece there.`,
	},
	{id: "terachess", name: "Terachess", tagline: "Chess on 16x16 with 64 pieces a side of 24 kinds. 2 players."},
	{id: "sixmaking", name: "Six MaKING", tagline: "Stack disks into towers that move like chess pieces; build a King of six. 2 players."},
	{id: "chessrace", name: "Chess Race", tagline: "Race three pieces round the track as the chess die commands. 2-4 players."},
}

func gameByID(id string) gameInfo {
	for _, g := range games {
		if g.id == id {
			return g
		}
	}
	return gameInfo{id: id, name: id}
}

func (g gameInfo) picture() fyne.Resource { return assets.GamePicture(g.id) }

// newView makes the view that draws a game.
func newView(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
	switch g := g.(type) {
	case *terrace.Game:
		return terraceview.New(g, s.Seats, host), nil
	}
	return nil, fmt.Errorf("%s cannot be shown yet", gameByID(s.Game).name)
}
