package ui

import (
	"path/filepath"
	"testing"

	"boardshelf/ai"
	"boardshelf/ui/play"
	"boardshelf/ui/reliefview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view/viewtest"
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

// A game of one look has no looks to choose: its View menu holds the
// analysis board alone.
func TestGamesOfOneLookOfferNoLooks(t *testing.T) {
	u := start(t, "terachess/standard")
	for _, m := range u.win.MainMenu().Items {
		if m.Label == "View" && (len(m.Items) != 1 || m.Items[0].Label != "Analysis") {
			t.Errorf("Terachess's View menu offers %d items, the first %q", len(m.Items), m.Items[0].Label)
		}
	}
}

// A new game is set out facing the first person at the table, however an
// earlier game was turned; a game kept (a record, the game to continue)
// opens turned as it was left.
func TestANewGameFacesTheFirstPerson(t *testing.T) {
	u := start(t, "terrace/8x8-four-player")
	menuItem(t, u, "Turn the board").Action()
	u.openSetup("terrace/long")
	if got := u.play.BoardTurn(); got != 0 {
		t.Errorf("a new two-player game opens turned %d quarters, want 0", got)
	}
	menuItem(t, u, "Turn the board").Action()
	u.prefs.SetString(prefLook+"terrace", "relief")
	u.openSetup("terrace/long")
	if got := u.play.BoardTurn(); got != 0 {
		t.Errorf("a new game in relief opens turned %d quarters, want 0", got)
	}

	// Against the computer playing White, Black's pieces are nearest.
	s, _ := u.catalog.Load("terachess/standard")
	u.setPlayer(s, 0, play.Player{Computer: true, Level: ai.Easy})
	u.startGame(s)
	u.play.Leave() // the computer need not move in this test
	if got := u.play.BoardTurn(); got != 2 {
		t.Errorf("with the computer as White, the board is turned %d quarters, want 2", got)
	}
}

func TestAGameKeptOpensTurnedAsItWasLeft(t *testing.T) {
	u := Start(newTestApp(t), []string{"terrace/long"})
	_, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	menuItem(t, u, "Turn the board").Action()
	record := filepath.Join(t.TempDir(), "game"+recordExt)
	u.writeRecord(u.play, record)
	menuItem(t, u, "Turn the board").Action() // two quarters when left
	u.quit()
	u.win.Close()

	again := restart(t, u)
	viewtest.Press(t, again.win, "Yes") // continue the game left
	if got := again.play.BoardTurn(); got != 2 {
		t.Errorf("the game continued is turned %d quarters, want 2", got)
	}
	menuItem(t, again, "Turn the board").Action()
	again.openFile(record)
	viewtest.Press(t, again.win, "Yes") // put the game continued aside
	if got := again.play.BoardTurn(); got != 2 {
		t.Errorf("the record opened again is turned %d quarters, want 2", got)
	}
	again.confirmRestart(again.play)
	viewtest.Press(t, again.win, "Yes")
	if got := again.play.BoardTurn(); got != 0 {
		t.Errorf("a new game after them is turned %d quarters", got)
	}
}
