package clock

import (
	"strconv"
	"testing"
	"time"
)

// fake is a time source moved by hand.
type fake struct{ t time.Time }

func (f *fake) now() time.Time                   { return f.t }
func (f *fake) pass(d time.Duration)             { f.t = f.t.Add(d) }
func newFake() *fake                             { return &fake{time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)} }
func start(c Control, seats int) (*Clock, *fake) { f := newFake(); return New(c, seats, f.now), f }

func TestSuddenDeathRunsForTheSeatToMove(t *testing.T) {
	k, f := start(Control{Kind: SuddenDeath, Base: 5 * time.Minute}, 2)
	k.Start(0)
	f.pass(70 * time.Second)
	if k.Left(0) != 230*time.Second || k.Left(1) != 5*time.Minute {
		t.Errorf("after 70 s of White's: %v and %v", k.Left(0), k.Left(1))
	}
	k.Moved()
	k.Start(1)
	f.pass(10 * time.Second)
	if k.Left(0) != 230*time.Second || k.Left(1) != 290*time.Second || k.Running() != 1 {
		t.Errorf("after 10 s of Black's: %v and %v", k.Left(0), k.Left(1))
	}
	if _, fallen := k.Fallen(); fallen {
		t.Error("a flag fell with time left")
	}
	f.pass(300 * time.Second)
	if seat, fallen := k.Fallen(); !fallen || seat != 1 || k.Left(1) != 0 {
		t.Errorf("Black's flag: fallen %v seat %d, left %v", fallen, seat, k.Left(1))
	}
}

func TestFischerAddsTheIncrementAfterEachMove(t *testing.T) {
	k, f := start(Control{Kind: Fischer, Base: time.Minute, Increment: 3 * time.Second}, 2)
	k.Start(0)
	f.pass(10 * time.Second)
	k.Moved()
	if k.Left(0) != 53*time.Second {
		t.Errorf("after a 10 s move with 3 s added: %v", k.Left(0))
	}
}

func TestATurnLimitIsRenewedEachTurn(t *testing.T) {
	k, f := start(Control{Kind: PerTurn, Base: 30 * time.Second}, 3)
	k.Start(2)
	f.pass(20 * time.Second)
	k.Moved()
	if k.Left(2) != 30*time.Second {
		t.Errorf("the next turn starts with %v", k.Left(2))
	}
}

// A pause stops the clock; time passing meanwhile is nobody's.
func TestPausing(t *testing.T) {
	k, f := start(Control{Kind: SuddenDeath, Base: time.Minute}, 2)
	k.Start(0)
	f.pass(5 * time.Second)
	k.Stop()
	f.pass(time.Hour)
	k.Start(0)
	f.pass(5 * time.Second)
	if k.Left(0) != 50*time.Second {
		t.Errorf("after 10 s of play around an hour's pause: %v", k.Left(0))
	}
}

func TestWithoutAControlNothingRuns(t *testing.T) {
	k, f := start(Control{}, 2)
	k.Start(0)
	f.pass(time.Hour)
	if k.On() || k.Running() != -1 {
		t.Error("a clock runs without a time control")
	}
	if _, fallen := k.Fallen(); fallen {
		t.Error("a flag fell without a clock")
	}
}

func TestTimesForARecordComeBackPaused(t *testing.T) {
	k, f := start(Control{Kind: SuddenDeath, Base: time.Minute}, 2)
	k.Start(1)
	f.pass(15 * time.Second)
	times := k.Times()
	again, g := start(k.Control(), 2)
	again.SetTimes(times)
	g.pass(time.Hour)
	if again.Running() != -1 || again.Left(1) != 45*time.Second || again.Left(0) != time.Minute {
		t.Errorf("opened again: running %d, left %v %v", again.Running(), again.Left(0), again.Left(1))
	}
}

func TestControlsAsWritten(t *testing.T) {
	for _, c := range []Control{{}, {SuddenDeath, 10 * time.Minute, 0}, {Fischer, 5 * time.Minute, 3 * time.Second},
		{PerTurn, 30 * time.Second, 0}, {SuddenDeath, 90 * time.Minute, 0}, DaysPerMove(3), DaysPerMove(1), DaysPerMove(14)} {
		back, err := Parse(c.String())
		if err != nil || back != c {
			t.Errorf("%v written %q reads back %v, %v", c, c.String(), back, err)
		}
	}
	for _, bad := range []string{"fischer", "sudden -5m", "turn 0s", "blitz 5m", "fischer 5m+x",
		"days", "days 0", "days 15", "days 1.5", "days 3d", "days -3", "days +3", "days 03", "days three", "days 72h", "days 3 4"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("%q was read as a control", bad)
		} else if want := strconv.Quote(bad) + " is not a time control"; err.Error() != want {
			t.Errorf("%q is refused with %q, want %q", bad, err, want)
		}
	}
	if got := DaysPerMove(3).String(); got != "days 3" {
		t.Errorf("three days a move are written %q", got)
	}
	if c, err := Parse("days 3"); err != nil || c != (Control{Kind: Days, Base: 72 * time.Hour}) {
		t.Errorf(`"days 3" reads as %v, %v`, c, err)
	}
}

// Days for each move are renewed at every turn, as a turn's limit, and
// the seat to move has a deadline.
func TestDaysPerMove(t *testing.T) {
	k, f := start(DaysPerMove(3), 2)
	if _, ok := k.Deadline(0); ok {
		t.Error("a deadline before any clock runs")
	}
	k.Start(0)
	f.pass(50 * time.Hour)
	if k.Left(0) != 22*time.Hour || k.Left(1) != 72*time.Hour {
		t.Errorf("after 50 h of White's: %v and %v", k.Left(0), k.Left(1))
	}
	if d, ok := k.Deadline(0); !ok || !d.Equal(time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)) {
		t.Errorf("White's deadline: %v, %v; want three days after the start", d, ok)
	}
	if _, ok := k.Deadline(1); ok {
		t.Error("Black has a deadline while White's clock runs")
	}
	k.Moved()
	k.Start(1)
	if k.Left(0) != 72*time.Hour {
		t.Errorf("White's next move has %v", k.Left(0))
	}
	if d, ok := k.Deadline(1); !ok || !d.Equal(f.t.Add(72*time.Hour)) {
		t.Errorf("Black's deadline: %v, %v", d, ok)
	}
	k.Stop()
	if _, ok := k.Deadline(1); ok {
		t.Error("a deadline while the clocks are stopped")
	}
	k.Start(1)
	f.pass(73 * time.Hour)
	if seat, fallen := k.Fallen(); !fallen || seat != 1 {
		t.Errorf("after three days and an hour Black has not lost on time: %v %d", fallen, seat)
	}
}
