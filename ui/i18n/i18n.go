// Package i18n is Boardshelf in the player's language: English, French or
// German, the system's by default or the one chosen in the app.
//
// The words are Fyne's lang translations: the code writes
// lang.L("English words") (lang.N for words that change with a number,
// templates for the parts that vary), and translations/*.json give them
// in each language, in the format of go-i18n beneath Fyne's lang.
package i18n

import (
	"embed"
	_ "unsafe" // for the go:linkname below

	"fyne.io/fyne/v2/lang"
	"github.com/jeandeaual/go-locale"
	"golang.org/x/text/language"

	_ "boardshelf/ui/i18n/posix" // a C locale means English
)

//go:embed translations/*.json
var files embed.FS

// Language is a language Boardshelf speaks: its code, and its name in
// itself, as a player who speaks it looks for it.
type Language struct {
	Code string
	Name string
}

// Languages are the languages Boardshelf speaks; the first is the one it
// falls back on.
var Languages = []Language{{"en", "English"}, {"fr", "Français"}, {"de", "Deutsch"}}

// current is the code of the language in use.
var current = "en"

// setLanguage sets the language of Fyne's translations. Fyne's lang follows
// only the system's locale and offers no way to choose another
// (fyne-io/fyne#5333, still open), so its own setter is reached by name:
// with it Fyne's words (Cancel, Yes, the file dialogs) follow the choice as
// Boardshelf's do. TestTheChosenLanguageReachesFyne fails should Fyne
// change it.
//
//go:linkname setLanguage fyne.io/fyne/v2/lang.setupLang
func setLanguage(code string)

// Use makes Boardshelf speak the language of code, or the system's when
// code is "" (English when the system's is none of Boardshelf's), and
// gives the code of the language it speaks.
func Use(code string) string {
	if err := lang.AddTranslationsFS(files, "translations"); err != nil {
		// The files are part of the program, and tested: this cannot happen
		// but through a broken build, which the words then show in English.
		return current
	}
	current = Choose(code, systemLanguages())
	setLanguage(current)
	return current
}

// Current is the code of the language Boardshelf speaks.
func Current() string { return current }

// Choose gives the code of the language to speak: code if Boardshelf
// speaks it, else the closest to the system's languages (most preferred
// first), else English.
func Choose(code string, system []string) string {
	for _, l := range Languages {
		if l.Code == code {
			return code
		}
	}
	var supported []language.Tag
	for _, l := range Languages {
		supported = append(supported, language.Make(l.Code))
	}
	var wanted []language.Tag
	for _, s := range system {
		if tag, err := language.Parse(s); err == nil {
			wanted = append(wanted, tag)
		}
	}
	_, i, confidence := language.NewMatcher(supported).Match(wanted...)
	if confidence == language.No {
		return Languages[0].Code
	}
	return Languages[i].Code
}

// systemLanguages are the languages the system's settings ask for, most
// preferred first; none for a C locale.
func systemLanguages() []string {
	codes, err := locale.GetLocales()
	if err != nil {
		return nil
	}
	return codes
}

// Key marks a text as words to translate where it is shown, for words
// defined as data (a table of names) and worded later with lang.L.
func Key(text string) string { return text }
