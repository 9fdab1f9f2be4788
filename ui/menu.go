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
)

// mainMenu is the menu bar for the screen shown: the Play menu only
// while a game is on.
func (u *App) mainMenu() *fyne.MainMenu {
	newGame := fyne.NewMenuItem("New game…", u.showPicker)
	newGame.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
	open := fyne.NewMenuItem("Open setup file…", u.chooseSetupFile)
	open.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	quit := fyne.NewMenuItem("Quit", u.quit)
	quit.IsQuit = true
	quit.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	folder := fyne.NewMenuItem("Your setups folder…", u.showSetupsFolder)
	file := fyne.NewMenu("Game", newGame, open, folder, fyne.NewMenuItemSeparator(), quit)

	help := fyne.NewMenu("Help",
		fyne.NewMenuItem("How to play…", u.showHowTo),
		fyne.NewMenuItem("About Boardshelf", u.showAbout))

	p := u.play
	if p == nil {
		return fyne.NewMainMenu(file, help)
	}
	restart := fyne.NewMenuItem("Restart this setup", func() { u.startGame(p.setup) })
	file.Items = slices.Insert(file.Items, 2, restart)
	undo := fyne.NewMenuItem("Undo", p.undo)
	undo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	redo := fyne.NewMenuItem("Redo", p.redoMove)
	redo.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	play := fyne.NewMenu("Play", undo, redo, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Resign…", p.confirmResign),
		fyne.NewMenuItem("Agree a draw…", p.confirmDraw))
	return fyne.NewMainMenu(file, play, help)
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
	d := dialog.NewCustom("How to play "+info.name, "Close", body, u.win)
	d.Resize(fyne.NewSize(560, 460))
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
