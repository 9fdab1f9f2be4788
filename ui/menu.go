package ui

import (
	"net/url"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/view"
)

// mainMenu is the menu bar for the screen shown: the Play menu only
// while a game is on.
func (u *App) mainMenu() *fyne.MainMenu {
	newGame := fyne.NewMenuItem("New game…", u.showPicker)
	newGame.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	open := fyne.NewMenuItem("Open game or setup…", u.chooseFile)
	open.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	recent := fyne.NewMenuItem("Open recent", nil)
	recent.ChildMenu = u.recentMenu()
	fromFEN := fyne.NewMenuItem("Terachess from a position…", u.askFEN)
	quit := fyne.NewMenuItem("Quit", u.quit)
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	folder := fyne.NewMenuItem("Your setups folder…", u.showSetupsFolder)
	file := fyne.NewMenu("Game", newGame, open, recent, fromFEN, fyne.NewMenuItemSeparator(), folder, fyne.NewMenuItemSeparator(), quit)

	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("How to play…", u.showHowTo),
		fyne.NewMenuItem("About Boardshelf", u.showAbout))

	p := u.play
	if p == nil && u.editor != nil {
		e := u.editor
		open.Action = e.Open
		undo := fyne.NewMenuItem("Undo", e.Undo)
		undo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
		redo := fyne.NewMenuItem("Redo", e.Redo)
		redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
		save := fyne.NewMenuItem("Save", func() { e.Save(nil) })
		save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
		file.Items = slices.Insert(file.Items, 2, save, fyne.NewMenuItem("Save as…", e.SaveAs))
		return fyne.NewMainMenu(file, fyne.NewMenu("Edit", undo, redo), help)
	}
	if p == nil {
		return fyne.NewMainMenu(file, help)
	}
	save := fyne.NewMenuItem("Save game", u.saveGame)
	save.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
	restart := fyne.NewMenuItem("Restart this setup…", func() { u.confirmRestart(p) })
	gameItems := []*fyne.MenuItem{save, fyne.NewMenuItem("Save game as…", u.saveGameAs), fyne.NewMenuItemSeparator(), restart}
	switch {
	case u.editor != nil:
		gameItems = append(gameItems, fyne.NewMenuItem("Back to the editor", u.showEditor))
	case p.setup.Game == "terrace":
		gameItems = append(gameItems, fyne.NewMenuItem("Edit this setup…", func() { u.editSetup(p.setup) }))
	}
	file.Items = slices.Insert(file.Items, 4, append(gameItems, fyne.NewMenuItemSeparator())...)
	undo := fyne.NewMenuItem("Undo", p.undo)
	undo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	redo := fyne.NewMenuItem("Redo", p.redoMove)
	redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	p.undoItem, p.redoItem = undo, redo
	p.menuStates()
	hint := fyne.NewMenuItem("Hint", p.hint)
	hint.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}
	speed := fyne.NewMenuItem("Computer speed", nil)
	speed.ChildMenu = fyne.NewMenu("")
	for _, s := range speeds {
		item := fyne.NewMenuItem(s.name, func() {
			u.fyne.Preferences().SetString(prefSpeed, s.name)
			u.win.SetMainMenu(u.mainMenu())
		})
		item.Checked = u.speed().name == s.name
		speed.ChildMenu.Items = append(speed.ChildMenu.Items, item)
	}
	play := fyne.NewMenu("Play", undo, redo, fyne.NewMenuItemSeparator(), hint, speed, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Copy the moves", p.copyMoves))
	if p.setup.Game == "terachess" {
		play.Items = append(play.Items, fyne.NewMenuItem("Copy the position (FEN)", p.copyFEN))
	}
	if extra, ok := p.view.(view.PlayMenuer); ok {
		play.Items = append(play.Items, extra.PlayMenu()...)
	}
	play.Items = append(play.Items, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Resign…", p.confirmResign),
		fyne.NewMenuItem("Agree a draw…", p.confirmDraw))
	if flipper, ok := p.view.(view.Flipper); ok {
		flip := fyne.NewMenuItem("Flip the board", flipper.Flip)
		flip.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyF, Modifier: fyne.KeyModifierShortcutDefault}
		play.Items = append(play.Items, fyne.NewMenuItemSeparator(), flip)
	}
	return fyne.NewMainMenu(file, play, help)
}

// confirmRestart starts the setup again, asking first when that would
// drop a game under way (it stays on the picker's Continue last game until
// the new game's first move).
func (u *App) confirmRestart(p *playScreen) {
	if len(p.hist.Line()) == 0 || p.game.Status().Over {
		u.startGame(p.setup)
		return
	}
	dialog.ShowConfirm("Restart this setup?", "The game under way will be put aside: save it first if you want to keep it.",
		func(ok bool) {
			if ok {
				u.startGame(p.setup)
			}
		}, u.win)
}

// showHowTo shows the rules of the game on screen (or of the game chosen
// in the picker).
func (u *App) showHowTo() {
	id := u.picker.game
	if u.play != nil {
		id = u.play.setup.Game
	}
	info := gameByID(id)
	text := info.howTo
	if text == "" {
		text = info.tagline
	}
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	// The text scrolls, so the dialog fits a small window too.
	d := dialog.NewCustom("How to play "+info.name, "Close", container.NewVScroll(body), u.win)
	room := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, room.Width-40), min(460, room.Height-40)))
	d.Show()
}

// showSetupsFolder says where the player's own setups live and offers to
// open the folder.
func (u *App) showSetupsFolder() {
	dir := u.catalog.UserDir
	if dir == "" {
		dialog.ShowInformation("Your setups folder", "This system gives Boardshelf no folder for your setups.", u.win)
		return
	}
	path := widget.NewLabel(dir)
	path.Wrapping = fyne.TextWrapBreak
	path.Selectable = true
	hint := widget.NewLabel("Setup files (.toml) you put here appear in the picker beside the shipped ones.")
	hint.Wrapping = fyne.TextWrapWord
	open := widget.NewButton("Open the folder", func() {
		link, err := url.Parse(storage.NewFileURI(dir).String())
		if err == nil {
			err = u.fyne.OpenURL(link)
		}
		if err != nil {
			u.showError("The folder cannot be opened", err)
		}
	})
	d := dialog.NewCustom("Your setups folder", "Close", container.NewVBox(hint, path, open), u.win)
	d.Resize(fyne.NewSize(520, 220))
	d.Show()
}

func (u *App) showAbout() {
	meta := u.fyne.Metadata()
	version := meta.Version
	if version == "" {
		version = "development build"
	}
	dialog.ShowInformation("About Boardshelf",
		"Boardshelf "+version+"\n\nTerrace, Terachess, Six MaKING and Chess Race at one table.", u.win)
}
