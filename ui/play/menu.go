package play

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"boardshelf/records"
	"boardshelf/ui/view"
)

// playMenu is the Play menu's items that are greyed when they cannot be
// used, as their buttons are.
type playMenu struct{ undo, redo, resign, draw, hint, pause, review *fyne.MenuItem }

// Menu is the Play menu of the game: undo and redo (with the shortcuts
// given), the hint, the app's own items (extra), copying the moves, the
// view's own items, resigning, offering a draw and turning the board.
func (p *Screen) Menu(undoKey, redoKey fyne.Shortcut, extra ...*fyne.MenuItem) *fyne.Menu {
	undo := fyne.NewMenuItem(lang.L("Undo"), p.Undo)
	undo.Shortcut = undoKey
	redo := fyne.NewMenuItem(lang.L("Redo"), p.Redo)
	redo.Shortcut = redoKey
	hint := fyne.NewMenuItem(lang.L("Hint"), p.Hint)
	hint.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}
	items := []*fyne.MenuItem{undo, redo, fyne.NewMenuItemSeparator(), hint}
	items = append(items, extra...)
	review := p.reviewItem()
	items = append(items, review, fyne.NewMenuItemSeparator(), fyne.NewMenuItem(lang.L("Copy the moves"), p.CopyMoves))
	if pos, ok := p.view.(view.PositionTexter); ok {
		items = append(items, fyne.NewMenuItem(lang.L("Copy the position (FEN)"), func() {
			fyne.CurrentApp().Clipboard().SetContent(pos.PositionText())
			p.Say(lang.L("The position is on the clipboard"))
		}))
	}
	if own, ok := p.view.(view.PlayMenuer); ok {
		items = append(items, own.PlayMenu()...)
	}
	resign := fyne.NewMenuItem(lang.L("Resign…"), p.ConfirmResign)
	draw := fyne.NewMenuItem(lang.L("Offer a draw…"), p.OfferDraw)
	items = append(items, fyne.NewMenuItemSeparator(), resign, draw)
	var pause *fyne.MenuItem
	if p.sess.Clocked() {
		pause = fyne.NewMenuItem(lang.L("Pause the clocks"), p.TogglePause)
		pause.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault}
		items = append(items, pause)
	}
	if p.view.TurnStep() > 0 {
		turn := fyne.NewMenuItem(lang.L("Turn the board"), p.TurnBoard)
		turn.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}
		items = append(items, fyne.NewMenuItemSeparator(), turn)
	}
	p.menu = playMenu{undo: undo, redo: redo, resign: resign, draw: draw, hint: hint, pause: pause, review: review}
	p.menuStates()
	return fyne.NewMenu(lang.L("Play"), items...)
}

// updateMenu greys the menu's items that cannot be used now, and redraws
// the menu bar when that changed anything.
func (p *Screen) updateMenu() {
	if p.menuStates() {
		if menu := p.host.Window().MainMenu(); menu != nil {
			menu.Refresh()
		}
	}
}

// menuStates greys the Play menu's items as their buttons are, and
// reports whether that changed anything.
func (p *Screen) menuStates() bool {
	changed := false
	c := p.usable()
	for _, item := range []struct {
		*fyne.MenuItem
		enabled bool
	}{
		{p.menu.undo, c.undo},
		{p.menu.redo, c.redo},
		{p.menu.resign, c.resign},
		{p.menu.draw, c.draw},
		{p.menu.hint, c.hint},
		{p.menu.review, p.CanReview()},
	} {
		if item.MenuItem != nil && item.Disabled == item.enabled {
			item.Disabled, changed = !item.enabled, true
		}
	}
	if pause := p.menu.pause; pause != nil {
		label := lang.L("Pause the clocks")
		if p.sess.Paused() {
			label = lang.L("Resume the clocks")
		}
		off := p.game.Status().Over || p.shared != nil // a shared game's clocks run in every app
		if pause.Label != label || pause.Disabled != off {
			pause.Label, pause.Disabled, changed = label, off, true
		}
	}
	return changed
}

// CopyMoves puts the move list on the clipboard as text.
func (p *Screen) CopyMoves() {
	var lines []string
	for i, m := range p.sess.Line() {
		lines = append(lines, fmt.Sprintf("%d. %s", i+1, p.describe(i, m)))
	}
	fyne.CurrentApp().Clipboard().SetContent(strings.Join(lines, "\n"))
	p.Say(lang.L("The moves are on the clipboard"))
}

// Record is the game on screen as a game record: its main line, its
// variations and notes, the position shown (in a variation, where it
// leaves the main line), and the result at the line's end.
func (p *Screen) Record() records.Record {
	r := records.Record{Game: p.setup.Game, SetupID: p.setup.ID, Setup: string(p.setup.Source), Date: time.Now()}
	for _, s := range p.setup.Seats {
		r.Seats = append(r.Seats, s.Colour)
	}
	for _, pl := range p.players {
		r.Players = append(r.Players, pl.String())
	}
	main := p.sess.MainLine()
	for _, m := range main {
		r.Moves = append(r.Moves, m.Move.String())
	}
	r.Notes = p.sess.Notes()
	r.TakenBack = len(main) - p.sess.OnMain()
	if p.sess.Clocked() {
		r.Clock, r.Times = p.sess.Clock().Control(), p.sess.Clock().Times()
	}
	r.Result = records.ResultOf(p.sess.MainEnd())
	return r
}
