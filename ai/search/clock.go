package search

import (
	"context"
	"sync/atomic"
	"time"

	gameclock "boardshelf/clock"
)

// GameClock is the game clock of the seat to move, for a search that must
// not lose on time: its kind, the time left and Fischer's increment.
type GameClock struct {
	Kind      gameclock.Kind
	Left      time.Duration
	Increment time.Duration
}

// share is the longest a search may take on the game clock: a share of
// the time left that keeps the seat from losing on time (a thirtieth, and
// most of Fischer's increment; half a turn's limit, and half of what is
// left of a day's).
func (c *GameClock) share() time.Duration {
	switch c.Kind {
	case gameclock.PerTurn, gameclock.Days:
		return c.Left / 2
	case gameclock.Fischer:
		return c.Left/30 + c.Increment*3/4
	}
	return c.Left / 30
}

// HardStop is the time a search may take (zero for none): budget when
// set, else levelBudget unless the search is limited by steps (then the
// steps stop it alike on any machine), and never more than its share of
// the game clock c when there is one.
//
// Days for each move are no clock to a search: it takes the time (or the
// steps) it would take without one, not a share of days. Only a day's
// time nearly spent, under twice the budget, shortens it as a turn's
// limit would.
func HardStop(budget, levelBudget time.Duration, steps int, c *GameClock) time.Duration {
	if budget <= 0 && steps <= 0 {
		budget = levelBudget
	}
	if c == nil {
		return budget
	}
	share := c.share()
	if c.Kind == gameclock.Days {
		if budget > 0 && share < budget {
			return share
		}
		return budget
	}
	if budget <= 0 || share < budget {
		budget = share
	}
	return budget
}

// softStop is the share of its time (or steps) after which a deepening
// search starts no further iteration: the next would take about as long
// as all before it, and most likely not finish.
const softStop = 0.45

// Clock tells a search when to stop: at its deadline, when the caller's
// context is cancelled, or after a set number of steps (search nodes or
// tree iterations), which makes a search independent of the machine's
// speed. Looking at the time costs more than a search step, so expired
// looks only every few steps; the answer then sticks.
//
// The threads of one search each have their own clock, made by fork, and
// share a stop flag: the first to see the time run out stops them all,
// and the main thread stops its helpers when it is done.
type Clock struct {
	ctx      context.Context
	start    time.Time
	deadline time.Time // zero for none
	Steps    int
	limit    int // steps allowed; 0 for no limit
	done     bool
	stop     *atomic.Bool
}

// checkEvery is how many calls to expired pass between looks at the time.
// The slowest step (a Terachess node, tens of microseconds) keeps the
// delay between a cancellation and the search noticing it far below a
// millisecond.
const checkEvery = 64

// NewClock is a clock for budget, or for steps when above zero: then the
// budget applies only when set (a safety net), so that the same steps do
// the same work on any machine. A deadline on ctx applies in both cases.
func NewClock(ctx context.Context, budget time.Duration, steps int) *Clock {
	now := time.Now()
	c := &Clock{ctx: ctx, start: now, limit: max(steps, 0), stop: new(atomic.Bool)}
	if budget > 0 {
		c.deadline = now.Add(budget)
	}
	// A caller's deadline shortens the budget, with a little room to
	// return the move before the context itself expires.
	if d, ok := ctx.Deadline(); ok {
		if d = d.Add(-10 * time.Millisecond); c.deadline.IsZero() || d.Before(c.deadline) {
			c.deadline = d
		}
	}
	return c
}

// CapSteps limits the search to n steps, unless it has a lower limit.
func (c *Clock) CapSteps(n int) {
	if c.limit == 0 || c.limit > n {
		c.limit = n
	}
}

// Fork is a clock for another thread of the same search: the same
// deadline and stop flag, its own count of steps.
func (c *Clock) Fork() *Clock {
	return &Clock{ctx: c.ctx, start: c.start, deadline: c.deadline, limit: c.limit, stop: c.stop}
}

// Expired counts a search step and reports whether the search must stop.
func (c *Clock) Expired() bool {
	if c.done {
		return true
	}
	c.Steps++
	if c.limit > 0 && c.Steps >= c.limit {
		c.Halt()
		return true
	}
	if c.Steps%checkEvery != 0 {
		return false
	}
	return c.Check()
}

// ExpiredNow is Expired for steps so long that the time is looked at
// every time.
func (c *Clock) ExpiredNow() bool {
	return c.Expired() || c.Check()
}

// Check looks at the stop flag, the time and the context at once.
func (c *Clock) Check() bool {
	if c.done {
		return true
	}
	if c.stop.Load() || c.ctx.Err() != nil || !c.deadline.IsZero() && !time.Now().Before(c.deadline) {
		c.Halt()
	}
	return c.done
}

// Halt stops this clock and every clock forked from the same one.
func (c *Clock) Halt() {
	c.done = true
	c.stop.Store(true)
}

// pastSoftStop reports whether the search is past its soft stop: it may
// finish what it is doing but should start nothing new.
func (c *Clock) pastSoftStop() bool { return c.elapsed() > softStop }

// elapsed is the share of the budget used so far, 0 to 1 and beyond: of
// the steps when they are limited (so that the search does the same work
// on any machine), else of the time.
func (c *Clock) elapsed() float64 {
	if c.limit > 0 {
		return float64(c.Steps) / float64(c.limit)
	}
	total := c.deadline.Sub(c.start)
	if c.deadline.IsZero() || total <= 0 {
		return 1
	}
	return float64(time.Since(c.start)) / float64(total)
}
