package bot

import (
	"context"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/setups"
)

// table is a sequencer's table of a new game of setup, begun at began.
func table(t *testing.T, setup, clock string, began time.Time) *online.Table {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	id := online.NewIdentity()
	l, err := online.NewGame(id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: clock}, began)
	if err != nil {
		t.Fatal(err)
	}
	return online.NewTable(online.NewPeer(id, l, true), nil)
}

func TestABotPlaysEverySeatToTheEnd(t *testing.T) {
	for _, setup := range []string{"sixmaking/small", "chessrace/classic-3"} {
		tb := table(t, setup, "fischer 5m+5s", time.Now())
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		seats := []int{0, 1, 2}[:len(tb.View().Seats)]
		r, err := Play(ctx, tb, Options{Seats: seats, Choose: Random(1), DrawAfter: 200})
		cancel()
		if err != nil || !r.Status.Over || r.Moves == 0 {
			t.Fatalf("%s: %+v, %v", setup, r, err)
		}
		if tb.View().Dice() && r.Reveals == 0 {
			t.Errorf("%s: no share of the die given", setup)
		}
	}
}

// The bot declines a draw before DrawAfter moves; a flag is claimed once
// the clock of the seat to move ran out by the log's times.
func TestABotAnswersOffersAndClaimsAFlag(t *testing.T) {
	tb := table(t, "terachess/standard", "sudden 1m", time.Now().Add(-time.Hour))
	tb.Sit(0, "Ann", "person")
	tb.Sit(1, "Bot", "computer")
	if _, err := tb.Act(online.KindOffer, 0, online.OfferDraw, -1); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r, err := Play(ctx, tb, Options{Seats: []int{1}, Choose: Random(2), DrawAfter: 10})
	if err != nil {
		t.Fatal(err)
	}
	log := tb.Since(0)
	if a := log[4]; a.Kind != online.KindAnswer || a.Body != online.Decline {
		t.Errorf("the answer is %+v", a)
	}
	if st := r.Status; st.End.Kind != rules.TimedOut || st.End.Seat != 0 {
		t.Errorf("the game ended %+v", st)
	}
}

func TestTheClockClaimIsWithinItsBound(t *testing.T) {
	now := time.Now()
	for _, c := range []struct {
		clock string
		want  int64
	}{{"none", -1}, {"fischer 1m+2s", 60_000 + 2_000 - 7_000}, {"sudden 1m", 53_000}, {"turn 30s", 23_000}, {"days 1", 86_400_000 - 7_000}} {
		v := table(t, "terrace/short", c.clock, now.Add(-7*time.Second)).View()
		if got := ClockLeft(v, 0, now); got != c.want {
			t.Errorf("%s: %d, want %d", c.clock, got, c.want)
		}
	}
	v := table(t, "terrace/short", "sudden 1m", now.Add(-2*time.Minute)).View()
	if got := ClockLeft(v, 0, now); got != 0 {
		t.Errorf("out of time, it claims %d", got)
	}
}
