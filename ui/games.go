package ui

import (
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/chessraceview"
	"boardshelf/ui/i18n"
	"boardshelf/ui/reliefview"
	"boardshelf/ui/sixmakingview"
	"boardshelf/ui/terachessview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Shelf is the games Boardshelf plays, in the picker's order: the one place
// the shell names them.
var Shelf = []view.Game{terraceOnShelf, terachessview.Game, sixmakingview.Game, chessraceview.Game}

// terraceOnShelf is Terrace drawn flat or in relief. (The relief view draws with
// the flat one's colours, so the flat view cannot offer it itself.)
var terraceOnShelf = func() view.Game {
	g := terraceview.Game
	g.Looks = []view.Look{
		{ID: "flat", Name: i18n.Key("Flat board"), NewView: g.NewView},
		{ID: "relief", Name: i18n.Key("Board in relief"), NewView: func(game rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
			tg, ok := game.(*terrace.Game)
			if !ok {
				return nil, rules.Explain("%s is not a game of Terrace", s.File)
			}
			return reliefview.New(tg, s.Seats, host), nil
		}},
	}
	return g
}()

// game finds a game of the shelf by the id its setups give.
func (u *App) game(id string) (view.Game, bool) {
	for _, g := range u.games {
		if g.ID == id {
			return g, true
		}
	}
	return view.Game{}, false
}

// gameName is the name of a game by its id in the language Boardshelf
// speaks, the id itself for a game not on the shelf.
func (u *App) gameName(id string) string {
	if g, ok := u.game(id); ok {
		return g.LocalName()
	}
	return id
}

// setupName is a setup's name in the language Boardshelf speaks.
func setupName(s *setups.Setup) string { return s.NameIn(i18n.Current()) }

// setupDescription is a setup's description in the language Boardshelf
// speaks.
func setupDescription(s *setups.Setup) string { return s.DescriptionIn(i18n.Current()) }

// setupSummary is a setup's few words for the picker in the language
// Boardshelf speaks: "6x6 board, 2 players".
func setupSummary(s *setups.Setup) string {
	var parts []string
	for _, p := range s.SummaryParts() {
		parts = append(parts, i18n.Explain(p, func(seat int) string { return lang.L(view.Capitalised(s.Seats[seat].Colour)) }))
	}
	return strings.Join(parts, ", ")
}
