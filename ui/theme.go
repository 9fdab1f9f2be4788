package ui

import (
	"boardshelf/ui/contrast"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// shelfTheme is Fyne's theme in a variant chosen by the player (or the
// system's) and at a text size of the player's, with every colour text is
// written in made readable (see readable).
type shelfTheme struct {
	fyne.Theme
	variant *fyne.ThemeVariant
	scale   float32

	shades sync.Map // shadeKey: color.Color, the colours made readable so far
}

type shadeKey struct {
	name    fyne.ThemeColorName
	variant fyne.ThemeVariant
	base    color.NRGBA // the colour of Fyne's theme (the primary colour is the user's)
	fill    color.NRGBA // under a button's text, the button's colour as made readable
}

// inks are the colours a text may be written in (a label of each
// importance, a hyperlink, a placeholder, a disabled control), each with
// the backgrounds Fyne's widgets write it on.
var inks = map[fyne.ThemeColorName][]fyne.ThemeColorName{
	theme.ColorNameForeground:  {onPage, onDialog, theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameButton},
	theme.ColorNameDisabled:    {onPage, onDialog, theme.ColorNameInputBackground, theme.ColorNameMenuBackground, theme.ColorNameDisabledButton},
	theme.ColorNamePlaceHolder: {onPage, onDialog, theme.ColorNameInputBackground},
	theme.ColorNamePrimary:     {onPage, onDialog},
	theme.ColorNameHyperlink:   {onPage, onDialog},
	theme.ColorNameError:       {onPage, onDialog},
	theme.ColorNameWarning:     {onPage, onDialog},
	theme.ColorNameSuccess:     {onPage, onDialog},
}

const onPage, onDialog = theme.ColorNameBackground, theme.ColorNameOverlayBackground

// disabledContrast is the contrast of a disabled control's text: readable,
// yet plainly fainter than the text of a control that can be used. (WCAG
// asks no contrast of inactive controls; at 4.5:1 a greyed Undo looked
// like one that works.)
const disabledContrast = 3.0

// leastContrast is the contrast the text of colour n must reach.
func leastContrast(n fyne.ThemeColorName) float64 {
	if n == theme.ColorNameDisabled {
		return disabledContrast
	}
	return contrast.Min
}

// onFills are the colours of the text on a button filled with a colour of
// inks (a button of high importance, of danger, of warning, of success).
var onFills = map[fyne.ThemeColorName]fyne.ThemeColorName{
	theme.ColorNameForegroundOnPrimary: theme.ColorNamePrimary,
	theme.ColorNameForegroundOnError:   theme.ColorNameError,
	theme.ColorNameForegroundOnWarning: theme.ColorNameWarning,
	theme.ColorNameForegroundOnSuccess: theme.ColorNameSuccess,
}

func (t *shelfTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.variant != nil {
		v = *t.variant
	}
	c := t.Theme.Color(n, v)
	fill, onFill := onFills[n]
	surfaces, isInk := inks[n]
	if !onFill && !isInk {
		return c
	}
	key := shadeKey{name: n, variant: v, base: nrgba(c)}
	if onFill {
		key.fill = nrgba(t.Color(fill, v))
	}
	if done, ok := t.shades.Load(key); ok {
		return done.(color.Color)
	}
	if onFill {
		c = t.readableOn(c, key.fill)
	} else {
		c = t.readable(c, v, surfaces, leastContrast(n))
	}
	t.shades.Store(key, c)
	return c
}

func (t *shelfTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }

func nrgba(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

// readable is c, or if c is too faint on one of the surfaces it is written
// on a darker shade of it (a lighter one on dark surfaces), the least
// changed that reaches the contrast least on all of them. Fyne's light
// theme writes success in a bright green, warnings in orange and disabled
// text in a grey hardly darker than the window.
func (t *shelfTheme) readable(c color.Color, v fyne.ThemeVariant, surfaces []fyne.ThemeColorName, least float64) color.Color {
	var on []color.Color
	for _, s := range surfaces {
		on = append(on, t.Theme.Color(s, v))
	}
	worst := func(c color.Color) float64 {
		least := 21.0
		for _, s := range on {
			least = min(least, contrast.Ratio(c, s))
		}
		return least
	}
	if worst(c) >= least {
		return c
	}
	base := nrgba(c)
	darken := contrast.Luminance(t.Theme.Color(theme.ColorNameBackground, v)) > 0.5
	// Shades go from c (step 0) to black or white (step 255), its hue
	// kept; the contrast grows with the step.
	lo, hi := 0, 255
	for lo < hi {
		mid := (lo + hi) / 2
		if worst(shade(base, mid, darken)) >= least {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return shade(base, lo, darken)
}

// shade is c step 255ths of the way to black, or to white.
func shade(c color.NRGBA, step int, darken bool) color.NRGBA {
	to := func(v uint8) uint8 {
		if darken {
			return uint8(int(v) * (255 - step) / 255)
		}
		return uint8(int(v) + (255-int(v))*step/255)
	}
	return color.NRGBA{to(c.R), to(c.G), to(c.B), c.A}
}

// readableOn is the colour of a button's text, c, or when c is too faint
// on the button's fill (which readable may have lightened) the light or
// dark of Fyne's own texts on such buttons, whichever reads better.
func (t *shelfTheme) readableOn(c, fill color.Color) color.Color {
	if contrast.Ratio(c, fill) >= contrast.Min {
		return c
	}
	best := c
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		if other := t.Theme.Color(theme.ColorNameBackground, v); contrast.Ratio(other, fill) > contrast.Ratio(best, fill) {
			best = other
		}
	}
	return best
}
