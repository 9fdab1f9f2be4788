package ui

import (
	"net/url"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/assets"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
	"boardshelf/ui/terraceview"
)

// mainMenu is the menu bar for the screen shown, idle behind a dialog.
func (u *App) mainMenu() *fyne.MainMenu { return u.idleBehindDialogs(u.menus()) }

// idleBehindDialogs makes the menus' items do nothing while a dialog lies
// over the window: their shortcuts must not act on the screen behind it.
// Quit still quits.
func (u *App) idleBehindDialogs(menu *fyne.MainMenu) *fyne.MainMenu {
	var idle func(items []*fyne.MenuItem)
	idle = func(items []*fyne.MenuItem) {
		for _, item := range items {
			if item.ChildMenu != nil {
				idle(item.ChildMenu.Items)
			}
			if action := item.Action; action != nil && !item.IsQuit {
				item.Action = func() {
					if !modal.Open(u.win.Canvas()) {
						action()
					}
				}
			}
		}
	}
	for _, m := range menu.Items {
		idle(m.Items)
	}
	return menu
}

// menus is the menu bar for the screen shown: the Play menu only while a
// game is on, the Edit menu in the setup editor.
func (u *App) menus() *fyne.MainMenu {
	newGame := fyne.NewMenuItem(lang.L("New game…"), u.showPicker)
	newGame.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	open := fyne.NewMenuItem(lang.L("Open game or setup…"), u.chooseFile)
	open.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	recent := fyne.NewMenuItem(lang.L("Open recent"), nil)
	recent.ChildMenu = u.recentMenu()
	quit := fyne.NewMenuItem(lang.L("Quit"), u.quit)
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	folder := fyne.NewMenuItem(lang.L("Your setups folder…"), u.showSetupsFolder)
	file := fyne.NewMenu(lang.L("Game"), newGame, open, recent, fyne.NewMenuItem(lang.L("Import…"), u.chooseImport))
	for _, g := range u.games { // the games' own, such as starting from a position
		if g.Menu != nil {
			file.Items = append(file.Items, g.Menu(screenHost{u})...)
		}
	}
	settings := fyne.NewMenuItem(lang.L("Settings…"), u.showSettings)
	settings.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyComma, Modifier: fyne.KeyModifierShortcutDefault}
	file.Items = append(append(append(file.Items, fyne.NewMenuItemSeparator()), u.sharingItems()...),
		fyne.NewMenuItemSeparator(), folder, settings, fyne.NewMenuItemSeparator(), quit)

	help := fyne.NewMenu(lang.L("Help"),
		fyne.NewMenuItem(lang.L("How to play…"), u.showHowTo),
		fyne.NewMenuItem(lang.L("About Boardshelf"), u.showAbout))

	p := u.play
	u.menuOver = p != nil && p.Over()
	if p == nil && u.editor != nil {
		e := u.editor
		open.Action = e.Open
		undo := fyne.NewMenuItem(lang.L("Undo"), e.Undo)
		undo.Shortcut = undoShortcut
		redo := fyne.NewMenuItem(lang.L("Redo"), e.Redo)
		redo.Shortcut = redoShortcut
		save := fyne.NewMenuItem(lang.L("Save"), func() { e.Save(nil) })
		save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
		file.Items = slices.Insert(file.Items, 2, save, fyne.NewMenuItem(lang.L("Save as…"), e.SaveAs))
		return fyne.NewMainMenu(file, fyne.NewMenu(lang.L("Edit"), undo, redo), help)
	}
	if p == nil {
		return fyne.NewMainMenu(file, help)
	}
	save := fyne.NewMenuItem(lang.L("Save game"), u.saveGame)
	save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	restart := fyne.NewMenuItem(lang.L("Restart this setup…"), func() { u.confirmRestart(p) })
	restart.Disabled = p.Online() != nil // a game with others is not started again by one of them
	gameItems := []*fyne.MenuItem{save, fyne.NewMenuItem(lang.L("Save game as…"), u.saveGameAs),
		fyne.NewMenuItem(lang.L("Export as…"), u.exportGameAs), fyne.NewMenuItemSeparator(), restart}
	if p.Online() != nil {
		gameItems = append(gameItems, u.studyItem(p))
	}
	switch {
	case u.editor != nil:
		gameItems = append(gameItems, fyne.NewMenuItem(lang.L("Back to the editor"), u.showEditor))
	case p.Kind().Editable:
		gameItems = append(gameItems, fyne.NewMenuItem(lang.L("Edit this setup…"), func() { u.editSetup(p.Setup()) }))
	}
	file.Items = slices.Insert(file.Items, 4, gameItems...) // before the ways to play others
	return fyne.NewMainMenu(file, p.Menu(undoShortcut, redoShortcut), u.viewMenu(p), help)
}

