package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/i18n"
	"boardshelf/ui/play"
	"boardshelf/ui/sound"
)

// The Settings window: how Boardshelf looks, sounds and plays, every
// choice applied at once and kept in the player's choices.

const (
	prefAppearance   = "settings.appearance" // "", "light" or "dark"
	prefTextSize     = "settings.text"       // 1 is the theme's own size
	prefSound        = "settings.sound"      // "on" or "off"
	prefVolume       = "settings.volume"     // 0 to 1
	prefConfirm      = "settings.confirm"    // "on": a move waits for Confirm
	prefShowMoves    = "settings.moves"      // "off": no marks of the moves a piece may make
	prefCoordinates  = "settings.coordinates"
	prefLastMove     = "settings.lastmove"
	prefAnimation    = "settings.animation" // the name of a pace for slides
	prefTurnToPlayer = "settings.turn"      // "on": in hot-seat play the board turns to the player to move
)

// textSizes are the sizes of text (and of everything drawn with it) that
// Settings offers, by the factor on the theme's own.
var textSizes = []struct {
	name   string
	factor float64
}{{i18n.Key("Small"), 0.9}, {i18n.Key("Normal"), 1}, {i18n.Key("Large"), 1.15}, {i18n.Key("Larger"), 1.3}}

// on reads a setting that is on or off, with its default.
func (u *App) on(key string, byDefault bool) bool {
	def := "off"
	if byDefault {
		def = "on"
	}
	return u.prefs.String(key, def) == "on"
}

func (u *App) setOn(key string, on bool) {
	value := "off"
	if on {
		value = "on"
	}
	u.prefs.SetString(key, value)
}

// applyTheme gives the app the theme the settings ask for: the system's
// light or dark, or one of them always, at the text size chosen.
func (u *App) applyTheme() {
	t := &shelfTheme{Theme: theme.DefaultTheme(), scale: float32(u.prefs.Float(prefTextSize, 1))}
	switch u.prefs.String(prefAppearance, "") {
	case "light":
		v := theme.VariantLight
		t.variant = &v
	case "dark":
		v := theme.VariantDark
		t.variant = &v
	}
	t.scale = min(max(t.scale, 0.5), 2) // whatever the choices file says
	u.fyne.Settings().SetTheme(t)
}

// showSettings opens the Settings window, or brings it forward.
func (u *App) showSettings() {
	if u.settings != nil {
		u.settings.RequestFocus()
		return
	}
	w := u.fyne.NewWindow(lang.L("Settings — Boardshelf"))
	u.settings = w
	w.SetOnClosed(func() { u.settings = nil })
	w.SetContent(container.NewVScroll(container.NewPadded(u.settingsForm())))
	w.Resize(fyne.NewSize(520, 600))
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { w.Close() })
	w.Show()
}

// settingsForm is the form of every setting.
func (u *App) settingsForm() fyne.CanvasObject {
	return widget.NewForm(
		widget.NewFormItem(lang.L("Appearance"), u.appearanceChoice()),
		widget.NewFormItem(lang.L("Text size"), u.textSizeChoice()),
		widget.NewFormItem(lang.L("Language"), u.languageChoice()),
		widget.NewFormItem(lang.L("Sound"), u.soundChoice()),
		widget.NewFormItem(lang.L("Moves"), container.NewVBox(
			u.check(lang.L("Confirm each move before it is played"), prefConfirm, false),
			u.check(lang.L("Show the moves a piece may make"), prefShowMoves, true),
			u.check(lang.L("Light up the last move"), prefLastMove, true),
			u.check(lang.L("Show the coordinates"), prefCoordinates, true),
			u.check(lang.L("Turn the board to the player to move (players at one table)"), prefTurnToPlayer, false))),
		widget.NewFormItem(lang.L("Animations"), u.paceChoice(prefAnimation)),
		widget.NewFormItem(lang.L("Computer speed"), u.paceChoice(prefPace)),
		widget.NewFormItem(lang.L("Your name"), u.nameChoice()),
		widget.NewFormItem(lang.L("Relay for online play"), u.relayChoice()),
	)
}

// relayChoice is the relay through which the app plays online, none by
// default; an address that is not one is said at once.
func (u *App) relayChoice() fyne.CanvasObject {
	addr := widget.NewEntry()
	addr.SetPlaceHolder("relay.example.org")
	addr.SetText(u.prefs.String(prefRelay, ""))
	hint := wrapped("")
	tell := func() {
		hint.Importance = widget.MediumImportance
		hint.SetText(lang.L("Through it you play people who are not on your network. Boardshelf runs none: a club's, or one you run, as the guide says."))
		if _, err := u.relaySet(); err != nil {
			hint.Importance = widget.WarningImportance
			hint.SetText(err.Error())
		}
	}
	addr.OnChanged = func(text string) {
		u.prefs.SetString(prefRelay, strings.TrimSpace(text))
		tell()
	}
	tell()
	return container.NewVBox(addr, hint)
}

// nameChoice is the player's name in games shared with others, the
// system's by default.
func (u *App) nameChoice() fyne.CanvasObject {
	name := widget.NewEntry()
	name.SetPlaceHolder(systemName())
	name.SetText(u.prefs.String(prefName, ""))
	name.OnChanged = func(text string) { u.prefs.SetString(prefName, cleanName(text)) }
	hint := widget.NewLabel(lang.L("As the players of your games on the network or by file see you."))
	hint.Wrapping = fyne.TextWrapWord
	return container.NewVBox(name, hint)
}

