package editor

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/ui/i18n"
	"boardshelf/ui/view/viewtest"
)

// The editor in French and German, in a small window (800x600 less a title
// bar) and a large one, shows all of its words, with two players and with
// four.
func TestTheEditorFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, code := range []string{"fr", "de"} {
		i18n.Use(code)
		for _, players := range []string{"2", "4"} {
			for _, size := range []fyne.Size{{Width: 776, Height: 552}, {Width: 1280, Height: 876}} {
				e, h := open(t, NewDraft(), "")
				e.players.SetSelected(players)
				h.win.Resize(size)
				what := code + ", " + players + " players, " + sizeText(size)
				viewtest.Fits(t, h.win, what)
				e.Choose(&whiteT)
				test.TapAt(e.board, at(e, "a1"))
				e.showMirrorMenu()
				viewtest.Fits(t, h.win, what+", the mirror menu")
				h.win.Canvas().Overlays().Top().Hide()
				e.ConfirmLeave(func() {})
				viewtest.Fits(t, h.win, what+", unsaved changes")
			}
		}
	}
}

func sizeText(s fyne.Size) string { return fmt.Sprintf("%.0fx%.0f", s.Width, s.Height) }
