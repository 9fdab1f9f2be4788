package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/setups"
	"boardshelf/ui/editor"
)

// editorHost is the app as the setup editor's host.
type editorHost struct{ u *App }

func (h editorHost) Window() fyne.Window               { return h.u.win }
func (h editorHost) UserDir() string                   { return h.u.catalog.UserDir }
func (h editorHost) ShowError(title string, err error) { h.u.showError(title, err) }

// Play starts a game from the editor's draft, keeping the editor to come
// back to.
func (h editorHost) Play(s *setups.Setup) { h.u.startGame(s) }

// Close leaves the editor for the picker.
func (h editorHost) Close() {
	h.u.editor = nil
	h.u.showPicker()
}

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
		// A copy of a shipped setup of the player's own, named in the
		// player's language.
		d.Name = lang.L("{{.Name}} (my version)", map[string]any{"Name": setupName(s)})
		d.Description = setupDescription(s)
	}
	u.openEditor(d, file)
}

func (u *App) openEditor(d editor.Draft, file string) {
	open := func() {
		u.editor = editor.New(editorHost{u}, d, file)
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
	u.win.SetTitle(lang.L("Terrace setup editor — Boardshelf"))
}
