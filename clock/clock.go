// Package clock keeps the players' time: a time control (none, sudden
// death, Fischer, a limit for each turn, or days for each move in a game
// by correspondence), each seat's time left, and
// which seat's clock runs. It is pure Go and takes the time from a source
// it is given, so that tests move the time by hand.
package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Kind is the kind of a time control.
type Kind int

const (
	None        Kind = iota // no clock
	SuddenDeath             // Base for the whole game
	Fischer                 // Base, and Increment more after each move
	PerTurn                 // Base for each turn, renewed at every turn
	Days                    // Base, whole days, for each move: PerTurn at a correspondence's pace
)

// Day is a day of a Days control: 24 hours, whatever the calendar.
const Day = 24 * time.Hour

// MaxDays is the most days a move of a Days control may take; the least
// is one.
const MaxDays = 14

// DaysPerMove is the control of n days for each move (1 to MaxDays).
func DaysPerMove(n int) Control { return Control{Kind: Days, Base: time.Duration(n) * Day} }

// Control is a time control.
type Control struct {
	Kind      Kind
	Base      time.Duration // a player's time for the game (for a turn, with PerTurn and Days)
	Increment time.Duration // Fischer's time added after each move
}

// String writes a control as records and the preferences keep it:
// "none", "sudden 10m", "fischer 5m+3s", "turn 30s", "days 3".
func (c Control) String() string {
	switch c.Kind {
	case SuddenDeath:
		return "sudden " + short(c.Base)
	case Fischer:
		return "fischer " + short(c.Base) + "+" + short(c.Increment)
	case PerTurn:
		return "turn " + short(c.Base)
	case Days:
		return "days " + strconv.Itoa(int(c.Base/Day))
	}
	return "none"
}

// short writes a duration without zero parts: "5m", "90s", "1h30m".
func short(d time.Duration) string {
	s := d.String()
	s = strings.Replace(s, "m0s", "m", 1)
	s = strings.Replace(s, "h0m", "h", 1)
	return s
}

// Parse reads what String wrote.
func Parse(s string) (Control, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(s), " ")
	var c Control
	var err error
	switch kind {
	case "", "none":
		return Control{}, nil
	case "sudden":
		c.Kind = SuddenDeath
		c.Base, err = time.ParseDuration(rest)
	case "fischer":
		c.Kind = Fischer
		base, inc, _ := strings.Cut(rest, "+")
		if c.Base, err = time.ParseDuration(base); err == nil {
			c.Increment, err = time.ParseDuration(inc)
		}
	case "turn":
		c.Kind = PerTurn
		c.Base, err = time.ParseDuration(rest)
	case "days":
		c.Kind = Days
		c.Base, err = parseDays(rest)
	default:
		return Control{}, fmt.Errorf("%s is not a time control", strconv.Quote(s))
	}
	if err != nil || c.Base <= 0 || c.Increment < 0 {
		return Control{}, fmt.Errorf("%s is not a time control", strconv.Quote(s))
	}
	return c, nil
}

// parseDays reads the days of a Days control, a whole number from 1 to
// MaxDays, as a duration.
func parseDays(s string) (time.Duration, error) {
	n, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(n) != s || n < 1 || n > MaxDays { // no "+3", no "03"
		return 0, fmt.Errorf("%q is not 1 to %d days", s, MaxDays)
	}
	return time.Duration(n) * Day, nil
}

// Clock is the players' time in a game.
type Clock struct {
	control Control
	left    []time.Duration // each seat's time left, as it stood when its clock last stopped
	running int             // the seat whose clock runs, or -1
	since   time.Time       // when it started to run
	now     func() time.Time
}

// New starts a clock for seats players, none running yet; now tells the
// time (time.Now in the app).
func New(c Control, seats int, now func() time.Time) *Clock {
	k := &Clock{control: c, left: make([]time.Duration, seats), running: -1, now: now}
	for i := range k.left {
		k.left[i] = c.Base
	}
	return k
}

// Control is the clock's time control.
func (k *Clock) Control() Control { return k.control }

// On reports whether the game is played with a clock.
func (k *Clock) On() bool { return k.control.Kind != None }

// Left is a seat's time left now.
func (k *Clock) Left(seat int) time.Duration {
	if seat < 0 || seat >= len(k.left) {
		return 0
	}
	left := k.left[seat]
	if seat == k.running {
		left -= k.now().Sub(k.since)
	}
	return max(left, 0)
}

// Running is the seat whose clock runs, or -1.
func (k *Clock) Running() int { return k.running }

// Start runs seat's clock (a new turn of the seat's, or the game resumed),
// stopping any other. It does nothing without a time control.
func (k *Clock) Start(seat int) {
	if !k.On() || seat < 0 || seat >= len(k.left) || seat == k.running {
		return
	}
	k.Stop()
	k.running, k.since = seat, k.now()
}

// Stop stops the clock that runs, keeping its time (the game paused).
func (k *Clock) Stop() {
	if k.running < 0 {
		return
	}
	k.left[k.running] = k.Left(k.running)
	k.running = -1
}

// Deadline is the moment the time of seat ends, if its clock runs: now
// and the time it has left. A seat whose clock is stopped has none.
func (k *Clock) Deadline(seat int) (time.Time, bool) {
	if seat < 0 || seat != k.running {
		return time.Time{}, false
	}
	return k.now().Add(k.Left(seat)), true
}

// Moved ends the turn of the seat whose clock runs: its clock stops, with
// the increment of Fischer added, and a turn limit (or days) renewed.
func (k *Clock) Moved() {
	seat := k.running
	if seat < 0 {
		return
	}
	k.Stop()
	switch k.control.Kind {
	case Fischer:
		k.left[seat] += k.control.Increment
	case PerTurn, Days:
		k.left[seat] = k.control.Base
	}
}

// Fallen is the seat whose time has run out, if one has.
func (k *Clock) Fallen() (int, bool) {
	if k.running >= 0 && k.Left(k.running) <= 0 {
		return k.running, true
	}
	return -1, false
}

// Times is every seat's time left now, for a record.
func (k *Clock) Times() []time.Duration {
	out := make([]time.Duration, len(k.left))
	for i := range out {
		out[i] = k.Left(i)
	}
	return out
}

// SetLeft sets seat's time left now, whether its clock runs or not: a
// game shared with other apps takes the time its log gives.
func (k *Clock) SetLeft(seat int, d time.Duration) {
	if seat < 0 || seat >= len(k.left) {
		return
	}
	k.left[seat] = max(d, 0)
	if seat == k.running {
		k.since = k.now()
	}
}

// SetTimes gives the seats the times left of a record, the clock stopped:
// a game opened again goes on paused.
func (k *Clock) SetTimes(times []time.Duration) {
	k.Stop()
	for i := range k.left {
		if i < len(times) && times[i] >= 0 {
			k.left[i] = times[i]
		}
	}
}
