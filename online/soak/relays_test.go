package soak

import (
	"context"
	"net"
	"os"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The relay is built once for the package's tests.
var built struct {
	once     sync.Once
	dir, bin string
	err      error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// testRelays builds boardshelf-relay (once) and starts n of them for the
// test, with their data in a directory of the test's.
func testRelays(t *testing.T, ctx context.Context, n int) *Relays {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "soak-relay-"); built.err == nil {
			built.bin, built.err = BuildRelay(ctx, built.dir)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	dir := t.TempDir()
	r, err := StartRelays(ctx, built.bin, dir, n)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		r.Close()
		if t.Failed() {
			for _, log := range r.Logs() {
				data, _ := os.ReadFile(log)
				t.Logf("%s:\n%s", log, data)
			}
		}
	})
	return r
}

// playThroughAKill plays a game of setup with a watcher through relays,
// kills relay n with SIGKILL when the game has gone on a while, waits
// until the game has gone on by goOn entries more (none where one relay
// alone is killed), starts the relay again, and checks the game at its
// end.
func playThroughAKill(t *testing.T, relays int, setup string, n, goOn int) Report {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	r := testRelays(t, ctx, relays)
	g, err := Start(ctx, GameOptions{Setup: setup, Seed: 5, DrawAfter: 80, Relays: r, Watcher: true,
		Timing: Options{}.withDefaults().Timing, MinBackoff: 50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if err := g.WaitEntries(ctx, 20); err != nil {
		t.Fatal(err)
	}
	r.Kill(n)
	at, _ := g.Host().Table().Head()
	if err := g.WaitEntries(ctx, at+goOn); err != nil {
		t.Fatalf("the game did not go on while relay %d was down: %v", n, err)
	}
	if g.Host().Table().View().Over() {
		t.Fatal("the game ended before the relay came back")
	}
	if err := r.Restart(ctx, n); err != nil {
		t.Fatal(err)
	}
	rep, err := g.Finish(ctx)
	if err != nil || !rep.OK() {
		t.Fatalf("%+v, %v", rep, err)
	}
	if kills, restarts, _ := r.Counts(); kills != 1 || restarts != 1 {
		t.Errorf("%d kills and %d restarts counted, want 1 and 1", kills, restarts)
	}
	return rep
}

// A game through one relay stalls while the relay is down, and goes on
// to its end once it is back on its data; every app, the watcher's too,
// ends with the relay's log.
func TestAGameGoesOnAfterItsRelayIsKilledAndRestarted(t *testing.T) {
	rep := playThroughAKill(t, 1, "terrace/short", 0, 0)
	if rep.Reconnects == 0 {
		t.Errorf("no app reconnected after the relay came back: %+v", rep)
	}
}

// Three relays clustered carry a game of four seats and a watcher, spread
// over the three, while one of them is dead, and after it came back.
func TestAClusterCarriesAGameThroughARelaysDeath(t *testing.T) {
	playThroughAKill(t, 3, "chessrace/classic-4", 1, 10)
}

// Through a relay, the checks read the room as a new app would, and find
// an app that lacks an entry of it.
func TestTheChecksReadTheRelaysLog(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	g, err := Start(ctx, GameOptions{Setup: "sixmaking/small", Seed: 4, DrawAfter: 30, Relays: testRelays(t, ctx, 1),
		Timing: Options{}.withDefaults().Timing})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if r, err := g.Finish(ctx); err != nil || !r.OK() || r.Entries == 0 {
		t.Fatalf("%+v, %v", r, err)
	}
	guest := g.People[1]
	guest.stop(false) // the guest gone, the host says one more line, which the relay takes
	if _, err := g.Host().Table().Act("chat", 0, "good game", -1); err != nil {
		t.Fatal(err)
	}
	if err := g.waitFor(ctx, func() bool { return len(g.Host().Table().Outbox()) == 0 }); err != nil {
		t.Fatal(err)
	}
	if r := g.check(ctx); r.Unequal != 1 || r.OK() {
		t.Fatalf("the checks found %+v", r)
	}
}

// The relays' chaos kills a relay now and then and brings it back on its
// data: when it stops, every relay killed is serving again.
func TestRelayChaosKillsAndBringsBack(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r := testRelays(t, ctx, 1)
	chaosCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- r.Chaos(chaosCtx, 1, RelayChaos{Every: 500 * time.Millisecond, MaxPause: time.Second}) }()
	for {
		if kills, _, _ := r.Counts(); kills >= 2 {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the chaos killed no relay")
		case <-time.After(50 * time.Millisecond):
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if kills, restarts, _ := r.Counts(); kills != restarts {
		t.Errorf("%d relays killed, %d started again", kills, restarts)
	}
	if up := r.Up(); len(up) != 1 {
		t.Errorf("relays running after the chaos: %v", up)
	}
	if c, err := net.DialTimeout("tcp", r.Addrs()[0], 10*time.Second); err != nil {
		t.Errorf("the relay does not serve after the chaos: %v", err)
	} else {
		c.Close()
	}
}

// A relay that dies by itself (its store away makes it stop with an
// error; here a kill from outside the soak) is started again, as its
// service manager does, and counted.
func TestARelayThatStopsByItselfIsStartedAgain(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r := testRelays(t, ctx, 1)
	p := r.procs[0]
	p.mu.Lock()
	first := p.cmd
	p.mu.Unlock()
	first.Process.Signal(syscall.SIGKILL)
	for {
		p.mu.Lock()
		again := p.cmd != first
		p.mu.Unlock()
		if _, _, stopped := r.Counts(); again && stopped == 1 && p.running() {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("a relay that died by itself was not started again")
		case <-time.After(50 * time.Millisecond):
		}
	}
	if err := p.waitServing(ctx, nil); err != nil {
		t.Fatal(err)
	}
}
