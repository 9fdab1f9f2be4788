package session

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"boardshelf/clock"
	"boardshelf/rules"
	"boardshelf/setups"
)

func TestTheSessionNeedsNoWindow(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "fyne.io") {
			t.Errorf("the session depends on %s", dep)
		}
	}
}

func TestThePhaseRule(t *testing.T) {
	for _, c := range []struct {
		facts facts
		want  Phase
	}{
		{facts{atTable: true}, ToMove},
		{facts{atTable: true, behind: true}, ToMove}, // a person may start a new line anywhere
		{facts{}, Thinking},
		{facts{behind: true}, Browsing},
		{facts{atTable: true, pending: true}, Confirming},
		{facts{animating: true}, Animating},
		{facts{atTable: true, consulting: true}, Consulting},
		{facts{atTable: true, paused: true, pending: true}, Paused},
		{facts{paused: true, animating: true}, Paused},
		{facts{over: true, paused: true}, Over},
		{facts{over: true, behind: true}, Over},
		{facts{atTable: true, waiting: true}, Waiting},
		{facts{over: true, waiting: true}, Over},
		{facts{waiting: true, paused: true}, Waiting},
	} {
		if got := next(c.facts); got != c.want {
			t.Errorf("%+v: %v, want %v", c.facts, got, c.want)
		}
	}
}

// driver answers every request with the game's first move, when told.
type driver struct {
	asked   int
	answers []func()
}

func (d *driver) Ask(ctx context.Context, req Request, answer func(rules.Move, error)) {
	d.asked++
	d.answers = append(d.answers, func() { answer(req.Game.Moves()[0], nil) })
}

// newSession starts Terrace with the given drivers, recording its events.
func newSession(t *testing.T, c Config) (*Session, *[]Event) {
	t.Helper()
	s, err := setups.Default.Load("terrace/long")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	events := &[]Event{}
	c.Game, c.Events = g, func(e Event) { *events = append(*events, e) }
	c.Spawn = func(work func()) { work() }
	c.Steps = 50
	ses := New(c)
	ses.Start()
	return ses, events
}

func kinds(events []Event) []EventKind {
	var out []EventKind
	for _, e := range events {
		out = append(out, e.Kind)
	}
	return out
}

func TestADriverIsAskedAndItsMoveShownBeforeItIsPlayed(t *testing.T) {
	d := &driver{}
	s, events := newSession(t, Config{Seats: []Driver{Person{}, d}})
	if s.Phase() != ToMove || d.asked != 0 {
		t.Fatalf("at the start: %v, driver asked %d times", s.Phase(), d.asked)
	}
	s.Play(s.Game().Moves()[0])
	if s.Phase() != Thinking || d.asked != 1 || s.CanMove() {
		t.Fatalf("after the person's move: %v, driver asked %d times", s.Phase(), d.asked)
	}
	d.answers[0]()
	if s.Phase() != Animating || len(s.Line()) != 1 {
		t.Fatalf("after the answer: %v with %d moves", s.Phase(), len(s.Line()))
	}
	last := (*events)[len(*events)-1]
	if last.Kind != Answered || last.Seat != 1 {
		t.Fatalf("the answer was told as %+v", last)
	}
	last.Land()
	if s.Phase() != ToMove || len(s.Line()) != 2 || s.Line()[1].Seat != 1 {
		t.Errorf("after the move landed: %v, line %v", s.Phase(), s.Line())
	}
}

func TestAnAnswerAfterAnUndoIsDropped(t *testing.T) {
	d := &driver{}
	s, _ := newSession(t, Config{Seats: []Driver{Person{}, d}})
	s.Play(s.Game().Moves()[0])
	s.Undo()
	d.answers[0]()
	if s.Phase() != ToMove || len(s.Line()) != 1 || s.At() != 0 {
		t.Errorf("a stale answer changed the game: %v, %d moves, at %d", s.Phase(), len(s.Line()), s.At())
	}
}

