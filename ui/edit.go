package ui

import (
	"boardshelf/setups"
	"boardshelf/ui/editor"
)

// The app is the editor's host: these methods are what the editor asks of
// it.

// UserDir is the user's setups folder.
func (u *App) UserDir() string { return u.catalog.UserDir }

// Play starts a game from the editor's draft, keeping the editor to come
// back to.
func (u *App) Play(s *setups.Setup) { u.startGame(s) }

// Close leaves the editor for the picker.
func (u *App) Close() {
	u.editor = nil
	u.showPicker()
}

// ShowError shows a problem in a dialog.
func (u *App) ShowError(title string, err error) { u.showError(title, err) }

// newSetup opens the editor on an empty board.
func (u *App) newSetup() { u.openEditor(editor.NewDraft(), "") }

// editSetup opens the editor on a Terrace setup. A user's own setup is
// saved back to its file; a shipped one becomes the start of a new setup of
// the user's, so that saving never hides the original.
func (u *App) editSetup(s *setups.Setup) {
	d, ok := editor.FromSetup(s)
	if !ok {
		return
	}
	file := ""
	if s.User {
		file = s.File
	} else {
		d.Name += " (my version)"
	}
	u.openEditor(d, file)
}

func (u *App) openEditor(d editor.Draft, file string) {
	open := func() {
		u.editor = editor.New(u, d, file)
		u.showEditor()
	}
	if u.editor != nil {
		u.editor.ConfirmLeave(open)
		return
	}
	open()
}

// showEditor puts the editor on screen.
func (u *App) showEditor() {
	u.leaveGame()
	u.remember()
	u.play = nil
	u.win.SetContent(u.editor.Content())
	u.win.SetMainMenu(u.mainMenu())
	u.win.Canvas().SetOnTypedKey(nil)
	u.win.SetTitle("Terrace setup editor — Boardshelf")
}
