package play

import (
	"boardshelf/rules"
	"boardshelf/ui/modal"
	"boardshelf/ui/sound"
)

// viewHost is what the game's view reaches of the screen (view.Host): the
// session for its moves, the status line for its words.
type viewHost struct{ p *Screen }

// Play plays the move a person made on the board; while learning from
// the review's mistakes, it is a try judged, not played.
func (h viewHost) Play(m rules.Move) {
	if h.p.learning() != nil {
		h.p.try(m)
		return
	}
	h.p.sess.Play(m)
}

// CanMove reports whether the person at the board may move now.
func (h viewHost) CanMove() bool {
	if h.p.learning() != nil {
		return h.p.canTry()
	}
	return h.p.sess.CanMove()
}

// Say shows a message in the status line until the next move.
func (h viewHost) Say(message string) { h.p.Say(message) }

// Refuse says why a move was refused, with its sound.
func (h viewHost) Refuse(message string) {
	h.p.Say(message)
	h.p.host.Sound(sound.Refused)
}

// Sound plays a sound the view asks for.
func (h viewHost) Sound(s sound.Sound) { h.p.host.Sound(s) }

// Confirm asks a question over the window.
func (h viewHost) Confirm(title, question, yes string, action func()) {
	modal.Confirm(h.p.host.Window(), title, question, yes, action)
}

// SeatName is a seat as the screen names it, "White".
func (h viewHost) SeatName(seat int) string { return h.p.SeatName(seat) }

// PromptChanged shows the view's prompt afresh when it changed without a
// move (a figure chosen for two promotion halves in Chess Race).
func (h viewHost) PromptChanged() { h.p.update() }
