// Package posix makes a C locale mean English, quietly, to the locale
// lookup Fyne uses (github.com/jeandeaual/go-locale): that lookup reads a
// LANG of "C.UTF-8" (the usual locale of containers and minimal systems)
// as a language named "C", which Fyne then reports at every start as
// "Error parsing user locale C". A C locale means no language at all; the
// lookup says so only for a locale of exactly "C" or "POSIX".
//
// Its init runs before Fyne's lang package reads the locale: packages are
// initialised in the order of their import paths once their own imports
// are, and this one needs nothing but os.
package posix

import (
	"os"
	"strings"
)

func init() {
	// The first of these that is set is the locale of messages.
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		value := os.Getenv(name)
		if value == "" {
			continue
		}
		// LC_MESSAGES set to C says the same to every library as C.UTF-8
		// does: messages untranslated. LC_ALL is left alone, as it sets
		// the encoding of the keyboard's text too.
		if strings.HasPrefix(value, "C.") && name != "LC_ALL" {
			os.Setenv("LC_MESSAGES", "C")
		}
		return
	}
}
