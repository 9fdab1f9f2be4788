package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newBoard lays out a 4x4 board in a test window with a piece on a1 and b1.
func newBoard(t *testing.T) *Board {
	test.NewTempApp(t)
	b := New(4, 4)
	piece := fyne.NewStaticResource("p.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>`))
	b.SetCell(Square{0, 0}, Cell{Piece: piece})
	b.SetCell(Square{1, 0}, Cell{Piece: piece})
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(400, 400))
	t.Cleanup(w.Close)
	return b
}

// dragEvent is what the desktop driver sends: where the pointer is, and how
// far it moved since the last event.
func dragEvent(b *Board, from, to fyne.Position) *fyne.DragEvent {
	return &fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-from.X, to.Y-from.Y)}
}

func TestDragAndDrop(t *testing.T) {
	b := newBoard(t)
	var from, to Square
	var dropped bool
	b.OnDragStart = func(s Square) bool { return true }
	b.OnDropped = func(f, t Square, ok bool) { from, to, dropped = f, t, ok }
	a1, b1, c3 := b.SquareCentre(Square{0, 0}), b.SquareCentre(Square{1, 0}), b.SquareCentre(Square{2, 2})
	b.Dragged(dragEvent(b, a1, b1))
	if s, ok := b.Dragging(); !ok || s != (Square{0, 0}) {
		t.Fatalf("dragging %v %v, want a1", s, ok)
	}
	b.Dragged(dragEvent(b, b1, c3))
	b.DragEnd()
	if !dropped || from != (Square{0, 0}) || to != (Square{2, 2}) {
		t.Errorf("dropped %v from %v to %v, want a1 to c3", dropped, from, to)
	}
}

func TestARefusedDragStaysRefused(t *testing.T) {
	b := newBoard(t)
	asked := 0
	b.OnDragStart = func(s Square) bool { asked++; return s == Square{1, 0} }
	b.OnDropped = func(f, t Square, ok bool) { panic("nothing was dragged") }
	a1, b1 := b.SquareCentre(Square{0, 0}), b.SquareCentre(Square{1, 0})
	// From a1 (refused) over b1 (which could be dragged): still no drag.
	b.Dragged(dragEvent(b, a1, a1.AddXY(10, 0)))
	b.Dragged(dragEvent(b, a1.AddXY(10, 0), b1))
	b.Dragged(dragEvent(b, b1, b1.AddXY(0, -50)))
	b.DragEnd()
	if asked != 1 {
		t.Errorf("OnDragStart asked %d times during one drag, want once", asked)
	}
	b.Dragged(dragEvent(b, b1, b1.AddXY(0, -50)))
	if _, ok := b.Dragging(); !ok {
		t.Error("the next drag, from b1, should start")
	}
}

func TestEmptySquaresCannotBeDragged(t *testing.T) {
	b := newBoard(t)
	b.OnDragStart = func(Square) bool { return true }
	c3 := b.SquareCentre(Square{2, 2})
	b.Dragged(dragEvent(b, c3, c3.AddXY(30, 0)))
	if _, ok := b.Dragging(); ok {
		t.Error("a drag started on an empty square")
	}
}

func TestAnimateSlidesThePieceThenPlays(t *testing.T) {
	b := newBoard(t)
	done := 0
	b.Animate(Square{0, 0}, Square{3, 3}, 0, func() { done++ })
	if done != 1 {
		t.Fatalf("done called %d times", done)
	}
	if _, dragging := b.Dragging(); dragging || b.sliding != nil {
		t.Error("the slide should be over")
	}
	b.Animate(Square{2, 2}, Square{3, 3}, 0, func() { done++ }) // no piece there: just play
	if done != 2 {
		t.Error("a move without a piece to slide should play at once")
	}
}

// From a stack a drag carries only the lifted piece; the rest stays on the
// square until the drop, and then the square shows what the cell says.
func TestADragCarriesTheLiftedPartOnly(t *testing.T) {
	b := newBoard(t)
	svg := func(name string) fyne.Resource {
		return fyne.NewStaticResource(name, []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="1"/></svg>`))
	}
	stack, top, rest := svg("stack.svg"), svg("top.svg"), svg("rest.svg")
	b.SetCell(Square{0, 0}, Cell{Piece: stack, Lifted: top, Left: rest})
	b.Refresh()
	b.OnDragStart = func(Square) bool { return true }
	r := test.WidgetRenderer(b).(*renderer)
	a1 := b.SquareCentre(Square{0, 0})
	b.Dragged(dragEvent(b, a1, a1.AddXY(40, -40)))
	if r.drag.Image != raster(top, r.band) || !r.drag.Visible() {
		t.Error("the drag should carry the top piece only")
	}
	if r.pieces[0].Image != raster(rest, r.band) || !r.pieces[0].Visible() {
		t.Error("the rest of the stack should stay on a1 during the drag")
	}
	b.DragEnd()
	if r.drag.Visible() || r.pieces[0].Image != raster(stack, r.band) {
		t.Error("after the drop a1 should show the whole cell again")
	}

	// A single piece leaves its square empty while it is carried.
	b2 := b.SquareCentre(Square{1, 0})
	b.Dragged(dragEvent(b, b2, b2.AddXY(40, -40)))
	if r.pieces[1].Visible() || !r.drag.Visible() {
		t.Error("a dragged single piece should leave its square empty")
	}
	b.DragEnd()
}
