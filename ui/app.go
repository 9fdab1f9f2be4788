// Package ui is Boardshelf's window: the game picker, the menus, the files
// and the choices kept between runs, around the play screen (ui/play) and
// the setup editor (ui/editor). It knows the games only by the list in
// games.go; each draws itself through its view (ui/terraceview, ...), the
// rules come from rules/ and the setups from setups/.
package ui

import (
	"encoding/json"
	"errors"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/assets"
	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/atomicfile"
	"boardshelf/ui/editor"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
	"boardshelf/ui/prefs"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// Preference keys.
const (
	prefWidth     = "window.width"
	prefHeight    = "window.height"
	prefSplit     = "play.split"
	prefLastGame  = "picker.game"
	prefLastSetup = "picker.setup." // + game id
	prefLanguage  = "language"      // the code of the language chosen; "" follows the system
	prefAnalysis  = "view.analysis" // "on": View > Analysis was left on
)

// App is the main window and the screen it shows.
type App struct {
	fyne     fyne.App
	games    []view.Game  // the games on the shelf, in the picker's order
	prefs    *prefs.Store // the player's choices, kept between runs
	win      fyne.Window
	catalog  *setups.Catalog
	picker   *picker
	play     *play.Screen   // the game on screen, if any
	kept     *play.Screen   // the screen whose game is kept for a restart, while it is on screen
	editor   *editor.Editor // the setup editor, on screen or behind a game played from it
	settings fyne.Window    // the Settings window, while it is open
	menuOver bool           // the menus were built for a game over: items that follow it
	speaker  sound.Player   // where the sounds are played

	root string                 // the app's storage folder, as it started; "" for none
	id   *online.Identity       // the app's signing key for shared games, once read
	held map[string]*sharedGame // the shared games read so far, by id

	closed chan struct{} // closed with the window: what follows a game stops
}

// onUI runs f on the UI's goroutine, from another goroutine. Tests of
// several apps in one process queue it instead (uiloop_test.go), since the
// test driver would run it at once on the goroutine that asks.
func onUI(f func()) { (*uiHook.Load())(f) }

var uiHook atomic.Pointer[func(func())]

func init() {
	do := fyne.Do
	uiHook.Store(&do)
}

// Start builds the main window for the games of the Shelf: the picker, or
// straight into a game when args name a setup (an id such as
// terrace/short, or a file). It does not run the event loop; Run does.
func Start(a fyne.App, args []string) *App { return StartWith(a, Shelf, args) }

// StartWith is Start for a shelf of the given games. A game's link
// (boardshelf://…) as args opens Play online… to join with it.
func StartWith(a fyne.App, games []view.Game, args []string) *App {
	a.SetIcon(assets.Icon)
	atomicfile.Install()
	u := &App{fyne: a, games: games, prefs: prefs.Open(storagePath(a, "choices.json")), win: a.NewWindow("Boardshelf"),
		catalog: &setups.Catalog{UserDir: userSetupsDir(a)}, root: storagePath(a, ""), held: map[string]*sharedGame{},
		closed: make(chan struct{})}
	i18n.Use(u.prefs.String(prefLanguage, ""))
	u.applyTheme()
	u.speaker = sound.Open()
	u.applySound()
	u.win.Resize(storedWindow(u.prefs.Float(prefWidth, 0), u.prefs.Float(prefHeight, 0)))
	a.Lifecycle().SetOnStarted(u.fitScreen)
	u.win.Canvas().AddShortcut(otherRedoShortcut, func(fyne.Shortcut) {
		if !modal.Open(u.win.Canvas()) {
			u.redo()
		}
	})
	u.win.Canvas().SetOnTypedKey(u.typedKey)
	u.win.SetCloseIntercept(u.quit)
	u.win.SetOnDropped(u.dropped)
	u.win.SetOnClosed(func() {
		close(u.closed)
		u.leaveGame()
	})
	u.showPicker()
	switch {
	case len(args) > 0 && isGameLink(args[0]):
		u.showPlayOnline(args[0])
	case len(args) > 0:
		u.openFile(args[0])
	default:
		u.offerToResume()
	}
	if d := u.prefs.Damaged(); d != nil {
		u.showDamagedChoices(d)
	}
	return u
}

// showDamagedChoices tells the player, once, that the choices kept could
// not be read and the app starts from its defaults.
func (u *App) showDamagedChoices(d *prefs.Damage) {
	why := d.Why.Error()
	var syntax *json.SyntaxError
	switch {
	case errors.Is(d.Why, prefs.ErrNotAFile):
		why = lang.L("it is not a file")
	case errors.Is(d.Why, prefs.ErrTooLarge):
		why = lang.L("it is far too large to be choices")
	case errors.As(d.Why, &syntax):
		why = lang.L("it is damaged at byte {{.Offset}}", map[string]any{"Offset": syntax.Offset})
	case errors.As(d.Why, new(*json.UnmarshalTypeError)):
		why = lang.L("it does not hold choices")
	}
	// The files by their names: their folder is the app's own (docs/playing.md
	// says where), and a whole path would only break across the lines.
	text := lang.L("Your choices (the language, the looks, the players, the clocks, the recent files) could not be read "+
		"from {{.File}}: {{.Why}}. Boardshelf starts with its defaults.", map[string]any{"File": filepath.Base(d.Path), "Why": why})
	if d.Aside != "" {
		text += "\n\n" + lang.L("The damaged file was kept aside as {{.File}}.", map[string]any{"File": filepath.Base(d.Aside)})
	}
	u.showError(lang.L("Your choices were reset"), errors.New(text))
}

// Run shows the window and runs the app until it is closed. Being
// interrupted or terminated closes it the same way, remembering the window.
func Run(a fyne.App, args []string) {
	u := Start(a, args)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-stop
		onUI(u.quitNow)
	}()
	u.win.ShowAndRun()
}

