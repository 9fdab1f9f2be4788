package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"boardshelf/ui/contrast"
	"boardshelf/ui/themetest"
)

// ink is a colour of text on the colour of what it is written on.
type ink struct {
	text, on fyne.ThemeColorName
	where    string
}

// inksOnSurfaces are the texts Fyne's widgets write, each on what they are
// written on.
func inksOnSurfaces() []ink {
	var out []ink
	// A label of any importance, or a hyperlink, in the window or a dialog;
	// a check box or radio button's text, disabled too.
	for _, text := range []fyne.ThemeColorName{
		theme.ColorNameForeground, theme.ColorNameDisabled, theme.ColorNamePrimary, theme.ColorNameHyperlink,
		theme.ColorNameError, theme.ColorNameWarning, theme.ColorNameSuccess, theme.ColorNamePlaceHolder,
	} {
		out = append(out, ink{text, theme.ColorNameBackground, "a label"}, ink{text, theme.ColorNameOverlayBackground, "a label in a dialog"})
	}
	// An entry or a select: its text, its placeholder, its text disabled.
	for _, text := range []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNamePlaceHolder, theme.ColorNameDisabled} {
		out = append(out, ink{text, theme.ColorNameInputBackground, "an entry"})
	}
	return append(out,
		ink{theme.ColorNameForeground, theme.ColorNameMenuBackground, "a menu item"},
		ink{theme.ColorNameDisabled, theme.ColorNameMenuBackground, "a menu item disabled"},
		ink{theme.ColorNameForeground, theme.ColorNameButton, "a button"},
		ink{theme.ColorNameDisabled, theme.ColorNameDisabledButton, "a button disabled"},
		ink{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary, "a button of high importance"},
		ink{theme.ColorNameForegroundOnError, theme.ColorNameError, "a button of danger"},
		ink{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning, "a button of warning"},
		ink{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess, "a button of success"},
	)
}

// Every text the app writes, of every importance, reads at WCAG's 4.5:1
// at least on what it is written on: light or dark chosen in Settings, or
// either as the system's. A disabled control's text reads at 3:1, plainly
// fainter than the text of one that can be used. (Fyne's own light theme
// writes "Ready to play and save" in bright green on white, and disabled
// text in a grey near white.)
func TestEveryTextIsReadable(t *testing.T) {
	u := start(t)
	for _, c := range []struct {
		appearance string
		system     fyne.ThemeVariant
	}{{"light", theme.VariantDark}, {"dark", theme.VariantLight}, {"", theme.VariantLight}, {"", theme.VariantDark}} {
		u.prefs.SetString(prefAppearance, c.appearance)
		u.applyTheme()
		th := u.fyne.Settings().Theme()
		name := c.appearance
		if name == "" {
			name = "as the system, " + themetest.Name(c.system)
		}
		for _, in := range inksOnSurfaces() {
			text, on := th.Color(in.text, c.system), th.Color(in.on, c.system)
			if r, least := contrast.Ratio(text, on), leastContrast(in.text); r < least {
				t.Errorf("%s: %s, %s %s on %s %s: %.2f:1, want %.1f:1", name, in.where, in.text, themetest.Hex(text), in.on, themetest.Hex(on), r, least)
			}
		}
		enabled, disabled := th.Color(theme.ColorNameForeground, c.system), th.Color(theme.ColorNameDisabled, c.system)
		if r := contrast.Ratio(enabled, disabled); r < 2 {
			t.Errorf("%s: disabled text %s is hardly fainter than text %s (%.2f:1)", name, themetest.Hex(disabled), themetest.Hex(enabled), r)
		}
	}
}

// Made readable, the colours stay Fyne's own where they were readable
// already, and keep their hue where they were not: the success of "Ready
// to play and save" is a darker green in the light theme, not another
// colour, and a lighter blue makes links readable in the dark one.
func TestReadableColoursKeepFynesLook(t *testing.T) {
	u := start(t)
	fyn := theme.DefaultTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		u.prefs.SetString(prefAppearance, map[fyne.ThemeVariant]string{theme.VariantLight: "light", theme.VariantDark: "dark"}[v])
		u.applyTheme()
		th := u.fyne.Settings().Theme()
		readable := map[fyne.ThemeColorName]bool{} // in Fyne's theme, everywhere it is written
		for _, in := range inksOnSurfaces() {
			if _, ok := readable[in.text]; !ok {
				readable[in.text] = true
			}
			if contrast.Ratio(fyn.Color(in.text, v), fyn.Color(in.on, v)) < leastContrast(in.text) {
				readable[in.text] = false
			}
		}
		for n, was := range readable {
			before, after := fyn.Color(n, v), th.Color(n, v)
			switch {
			case was && after != before:
				t.Errorf("%s: %s was readable as %s, changed to %s", themetest.Name(v), n, themetest.Hex(before), themetest.Hex(after))
			case after != before:
				t.Logf("%s: %s %s made %s", themetest.Name(v), n, themetest.Hex(before), themetest.Hex(after))
			}
			if h0, h1, grey := hue(before), hue(after), chroma(before) < 0.1; !grey && min(abs(h0-h1), 360-abs(h0-h1)) > 5 {
				t.Errorf("%s: %s went from %s to %s, another hue", themetest.Name(v), n, themetest.Hex(before), themetest.Hex(after))
			}
		}
	}
}

// hue is the hue of c in degrees (HSV), chroma its chroma (0 for a grey).
func hue(c color.Color) float64 {
	r, g, b := rgb(c)
	hi, lo := max(r, g, b), min(r, g, b)
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case r:
		h = (g - b) / (hi - lo)
	case g:
		h = 2 + (b-r)/(hi-lo)
	default:
		h = 4 + (r-g)/(hi-lo)
	}
	if h < 0 {
		h += 6
	}
	return h * 60
}

func chroma(c color.Color) float64 {
	r, g, b := rgb(c)
	return max(r, g, b) - min(r, g, b)
}

func rgb(c color.Color) (r, g, b float64) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return float64(n.R) / 255, float64(n.G) / 255, float64(n.B) / 255
}

func abs(x float64) float64 { return max(x, -x) }
