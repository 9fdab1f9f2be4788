package byrelay

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/bot"
	"boardshelf/online/lan"
	"boardshelf/relay"
	"boardshelf/setups"
)

// These tests play whole games of bots through a real relay on loopback;
// every wait is on a condition, with a deadline.

// patience bounds each test: far above what one takes.
const patience = 2 * time.Minute

// fast notices a dead connection in a second, and dials again within
// 200 ms.
var fast = Options{Timing: lan.Timing{Keepalive: 100 * time.Millisecond, DeadAfter: time.Second},
	MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond}

// testRelay is a relay on loopback with its data in a folder, which can
// be stopped and started again on the same address and data.
type testRelay struct {
	t    *testing.T
	dir  string
	addr string
	r    *relay.Relay
	opts func(*relay.Options)
}

func startRelay(t *testing.T, change ...func(*relay.Options)) *testRelay {
	t.Helper()
	tr := &testRelay{t: t, dir: t.TempDir(), addr: "127.0.0.1:0"}
	if len(change) > 0 {
		tr.opts = change[0]
	}
	tr.start()
	t.Cleanup(tr.stop)
	return tr
}

func (tr *testRelay) start() {
	tr.t.Helper()
	opts := relay.Options{Listen: tr.addr, Data: tr.dir, Name: "test"}
	if tr.opts != nil {
		tr.opts(&opts)
	}
	r, err := relay.Start(opts)
	if err != nil {
		tr.t.Fatal(err)
	}
	tr.r, tr.addr = r, r.Addr()
}

func (tr *testRelay) stop() {
	if tr.r != nil {
		tr.r.Close()
		tr.r = nil
	}
}

// app is one app in a game: its identity, its table as it kept it, its
// connection and the bot playing its seats.
type app struct {
	t      *testing.T
	name   string
	id     online.Identity
	access Access
	seats  []int
	table  *online.Table
	f      *Followed

	mu            sync.Mutex
	kept, keptOut []online.Entry
	botCancel     context.CancelFunc
	botDone       chan struct{} // closed when the bot ended, with botErr
	botErr        error
}

func newApp(t *testing.T, name string) *app {
	seed := make([]byte, 32)
	copy(seed, name+" "+t.Name())
	return &app{t: t, name: name, id: online.IdentityFromSeed(seed)}
}

func (a *app) keep(log, outbox []online.Entry) error {
	a.mu.Lock()
	a.kept, a.keptOut = log, outbox
	a.mu.Unlock()
	return nil
}

// host makes a game of setup and hosts it through the relay.
func host(t *testing.T, ctx context.Context, tr *testRelay, setup string) *app {
	t.Helper()
	a := newGame(t, setup)
	a.hostAt(ctx, tr.addr)
	return a
}

// newGame is the host's app with a new game of setup, not yet hosted.
func newGame(t *testing.T, setup string) *app {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, "host")
	l, err := online.NewGame(a.id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	a.table = online.NewTable(online.NewPeer(a.id, l, false), a.keep)
	return a
}

// hostAt hosts a's game through the relay at addr (a relay's, or a proxy's
// before it).
func (a *app) hostAt(ctx context.Context, addr string) {
	a.t.Helper()
	url, err := Address(addr)
	if err != nil {
		a.t.Fatal(err)
	}
	a.access = Access{Relay: url, Room: a.table.ID(), Secret: NewSecret()}
	if a.f, err = Host(ctx, a.access, a.table, a.options()); err != nil {
		a.t.Fatal(err)
	}
	a.t.Cleanup(func() { a.stop() })
}

func (a *app) options() Options {
	o := fast
	o.Name = a.name
	return o
}

// join claims the code on the relay, fetches the game and follows it.
func join(t *testing.T, ctx context.Context, tr *testRelay, code, name string) *app {
	t.Helper()
	ticket, err := AcceptAs(ctx, tr.addr, code, name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return follow(t, ctx, ticket.Access, name)
}

// follow fetches the game of access and follows it.
func follow(t *testing.T, ctx context.Context, access Access, name string) *app {
	t.Helper()
	a := newApp(t, name)
	a.access = access
	entries, err := Fetch(ctx, a.access, a.id)
	if err != nil {
		t.Fatalf("%s fetches: %v", name, err)
	}
	l, err := online.Replay(entries)
	if err != nil {
		t.Fatal(err)
	}
	a.table = online.NewTable(online.NewPeer(a.id, l, false), a.keep)
	if a.f, err = Follow(ctx, a.access, a.table, a.options()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.stop() })
	return a
}

