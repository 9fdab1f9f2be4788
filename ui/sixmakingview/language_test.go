package sixmakingview

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/sixmaking"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// The board with its reserves and legend, in French and German, shows all
// of its words in the room an 800x600 window leaves it and in a large
// one, in the standard game and in Sixth MaKING (with its points), for
// either player to move.
func TestTheViewFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	sixth := sixmaking.Standard()
	sixth.Sixth = true
	for _, code := range []string{"fr", "de"} {
		i18n.Use(code)
		for _, s := range []sixmaking.Setup{sixmaking.Standard(), sixth} {
			for _, size := range []fyne.Size{{Width: 460, Height: 470}, {Width: 880, Height: 780}} {
				test.NewTempApp(t)
				g, err := sixmaking.New(s)
				if err != nil {
					t.Fatal(err)
				}
				h := viewtest.New(t, g)
				h.Names = []string{view.ColourName("light"), view.ColourName("dark")}
				v := New(g, h)
				h.View = v
				w := test.NewWindow(v.Object())
				w.Resize(size)
				for _, move := range []string{"", "c3"} {
					if move != "" {
						h.PlayAll(move)
					}
					what := fmt.Sprintf("%s, Sixth %v, %.0fx%.0f, after %q", code, s.Sixth, size.Width, size.Height, move)
					viewtest.Fits(t, w, what)
					for _, r := range v.reserves {
						if !r.turn.Hidden && r.title.Position().X+r.title.MinSize().Width > r.turn.Position().X {
							t.Errorf("%s: the reserve's name %q runs into %q", what, r.title.Text, r.turn.Text)
						}
					}
				}
				w.Close()
			}
		}
	}
}
