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

// weekdays are the short names of the days of the week, Sunday first, as
// each language writes them before a date: locale data too.
var weekdays = map[string][7]string{
	"en": {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"},
	"fr": {"dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."},
	"de": {"So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."},
}

// dayLayouts write a day of the week, a day, a month and a time of day
// in each language's order.
var dayLayouts = map[string]string{
	"en": "%s %d %s, %s",  // Tue 8 Dec, 14:05
	"fr": "%s %d %s à %s", // mar. 8 déc. à 14:05
	"de": "%s %d. %s, %s", // Di. 8. Dez., 14:05
}

// DayDateTime writes a moment within the next weeks as players of the
// language in use read it, with its day of the week: "Tue 8 Dec, 14:05",
// "mar. 8 déc. à 14:05", "Di. 8. Dez., 14:05". It is written in the
// time's own location (the local time of time.Now).
func DayDateTime(t time.Time) string {
	code := current
	if _, ok := dayLayouts[code]; !ok {
		code = "en"
	}
	return fmt.Sprintf(dayLayouts[code], weekdays[code][t.Weekday()], t.Day(), months[code][t.Month()-1], t.Format("15:04"))
}
