package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// The looks of a game's board (Terrace's flat board and its relief),
// chosen in the View menu, and the way it was turned, kept for each game.

const (
	prefLook = "look." // + game id: the id of the look chosen
	prefTurn = "turn." // + game id: how its board was turned last, in quarter turns
)

// boardTurn is how a game's board was turned when it was last left.
func (u *App) boardTurn(game string) int { return int(u.prefs.Float(prefTurn+game, 0)) }

// lookOf is the id of the look a game is drawn in: the one chosen, or its
// first.
func (u *App) lookOf(g view.Game) string {
	chosen := u.prefs.String(prefLook+g.ID, "")
	for _, l := range g.Looks {
		if l.ID == chosen {
			return chosen
		}
	}
	if len(g.Looks) > 0 {
		return g.Looks[0].ID
	}
	return ""
}

// viewMenu offers the looks of the game on screen, nil for a game of one
// look.
func (u *App) viewMenu(p *play.Screen) *fyne.Menu {
	g, ok := u.game(p.Kind().ID)
	if !ok || len(g.Looks) < 2 {
		return nil
	}
	current := u.lookOf(g)
	var items []*fyne.MenuItem
	for _, l := range g.Looks {
		item := fyne.NewMenuItem(lang.L(l.Name), func() {
			if l.ID != u.lookOf(g) {
				u.prefs.SetString(prefLook+g.ID, l.ID)
				u.reshow(p)
			}
		})
		item.Checked = l.ID == current
		items = append(items, item)
	}
	return fyne.NewMenu(lang.L("View"), items...)
}
