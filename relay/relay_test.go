package relay

import (
	"context"
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"testing"
	"time"

	"boardshelf/relay/proto"
)

func TestAppendsAreSequencedBehindAndDuplicatesTakenOnce(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	a := dial(t, r)
	a.create(g)
	a.create(g) // the same keys again: nothing new
	if got := a.open(g, proto.Play, 0); len(got) != 0 {
		t.Fatalf("a new game holds %d messages", len(got))
	}
	first := a.appendOK(g, "e-0", 0, "zero")
	if first.Dup || first.Seq == 0 {
		t.Fatalf("first append: %+v", first)
	}
	second := a.appendOK(g, "e-1", first.Seq, "one")
	// A retry of the first, with its old expectation, is taken once.
	again := a.appendOK(g, "e-0", 0, "zero")
	if !again.Dup || again.Seq != first.Seq {
		t.Fatalf("the retry: %+v, the first was %d", again, first.Seq)
	}
	// Another message made without knowing the second is behind.
	a.send(&proto.Append{Room: g.room, ID: "e-x", Expect: first.Seq, Data: data("crossed")})
	for {
		m := a.next()
		if r, ok := m.(*proto.Refused); ok {
			if r.Why != proto.Behind || r.Last != second.Seq || r.ID != "e-x" {
				t.Fatalf("refused %+v, the last is %d", r, second.Seq)
			}
			break
		}
		if _, ok := m.(*proto.Sealed); !ok {
			t.Fatalf("got %s", proto.Encode(m))
		}
	}
	// Another connection that opens the game reads both, in order, once.
	b := dial(t, r)
	got := b.open(g, proto.Watch, 0)
	checkChain(t, got, 0)
	if payloads(got) != "zero one" {
		t.Fatalf("the game reads %q", payloads(got))
	}
	if s := r.Stats(); s.Appends != 3 || s.Dups != 1 || s.Behind != 1 {
		t.Errorf("stats: %+v", s)
	}
}

func TestTakenRoomAndNoRoom(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	a := dial(t, r)
	a.create(g)
	other := newGame()
	other.room = g.room
	a.send(other.create())
	if m := expect[*proto.Refused](a); m.Why != proto.Taken {
		t.Fatalf("created over another's keys: %+v", m)
	}
	unknown := newGame()
	a.send(&proto.Open{Room: unknown.room, Role: proto.Play, Proof: proto.Sign(unknown.play, a.welcome.Nonce, unknown.room, proto.Play)})
	if m := expect[*proto.Refused](a); m.Why != proto.NoRoom {
		t.Fatalf("opened a room never made: %+v", m)
	}
}

// Catch-up from After, then Caught, then live messages: every message
// once, in order, while another app appends all along.
func TestCatchUpThenLiveWithoutGap(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.AppendsPerSec = 1000 })
	g := newGame()
	host := dial(t, r)
	host.create(g)
	host.open(g, proto.Play, 0)
	var seqs []uint64
	last := uint64(0)
	for i := range 20 {
		last = host.appendOK(g, fmt.Sprint("e-", i), last, fmt.Sprint(i)).Seq
		seqs = append(seqs, last)
	}
	watcher := dial(t, r)
	caught := watcher.open(g, proto.Watch, seqs[4])
	checkChain(t, caught, seqs[4])
	if len(caught) != 15 {
		t.Fatalf("caught up with %d messages, not 15", len(caught))
	}
	// Appends go on while a second watcher opens from the beginning.
	done := make(chan uint64)
	go func() {
		for i := 20; i < 60; i++ {
			last = host.appendOK(g, fmt.Sprint("e-", i), last, fmt.Sprint(i)).Seq
		}
		done <- last
	}()
	late := dial(t, r)
	late.open(g, proto.Watch, 0)
	end := <-done
	all := late.sealedUntil(g.room, end)
	checkChain(t, all, 0)
	if len(all) != 60 {
		t.Fatalf("the late watcher read %d messages, not 60", len(all))
	}
	checkChain(t, watcher.sealedUntil(g.room, end), seqs[4])
}

