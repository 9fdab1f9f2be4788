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
type Explanation struct {
	Format string
	Args   []any
}

// Explain makes an Explanation of a format and its values.
func Explain(format string, args ...any) Explanation { return Explanation{format, args} }

// String is the explanation in English, the seats by number.
func (e Explanation) String() string { return fmt.Sprintf(e.Format, e.Args...) }

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
