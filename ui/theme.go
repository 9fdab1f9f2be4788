package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
)

// shelfTheme is Fyne's theme in a variant chosen by the player (or the
// system's) and at a text size of the player's.
type shelfTheme struct {
	fyne.Theme
	variant *fyne.ThemeVariant
	scale   float32
}

func (t *shelfTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.variant != nil {
		v = *t.variant
	}
	return t.Theme.Color(n, v)
}

func (t *shelfTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }
