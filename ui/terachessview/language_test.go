package terachessview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/rules/terachess"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// The board with the card of the piece pointed at, the piece guide and the
// dialog that starts from a pasted position, in French and German, show
// all of their words in an 800x600 window and a large one; the card and
// the move list name the pieces in the language.
func TestTheViewFitsInEveryLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	for _, tc := range []struct{ code, card, move, how, noKing string }{
		{"fr", "Rhinocéros (Blanc) en g1", "Cavalier d3-e5", "Saute comme un Cavalier", "Noir n’a pas de Roi"},
		{"de", "Nashorn (Weiß) auf g1", "Springer d3-e5", "Springt wie ein Springer", "Schwarz hat keinen König"},
	} {
		i18n.Use(tc.code)
		for _, size := range []fyne.Size{{Width: 776, Height: 552}, {Width: 1280, Height: 876}} {
			v, h, w := newView(t, size)
			h.Names = []string{view.ColourName("white"), view.ColourName("black")}
			what := fmt.Sprintf("%s, %.0fx%.0f", tc.code, size.Width, size.Height)
			for _, at := range []board.Square{{File: 6, Rank: 0}, {File: 0, Rank: 15}, {File: 8, Rank: 7}, {File: 15, Rank: 2}} {
				v.showInfo(pointer(terachess.SquareAt(at.File, at.Rank)))
				viewtest.Fits(t, w, what+", the card of "+terachess.SquareAt(at.File, at.Rank).String())
			}
			v.showInfo(pointer(terachess.SquareAt(6, 0)))
			if text := v.InfoText(); !strings.HasPrefix(text, tc.card) || !strings.Contains(text, tc.how) {
				t.Errorf("%s: the card of g1 reads %q", tc.code, text)
			}
			m := v.game.MovesFrom(terachess.SquareAt(3, 2))
			for _, mv := range m {
				if mv.To == terachess.SquareAt(4, 4) && v.MoveText(mv) != tc.move {
					t.Errorf("%s: the move list writes d3e5 %q", tc.code, v.MoveText(mv))
				}
			}
			v.ShowGuide()
			viewtest.Fits(t, w, what+", the piece guide")
			w.Canvas().Overlays().Top().Hide()
			askPosition(app{w})
			viewtest.Fits(t, w, what+", the pasted position")
			if _, why := positionSetup("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -"); why != tc.noKing {
				t.Errorf("%s: a position without Black's King is refused with %q", tc.code, why)
			}
			w.Close()
		}
	}
}

func pointer(sq terachess.Square) *terachess.Square { return &sq }

// app stands in for the app around the view's menu items.
type app struct{ w fyne.Window }

func (a app) Window() fyne.Window     { return a.w }
func (a app) StartGame(*setups.Setup) {}
