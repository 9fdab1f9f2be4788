package i18n

import (
	"fmt"
	"time"
)

// months are the short names of the months as each language writes them
// before a time: locale data rather than words to translate.
var months = map[string][12]string{
	"en": {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	"fr": {"janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."},
	"de": {"Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."},
}

// DateTime writes a day and a time of day as players of the language in
// use read them: "2 Jan 15:04", "2 janv. 15:04", "2. Jan. 15:04".
func DateTime(t time.Time) string {
	names, ok := months[current]
	if !ok {
		names = months["en"]
	}
	layout := "%d %s %s"
	if current == "de" {
		layout = "%d. %s %s" // the day is an ordinal: "2."
	}
	return fmt.Sprintf(layout, t.Day(), names[t.Month()-1], t.Format("15:04"))
}
