package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play"
)

// The language chosen in the app is spoken at once, by the menus, the
// picker and the game on screen, and again after a restart.
func TestChoosingALanguage(t *testing.T) {
	a := newTestApp(t)
	t.Cleanup(func() { i18n.Use("en") })
	u := Start(a, nil)
	u.useLanguage("fr")
	if got := u.picker.play.Text; got != "Jouer" {
		t.Errorf("the picker's Play reads %q in French", got)
	}
	if got := u.picker.heading.Text; got != "Positions de Terrace" {
		t.Errorf("the picker's heading reads %q", got)
	}
	if got := u.win.MainMenu().Items[0].Label; got != "Partie" {
		t.Errorf("the first menu reads %q", got)
	}
	u.picker.startChosen()
	if got := u.play.StatusLine(); got != "Au tour de Blanc" {
		t.Errorf("the status line reads %q", got)
	}
	u.useLanguage("de")
	if got := u.play.StatusLine(); got != "Weiß ist am Zug" {
		t.Errorf("after choosing German the status line reads %q", got)
	}
	u.win.Close()

	again := Start(a, nil)
	t.Cleanup(again.win.Close)
	if got := again.picker.play.Text; got != "Spielen" || i18n.Current() != "de" {
		t.Errorf("after a restart Play reads %q, the language is %q", got, i18n.Current())
	}
	again.useLanguage("")
	if i18n.Current() != "en" { // the tests' system speaks none of Boardshelf's languages but English
		t.Errorf("the system's language gave %q", i18n.Current())
	}
}

// Every game's play screen, with four computers (the longest names), fits a
// window of 800x600 (less a window manager's frame) in French and German
// too, across and down.
func TestEveryScreenFitsASmallWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	hard := play.Player{Computer: true, Level: ai.Hard}
	for _, code := range []string{"fr", "de"} {
		for _, setup := range []string{"terrace/8x8-four-player", "terachess/standard", "sixmaking/sixth", "chessrace/classic-4", "chessrace/long-course-4"} {
			u := start(t)
			u.useLanguage(code)
			s, err := u.catalog.Load(setup)
			if err != nil {
				t.Fatal(err)
			}
			g, _ := s.NewGame()
			screen, err := u.newScreen(play.Begin{Setup: s, Game: g, Players: []play.Player{hard, hard, hard, hard}[:len(s.Seats)]})
			if err != nil {
				t.Fatal(err)
			}
			screen.Leave() // no computer plays in this test
			u.show(screen)
			u.win.Resize(fyne.NewSize(776, 552))
			if w := screen.Content().MinSize().Width; w > 776 {
				t.Errorf("%s in %s: the play screen needs %.0f px across", setup, code, w)
			}
			if min := u.win.Content().MinSize(); min.Width > 776 || min.Height > 552 {
				t.Errorf("%s in %s: the window needs %.0fx%.0f px", setup, code, min.Width, min.Height)
			}
		}
		u := start(t)
		u.useLanguage(code)
		u.win.Resize(fyne.NewSize(776, 552))
		if min := u.picker.content.MinSize(); min.Width > 776 || min.Height > 552 {
			t.Errorf("the picker in %s needs %.0fx%.0f px", code, min.Width, min.Height)
		}
	}
}

// A move that waits for Confirm still waits after a language change: it is
// neither played for good nor lost, and the computer does not answer it.
func TestAMoveWaitingForConfirmSurvivesALanguageChange(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u := start(t)
	u.setOn(prefConfirm, true)
	s, _ := u.catalog.Load("terrace/long")
	u.setPlayer(s, 1, play.Player{Computer: true, Level: ai.Easy})
	u.startGame(s)
	_, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	if !u.play.Pending() {
		t.Fatal("the move does not wait for Confirm")
	}
	u.useLanguage("fr")
	if !u.play.Pending() || u.play.StatusLine() != "Blanc joue c2-d3" || lineOf(u.play) != "c2-d3" {
		t.Errorf("after the change: waiting %v, status %q, moves %q", u.play.Pending(), u.play.StatusLine(), lineOf(u.play))
	}
	u.play.TakeBackMove()
	if u.play.At() != 0 || u.play.Pending() || u.play.StatusLine() != "Au tour de Blanc" {
		t.Errorf("taken back: %d moves played, status %q", u.play.At(), u.play.StatusLine())
	}
}