func TestBrowsingBackStopsTheDriverAndTheEndAsksAgain(t *testing.T) {
	d := &driver{}
	s, events := newSession(t, Config{Seats: []Driver{Person{}, d}})
	s.Play(s.Game().Moves()[0])
	d.answers[0]()
	(*events)[len(*events)-1].Land()
	s.Play(s.Game().Moves()[0])
	s.GoTo(1)
	if s.Phase() != Browsing || d.asked != 2 {
		t.Fatalf("looking back at the driver's turn: %v, asked %d times", s.Phase(), d.asked)
	}
	s.GoTo(3)
	if s.Phase() != Thinking || d.asked != 3 {
		t.Errorf("back at the end: %v, asked %d times", s.Phase(), d.asked)
	}
}

func TestAMoveWaitsForConfirm(t *testing.T) {
	s, events := newSession(t, Config{Seats: []Driver{Person{}, Person{}}, Confirm: func() bool { return true }})
	s.Play(s.Game().Moves()[0])
	if s.Phase() != Confirming || s.Mover() != 0 {
		t.Fatalf("a move made: %v, mover %d", s.Phase(), s.Mover())
	}
	s.TakeBack()
	if s.Phase() != ToMove || s.At() != 0 {
		t.Fatalf("taken back: %v at %d", s.Phase(), s.At())
	}
	s.Play(s.Game().Moves()[0])
	s.Confirm()
	if s.Phase() != ToMove || s.At() != 1 || s.SeatToMove() != 1 {
		t.Errorf("confirmed: %v at %d", s.Phase(), s.At())
	}
	want := []EventKind{Opened, Awaiting, TakenBack, Awaiting, Moved}
	if got := kinds(*events); !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
}

func TestPauseHoldsTheGameAndTheTimeRunsOutOnResume(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	k := clock.New(clock.Control{Kind: clock.SuddenDeath, Base: time.Minute}, 2, func() time.Time { return now })
	s, events := newSession(t, Config{Seats: []Driver{Person{}, Person{}}, Clock: k})
	s.Pause()
	if s.Phase() != Paused || s.CanMove() || s.Ticking() {
		t.Fatalf("paused: %v, ticking %v", s.Phase(), s.Ticking())
	}
	now = now.Add(2 * time.Minute) // no time passes on a paused clock
	s.Tick()
	s.Resume()
	if s.Phase() != ToMove || !s.Ticking() {
		t.Fatalf("resumed: %v, ticking %v", s.Phase(), s.Ticking())
	}
	now = now.Add(2 * time.Minute)
	s.Tick()
	last := (*events)[len(*events)-1]
	if s.Phase() != Over || last.Kind != TimedOut || last.Seat != 0 {
		t.Errorf("White's time ran out: %v, last event %+v", s.Phase(), last)
	}
}

func TestAFailingDriverIsTold(t *testing.T) {
	s, events := newSession(t, Config{Seats: []Driver{failing{}, Person{}}})
	last := (*events)[len(*events)-1]
	if last.Kind != Failed || last.Seat != 0 || s.Working() != NoWork {
		t.Errorf("a driver with no move: %+v, work %v", last, s.Working())
	}
}

type failing struct{}

func (failing) Ask(_ context.Context, _ Request, answer func(rules.Move, error)) {
	answer(nil, errors.New("no move"))
}

func TestTheComputerAnswersThroughTheSession(t *testing.T) {
	s, events := newSession(t, Config{Seats: []Driver{&Computer{Spawn: func(w func()) { w() }}, Person{}}})
	// The computer's first answer came during Start; it is shown, then lands.
	e := (*events)[len(*events)-1]
	if s.Phase() != Animating || e.Kind != Answered {
		t.Fatalf("the computer to move first: %v, %+v", s.Phase(), e)
	}
	s.cfg.Events = func(ev Event) { e = ev }
	e.Land()
	if s.Phase() != ToMove || s.At() != 1 || e.Kind != Moved || e.Person {
		t.Errorf("after the computer's move: %v at %d, %+v", s.Phase(), s.At(), e)
	}
}

