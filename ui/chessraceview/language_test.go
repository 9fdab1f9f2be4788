package chessraceview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// The board and the panel below it, in French and German, show all of
// their words in the room an 800x600 window leaves them and in a large
// one, at every moment of a turn: placing, rolling, moving, the figures
// two promotion halves buy, the tiles after a king move, and a player
// who has left.
func TestTheViewFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	moments := []struct {
		name    string
		players int
		moves   string
		promo   chessrace.Figure
	}{
		{"placing", 2, "", chessrace.NoFigure},
		{"rolling", 2, "+i1 +i4", chessrace.NoFigure},
		{"moving", 2, "+i1 +i4 roll:N", chessrace.NoFigure},
		{"a pawn", 2, "+i1 +i4 roll:P", chessrace.NoFigure},
		{"tiles", 2, "+i1 +i4 roll:K i1-j2", chessrace.NoFigure},
		{"halves", 2, "+i1 +i4 roll:P i1-k1 roll:R i4-l4 roll:P k1-l1 roll:R l4-l3", chessrace.NoFigure},
		{"a figure for the halves", 2, "+i1 +i4 roll:P i1-k1 roll:R i4-l4 roll:P k1-l1 roll:R l4-l3", chessrace.Queen},
		{"a player out", 4, "resign", chessrace.NoFigure},
	}
	for _, code := range []string{"fr", "de"} {
		i18n.Use(code)
		for _, m := range moments {
			for _, size := range []fyne.Size{germanBoardAt800x600, boardAt800x600, {Width: 1000, Height: 760}} {
				v, h := showGameIn(t, newGame(t, chessrace.DefaultTrack, m.players), size)
				for k, c := range colours[:m.players] {
					h.Names[k] = view.ColourName(c)
				}
				v.Update()
				if m.moves != "" {
					h.PlayAll(strings.Fields(m.moves)...)
				}
				if m.promo != chessrace.NoFigure {
					v.choosePromotion(m.promo)
				}
				w := fyne.CurrentApp().Driver().AllWindows()
				what := fmt.Sprintf("%s, %s, %.0fx%.0f", code, m.name, size.Width, size.Height)
				viewtest.Fits(t, w[len(w)-1], what)
				// The help keeps to the two lines kept for it, so that the
				// board does not jump as it changes.
				if help := v.panel.help; help.Visible() && help.MinSize().Height > widget.NewLabel("\n").MinSize().Height+1 {
					t.Errorf("%s: the help %q takes more than two lines", what, help.Text)
				}
			}
		}
	}
}