// The setup editor speaks the new language at once, on screen or behind a
// game played from it, and keeps the work not yet saved.
func TestTheEditorFollowsTheLanguageAndKeepsItsWork(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u := start(t)
	s, _ := u.catalog.Load("terrace/short")
	u.editSetup(s)
	name := u.editor.NameField()
	u.win.Canvas().Focus(name)
	test.Type(name, " 2")
	edited := u.editor.Draft().Name
	u.useLanguage("de")
	if u.win.Content() != u.editor.Content() || !u.editor.Dirty() || u.editor.Draft().Name != edited {
		t.Fatalf("after the change: editor shown %v, unsaved %v, name %q", u.win.Content() == u.editor.Content(), u.editor.Dirty(), u.editor.Draft().Name)
	}
	if !strings.Contains(textsOf(u.win.Content()), "Brett leeren") {
		t.Errorf("the editor does not speak German: %.200q", textsOf(u.win.Content()))
	}
	u.editor.Play()
	u.useLanguage("fr")
	menuItem(t, u, "Retour à l’éditeur").Action()
	if u.win.Content() != u.editor.Content() || !strings.Contains(textsOf(u.win.Content()), "Vider le plateau") {
		t.Errorf("back from the game, the editor reads %.200q", textsOf(u.win.Content()))
	}
	u.editor.Undo()
	if u.editor.Draft().Name == edited {
		t.Error("the name typed before the changes cannot be undone")
	}
}

// Every player's line in the side panel is read whole, in French and German
// too, with computers at their longest names and a clock beside them, in a
// window of the first size: it wraps where it does not fit, never cut.
func TestEverySeatLineIsReadWhole(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	hard := play.Player{Computer: true, Level: ai.Expert}
	fischer := clock.Control{Kind: clock.Fischer, Base: 90 * time.Minute, Increment: 30 * time.Second}
	for _, code := range []string{"fr", "de"} {
		for _, setup := range []string{"terrace/8x8-four-player", "terachess/standard", "sixmaking/sixth", "chessrace/classic-4"} {
			u := start(t)
			u.useLanguage(code)
			u.win.Resize(defaultWindow)
			s, err := u.catalog.Load(setup)
			if err != nil {
				t.Fatal(err)
			}
			g, _ := s.NewGame()
			screen, err := u.newScreen(play.Begin{Setup: s, Game: g, Players: []play.Player{hard, hard, hard, hard}[:len(s.Seats)],
				Clock: clock.New(fischer, len(s.Seats), time.Now)})
			if err != nil {
				t.Fatal(err)
			}
			screen.Leave() // no computer plays in this test
			u.show(screen)
			seen := 0
			for _, o := range test.LaidOutObjects(u.win.Content()) {
				l, ok := o.(*widget.Label)
				if !ok || !strings.Contains(l.Text, ", expert)") && !strings.Contains(l.Text, ", Experte)") {
					continue // the seat lines name who plays: "(ordinateur, expert)"
				}
				seen++
				wide := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width + 2*theme.InnerPadding()
				if l.Truncation != fyne.TextTruncateOff || l.Wrapping == fyne.TextWrapOff && wide > l.Size().Width {
					t.Errorf("%s in %s: %q may be cut", setup, code, l.Text)
				}
				if need := wrappedHeight(l); l.Size().Height+0.5 < need {
					t.Errorf("%s in %s: %q needs %.0f px down, has %.0f", setup, code, l.Text, need, l.Size().Height)
				}
			}
			if seen != len(s.Seats) {
				t.Errorf("%s in %s: %d seat lines found", setup, code, seen)
			}
		}
	}
}

// wrappedHeight is the height a label needs to show its whole text at its
// width, its words wrapped as Fyne wraps them.
func wrappedHeight(l *widget.Label) float32 {
	size, pad := theme.TextSize(), theme.InnerPadding()
	width := l.Size().Width - 2*pad
	lines, line := 1, ""
	for _, word := range strings.Fields(l.Text) {
		next := strings.TrimSpace(line + " " + word)
		if line != "" && fyne.MeasureText(next, size, l.TextStyle).Width > width {
			lines, next = lines+1, word
		}
		line = next
	}
	lineHeight := fyne.MeasureText("Xg", size, l.TextStyle).Height
	return float32(lines)*lineHeight + 2*pad
}

// A dialog left open over the window while the language is changed in the
// Settings window goes with the old words: confirmed later, it could not
// act on the screen replaced.
func TestALanguageChangeClosesTheDialogsOfTheOldWords(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u := start(t, "terrace/long")
	u.play.Play(u.play.Game().Moves()[0])
	u.play.ConfirmResign()
	resign := u.win.Canvas().Overlays().Top()
	chooseLanguage(t, u, "Deutsch")
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog is still open after the change: %q (the old one: %v)", overlayText(u.win), top == resign)
	}
	if u.play.Game().Status().Over || u.play.At() != 1 {
		t.Errorf("the game changed: over %v, %d moves", u.play.Game().Status().Over, u.play.At())
	}
}
