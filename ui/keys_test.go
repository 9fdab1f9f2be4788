package ui

import (
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Keys reach the app here as Fyne's desktop driver delivers them (its
// window.triggersShortcut in internal/driver/glfw): the keys it knows
// arrive as its standard shortcuts (Ctrl+Z as fyne.ShortcutUndo, Ctrl+Y as
// fyne.ShortcutRedo), any other combination with Ctrl as a custom one. A
// shortcut goes to the main menu item of the same name first, else to the
// focused widget, else to the window's canvas; a key without Ctrl goes to
// the focused widget, else to the canvas.

// delivered is the shortcut the driver makes of a key with modifiers, or
// nil for a plain key.
func delivered(key fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
	ctrl := fyne.KeyModifierControl
	if runtime.GOOS == "darwin" {
		ctrl = fyne.KeyModifierSuper
	}
	if mod == ctrl {
		switch key {
		case fyne.KeyZ:
			return &fyne.ShortcutUndo{}
		case fyne.KeyY:
			return &fyne.ShortcutRedo{}
		case fyne.KeyV:
			return &fyne.ShortcutPaste{}
		case fyne.KeyC, fyne.KeyInsert:
			return &fyne.ShortcutCopy{}
		case fyne.KeyX:
			return &fyne.ShortcutCut{}
		case fyne.KeyA:
			return &fyne.ShortcutSelectAll{}
		}
	}
	if mod != 0 && mod != fyne.KeyModifierShift {
		return &desktop.CustomShortcut{KeyName: key, Modifier: mod}
	}
	return nil
}

// pressKeys types a combination such as "Ctrl+Shift+Z" or "Left" into the
// window, as the driver would.
func pressKeys(w fyne.Window, keys string) {
	parts := strings.Split(keys, "+")
	var mod fyne.KeyModifier
	for _, m := range parts[:len(parts)-1] {
		switch m {
		case "Ctrl":
			mod |= fyne.KeyModifierShortcutDefault
		case "Shift":
			mod |= fyne.KeyModifierShift
		case "Alt":
			mod |= fyne.KeyModifierAlt
		}
	}
	key := fyne.KeyName(parts[len(parts)-1])
	c := w.Canvas()
	if sc := delivered(key, mod); sc != nil {
		if menuShortcut(w.MainMenu(), sc) {
			return
		}
		if focused, ok := c.Focused().(fyne.Shortcutable); ok {
			focused.TypedShortcut(sc)
			return
		}
		c.(fyne.Shortcutable).TypedShortcut(sc)
		return
	}
	ev := &fyne.KeyEvent{Name: key}
	if focused := c.Focused(); focused != nil {
		focused.TypedKey(ev)
	} else if c.OnTypedKey() != nil {
		c.OnTypedKey()(ev)
	}
}

// menuShortcut runs the menu item whose shortcut has the name of sc.
func menuShortcut(menu *fyne.MainMenu, sc fyne.Shortcut) bool {
	if menu == nil {
		return false
	}
	var walk func(items []*fyne.MenuItem) bool
	walk = func(items []*fyne.MenuItem) bool {
		for _, i := range items {
			if i.Shortcut != nil && i.Shortcut.ShortcutName() == sc.ShortcutName() && i.Action != nil {
				i.Action()
				return true
			}
			if i.ChildMenu != nil && walk(i.ChildMenu.Items) {
				return true
			}
		}
		return false
	}
	for _, m := range menu.Items {
		if walk(m.Items) {
			return true
		}
	}
	return false
}

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
				got := delivered(ks.Key(), ks.Mod())
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
		m := p.game.Moves()[0]
		p.Play(m)
		pressKeys(u.win, "Ctrl+Z")
		if p.hist.At() != 0 {
			t.Errorf("%s: Ctrl+Z did not take back %s", setup, m)
			continue
		}
		pressKeys(u.win, "Ctrl+Y")
		if p.hist.At() != 1 {
			t.Errorf("%s: Ctrl+Y did not play %s again", setup, m)
		}
		pressKeys(u.win, "Ctrl+Z")
		pressKeys(u.win, "Ctrl+Shift+Z")
		if p.hist.At() != 1 {
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
	pressKeys(u.win, "Ctrl+Z")
	if e.Draft().Name != before {
		t.Errorf("Ctrl+Z left the name %q, want %q", e.Draft().Name, before)
	}
	pressKeys(u.win, "Ctrl+Shift+Z") // the name field still has the focus
	if e.Draft().Name != typed {
		t.Errorf("Ctrl+Shift+Z in the name field gave the name %q, want %q", e.Draft().Name, typed)
	}
	pressKeys(u.win, "Ctrl+Z")
	u.win.Canvas().Unfocus()
	pressKeys(u.win, "Ctrl+Y")
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
		p.Play(p.game.Moves()[0])
	}
	test.Tap(listRow(t, p.moveList, 1)) // the second move
	if p.hist.At() != 2 {
		t.Fatalf("clicking the second move shows the position after %d", p.hist.At())
	}
	for _, step := range []struct {
		key  string
		want int
	}{{"Left", 1}, {"Right", 2}, {"End", 4}, {"Home", 0}, {"Right", 1}} {
		pressKeys(u.win, step.key)
		if p.hist.At() != step.want {
			t.Errorf("after %s the position is after %d moves, want %d", step.key, p.hist.At(), step.want)
		}
	}
}

// listRow is the i-th row of a list on screen, as the mouse clicks it.
func listRow(t *testing.T, l *widget.List, i int) fyne.Tappable {
	t.Helper()
	var rows []fyne.Tappable
	for _, o := range test.LaidOutObjects(l) {
		if row, ok := o.(fyne.Tappable); ok && o != fyne.CanvasObject(l) {
			rows = append(rows, row)
		}
	}
	if i >= len(rows) {
		t.Fatalf("the list shows %d rows, not %d", len(rows), i+1)
	}
	return rows[i]
}
