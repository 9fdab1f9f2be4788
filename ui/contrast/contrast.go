// Package contrast is WCAG 2's colour contrast: the luminance of a colour,
// the ratio of two, a translucent colour over another as the screen shows
// it, and the black or white edge that stands out from any colour.
package contrast

import (
	"image/color"
	"math"
)

// Min is the least contrast ratio WCAG 2 asks of text, and the one every
// text and mark of Boardshelf keeps with what it lies on.
const Min = 4.5

// Luminance is the relative luminance of a colour as WCAG 2 defines it,
// from 0 (black) to 1 (white); its alpha is left out.
func Luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	linear := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*linear(n.R) + 0.7152*linear(n.G) + 0.0722*linear(n.B)
}

// Contrast is the contrast ratio of two opaque colours (WCAG 2), from 1
// (the same) to 21 (black on white).
func Ratio(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Over is c painted over under, as the screen shows it; under is taken to
// be opaque, and a nil c leaves it as it is.
func Over(c, under color.Color) color.NRGBA {
	u := opaque(under)
	if c == nil {
		return u
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	a := float64(n.A) / 255
	mix := func(top, bottom uint8) uint8 {
		return uint8(math.Round(float64(top)*a + float64(bottom)*(1-a)))
	}
	return color.NRGBA{mix(n.R, u.R), mix(n.G, u.G), mix(n.B, u.B), 0xff}
}

func opaque(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{A: 0xff}
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = 0xff
	return n
}

// Keyline is the colour of the thin edge drawn round a mark so that it
// stands out from a square of colour c whatever c is: black on a light
// square, white on a dark one. One of the two always reaches Min.
func Keyline(c color.Color) color.Color {
	black, white := color.NRGBA{A: 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}
	if Ratio(black, c) >= Ratio(white, c) {
		return black
	}
	return white
}