// leaveGame stops the game leaving the screen: no computer may play on
// in it.
func (u *App) leaveGame() {
	if u.play != nil {
		u.play.Leave()
		if u.play == u.kept {
			u.keepTurn("", u.play.BoardTurn())
		}
		if file := u.play.File(); file != "" {
			u.keepTurn(file, u.play.BoardTurn())
		}
		// The time left on the clocks is kept as it is now, not as it was
		// at the last move (a game is kept from its first move on).
		if u.play.Clock() != nil && len(u.play.Line()) > 0 {
			u.autosave(u.play)
		}
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
	u.closeNetwork()
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
	u.closeNetwork()
	u.fyne.Quit()
}

// dropped opens a record or a setup file dropped onto the window.
func (u *App) dropped(_ fyne.Position, items []fyne.URI) {
	for _, item := range items {
		if item.Scheme() == "file" && (slices.Contains(openable, strings.ToLower(item.Extension())) || isForeign(item.Path())) {
			u.openFile(item.Path())
			return
		}
	}
	if len(items) > 0 {
		u.showError(lang.L("This cannot be opened"), errors.New(lang.L("{{.File}}: Boardshelf opens game records ({{.Ext}}), setup files (.toml) and other programs' games ({{.Others}})",
			map[string]any{"File": items[0].Name(), "Ext": recordExt, "Others": strings.Join(extensionsOf(foreignFormats()), ", ")})))
	}
}

// storagePath is where a file of the app's own goes in its storage
// location; "" when there is no such place.
func storagePath(a fyne.App, name string) string {
	root := a.Storage().RootURI()
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return filepath.Join(root.Path(), name)
}

// userSetupsDir is the setups folder in the app's storage location,
// created if need be; "" when there is no such place.
func userSetupsDir(a fyne.App) string {
	dir := storagePath(a, "setups")
	if dir == "" || os.MkdirAll(dir, 0o755) != nil {
		return ""
	}
	return dir
}

// remember stores the window size and panel positions for next time.
func (u *App) remember() {
	size := u.win.Canvas().Size()
	if size.Width > 0 && size.Height > 0 {
		u.prefs.SetFloat(prefWidth, float64(size.Width))
		u.prefs.SetFloat(prefHeight, float64(size.Height))
	}
	if u.play != nil {
		u.prefs.SetFloat(prefSplit, u.play.Split().Offset)
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
	u.win.SetTitle("Boardshelf")
}

// openSetup starts a game from a setup id or file, or explains why not.
func (u *App) openSetup(id string) {
	s, err := u.catalog.Load(id)
	if err != nil {
		u.showError(lang.L("This setup cannot be opened"), err)
		return
	}
	u.startGame(s)
}

// startGame begins a new game of a setup.
func (u *App) startGame(s *setups.Setup) {
	g, err := s.NewGame()
	var screen *play.Screen
	if err == nil {
		screen, err = u.newScreen(play.Begin{Setup: s, Game: g, Players: u.playersFor(s), Clock: u.newClock(s)})
	}
	if err != nil {
		u.showError(lang.L("This game cannot be started"), err)
		return
	}
	u.notePlayed(s)
	// The game is kept for a restart from its first move on; until then
	// the game left before can still be continued.
	u.show(screen)
}

// notePlayed remembers the setup of a game begun or opened, however it
// came (the picker, the command line, a file, a record): the picker shows
// it chosen next time.
func (u *App) notePlayed(s *setups.Setup) {
	u.prefs.SetString(prefLastGame, s.Game)
	u.prefs.SetString(prefLastSetup+s.Game, s.ID)
}

// newScreen makes the play screen of a game as b begins it.
func (u *App) newScreen(b play.Begin) (*play.Screen, error) {
	kind, ok := u.game(b.Setup.Game)
	if !ok {
		return nil, errors.New(lang.L("{{.File}}: Boardshelf has no game {{.Game}}", map[string]any{"File": b.Setup.File, "Game": rules.Quote(b.Setup.Game)}))
	}
	return play.New(screenHost{u}, kind.WithLook(u.lookOf(kind)), b)
}

// show puts a game on screen.
func (u *App) show(screen *play.Screen) {
	u.leaveGame()
	u.remember()
	u.play = screen
	u.win.SetMainMenu(u.mainMenu())
	u.win.SetContent(screen.Content())
	u.win.SetTitle(lang.L("{{.Game}} — {{.Setup}} — Boardshelf", map[string]any{"Game": screen.Kind().LocalName(), "Setup": setupName(screen.Setup())}))
	screen.Split().Offset = u.prefs.Float(prefSplit, 0.72)
	screen.Split().Refresh()
}

// screenHost is the app as the play screen's host.
type screenHost struct{ u *App }

func (h screenHost) Window() fyne.Window       { return h.u.win }
func (h screenHost) Pace() play.Pace           { return h.u.pace() }
func (h screenHost) Moved(s *play.Screen)      { h.u.autosave(s); h.u.followEnd(s) }
func (h screenHost) PlayAgain(s *setups.Setup) { h.u.startGame(s) }
func (h screenHost) StudyCopy()                { h.u.studyCopy() }
func (h screenHost) ChooseGame()               { h.u.showPicker() }
func (h screenHost) StartGame(s *setups.Setup) { h.u.startGame(s) }
func (h screenHost) Sound(s sound.Sound)       { h.u.playSound(s) }
func (h screenHost) Options() play.Options     { return h.u.options() }
func (h screenHost) SetMuted(muted bool)       { h.u.setMuted(muted) }
func (h screenHost) KeepAnalysis(on bool)      { h.u.setOn(prefAnalysis, on) }

// present shows a dialog over the window, to be closed by Escape too.
func (u *App) present(d modal.Dialog) { modal.Show(u.win.Canvas(), d) }

// typedKey takes the keys typed in the window that no widget has the focus
// for: while a dialog lies over the window they are its own (Escape
// closes it), else the game's on screen.
func (u *App) typedKey(ev *fyne.KeyEvent) {
	if c := u.win.Canvas(); modal.Open(c) {
		if ev.Name == fyne.KeyEscape {
			modal.DismissTop(c)
		}
		return
	}
	if u.play != nil {
		u.play.TypedKey(ev)
	}
}
