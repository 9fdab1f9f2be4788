package view

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"boardshelf/ui/i18n"
)

// Capitalised starts s with a capital: the rules name seats and pieces in
// lower case ("white", "knight"), the screen as names ("White", "Knight").
// It is for English data before it is translated, never for translated
// words.
func Capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// colourNames are the seats' colours as the screen names them.
var colourNames = map[string]string{
	"white": i18n.Key("White"), "black": i18n.Key("Black"), "red": i18n.Key("Red"),
	"blue": i18n.Key("Blue"), "green": i18n.Key("Green"), "yellow": i18n.Key("Yellow"),
	"light": i18n.Key("Light"), "dark": i18n.Key("Dark"),
}

// ColourName names a seat by its colour in the language Boardshelf speaks:
// "White", "Blanc", "Weiß".
func ColourName(colour string) string {
	if name, ok := colourNames[colour]; ok {
		return lang.L(name)
	}
	return Capitalised(colour)
}
