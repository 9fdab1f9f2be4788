// Package viewtest stands in for the play screen in the tests of the
// games' views: a Host plays the moves a view makes on the game, keeps what
// the view said and what was played, and asks its questions over the
// window opened last.
package viewtest

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/ui/modal"
	"boardshelf/ui/sound"
)

// Host is a view.Host for a game of type G.
type Host[G rules.Game] struct {
	T    testing.TB
	Game G
	// View, when set, is redrawn after every move played, as the play
	// screen redraws it.
	View interface{ Update() }
	// Names are the seats as the screen names them ("White"); a seat
	// without one is "Seat 1", "Seat 2", ...
	Names []string

	Said           string   // what the view said last; a move played clears it
	Refused        int      // how many times the view refused a move or a click
	PromptsChanged int      // how many times the view said its prompt changed without a move
	Played         []string // the moves played through the host, in notation
	Sounds         sound.Recorder
}

// New is a host for the game g; a move the view plays that g refuses
// fails the test.
func New[G rules.Game](t testing.TB, g G) *Host[G] { return &Host[G]{T: t, Game: g} }

// Play plays a move the view made.
func (h *Host[G]) Play(m rules.Move) {
	h.T.Helper()
	if err := h.Game.Play(m); err != nil {
		h.T.Fatalf("the view played %v: %v (moves so far %v)", m, err, h.Played)
	}
	h.Played = append(h.Played, m.String())
	h.Said = ""
	if h.View != nil {
		h.View.Update()
	}
}

// PlayAll plays moves written in their notation, as the play screen would
// (a computer's, or a record's).
func (h *Host[G]) PlayAll(moves ...string) {
	h.T.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(h.Game, s)
		if err != nil {
			h.T.Fatalf("%s: %v (moves so far %v)", s, err, h.Played)
		}
		h.Play(m)
	}
}

// Moves lists the moves played, "e2-e3 b7-b5".
func (h *Host[G]) Moves() string { return strings.Join(h.Played, " ") }

// Say keeps the message.
func (h *Host[G]) Say(message string) { h.Said = message }

// Sound records the sound asked for.
func (h *Host[G]) Sound(s sound.Sound) { h.Sounds.Play(s) }

// Refuse keeps the message, and counts the refusal.
func (h *Host[G]) Refuse(message string) { h.Said, h.Refused = message, h.Refused+1 }

// CanMove is true until the game is over.
func (h *Host[G]) CanMove() bool { return !h.Game.Status().Over }

// SeatName names a seat as Names says, or by its number.
func (h *Host[G]) SeatName(seat int) string {
	if seat >= 0 && seat < len(h.Names) {
		return h.Names[seat]
	}
	return fmt.Sprintf("Seat %d", seat+1)
}

// PromptChanged counts the times the view said its prompt changed without
// a move.
func (h *Host[G]) PromptChanged() { h.PromptsChanged++ }

// Confirm asks over the window opened last, as the play screen does over
// its own.
func (h *Host[G]) Confirm(title, question, yes string, action func()) {
	windows := fyne.CurrentApp().Driver().AllWindows()
	modal.Confirm(windows[len(windows)-1], title, question, yes, action)
}

// Press taps the button showing text in the dialog on top of the window, as
// a player does; the test fails when there is none.
func Press(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	if top := w.Canvas().Overlays().Top(); top != nil {
		for _, o := range test.LaidOutObjects(top) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				test.Tap(b)
				return
			}
		}
	}
	t.Fatalf("no %q button on top of the window", text)
}
