package chessraceview

import (
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/i18n"
)

// figureWords are the names of the die's figures, Pawn to King, in the
// words the translations give in each language.
var figureWords = [...]string{
	i18n.Key("Pawn"), i18n.Key("Rook"), i18n.Key("Bishop"), i18n.Key("Knight"), i18n.Key("Queen"), i18n.Key("King"),
}

// figureName is a figure's name in the language Boardshelf speaks.
func figureName(f chessrace.Figure) string {
	if f < chessrace.Pawn || f > chessrace.King {
		return f.String()
	}
	return lang.L(figureWords[f-chessrace.Pawn])
}

// arrowWords say which way a mud tile's arrow points, north being up.
var arrowWords = map[chessrace.Dir]string{
	chessrace.North: i18n.Key("up"), chessrace.East: i18n.Key("right"),
	chessrace.South: i18n.Key("down"), chessrace.West: i18n.Key("left"),
}

// arrowName says which way an arrow points in the language Boardshelf
// speaks.
func arrowName(d chessrace.Dir) string { return lang.L(arrowWords[d]) }
