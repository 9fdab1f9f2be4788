package ui

import (
	"boardshelf/setups"
	"boardshelf/ui/chessraceview"
	"boardshelf/ui/i18n"
	"boardshelf/ui/sixmakingview"
	"boardshelf/ui/terachessview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Shelf is the games Boardshelf plays, in the picker's order: the one place
// the shell names them.
var Shelf = []view.Game{terraceview.Game, terachessview.Game, sixmakingview.Game, chessraceview.Game}

// game finds a game of the shelf by the id its setups give.
func (u *App) game(id string) (view.Game, bool) {
	for _, g := range u.games {
		if g.ID == id {
			return g, true
		}
	}
	return view.Game{}, false
}

// gameName is the name of a game by its id, the id itself for a game not
// on the shelf.
func (u *App) gameName(id string) string {
	if g, ok := u.game(id); ok {
		return g.Name
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
