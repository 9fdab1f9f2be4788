package viewtest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// Click clicks the window at pos as the desktop driver does: the click
// goes to the topmost object under the point that takes any kind of
// click (a tap, a right click, a double tap, the focus, the mouse), and
// acts only if that object takes taps. A widget that takes right clicks
// alone thus swallows the left clicks meant for what lies under it
// (fyne's internal/driver/glfw, processMouseClicked), which a tap sent
// straight to a widget, or test.TapCanvas, never shows.
func Click(t testing.TB, w fyne.Window, pos fyne.Position) {
	t.Helper()
	var target fyne.CanvasObject
	var at fyne.Position
	find := func(o fyne.CanvasObject, b, _, clip box) {
		inside := pos.X >= b.x0 && pos.X < b.x1 && pos.Y >= b.y0 && pos.Y < b.y1
		seen := clip == box{} || pos.X >= clip.x0 && pos.X < clip.x1 && pos.Y >= clip.y0 && pos.Y < clip.y1
		if !inside || !seen {
			return
		}
		switch o.(type) {
		case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable, desktop.Mouseable:
			target, at = o, fyne.NewPos(pos.X-b.x0, pos.Y-b.y0)
		}
	}
	size := w.Canvas().Size()
	window := box{0, 0, size.Width, size.Height}
	if top := w.Canvas().Overlays().Top(); top != nil { // a dialog or a menu takes the clicks
		walk(top, top.Position(), window, window, find)
	} else {
		walk(w.Content(), fyne.NewPos(0, 0), window, window, find)
	}
	tappable, ok := target.(fyne.Tappable)
	if !ok {
		t.Fatalf("a click at %v reaches %T, which takes no left click", pos, target)
	}
	tappable.Tapped(&fyne.PointEvent{Position: at, AbsolutePosition: pos})
}
