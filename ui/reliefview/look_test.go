package reliefview

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The board in relief as a player sees it, from each of the four
// viewpoints, on both boards: White has moved, and a piece is chosen with
// its moves marked. A change in the looks fails here and leaves the new
// picture in testdata/failed (copy it over the old one when it was meant).
func TestReliefLooksAsBefore(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct {
		setup  string
		moves  []string
		choose string
		name   string
		size   fyne.Size
	}{
		{"terrace/long", []string{"e2-e3"}, "b6", "6x6", fyne.NewSize(640, 480)},
		{"terrace/8x8-long", []string{"g2-g3"}, "b7", "8x8", fyne.NewSize(640, 480)},
	} {
		v, h, w := newView(t, c.setup, c.size)
		h.PlayAll(c.moves...)
		tap(v, c.choose)
		for turn := range 4 {
			v.SetTurned(turn)
			img := w.Canvas().Capture()
			name := fmt.Sprintf("relief-%s-turn%d.png", c.name, turn)
			test.AssertImageMatches(t, name, img)
		}
	}
}
