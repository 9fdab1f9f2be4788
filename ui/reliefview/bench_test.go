package reliefview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A redraw of the 8x8 board in relief after a move: the pieces, the
// highlights and the marks over the terraces kept from the last one, at
// the size the board has in a 1280x900 window.
func BenchmarkRedraw8x8(b *testing.B) {
	test.NewTempApp(b)
	v, h, _ := newView(b, "terrace/8x8-long", fyne.NewSize(980, 820))
	h.PlayAll("g2-g3")
	tap(v, "b7")
	r := v.relief.rend
	r.generate(980, 820)
	for b.Loop() {
		v.relief.version++ // as after any change
		r.generate(980, 820)
	}
}

// Drawing the terraces of a viewpoint afresh (a new size, or the first
// look from a side): what the redraws above are spared.
func BenchmarkTerrain8x8(b *testing.B) {
	l := fit(8, 0, 980, 820)
	for b.Loop() {
		newTerrain(l, 980, 820)
	}
}

// A step of a drag: the piece in the hand follows the pointer, and the
// board is not painted again.
func BenchmarkDragStep8x8(b *testing.B) {
	test.NewTempApp(b)
	v, _, _ := newView(b, "terrace/8x8-long", fyne.NewSize(980, 820))
	rel := v.relief
	rel.rend.generate(980, 820)
	start := rel.centre(sq("b2"))
	rel.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: start.AddXY(2, -2)}, Dragged: fyne.NewDelta(2, -2)})
	at := start
	for b.Loop() {
		at = at.AddXY(1, -1)
		if at.Y < 0 {
			at = start
		}
		rel.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: fyne.NewDelta(1, -1)})
	}
	rel.DragEnd()
}
