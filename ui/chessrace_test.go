package ui

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/ui/chessraceview"
)

func TestChessRaceInThePicker(t *testing.T) {
	u := start(t)
	u.picker.chooseGame("chessrace")
	var ids []string
	for _, s := range u.picker.setups {
		ids = append(ids, s.ID)
	}
	want := []string{"chessrace/classic", "chessrace/classic-3", "chessrace/classic-4", "chessrace/long-course", "chessrace/long-course-4"}
	if !slices.Equal(ids, want) {
		t.Errorf("chess race setups %v, want %v", ids, want)
	}
	u.picker.startChosen()
	g := u.play.Game()
	if u.play.Setup().ID != "chessrace/classic" || g.Players() != 2 {
		t.Errorf("the default setup should start: %s for %d", u.play.Setup().ID, g.Players())
	}
	if u.play.StatusLine() != "Yellow: place a piece on a starting ribbon" {
		t.Errorf("status %q", u.play.StatusLine())
	}
}

// Help > How to play says what the rules now say.
func TestChessRaceHowToPlay(t *testing.T) {
	for _, want := range []string{
		"any of the four ribbons, even one where a piece stands",
		"They pass your own pieces",
		"the square of its straight step must be track",
	} {
		if !strings.Contains(chessraceview.Game.HowTo, want) {
			t.Errorf("the how-to does not say %q", want)
		}
	}
}
