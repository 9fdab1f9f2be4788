package ui

import (
	"testing"

	"boardshelf/ui/keystest"
	"boardshelf/ui/modal"
	"boardshelf/ui/view/viewtest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Every shortcut a menu shows fires when its keys are pressed: the driver
// delivers those keys as a shortcut of the same name.
func TestEveryMenuShortcutFiresOnItsKeys(t *testing.T) {
	u := start(t, "terachess/standard")
	check := func(screen string) {
		for _, m := range u.win.MainMenu().Items {
			for _, item := range m.Items {
				ks, ok := item.Shortcut.(fyne.KeyboardShortcut)
				if !ok {
					continue
				}
				got := keystest.Delivered(ks.Key(), ks.Mod())
				if got == nil || got.ShortcutName() != ks.ShortcutName() {
					t.Errorf("%s: %s > %s has the shortcut %s, but its keys arrive as %T", screen, m.Label, item.Label, ks.ShortcutName(), got)
				}
			}
		}
	}
	check("a game")
	u.showPicker()
	check("the picker")
	u.newSetup()
	check("the editor")
}

// Ctrl+Z undoes and Ctrl+Y and Ctrl+Shift+Z redo in every game.
func TestUndoAndRedoKeysInEveryGame(t *testing.T) {
	for _, setup := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic"} {
		u := start(t, setup)
		p := u.play
		m := p.Game().Moves()[0]
		p.Play(m)
		keystest.Press(u.win, "Ctrl+Z")
		if p.At() != 0 {
			t.Errorf("%s: Ctrl+Z did not take back %s", setup, m)
			continue
		}
		keystest.Press(u.win, "Ctrl+Y")
		if p.At() != 1 {
			t.Errorf("%s: Ctrl+Y did not play %s again", setup, m)
		}
		keystest.Press(u.win, "Ctrl+Z")
		keystest.Press(u.win, "Ctrl+Shift+Z")
		if p.At() != 1 {
			t.Errorf("%s: Ctrl+Shift+Z did not play %s again", setup, m)
		}
	}
}

// In the setup editor the same keys step through the edits, also while
// the name is being typed.
func TestUndoAndRedoKeysInTheEditor(t *testing.T) {
	u := start(t)
	u.newSetup()
	e := u.editor
	before := e.Draft().Name
	test.Type(e.NameField(), "Rush ")
	typed := e.Draft().Name
	if typed == before {
		t.Fatalf("typing did not change the name %q", before)
	}
	keystest.Press(u.win, "Ctrl+Z")
	if e.Draft().Name != before {
		t.Errorf("Ctrl+Z left the name %q, want %q", e.Draft().Name, before)
	}
	keystest.Press(u.win, "Ctrl+Shift+Z") // the name field still has the focus
	if e.Draft().Name != typed {
		t.Errorf("Ctrl+Shift+Z in the name field gave the name %q, want %q", e.Draft().Name, typed)
	}
	keystest.Press(u.win, "Ctrl+Z")
	u.win.Canvas().Unfocus()
	keystest.Press(u.win, "Ctrl+Y")
	if e.Draft().Name != typed {
		t.Errorf("Ctrl+Y gave the name %q, want %q", e.Draft().Name, typed)
	}
}

// Clicking a move in the list and then stepping with the arrow keys and
// Home and End browses the game: the list does not keep the keys.
func TestHistoryKeysAfterClickingAMove(t *testing.T) {
	u := start(t, "terrace/short")
	p := u.play
	for range 4 {
		p.Play(p.Game().Moves()[0])
	}
	// A click on the second move, as the desktop driver delivers it.
	label, at := viewtest.LabelIn(u.win.Content(), "2. Black  "+p.Line()[1].Move.String())
	if label == nil {
		t.Fatal("the second move is not in the list")
	}
	viewtest.Click(t, u.win, at.Add(fyne.NewPos(10, label.Size().Height/2)))
	if p.At() != 2 {
		t.Fatalf("clicking the second move shows the position after %d", p.At())
	}
	for _, step := range []struct {
		key  string
		want int
	}{{"Left", 1}, {"Right", 2}, {"End", 4}, {"Home", 0}, {"Right", 1}} {
		keystest.Press(u.win, step.key)
		if p.At() != step.want {
			t.Errorf("after %s the position is after %d moves, want %d", step.key, p.At(), step.want)
		}
	}
}

// listRow is the i-th row of a list on screen, as the mouse clicks it.
// Escape closes the dialog or pop-up on top, whatever opened it; while one
// is open, the keys and shortcuts of the screen behind it do nothing.
func TestEscapeClosesEveryDialogAndKeysStayWithIt(t *testing.T) {
	u := start(t, "terachess/standard")
	u.play.Play(u.play.Game().Moves()[0])
	opens := map[string]func(){
		"How to play":   u.showHowTo,
		"About":         u.showAbout,
		"Resign":        u.play.ConfirmResign,
		"Piece guide":   func() { menuItem(t, u, "Piece guide…").Action() },
		"an error":      func() { u.openSetup("no/such-setup") },
		"a position":    func() { menuItem(t, u, "Terachess from a position…").Action() },
		"Open another?": func() { u.openFile("terrace/long") },
	}
	for name, open := range opens {
		open()
		c := u.win.Canvas()
		if c.Overlays().Top() == nil {
			t.Fatalf("%s opened nothing", name)
		}
		if name == "a position" { // a player clicks into the text first
			for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
				if e, ok := o.(fyne.Focusable); ok {
					if _, entry := o.(*modal.Entry); entry {
						c.Focus(e)
					}
				}
			}
			if c.Focused() == nil {
				t.Fatal("the position's entry cannot be focused")
			}
		}
		for _, keys := range []string{"Ctrl+F", "Ctrl+Z", "Left", "Home", "Ctrl+N"} {
			keystest.Press(u.win, keys)
		}
		if u.play.BoardTurn() != 0 || u.play.At() != 1 || c.Overlays().Top() == nil {
			t.Errorf("%s: the keys reached the screen behind: turned %d, %d moves shown, dialog open %v",
				name, u.play.BoardTurn(), u.play.At(), c.Overlays().Top() != nil)
		}
		keystest.Press(u.win, "Escape")
		if top := c.Overlays().Top(); top != nil {
			t.Errorf("%s: Escape left %q open", name, overlayText(u.win))
		}
		if u.play == nil || u.play.At() != 1 {
			t.Fatalf("%s: Escape did more than close it", name)
		}
	}
}
