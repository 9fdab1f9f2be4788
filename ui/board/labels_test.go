package board

import (
	"boardshelf/ui/themetest"
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// box is a rectangle of the widget: its top-left and bottom-right corners.
type box struct{ x0, y0, x1, y1 float32 }

// meets reports whether two boxes overlap by more than rounding.
func (b box) meets(o box) bool {
	const slack = 0.5
	return o.x0 < b.x1-slack && o.x1 > b.x0+slack && o.y0 < b.y1-slack && o.y1 > b.y0+slack
}

func (b box) String() string { return fmt.Sprintf("(%.1f,%.1f)-(%.1f,%.1f)", b.x0, b.y0, b.x1, b.y1) }

// inked is where a coordinate's letters are drawn: centred across its
// box, from its top.
func inked(t *canvas.Text) box {
	m := t.MinSize()
	x := t.Position().X + (t.Size().Width-m.Width)/2
	return box{x, t.Position().Y, x + m.Width, t.Position().Y + m.Height}
}

// The files and ranks along the edges grow with the rest of the text when
// the player chooses a larger text (or FYNE_SCALE enlarges everything),
// also on a board already shown, and still stand beside the squares, not
// over them or the frame, on boards small and large, turned or not.
func TestTheCoordinatesGrowWithTheText(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		files, ranks, turn int
		window             fyne.Size
	}{
		{16, 16, 0, fyne.NewSize(520, 520)}, // Terachess, in a small window
		{16, 16, 2, fyne.NewSize(900, 700)},
		{6, 6, 0, fyne.NewSize(600, 600)}, // Terrace
		{20, 18, 1, fyne.NewSize(700, 600)},
		{20, 18, 0, fyne.NewSize(370, 340)}, // Chess Race's long course, near its smallest
	} {
		test.ApplyTheme(t, themetest.Scaled(1))
		b := New(c.files, c.ranks)
		b.SetTurn(c.turn)
		w := test.NewWindow(b)
		w.Resize(c.window)
		r := test.WidgetRenderer(b).(*renderer)
		what := fmt.Sprintf("%dx%d board turned %d in %v", c.files, c.ranks, c.turn, c.window)
		normal := r.fileLabels[0].TextSize
		fits(t, b, r, what+", normal text")

		test.ApplyTheme(t, themetest.Scaled(1.3))
		for _, l := range append(r.fileLabels, r.rankLabels...) {
			if got, want := l.TextSize, normal*1.3; got < want-0.01 || got > want+0.01 {
				t.Errorf("%s: with the text 1.3 times larger, %q is %.2f, was %.2f", what, l.Text, got, normal)
			}
		}
		fits(t, b, r, what+", text 1.3 times larger")
		w.Close()
	}
}

// fits checks that the coordinates stand beside the squares and their
// frame, inside the widget.
func fits(t *testing.T, b *Board, r *renderer, what string) {
	t.Helper()
	g := b.Geometry()
	if g.Cell <= 0 {
		t.Fatalf("%s: no squares laid out", what)
	}
	rim := g.Cell * frameCells
	frame := box{g.Origin.X - rim, g.Origin.Y - rim, g.Origin.X + g.Size().Width + rim, g.Origin.Y + g.Size().Height + rim}
	widget := box{0, 0, b.Size().Width, b.Size().Height}
	for _, l := range append(r.fileLabels, r.rankLabels...) {
		at := inked(l)
		if at.meets(frame) {
			t.Errorf("%s: %q at %v runs over the squares and their frame %v", what, l.Text, at, frame)
		}
		if at.x0 < widget.x0 || at.y0 < widget.y0 || at.x1 > widget.x1 || at.y1 > widget.y1 {
			t.Errorf("%s: %q at %v is not inside the board %v", what, l.Text, at, widget)
		}
	}
}
