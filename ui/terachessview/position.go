package terachessview

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Positions as text (FEN): the play screen copies the one shown, and the
// Game menu starts a game from one pasted.

// PositionText is the position shown as FEN (view.PositionTexter).
func (v *View) PositionText() string { return v.game.FEN() }

// positionMenu is the Game menu's item that starts a game from a position.
func positionMenu(app view.App) []*fyne.MenuItem {
	return []*fyne.MenuItem{fyne.NewMenuItem("Terachess from a position…", func() { askPosition(app) })}
}

// askPosition starts a game from a position the player pastes.
func askPosition(app view.App) {
	win := app.Window()
	entry := widget.NewEntry()
	entry.SetPlaceHolder("Paste a Terachess position (FEN)")
	entry.SetText(strings.TrimSpace(fyne.CurrentApp().Clipboard().Content()))
	problem := widget.NewLabel("")
	problem.Importance = widget.DangerImportance
	problem.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomWithoutButtons("Terachess from a position", container.NewVBox(entry, problem), win)
	play := widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), func() {
		s, err := positionSetup(entry.Text)
		if err != nil {
			problem.SetText(err.Error())
			return
		}
		d.Hide()
		app.StartGame(s)
	})
	play.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), d.Hide), play})
	// Play waits for a position that can be played; what is wrong with
	// one shows as it is typed or pasted, not before.
	entry.OnChanged = func(text string) {
		_, err := positionSetup(text)
		problem.SetText("")
		if strings.TrimSpace(text) != "" && err != nil {
			problem.SetText(err.Error())
		}
		if err == nil {
			play.Enable()
		} else {
			play.Disable()
		}
	}
	entry.OnSubmitted = func(string) { play.OnTapped() }
	entry.OnChanged(entry.Text)
	d.Resize(fyne.NewSize(min(640, win.Canvas().Size().Width-40), 220))
	d.Show()
}

// positionSetup makes a setup of a pasted position, checked as a setup
// file is.
func positionSetup(fen string) (*setups.Setup, error) {
	fen = strings.TrimSpace(fen)
	if fen == "" {
		return nil, errors.New("paste a position first")
	}
	text := "game = \"terachess\"\nname = \"Pasted position\"\nfen = " + setups.TOMLString(fen) + "\n"
	s, err := setups.Parse("the pasted position", "terachess/pasted", []byte(text))
	if err != nil {
		var serr *setups.Error
		if errors.As(err, &serr) {
			return nil, errors.New(serr.Msg)
		}
		return nil, err
	}
	return s, nil
}
