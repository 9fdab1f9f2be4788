package reliefview

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/ui/board"
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

// A redraw of BenchmarkRedraw8x8 with eight arrows over the board, timed
// against the same redraw without them in one run, turn and turn about,
// so that the machine's load weighs on both alike; it reports the ratio of
// the fastest of each as "marked/plain" (the fastest: the redraw the other
// work on the machine did not interrupt), and the difference. "line" is a line of the analysis as Terrace's
// are, eight moves of one or two squares; "across" the longest arrows,
// two of them from corner to corner.
func BenchmarkRedrawMarked8x8(b *testing.B) {
	for _, c := range []struct {
		name   string
		arrows [][2]string
	}{
		{"line", [][2]string{{"a2", "a3"}, {"b7", "b6"}, {"c2", "c4"}, {"d7", "d5"}, {"e2", "f3"}, {"g7", "f6"}, {"h2", "h3"}, {"a7", "a6"}}},
		{"across", [][2]string{{"a1", "h8"}, {"h1", "a8"}, {"b2", "b6"}, {"c2", "f5"}, {"d7", "d4"}, {"g7", "g6"}, {"e2", "e3"}, {"h2", "c2"}}},
	} {
		b.Run(c.name, func(b *testing.B) {
			test.NewTempApp(b)
			v, h, _ := newView(b, "terrace/8x8-long", fyne.NewSize(980, 820))
			h.PlayAll("g2-g3")
			tap(v, "b7")
			var signs []board.Marking
			for _, a := range c.arrows {
				signs = append(signs, board.Marking{Shape: board.Arrow, From: fromSquare(sq(a[0])), To: fromSquare(sq(a[1])),
					Colour: color.NRGBA{0x15, 0x78, 0x1b, 0xe0}})
			}
			r := v.relief.rend
			plain := v.relief.scene
			v.SetMarkings(signs)
			marked := v.relief.scene
			r.generate(980, 820)
			fastest := [2]time.Duration{time.Hour, time.Hour}
			for b.Loop() {
				for k, sc := range []scene{plain, marked} {
					start := time.Now()
					v.relief.scene = sc
					v.relief.version++ // as after any change
					r.generate(980, 820)
					fastest[k] = min(fastest[k], time.Since(start))
				}
			}
			b.ReportMetric(float64(fastest[1])/float64(fastest[0]), "marked/plain")
			b.ReportMetric(float64(fastest[1]-fastest[0])/1e3, "µs-of-arrows")
		})
	}
}
