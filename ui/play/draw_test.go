package play

import (
	"strings"
	"testing"

	"boardshelf/ai"
	"boardshelf/rules"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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
	tapOverlay(t, u.win, "Accept")
	if text := overlayText(u.win); !strings.Contains(text, "White offers a draw. Black, do you accept?") {
		t.Fatalf("after Red accepts, the offer says %q", text)
	}
	tapOverlay(t, u.win, "Decline")
	if p.game.Status().Over || p.Message() != "Black declines the draw" || u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("after Black declines: over %v, message %q", p.game.Status().Over, p.Message())
	}
	p.OfferDraw()
	for range 3 {
		tapOverlay(t, u.win, "Accept")
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
	if !p.drawBtn.Disabled() || !p.turn.busy() {
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

// tapOverlay taps the button showing text in the dialog on top.
func tapOverlay(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	if top := w.Canvas().Overlays().Top(); top != nil {
		for _, o := range test.LaidOutObjects(top) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				test.Tap(b)
				return
			}
		}
	}
	t.Fatalf("no %q button on top of the window (it shows %q)", text, overlayText(w))
}
