// Package keystest delivers keys to a window in tests as Fyne's desktop
// driver does, so that a test presses Ctrl+Z the way a player's keyboard
// does rather than calling a menu item.
package keystest

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Keys reach the app here as Fyne's desktop driver delivers them (its
// window.triggersShortcut in internal/driver/glfw): the keys it knows
// arrive as its standard shortcuts (Ctrl+Z as fyne.ShortcutUndo, Ctrl+Y as
// fyne.ShortcutRedo), any other combination with Ctrl as a custom one. A
// shortcut goes to the main menu item of the same name first, else to the
// focused widget, else to the window's canvas; a key without Ctrl goes to
// the focused widget, else to the canvas.

// Delivered is the shortcut the driver makes of a key with modifiers, or
// nil for a plain key.
func Delivered(key fyne.KeyName, mod fyne.KeyModifier) fyne.Shortcut {
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

// Press types a combination such as "Ctrl+Shift+Z" or "Left" into the
// window, as the driver would.
func Press(w fyne.Window, keys string) {
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
	if sc := Delivered(key, mod); sc != nil {
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
