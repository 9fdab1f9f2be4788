package viewtest

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Fits checks that the window's content, laid out at the window's size,
// shows all of its words: the content needs no more room than the window
// has, no button or label is given less room than its words need (a
// label that wraps or cuts its text short is let be), and no text runs
// out of the box it stands in, across, or off the window. A long word in a
// translation shows up here before a player sees it cut. The dialogs and
// pop-ups over the window are checked too. what names the screen in the
// failures.
func Fits(t testing.TB, w fyne.Window, what string) {
	t.Helper()
	size := w.Canvas().Size()
	// A window lays its content out again as it is shown and sized, and a
	// label that wraps knows its height only once it knows its width.
	for range 2 {
		w.Resize(size.AddWidthHeight(1, 1))
		w.Resize(size)
	}
	if m := w.Content().MinSize(); m.Width > size.Width+0.5 || m.Height > size.Height+0.5 {
		t.Errorf("%s needs %.0fx%.0f, more than the window's %.0fx%.0f", what, m.Width, m.Height, size.Width, size.Height)
	}
	window := box{0, 0, size.Width, size.Height}
	check := func(o fyne.CanvasObject, at, parent, clip box) {
		if msg := misfit(o, at, parent, clip, window); msg != "" {
			t.Errorf("%s: %s", what, msg)
		}
	}
	walk(w.Content(), fyne.NewPos(0, 0), window, window, check)
	for _, o := range w.Canvas().Overlays().List() { // dialogs, pop-ups and menus
		walk(o, o.Position(), window, window, check)
	}
}

// box is a rectangle of the window: its top-left and bottom-right corners.
type box struct{ x0, y0, x1, y1 float32 }

func boxAt(pos fyne.Position, size fyne.Size) box {
	return box{pos.X, pos.Y, pos.X + size.Width, pos.Y + size.Height}
}

func (b box) contains(o box) bool {
	const slack = 1
	return o.x0 >= b.x0-slack && o.y0 >= b.y0-slack && o.x1 <= b.x1+slack && o.y1 <= b.y1+slack
}

func (b box) meets(o box) bool { return o.x0 < b.x1 && o.x1 > b.x0 && o.y0 < b.y1 && o.y1 > b.y0 }

// walk visits every visible object under o, which stands at pos inside
// parent, with the part of the window it may be seen in (clip: a scroll
// shows only its own area).
func walk(o fyne.CanvasObject, pos fyne.Position, parent, clip box, visit func(o fyne.CanvasObject, at, parent, clip box)) {
	if o == nil || !o.Visible() {
		return
	}
	at := boxAt(pos, o.Size())
	visit(o, at, parent, clip)
	if s, ok := o.(*container.Scroll); ok {
		clip = box{max(clip.x0, at.x0), max(clip.y0, at.y0), min(clip.x1, at.x1), min(clip.y1, at.y1)}
		if s.Content != nil {
			walk(s.Content, pos.Add(s.Content.Position()), at, clip, visit)
		}
		return
	}
	var children []fyne.CanvasObject
	switch c := o.(type) {
	case *fyne.Container:
		children = c.Objects
	case fyne.Widget:
		children = test.WidgetRenderer(c).Objects()
	}
	for _, child := range children {
		walk(child, pos.Add(child.Position()), at, clip, visit)
	}
}

// misfit says what is wrong with how o is laid out, or "".
func misfit(o fyne.CanvasObject, at, parent, clip, window box) string {
	if !clip.meets(at) || parent.x1 == parent.x0 {
		// Scrolled out of sight, or in a box its container never sizes (a
		// dialog's title is drawn from where it stands).
		return ""
	}
	switch o := o.(type) {
	case *widget.Button:
		if o.Text != "" && o.Size().Width < o.MinSize().Width-0.5 {
			return fmt.Sprintf("the button %q is %.0f px wide but needs %.0f", o.Text, o.Size().Width, o.MinSize().Width)
		}
	case *widget.Label:
		if o.Size().Width > 0 && o.Wrapping == fyne.TextWrapOff && o.Truncation == fyne.TextTruncateOff && o.Size().Width < o.MinSize().Width-0.5 {
			return fmt.Sprintf("the label %q is %.0f px wide but needs %.0f", o.Text, o.Size().Width, o.MinSize().Width)
		}
	case *canvas.Text:
		if o.Text == "" || o.Color == color.Transparent {
			return ""
		}
		ink := textBox(o, at)
		switch {
		case o.Size().Width > 0 && o.Size().Width < o.MinSize().Width-0.5:
			return fmt.Sprintf("the text %q is given %.0f px for %.0f px of words", o.Text, o.Size().Width, o.MinSize().Width)
		case !window.contains(ink):
			return fmt.Sprintf("the text %q runs off the window", o.Text)
		case ink.x0 < parent.x0-1 || ink.x1 > parent.x1+1:
			return fmt.Sprintf("the text %q runs out of its box (%.0f px of words in %.0f px)", o.Text, ink.x1-ink.x0, parent.x1-parent.x0)
		}
	}
	return ""
}

// textBox is where a text's letters are drawn: its words' width, placed by
// its alignment in its size.
func textBox(t *canvas.Text, at box) box {
	width := t.MinSize().Width
	x := at.x0
	switch t.Alignment {
	case fyne.TextAlignCenter:
		x += (at.x1 - at.x0 - width) / 2
	case fyne.TextAlignTrailing:
		x = at.x1 - width
	}
	return box{x, at.y0, x + width, at.y1}
}

// LabelIn finds the shown label reading text under o (in widgets, in
// containers, in scrolled content), and where it is drawn relative to o's
// top-left corner; nil if no such label is shown.
func LabelIn(o fyne.CanvasObject, text string) (*widget.Label, fyne.Position) {
	var found *widget.Label
	var at fyne.Position
	walk(o, fyne.NewPos(0, 0), box{}, box{}, func(x fyne.CanvasObject, b, _, _ box) {
		if l, ok := x.(*widget.Label); ok && found == nil && l.Text == text {
			found, at = l, fyne.NewPos(b.x0, b.y0)
		}
	})
	return found, at
}
