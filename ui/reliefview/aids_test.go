package reliefview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// The player's settings leave out the marks of the moves, the coordinates
// and the last move's light, in relief as on the flat board.
func TestTheAidsFollowTheSettings(t *testing.T) {
	v, _, _ := newView(t, "terrace/long", fyne.NewSize(980, 820))
	tap(v, "c2")
	tap(v, "d3")
	tap(v, "a5")
	count := func() (marks, lit, labels int) {
		for _, c := range v.relief.scene.cells {
			if c.mark != board.NoMark {
				marks++
			}
			if c.tint == lastMoveTint {
				lit++
			}
		}
		test.WidgetRenderer(v.relief).Refresh()
		for _, l := range v.relief.rend.labels {
			if l.Visible() && l.Text != "" {
				labels++
			}
		}
		return marks, lit, labels
	}
	if marks, lit, labels := count(); marks == 0 || lit != 2 || labels == 0 {
		t.Fatalf("with every aid: %d marks, %d squares lit, %d labels", marks, lit, labels)
	}
	v.SetAids(view.Aids{HideMoves: true, HideCoordinates: true, HideLastMove: true})
	if marks, lit, labels := count(); marks != 0 || lit != 0 || labels != 0 {
		t.Errorf("with none: %d marks, %d squares lit, %d labels", marks, lit, labels)
	}
}
