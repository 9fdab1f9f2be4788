package session

import (
	"context"
	"math/rand/v2"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
)

// Driver chooses the moves of one seat. The session asks every seat's
// driver the same way when the seat is to move at the end of the line:
// the computer's searches, and later a remote player's answers, come back
// through answer.
type Driver interface {
	// Ask asks for the seat's move in req.Game (a copy the driver may
	// keep). The driver answers once through answer, from any goroutine;
	// after ctx ends its answer is ignored, so it may stop at once.
	Ask(ctx context.Context, req Request, answer func(rules.Move, error))
}

// Request is what a driver is asked: the game, the move's place in the
// line, and how long it may think.
type Request struct {
	Game  rules.Game
	Ply   int    // how many moves the line has before this one
	Seed  uint64 // the move's own seed for a search's random choices
	Steps int    // a search of a fixed number of steps, if not 0
	// Clock is the seat's game clock, which a search must not lose on;
	// nil without clocks.
	Clock *ai.GameClock
}

// Person is a person at this table: the move comes from the board
// (Session.Play), so asking does nothing and the board opens.
type Person struct{}

func (Person) Ask(context.Context, Request, func(rules.Move, error)) {}

// Computer plays a seat at a level of the AI. It works off the caller's
// goroutine and stops as soon as the request's context ends.
type Computer struct {
	Level ai.Level
	// Pause is the least time a move takes off the clock, so that people
	// see whose move it is (the app's pace); nil is none.
	Pause func() time.Duration
	// Spawn runs the work; nil starts a goroutine. Tests queue it.
	Spawn func(work func())
}

// Ask searches for the move, or rolls the die on a chance turn after a
// moment, so that people see the roll happen.
func (c *Computer) Ask(ctx context.Context, req Request, answer func(rules.Move, error)) {
	pause := time.Duration(0)
	if c.Pause != nil {
		pause = c.Pause()
	}
	spawn(c.Spawn, func() {
		if req.Game.Turn() == rules.Chance {
			wait(ctx, max(pause, 300*time.Millisecond))
			faces := req.Game.Moves()
			answer(faces[rand.New(rand.NewPCG(req.Seed, 0)).IntN(len(faces))], nil)
			return
		}
		started := time.Now()
		m, err := ai.BestMoveWith(ctx, req.Game, c.Level, ai.Options{Seed: req.Seed, Steps: req.Steps, Clock: req.Clock})
		if err == nil && req.Clock == nil { // the pause is not on the computer's clock
			wait(ctx, pause-time.Since(started))
		}
		answer(m, err)
	})
}

// wait waits d, or until ctx ends.
func wait(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	select {
	case <-time.After(d):
	case <-ctx.Done():
	}
}

// spawn runs work through run, or on a goroutine of its own.
func spawn(run func(func()), work func()) {
	if run != nil {
		run(work)
		return
	}
	go work()
}
