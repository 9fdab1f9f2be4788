package session

import (
	"context"
	"time"

	"boardshelf/rules"
)

// A shared game is played by several apps: each holds some seats, and
// the others' moves come from the game they share (package online). Its
// line is the shared game's: nobody starts a new line, takes a move back
// or pauses the clocks on their own (the players ask each other), and a
// seat played elsewhere runs out of time only when the shared game says
// so.

// Remote is a seat played in another app.
type Remote struct{ From Source }

// Source is where a shared game's moves come from.
type Source interface {
	// Await answers with the move the shared game holds at ply, read in
	// game (the position before it), once it holds one, or returns when
	// ctx ends.
	Await(ctx context.Context, ply int, game rules.Game) (rules.Move, error)
}

// Ask waits for the shared game's move.
func (r Remote) Ask(ctx context.Context, req Request, answer func(rules.Move, error)) {
	go func() {
		m, err := r.From.Await(ctx, req.Ply, req.Game)
		if ctx.Err() == nil {
			answer(m, err)
		}
	}()
}

// remote reports whether seat is played in another app.
func (s *Session) remote(seat int) bool {
	if seat < 0 || seat >= len(s.seats) {
		return false
	}
	_, ok := s.seats[seat].(Remote)
	return ok
}

// Shared reports whether the game is shared with other apps.
func (s *Session) Shared() bool { return s.cfg.Shared }

// Apply plays a move of the shared game that no driver was asked for: a
// resignation out of turn, a draw agreed, a clock run out. It is played at
// once at the end of the line, and whatever was under way stops.
func (s *Session) Apply(m rules.Move) {
	s.dropPending()
	s.stop()
	if s.hist.At() != len(s.hist.Line()) {
		s.hist.goTo(len(s.hist.Line()))
	}
	seat := rules.MoverOf(s.game, m)
	if err := s.hist.play(m, seat, false); err != nil {
		s.emit(Event{Kind: Refused, Seat: seat, Move: m, Err: err})
		return
	}
	s.played(Played{m, seat}, false, false)
}

// SetLeft sets a seat's time left now, as the shared game says it is.
func (s *Session) SetLeft(seat int, d time.Duration) {
	if s.clocks.on() {
		s.clocks.clock.SetLeft(seat, d)
	}
}

// Wake looks again at a shared game that waited for its players, and
// asks the seat to move once they are all seated.
func (s *Session) Wake() {
	if s.phase == Waiting && !s.closed {
		s.changed(Event{Kind: Seated})
	}
}

// TakeBackTo ends the line after its first n moves: the players of a
// shared game agreed to take the others back.
func (s *Session) TakeBackTo(n int) {
	if n < 0 || n >= len(s.hist.Line()) {
		return
	}
	s.dropPending()
	s.stop()
	s.hist.goTo(n)
	s.hist.line, s.hist.branches = s.hist.line[:n], nil
	s.switchClock(false)
	s.changed(Event{Kind: Undone})
}