// check is a setting that is on or off, applied to the game on screen at
// once.
func (u *App) check(label, key string, byDefault bool) *widget.Check {
	c := widget.NewCheck(label, func(on bool) {
		u.setOn(key, on)
		u.applySettings()
	})
	c.SetChecked(u.on(key, byDefault))
	return c
}

func (u *App) appearanceChoice() fyne.CanvasObject {
	codes := []string{"", "light", "dark"}
	labels := []string{lang.L("As the system"), lang.L("Light"), lang.L("Dark")}
	r := widget.NewRadioGroup(labels, nil)
	r.Horizontal = true
	for i, code := range codes {
		if code == u.prefs.String(prefAppearance, "") {
			r.SetSelected(labels[i])
		}
	}
	r.OnChanged = func(label string) {
		for i := range labels {
			if labels[i] == label {
				u.prefs.SetString(prefAppearance, codes[i])
			}
		}
		u.applyTheme()
	}
	r.Required = true
	return r
}

func (u *App) textSizeChoice() fyne.CanvasObject {
	var labels []string
	for _, s := range textSizes {
		labels = append(labels, lang.L(s.name))
	}
	choice := widget.NewSelect(labels, nil)
	now := u.prefs.Float(prefTextSize, 1)
	for i, s := range textSizes {
		if s.factor == now {
			choice.SetSelected(labels[i])
		}
	}
	// Set after the choice shown: applying the theme redraws every window.
	choice.OnChanged = func(label string) {
		for i := range labels {
			if labels[i] == label {
				u.prefs.SetFloat(prefTextSize, textSizes[i].factor)
			}
		}
		u.applyTheme()
	}
	return choice
}

func (u *App) languageChoice() fyne.CanvasObject {
	codes := []string{""}
	labels := []string{lang.L("The system's language")}
	for _, l := range i18n.Languages {
		codes, labels = append(codes, l.Code), append(labels, l.Name)
	}
	choice := widget.NewSelect(labels, nil)
	for i, code := range codes {
		if code == u.prefs.String(prefLanguage, "") {
			choice.SetSelected(labels[i])
		}
	}
	choice.OnChanged = func(label string) {
		for i := range labels {
			if labels[i] == label && codes[i] != u.prefs.String(prefLanguage, "") {
				u.useLanguage(codes[i])
				// The window speaks the new language too.
				u.settings.SetTitle(lang.L("Settings — Boardshelf"))
				u.settings.SetContent(container.NewVScroll(container.NewPadded(u.settingsForm())))
			}
		}
	}
	return choice
}

func (u *App) soundChoice() fyne.CanvasObject {
	volume := widget.NewSlider(0, 1)
	volume.Step = 0.05
	volume.SetValue(u.prefs.Float(prefVolume, 0.7))
	volume.OnChangeEnded = func(v float64) {
		u.prefs.SetFloat(prefVolume, v)
		u.applySound()
	}
	on := u.check(lang.L("Sounds"), prefSound, true)
	on.OnChanged = func(checked bool) {
		u.setOn(prefSound, checked)
		u.applySound()
		u.applySettings() // the play screen's sound button
	}
	return container.NewBorder(nil, nil, on, nil, volume)
}

// paceChoice chooses a pace kept under key: of the slides, or of the
// computer's moves.
func (u *App) paceChoice(key string) fyne.CanvasObject {
	var labels []string
	for _, p := range play.Paces {
		labels = append(labels, lang.L(p.Name))
	}
	choice := widget.NewSelect(labels, func(label string) {
		for i := range labels {
			if labels[i] == label {
				u.prefs.SetString(key, play.Paces[i].Name)
			}
		}
		u.applySettings()
	})
	current := u.prefs.String(key, play.Paces[1].Name)
	for i, p := range play.Paces {
		if p.Name == current {
			choice.SetSelected(labels[i])
		}
	}
	return choice
}

// options are the settings the play screen follows.
func (u *App) options() play.Options {
	return play.Options{
		ConfirmMoves: u.on(prefConfirm, false),
		HideMoves:    !u.on(prefShowMoves, true),
		HideCoords:   !u.on(prefCoordinates, true),
		HideLastMove: !u.on(prefLastMove, true),
		TurnToPlayer: u.on(prefTurnToPlayer, false),
		Muted:        !u.on(prefSound, true),
		Analysis:     u.on(prefAnalysis, false),
	}
}

// applySettings shows the game on screen as the settings now ask.
func (u *App) applySettings() {
	if u.play != nil {
		u.play.Refresh()
	}
}

// applySound sets the speaker's volume and silence as the settings ask.
func (u *App) applySound() {
	if s, ok := u.speaker.(*sound.Speaker); ok {
		s.SetVolume(u.prefs.Float(prefVolume, 0.7))
		s.SetMuted(!u.on(prefSound, true))
	}
}

// setMuted turns the sounds off or on from the play screen, and shows it
// in Settings if they are open.
func (u *App) setMuted(muted bool) {
	u.setOn(prefSound, !muted)
	u.applySound()
	if u.settings != nil {
		u.settings.SetContent(container.NewVScroll(container.NewPadded(u.settingsForm())))
	}
}

// playSound plays a sound on the speaker.
func (u *App) playSound(s sound.Sound) {
	if u.speaker != nil {
		u.speaker.Play(s)
	}
}
