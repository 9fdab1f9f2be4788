package ui

import (
	"fmt"

	"fyne.io/fyne/v2"

	"boardshelf/assets"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
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
		id: "terrace", name: "Terrace", howTo: terraceHowTo,
		tagline: "Climb and descend the terraces; capture the T or bring yours home. 2-4 players.",
	},
	{
		id: "terachess", name: "Terachess", howTo: terachessHowTo,
		tagline: "Chess on 16x16 with 64 pieces a side of 24 kinds. 2 players.",
	},
	{
		id: "sixmaking", name: "Six MaKING", howTo: sixmakingHowTo,
		tagline: "Stack disks into towers that move like chess pieces; build a King of six. 2 players.",
	},
	{
		id: "chessrace", name: "Chess Race", howTo: chessraceHowTo,
		tagline: "Race three pieces round the track as the chess die commands. 2-4 players.",
	},
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

// newView makes the view that draws a game; each game's file in this
// package (terrace.go, terachess.go, ...) says how.
func newView(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
	switch g := g.(type) {
	case *terrace.Game:
		return newTerraceView(g, s, host), nil
	case *terachess.Game:
		return newTerachessView(g, s, host)
	case *sixmaking.Game:
		return newSixMakingView(g, s, host)
	case *chessrace.Game:
		return newChessRaceView(g, s, host)
	}
	return nil, fmt.Errorf("%s cannot be shown", gameByID(s.Game).name)
}
