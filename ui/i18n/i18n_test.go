package i18n

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
)

func TestChoosingTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		choice string
		system []string
		want   string
	}{
		{"fr", []string{"de-DE"}, "fr"},
		{"", []string{"de-AT", "en-GB"}, "de"},
		{"", []string{"fr-CA"}, "fr"},
		{"", []string{"es-ES", "fr-FR"}, "fr"},
		{"", []string{"es-ES"}, "en"},
		{"", nil, "en"},
		{"", []string{"C"}, "en"},
		{"xx", []string{"de"}, "de"},
	} {
		if got := Choose(tc.choice, tc.system); got != tc.want {
			t.Errorf("choice %q on a system of %v: %q, want %q", tc.choice, tc.system, got, tc.want)
		}
	}
}

// The language chosen reaches Fyne's own words too, not only Boardshelf's.
func TestTheChosenLanguageReachesFyne(t *testing.T) {
	t.Cleanup(func() { Use("en") })
	for code, cancel := range map[string]string{"fr": "Annuler", "de": "Abbrechen", "en": "Cancel"} {
		if got := Use(code); got != code {
			t.Errorf("Use(%q) speaks %q", code, got)
		}
		if got := lang.L("Cancel"); got != cancel {
			t.Errorf("in %s Fyne's Cancel reads %q, want %q", code, got, cancel)
		}
	}
}

func TestDatesAsEachLanguageWritesThem(t *testing.T) {
	t.Cleanup(func() { current = "en" })
	when := time.Date(2026, time.March, 2, 9, 5, 0, 0, time.UTC)
	for code, want := range map[string]string{"en": "2 Mar 09:05", "fr": "2 mars 09:05", "de": "2. März 09:05"} {
		current = code
		if got := DateTime(when); got != want {
			t.Errorf("in %s: %q, want %q", code, got, want)
		}
	}
}

func TestDaysAsEachLanguageWritesThem(t *testing.T) {
	t.Cleanup(func() { current = "en" })
	when := time.Date(2026, time.December, 8, 14, 5, 0, 0, time.UTC)
	for code, want := range map[string]string{"en": "Tue 8 Dec, 14:05", "fr": "mar. 8 déc. à 14:05", "de": "Di. 8. Dez., 14:05"} {
		current = code
		if got := DayDateTime(when); got != want {
			t.Errorf("in %s: %q, want %q", code, got, want)
		}
	}
	current = "en"
	if got := DayDateTime(time.Date(2027, time.March, 7, 9, 0, 0, 0, time.UTC)); got != "Sun 7 Mar, 09:00" {
		t.Errorf("a Sunday in March: %q", got)
	}
}
