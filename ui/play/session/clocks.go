package session

import (
	"time"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/rules"
)

// The players' clocks. The clock of the seat to move runs (a driver's
// thinking counts, and so does the time a move waits for Confirm); it
// changes hands when a move is played, taken back or played again, but
// not while a player looks back through the moves. A seat whose time runs
// out loses as on a resignation (in a game of three or more, it leaves).
// Pausing stops the clocks and the game: nobody moves until it resumes.

// clocks is the clocks' state in the session.
type clocks struct {
	clock  *clock.Clock // nil without a time control
	at     int          // the move of the line at which the running clock's turn began
	paused bool
	low    []bool // the seats told that their time runs low
}

// on reports whether the game is played with clocks.
func (c *clocks) on() bool { return c.clock != nil && c.clock.On() }

// Clock is the game's clock, nil without one.
func (s *Session) Clock() *clock.Clock { return s.clocks.clock }

// Clocked reports whether the game is played with clocks.
func (s *Session) Clocked() bool { return s.clocks.on() }

// Paused reports whether the clocks (and the game) are paused.
func (s *Session) Paused() bool { return s.clocks.paused }

// Ticking reports whether a clock runs, and its time should be shown
// going.
func (s *Session) Ticking() bool { return s.clocks.on() && s.clocks.clock.Running() >= 0 && !s.closed }

// switchClock gives the clock to the seat to move after the game changed;
// moved says a turn was played (Fischer's increment is earned), not taken
// back.
func (s *Session) switchClock(moved bool) {
	c := &s.clocks
	if !c.on() {
		return
	}
	k := c.clock
	switch {
	case s.game.Status().Over, c.paused:
		k.Stop()
	case s.Mover() != k.Running():
		if moved {
			k.Moved()
		}
		k.Start(s.Mover())
		c.at = s.hist.At()
	}
}

// gameClock is the clock of the seat to move, for a driver's search, which
// takes a share of it (ai decides how much); nil without clocks.
func (s *Session) gameClock() *ai.GameClock {
	c := &s.clocks
	if !c.on() {
		return nil
	}
	control := c.clock.Control()
	return &ai.GameClock{Kind: control.Kind, Left: c.clock.Left(s.SeatToMove()), Increment: control.Increment}
}

// Tick ends the turn of a seat whose time ran out; the owner calls it as
// often as it shows the clocks.
func (s *Session) Tick() {
	if !s.Ticking() {
		return
	}
	if seat, fallen := s.clocks.clock.Fallen(); fallen && !s.remote(seat) {
		s.timeOut(seat)
	}
}

// timeOut ends the game of a seat whose time ran out, at the move its turn
// began: a move waiting for Confirm is taken back, a driver's search
// stops, and a player looking back is brought to the turn.
func (s *Session) timeOut(seat int) {
	s.dropPending()
	s.stop()
	s.clocks.clock.Stop()
	if s.hist.At() != s.clocks.at {
		s.hist.goTo(s.clocks.at)
	}
	if err := s.hist.play(rules.TimeOut, seat, false); err != nil {
		s.changed(Event{Kind: Refused, Seat: seat, Move: rules.TimeOut, Err: err})
		return
	}
	s.switchClock(false)
	s.changed(Event{Kind: TimedOut, Seat: seat})
}

// Pause stops the clocks and the game until Resume: nobody may move, a
// move that waits is taken back, and a driver's search stops.
func (s *Session) Pause() {
	if !s.clocks.on() || s.clocks.paused || s.game.Status().Over || s.cfg.Shared {
		return
	}
	s.dropPending()
	s.stop()
	s.clocks.paused = true
	s.switchClock(false)
	s.changed(Event{Kind: PausedClocks})
}

// Resume starts the clock of the seat to move again.
func (s *Session) Resume() {
	if !s.clocks.paused {
		return
	}
	s.clocks.paused = false
	s.switchClock(false)
	s.changed(Event{Kind: Resumed})
}

// LowTime reports whether seat's time runs low (under a fifth of the
// control's time, and 30 seconds at most; with days for each move, under
// a day), and whether it has just crossed that line on its own clock, to
// be told once.
func (s *Session) LowTime(seat int) (low, crossed bool) {
	c := &s.clocks
	if !c.on() {
		return false, false
	}
	low = c.clock.Left(seat) < lowLine(c.clock.Control())
	crossed = low && !c.low[seat] && seat == c.clock.Running()
	c.low[seat] = low
	return low, crossed
}

// lowLine is the time left under which a seat's time runs low: a fifth of
// the control's time, and 30 seconds at most; a day with days for each
// move (a fifth of it with a single day, which would be low from the
// start).
func lowLine(c clock.Control) time.Duration {
	if c.Kind == clock.Days {
		if c.Base > clock.Day {
			return clock.Day
		}
		return c.Base / 5
	}
	return min(30*time.Second, c.Base/5)
}
