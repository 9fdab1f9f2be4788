package play

import (
	"boardshelf/ui/play/session"
	"strings"
	"testing"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/ui/view/viewtest"
)

// At one table a draw offered is put to every other person in turn: one
// who declines ends the offer, and the game goes on.
func TestPeopleAtTheTableEachAcceptADraw(t *testing.T) {
	u := start(t, "terrace/four-player")
	p := u.play
	p.OfferDraw()
	if text := overlayText(u.win); !strings.Contains(text, "White offers a draw. Red, do you accept?") {
		t.Fatalf("the offer says %q", text)
	}
	viewtest.Press(t, u.win, "Accept")
	if text := overlayText(u.win); !strings.Contains(text, "White offers a draw. Black, do you accept?") {
		t.Fatalf("after Red accepts, the offer says %q", text)
	}
	viewtest.Press(t, u.win, "Decline")
	if p.game.Status().Over || p.Message() != "Black declines the draw" || u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("after Black declines: over %v, message %q", p.game.Status().Over, p.Message())
	}
	p.OfferDraw()
	for range 3 {
		viewtest.Press(t, u.win, "Accept")
	}
	if st := p.game.Status(); !st.Over || len(st.Winners) != 0 || lineOf(p) != "draw" {
		t.Errorf("all three accepted: %+v, moves %q", st, lineOf(p))
	}
}

// The computer accepts a draw where it judges the game about even, and
// declines, saying so, where it stands clearly better.
func TestTheComputerJudgesADrawOffered(t *testing.T) {
	u, queue := startWith(t, "terrace/long", Human, Player{true, ai.Hard})
	p := u.play
	p.OfferDraw()
	if !p.drawBtn.Disabled() || p.sess.Working() == session.NoWork {
		t.Error("the computer's judgement does not show it at work")
	}
	step(t, queue)
	if st := p.game.Status(); !st.Over || len(st.Winners) != 0 || st.End.Kind != rules.DrawAgreed {
		t.Errorf("at the start the computer refused a draw: %+v, %q", st, p.Message())
	}

	u, queue = startWith(t, writeSetup(t, twoSeats, `
		.  B3 B3 B2 B3 BT
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		WT .  .  .  .  .`), Human, Player{true, ai.Hard})
	p = u.play
	p.OfferDraw()
	step(t, queue)
	if p.game.Status().Over || p.Message() != "Black declines the draw: the computer finds its position better" {
		t.Errorf("far ahead, the computer: over %v, says %q", p.game.Status().Over, p.Message())
	}
	if !p.CanMove() {
		t.Error("after the refusal White cannot move on")
	}
}
