package ui

import (
	"strings"
	"testing"
	"time"

	"boardshelf/ai"
)

// waitFor polls until cond holds or the time is up; the computer answers
// from its own goroutine.
func waitFor(t *testing.T, what string, limit time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// startWith opens a setup with the given players, fast computer moves.
func startWith(t *testing.T, setup string, players ...seatPlayer) *App {
	t.Helper()
	a := newTestApp(t)
	a.Preferences().SetString(prefSpeed, "Fast")
	u := &App{fyne: a}
	u.setPlayers(strings.Split(setup, "/")[0], players)
	u = Start(a, []string{setup})
	t.Cleanup(u.win.Close)
	return u
}

func TestAComputerAnswersAPerson(t *testing.T) {
	u := startWith(t, "terrace/short", human, seatPlayer{true, ai.Hard})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	if !strings.Contains(u.play.thinkingLabel.Text, "Black (computer, hard) is thinking") {
		t.Errorf("thinking shows %q", u.play.thinkingLabel.Text)
	}
	tap(b, "d1") // the board takes no clicks while the computer thinks
	if b.Cell(sq("d1")).Tint != nil {
		t.Error("a piece was selected while the computer was thinking")
	}
	waitFor(t, "the computer's move", 5*time.Second, func() bool { return len(g.History()) == 2 })
	if u.play.thinkingBox.Visible() || u.play.game.Turn() != 0 || !u.play.CanMove() {
		t.Error("after the computer's move it is the person's turn again")
	}
	// Undo takes back the computer's move and the person's.
	u.play.undo()
	if u.play.hist.At() != 0 {
		t.Errorf("undo against the computer should go back to the person's turn: at %d", u.play.hist.At())
	}
}

func TestUndoWhileTheComputerThinksCancelsIt(t *testing.T) {
	u := startWith(t, "terrace/short", human, seatPlayer{true, ai.Hard})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	u.play.undo()
	time.Sleep(ai.Hard.Budget() + 500*time.Millisecond)
	if len(g.History()) != 0 || u.play.cancel != nil || u.play.thinkingBox.Visible() {
		t.Errorf("after the undo nothing should be played: %v", g.History())
	}
}

func TestTwoComputersPlayOn(t *testing.T) {
	u := startWith(t, "terrace/short", seatPlayer{true, ai.Easy}, seatPlayer{true, ai.Easy})
	waitFor(t, "four computer moves", 10*time.Second, func() bool { return u.play.hist.At() >= 4 })
	u.play.goTo(1) // browsing back pauses them
	time.Sleep(500 * time.Millisecond)
	if u.play.hist.At() != 1 {
		t.Error("the computers played on while the person browsed back")
	}
}

func TestAComputerRollsTheDie(t *testing.T) {
	u := startWith(t, "chessrace/classic", seatPlayer{true, ai.Easy}, seatPlayer{true, ai.Easy})
	waitFor(t, "a roll", 10*time.Second, func() bool { return strings.Contains(lineOf(u.play), "roll") })
}

func TestHint(t *testing.T) {
	u := startWith(t, "terrace/short", human, human)
	u.play.hint()
	waitFor(t, "the hint", 5*time.Second, func() bool { return strings.HasPrefix(u.play.message.Text, "Hint: ") })
	if len(u.play.hist.Line()) != 0 {
		t.Error("a hint must not play the move")
	}
}
