// Package ui is Boardshelf's window: the game picker, the play screen and
// the menus. Games draw themselves through their views (ui/terraceview,
// ...); the rules come from rules/ and the setups from setups/.
package ui

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"boardshelf/assets"
	"boardshelf/setups"
	"boardshelf/ui/editor"
)

// Preference keys.
const (
	prefWidth     = "window.width"
	prefHeight    = "window.height"
	prefSplit     = "play.split"
	prefLastGame  = "picker.game"
	prefLastSetup = "picker.setup." // + game id
)

// App is the main window and the screen it shows.
type App struct {
	fyne    fyne.App
	win     fyne.Window
	catalog *setups.Catalog
	picker  *picker
	play    *playScreen    // the game on screen, if any
	editor  *editor.Editor // the setup editor, on screen or behind a game played from it
}

// Start builds the main window: the picker, or straight into a game when
// args name a setup (an id such as terrace/short, or a .toml file). It does
// not run the event loop; Run does.
func Start(a fyne.App, args []string) *App {
	a.SetIcon(assets.Icon)
	u := &App{fyne: a, win: a.NewWindow("Boardshelf"), catalog: &setups.Catalog{UserDir: userSetupsDir(a)}}
	// setups.Open, for code that has no app at hand, sees the same folder.
	setups.Default.UserDir = u.catalog.UserDir
	prefs := a.Preferences()
	u.win.Resize(fyne.NewSize(
		float32(prefs.FloatWithFallback(prefWidth, 1100)),
		float32(prefs.FloatWithFallback(prefHeight, 760))))
	u.win.SetCloseIntercept(u.quit)
	u.win.SetOnClosed(u.leaveGame)
	u.showPicker()
	if len(args) > 0 {
		u.openFile(args[0])
	} else {
		u.offerToResume()
	}
	return u
}

// Run shows the window and runs the app until it is closed. Being
// interrupted or terminated closes it the same way, remembering the window.
func Run(a fyne.App, args []string) {
	u := Start(a, args)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		fyne.Do(u.quitNow)
	}()
	u.win.ShowAndRun()
}

// leaveGame stops the game leaving the screen: no computer may play on
// in it.
func (u *App) leaveGame() {
	if u.play != nil {
		u.play.left = true
		u.play.stopThinking()
		u.play.closeEndDialog()
	}
}

// quit remembers the window and ends the app, after asking about a setup
// being edited that is not saved.
func (u *App) quit() {
	if u.editor != nil {
		u.editor.ConfirmLeave(func() {
			u.editor = nil
			u.quit()
		})
		return
	}
	u.remember()
	u.fyne.Quit()
}

// quitNow ends the app without asking, as a logout or shutdown needs: a
// setup being edited is saved as a recovered copy first.
func (u *App) quitNow() {
	if u.editor != nil && u.editor.Dirty() {
		u.editor.SaveRecovery()
	}
	u.leaveGame()
	u.remember()
	u.fyne.Quit()
}

// Window is the main window.
func (u *App) Window() fyne.Window { return u.win }

// userSetupsDir is the setups folder in the app's storage location,
// created if need be; "" when there is no such place.
func userSetupsDir(a fyne.App) string {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	dir := filepath.Join(root.Path(), "setups")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return ""
	}
	return dir
}

// remember stores the window size and panel positions for next time.
func (u *App) remember() {
	prefs := u.fyne.Preferences()
	size := u.win.Canvas().Size()
	if size.Width > 0 && size.Height > 0 {
		prefs.SetFloat(prefWidth, float64(size.Width))
		prefs.SetFloat(prefHeight, float64(size.Height))
	}
	if u.play != nil {
		prefs.SetFloat(prefSplit, u.play.split.Offset)
	}
}

// showPicker returns to the game picker, leaving the editor (after asking
// about unsaved changes).
func (u *App) showPicker() {
	if u.editor != nil {
		u.editor.ConfirmLeave(func() {
			u.editor = nil
			u.showPicker()
		})
		return
	}
	u.leaveGame()
	u.remember()
	u.play = nil
	if u.picker == nil {
		u.picker = newPicker(u)
	}
	u.picker.reload()
	u.win.SetMainMenu(u.mainMenu())
	u.win.SetContent(u.picker.content)
	u.win.Canvas().SetOnTypedKey(nil)
	u.win.SetTitle("Boardshelf")
}

// openSetup starts a game from a setup id or file, or explains why not.
func (u *App) openSetup(id string) {
	s, err := u.catalog.Load(id)
	if err != nil {
		u.showError("This setup cannot be opened", err)
		return
	}
	u.startGame(s)
}

// startGame begins a new game of a setup.
func (u *App) startGame(s *setups.Setup) {
	screen, err := newPlayScreen(u, s)
	if err != nil {
		u.showError("This game cannot be started", err)
		return
	}
	prefs := u.fyne.Preferences()
	prefs.SetString(prefLastGame, s.Game)
	prefs.SetString(prefLastSetup+s.Game, s.ID)
	// The game is kept for a restart from its first move on; until then
	// the game left before can still be continued.
	u.show(screen)
}

// show puts a game on screen.
func (u *App) show(screen *playScreen) {
	u.leaveGame()
	u.remember()
	u.play = screen
	u.win.SetMainMenu(u.mainMenu())
	u.win.SetContent(screen.content)
	u.win.Canvas().SetOnTypedKey(screen.typedKey)
	u.win.SetTitle(fmt.Sprintf("%s — %s — Boardshelf", gameByID(screen.setup.Game).name, screen.setup.Name))
	screen.split.Offset = u.fyne.Preferences().FloatWithFallback(prefSplit, 0.72)
	screen.split.Refresh()
}

// showError shows a problem in a dialog; a setup file's problems are
// listed one per line.
func (u *App) showError(title string, err error) {
	var lines []string
	for _, e := range unwrapAll(err) {
		lines = append(lines, e.Error())
	}
	dialog.ShowError(errors.New(title+":\n\n"+strings.Join(lines, "\n")), u.win)
}

// unwrapAll lists the errors joined in err.
func unwrapAll(err error) []error {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		return joined.Unwrap()
	}
	return []error{err}
}
