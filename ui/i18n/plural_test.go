package i18n_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Words that agree with a number: "1 player", "3 players". A text that puts
// a number straight before a noun that changes with it must go through the
// plural call (lang.N, rules.ExplainN), or it reads "there are 1 starting
// ribbon spaces" in English and worse in French and German.

// count is a number a text fills in: fmt's %d, or a template field that
// holds a count.
var count = regexp.MustCompile(`%(\[\d+\])?d|\{\{\s*\.(Count|Height|Score|Target|Total|Size)\s*\}\}`)

// slot is a value filled in between a number and its noun: "%d %s Kings".
var slot = regexp.MustCompile(`^(%(\[\d+\])?[sv]|\{\{\s*\.\w+\s*\}\})`)

// word is a word of a language, with its apostrophes and hyphens.
var word = regexp.MustCompile(`^[\p{L}'’-]+`)

// stops end the words that belong to a number: "%d of the %d disks" ties
// "disks" to the second number only.
var stops = map[string][]string{
	"en": {"of", "and", "or", "but", "to", "is", "are", "has", "have", "was", "on", "in", "at", "for", "from", "by", "with", "as", "than", "the", "a", "an", "it", "not"},
	"fr": {"de", "du", "des", "d’", "d'", "et", "ou", "à", "au", "aux", "en", "sur", "pour", "par", "mais", "que", "qui", "est", "sont", "a", "ont", "le", "la", "les", "un", "une", "ne", "n’", "pas"},
	"de": {"von", "und", "oder", "aber", "der", "die", "das", "den", "dem", "des", "bis", "für", "mit", "auf", "in", "im", "ist", "sind", "hat", "zu", "nicht"},
}

// notNouns are words that look like plural nouns and are not: verbs after
// a number ("but 5 wins"), adverbs; and German nouns whose plural is their
// singular.
var notNouns = map[string][]string{
	"en": {"is", "has", "was", "does", "this", "its", "as", "his", "us", "yes", "less", "across", "plus", "always", "wins"},
	"fr": {"pas", "plus", "sans", "dans", "vers", "après", "très", "mais", "jamais", "fois", "depuis", "alors"},
	"de": {"Spieler", "Zeichen"},
}

// pluralNoun reports whether w, in the language of code, reads as a noun
// (or an adjective or participle) that takes another form for one.
func pluralNoun(code, w string) bool {
	for _, n := range notNouns[code] {
		if strings.EqualFold(n, w) {
			return false
		}
	}
	switch code {
	case "en":
		return len(w) > 2 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
	case "fr":
		return len(w) > 2 && (strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x"))
	case "de":
		// German nouns are capitalised; a unit (KB, MB) is not a noun.
		first, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(first) && strings.ToUpper(w) != w
	}
	return false
}

// countedNouns finds where text puts a number straight before a noun that
// agrees with it, in the language of code: "%d players", "{{.Count}}
// disks", "%d %s Kings", "%d starting ribbon spaces".
func countedNouns(code, text string) []string {
	var found []string
	for _, m := range count.FindAllStringIndex(text, -1) {
		rest := text[m[1]:]
		for range 3 { // a noun comes within three words of its number
			trimmed := strings.TrimLeft(rest, " \u00a0")
			if trimmed == rest {
				break // no word follows: "%dx%d", "%d:"
			}
			rest = trimmed
			if s := slot.FindString(rest); s != "" {
				rest = rest[len(s):]
				continue
			}
			w := word.FindString(rest)
			if w == "" || isStop(code, w) {
				break
			}
			if pluralNoun(code, w) {
				found = append(found, text[m[0]:m[1]]+" … "+w)
				break
			}
			rest = rest[len(w):]
		}
	}
	return found
}

func isStop(code, w string) bool {
	for _, s := range stops[code] {
		if strings.EqualFold(s, w) {
			return true
		}
	}
	return false
}

// Every text that puts a number before a noun agreeing with it, in any
// language, chooses its words by the number: through lang.N or
// rules.ExplainN, with a form for one and a form for other counts.
func TestNumbersMeetTheirNounsThroughThePluralCall(t *testing.T) {
	used := uses(t)
	files := translations(t)
	for key, u := range used {
		if u.plural {
			continue
		}
		texts := map[string]string{"en": u.english}
		for code, messages := range files {
			var text string
			if raw, ok := messages[key]; ok && json.Unmarshal(raw, &text) == nil {
				texts[code] = text
			}
		}
		for code, text := range texts {
			for _, f := range countedNouns(code, text) {
				t.Errorf("%s: %q puts a number before a noun (%s) without the plural call (%s)", code, short(text), f, u.where)
			}
		}
	}
}

// The check itself: it finds the numbers that meet nouns, and leaves
// alone the numbers that are not counts.
func TestCountedNounsAreFound(t *testing.T) {
	for _, tc := range []struct {
		code, text string
		found      bool
	}{
		{"en", "there are %d starting ribbon spaces; a track has exactly four", true},
		{"en", "%d %s Kings", true},
		{"en", "{{.Square}}: all {{.Height}} disks ({{.Piece}})", true},
		{"en", "rank %d has %d squares", true},
		{"en", "move %d (%s) cannot be played: %s", false},
		{"en", "%dx%d board", false},
		{"en", "the target score is %d: it must be at least 1", false},
		{"en", "%s already has %d points, but %d wins: the game would be over", true},
		{"en", "%s's score is %d, but %d wins", false},
		{"fr", "tour de %d cases", true},
		{"fr", "la pile en %v a %d disques", true},
		{"fr", "%d Ko", false},
		{"fr", "%d rangées attendues, %d trouvées", true},
		{"de", "Reihe %d hat %d Felder", true},
		{"de", "%d Spieler", false},
		{"de", "%d KB", false},
		{"de", "Zug %d (%s) kann nicht gespielt werden", false},
	} {
		if got := countedNouns(tc.code, tc.text) != nil; got != tc.found {
			t.Errorf("%s %q: found %v, want %v", tc.code, tc.text, got, tc.found)
		}
	}
}
