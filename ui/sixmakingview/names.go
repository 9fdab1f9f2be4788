package sixmakingview

import (
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules/sixmaking"
	"boardshelf/ui/i18n"
)

// pieceWords are the names of the pieces a tower moves as, as the rules
// give them (sixmaking.Piece.Word): the words the translations give in
// each language.
var pieceWords = map[sixmaking.Piece]string{
	sixmaking.Pawn: i18n.Key("Pawn"), sixmaking.Rook: i18n.Key("Rook"), sixmaking.Knight: i18n.Key("Knight"),
	sixmaking.Bishop: i18n.Key("Bishop"), sixmaking.Queen: i18n.Key("Queen"), sixmaking.King: i18n.Key("King"),
}

// pieceName is a piece's name in the language Boardshelf speaks.
func pieceName(p sixmaking.Piece) string {
	if w, ok := pieceWords[p]; ok {
		return lang.L(w)
	}
	return p.String()
}
