package rules

import (
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