// Two connections of one room see the same sequence while both append.
func TestTwoConnectionsSeeTheSameSequence(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.AppendsPerSec = 1000 })
	g := newGame()
	a, b := dial(t, r), dial(t, r)
	a.create(g)
	a.open(g, proto.Play, 0)
	b.open(g, proto.Play, 0)
	// Each appends in turn, knowing the other's message from the fan-out.
	last := uint64(0)
	var ends [2][]*proto.Sealed
	for i := range 20 {
		mover := a
		if i%2 == 1 {
			mover = b
		}
		last = mover.appendOK(g, fmt.Sprint("m-", i), last, fmt.Sprint(i)).Seq
	}
	ends[0] = a.sealedUntil(g.room, last)
	ends[1] = b.sealedUntil(g.room, last)
	for _, got := range ends {
		checkChain(t, got, 0)
	}
	if payloads(ends[0]) != payloads(ends[1]) || len(ends[0]) != 20 {
		t.Fatalf("a read %q, b read %q", payloads(ends[0]), payloads(ends[1]))
	}
}

func TestRestartedRelayKeepsItsRooms(t *testing.T) {
	dir := t.TempDir()
	r := startRelay(t, dir)
	g := newGame()
	a := dial(t, r)
	a.create(g)
	a.open(g, proto.Play, 0)
	first := a.appendOK(g, "e-0", 0, "before")
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if e := a.expectEnd(); e == nil || e.Why != proto.ErrBusy { // told to connect again
		t.Fatalf("the app was told %+v as the relay closed", e)
	}
	r = startRelay(t, dir)
	b := dial(t, r)
	got := b.open(g, proto.Play, 0)
	if payloads(got) != "before" {
		t.Fatalf("after the restart the game reads %q", payloads(got))
	}
	b.appendOK(g, "e-1", first.Seq, "after")
}

// presenceOf reads until a presence of the room says what want says.
func (a *app) presenceOf(room string, want func([]proto.Person) bool) []proto.Person {
	a.t.Helper()
	for {
		if p, ok := expectAny(a).(*proto.Presence); ok && p.Room == room && want(p.People) {
			return p.People
		}
	}
}

func hereAndAway(people []proto.Person) (here, away map[string]bool) {
	here, away = map[string]bool{}, map[string]bool{}
	for _, p := range people {
		if p.Here {
			here[p.Tag] = true
		} else {
			away[p.Tag] = true
		}
	}
	return here, away
}

func TestPresenceShowsWhoIsHereAndWhoLeft(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	a, b := dial(t, r), dial(t, r)
	a.create(g)
	openTagged := func(x *app, role proto.Role, key []byte, tag string) {
		x.send(&proto.Open{Room: g.room, Role: role, Tag: data(tag), Proof: proto.Sign(key, x.welcome.Nonce, g.room, role)})
	}
	openTagged(a, proto.Play, g.play, "alice")
	openTagged(b, proto.Watch, g.watch, "bob")
	both := func(people []proto.Person) bool {
		here, _ := hereAndAway(people)
		return here[data("alice")] && here[data("bob")]
	}
	a.presenceOf(g.room, both)
	b.presenceOf(g.room, both)
	b.ws.CloseNow()
	people := a.presenceOf(g.room, func(people []proto.Person) bool {
		_, away := hereAndAway(people)
		return away[data("bob")]
	})
	if here, _ := hereAndAway(people); !here[data("alice")] || len(people) != 2 {
		t.Fatalf("after bob left: %+v", people)
	}
}

// A room idle past the retention is forgotten, messages and keys; a room
// in play is kept.
func TestRetentionSweepForgetsIdleRooms(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) {
		o.Retention, o.SweepEvery = 2*time.Second, 100*time.Millisecond
		o.Limits.AppendsPerSec, o.Limits.MessagesPerSec = 1e6, 1e6
	})
	idle, busy := newGame(), newGame()
	a := dial(t, r)
	a.create(idle)
	a.open(idle, proto.Play, 0)
	a.appendOK(idle, "e-0", 0, "old")
	a.send(&proto.Close{Room: idle.room})
	a.create(busy)
	a.open(busy, proto.Play, 0)
	b := dial(t, r) // opens the idle room until it is gone
	deadline := time.Now().Add(wait)
	last := uint64(0)
	for n := 0; ; n++ {
		if time.Now().After(deadline) {
			t.Fatal("the idle room was never forgotten")
		}
		last = a.appendOK(busy, fmt.Sprint("b-", n), last, fmt.Sprint(n)).Seq
		b.send(&proto.Open{Room: idle.room, Role: proto.Watch, Proof: proto.Sign(idle.watch, b.welcome.Nonce, idle.room, proto.Watch)})
		m := b.next()
		for m.Type() == "sealed" {
			m = b.next()
		}
		if m, ok := m.(*proto.Refused); ok && m.Why == proto.NoRoom {
			break
		}
		b.send(&proto.Close{Room: idle.room})
	}
	if got := dial(t, r).open(busy, proto.Watch, 0); len(got) == 0 {
		t.Fatal("the room in play was forgotten")
	}
	// Made again, the room starts empty: its messages went with it.
	b.create(idle)
	if got := b.open(idle, proto.Play, 0); len(got) != 0 {
		t.Fatalf("the forgotten room still holds %d messages", len(got))
	}
	if s := r.Stats(); s.Swept != 1 {
		t.Errorf("swept %d rooms", s.Swept)
	}
}

