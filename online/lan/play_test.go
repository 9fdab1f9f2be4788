package lan_test

import (
	"context"
	"testing"
	"time"

	"boardshelf/online/faultnet"
	"boardshelf/online/lan"
	"boardshelf/online/soak"
)

// These tests play whole games over loopback through the real protocol
// stack, each guest reaching the host through its own faultnet proxy,
// and script faults at points of the game (so many entries in the
// host's log); every wait is on a condition, with a deadline.

// fast is the keepalive of the tests: a silent connection is dead in
// 600 ms rather than 15 s.
var fast = lan.Timing{Keepalive: 100 * time.Millisecond, DeadAfter: 600 * time.Millisecond}

// patience bounds each game: far above what one takes.
const patience = 2 * time.Minute

// start starts a game of bots of setup, ended by a draw after drawAfter
// moves if not before.
func start(t *testing.T, setup, clock string, drawAfter int) (*soak.Game, context.Context) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	t.Cleanup(cancel)
	g, err := soak.Start(ctx, soak.GameOptions{Setup: setup, Clock: clock, Seed: uint64(len(t.Name())), DrawAfter: drawAfter,
		Timing: fast, MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	return g, ctx
}

// at waits until the host's log holds n entries.
func at(t *testing.T, ctx context.Context, g *soak.Game, n int) {
	t.Helper()
	if err := g.WaitEntries(ctx, n); err != nil {
		t.Fatalf("the game did not reach entry %d: %v", n, err)
	}
}

// finish waits for the game's end and checks every app's log.
func finish(t *testing.T, ctx context.Context, g *soak.Game) soak.Report {
	t.Helper()
	r, _ := g.Finish(ctx)
	t.Logf("%s: %d moves, %d entries, %s; faults %d, reconnects %d, restarts %d, refusals %d, crossings %d",
		r.Setup, r.Moves, r.Entries, r.Ending, r.Faults, r.Reconnects, r.Restarts, r.Refusals, r.Crossings)
	if !r.OK() {
		t.Fatalf("unequal %d, lost %d, duplicated %d, forked %d: %v", r.Unequal, r.Lost, r.Duplicated, r.Forked, r.Problems)
	}
	return r
}

func proxies(g *soak.Game) []*faultnet.Proxy {
	var ps []*faultnet.Proxy
	for _, p := range g.People[1:] {
		ps = append(ps, p.Proxy)
	}
	return ps
}

func TestTwoPlayersThroughLatencyCutsAndResets(t *testing.T) {
	g, ctx := start(t, "terachess/standard", "fischer 5m+5s", 80)
	p := g.People[1].Proxy
	p.SetLatency(15 * time.Millisecond)
	at(t, ctx, g, 12)
	p.Cut()
	at(t, ctx, g, 24)
	p.Reset()
	at(t, ctx, g, 36)
	p.SetLatency(0)
	p.Refuse(true) // the host unreachable a while: the guest keeps dialling
	p.Cut()
	waitStatus(t, ctx, g, 1, lan.Reconnecting)
	p.Refuse(false)
	r := finish(t, ctx, g)
	if r.Reconnects < 3 {
		t.Errorf("%d reconnections after three drops", r.Reconnects)
	}
}

func TestThreePlayersThroughHalfOpenConnections(t *testing.T) {
	g, ctx := start(t, "terrace/three-player", "none", 60)
	at(t, ctx, g, 10)
	for _, p := range proxies(g) {
		p.Blackhole(true) // as a laptop asleep: nothing passes, nothing closes
	}
	waitStatus(t, ctx, g, 1, lan.Reconnecting)
	waitStatus(t, ctx, g, 2, lan.Reconnecting)
	for _, p := range proxies(g) {
		p.Blackhole(false)
	}
	at(t, ctx, g, 30)
	g.People[2].Proxy.Blackhole(true)
	waitStatus(t, ctx, g, 2, lan.Reconnecting)
	g.People[2].Proxy.Blackhole(false)
	finish(t, ctx, g)
}

func TestFourPlayersOfChessRaceWithRestarts(t *testing.T) {
	g, ctx := start(t, "chessrace/classic-4", "none", 40)
	for _, p := range proxies(g) {
		p.SetLatency(5 * time.Millisecond)
	}
	at(t, ctx, g, 20)
	if err := g.People[2].Restart(); err != nil { // a guest's app closed and started again from what it kept
		t.Fatal(err)
	}
	at(t, ctx, g, 45)
	if err := g.Host().Restart(); err != nil { // the host's too
		t.Fatal(err)
	}
	at(t, ctx, g, 70)
	g.People[3].Proxy.Reset()
	if err := g.People[1].Restart(); err != nil {
		t.Fatal(err)
	}
	r := finish(t, ctx, g)
	if r.Restarts != 3 {
		t.Errorf("%d restarts", r.Restarts)
	}
}

func TestThreePlayersUnderRandomFaults(t *testing.T) {
	g, ctx := start(t, "chessrace/classic-3", "fischer 5m+5s", 100)
	for _, p := range proxies(g) {
		p.SetLatency(10 * time.Millisecond)
	}
	g.StartChaos(faultnet.ChaosOptions{Every: 200 * time.Millisecond, MaxLatency: 20 * time.Millisecond,
		MinBlackhole: 100 * time.Millisecond, MaxBlackhole: time.Second})
	g.WaitEntries(ctx, 1<<20) // until the game is over
	g.StopChaos()
	if r := finish(t, ctx, g); r.Faults == 0 {
		t.Error("no fault came")
	}
}

// waitStatus waits until guest n's connection is in state s.
func waitStatus(t *testing.T, ctx context.Context, g *soak.Game, n int, s lan.State) {
	t.Helper()
	j := g.People[n].Joined()
	for {
		changed := j.Changed()
		if j.Status().State == s {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("guest %d never %s (%+v)", n, s, j.Status())
		case <-changed:
		}
	}
}