// sharingItems are the Game menu's ways to play others: the game on
// screen sent by file, or hosted on the network; a game on the network
// joined; a game through a relay, to invite others into or to join.
func (u *App) sharingItems() []*fyne.MenuItem {
	over := u.play != nil && u.play.Over() // the game's end, wherever the position shown
	host := fyne.NewMenuItem(lang.L("Host on this network…"), u.hostOnNetwork)
	host.Disabled = over
	join := fyne.NewMenuItem(lang.L("Join on this network…"), u.showJoin)
	online := fyne.NewMenuItem(lang.L("Play online…"), func() { u.showPlayOnline("") })
	if u.play == nil {
		return []*fyne.MenuItem{host, join, online}
	}
	send := fyne.NewMenuItem(lang.L("Send to opponent…"), u.sendToOpponent)
	send.Disabled = over
	return []*fyne.MenuItem{send, host, join, online}
}

// useLanguage speaks the language of code ("" for the system's) from now
// on and remembers it; the menus, the picker and a game on screen are
// written afresh in it at once.
func (u *App) useLanguage(code string) {
	u.prefs.SetString(prefLanguage, code)
	i18n.Use(code)
	// A dialog open over the window (the language is chosen in the
	// Settings window) speaks the old words and may act on the screen being
	// replaced: it goes, as if cancelled.
	for modal.DismissTop(u.win.Canvas()) {
	}
	// The picker is made anew in the new words at once, not when it is
	// next shown: behind a game or the editor, the menus still read the
	// game chosen in it.
	u.picker = newPicker(u)
	if u.editor != nil { // on screen, or behind a game played from it
		u.editor.Reword()
	}
	switch {
	case u.play != nil:
		u.reshow(u.play)
	case u.editor != nil:
		u.showEditor()
	default:
		u.showPicker()
	}
}

// reshow puts the game on screen on a new screen, in the same position
// with the same moves to redo, so that every word is written afresh.
func (u *App) reshow(p *play.Screen) {
	if g := u.sharedOnScreen(); g != nil {
		g.screen = nil
		u.showShared(g, "")
		return
	}
	turn := p.BoardTurn()
	screen, err := u.newScreen(play.Begin{Setup: p.Setup(), Game: p.Game(), Line: p.Line(), At: p.At(), Players: p.Players(),
		Clock: p.Clock(), Paused: p.Paused(), Turn: &turn, Pending: p.Pending(), Shown: p.Shown()})
	if err != nil {
		return
	}
	screen.SetFile(p.File())
	screen.TakeOver(p) // the review, under way or done, goes on in the new words
	kept := u.kept == p
	u.show(screen)
	screen.SetAnalysis(p.Analysing()) // a new language or look keeps the analysis board
	if kept {
		u.kept = screen
	}
}

// Undo and redo take the shortcuts Fyne's desktop driver delivers for
// their keys. It turns a plain Ctrl+Z (Cmd+Z on macOS) into
// fyne.ShortcutUndo and Ctrl+Y into fyne.ShortcutRedo, and matches them to
// menu items by name, so a custom shortcut for Ctrl+Z would never fire.
// Redo has a second key, Ctrl+Shift+Z (the macOS one, and usual elsewhere
// too), which the driver delivers as a custom shortcut: the menu shows one
// of the two and the window's canvas takes the other (otherRedoShortcut).
var (
	undoShortcut fyne.Shortcut = &fyne.ShortcutUndo{}
	redoShortcut fyne.Shortcut = &fyne.ShortcutRedo{}

	otherRedoShortcut fyne.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

func init() {
	if runtime.GOOS == "darwin" { // the Mac's redo is Cmd+Shift+Z; Cmd+Y is not one
		redoShortcut, otherRedoShortcut = otherRedoShortcut, redoShortcut
	}
}

// redo redoes in the screen shown, for the redo key the menu does not show.
func (u *App) redo() {
	switch {
	case u.play != nil:
		u.play.Redo()
	case u.editor != nil:
		u.editor.Redo()
	}
}

// confirmRestart starts the setup again, asking first when that would
// drop a game under way (it stays on the picker's Continue last game until
// the new game's first move).
func (u *App) confirmRestart(p *play.Screen) {
	u.putAside(lang.L("Restart this setup?"), func() { u.startGame(p.Setup()) })
}

// showHowTo shows the rules of the game on screen (or of the game chosen
// in the picker).
func (u *App) showHowTo() {
	info, _ := u.game(u.gameShown())
	text := info.LocalHowTo()
	if text == "" {
		text = info.LocalTagline()
	}
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	// The text scrolls, so the dialog fits a small window too.
	d := dialog.NewCustom(lang.L("How to play {{.Game}}", map[string]any{"Game": info.LocalName()}), lang.L("Close"), container.NewVScroll(body), u.win)
	room := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, room.Width-40), min(460, room.Height-40)))
	u.present(d)
}

