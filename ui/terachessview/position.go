package terachessview

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terachess"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
	"boardshelf/ui/view"
)

// Positions as text (FEN): the play screen copies the one shown, and the
// Game menu starts a game from one pasted.

// PositionText is the position shown as FEN (view.PositionTexter).
func (v *View) PositionText() string { return v.game.FEN() }

// positionMenu is the Game menu's item that starts a game from a position.
func positionMenu(app view.App) []*fyne.MenuItem {
	return []*fyne.MenuItem{fyne.NewMenuItem(lang.L("Terachess from a position…"), func() { askPosition(app) })}
}

// askPosition starts a game from a position the player pastes.
func askPosition(app view.App) {
	win := app.Window()
	entry := modal.NewEntry() // Escape in it closes the dialog
	entry.SetPlaceHolder(lang.L("Paste a Terachess position (FEN)"))
	entry.SetText(strings.TrimSpace(fyne.CurrentApp().Clipboard().Content()))
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons(lang.L("Terachess from a position"), container.NewVBox(entry, problem), win)
	play := widget.NewButtonWithIcon(lang.L("Play"), theme.MediaPlayIcon(), func() {
		s, why := positionSetup(entry.Text)
		if why != "" {
			problem.SetText(why)
			return
		}
		d.Hide()
		app.StartGame(s)
	})
	play.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), d.Hide), play})
	// Play waits for a position that can be played; what is wrong with
	// one shows as it is typed or pasted, not before.
	entry.OnChanged = func(text string) {
		_, why := positionSetup(text)
		problem.SetText("")
		if strings.TrimSpace(text) != "" && why != "" {
			problem.SetText(why)
		}
		if why == "" {
			play.Enable()
		} else {
			play.Disable()
		}
	}
	entry.OnSubmitted = func(string) { play.OnTapped() }
	entry.OnChanged(entry.Text)
	d.Resize(fyne.NewSize(min(640, win.Canvas().Size().Width-40), 220))
	modal.Show(win.Canvas(), d)
}

// positionSetup makes a setup of a pasted position, checked as a setup
// file is, or says what is wrong with it in the language Boardshelf
// speaks.
func positionSetup(fen string) (*setups.Setup, string) {
	fen = strings.TrimSpace(fen)
	if fen == "" {
		return nil, lang.L("Paste a position first.")
	}
	if _, err := terachess.ParseFEN(fen); err != nil {
		return nil, i18n.Error(err, nil) // the rules' own words for what is wrong
	}
	s, err := setups.Parse(lang.L("the pasted position"), "terachess/pasted", []byte(positionFile(fen)))
	if err != nil {
		var serr *setups.Error
		switch {
		case errors.As(err, &serr) && serr.Problem.Format != "":
			return nil, i18n.Explain(serr.Problem, nil)
		case errors.As(err, &serr):
			return nil, serr.Msg
		}
		return nil, i18n.Error(err, nil)
	}
	return s, ""
}

// positionFile is a setup file of a position, named "Pasted position".
func positionFile(fen string) string {
	return fmt.Sprintf("game = %s\nname = %s\nfen = %s\n",
		setups.TOMLString("terachess"), setups.TOMLString(lang.L("Pasted position")), setups.TOMLString(fen))
}
