// Package relay is boardshelf-relay: a WebSocket endpoint for the apps
// (the messages of relay/proto) in front of an embedded NATS server with
// JetStream, which keeps each game ("room") as sealed messages the relay
// cannot read.
//
// One stream holds every room (subject room.<room>). An append is stored
// only if the room's last message is the one the app expected, so every
// message was made knowing all those before it; retries are deduplicated
// by a message id made of the room and the sealed bytes. The stream
// republishes each stored message on out.room.<room>, so that every relay
// of a cluster hands it to its own connections; core delivery is only a
// nudge: a connection that sees a gap (Sealed.Prev) reads again from the
// stream, which is the truth.
//
// Several relays form a NATS cluster (Options.Cluster, Routes) with the
// stream and buckets replicated (Replicas 3), so that a game goes on when
// one machine dies.
package relay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
)

// Path is where a relay serves the protocol.
const Path = "/boardshelf/relay/v1"

// closeGrace bounds how long a closing relay waits for its apps to hear
// that it closes.
const closeGrace = 2 * time.Second

// Options are how a relay runs; every field but Listen and Data has a
// default.
type Options struct {
	Listen string // where to listen, "host:port"
	Data   string // the directory of the store
	Name   string // the relay's name, unique in a cluster: "boardshelf-relay"

	TLSCert, TLSKey string // serve wss directly with this certificate

	Cluster  string   // where to listen for the other relays' routes; "" for a single relay
	Routes   []string // nats-route://host:port of the other relays
	Replicas int      // copies of each room: 1 alone, 3 in a cluster

	Retention  time.Duration // how long a room is kept after its last message: 30 days
	SweepEvery time.Duration // how often rooms past their retention are forgotten: an hour
	PlateTTL   time.Duration // how long an invitation number lasts: 15 minutes

	Limits Limits
	Timing Timing
	Logger *slog.Logger // nil: nothing logged
}

// Limits are what a relay takes; every zero is a default.
type Limits struct {
	MaxConns       int     // connections at once: 30000, or fewer than the files the process may open
	AppendsPerSec  float64 // appends of one connection a second: 20, with a burst of twice that
	MessagesPerSec float64 // messages of one connection a second: 100, with a burst of twice that
	RoomsPerConn   int     // rooms open on one connection: 32
	CreatesPerMin  int     // rooms made by one connection a minute: 10
	InvitesPerMin  int     // invitation numbers asked and claimed by one connection a minute: 10
	ClaimsPerPlate int     // claims of one invitation number: 16
	MaxRooms       int     // rooms kept: 1,000,000
	MaxPlates      int     // invitation numbers at once: 5000
	SendQueue      int     // messages waiting for a connection: 256
}

// filesKept are the files a relay keeps for its store and routes beside
// its connections: a relay out of files fails every game's appends, not
// only the connection too many.
const filesKept = 256

// defaultMaxConns is 30000, or fewer when the process may open fewer
// files than those and the store's.
func defaultMaxConns(files int) int {
	if files > 0 && files-filesKept < 30000 {
		return max(files-filesKept, 16)
	}
	return 30000
}

func (l Limits) withDefaults() Limits {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&l.MaxConns, defaultMaxConns(openFiles()))
	def(&l.RoomsPerConn, 32)
	def(&l.CreatesPerMin, 10)
	def(&l.InvitesPerMin, 10)
	def(&l.ClaimsPerPlate, 16)
	def(&l.MaxRooms, 1_000_000)
	def(&l.MaxPlates, 5000)
	def(&l.SendQueue, 256)
	if l.AppendsPerSec <= 0 {
		l.AppendsPerSec = 20
	}
	if l.MessagesPerSec <= 0 {
		l.MessagesPerSec = 100
	}
	return l
}

// Timing is how connections are kept alive: a ping every Keepalive; a
// connection silent (no message, no pong) for DeadAfter is dead, which
// also bounds each write, so that a slow reader is dropped.
type Timing struct {
	Keepalive      time.Duration // 10 s
	DeadAfter      time.Duration // 30 s
	StoreDeadAfter time.Duration // 30 s: a store that answers nothing for so long fails the relay (watchStore)
}

func (t Timing) withDefaults() Timing {
	if t.Keepalive <= 0 {
		t.Keepalive = 10 * time.Second
	}
	if t.DeadAfter <= 0 {
		t.DeadAfter = 30 * time.Second
	}
	if t.StoreDeadAfter <= 0 {
		t.StoreDeadAfter = 30 * time.Second
	}
	return t
}

