// Package session is a game in play without its window: the game, its
// line of moves, who plays each seat (their drivers), the clocks, a move
// waiting for Confirm, and the phase all of that puts the game in. The
// play screen draws a session and turns clicks into its calls; a headless
// player can drive one the same way.
//
// A session is used from one goroutine, its owner's. Drivers answer from
// their own; their answers come back through Config.Post. Every change is
// told through Config.Events, on the owner's goroutine.
package session

import (
	"context"
	"math/rand/v2"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/records"
	"boardshelf/rules"
)

// Config is a game as a session begins it.
type Config struct {
	Game    rules.Game // with the first At moves of Line played
	Line    []Played
	At      int
	Seats   []Driver     // each seat's driver; a seat without one is a Person
	Clock   *clock.Clock // nil: no clock
	Paused  bool         // the clocks wait for Resume (a game opened again)
	Pending bool         // the last move played waits for Confirm
	// Confirm reports whether a move made on the board waits for
	// Confirm (the player's setting, read at each move); nil is never.
	Confirm func() bool
	// Post runs f on the owner's goroutine (the UI's fyne.Do, a headless
	// owner's channel); nil runs it at once on the goroutine that
	// answered, which is right only when drivers answer on the owner's.
	Post func(f func())
	// Events is told of every change; nil tells nobody.
	Events func(Event)
	// Spawn runs the session's own work (a hint, a draw's judgement); nil
	// starts a goroutine. Steps makes every search that many steps, not a
	// time (tests). Seed seeds the computer's choices; 0 draws one.
	Spawn func(work func())
	Steps int
	Seed  uint64
	// Shared says the game is shared with other apps (see Remote); Chance
	// is then the driver of every roll of the die: the shared die.
	Shared bool
	Chance Driver
	// Waiting reports whether a shared game still waits for its players to
	// take their seats; nil is never. Wake tells the session to look again.
	Waiting func() bool
	// Notes are the variations and notes of a game record, on Line as its
	// main line (see Notes).
	Notes records.Notes
	// Shown, when set, is a move of a tree of moves Game shows played
	// (another session's, which is left): the session goes on with that
	// tree, in place of Line, At and Notes.
	Shown *Node
}

// Session is a game in play.
type Session struct {
	cfg     Config
	game    rules.Game
	hist    *history
	seats   []Driver
	pending *Played // a move made on the board that waits for Confirm
	clocks  clocks
	phase   Phase
	closed  bool // the owner left: nothing may play on

	work      context.CancelFunc // stops the driver's or the session's work under way
	working   Work               // what that work is
	animating *Played            // a driver's answer, shown before it is played
}

// New makes the session of a game; Start sets it going.
func New(c Config) *Session {
	if c.Seed == 0 {
		c.Seed = rand.Uint64()
	}
	s := &Session{cfg: c, game: c.Game, hist: newHistory(c.Game, c.Line, c.At), seats: c.Seats}
	if c.Shown != nil {
		s.hist = historyThrough(c.Game, c.Shown)
	}
	s.graft(c.Notes)
	if c.Pending && s.hist.At() > 0 {
		m := s.hist.Line()[s.hist.At()-1]
		s.pending = &m
	}
	s.clocks = clocks{clock: c.Clock, paused: c.Paused && c.Clock != nil && !c.Game.Status().Over, low: make([]bool, c.Game.Players())}
	return s
}

// Start starts the clock of the seat to move and asks its driver, if any.
func (s *Session) Start() {
	s.switchClock(false)
	s.changed(Event{Kind: Opened})
}

// Close stops everything under way for good: no driver may play on.
func (s *Session) Close() {
	s.closed = true
	s.stop()
}

// Game is the game in the position shown.
func (s *Session) Game() rules.Game { return s.game }

// Line is every move of the line; At is how many of them are played in
// the position shown.
func (s *Session) Line() []Played { return s.hist.Line() }
func (s *Session) At() int        { return s.hist.At() }

// Phase is what the game waits for.
func (s *Session) Phase() Phase { return s.phase }

// CanMove reports whether a person at this table may move on the board.
func (s *Session) CanMove() bool { return s.phase == ToMove && !s.closed }

// Working is the work under way (NoWork, a driver's move, a hint, a
// draw's judgement).
func (s *Session) Working() Work { return s.working }

// Pending is the move that waits for Confirm, if any.
func (s *Session) Pending() (Played, bool) {
	if s.pending == nil {
		return Played{}, false
	}
	return *s.pending, true
}

// SeatToMove is the seat whose turn it is, also while a die is rolled for
// it.
func (s *Session) SeatToMove() int { return rules.SeatToMove(s.game) }

