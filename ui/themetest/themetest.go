// Package themetest gives tests Fyne's theme as a player may set it — one
// variant whatever the system's, sizes scaled as Settings > Text size does
// — and names colours in their messages.
package themetest

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Variant is Fyne's theme in the variant v, whatever the system's.
func Variant(v fyne.ThemeVariant) fyne.Theme { return variant{theme.DefaultTheme(), v} }

type variant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// Scaled is Fyne's theme with every size multiplied by factor.
func Scaled(factor float32) fyne.Theme { return scaled{theme.DefaultTheme(), factor} }

type scaled struct {
	fyne.Theme
	factor float32
}

func (t scaled) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.factor }

// Name is "light" or "dark".
func Name(v fyne.ThemeVariant) string {
	if v == theme.VariantDark {
		return "dark"
	}
	return "light"
}

// Hex writes a colour as #rrggbb, #rrggbbaa when it is see-through, and
// "none" for no colour.
func Hex(c color.Color) string {
	if c == nil {
		return "none"
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	if n.A != 0xff {
		return fmt.Sprintf("#%02x%02x%02x%02x", n.R, n.G, n.B, n.A)
	}
	return fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B)
}
