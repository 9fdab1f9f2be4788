package lan_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"boardshelf/online"
	"boardshelf/online/lan"
	"boardshelf/online/wire"
	"boardshelf/setups"
)

// raw is a connection that speaks the protocol by hand, to misbehave.
type raw struct {
	t       *testing.T
	c       *websocket.Conn
	welcome *wire.Welcome
}

func dialRaw(t *testing.T, ctx context.Context, addr string) *raw {
	t.Helper()
	c, _, err := websocket.Dial(ctx, "ws://"+addr+lan.Path, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(-1)
	r := &raw{t: t, c: c}
	t.Cleanup(func() { c.CloseNow() })
	w, ok := r.next(ctx).(*wire.Welcome)
	if !ok {
		t.Fatal("no welcome")
	}
	r.welcome = w
	return r
}

// next reads the next message, or nil once the connection is closed.
func (r *raw) next(ctx context.Context) wire.Message {
	r.t.Helper()
	_, data, err := r.c.Read(ctx)
	if err != nil {
		if ctx.Err() != nil {
			r.t.Fatalf("nothing came: %v", err)
		}
		return nil
	}
	m, err := wire.Decode(data)
	if err != nil {
		r.t.Fatalf("the host sent %s: %v", data, err)
	}
	return m
}

func (r *raw) send(ctx context.Context, m wire.Message) error {
	return r.c.Write(ctx, websocket.MessageText, wire.Encode(m))
}

// hello says hello as id, with the code's proof unless code is empty,
// holding nothing, and reads the catch-up.
func (r *raw) hello(ctx context.Context, id online.Identity, code string) []online.Entry {
	r.t.Helper()
	h := &wire.Hello{V: wire.Version, Game: r.welcome.Game, Key: id.Key(), Name: "Mallory"}
	if code != "" {
		h.Proof = wire.Proof(code, r.welcome.Nonce, id.Key())
	}
	if err := r.send(ctx, h); err != nil {
		r.t.Fatal(err)
	}
	for {
		switch m := r.next(ctx).(type) {
		case *wire.Entries:
			return m.Entries
		case *wire.Presence:
		default:
			r.t.Fatalf("after hello: %#v", m)
		}
	}
}

// refusal sends an entry and reads the host's refusal of it, skipping
// presence and entries.
func (r *raw) refusal(ctx context.Context, e online.Entry) *wire.Refused {
	r.t.Helper()
	if err := r.send(ctx, &wire.Append{Entry: e}); err != nil {
		r.t.Fatal(err)
	}
	for {
		switch m := r.next(ctx).(type) {
		case *wire.Refused:
			return m
		case *wire.Entries, *wire.Presence:
		default:
			r.t.Fatalf("after an append: %#v", m)
			return nil
		}
	}
}

// closed reads until the host closes the connection (the test's
// deadline fails it if it never does).
func (r *raw) closed(ctx context.Context) bool {
	for r.next(ctx) != nil {
	}
	return true
}

func seeded(n byte) online.Identity {
	seed := make([]byte, 32)
	seed[0], seed[1] = n, 0x5a
	return online.IdentityFromSeed(seed)
}

// quietHost hosts a Terachess game whose two seats are held (the host's
// and a guest's) and in which nobody moves, with the keepalive's own
// timing: connections the test leaves unread stay.
func quietHost(t *testing.T) (*lan.Hosting, *online.Table, online.Identity) {
	t.Helper()
	s, err := setups.Default.Load("terachess/standard")
	if err != nil {
		t.Fatal(err)
	}
	host, guest := seeded(1), seeded(2)
	l, err := online.NewGame(host, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	table := online.NewTable(online.NewPeer(host, l, true), nil)
	table.Sit(0, "Host", "person")
	if _, _, err := table.Take([]online.Entry{l.Sit(guest, 1, "Guest", "person", time.Now())}); err != nil {
		t.Fatal(err)
	}
	h, err := lan.Host(table, lan.HostOptions{Addr: "127.0.0.1:0", Code: "111 222", NoAnnounce: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, table, host
}

func TestEveryKindOfWrongEntryIsRefusedAndChangesNothing(t *testing.T) {
	h, table, host := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	mallory := seeded(9)
	r := dialRaw(t, ctx, h.Addr())
	entries := r.hello(ctx, mallory, h.Code())
	if len(entries) != 3 {
		t.Fatalf("the catch-up gave %d entries", len(entries))
	}
	l, _ := online.Replay(entries)
	move := l.State().Game().Moves()[0].String()
	next := func(id online.Identity, kind online.Kind, seat int, body string) online.Entry {
		return l.Next(id, kind, seat, body, -1, time.Now())
	}
	forged := next(host, online.KindMove, 0, move)
	forged.Sig = mallory.Sign(forged).Sig // the host's entry, Mallory's signature
	fork := mallory.Sign(entries[2])      // an entry the log holds, said otherwise
	gap := next(mallory, online.KindChat, -1, "hi")
	gap.Seq += 5
	other := next(mallory, online.KindChat, -1, "hi")
	other.Game = online.NewGameID()
	cases := []struct {
		e   online.Entry
		why online.Why
	}{
		{next(mallory, online.KindMove, 0, move), online.NotHolder},
		{forged, online.BadSignature},
		{fork, online.Fork},
		{mallory.Sign(gap), online.Missing},
		{mallory.Sign(other), online.OtherGame},
		{l.Sit(mallory, 1, "Mallory", "person", time.Now()), online.SeatTaken},
		{next(mallory, online.KindChat, -1, "I hold no seat"), online.NotHolder},
	}
	for _, c := range cases {
		if got := r.refusal(ctx, c.e); got.Why != c.why || got.Seq != c.e.Seq {
			t.Errorf("%s %q: refused as %+v, want %s", c.e.Kind, c.e.Body, got, c.why)
		}
	}
	// A replay of an entry held is nothing new: no refusal, and the next
	// refusal is the next entry's.
	r.send(ctx, &wire.Append{Entry: entries[1]})
	if got := r.refusal(ctx, next(mallory, online.KindMove, 0, move)); got.Why != online.NotHolder {
		t.Errorf("after a replay: %+v", got)
	}
	// A flood: beyond 20 a second, refused as too many.
	for range 40 {
		r.send(ctx, &wire.Append{Entry: next(mallory, online.KindMove, 0, move)})
	}
	tooMany := 0
	for range 40 {
		if m, ok := r.next(ctx).(*wire.Refused); ok && m.Why == wire.TooMany {
			tooMany++
		}
	}
	if tooMany < 10 {
		t.Errorf("%d of 40 appends at once refused as too many", tooMany)
	}
	if n, _ := table.Head(); n != 3 {
		t.Fatalf("the log holds %d entries", n)
	}
	if h.Stats().Refused < len(cases) {
		t.Errorf("stats %+v", h.Stats())
	}
}

func TestMisbehavingConnectionsAreClosedAndTheHostServesOn(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	mallory := seeded(9)
	sends := map[string]func(r *raw) error{
		"garbage":  func(r *raw) error { return r.c.Write(ctx, websocket.MessageText, []byte("{{{ not json")) },
		"binary":   func(r *raw) error { return r.c.Write(ctx, websocket.MessageBinary, []byte(`{"t":"hello"}`)) },
		"oversize": func(r *raw) error { return r.c.Write(ctx, websocket.MessageText, make([]byte, wire.MaxMessage+10)) },
		"unknown":  func(r *raw) error { return r.c.Write(ctx, websocket.MessageText, []byte(`{"t":"hug"}`)) },
		"welcome": func(r *raw) error {
			return r.send(ctx, &wire.Welcome{V: 1, Game: r.welcome.Game, Nonce: r.welcome.Nonce})
		},
	}
	for name, send := range sends {
		for _, after := range []bool{false, true} { // before hello and after
			r := dialRaw(t, ctx, h.Addr())
			if after {
				r.hello(ctx, mallory, h.Code())
			}
			send(r)
			if !r.closed(ctx) {
				t.Errorf("%s (after hello: %v): the connection stays", name, after)
			}
		}
	}
	// A wrong code is told, and so is a fork.
	r := dialRaw(t, ctx, h.Addr())
	r.send(ctx, &wire.Hello{V: 1, Game: r.welcome.Game, Key: mallory.Key(), Proof: wire.Proof("000 000", r.welcome.Nonce, mallory.Key())})
	if e, ok := r.next(ctx).(*wire.Error); !ok || e.Why != wire.ErrCode {
		t.Errorf("a wrong code: %#v", e)
	}
	r = dialRaw(t, ctx, h.Addr())
	r.send(ctx, &wire.Hello{V: 1, Game: r.welcome.Game, Key: mallory.Key(), Have: 2, Head: strings.Repeat("0", 64)})
	if e, ok := r.next(ctx).(*wire.Error); !ok || e.Why != wire.ErrFork {
		t.Errorf("a fork: %#v", e)
	}
	// A watcher gets the entries, and may not append.
	r = dialRaw(t, ctx, h.Addr())
	entries := r.hello(ctx, mallory, "")
	l, _ := online.Replay(entries)
	if got := r.refusal(ctx, l.Next(mallory, online.KindChat, -1, "hi", -1, time.Now())); got.Why != wire.Watching {
		t.Errorf("a watcher's append: %+v", got)
	}
	// The host still serves.
	if got, err := lan.Fetch(ctx, h.Addr(), "", seeded(3)); err != nil || len(got) != 3 {
		t.Fatalf("fetch after it all: %d entries, %v", len(got), err)
	}
	if n, _ := table.Head(); n != 3 {
		t.Fatalf("the log holds %d entries", n)
	}
}

func TestTooManyWrongCodesMakeAnAddressWait(t *testing.T) {
	h, _, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	id := seeded(9)
	var whys []string
	for i := range 12 {
		r := dialRaw(t, ctx, h.Addr())
		code := fmt.Sprintf("%06d", i)
		if i == 11 {
			code = h.Code() // the right one, too late
		}
		r.send(ctx, &wire.Hello{V: 1, Game: r.welcome.Game, Key: id.Key(), Proof: wire.Proof(code, r.welcome.Nonce, id.Key())})
		e, _ := r.next(ctx).(*wire.Error)
		if e == nil {
			whys = append(whys, "none")
			continue
		}
		whys = append(whys, e.Why)
	}
	if whys[9] != wire.ErrCode || whys[10] != wire.ErrBusy || whys[11] != wire.ErrBusy {
		t.Errorf("the answers were %v", whys)
	}
}

func TestAConnectionBeyondTheLimitIsTurnedAway(t *testing.T) {
	h, _, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for range lan.MaxConns {
		dialRaw(t, ctx, h.Addr())
	}
	c, _, err := websocket.Dial(ctx, "ws://"+h.Addr()+lan.Path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	_, data, _ := c.Read(ctx)
	if m, err := wire.Decode(data); err != nil || m.(*wire.Error).Why != wire.ErrFull {
		t.Errorf("the connection beyond the limit read %s", data)
	}
}

// Hostile connections, knowing the code or not, hammer the host while
// two bots play: the game ends as ever, and no entry of theirs is in it.
func TestHostileConnectionsDoNotStopAGame(t *testing.T) {
	g, ctx := start(t, "terrace/short", "none", 100)
	g.People[1].Proxy.SetLatency(2 * time.Millisecond)
	var wg sync.WaitGroup
	for n := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hammer(t, ctx, g.Addr(), g.Code(), seeded(byte(20+n)), n)
		}()
	}
	wg.Wait()
	r := finish(t, ctx, g)
	for _, e := range g.Host().Table().Since(0) {
		if e.By == seeded(20).Key() || e.By == seeded(21).Key() || e.By == seeded(22).Key() {
			t.Fatalf("a hostile entry is in the log: %+v", e)
		}
	}
	if r.Refusals == 0 {
		t.Error("nothing was refused")
	}
}

// hammer connects again and again, each time sending something wrong.
func hammer(t *testing.T, ctx context.Context, addr, code string, id online.Identity, n int) {
	for i := range 30 {
		c, _, err := websocket.Dial(ctx, "ws://"+addr+lan.Path, nil)
		if err != nil {
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				t.Error(err)
			}
			continue
		}
		c.SetReadLimit(-1)
		r := &raw{t: t, c: c}
		_, data, err := c.Read(ctx)
		if err != nil {
			c.CloseNow()
			continue
		}
		m, _ := wire.Decode(data)
		w, _ := m.(*wire.Welcome)
		if w == nil {
			c.CloseNow()
			continue
		}
		r.welcome = w
		kind := (i + n) % 6
		if kind == 4 && i > 6 {
			kind = 5 // a few wrong codes only: past ten the address, the honest guest's too, waits a minute
		}
		mischief(ctx, r, code, id, kind)
		c.CloseNow()
	}
}

// mischief does one kind of wrong on a welcomed connection.
func mischief(ctx context.Context, r *raw, code string, id online.Identity, kind int) {
	hello := &wire.Hello{V: 1, Game: r.welcome.Game, Key: id.Key(), Name: "Mallory"}
	if kind%2 == 0 {
		hello.Proof = wire.Proof(code, r.welcome.Nonce, id.Key())
	}
	switch kind {
	case 0, 1: // entries in every wrong way, quickly
		r.send(ctx, hello)
		var l *online.Log
		for l == nil {
			_, data, err := r.c.Read(ctx)
			if err != nil {
				return
			}
			if m, _ := wire.Decode(data); m != nil {
				if e, ok := m.(*wire.Entries); ok && e.From == 0 {
					l, _ = online.Replay(e.Entries)
				}
			}
		}
		all := l.Entries()
		for i := range 25 {
			e := l.Next(id, online.KindMove, i%2, "resign", -1, time.Now())
			switch i % 5 {
			case 1:
				e = all[len(all)-1] // a replay
			case 2:
				e.By = all[1].By // forged
			case 3:
				e = id.Sign(all[len(all)-1]) // a fork
			case 4:
				e = l.Sit(id, 0, "Mallory", "person", time.Now())
			}
			r.send(ctx, &wire.Append{Entry: e})
		}
	case 2:
		r.c.Write(ctx, websocket.MessageText, make([]byte, wire.MaxMessage+1))
	case 3:
		r.c.Write(ctx, websocket.MessageText, []byte(`{"t":"append","entry":{"v":1,"seq":-4}}`))
	case 4:
		hello.Proof = wire.Proof("999 999", r.welcome.Nonce, id.Key())
		r.send(ctx, hello)
	case 5:
		r.send(ctx, hello)
		r.send(ctx, hello)
	}
}

// A connection that does not read what the host sends is dropped, and
// the host serves the others on.
func TestASlowReaderIsDropped(t *testing.T) {
	h, table, _ := quietHost(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	line := strings.Repeat("a long line of chat ", 24)
	for range 12_000 { // some 10 MB of log: more than the sockets hold
		if _, err := table.Act(online.KindChat, -1, line, -1); err != nil {
			t.Fatal(err)
		}
	}
	r := dialRaw(t, ctx, h.Addr())
	mallory := seeded(9)
	r.send(ctx, &wire.Hello{V: 1, Game: r.welcome.Game, Key: mallory.Key(), Proof: wire.Proof(h.Code(), r.welcome.Nonce, mallory.Key())})
	// It sends and sends, and never reads.
	e := online.Entry{V: 1, Game: r.welcome.Game, Seq: 1, Prev: strings.Repeat("0", 64), Kind: online.KindChat, Seat: -1, Body: "x"}
	for h.Stats().Dropped == 0 && ctx.Err() == nil {
		if r.send(ctx, &wire.Append{Entry: mallory.Sign(e)}) != nil {
			break
		}
	}
	for h.Stats().Dropped == 0 {
		select {
		case <-ctx.Done():
			t.Fatal("the slow reader was not dropped")
		case <-time.After(10 * time.Millisecond):
		}
	}
	if got, err := lan.Fetch(ctx, h.Addr(), "", seeded(3)); err != nil || len(got) != 12_003 {
		t.Fatalf("after: fetched %d entries, %v", len(got), err)
	}
}
