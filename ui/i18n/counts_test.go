package i18n_test

import (
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
)

// A Chess Race setup whose track has too few starting ribbon spaces: its
// line 5 of ribbons ("=") is given below, the rest of the drawing stays.
const ribbonTrack = `game = "chessrace"
name = "Ribbons"
seats = [{ colour = "yellow" }, { colour = "red" }]
track = """
****........****
****........****
****........****
****........****
....~~#WW#~~....
....~#WWWW#~....
....~#WWWW##....
....~~~#WW#~....
****....=...****
****....%s...****
****....%s...****
****....%s...****
"""
`

// ribbons is the setup file with n starting ribbon spaces (1 to 4), the
// others turned into track squares.
func ribbons(n int) []byte {
	text := ribbonTrack
	for i := 1; i < 4; i++ {
		mark := "."
		if i < n {
			mark = "="
		}
		text = strings.Replace(text, "%s", mark, 1)
	}
	return []byte(text)
}

// in words v in the language of code, English again after the test.
func in(t *testing.T, code string, v func() string) string {
	t.Helper()
	t.Cleanup(func() { i18n.Use("en") })
	if got := i18n.Use(code); got != code {
		t.Fatalf("Use(%q) speaks %q", code, got)
	}
	return v()
}

// The words a player reads agree with the number of starting ribbon
// spaces, in each language: "there is 1 starting ribbon space".
func TestRibbonSpacesAreCountedInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		ribbons int
		code    string
		want    string
	}{
		{1, "en", "mine.toml, line 4: the track: there is 1 starting ribbon space; a track has exactly four"},
		{3, "en", "mine.toml, line 4: the track: there are 3 starting ribbon spaces; a track has exactly four"},
		{1, "fr", "il y a 1 case de ruban de départ ; une piste en a exactement quatre"},
		{3, "fr", "il y a 3 cases de ruban de départ ; une piste en a exactement quatre"},
		{1, "de", "es gibt 1 Startbandfeld; eine Strecke hat genau vier"},
		{3, "de", "es gibt 3 Startbandfelder; eine Strecke hat genau vier"},
	} {
		_, err := setups.Parse("mine.toml", "chessrace/mine", ribbons(tc.ribbons))
		if err == nil {
			t.Fatalf("a track of %d ribbon spaces was read", tc.ribbons)
		}
		got := in(t, tc.code, func() string { return i18n.Problem(err, nil) })
		if !strings.Contains(got, tc.want) {
			t.Errorf("%d ribbon spaces in %s: %q, want it to say %q", tc.ribbons, tc.code, got, tc.want)
		}
		// The English of the error itself, for the logs and the tests,
		// agrees as well.
		if tc.code == "en" && err.Error() != got {
			t.Errorf("%d ribbon spaces: the error reads %q, the player %q", tc.ribbons, err.Error(), got)
		}
	}
}

// Each language has its own forms: French counts 0 as one, German and
// English do not.
func TestEachLanguageChoosesItsOwnForm(t *testing.T) {
	pieces := func(n int) rules.Explanation { return rules.ExplainN(n, "%d piece", "%d pieces", n) }
	for _, tc := range []struct {
		code string
		want [4]string // for 0, 1, 2 and -1
	}{
		{"en", [4]string{"0 pieces", "1 piece", "2 pieces", "-1 piece"}},
		{"fr", [4]string{"0 pièce", "1 pièce", "2 pièces", "-1 pièce"}},
		{"de", [4]string{"0 Figuren", "1 Figur", "2 Figuren", "-1 Figur"}},
	} {
		for i, n := range []int{0, 1, 2, -1} {
			if got := in(t, tc.code, func() string { return i18n.Explain(pieces(n), nil) }); got != tc.want[i] {
				t.Errorf("%d pieces in %s: %q, want %q", n, tc.code, got, tc.want[i])
			}
		}
	}
	// The English without the UI, as the logs read it.
	for n, want := range map[int]string{0: "0 pieces", 1: "1 piece", 2: "2 pieces"} {
		if got := pieces(n).String(); got != want {
			t.Errorf("%d pieces in English: %q, want %q", n, got, want)
		}
	}
}

// The picker's few words about a setup agree with its numbers: one tower
// set up, three towers set up; two players.
func TestSetupSummariesAgreeWithTheirNumbers(t *testing.T) {
	sixMaking := func(board string) []byte {
		return []byte("game = \"sixmaking\"\nname = \"Towers\"\nsize = 4\ndisks = 12\nvariant = \"sixth\"\ntarget = 1\nboard = \"\"\"\n" + board + "\"\"\"\n")
	}
	one := sixMaking(". . . .\n. . . .\n. . D .\n. . . .\n")
	three := sixMaking(". L . .\n. . . .\n. . D .\n. . . L\n")
	chessRace := ribbons(4)
	for _, tc := range []struct {
		file []byte
		code string
		want string
	}{
		{one, "en", "4x4 board, 12 disks each, first to 1 point, 1 tower set up"},
		{three, "en", "4x4 board, 12 disks each, first to 1 point, 3 towers set up"},
		{one, "fr", "plateau 4x4, 12 disques chacun, le premier à 1 point, 1 tour déjà posée"},
		{three, "fr", "plateau 4x4, 12 disques chacun, le premier à 1 point, 3 tours déjà posées"},
		{one, "de", "4x4-Brett, je 12 Scheiben, wer zuerst 1 Punkt hat, 1 Turm aufgestellt"},
		{three, "de", "4x4-Brett, je 12 Scheiben, wer zuerst 1 Punkt hat, 3 Türme aufgestellt"},
		{chessRace, "en", "2 players"},
		{chessRace, "fr", "2 joueurs"},
		{chessRace, "de", "2 Spieler"},
	} {
		s, err := setups.Parse("mine.toml", "mine", tc.file)
		if err != nil {
			t.Fatal(err)
		}
		got := in(t, tc.code, func() string {
			var parts []string
			for _, p := range s.SummaryParts() {
				parts = append(parts, i18n.Explain(p, nil))
			}
			return strings.Join(parts, ", ")
		})
		if !strings.HasSuffix(got, tc.want) {
			t.Errorf("the summary in %s: %q, want it to end %q", tc.code, got, tc.want)
		}
	}
}
