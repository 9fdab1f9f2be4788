package play

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"boardshelf/online"
	"boardshelf/ui/i18n"
)

// The words of an entry of a shared game refused: what it was, from whom,
// and why, in a few words and never the entry itself.

// whyWords are the reasons an entry is refused, as the player reads them.
var whyWords = map[online.Why]string{
	online.Malformed:    i18n.Key("it is damaged"),
	online.OtherGame:    i18n.Key("it belongs to another game"),
	online.BadSignature: i18n.Key("its signature is not its author's: it was changed on the way"),
	online.Missing:      i18n.Key("the entries before it are missing"),
	online.Fork:         i18n.Key("another entry holds its place: the two copies went different ways"),
	online.NotHolder:    i18n.Key("its author does not hold the seat it plays for"),
	online.NotStarted:   i18n.Key("a seat is still free, so nobody may move yet"),
	online.NotTheirTurn: i18n.Key("it is not that seat's turn"),
	online.Illegal:      i18n.Key("the rules refuse the move"),
	online.SeatTaken:    i18n.Key("the seat is taken already"),
	online.GameOver:     i18n.Key("the game is over"),
	online.NoOffer:      i18n.Key("there is no offer to answer, or one is waiting already"),
	online.TooEarly:     i18n.Key("the clock had not run out"),
	online.ClockClaim:   i18n.Key("it claims more time than the clock gives"),
	online.BadDice:      i18n.Key("its share of the die does not follow its promise"),
	online.NotAllowed:   i18n.Key("it cannot be made now"),
}

// kindWords are what an entry says, as the player reads it.
var kindWords = map[online.Kind]string{
	online.KindHeader: i18n.Key("the start of the game"),
	online.KindSit:    i18n.Key("a seat taken"),
	online.KindMove:   i18n.Key("a move"),
	online.KindReveal: i18n.Key("a share of the die"),
	online.KindOffer:  i18n.Key("an offer"),
	online.KindAnswer: i18n.Key("an answer"),
	online.KindChat:   i18n.Key("a chat line"),
	online.KindFlag:   i18n.Key("a claim that the clock ran out"),
}

// RefusalWords words why a shared game or an entry of it was refused.
func RefusalWords(err error) string {
	var r *online.Refusal
	if !errors.As(err, &r) {
		return i18n.Error(err, nil)
	}
	who := r.Name
	if who == "" {
		who = lang.L("an unknown player")
	}
	why := lang.L(whyWords[r.Why])
	if whyWords[r.Why] == "" {
		why = string(r.Why)
	}
	if r.Detail != nil {
		// The rules' words are translated; a damaged field's are short English.
		why = lang.L("{{.Why}} ({{.Detail}})", map[string]any{"Why": why, "Detail": clipped(i18n.Error(r.Detail, nil), 120)})
	}
	kind := lang.L(kindWords[r.Kind])
	if kindWords[r.Kind] == "" {
		kind = lang.L("an entry")
	}
	return lang.L("Entry {{.Number}} ({{.Kind}}) from {{.Name}} was refused: {{.Why}}.",
		map[string]any{"Number": r.Seq, "Kind": kind, "Name": who, "Why": why})
}

// clipped is s cut to at most n characters, an ellipsis marking the cut.
func clipped(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
