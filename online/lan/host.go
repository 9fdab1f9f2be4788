package lan

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"boardshelf/online"
	"boardshelf/online/wire"
	"boardshelf/online/wslink"
)

// Limits of the host.
const (
	MaxConns        = 64 // connections at once
	AppendsPerSec   = 20 // appends a connection may send each second
	noteQueue       = 64 // messages waiting for a connection beyond its entries
	maxWrongCodes   = 10 // wrong codes from one address before it waits
	wrongCodesPause = time.Minute
	entriesBytes    = wire.MaxMessage - online.MaxEntry - 4096 // an entries message's bound, with room for one more entry
)

// HostOptions are how a game is hosted; every field has a default.
type HostOptions struct {
	Addr string // where to listen: ":0", every interface on a free port
	Code string // the join code: NewCode()
	Name string // the game's name, shown to those who browse: "Boardshelf"
	// NoAnnounce leaves the game unannounced by mDNS: joining then takes
	// the host's address.
	NoAnnounce bool
	// Interface is where to announce: nil for the system's multicast
	// interface.
	Interface *net.Interface
	Timing    Timing
	// Logf, if set, is told each event in a line (a connection came or
	// went, an entry refused).
	Logf func(format string, args ...any)
}

// Hosting is a game served on the local network.
type Hosting struct {
	table    *online.Table
	opts     HostOptions
	ln       net.Listener
	srv      *http.Server
	ctx      context.Context
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	conns    atomic.Int32
	announce *announcer

	mu      sync.Mutex
	people  map[string]*wire.Person
	here    map[string]int       // connections by key
	guests  map[*guest]bool      // connections past their hello
	wrong   map[string]wrongCode // wrong codes by remote address
	reached map[string]int       // entries sent to each key, at most
	stats   HostStats
	closed  bool
}

type wrongCode struct {
	n    int
	last time.Time
}

// HostStats count what a host did.
type HostStats struct {
	Connections int // connections that said hello
	Appends     int // entries appended by the connections
	Crossed     int // appends that crossed another entry (made on an older end of the log): the sender makes them again
	Refused     int // appends refused otherwise
	Dropped     int // connections dropped: slow, silent or misbehaving
}

// Host serves the game of table, whose app is the game's sequencer, at
// ws://ADDR/boardshelf/v1, and announces it unless told not to.
func Host(table *online.Table, opts HostOptions) (*Hosting, error) {
	if !table.Sequencer() {
		return nil, errors.New("lan: the host's table must be the game's sequencer")
	}
	if opts.Addr == "" {
		opts.Addr = ":0"
	}
	if wire.CodeDigits(opts.Code) == "" {
		opts.Code = NewCode()
	}
	if opts.Name == "" {
		opts.Name = "Boardshelf"
	}
	opts.Timing = opts.Timing.WithDefaults()
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	h := &Hosting{table: table, opts: opts, ln: ln, ctx: ctx, cancel: cancel,
		people: map[string]*wire.Person{}, here: map[string]int{}, guests: map[*guest]bool{}, wrong: map[string]wrongCode{}, reached: map[string]int{}}
	h.people[table.Key()] = &wire.Person{Key: table.Key(), Here: true, Since: time.Now().UnixMilli()}
	mux := http.NewServeMux()
	mux.HandleFunc(Path, h.serve)
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: opts.Timing.DeadAfter, MaxHeaderBytes: 16 << 10,
		BaseContext: func(net.Listener) context.Context { return ctx }}
	h.wg.Add(1)
	go func() {
		defer h.wg.Done()
		h.srv.Serve(ln)
	}()
	if !opts.NoAnnounce {
		h.announce = startAnnouncer(h)
	}
	return h, nil
}

// Addr is the address the game is served on, "host:port".
func (h *Hosting) Addr() string { return h.ln.Addr().String() }

// Code is the join code.
func (h *Hosting) Code() string { return h.opts.Code }

// People are those the host has seen: itself, and each participant or
// watcher that said hello, here or away since when.
func (h *Hosting) People() []wire.Person {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.peopleLocked()
}

func (h *Hosting) peopleLocked() []wire.Person {
	view := h.table.View()
	var list []wire.Person
	for _, p := range h.people {
		c := *p
		if name := view.NameOf(c.Key); name != "" {
			c.Name = name
		}
		list = append(list, c)
	}
	slices.SortFunc(list, func(a, b wire.Person) int { return strings.Compare(a.Key, b.Key) })
	return list
}

