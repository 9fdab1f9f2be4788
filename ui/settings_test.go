package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/board"
	"boardshelf/ui/sound"
)

// The Settings window: each choice changes what the player sees at once,
// in the game on screen, and is kept for the next start.

// settingsWidget is the widget of the Settings window labelled text.
func settingsWidget[W fyne.CanvasObject](t *testing.T, u *App, text string) W {
	t.Helper()
	if u.settings == nil {
		t.Fatal("the Settings window is not open")
	}
	for _, o := range test.LaidOutObjects(u.settings.Content()) {
		w, ok := o.(W)
		if !ok {
			continue
		}
		switch c := any(w).(type) {
		case *widget.Check:
			if c.Text == text {
				return w
			}
		case *widget.Select:
			if c.PlaceHolder == text || c.Selected == text {
				return w
			}
		case *widget.RadioGroup:
			for _, option := range c.Options {
				if option == text {
					return w
				}
			}
		}
	}
	var zero W
	t.Fatalf("no %T %q in the Settings window", zero, text)
	return zero
}

// openSettings opens the Settings window, closed again after the test.
func openSettings(t *testing.T, u *App) {
	t.Helper()
	u.showSettings()
	t.Cleanup(func() {
		if u.settings != nil { // (Fyne's test driver hangs on a window closed twice)
			u.settings.Close()
		}
	})
}

// restart starts the app again, as after quitting, with the choices made.
func restart(t *testing.T, u *App, args ...string) *App {
	t.Helper()
	again := Start(u.fyne, args)
	again.win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(again.win.Close)
	return again
}

// visibleMarks counts the move marks and coordinate labels drawn on a board.
func visibleMarks(b *board.Board) (marks, labels int) {
	for _, o := range test.WidgetRenderer(b).Objects() {
		switch o := o.(type) {
		case *canvas.Circle:
			if o.Visible() {
				marks++
			}
		case *canvas.Text:
			if o.Visible() && o.Text != "" {
				labels++
			}
		}
	}
	return marks, labels
}

func TestTheSettingsWindowOpensOnce(t *testing.T) {
	u := start(t, "terrace/long")
	for _, item := range u.win.MainMenu().Items[0].Items {
		if item.Label == "Settings…" {
			item.Action()
		}
	}
	if u.settings == nil {
		t.Fatal("Game > Settings… opened no window")
	}
	t.Cleanup(func() {
		if u.settings != nil {
			u.settings.Close()
		}
	})
	first := u.settings
	u.showSettings()
	if u.settings != first {
		t.Error("asking again opened a second Settings window")
	}
	u.settings.Close()
	if u.settings != nil {
		t.Error("the closed window is still taken for open")
	}
}

func TestShowingMovesCoordinatesAndTheLastMove(t *testing.T) {
	u := start(t, "terrace/long")
	_, b := u.terrace(t)
	tap(b, "c2")
	if marks, labels := visibleMarks(b); marks != 5 || labels == 0 {
		t.Fatalf("before any setting: %d marks, %d labels", marks, labels)
	}
	openSettings(t, u)
	test.Tap(settingsWidget[*widget.Check](t, u, "Show the moves a piece may make"))
	test.Tap(settingsWidget[*widget.Check](t, u, "Show the coordinates"))
	if marks, labels := visibleMarks(b); marks != 0 || labels != 0 {
		t.Errorf("with moves and coordinates off, the board draws %d marks and %d labels", marks, labels)
	}
	tap(b, "d3") // the move is still played where the mark would be
	if g, _ := u.terrace(t); movesPlayed(g) != "c2-d3" {
		t.Errorf("moves played with the marks hidden: %q", movesPlayed(g))
	}
	if b.Cell(sq("d3")).Tint == nil {
		t.Error("the last move is not lit")
	}
	test.Tap(settingsWidget[*widget.Check](t, u, "Light up the last move"))
	if b.Cell(sq("d3")).Tint != nil || b.Cell(sq("c2")).Tint != nil {
		t.Error("the last move is still lit with the setting off")
	}

	// Kept for the next start.
	again := restart(t, u, "terrace/long")
	_, b = again.terrace(t)
	tap(b, "c2")
	if marks, labels := visibleMarks(b); marks != 0 || labels != 0 {
		t.Errorf("after a restart the board draws %d marks and %d labels", marks, labels)
	}
}

func TestConfirmingMovesFromSettings(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	openSettings(t, u)
	test.Tap(settingsWidget[*widget.Check](t, u, "Confirm each move before it is played"))
	tap(b, "c2")
	tap(b, "d3")
	if u.play.StatusLine() == "Black to move" {
		t.Error("the move was played without waiting for Confirm")
	}
	u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if movesPlayed(g) != "c2-d3" || u.play.StatusLine() != "Black to move" {
		t.Errorf("after Enter: moves %q, status %q", movesPlayed(g), u.play.StatusLine())
	}
}

func TestAppearanceAndTextSize(t *testing.T) {
	u := start(t)
	openSettings(t, u)
	th := func() fyne.Theme { return u.fyne.Settings().Theme() }
	normal := th().Size(theme.SizeNameText)
	radio := settingsWidget[*widget.RadioGroup](t, u, "Dark")
	radio.SetSelected("Dark")
	if got := th().Color(theme.ColorNameBackground, theme.VariantLight); got != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Errorf("Dark chosen, the background is %v", got)
	}
	radio.SetSelected("Light")
	if got := th().Color(theme.ColorNameBackground, theme.VariantDark); got != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Errorf("Light chosen, the background is %v on a dark system", got)
	}
	settingsWidget[*widget.Select](t, u, "Normal").SetSelected("Larger")
	if got := th().Size(theme.SizeNameText); got <= normal*1.2 {
		t.Errorf("Larger text is %v, the normal %v", got, normal)
	}
	restart(t, u)
	if got := th().Size(theme.SizeNameText); got <= normal*1.2 {
		t.Errorf("after a restart the text is %v, the normal %v", got, normal)
	}
}

func TestSoundSettings(t *testing.T) {
	u := start(t)
	speaker, ok := u.speaker.(*sound.Speaker)
	if !ok {
		t.Fatalf("the app plays sounds on a %T", u.speaker)
	}
	t.Cleanup(func() { speaker.SetMuted(false); speaker.SetVolume(1) })
	if speaker.Muted() {
		t.Error("sounds are off at the first start")
	}
	openSettings(t, u)
	test.Tap(settingsWidget[*widget.Check](t, u, "Sounds"))
	if !speaker.Muted() {
		t.Error("Sounds unticked, the speaker still plays")
	}
	for _, o := range test.LaidOutObjects(u.settings.Content()) {
		if s, ok := o.(*widget.Slider); ok {
			s.SetValue(0.25)
			s.OnChangeEnded(0.25)
		}
	}
	if got := speaker.Volume(); got != 0.25 {
		t.Errorf("the volume is %v after choosing 0.25", got)
	}

	// The play screen's sound button is the same switch.
	u.openSetup("terrace/long")
	if !u.options().Muted {
		t.Error("the play screen takes the sounds for on")
	}
	screenHost{u}.SetMuted(false)
	if speaker.Muted() || !settingsWidget[*widget.Check](t, u, "Sounds").Checked {
		t.Errorf("sounds turned on from the play screen: speaker muted %v, Settings not ticked", speaker.Muted())
	}
}
