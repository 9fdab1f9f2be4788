package board

import (
	"fmt"
	"image/color"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"boardshelf/ui/pictures"
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
	if r.drag.Image != pictures.Raster(top, r.band) || !r.drag.Visible() {
		t.Error("the drag should carry the top piece only")
	}
	if r.pieces[0].Image != pictures.Raster(rest, r.band) || !r.pieces[0].Visible() {
		t.Error("the rest of the stack should stay on a1 during the drag")
	}
	b.DragEnd()
	if r.drag.Visible() || r.pieces[0].Image != pictures.Raster(stack, r.band) {
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

// A click reports the square and the point within it as drawn, whichever
// way up the board is.
func TestATapSaysWhereInTheSquareItLanded(t *testing.T) {
	b := newBoard(t)
	var tapped, pressed []string
	b.OnTappedAt = func(sq Square, at fyne.Position) {
		tapped = append(tapped, fmt.Sprintf("%v %.2f,%.2f", sq, at.X, at.Y))
	}
	b.OnPressed = func(sq Square, at fyne.Position) {
		pressed = append(pressed, fmt.Sprintf("%v %.2f,%.2f", sq, at.X, at.Y))
	}
	beside := 0
	b.OnTappedBeside = func() { beside++ }
	c3 := Square{2, 2}
	for _, turn := range []int{0, 2} {
		b.SetTurn(turn)
		g := b.Geometry()
		p := g.Pos(c3).AddXY(g.Cell/4, g.Cell*3/4) // a quarter in from the left, three quarters down
		test.TapAt(b, p)
		b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}, Button: desktop.MouseButtonPrimary})
		b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}, Button: desktop.MouseButtonSecondary})
	}
	want := []string{"{2 2} 0.25,0.75", "{2 2} 0.25,0.75"}
	if !slices.Equal(tapped, want) || !slices.Equal(pressed, want) {
		t.Errorf("tapped %v, pressed %v; want %v for each", tapped, pressed, want)
	}
	test.TapAt(b, fyne.NewPos(2, 2)) // the margin, above the squares
	b.TappedSecondary(&fyne.PointEvent{Position: fyne.NewPos(2, 2)})
	if beside != 2 || len(tapped) != 2 {
		t.Errorf("clicks beside the squares: reported %d times beside, %d taps on squares", beside, len(tapped))
	}
}

// The coordinates take the colour of the theme, also when it changes.
func TestTheLabelsFollowTheTheme(t *testing.T) {
	b := newBoard(t)
	r := test.WidgetRenderer(b).(*renderer)
	var inks []color.Color
	for _, th := range []fyne.Theme{test.NewTheme(), test.Theme()} {
		test.ApplyTheme(t, th)
		want := theme.ColorForWidget(theme.ColorNamePlaceHolder, b)
		for _, l := range append(r.fileLabels, r.rankLabels...) {
			if l.Color != want {
				t.Fatalf("label %s is %v, want the theme's %v", l.Text, l.Color, want)
			}
		}
		inks = append(inks, want)
	}
	if inks[0] == inks[1] {
		t.Error("the two themes should colour the labels differently")
	}
}

// The marks of moves and the coordinates can be left out, as a player may
// choose; a warning (taking one's own T) is always shown.
func TestMarksAndCoordinatesCanBeLeftOut(t *testing.T) {
	test.NewTempApp(t)
	b := New(3, 3)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 300))
	b.SetCell(Square{0, 0}, Cell{Mark: MoveMark})
	b.SetCell(Square{1, 1}, Cell{Mark: WarningMark})
	b.HideMarks, b.HideCoordinates = true, true
	b.Refresh()
	var marks, labels int
	for _, o := range test.WidgetRenderer(b).Objects() {
		switch o := o.(type) {
		case *canvas.Circle:
			if o.Visible() {
				marks++
			}
		case *canvas.Text:
			if o.Visible() {
				labels++
			}
		}
	}
	if marks != 1 || labels != 0 {
		t.Errorf("with marks and coordinates left out, %d marks and %d labels show; want the warning alone", marks, labels)
	}
}

// A seat plays from the side of the board its pieces start nearest to,
// and the board turns to bring that side to the bottom.
func TestTurnToward(t *testing.T) {
	for _, c := range []struct {
		pieces []Square
		want   int
	}{
		{[]Square{{1, 0}, {2, 0}, {4, 0}, {5, 1}}, 0}, // along the first rank
		{[]Square{{5, 1}, {5, 2}, {5, 3}, {4, 4}}, 1}, // along the f-file
		{[]Square{{1, 5}, {2, 5}, {3, 4}}, 2},         // along the last rank
		{[]Square{{0, 1}, {0, 2}, {0, 3}, {1, 4}}, 3}, // along the a-file
	} {
		got := TurnToward(6, 6, c.pieces)
		if got != c.want {
			t.Errorf("pieces on %v: turn %d, want %d", c.pieces, got, c.want)
		}
		g := Fit(fyne.NewSize(600, 600), 6, 6, got)
		if at := g.Point(float32(c.pieces[0].File)+0.5, float32(c.pieces[0].Rank)+0.5); at.Y < 300 {
			t.Errorf("turned %d, %v is drawn at %v, not near the player", got, c.pieces[0], at)
		}
	}
}