// gameShown is the id of the game on screen: the one played, Terrace in
// the setup editor, else the one chosen in the picker.
func (u *App) gameShown() string {
	switch {
	case u.play != nil:
		return u.play.Setup().Game
	case u.editor != nil:
		return terraceview.Game.ID
	}
	return u.picker.game
}

// showSetupsFolder says where the player's own setups live and offers to
// open the folder.
func (u *App) showSetupsFolder() {
	dir := u.catalog.UserDir
	if dir == "" {
		u.present(dialog.NewInformation(lang.L("Your setups folder"), lang.L("This system gives Boardshelf no folder for your setups."), u.win))
		return
	}
	path := widget.NewLabel(dir)
	path.Wrapping = fyne.TextWrapBreak
	path.Selectable = true
	hint := widget.NewLabel(lang.L("Setup files (.toml) you put here appear in the picker beside the shipped ones."))
	hint.Wrapping = fyne.TextWrapWord
	open := widget.NewButton(lang.L("Open the folder"), func() {
		link, err := url.Parse(storage.NewFileURI(dir).String())
		if err == nil {
			err = u.fyne.OpenURL(link)
		}
		if err != nil {
			u.showError(lang.L("The folder cannot be opened"), err)
		}
	})
	d := dialog.NewCustom(lang.L("Your setups folder"), lang.L("Close"), container.NewVBox(hint, path, open), u.win)
	d.Resize(fyne.NewSize(520, 220))
	u.present(d)
}

// showAbout names the app, its version, where it lives, its licence and
// the games' authors.
func (u *App) showAbout() {
	meta := u.fyne.Metadata()
	version := meta.Version
	if version == "" {
		version = lang.L("development build")
	}
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(64))
	name := widget.NewLabel(lang.L("Boardshelf {{.Version}}", map[string]any{"Version": version}))
	name.TextStyle.Bold = true
	about := widget.NewLabel(lang.L("Terrace, Terachess, Six MaKING and Chess Race at one table."))
	about.Wrapping = fyne.TextWrapWord
	credits := widget.NewLabel(lang.L("Terrace was invented by Anton Dresden and Buzz Siler, Terachess by Jean-Louis Cazaux, "+
		"Six MaKING by József Dorsonczky.") + "\n\n" + lang.L("Free software under the BSD 3-Clause licence."))
	credits.Wrapping = fyne.TextWrapWord
	items := []fyne.CanvasObject{container.NewBorder(nil, nil, icon, nil, container.NewVBox(name, about)), credits}
	if site, err := url.Parse(website); err == nil {
		items = append(items, widget.NewHyperlink(site.String(), site))
	}
	items = append(items, container.NewHBox(widget.NewButton(lang.L("Licences…"), u.showLicences)))
	d := dialog.NewCustom(lang.L("About Boardshelf"), lang.L("Close"), container.NewVBox(items...), u.win)
	d.Resize(fyne.NewSize(min(480, u.win.Canvas().Size().Width-40), 0))
	u.present(d)
}

// showLicences shows the licences Boardshelf is shipped under: its own,
// Go's, those of the modules linked in and of the fonts.
func (u *App) showLicences() {
	// A list draws only the lines in sight: the whole text in one widget
	// (some 100 KB) kept the window frozen for seconds.
	lines := strings.Split(assets.Notices, "\n")
	text := widget.NewList(func() int { return len(lines) },
		func() fyne.CanvasObject {
			t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
			t.TextStyle.Monospace = true
			return t
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			t := o.(*canvas.Text)
			t.Text, t.Color = lines[i], theme.Color(theme.ColorNameForeground)
			t.Refresh()
		})
	text.HideSeparators = true
	d := dialog.NewCustom(lang.L("Licences"), lang.L("Close"), text, u.win)
	room := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(760, room.Width-40), room.Height-60))
	u.present(d)
}

// website is the project's home, as FyneApp.toml gives it.
const website = "https://github.com/boardshelf/boardshelf"
