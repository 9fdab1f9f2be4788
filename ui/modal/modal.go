// Package modal is the dialogs and pop-ups over a window, for the keys:
// Escape closes the one on top as its Cancel or Close button would, and
// while one is open the window's other keys and shortcuts go to it, not to
// the screen behind.
package modal

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Dialog is a dialog of Fyne's, or anything shown over a window that can
// be dismissed.
type Dialog interface {
	Show()
	Dismiss()
}

// dismissals are how to dismiss each dialog shown by Show, by its canvas
// and the pop-up it lies in: what Escape does to it.
var dismissals = map[fyne.Canvas]map[fyne.CanvasObject]func(){}

// Show shows d over the canvas c, to be dismissed by Escape as by its
// Cancel or Close button (with what that button does).
func Show(c fyne.Canvas, d Dialog) {
	forgetClosed(c)
	before := c.Overlays().Top()
	d.Show()
	if top := c.Overlays().Top(); top != nil && top != before {
		if dismissals[c] == nil {
			dismissals[c] = map[fyne.CanvasObject]func(){}
		}
		dismissals[c][top] = d.Dismiss
	}
}

// Open reports whether a dialog or pop-up lies over c.
func Open(c fyne.Canvas) bool { return c != nil && c.Overlays().Top() != nil }

// DismissTop closes the dialog or pop-up on top of c, as Escape does, and
// reports whether there was one. One not shown by Show is hidden.
func DismissTop(c fyne.Canvas) bool {
	top := c.Overlays().Top()
	if top == nil {
		return false
	}
	if dismiss, ok := dismissals[c][top]; ok {
		delete(dismissals[c], top)
		dismiss()
		return true
	}
	if p, ok := top.(*widget.PopUp); ok {
		p.Hide()
	} else {
		c.Overlays().Remove(top)
	}
	return true
}

// forgetClosed drops the dialogs of c closed by their own buttons.
func forgetClosed(c fyne.Canvas) {
	open := map[fyne.CanvasObject]bool{}
	for _, o := range c.Overlays().List() {
		open[o] = true
	}
	for o := range dismissals[c] {
		if !open[o] {
			delete(dismissals[c], o)
		}
	}
}

// Entry is a text entry for a dialog: Escape typed into it closes the
// dialog, as anywhere else in the window.
type Entry struct{ widget.Entry }

// NewEntry makes an Entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey closes the dialog on Escape, and types the other keys.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
			DismissTop(c)
			return
		}
	}
	e.Entry.TypedKey(ev)
}

// Confirm asks a yes-or-no question over the window w, to be shown by Show;
// yes runs on the answer yes, whose button reads yesText and stands out as
// a choice with consequences. Escape or Cancel runs nothing.
func Confirm(w fyne.Window, title, question, yesText string, yes func()) {
	d := dialog.NewConfirm(title, question, func(ok bool) {
		if ok {
			yes()
		}
	}, w)
	d.SetConfirmText(yesText)
	d.SetDismissText(lang.L("Cancel"))
	d.SetConfirmImportance(widget.DangerImportance)
	Show(w.Canvas(), d)
}
