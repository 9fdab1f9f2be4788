package terachessview

import (
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules/terachess"
	"boardshelf/ui/i18n"
)

// kindWords are the names of the 24 kinds, in the order of the guide, as
// the rules give them (terachess.Kind.Word): the words the translations
// give in each language.
var kindWords = [...]string{
	i18n.Key("King"), i18n.Key("Queen"), i18n.Key("Rook"), i18n.Key("Bishop"), i18n.Key("Knight"), i18n.Key("Pawn"),
	i18n.Key("Corporal"), i18n.Key("Prince"), i18n.Key("Amazon"), i18n.Key("Marshall"), i18n.Key("Cardinal"),
	i18n.Key("Elephant"), i18n.Key("Machine"), i18n.Key("Lion"), i18n.Key("Antelope"), i18n.Key("Camel"),
	i18n.Key("Bull"), i18n.Key("Buffalo"), i18n.Key("Cannon"), i18n.Key("Bow"), i18n.Key("Star"),
	i18n.Key("Ship"), i18n.Key("Eagle"), i18n.Key("Rhinoceros"),
}

// kindName is a kind's name in the language Boardshelf speaks.
func kindName(k terachess.Kind) string {
	if k < terachess.King || int(k-terachess.King) >= len(kindWords) {
		return k.String()
	}
	return lang.L(kindWords[k-terachess.King])
}