// Mover is the seat whose turn it is: the one to move, or the one whose
// move waits for Confirm.
func (s *Session) Mover() int {
	if s.pending != nil {
		return s.pending.Seat
	}
	return s.SeatToMove()
}

// AtTable reports whether seat is played by a person at this table.
func (s *Session) AtTable(seat int) bool {
	if seat < 0 || seat >= len(s.seats) || s.seats[seat] == nil {
		return true
	}
	_, person := s.seats[seat].(Person)
	return person
}

// somePerson reports whether any seat is played by a person here.
func (s *Session) somePerson() bool {
	for seat := range s.seats {
		if s.AtTable(seat) {
			return true
		}
	}
	return len(s.seats) == 0
}

// driverToMove reports whether the seat to move has a driver to ask.
func (s *Session) driverToMove() bool {
	if s.game.Turn() == rules.Chance && s.cfg.Chance != nil {
		return true
	}
	seat := s.SeatToMove()
	return seat >= 0 && !s.AtTable(seat)
}

// LineEnd is the game at the end of its line, whichever position is shown.
func (s *Session) LineEnd() rules.Game {
	end := s.game.Clone()
	for _, m := range s.hist.Line()[s.hist.At():] {
		end.Play(m.Move)
	}
	return end
}

// settle puts the session in the phase its state gives.
func (s *Session) settle() {
	s.phase = next(facts{
		over:       s.game.Status().Over,
		paused:     s.clocks.paused,
		pending:    s.pending != nil,
		animating:  s.animating != nil,
		consulting: s.working == Hinting || s.working == Judging,
		atTable:    !s.driverToMove() && !(s.cfg.Shared && s.hist.At() < len(s.hist.Line())),
		behind:     s.hist.At() < len(s.hist.Line()),
		waiting:    s.cfg.Waiting != nil && s.cfg.Waiting(),
	})
}

// changed settles the phase, tells of the change, then asks the driver of
// the seat to move when the phase waits for one.
func (s *Session) changed(e Event) {
	s.settle()
	s.emit(e)
	if s.phase == Thinking && s.working == NoWork && !s.closed {
		s.ask()
	}
}

func (s *Session) emit(e Event) {
	if s.cfg.Events != nil {
		s.cfg.Events(e)
	}
}

// post brings f back to the owner's goroutine.
func (s *Session) post(f func()) {
	if s.cfg.Post != nil {
		s.cfg.Post(f)
		return
	}
	f()
}

// begin starts work of the kind w, returning its context and a check that
// it is still the work wanted when it answers: not stopped, not left, and
// the game not moved on.
func (s *Session) begin(w Work) (context.Context, func() bool) {
	ctx, cancel := context.WithCancel(context.Background())
	s.work, s.working = cancel, w
	at := s.hist.At()
	return ctx, func() bool { return ctx.Err() == nil && !s.closed && s.hist.At() == at }
}

// stop stops the work under way and forgets a driver's answer not yet
// played.
func (s *Session) stop() {
	if s.work != nil {
		s.work()
		s.work = nil
	}
	s.working, s.animating = NoWork, nil
}

// ask asks the driver of the seat to move for its move.
func (s *Session) ask() {
	seat := s.SeatToMove()
	ctx, current := s.begin(Asking)
	req := Request{Game: s.game.Clone(), Ply: s.hist.At(), Seed: s.seed(), Steps: s.cfg.Steps}
	req.Clock = s.gameClock()
	chance := s.game.Turn() == rules.Chance
	s.emit(Event{Kind: Asked, Seat: seat, Chance: chance})
	driver := s.seats[seat]
	if chance && s.cfg.Chance != nil {
		driver = s.cfg.Chance
	}
	driver.Ask(ctx, req, func(m rules.Move, err error) {
		s.post(func() {
			if current() {
				s.answered(seat, m, err)
			}
		})
	})
}

// answered shows a driver's move, to be played when shown (the event's
// Land), or
// tells why there is none.
func (s *Session) answered(seat int, m rules.Move, err error) {
	if err != nil {
		s.stop()
		s.emit(Event{Kind: Failed, Seat: seat, Err: err})
		return
	}
	shown := &Played{m, seat}
	s.animating = shown
	s.settle()
	// The move is played once shown, unless the game moved on meanwhile.
	land := func() {
		if s.animating == shown && !s.closed {
			s.stop()
			s.Play(m)
		}
	}
	s.emit(Event{Kind: Answered, Seat: seat, Move: m, Chance: s.game.Turn() == rules.Chance, Land: land})
}

// seed is the seed of the next move's choices: a new game does not repeat
// the last one move for move.
func (s *Session) seed() uint64 { return ai.MoveSeed(s.cfg.Seed, s.hist.At()) }
