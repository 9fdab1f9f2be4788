package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
)

// A language change remakes what is on screen; nothing a menu reads may be
// lost with it. Each screen a player can be on, the language changed there
// from the Settings window, then each menu item chosen (a fresh app for
// each, so that one item cannot hide another's failure).

// screens are the screens a player can change the language on, each
// reached from a fresh app as a player reaches it.
var screens = []struct {
	name string
	open func(t *testing.T) *App
}{
	{"the picker", func(t *testing.T) *App { return start(t) }},
	{"Terrace", func(t *testing.T) *App { return start(t, "terrace/short") }},
	{"Terrace in relief", func(t *testing.T) *App {
		a := newTestApp(t)
		u := Start(a, []string{"terrace/short"})
		t.Cleanup(u.win.Close)
		u.win.Resize(fyne.NewSize(1000, 700))
		u.prefs.SetString(prefLook+"terrace", "relief")
		u.reshow(u.play)
		return u
	}},
	{"Terachess", func(t *testing.T) *App { return start(t, "terachess/standard") }},
	{"Six MaKING", func(t *testing.T) *App { return start(t, "sixmaking/standard") }},
	{"Chess Race", func(t *testing.T) *App { return start(t, "chessrace/classic") }},
	{"the setup editor", func(t *testing.T) *App {
		u := start(t)
		u.newSetup()
		u.editor.Choose(&terrace.Piece{Seat: 0, Size: 2})
		tap(u.editor.Board(), "c3")
		return u
	}},
	{"a game under review", func(t *testing.T) *App {
		u := start(t)
		reviewedGame(t, u, "terrace/short", 8)
		return u
	}},
	{"a game played from the editor", func(t *testing.T) *App {
		u := start(t)
		s, err := u.catalog.Load("terrace/short")
		if err != nil {
			t.Fatal(err)
		}
		u.editSetup(s)
		u.editor.Play()
		return u
	}},
}

// chooseLanguage picks a language in the Settings window, as a player does.
func chooseLanguage(t *testing.T, u *App, name string) {
	t.Helper()
	openSettings(t, u)
	var choice *widget.Select
	for _, o := range test.LaidOutObjects(u.settings.Content()) {
		if s, ok := o.(*widget.Select); ok && slices.Contains(s.Options, name) {
			choice = s
		}
	}
	if choice == nil {
		t.Fatalf("no language choice offers %s", name)
	}
	choice.SetSelected(name)
}

// menuPaths lists where each item of the window's menus is, by index (the
// menu, its item, a submenu's item), leaving out separators, greyed items
// and Quit.
func menuPaths(menu *fyne.MainMenu) [][]int {
	var paths [][]int
	var walk func(items []*fyne.MenuItem, at []int)
	walk = func(items []*fyne.MenuItem, at []int) {
		for i, item := range items {
			path := append(append([]int(nil), at...), i)
			switch {
			case item.IsSeparator || item.Disabled || item.IsQuit:
			case item.ChildMenu != nil:
				walk(item.ChildMenu.Items, path)
			case item.Action != nil:
				paths = append(paths, path)
			}
		}
	}
	for i, m := range menu.Items {
		walk(m.Items, []int{i})
	}
	return paths
}

// itemAt finds the menu item at a path, and its labels from the menu down.
func itemAt(menu *fyne.MainMenu, path []int) (*fyne.MenuItem, string) {
	m := menu.Items[path[0]]
	labels := []string{m.Label}
	items := m.Items
	var item *fyne.MenuItem
	for _, i := range path[1:] {
		if i >= len(items) {
			return nil, strings.Join(labels, " > ")
		}
		item = items[i]
		labels = append(labels, item.Label)
		if item.ChildMenu != nil {
			items = item.ChildMenu.Items
		}
	}
	return item, strings.Join(labels, " > ")
}

func TestEveryMenuItemAfterALanguageChangeOnEveryScreen(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, screen := range screens {
		var u *App
		var shown fyne.CanvasObject
		// The screen, reached afresh, its language changed there.
		reach := func() {
			u = screen.open(t)
			before := u.win.Content()
			chooseLanguage(t, u, "Français")
			if shown = u.win.Content(); shown == before && screen.name != "the picker" {
				t.Errorf("%s: the screen was not written afresh", screen.name)
			}
		}
		reach()
		paths := menuPaths(u.win.MainMenu())
		if len(paths) < 5 {
			t.Fatalf("%s: only %d menu items", screen.name, len(paths))
		}
		for _, path := range paths {
			item, labels := itemAt(u.win.MainMenu(), path)
			if item == nil || item.Action == nil {
				t.Fatalf("%s: no item at %s", screen.name, labels)
			}
			item.Action() // a panic fails the test
			if u.play != nil && u.play.Analysing() {
				// View > Analysis thinks on a goroutine of its own, whose
				// results this test does not queue: stopped at once.
				u.play.SetAnalysis(false)
			}
			if u.win.Content() == nil {
				t.Errorf("%s: after %s the window is empty", screen.name, labels)
			}
			for modal.DismissTop(u.win.Canvas()) {
			}
			if u.settings != nil {
				u.settings.Close()
			}
			if u.win.Content() != shown { // the item left the screen: back to it
				reach()
			}
		}
	}
}

// The analysis board, on beside every game, stays on through a change of
// language; in French and German it keeps
// the play screen within a window of 800x600 (less a window manager's
// frame), its words translated and its chances judged.
func TestTheAnalysisBoardFitsASmallWindowInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	queueUIWork(t)
	for _, c := range []struct{ code, heading string }{{"fr", "Analyse"}, {"de", "Analyse"}} {
		for _, setup := range []string{"terrace/8x8-four-player", "terachess/standard", "sixmaking/standard", "chessrace/classic-4"} {
			u := start(t, setup) // people at every seat: analysis is allowed
			u.play.SetAnalysis(true)
			u.useLanguage(c.code)
			u.win.Resize(fyne.NewSize(776, 552))
			p := u.play
			if !p.Analysing() {
				t.Fatalf("%s in %s: the analysis board did not stay on through the change of language: %q", setup, c.code, p.Message())
			}
			settle(t, func() bool { return p.AnalysisJudged() })
			if min := u.win.Content().MinSize(); min.Width > 776 || min.Height > 552 {
				t.Errorf("%s in %s: with the analysis board the window needs %.0fx%.0f px", setup, c.code, min.Width, min.Height)
			}
			texts := map[string]bool{}
			for _, o := range test.LaidOutObjects(u.win.Content()) {
				if l, ok := o.(*widget.Label); ok {
					texts[l.Text] = true
				}
			}
			if !texts[c.heading] || texts["Thinking…"] || texts["Analysis"] {
				t.Errorf("%s in %s: the panel is not in the language chosen", setup, c.code)
			}
			// The bars, the best moves and the line are all in view: no
			// scroll hides any of them (the move list is empty).
			for _, o := range test.LaidOutObjects(u.win.Content()) {
				if s, ok := o.(*container.Scroll); ok && s.Size().Height > 0 && s.Content.MinSize().Height > s.Size().Height+0.5 {
					t.Errorf("%s in %s: a part of the side panel is scrolled out of sight: %.0f px of %.0f", setup, c.code, s.Size().Height, s.Content.MinSize().Height)
				}
			}
			p.SetAnalysis(false)
		}
	}
}