// play has a bot play the app's seats with random moves, a draw agreed
// after drawAfter moves if the game goes on that long.
func (a *app) play(ctx context.Context, seats []int, drawAfter int) {
	a.seats = seats
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	a.mu.Lock()
	a.botCancel, a.botDone = cancel, done
	a.mu.Unlock()
	seed := uint64(len(a.name)*7919 + len(a.t.Name()))
	go func() {
		_, err := bot.Play(ctx, a.table, bot.Options{Seats: seats, Choose: bot.Random(seed), Name: a.name, DrawAfter: drawAfter, Seed: seed})
		a.mu.Lock()
		a.botErr = err
		a.mu.Unlock()
		close(done)
	}()
}

// stop stops the bot and the connection, as a kill would.
func (a *app) stop() {
	a.mu.Lock()
	cancel, done := a.botCancel, a.botDone
	a.botCancel = nil
	a.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
	if a.f != nil {
		a.f.Close()
	}
}

// restart starts the app again from what it kept: a new table, a new
// connection from the room's start, and its bot again.
func (a *app) restart(ctx context.Context, drawAfter int) {
	a.t.Helper()
	a.stop()
	a.mu.Lock()
	kept, keptOut := slices.Clone(a.kept), slices.Clone(a.keptOut)
	a.mu.Unlock()
	l, err := online.Replay(kept)
	if err != nil {
		a.t.Fatal(err)
	}
	peer, _ := online.ResumePeer(a.id, l, keptOut, false)
	a.table = online.NewTable(peer, a.keep)
	if a.f, err = Follow(ctx, a.access, a.table, a.options()); err != nil {
		a.t.Fatal(err)
	}
	a.play(ctx, a.seats, drawAfter)
}

// finished waits for the app's bot to end the game.
func (a *app) finished(ctx context.Context) {
	a.t.Helper()
	a.mu.Lock()
	done := a.botDone
	a.mu.Unlock()
	select {
	case <-done:
		a.mu.Lock()
		err := a.botErr
		a.mu.Unlock()
		if err != nil {
			a.t.Fatalf("%s's bot: %v", a.name, err)
		}
	case <-ctx.Done():
		a.t.Fatalf("%s's game did not end: %d entries", a.name, a.len())
	}
}

func (a *app) len() int {
	n, _ := a.table.Head()
	return n
}

// waitFor waits until cond holds, looking again at each change of the
// app's table.
func (a *app) waitFor(ctx context.Context, what string, cond func() bool) {
	a.t.Helper()
	watch, stop := a.table.Watch()
	defer stop()
	for !cond() {
		select {
		case <-watch:
		case <-ctx.Done():
			a.t.Fatalf("%s: never %s (%d entries, status %+v)", a.name, what, a.len(), a.f.Status())
		}
	}
}

// at waits until the app's log holds n entries.
func (a *app) at(ctx context.Context, n int) {
	a.t.Helper()
	a.waitFor(ctx, fmt.Sprintf("at entry %d", n), func() bool { return a.len() >= n })
}

// sameLogs waits until every app holds the first's log, and checks that
// it is whole: a game over, each entry once.
func sameLogs(t *testing.T, ctx context.Context, apps ...*app) []online.Entry {
	t.Helper()
	want := apps[0].table.Since(0)
	for _, a := range apps[1:] {
		a.waitFor(ctx, fmt.Sprintf("holding the %d entries of %s", len(want), apps[0].name), func() bool { return a.len() >= len(want) })
		got := a.table.Since(0)
		if len(got) != len(want) {
			t.Fatalf("%s holds %d entries, %s %d", a.name, len(got), apps[0].name, len(want))
		}
		for i := range want {
			if got[i].Hash() != want[i].Hash() {
				t.Fatalf("%s's entry %d differs from %s's", a.name, i, apps[0].name)
			}
		}
	}
	if !apps[0].table.View().Over() {
		t.Fatalf("the game is not over after %d entries", len(want))
	}
	if _, err := online.Replay(want); err != nil {
		t.Fatalf("the log does not replay: %v", err)
	}
	for _, a := range apps {
		t.Logf("%s: %d entries, %+v", a.name, len(want), a.f.Stats())
	}
	return want
}

// invite holds an invitation of kind on the host's relay.
func invite(t *testing.T, ctx context.Context, host *app, kind Kind, opts InviteOptions) *Invitation {
	t.Helper()
	inv, err := Invite(ctx, host.access, kind, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { inv.Close() })
	return inv
}
