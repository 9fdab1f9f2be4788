// Package bot plays seats of an online game by itself: it sits in them,
// moves when they are to move with a chooser it is given (the engine, or
// random legal moves), gives its shares of the die, answers offers, and
// claims a flag fall when a clock runs out, through an online.Table like
// any other part of an app. It knows no transport and no engine.
package bot

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/rules"
)

// Chooser chooses the move of seat, to move in g (a copy to use freely).
type Chooser func(ctx context.Context, g rules.Game, seat int) (rules.Move, error)

// Random is a Chooser of random legal moves, drawn from seed.
func Random(seed uint64) Chooser {
	rng := rand.New(rand.NewPCG(seed, 0xb07))
	return func(_ context.Context, g rules.Game, _ int) (rules.Move, error) {
		moves := g.Moves()
		if len(moves) == 0 {
			return nil, errors.New("no legal move")
		}
		return moves[rng.IntN(len(moves))], nil
	}
}

// Options are how a bot plays.
type Options struct {
	Seats  []int   // the seats it plays: it sits in those free
	Choose Chooser // its moves
	Name   string  // its name in the seats it takes: "Computer"
	Plays  string  // "computer (hard)" and the like: "computer"
	// DrawAfter, above zero, has the bot offer a draw, once, when its
	// seat is to move after that many moves of the game, and accept one
	// offered after that many; below it, it declines offers.
	DrawAfter int
	// Resign is the chance it resigns at each of its moves (soak runs).
	Resign float64
	Seed   uint64
	// Logf, if set, is told each event in a line.
	Logf func(format string, args ...any)
	// Made, if set, is given each entry the bot makes but its shares of
	// the die (a soak run counts them).
	Made func(online.Entry)
}

// Result is a game a bot played to its end.
type Result struct {
	Status  rules.Status
	Moves   int // moves it made, resignations included
	Reveals int
}

// Play plays opts.Seats on table until the game is over and the log has
// taken the bot's last entries, or ctx ends.
func Play(ctx context.Context, table *online.Table, opts Options) (Result, error) {
	if opts.Name == "" {
		opts.Name = "Computer"
	}
	if opts.Plays == "" {
		opts.Plays = "computer"
	}
	b := &player{table: table, opts: opts, rng: rand.New(rand.NewPCG(opts.Seed, 0x5eed)), offeredAt: -1}
	watch, stop := table.Watch()
	defer stop()
	for {
		wait, done, err := b.step(ctx)
		if err != nil || done {
			return b.result, err
		}
		var timer <-chan time.Time
		if wait > 0 {
			timer = time.After(wait)
		}
		select {
		case <-ctx.Done():
			return b.result, ctx.Err()
		case <-watch:
		case <-timer:
		}
	}
}

type player struct {
	table     *online.Table
	opts      Options
	rng       *rand.Rand
	result    Result
	offeredAt int // the moves played when it offered a draw
}

func (b *player) logf(format string, args ...any) {
	if b.opts.Logf != nil {
		b.opts.Logf(format, args...)
	}
}

// step does what the game asks of the bot now, if anything. It reports
// how long to wait at most before looking again (0: until a change), and
// whether the game is over for the bot.
func (b *player) step(ctx context.Context) (time.Duration, bool, error) {
	v := b.table.View()
	if v.Over() {
		if len(b.table.Outbox()) > 0 {
			return 0, false, nil // its last entries are still on their way
		}
		b.result.Status = v.Game().Status()
		return 0, true, nil
	}
	key := b.table.Key()
	for _, seat := range b.opts.Seats {
		switch h := v.Seats[seat].Key; {
		case h == "":
			err := b.made(b.table.Sit(seat, b.opts.Name, b.opts.Plays))
			b.logf("sits in seat %d", seat)
			return 0, false, b.settle(err)
		case h != key:
			return 0, false, fmt.Errorf("seat %d is taken by %s", seat, v.Seats[seat].Name)
		}
	}
	if !v.Seated() {
		return 0, false, nil
	}
	if acted, err := b.answer(v); acted || err != nil {
		return 0, false, b.settle(err)
	}
	g := v.Game()
	if g.Turn() == rules.Chance {
		if slices.ContainsFunc(v.SeatsOf(key), func(seat int) bool { return inPlay(v, seat) }) && !v.Shared(key) {
			if err := b.table.Reveal(); err != nil {
				return 0, false, b.settle(err)
			}
			b.result.Reveals++
		}
		return 0, false, nil
	}
	if !slices.Contains(b.opts.Seats, g.Turn()) {
		return b.flag(v)
	}
	return 0, false, b.settle(b.move(ctx, v, g))
}