// A relay takes no more connections than leave files for its store: out
// of files, every game's appends would fail.
func TestConnectionsLeaveFilesForTheStore(t *testing.T) {
	for _, c := range []struct{ files, want int }{{0, 30000}, {1 << 20, 30000}, {20000, 19744}, {1024, 768}, {100, 16}} {
		if got := defaultMaxConns(c.files); got != c.want {
			t.Errorf("with %d files, %d connections; want %d", c.files, got, c.want)
		}
	}
}

// An app that quits without closing its connection (killed, or its
// machine asleep) is not news to the operator: the relay logs it below
// its usual level.
func TestAnAppLeavingIsNoNewsInTheLog(t *testing.T) {
	log := &logged{}
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Logger = slog.New(log) })
	a := dial(t, r)
	a.ws.CloseNow()
	deadline := time.Now().Add(wait)
	for log.level("a connection ended") == nil {
		if time.Now().After(deadline) {
			t.Fatal("the relay never saw the app leave")
		}
		runtime.Gosched()
	}
	if l := log.level("a connection ended"); *l != slog.LevelDebug {
		t.Errorf("an app leaving is logged at %s", l)
	}
	if log.level("a connection dropped") != nil {
		t.Error("an app leaving is logged as a drop")
	}
}

// logged keeps the level of each message the relay logs.
type logged struct {
	mu     sync.Mutex
	levels map[string]slog.Level
}

func (l *logged) Enabled(context.Context, slog.Level) bool { return true }
func (l *logged) WithAttrs([]slog.Attr) slog.Handler       { return l }
func (l *logged) WithGroup(string) slog.Handler            { return l }

func (l *logged) Handle(_ context.Context, r slog.Record) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.levels == nil {
		l.levels = map[string]slog.Level{}
	}
	l.levels[r.Message] = r.Level
	return nil
}

// level is the level message was logged at, nil if it was not.
func (l *logged) level(message string) *slog.Level {
	l.mu.Lock()
	defer l.mu.Unlock()
	if v, ok := l.levels[message]; ok {
		return &v
	}
	return nil
}

// The appending connection is answered in its message's place and is not
// sent the message it holds; the other participant is sent the message.
func TestAnAppendIsAnsweredInItsMessagesPlace(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	a, b := dial(t, r), dial(t, r)
	a.create(g)
	a.open(g, proto.Play, 0)
	b.open(g, proto.Play, 0)
	last := uint64(0)
	for i := range 6 {
		mover, other := a, b
		if i%2 == 1 {
			mover, other = b, a
		}
		taken := mover.appendOK(g, fmt.Sprint("m-", i), last, fmt.Sprint(i))
		if taken.Dup || taken.Seq <= last {
			t.Fatalf("move %d taken as %+v after %d", i, taken, last)
		}
		if !mover.inPlace[taken.Seq] {
			t.Errorf("move %d: the relay sent the mover its own message", i)
		}
		last = taken.Seq
		other.sealedUntil(g.room, last)
	}
	for _, p := range []*app{a, b} {
		got := p.sealedUntil(g.room, last)
		checkChain(t, got, 0) // a message sent as well as answered would break it
		if payloads(got) != "0 1 2 3 4 5" {
			t.Fatalf("an app holds %q", payloads(got))
		}
	}
}

// A connection whose app takes no write for DeadAfter is dropped.
func TestAnAppThatTakesNoWriteIsDropped(t *testing.T) {
	r := startRelay(t, t.TempDir())
	a := dial(t, r)
	r.mu.Lock()
	for c := range r.all {
		c.writing.Store(time.Now().Add(-r.opts.Timing.DeadAfter / 2).UnixNano())
	}
	r.mu.Unlock()
	r.dropStuck(time.Now())
	if r.Stats().Dropped != 0 {
		t.Fatal("a write under way for less than DeadAfter dropped its connection")
	}
	r.dropStuck(time.Now().Add(r.opts.Timing.DeadAfter))
	a.expectEnd()
	if r.Stats().Dropped != 1 {
		t.Fatalf("dropped %d connections, not 1", r.Stats().Dropped)
	}
}
