package ui

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// The looks of a game's board (Terrace's flat board and its relief),
// chosen in the View menu, kept for each game; and the way the board of a
// game kept (a record, the game kept for a restart) was turned, so that it
// opens again as it was left. A new game faces the first person at the
// table, whatever was turned before.

const (
	prefLook  = "look."       // + game id: the id of the look chosen
	prefTurns = "board.turns" // record file ("" the game kept for a restart): how its board was turned, in quarter turns
)

// keptTurn is how the board of the game kept in file ("" the one kept for
// a restart) was turned when it was left; nil when that is not known.
func (u *App) keptTurn(file string) *int {
	quarters, err := strconv.Atoi(u.prefs.Map(prefTurns)[file])
	if err != nil {
		return nil
	}
	return &quarters
}

// keepTurn remembers how the board of the game kept in file ("" the one
// kept for a restart) is turned, for the records still among the recent
// files.
func (u *App) keepTurn(file string, quarters int) {
	turns := u.prefs.Map(prefTurns)
	turns[file] = strconv.Itoa(quarters)
	recent := u.recent()
	for f := range turns {
		if f != "" && !slices.Contains(recent, f) {
			delete(turns, f)
		}
	}
	u.prefs.SetMap(prefTurns, turns)
}

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

// viewMenu offers the looks of the game on screen, if it has more than
// one, and the analysis board.
func (u *App) viewMenu(p *play.Screen) *fyne.Menu {
	g, ok := u.game(p.Kind().ID)
	if !ok || len(g.Looks) < 2 {
		return fyne.NewMenu(lang.L("View"), p.AnalysisItem())
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
	items = append(items, fyne.NewMenuItemSeparator(), p.AnalysisItem())
	return fyne.NewMenu(lang.L("View"), items...)
}
