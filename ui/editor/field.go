package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// field is a text entry of the setup form. Fyne's driver hands a shortcut
// the menu does not show to the focused widget rather than to the window,
// so the second redo key, Ctrl+Shift+Z, would otherwise stop working while
// the name or the description is being typed.
type field struct {
	widget.Entry
	redo func()
}

func newField(multiLine bool, redo func()) *field {
	f := &field{redo: redo}
	f.MultiLine = multiLine
	if multiLine {
		f.Wrapping = fyne.TextWrapWord
	}
	f.ExtendBaseWidget(f)
	return f
}

// TypedShortcut redoes on Ctrl+Shift+Z (Cmd+Shift+Z), as the window does
// with no field focused, and passes every other shortcut to the entry.
func (f *field) TypedShortcut(s fyne.Shortcut) {
	if c, ok := s.(*desktop.CustomShortcut); ok && c.KeyName == fyne.KeyZ && c.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift {
		f.redo()
		return
	}
	f.Entry.TypedShortcut(s)
}