func (o Options) withDefaults() Options {
	if o.Name == "" {
		o.Name = "boardshelf-relay"
	}
	if o.Replicas <= 0 {
		o.Replicas = 1
	}
	if o.Retention <= 0 {
		o.Retention = 30 * 24 * time.Hour
	}
	if o.SweepEvery <= 0 {
		o.SweepEvery = time.Hour
	}
	if o.PlateTTL <= 0 {
		o.PlateTTL = 15 * time.Minute
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	o.Limits = o.Limits.withDefaults()
	o.Timing = o.Timing.withDefaults()
	return o
}

// Stats count what a relay did since it started.
type Stats struct {
	Conns     int // connections now
	Accepted  int // connections welcomed
	Created   int // rooms made
	Opened    int // rooms opened on a connection
	Appends   int // appends taken
	Dups      int // appends taken before (retries)
	Behind    int // appends refused because another message came first
	Refused   int // creates, opens and appends refused otherwise
	Delivered int // sealed messages sent
	Rereads   int // gaps in the fan-out mended from the stream
	Dropped   int // connections dropped: slow, silent or misbehaving
	Malformed int // connections ended for a message that did not decode
	Swept     int // rooms forgotten past their retention
}

// Relay is a running relay.
type Relay struct {
	opts      Options
	store     *store
	ln        net.Listener
	srv       *http.Server
	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	conns     atomic.Int64
	delivered atomic.Int64
	subs      []*nats.Subscription
	probes    atomic.Int64 // the store's probes so far (watchStore)
	failed    chan error   // the relay can serve no longer (Failed)

	mu        sync.Mutex
	followers map[string]map[*follow]bool // by room: the connections following it here
	presence  map[string]*roomPresence    // by room followed here
	heard     map[string]time.Time        // when each other relay last said it is alive (presence)
	all       map[*conn]bool
	stats     Stats
	closed    bool
}

// Start starts a relay: its store, then its WebSocket endpoint.
func Start(opts Options) (*Relay, error) {
	if opts.Listen == "" || opts.Data == "" {
		return nil, errors.New("relay: a listen address and a data directory are needed")
	}
	opts = opts.withDefaults()
	r := &Relay{opts: opts, followers: map[string]map[*follow]bool{}, presence: map[string]*roomPresence{}, all: map[*conn]bool{},
		heard: map[string]time.Time{}, failed: make(chan error, 1)}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	var err error
	r.store, err = openStore(opts, r.storeError)
	if err != nil {
		return nil, err
	}
	if err := r.subscribe(); err != nil {
		r.store.close()
		return nil, err
	}
	r.ln, err = net.Listen("tcp", opts.Listen)
	if err != nil {
		r.store.close()
		return nil, err
	}
	mux := http.NewServeMux()
	mux.HandleFunc(Path, r.serve)
	r.srv = &http.Server{Handler: mux, ReadHeaderTimeout: opts.Timing.DeadAfter, MaxHeaderBytes: 16 << 10,
		BaseContext: func(net.Listener) context.Context { return r.ctx }}
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		var err error
		if opts.TLSCert != "" {
			err = r.srv.ServeTLS(r.ln, opts.TLSCert, opts.TLSKey)
		} else {
			err = r.srv.Serve(r.ln)
		}
		if !errors.Is(err, http.ErrServerClosed) {
			opts.Logger.Error("the endpoint stopped", "err", err)
		}
	}()
	r.every(opts.SweepEvery, r.sweep)
	r.every(opts.Timing.Keepalive, func(now time.Time) bool { r.dropStuck(now); return true })
	r.watchStore()
	if opts.Cluster != "" {
		r.wg.Add(1)
		go r.watchTails()
		r.every(opts.Timing.Keepalive, r.sayAlive)
	}
	opts.Logger.Info("relay started", "name", opts.Name, "listen", r.Addr(), "cluster", opts.Cluster, "replicas", opts.Replicas)
	return r, nil
}

// every runs do every period on a goroutine of the relay's until the relay
// closes or do says to stop.
func (r *Relay) every(period time.Duration, do func(now time.Time) (goOn bool)) {
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		t := time.NewTicker(period)
		defer t.Stop()
		for {
			select {
			case <-r.ctx.Done():
				return
			case now := <-t.C:
				if !do(now) {
					return
				}
			}
		}
	}()
}

// subscribe takes the stream's republished messages, to fan them out.
func (r *Relay) subscribe() error {
	sub, err := r.store.nc.Subscribe(outPrefix+"*", r.fanOut)
	if err != nil {
		return fmt.Errorf("relay: %w", err)
	}
	sub.SetPendingLimits(1<<20, 1<<30)
	r.subs = append(r.subs, sub)
	if err := r.subscribePresence(); err != nil {
		return fmt.Errorf("relay: %w", err)
	}
	return nil
}

// storeError is told what goes wrong on the relay's own NATS connection:
// a fan-out too slow to keep up lost messages, which every following
// connection then reads again from the stream.
func (r *Relay) storeError(err error) {
	r.opts.Logger.Warn("the store's connection", "err", err)
	if errors.Is(err, nats.ErrSlowConsumer) {
		r.recheckAll()
	}
}

// Addr is the address the relay listens on, "host:port".
func (r *Relay) Addr() string { return r.ln.Addr().String() }

// Stats are the relay's counts so far.
func (r *Relay) Stats() Stats {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.stats
	s.Conns = int(r.conns.Load())
	s.Delivered = int(r.delivered.Load())
	return s
}

func (r *Relay) count(f func(*Stats)) {
	r.mu.Lock()
	f(&r.stats)
	r.mu.Unlock()
}

// Close stops the relay: connections are told it is closing and closed,
// then the store is shut down, its data kept.
func (r *Relay) Close() error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	r.closed = true
	conns := make([]*conn, 0, len(r.all))
	for c := range r.all {
		conns = append(conns, c)
	}
	r.mu.Unlock()
	for _, c := range conns {
		c.goAway()
	}
	ctx, cancel := context.WithTimeout(context.Background(), closeGrace)
	defer cancel()
	for _, c := range conns { // each app told, or not reading
		select {
		case <-c.ended:
		case <-ctx.Done():
		}
	}
	err := r.srv.Shutdown(ctx)
	r.cancel()
	r.srv.Close()
	r.wg.Wait()
	for _, sub := range r.subs {
		sub.Unsubscribe()
	}
	r.store.close()
	r.opts.Logger.Info("relay closed", "name", r.opts.Name)
	if errors.Is(err, context.DeadlineExceeded) {
		return nil // the connections were closed by force
	}
	return err
}
