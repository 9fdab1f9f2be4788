package setups_test

import (
	"strings"
	"testing"

	"boardshelf/setups"
	"boardshelf/ui/i18n"
)

const twoSeats = `game = "terrace"
name = "Test"
size = 6
seats = [
  { colour = "white", letter = "W" },
  { colour = "black", letter = "B" },
]
board = """
6 | .  BT B2 B2 B3 .
5 | .  .  .  .  .  .
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | .  W3 W2 W2 WT .
"""
`

// A problem with a setup file reaches a French or German player in their
// language: the sentence, and the words inside it (a colour, what a value
// should have been), while what it quotes of the file stays as written.
func TestProblemsInThePlayersLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	edit := func(old, new string) []byte { return []byte(strings.Replace(twoSeats, old, new, 1)) }
	for _, tc := range []struct {
		name    string
		text    []byte
		code    string
		want    string
		english string
	}{
		{"a seat colour twice", edit(`"black"`, `"white"`), "fr",
			"deux joueurs sont en blanc\u00a0; chaque joueur a besoin de sa propre couleur",
			"two seats are white; each seat needs its own colour"},
		{"an unknown colour", edit(`"black"`, `"pink"`), "de",
			`Spieler 2: unbekannte Farbe "pink" (verwenden Sie white, black, red, blue, green, yellow)`,
			`seat 2: unknown colour "pink" (use white, black, red, blue, green, yellow)`},
		{"a value of the wrong type", edit("size = 6", `size = "six"`), "fr",
			"size devrait être un nombre entier, et non du texte entre guillemets",
			"size should be a whole number, not text in quotes"},
		{"a TOML slip", edit(`name = "Test"`, `name = "Test`), "de",
			"ein Text in Anführungszeichen reicht über das Ende seiner Zeile hinaus",
			"a quoted text runs past the end of its line"},
		{"a bad cell", edit("4 | .  .", "4 | .  X1"), "fr",
			"case b4\u00a0: \"X1\" n’est pas un pion",
			`square b4: "X1" is not a piece`},
	} {
		_, err := setups.Parse("mine.toml", "terrace/mine", tc.text)
		if err == nil {
			t.Fatalf("%s: the file was read", tc.name)
		}
		i18n.Use(tc.code)
		got := i18n.Problem(err, func(int) string { return "?" })
		if !strings.HasPrefix(got, "mine.toml") || !strings.Contains(got, tc.want) {
			t.Errorf("%s in %s: %q, want it to say %q", tc.name, tc.code, got, tc.want)
		}
		i18n.Use("en")
		if got := i18n.Problem(err, func(int) string { return "?" }); !strings.Contains(got, tc.english) || got != err.Error() {
			t.Errorf("%s in English: %q, want %q", tc.name, got, err.Error())
		}
	}
}

// Every shipped setup names and describes itself in French and German.
func TestShippedSetupsInEveryLanguage(t *testing.T) {
	list, _ := (&setups.Catalog{}).List("")
	for _, s := range list {
		for _, code := range []string{"fr", "de"} {
			w := s.Translations()[code]
			if strings.TrimSpace(w.Name) == "" || strings.TrimSpace(w.Description) == "" {
				t.Errorf("%s has no name or description in %s: %+v", s.ID, code, w)
			}
		}
	}
}
