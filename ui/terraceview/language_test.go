package terraceview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// The board, and the question before capturing one's own T, in French and
// German, show all of their words in the room an 800x600 window leaves
// them and in a large one; what the view says names the seats as the
// screen does.
func TestTheViewFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, tc := range []struct{ code, question, ring string }{
		{"fr", "Blanc prend son propre T : Blanc perd la partie.", "Anneau ambré en a1 : y prendre votre T vous fait perdre"},
		{"de", "Weiß schlägt das eigene T: Weiß verliert die Partie.", "Oranger Ring auf a1: Wer dort das eigene T schlägt, verliert"},
	} {
		i18n.Use(tc.code)
		for _, size := range []fyne.Size{{Width: 460, Height: 470}, {Width: 880, Height: 780}} {
			v, h, w := newView(t, "terrace/long")
			for k, s := range []string{"white", "black"} {
				h.Names[k] = view.ColourName(s)
			}
			w.Resize(size)
			viewtest.Fits(t, w, fmt.Sprintf("%s, %.0fx%.0f", tc.code, size.Width, size.Height))
			tap(v, "b2")
			if h.Said != tc.ring {
				t.Errorf("%s: the amber ring is explained as %q", tc.code, h.Said)
			}
			tap(v, "a1")
			if q := overlay(w); !strings.Contains(q, tc.question) {
				t.Errorf("%s: the question reads %q", tc.code, q)
			}
			viewtest.Fits(t, w, fmt.Sprintf("%s, the question, %.0fx%.0f", tc.code, size.Width, size.Height))
		}
	}
}