// Settled reports whether every participant holding a seat has been sent
// every entry of the log: the host may leave once the game is over
// without leaving anyone behind.
func (h *Hosting) Settled() bool {
	n, _ := h.table.Head()
	view := h.table.View()
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, seat := range view.Seats {
		if seat.Key != h.table.Key() && h.reached[seat.Key] < n {
			return false
		}
	}
	return true
}

// Stats are the host's counts so far.
func (h *Hosting) Stats() HostStats {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.stats
}

// Close stops serving: every connection is closed, the announcement
// withdrawn. The table stays as it is, to host again.
func (h *Hosting) Close() error {
	if h.announce != nil {
		h.announce.stop()
	}
	h.mu.Lock()
	h.closed = true
	h.mu.Unlock()
	h.cancel()
	err := h.srv.Close()
	h.wg.Wait()
	return err
}

func (h *Hosting) logf(format string, args ...any) {
	if h.opts.Logf != nil {
		h.opts.Logf(format, args...)
	}
}

// guest is a connection past its hello.
type guest struct {
	h      *Hosting
	l      *link
	key    string
	name   string
	proven bool
	sent   atomic.Int64 // entries sent so far: the next to send
	notes  chan wire.Message
	seen   chan struct{} // presence changed
	cancel context.CancelFunc
}

// serve serves one connection, from its handshake to its end.
func (h *Hosting) serve(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	if h.closed { // a request that came as the host closed
		h.mu.Unlock()
		return
	}
	h.wg.Add(1)
	h.mu.Unlock()
	defer h.wg.Done()
	l := newLink(h.opts.Timing)
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{InsecureSkipVerify: true, OnPongReceived: l.OnPong})
	if err != nil {
		return
	}
	l.attach(c)
	ctx, cancel := context.WithCancel(h.ctx)
	defer cancel()
	defer c.CloseNow()
	if h.conns.Add(1) > MaxConns {
		h.conns.Add(-1)
		h.refuse(ctx, l, wire.ErrFull, fmt.Sprintf("the host takes %d connections", MaxConns))
		return
	}
	defer h.conns.Add(-1)
	go l.Keepalive(ctx)
	g, err := h.handshake(ctx, l, r.RemoteAddr)
	if err != nil {
		h.logf("a connection from %s refused: %v", r.RemoteAddr, err)
		return
	}
	g.cancel = cancel
	h.arrive(g)
	defer h.leave(g)
	go g.writer(ctx)
	g.reader(ctx)
}

// refuse tells why the connection ends, and ends it.
func (h *Hosting) refuse(ctx context.Context, l *link, why, detail string) error {
	e := &wire.Error{Why: why, Detail: wire.Detail(detail)}
	l.write(ctx, e)
	l.Close(websocket.StatusPolicyViolation, "refused: "+why)
	return e
}

// handshake welcomes a connection and checks its hello: the version, the
// game, the code's proof, and that the entries it holds begin the log.
func (h *Hosting) handshake(ctx context.Context, l *link, remote string) (*guest, error) {
	nonce := wire.NewNonce()
	if err := l.write(ctx, &wire.Welcome{V: wire.Version, Game: h.table.ID(), Nonce: nonce, Name: h.opts.Name, Seats: freeSeats(h.table.View())}); err != nil {
		return nil, err
	}
	hctx, cancel := context.WithTimeout(ctx, h.opts.Timing.DeadAfter)
	m, err := l.read(hctx)
	cancel()
	if err != nil {
		return nil, err
	}
	hello, ok := m.(*wire.Hello)
	if !ok {
		l.Close(websocket.StatusPolicyViolation, "hello expected")
		return nil, errors.New("no hello")
	}
	n, _ := h.table.Head()
	ip, _, _ := net.SplitHostPort(remote)
	switch {
	case hello.V != wire.Version:
		return nil, h.refuse(ctx, l, wire.ErrVersion, fmt.Sprintf("the host speaks version %d", wire.Version))
	case hello.Game != h.table.ID():
		return nil, h.refuse(ctx, l, wire.ErrGame, "the host serves another game")
	case hello.Proof != "" && h.waiting(ip):
		return nil, h.refuse(ctx, l, wire.ErrBusy, "too many wrong codes: try again in a minute")
	case hello.Proof != "" && !h.tryCode(ip, nonce, hello):
		return nil, h.refuse(ctx, l, wire.ErrCode, "the join code is not this game's")
	case hello.Have > n:
		return nil, h.refuse(ctx, l, wire.ErrFork, fmt.Sprintf("the host holds %d entries, fewer than yours", n))
	case hello.Have > 0 && h.table.HashAt(hello.Have-1) != hello.Head:
		return nil, h.refuse(ctx, l, wire.ErrFork, fmt.Sprintf("the host's entry %d differs from yours", hello.Have-1))
	}
	g := &guest{h: h, l: l, key: hello.Key, name: hello.Name, proven: hello.Proof != "",
		notes: make(chan wire.Message, noteQueue), seen: make(chan struct{}, 1)}
	g.sent.Store(int64(hello.Have))
	return g, nil
}

