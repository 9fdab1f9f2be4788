package contrast

import (
	"image/color"
	"math"
	"testing"
)

// The contrast ratios are WCAG 2's: black on white is 21:1, and #767676 is
// the lightest grey that reaches 4.5:1 on white.
func TestRatioAsWCAG(t *testing.T) {
	white := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	for _, c := range []struct {
		a    color.Color
		want float64
	}{
		{color.NRGBA{0, 0, 0, 0xff}, 21},
		{color.NRGBA{0x76, 0x76, 0x76, 0xff}, 4.54},
		{color.NRGBA{0x77, 0x77, 0x77, 0xff}, 4.48},
		{color.NRGBA{0xff, 0x00, 0x00, 0xff}, 4.00},
		{white, 1},
	} {
		if got := Ratio(c.a, white); math.Abs(got-c.want) > 0.005 {
			t.Errorf("%v on white: %.3f, want %.2f", c.a, got, c.want)
		}
	}
	// Half-transparent black over white shows as a mid grey.
	if got := Over(color.NRGBA{0, 0, 0, 0x80}, white); got != (color.NRGBA{0x7f, 0x7f, 0x7f, 0xff}) {
		t.Errorf("half black over white: %v", got)
	}
}
