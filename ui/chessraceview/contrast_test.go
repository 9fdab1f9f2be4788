package chessraceview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/contrast"
	"boardshelf/ui/themetest"
)

// "Roll", written on the blank die while it waits to be rolled, reads at
// WCAG's 4.5:1 on the die's face, in the light theme and the dark.
func TestTheDieSaysRollReadably(t *testing.T) {
	v, h := newView(t, chessrace.DefaultTrack, 2)
	h.PlayAll("+i1", "+i4") // the pieces placed, the die is to be rolled
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		test.ApplyTheme(t, themetest.Variant(variant))
		r := test.TempWidgetRenderer(t, v.die).(*dieRenderer)
		if !r.hint.Visible() || r.hint.Text == "" {
			t.Fatalf("the die waiting to be rolled says nothing")
		}
		face := contrast.Over(r.body.FillColor, theme.Color(theme.ColorNameBackground))
		if c := contrast.Ratio(r.hint.Color, face); c < contrast.Min {
			t.Errorf("%s theme: %q reads %.2f:1 on the die, want %.1f:1", themetest.Name(variant), r.hint.Text, c, contrast.Min)
		}
	}
}
