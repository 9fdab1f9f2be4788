package hard202611

import (
	"context"
	"time"
)

// clock tells a search when to stop: at its deadline, when the caller's
// context is cancelled, or after a set number of steps (search nodes or
// tree iterations), which makes a search independent of the machine's
// speed. Looking at the time costs more than a search step, so expired
// looks only every few steps; the answer then sticks.
type clock struct {
	ctx      context.Context
	start    time.Time
	deadline time.Time
	steps    int
	limit    int // steps allowed; 0 for no limit
	done     bool
}

// checkEvery is how many calls to expired pass between looks at the time.
// The slowest step (a Terachess node, tens of microseconds) keeps the
// delay between a cancellation and the search noticing it far below a
// millisecond.
const checkEvery = 64

func newClock(ctx context.Context, budget time.Duration, steps int) *clock {
	now := time.Now()
	c := &clock{ctx: ctx, start: now, deadline: now.Add(budget), limit: max(steps, 0)}
	// A caller's deadline shortens the budget, with a little room to
	// return the move before the context itself expires.
	if d, ok := ctx.Deadline(); ok {
		if d = d.Add(-10 * time.Millisecond); d.Before(c.deadline) {
			c.deadline = d
		}
	}
	return c
}

// expired counts a search step and reports whether the search must stop.
func (c *clock) expired() bool {
	if c.done {
		return true
	}
	c.steps++
	if c.limit > 0 && c.steps >= c.limit {
		c.done = true
		return true
	}
	if c.steps%checkEvery != 0 {
		return false
	}
	return c.check()
}

// expiredNow is expired for steps so long that the time is looked at
// every time.
func (c *clock) expiredNow() bool {
	return c.expired() || c.check()
}

// check looks at the time and the context at once.
func (c *clock) check() bool {
	if !c.done && (c.ctx.Err() != nil || !time.Now().Before(c.deadline)) {
		c.done = true
	}
	return c.done
}

// elapsed is the share of the budget used so far, 0 to 1 and beyond: of
// the steps when they are limited (so that the search does the same work
// on any machine), else of the time.
func (c *clock) elapsed() float64 {
	if c.limit > 0 {
		return float64(c.steps) / float64(c.limit)
	}
	total := c.deadline.Sub(c.start)
	if total <= 0 {
		return 1
	}
	return float64(time.Since(c.start)) / float64(total)
}