// tryCode checks a code's proof, counting the wrong ones of each address.
func (h *Hosting) tryCode(ip, nonce string, hello *wire.Hello) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	w := h.wrong[ip]
	if wire.CheckProof(h.opts.Code, nonce, hello.Key, hello.Proof) {
		return true
	}
	if len(h.wrong) > 1024 { // bounded: a flood of addresses forgets the oldest counts
		clear(h.wrong)
	}
	if time.Since(w.last) >= wrongCodesPause {
		w.n = 0
	}
	h.wrong[ip] = wrongCode{n: w.n + 1, last: time.Now()}
	return false
}

// waiting reports whether an address gave maxWrongCodes wrong codes
// within a minute of the last: it waits, even with the right code, so
// that six digits cannot be tried one after another.
func (h *Hosting) waiting(ip string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	w := h.wrong[ip]
	return w.n >= maxWrongCodes && time.Since(w.last) < wrongCodesPause
}

// arrive counts a connection in, and tells everyone who is here.
func (h *Hosting) arrive(g *guest) {
	h.mu.Lock()
	h.stats.Connections++
	h.guests[g] = true
	h.here[g.key]++
	p := h.people[g.key]
	if p == nil {
		h.forgetAwayLocked()
		p = &wire.Person{Key: g.key}
		h.people[g.key] = p
	}
	if g.name != "" {
		p.Name = g.name
	}
	if !p.Here {
		p.Here, p.Since = true, time.Now().UnixMilli()
	}
	h.mu.Unlock()
	h.logf("%s came (%s)", nameOr(g.name, g.key), map[bool]string{true: "plays", false: "watches"}[g.proven])
	h.presenceChanged()
}

// forgetAwayLocked makes room for one more person by forgetting the one
// away the longest.
func (h *Hosting) forgetAwayLocked() {
	if len(h.people) < wire.MaxPeople {
		return
	}
	var oldest *wire.Person
	for _, p := range h.people {
		if !p.Here && (oldest == nil || p.Since < oldest.Since) {
			oldest = p
		}
	}
	if oldest != nil {
		delete(h.people, oldest.Key)
	}
}

// leave counts a connection out.
func (h *Hosting) leave(g *guest) {
	h.mu.Lock()
	delete(h.guests, g)
	h.here[g.key]--
	if h.here[g.key] <= 0 {
		delete(h.here, g.key)
		if p := h.people[g.key]; p != nil && p.Key != h.table.Key() {
			p.Here, p.Since = false, time.Now().UnixMilli()
		}
	}
	h.mu.Unlock()
	h.logf("%s left", nameOr(g.name, g.key))
	h.presenceChanged()
}

// presenceChanged tells every connection, and the host's own app.
func (h *Hosting) presenceChanged() {
	h.mu.Lock()
	for g := range h.guests {
		select {
		case g.seen <- struct{}{}:
		default:
		}
	}
	h.mu.Unlock()
	h.table.Poke()
}

// writer sends the connection what it has not had: the log's entries
// from where it is, presence when it changes, and its notes (refusals).
// A connection that does not read in time is dropped.
func (g *guest) writer(ctx context.Context) {
	watch, stop := g.h.table.Watch()
	defer stop()
	defer g.cancel()
	first := true
	for {
		if err := g.flush(ctx, first); err != nil {
			g.h.drop(g, err)
			return
		}
		first = false
		var m wire.Message
		select {
		case <-ctx.Done():
			return
		case <-watch:
			continue
		case <-g.seen:
			m = &wire.Presence{People: g.h.People()}
		case m = <-g.notes:
		}
		if err := g.l.write(ctx, m); err != nil {
			g.h.drop(g, err)
			return
		}
	}
}

// flush sends the entries the connection has not had, in messages of at
// most wire.MaxEntries entries and about wire.MaxMessage bytes; the first
// time always one, so that the client knows it has caught up.
func (g *guest) flush(ctx context.Context, always bool) error {
	for {
		n, _ := g.h.table.Head()
		sent := g.sentNow()
		if sent >= n && !always {
			return nil
		}
		always = false
		batch := batchOf(g.h.table.Since(sent))
		if err := g.l.write(ctx, &wire.Entries{From: sent, Len: max(n, sent+len(batch)), Entries: batch}); err != nil {
			return err
		}
		now := int(g.sent.Add(int64(len(batch))))
		g.h.mu.Lock()
		if _, known := g.h.reached[g.key]; g.proven && (known || len(g.h.reached) < 4*wire.MaxPeople) { // bounded
			g.h.reached[g.key] = max(g.h.reached[g.key], now)
		}
		g.h.mu.Unlock()
	}
}

