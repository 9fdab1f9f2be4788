package session

import (
	"testing"
	"time"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/setups"
)

// A session needs no window: an owner loop runs what the drivers post,
// ticks the clocks and lands each answer at once, as a headless match
// player would.
func TestTwoComputersPlayHeadlessOnRealClocks(t *testing.T) {
	s, err := setups.Default.Load("terrace/short")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	const plies = 12
	k := clock.New(clock.Control{Kind: clock.Fischer, Base: time.Minute, Increment: time.Second}, 2, time.Now)
	posted := make(chan func(), 1)
	var ses *Session
	ses = New(Config{
		Game:  g,
		Seats: []Driver{&Computer{Level: ai.Easy}, &Computer{Level: ai.Easy}},
		Clock: k,
		Post:  func(f func()) { posted <- f },
		Steps: 200,
		Seed:  7, // a game that lasts past the plies checked (another may end sooner)
		Events: func(e Event) {
			switch {
			case e.Kind == Answered:
				e.Land()
			case e.Kind == Moved && ses.At() == plies:
				ses.Pause()
			}
		},
	})
	ses.Start()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for deadline := time.After(time.Minute); ses.Phase() != Paused && ses.Phase() != Over; {
		select {
		case f := <-posted:
			f()
		case <-tick.C:
			ses.Tick()
		case <-deadline:
			t.Fatalf("%d moves in a minute", ses.At())
		}
	}
	if ses.At() != plies || ses.Ticking() {
		t.Errorf("stopped at move %d, the clocks running %v", ses.At(), ses.Ticking())
	}
	for seat := range 2 {
		if left := k.Left(seat); left >= time.Minute+plies/2*time.Second || left <= 0 {
			t.Errorf("seat %d has %v left after thinking on its clock", seat, left)
		}
	}
}