// The phase each call leads to, from a game of Terrace between a person
// (White) and a driver that answers when told (Black).
func TestThePhaseAfterEachCall(t *testing.T) {
	first := func(s *Session) { s.Play(s.Game().Moves()[0]) }
	answer := func(d *driver) func(*Session) { return func(*Session) { d.answers[len(d.answers)-1]() } }
	land := func(events *[]Event) func(*Session) {
		return func(*Session) { (*events)[len(*events)-1].Land() }
	}
	for _, c := range []struct {
		name    string
		confirm bool
		calls   func(d *driver, events *[]Event) []func(*Session)
		want    Phase
	}{
		{"a person's move asks the driver", false, func(*driver, *[]Event) []func(*Session) { return []func(*Session){first} }, Thinking},
		{"the driver's answer is shown", false, func(d *driver, _ *[]Event) []func(*Session) {
			return []func(*Session){first, answer(d)}
		}, Animating},
		{"the answer landed", false, func(d *driver, e *[]Event) []func(*Session) {
			return []func(*Session){first, answer(d), land(e)}
		}, ToMove},
		{"undo while the driver thinks", false, func(*driver, *[]Event) []func(*Session) {
			return []func(*Session){first, (*Session).Undo}
		}, ToMove},
		{"looking back at the driver's turn", false, func(d *driver, e *[]Event) []func(*Session) {
			return []func(*Session){first, answer(d), land(e), first, func(s *Session) { s.GoTo(1) }}
		}, Browsing},
		{"redo brings the driver's reply back", false, func(d *driver, e *[]Event) []func(*Session) {
			return []func(*Session){first, answer(d), land(e), (*Session).Undo, (*Session).Redo}
		}, ToMove},
		{"a move waits for Confirm", true, func(*driver, *[]Event) []func(*Session) { return []func(*Session){first} }, Confirming},
		{"the move confirmed", true, func(*driver, *[]Event) []func(*Session) {
			return []func(*Session){first, (*Session).Confirm}
		}, Thinking},
		{"resigning ends the game", false, func(*driver, *[]Event) []func(*Session) {
			return []func(*Session){(*Session).Resign}
		}, Over},
		{"undo of the resignation", false, func(*driver, *[]Event) []func(*Session) {
			return []func(*Session){(*Session).Resign, (*Session).Undo}
		}, ToMove},
		{"a hint is sought for the person", false, func(*driver, *[]Event) []func(*Session) {
			return []func(*Session){func(s *Session) { s.cfg.Spawn = func(func()) {} }, (*Session).Hint}
		}, Consulting},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := &driver{}
			cfg := Config{Seats: []Driver{Person{}, d}}
			if c.confirm {
				cfg.Confirm = func() bool { return true }
			}
			s, events := newSession(t, cfg)
			for _, call := range c.calls(d, events) {
				call(s)
			}
			if s.Phase() != c.want {
				t.Errorf("phase %d, want %d", s.Phase(), c.want)
			}
		})
	}
}

// A resignation that names its seat is that seat's move, whoever is to
// move: as a shared game's record replays it, in the main line or a
// variation.
func TestAResignationOnAnothersTurnIsTheResigners(t *testing.T) {
	s, _ := newSession(t, Config{Seats: []Driver{Person{}, Person{}}})
	s.Play(s.Game().Moves()[0])
	s.Play(rules.ResignOf(0)) // White resigns while Black is to move
	if line := s.Line(); len(line) != 2 || line[1].Seat != 0 {
		t.Fatalf("the line is %+v: the resignation is not White's", line)
	}
	if st := s.Game().Status(); !st.Over || len(st.Winners) != 1 || st.Winners[0] != 1 {
		t.Errorf("after White's resignation: %+v", st)
	}
}