func (g *guest) sentNow() int { return int(g.sent.Load()) }

// batchOf is the first entries of a message.
func batchOf(entries []online.Entry) []online.Entry {
	size := 0
	for i, e := range entries {
		size += len(e.Encode()) + 1
		if i == wire.MaxEntries || size > entriesBytes {
			return entries[:i]
		}
	}
	return entries
}

// reader takes the connection's appends until it ends: anything else
// after the hello is a fault that ends it.
func (g *guest) reader(ctx context.Context) {
	rate := wslink.NewBucket(AppendsPerSec)
	for {
		m, err := g.l.read(ctx)
		if err != nil {
			if ctx.Err() == nil && websocket.CloseStatus(err) == -1 { // not closed by the peer's word
				g.h.drop(g, err)
			}
			return
		}
		a, ok := m.(*wire.Append)
		if !ok {
			g.h.drop(g, fmt.Errorf("a %s message after hello", m.Type()))
			g.l.Close(websocket.StatusPolicyViolation, "append expected")
			return
		}
		var r *wire.Refused
		switch {
		case !g.proven:
			r = &wire.Refused{Seq: a.Entry.Seq, Why: wire.Watching, Detail: "a watcher cannot play: join with the code"}
		case !rate.Take():
			r = &wire.Refused{Seq: a.Entry.Seq, Why: wire.TooMany, Detail: fmt.Sprintf("at most %d entries a second", AppendsPerSec)}
		default:
			r = g.h.append(a.Entry)
		}
		if r != nil && !g.note(r) {
			g.h.drop(g, errors.New("it does not read its refusals"))
			return
		}
	}
}

// note queues a message for the connection, or reports false when its
// queue is full.
func (g *guest) note(m wire.Message) bool {
	select {
	case g.notes <- m:
		return true
	default:
		return false
	}
}

// drop ends a connection that failed or misbehaved.
func (h *Hosting) drop(g *guest, err error) {
	if h.ctx.Err() != nil {
		return
	}
	h.mu.Lock()
	h.stats.Dropped++
	h.mu.Unlock()
	h.logf("%s dropped: %v", nameOr(g.name, g.key), err)
	g.cancel()
	g.l.C.CloseNow()
}

// append takes one entry from a participant into the log. Entries that
// cannot follow the log's end (one the log holds, one that crossed
// another) are answered without the table, so that crossings are not the
// app's problems; the rest go through table.Take and the rules.
func (h *Hosting) append(e online.Entry) *wire.Refused {
	n, head := h.table.Head()
	refuse := func(why online.Why, detail string) *wire.Refused {
		h.mu.Lock()
		if why == online.Fork || why == online.Missing {
			h.stats.Crossed++
		} else {
			h.stats.Refused++
		}
		h.mu.Unlock()
		return &wire.Refused{Seq: e.Seq, Why: why, Detail: wire.Detail(detail)}
	}
	h.mu.Lock()
	h.stats.Appends++
	h.mu.Unlock()
	switch {
	case e.Game != h.table.ID():
		return refuse(online.OtherGame, "")
	case e.Seq < n && h.table.HashAt(e.Seq) == e.Hash():
		return nil // held already
	case e.Seq < n || (e.Seq == n && e.Prev != head):
		return refuse(online.Fork, "another entry took its place")
	case e.Seq > n:
		return refuse(online.Missing, fmt.Sprintf("the log holds %d entries", n))
	}
	if _, _, err := h.table.Take([]online.Entry{e}); err != nil {
		var r *online.Refusal
		if errors.As(err, &r) {
			h.logf("%v", r)
			detail := ""
			if r.Detail != nil {
				detail = r.Detail.Error()
			}
			return refuse(r.Why, detail)
		}
		return refuse(online.Malformed, err.Error())
	}
	return nil
}

// freeSeats counts the seats nobody holds.
func freeSeats(st *online.State) int {
	n := 0
	for _, s := range st.Seats {
		if s.Key == "" {
			n++
		}
	}
	return n
}

func nameOr(name, key string) string {
	if name != "" {
		return name
	}
	if len(key) > 8 {
		key = key[:8]
	}
	return "someone (" + key + ")"
}
