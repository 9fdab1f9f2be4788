package reliefview

import (
	"boardshelf/ui/themetest"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// The files and ranks beside the terraces grow with the rest of the text
// when the player chooses a larger text, on a board already shown, as the
// flat board's do.
func TestTheCoordinatesGrowWithTheText(t *testing.T) {
	v, _, _ := newView(t, "terrace/long", fyne.NewSize(900, 700))
	sizes := func() []float32 {
		var out []float32
		for _, o := range test.WidgetRenderer(v.relief).Objects() {
			if t, ok := o.(*canvas.Text); ok && t.Text != "" {
				out = append(out, t.TextSize)
			}
		}
		return out
	}
	test.ApplyTheme(t, themetest.Scaled(1))
	test.WidgetRenderer(v.relief).Refresh()
	normal := sizes()
	test.ApplyTheme(t, themetest.Scaled(1.3))
	test.WidgetRenderer(v.relief).Refresh()
	larger := sizes()
	if len(normal) != 12 || len(larger) != len(normal) {
		t.Fatalf("%d coordinates, then %d; want 12", len(normal), len(larger))
	}
	for i := range normal {
		if r := larger[i] / normal[i]; r < 1.29 || r > 1.31 {
			t.Errorf("coordinate %d: %.1f, then %.1f at 1.3 times the text", i, normal[i], larger[i])
		}
	}
}
