package session

import "boardshelf/rules"

// errNotAtEnd refuses a move in an earlier position of a shared game.
var errNotAtEnd = rules.Explain("the game goes on from its last move: press End to get there")

// Play plays a move for the seat to move: a person's from the board, a
// roll, a resignation or a draw agreed, or a driver's (through Land). In
// an earlier position of the line, a move other than the line's next one
// begins a variation (see Branching), or else a new line in place of the
// old. A person's move waits for Confirm when the settings ask for it.
func (s *Session) Play(m rules.Move) {
	// A die rolled again after an undo shows what it showed before: taking
	// back a roll must not give a second chance at a better one.
	if line := s.hist.Line(); s.game.Turn() == rules.Chance && s.hist.At() < len(line) {
		m = line[s.hist.At()].Move
	}
	seat := rules.MoverOf(s.game, m)
	roll, person := s.game.Turn() == rules.Chance, s.AtTable(seat)
	if s.cfg.Shared && s.hist.At() < len(s.hist.Line()) {
		s.emit(Event{Kind: Refused, Seat: seat, Move: m, Err: errNotAtEnd})
		return
	}
	if err := s.hist.play(m, seat, s.Branching()); err != nil {
		s.emit(Event{Kind: Refused, Seat: seat, Move: m, Err: err})
		return
	}
	s.stop()
	if person && !roll && s.cfg.Confirm != nil && s.cfg.Confirm() {
		s.pending = &Played{m, seat}
		s.changed(Event{Kind: Awaiting, Seat: seat, Move: m})
		return
	}
	s.played(Played{m, seat}, person, roll)
}

// played goes on after a move: the drivers' replies that follow in the
// line, the clocks, and the word of it.
func (s *Session) played(m Played, person, roll bool) {
	s.replayDrivers()
	s.switchClock(true)
	s.changed(Event{Kind: Moved, Seat: m.Seat, Move: m.Move, Person: person, Chance: roll})
}

// replayDrivers plays again the drivers' replies that follow in the line,
// after a person's move played again (by Redo, or as the same move), up
// to a person's turn: a driver is asked only at the end of the line, and
// would otherwise never be.
func (s *Session) replayDrivers() {
	for s.driverToMove() && s.somePerson() && s.hist.forward() {
	}
}

// Confirm plays for good the move that waits.
func (s *Session) Confirm() {
	if s.pending == nil {
		return
	}
	m := *s.pending
	s.pending = nil
	s.played(m, true, false)
}

// TakeBack takes back the move that waits, as if it had never been made.
func (s *Session) TakeBack() {
	if !s.dropPending() {
		return
	}
	s.changed(Event{Kind: TakenBack})
}

// dropPending takes back the move that waits, if one does, telling no one.
func (s *Session) dropPending() bool {
	if s.pending == nil {
		return false
	}
	s.pending = nil
	n := s.hist.shown()
	s.hist.undo()
	if n.VariationStart() == n && len(n.children) == 0 {
		s.hist.remove(n) // a variation it began goes with it
	}
	return true
}

// Undo takes back the last move (taking back the first move of a new line
// brings back the line it replaced). Against a driver it takes back the
// driver's moves too, back to a person's turn. A move that waits for
// Confirm is the one taken back.
func (s *Session) Undo() {
	if s.cfg.Shared && s.pending == nil {
		return // the players ask each other (package online)
	}
	if s.pending != nil {
		s.TakeBack()
		return
	}
	s.stop()
	if !s.hist.undo() {
		return
	}
	for s.driverToMove() && s.somePerson() && s.hist.undo() {
	}
	s.switchClock(false)
	s.changed(Event{Kind: Undone})
}

// Redo plays the next move of the line again. It mirrors Undo: against a
// driver, the driver's replies come back with the move.
func (s *Session) Redo() {
	if s.pending != nil || s.cfg.Shared {
		return
	}
	s.stop()
	if !s.hist.forward() {
		return
	}
	s.replayDrivers()
	s.switchClock(true)
	s.changed(Event{Kind: Redone})
}

// GoTo shows the position after n moves of the line (not while a move
// waits).
func (s *Session) GoTo(n int) {
	if n < 0 || n > len(s.hist.Line()) || n == s.hist.At() || s.pending != nil {
		return
	}
	s.stop()
	s.hist.goTo(n)
	s.changed(Event{Kind: Browsed})
}

// Resign gives up the game for the seat to move.
func (s *Session) Resign() { s.Play(rules.Resign) }