// act makes an entry through the table.
func (b *player) act(kind online.Kind, seat int, body string, clockLeft int64) error {
	return b.made(b.table.Act(kind, seat, body, clockLeft))
}

// made tells an entry made, if it was.
func (b *player) made(e online.Entry, err error) error {
	if err == nil && b.opts.Made != nil {
		b.opts.Made(e)
	}
	return err
}

// settle lets pass a refusal of the bot's entry by its own view of the
// game: the game changed between its look and its act (an answer to an
// offer a move had ended), and it looks again.
func (b *player) settle(err error) error {
	var r *online.Refusal
	if errors.As(err, &r) {
		b.logf("looks again: %v", r)
		return nil
	}
	return err
}

// inPlay reports whether seat still plays in the game v gives.
func inPlay(v *online.State, seat int) bool {
	e, ok := v.Game().(rules.Eliminating)
	return !ok || !e.Eliminated(seat)
}

// answer answers an offer others made, when the bot's seats must.
func (b *player) answer(v *online.State) (bool, error) {
	o := v.Offer
	if o == nil {
		return false, nil
	}
	for _, seat := range b.opts.Seats {
		if seat == o.Seat || slices.Contains(o.Accepted, seat) || !inPlay(v, seat) {
			continue
		}
		answer := online.Decline
		if o.What == online.OfferDraw && b.opts.DrawAfter > 0 && len(v.Played) >= b.opts.DrawAfter {
			answer = online.Accept
		}
		err := b.act(online.KindAnswer, seat, answer, -1)
		b.logf("seat %d answers %s to the %s offer", seat, answer, o.What)
		return true, err
	}
	return false, nil
}

// move makes the move of the bot's seat to move, or offers a draw.
func (b *player) move(ctx context.Context, v *online.State, g rules.Game) error {
	seat := g.Turn()
	if o := v.Offer; o != nil && o.Seat == seat {
		return nil // its offer waits for answers
	}
	if b.opts.DrawAfter > 0 && len(v.Played) >= b.opts.DrawAfter && b.offeredAt < 0 {
		b.offeredAt = len(v.Played)
		err := b.act(online.KindOffer, seat, online.OfferDraw, -1)
		b.logf("seat %d offers a draw", seat)
		return err
	}
	body := string(rules.Resign)
	if b.opts.Resign == 0 || b.rng.Float64() >= b.opts.Resign {
		m, err := b.opts.Choose(ctx, g.Clone(), seat)
		if err != nil {
			return err
		}
		body = m.String()
	}
	if now := b.table.View(); len(now.Played) != len(v.Played) || now.Over() {
		return nil // the game moved on while it thought
	}
	err := b.act(online.KindMove, seat, body, ClockLeft(v, seat, time.Now()))
	if err != nil {
		return err
	}
	b.result.Moves++
	b.logf("seat %d plays %s", seat, body)
	return nil
}

// flag claims that the clock of the seat to move ran out, once it has by
// the log's times and the grace; otherwise it says when to look again.
func (b *player) flag(v *online.State) (time.Duration, bool, error) {
	deadline, ok := v.Deadline()
	if !ok || len(b.opts.Seats) == 0 {
		return 0, false, nil
	}
	due := time.UnixMilli(deadline).Add(online.FlagGrace + 100*time.Millisecond)
	if wait := time.Until(due); wait > 0 {
		return wait, false, nil
	}
	seat := rules.SeatToMove(v.Game())
	err := b.act(online.KindFlag, seat, "", -1)
	b.logf("claims that seat %d's time ran out", seat)
	return 0, false, b.settle(err)
}

// ClockLeft is the time seat claims to have left after a move made now,
// by its clock in the log: -1 without a clock, never below 0.
func ClockLeft(v *online.State, seat int, now time.Time) int64 {
	c := v.Control
	elapsed := now.UnixMilli() - v.TurnBegan
	var left int64
	switch c.Kind {
	case clock.None:
		return -1
	case clock.Fischer:
		left = v.Left[seat] + c.Increment.Milliseconds() - elapsed
	case clock.SuddenDeath:
		left = v.Left[seat] - elapsed
	default: // PerTurn, Days: the turn's time, renewed
		left = c.Base.Milliseconds() - elapsed
	}
	return max(left, 0)
}
