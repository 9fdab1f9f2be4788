package board

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// A drag redraws the board at every move of the pointer: on a 16x16 board
// full of pieces each step must take far less than a frame.
func BenchmarkDragAcross16x16(b *testing.B) {
	test.NewTempApp(b)
	bd := New(16, 16)
	piece := fyne.NewStaticResource("bench-piece.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><circle cx="0.5" cy="0.5" r="0.4"/></svg>`))
	for f := range 16 {
		for r := range 16 {
			bd.SetCell(Square{f, r}, Cell{Piece: piece})
		}
	}
	w := test.NewWindow(bd)
	w.Resize(fyne.NewSize(900, 900))
	defer w.Close()
	bd.OnDragStart = func(Square) bool { return true }
	start := bd.SquareCentre(Square{0, 0})
	at := start
	for b.Loop() {
		next := at.AddXY(3, -3)
		if next.Y < 0 {
			bd.DragEnd()
			at, next = start, start.AddXY(3, -3)
		}
		bd.Dragged(dragEvent(bd, at, next))
		at = next
	}
	bd.DragEnd()
}

// Pointing at a line paints its arrows on the UI goroutine: a long line of
// long arrows over a large 16x16 board must take well under a frame.
func BenchmarkPaintALineOfArrows(b *testing.B) {
	test.NewTempApp(b)
	bd := New(16, 16)
	w := test.NewWindow(bd)
	w.Resize(fyne.NewSize(900, 900))
	defer w.Close()
	var marks []Marking
	for i := range 8 { // corner to corner and back, as long as arrows get
		from, to := Square{0, i}, Square{15, 15 - i}
		marks = append(marks, Marking{Shape: Arrow, From: from, To: to, Colour: color.NRGBA{0x15, 0x78, 0x1b, 0xe0}})
	}
	bd.SetMarkings(marks)
	for b.Loop() {
		bd.paintMarkings(900, 900)
	}
}
