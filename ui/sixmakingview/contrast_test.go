package sixmakingview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"boardshelf/ui/contrast"
	"boardshelf/ui/themetest"
)

// "To move" on the reserve of the player to move reads at WCAG's 4.5:1 on
// the panel as drawn over the window, tinted for the turn and, once a disk
// is chosen from it, for the disk, in the light theme and the dark, the
// player switching from one to the other in play; so do the player's name
// and the count of disks "left" above and beside it.
func TestTheReserveReadsInBothThemes(t *testing.T) {
	v, _ := show(t, position("a1:L b2:D"))
	r := v.reserves[1] // light's, to move
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark, theme.VariantLight} {
		test.ApplyTheme(t, themetest.Variant(variant))
		name := themetest.Name(variant)
		for _, placing := range []bool{false, true} {
			if v.placing != placing {
				test.Tap(r)
			}
			when := map[bool]string{false: "on the turn's panel", true: "with a disk chosen"}[placing]
			if v.placing != placing {
				t.Fatalf("%s theme: a click on the reserve did not %s", name, map[bool]string{false: "let go of the disk", true: "choose a disk"}[placing])
			}
			if r.turn.Hidden {
				t.Fatalf("%s theme, %s: no \"to move\"", name, when)
			}
			panel := contrast.Over(r.back.FillColor, theme.Color(theme.ColorNameBackground))
			for _, text := range []*canvas.Text{r.turn, r.title, r.count, r.caption} {
				if c := contrast.Ratio(text.Color, panel); c < contrast.Min {
					t.Errorf("%s theme, %s: %q in %s reads %.2f:1 on the panel %s, want %.1f:1",
						name, when, text.Text, themetest.Hex(text.Color), c, themetest.Hex(panel), contrast.Min)
				}
			}
		}
	}
}
