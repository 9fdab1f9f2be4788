package rules

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// quoteLimit is how much of a piece of input a message quotes: enough to
// recognise it, never so much that a long line of a file fills a dialog.
const quoteLimit = 32

// Clip keeps the first characters of a piece of input for a message,
// marking a cut with "…".
func Clip(s string) string {
	if utf8.RuneCountInString(s) <= quoteLimit {
		return s
	}
	cut := 0
	for range quoteLimit {
		_, n := utf8.DecodeRuneInString(s[cut:])
		cut += n
	}
	return s[:cut] + "…"
}

// Quote writes a piece of input for a message as %q does, clipped.
func Quote(s string) string { return strconv.Quote(Clip(s)) }

// Explanation is a fact of the rules put for a person, such as why a move
// is not legal: a message in English as a format (fmt's verbs for its
// values) and the values. The UI translates the format, the message's key,
// before filling it in; a value that is a Seat names a player, whom the UI
// names as its screen does.
//
// Words that agree with a number ("1 player", "3 players") carry the
// number as Count and their English for one as One (see ExplainN): the UI
// then picks the form the language needs for Count, and Format is the
// English for other counts.
type Explanation struct {
	Format string
	Args   []any
	One    string // the English for a Count of one; "" when no number is agreed with
	Count  int
}

// Explain makes an Explanation of a format and its values.
func Explain(format string, args ...any) Explanation { return Explanation{Format: format, Args: args} }

// ExplainN makes an Explanation whose words agree with count: one is the
// English for a count of one, other for any other count and the key of
// the translations, whose plural forms the UI picks by count (French, for
// one, takes 0 too). Count is usually one of the values as well:
// ExplainN(n, "%d player", "%d players", n).
func ExplainN(count int, one, other string, args ...any) Explanation {
	return Explanation{Format: other, Args: args, One: one, Count: count}
}

// Counted reports whether the words agree with a number, Count.
func (e Explanation) Counted() bool { return e.One != "" }

// English is the English format for the explanation's count: One for one
// (and minus one, as the plural rules read the number without its sign),
// else Format.
func (e Explanation) English() string {
	if e.Counted() && (e.Count == 1 || e.Count == -1) {
		return e.One
	}
	return e.Format
}

// WithArgs is the explanation filled in with other values, its words and
// count kept: for naming its seats or clipping what it quotes.
func (e Explanation) WithArgs(args []any) Explanation {
	e.Args = args
	return e
}

// String is the explanation in English, the seats by number.
func (e Explanation) String() string { return fmt.Sprintf(e.English(), e.Args...) }

// Error makes an explanation an error, such as why Play refused a move: the
// UI finds the words to translate in it with errors.As.
func (e Explanation) Error() string { return e.String() }

// Seat is a player named in an Explanation (0 the first).
type Seat int

// String names a seat when no UI does: "seat 1".
func (s Seat) String() string { return fmt.Sprintf("seat %d", int(s)+1) }

// Word is a word of the rules named in an Explanation, such as a piece's
// name ("Rook"): the UI translates it as it does the message.
type Word string
