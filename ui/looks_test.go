package ui

import (
	"testing"

	"boardshelf/ui/reliefview"
	"boardshelf/ui/terraceview"
)

// Terrace's board is drawn flat or in relief, as the View menu chooses;
// the game goes on where it was, and the choice is kept.
func TestTerraceInRelief(t *testing.T) {
	u := start(t, "terrace/long")
	_, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	if !menuItem(t, u, "Flat board").Checked || menuItem(t, u, "Board in relief").Checked {
		t.Error("the View menu does not show the flat board chosen")
	}
	menuItem(t, u, "Board in relief").Action()
	if _, ok := u.play.View().(*reliefview.View); !ok {
		t.Fatalf("View > Board in relief shows a %T", u.play.View())
	}
	if lineOf(u.play) != "c2-d3" || u.play.StatusLine() != "Black to move" {
		t.Errorf("the game did not go on where it was: %q, %q", lineOf(u.play), u.play.StatusLine())
	}
	if !menuItem(t, u, "Board in relief").Checked {
		t.Error("the View menu does not show the relief chosen")
	}

	again := restart(t, u, "terrace/short")
	if _, ok := again.play.View().(*reliefview.View); !ok {
		t.Errorf("after a restart Terrace is drawn as a %T", again.play.View())
	}
	menuItem(t, again, "Flat board").Action()
	if _, ok := again.play.View().(*terraceview.View); !ok {
		t.Errorf("View > Flat board shows a %T", again.play.View())
	}
}

func TestGamesOfOneLookHaveNoViewMenu(t *testing.T) {
	u := start(t, "terachess/standard")
	for _, m := range u.win.MainMenu().Items {
		if m.Label == "View" {
			t.Error("Terachess has a View menu")
		}
	}
}

// A board turned stays turned for the next game of that game.
func TestTheTurnOfTheBoardIsKept(t *testing.T) {
	u := start(t, "terachess/standard")
	menuItem(t, u, "Turn the board").Action()
	u.showPicker()
	again := restart(t, u, "terachess/standard")
	if got := again.play.BoardTurn(); got != 2 {
		t.Errorf("after a restart the board is turned %d quarters, want 2", got)
	}
	again.openSetup("terrace/long")
	if got := again.play.BoardTurn(); got != 0 {
		t.Errorf("Terrace took Terachess's turn: %d", got)
	}
}
