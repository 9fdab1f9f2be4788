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
	"fyne.io/fyne/v2/storage"

	"boardshelf/assets"
	"boardshelf/setups"
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
	play    *playScreen // the game in progress, nil on the picker
}

// Start builds the main window: the picker, or straight into a game when
// args name a setup (an id such as terrace/short, or a .toml file). It does
// not run the event loop; Run does.
func Start(a fyne.App, args []string) *App {
	a.SetIcon(assets.Icon)
	u := &App{fyne: a, win: a.NewWindow("Boardshelf"), catalog: setups.Default}
	u.catalog.UserDir = userSetupsDir(a)
	prefs := a.Preferences()
	u.win.Resize(fyne.NewSize(
		float32(prefs.FloatWithFallback(prefWidth, 1100)),
		float32(prefs.FloatWithFallback(prefHeight, 760))))
	u.win.SetCloseIntercept(func() {
		u.remember()
		u.win.Close()
	})
	u.showPicker()
	if len(args) > 0 {
		u.openSetup(args[0])
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
		fyne.Do(u.quit)
	}()
	u.win.ShowAndRun()
}

// quit remembers the window and ends the app.
func (u *App) quit() {
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

// showPicker returns to the game picker.
func (u *App) showPicker() {
	u.remember()
	u.play = nil
	if u.picker == nil {
		u.picker = newPicker(u)
	}
	u.picker.reload()
	u.win.SetMainMenu(u.mainMenu())
	u.win.SetContent(u.picker.content)
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

// startGame leaves the picker for a new game of a setup.
func (u *App) startGame(s *setups.Setup) {
	screen, err := newPlayScreen(u, s)
	if err != nil {
		u.showError("This game cannot be started", err)
		return
	}
	u.remember()
	prefs := u.fyne.Preferences()
	prefs.SetString(prefLastGame, s.Game)
	prefs.SetString(prefLastSetup+s.Game, s.ID)
	u.play = screen
	u.win.SetMainMenu(u.mainMenu())
	u.win.SetContent(screen.content)
	u.win.SetTitle(fmt.Sprintf("%s — %s — Boardshelf", gameByID(s.Game).name, s.Name))
	screen.split.Offset = prefs.FloatWithFallback(prefSplit, 0.72)
	screen.split.Refresh()
}

// chooseSetupFile lets the player open any setup file.
func (u *App) chooseSetupFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			u.showError("The file cannot be opened", err)
			return
		}
		if r == nil {
			return // cancelled
		}
		r.Close()
		u.openSetup(r.URI().Path())
	}, u.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".toml"}))
	if dir := u.catalog.UserDir; dir != "" {
		if lister, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(lister)
		}
	}
	d.Show()
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
