package lan

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/coder/websocket"

	"boardshelf/online"
	"boardshelf/online/wire"
	"boardshelf/online/wslink"
)

// State is where a joined game's connection stands.
type State string

const (
	Connecting   State = "connecting"   // the first connection is being made
	Connected    State = "connected"    // connected and caught up
	Reconnecting State = "reconnecting" // the connection dropped; dialling again by itself
	Forked       State = "fork"         // the host's log is not this app's: nothing overwritten, no more dialling
	Refused      State = "refused"      // the host refused for good (a wrong code, another game or version)
	Closed       State = "closed"
)

// Status is a joined game's connection, as the app shows it.
type Status struct {
	State      State
	Since      time.Time // since when in this state
	Err        error     // why it is not connected, when it is not
	Reconnects int       // connections made again after a drop
}

// Final reports whether the state is for good: no more dialling.
func (s Status) Final() bool { return s.State == Forked || s.State == Refused || s.State == Closed }

// JoinOptions are how a game is joined; every field has a default.
type JoinOptions struct {
	Name  string // the person's name, for the others' presence
	Watch bool   // join to watch only, even with a code
	// OnStatus, if set, is told each change of status, from the
	// connection's goroutine.
	OnStatus func(Status)
	// OnDropped, if set, is given the entries of this app's that the game
	// no longer allowed once others' entries came first (a move made
	// after the opponent resigned): they are not sent.
	OnDropped func([]online.Entry)
	Timing    Timing
	// MinBackoff and MaxBackoff bound the wait before dialling again:
	// from 0.5 s, doubling to 5 s, each wait jittered.
	MinBackoff, MaxBackoff time.Duration
}

// Joined is a game joined on the local network: its connection to the
// host, made again by itself whenever it drops, until Close.
type Joined struct {
	table  *online.Table
	addr   string
	code   string
	opts   JoinOptions
	cancel context.CancelFunc
	done   chan struct{}

	mu       sync.Mutex
	status   Status
	changed  chan struct{} // closed and replaced at each change of status
	people   []wire.Person
	welcome  wire.Welcome
	problems []error
	stats    JoinStats
}

// JoinStats count what a joined game's connection did.
type JoinStats struct {
	Connects int // connections made and caught up
	Sent     int // entries sent
	Crossed  int // of them refused as crossing another entry: made again after it
	Refused  int // of them refused otherwise
}

// Join joins the game of table, which is not the sequencer, served at
// addr ("host:port") with the join code (empty: to watch). It returns at
// once: the connection is made, and made again whenever it drops, with a
// backoff, until Close or the end of ctx; Wait waits for it. The table's
// outbox is sent (each entry once a connection, all again after a
// reconnection) and every entry the host's log takes is taken into it.
func Join(ctx context.Context, addr, code string, table *online.Table, opts JoinOptions) (*Joined, error) {
	if table.Sequencer() {
		return nil, errors.New("lan: a joining table must not be the game's sequencer")
	}
	opts.Timing = opts.Timing.WithDefaults()
	if opts.Watch {
		code = ""
	}
	ctx, cancel := context.WithCancel(ctx)
	j := &Joined{table: table, addr: addr, code: code, opts: opts, cancel: cancel, done: make(chan struct{}),
		changed: make(chan struct{}), status: Status{State: Connecting, Since: time.Now()}}
	go j.run(ctx)
	return j, nil
}

// Status is the connection's status now.
func (j *Joined) Status() Status {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.status
}

// Changed is closed at the next change of status.
func (j *Joined) Changed() <-chan struct{} {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.changed
}

// Wait waits until the connection is made and caught up (nil), or has
// ended for good (its error), or ctx ends.
func (j *Joined) Wait(ctx context.Context) error {
	for {
		j.mu.Lock()
		s, changed := j.status, j.changed
		j.mu.Unlock()
		switch {
		case s.State == Connected:
			return nil
		case s.Final():
			if s.Err == nil {
				return errors.New("lan: closed")
			}
			return s.Err
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// People are those the host has seen, as it last told: here, or away
// since when.
func (j *Joined) People() []wire.Person {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]wire.Person(nil), j.people...)
}

// Welcome is the host's last welcome: the game's name and free seats.
func (j *Joined) Welcome() wire.Welcome {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.welcome
}

// Problems are the refusals of this app's entries by the host (beyond
// crossings, which settle by themselves) since the last call.
func (j *Joined) Problems() []error {
	j.mu.Lock()
	defer j.mu.Unlock()
	p := j.problems
	j.problems = nil
	return p
}

// Stats are the connection's counts so far.
func (j *Joined) Stats() JoinStats {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.stats
}

// Close ends the connection for good; the table stays as it is.
func (j *Joined) Close() error {
	j.cancel()
	<-j.done
	return nil
}

func (j *Joined) setStatus(s Status) {
	j.mu.Lock()
	if s.State == j.status.State && s.State == Reconnecting {
		s.Since = j.status.Since // away since the drop, however many dials failed
	}
	s.Reconnects = max(0, j.stats.Connects-1)
	j.status = s
	close(j.changed)
	j.changed = make(chan struct{})
	j.mu.Unlock()
	j.table.Poke()
	if j.opts.OnStatus != nil {
		j.opts.OnStatus(s)
	}
}

// run connects, and connects again after each drop, until ctx ends or
// the host refuses for good.
func (j *Joined) run(ctx context.Context) {
	defer close(j.done)
	backoff := wslink.NewBackoff(j.opts.MinBackoff, j.opts.MaxBackoff)
	for {
		connected, err := j.session(ctx)
		switch {
		case ctx.Err() != nil:
			j.setStatus(Status{State: Closed, Since: time.Now()})
			return
		case isFork(err):
			j.setStatus(Status{State: Forked, Since: time.Now(), Err: err})
			return
		case isLasting(err):
			j.setStatus(Status{State: Refused, Since: time.Now(), Err: err})
			return
		}
		if connected {
			backoff.Reset()
		}
		j.setStatus(Status{State: Reconnecting, Since: time.Now(), Err: err})
		select {
		case <-ctx.Done():
			j.setStatus(Status{State: Closed, Since: time.Now()})
			return
		case <-time.After(backoff.Next()):
		}
	}
}

// errFork is the host's log parting from this app's.
type errFork struct{ err error }

func (e errFork) Error() string { return "the host's game parted from this app's: " + e.err.Error() }
func (e errFork) Unwrap() error { return e.err }

func isFork(err error) bool {
	var f errFork
	var w *wire.Error
	return errors.As(err, &f) || errors.As(err, &w) && w.Why == wire.ErrFork
}

// errLasting is a refusal that dialling again cannot mend.
type errLasting struct{ err error }

func (e errLasting) Error() string { return e.err.Error() }
func (e errLasting) Unwrap() error { return e.err }

func isLasting(err error) bool {
	var l errLasting
	var w *wire.Error
	return errors.As(err, &l) || errors.As(err, &w) && w.Lasting()
}

// dial connects to the game at addr and says hello: the entries held
// (have, head), the key, and the code's proof. game, if not empty, is the
// game the host must serve.
func dial(ctx context.Context, addr, game string, timing Timing, hello wire.Hello, code string) (*link, *wire.Welcome, error) {
	dctx, cancel := context.WithTimeout(ctx, timing.DeadAfter)
	defer cancel()
	wl, err := wslink.Dial(dctx, "ws://"+addr+Path, timing, wire.MaxMessage)
	if err != nil {
		return nil, nil, err
	}
	l, c := &link{wl}, wl.C
	m, err := l.read(dctx)
	if err != nil {
		c.CloseNow()
		return nil, nil, err
	}
	w, ok := m.(*wire.Welcome)
	if !ok {
		c.CloseNow()
		if e, isErr := m.(*wire.Error); isErr {
			return nil, nil, e
		}
		return nil, nil, errors.New("the host sent no welcome")
	}
	switch {
	case w.V != wire.Version:
		c.CloseNow()
		return nil, nil, errLasting{fmt.Errorf("the host speaks version %d of the protocol; this app speaks %d", w.V, wire.Version)}
	case game != "" && w.Game != game:
		c.CloseNow()
		return nil, nil, errLasting{errors.New("the host serves another game")}
	}
	hello.V, hello.Game = wire.Version, w.Game
	if code != "" {
		hello.Proof = wire.Proof(code, w.Nonce, hello.Key)
	}
	if err := l.write(ctx, &hello); err != nil {
		c.CloseNow()
		return nil, nil, err
	}
	return l, w, nil
}

// session makes one connection and serves it until it ends; it reports
// whether it got as far as being caught up.
func (j *Joined) session(ctx context.Context) (bool, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	have, head := j.table.Head()
	if have == 0 {
		head = ""
	}
	l, w, err := dial(ctx, j.addr, j.table.ID(), j.opts.Timing, wire.Hello{Have: have, Head: head, Key: j.table.Key(), Name: j.opts.Name}, j.code)
	if err != nil {
		return false, err
	}
	defer l.C.CloseNow()
	j.mu.Lock()
	j.welcome = *w
	j.mu.Unlock()
	go l.Keepalive(ctx)
	caughtUp := false
	s := &sender{j: j, l: l, sent: map[string]bool{}, retry: make(chan struct{}, 1)}
	for {
		m, err := l.read(ctx)
		if err != nil {
			return caughtUp, err
		}
		switch m := m.(type) {
		case *wire.Entries:
			if err := j.take(m); err != nil {
				return caughtUp, err
			}
			if !caughtUp && m.From+len(m.Entries) >= m.Len {
				caughtUp = true
				j.mu.Lock()
				j.stats.Connects++
				j.mu.Unlock()
				j.setStatus(Status{State: Connected, Since: time.Now()})
				go s.run(ctx)
			}
		case *wire.Refused:
			s.refused(m)
		case *wire.Presence:
			j.mu.Lock()
			j.people = m.People
			j.mu.Unlock()
			j.table.Poke()
		case *wire.Error:
			return caughtUp, m
		default:
			return caughtUp, fmt.Errorf("the host sent a %s message", m.Type())
		}
	}
}

// take takes entries from the host. A refusal of an entry the log holds
// otherwise is a fork, for good; a gap is mended by connecting again.
func (j *Joined) take(m *wire.Entries) error {
	n, _ := j.table.Head()
	if m.From > n {
		return fmt.Errorf("the host sent entries from %d; this app holds %d", m.From, n)
	}
	_, dropped, err := j.table.Take(m.Entries)
	if len(dropped) > 0 && j.opts.OnDropped != nil {
		j.opts.OnDropped(dropped)
	}
	var r *online.Refusal
	if errors.As(err, &r) && r.Why == online.Missing {
		return err
	}
	if err != nil {
		return errFork{err}
	}
	return nil
}

// sender sends the table's outbox on one connection: each entry once, at
// most appendsPerSec a second.
type sender struct {
	j     *Joined
	l     *link
	mu    sync.Mutex
	sent  map[string]bool // the hashes sent on this connection
	retry chan struct{}
}

// appendsPerSec is the client's own pace, under the host's limit.
const appendsPerSec = AppendsPerSec * 3 / 4

func (s *sender) run(ctx context.Context) {
	watch, stop := s.j.table.Watch()
	defer stop()
	rate := wslink.NewBucket(appendsPerSec)
	for {
		later, err := s.send(ctx, rate)
		if err != nil {
			s.l.C.CloseNow() // the reader sees it and the session ends
			return
		}
		var tick <-chan time.Time
		if later {
			tick = time.After(time.Second / appendsPerSec)
		}
		select {
		case <-ctx.Done():
			return
		case <-watch:
		case <-s.retry:
		case <-tick:
		}
	}
}

// send sends what of the outbox this connection has not had; it reports
// true when the pace left some for later.
func (s *sender) send(ctx context.Context, rate *wslink.Bucket) (bool, error) {
	out := s.j.table.Outbox()
	s.mu.Lock()
	keep := make(map[string]bool, len(out))
	var todo []online.Entry
	for _, e := range out {
		h := e.Hash()
		if s.sent[h] {
			keep[h] = true
		} else {
			todo = append(todo, e)
		}
	}
	s.sent = keep // the outbox left behind is forgotten
	s.mu.Unlock()
	for _, e := range todo {
		if !rate.Take() {
			return true, nil
		}
		if err := s.l.write(ctx, &wire.Append{Entry: e}); err != nil {
			return false, err
		}
		s.mu.Lock()
		s.sent[e.Hash()] = true
		s.mu.Unlock()
		s.j.mu.Lock()
		s.j.stats.Sent++
		s.j.mu.Unlock()
	}
	return false, nil
}

// refused takes the host's refusal of an entry sent. A crossing (another
// entry took its place) settles when the host's entries come; too many
// at once are sent again; anything else is a problem to tell.
func (s *sender) refused(m *wire.Refused) {
	s.j.mu.Lock()
	if m.Why == online.Fork || m.Why == online.Missing {
		s.j.stats.Crossed++
	} else {
		s.j.stats.Refused++
	}
	s.j.mu.Unlock()
	switch m.Why {
	case online.Fork, online.Missing:
		return
	case wire.TooMany:
		s.mu.Lock()
		for _, e := range s.j.table.Outbox() {
			if e.Seq == m.Seq {
				delete(s.sent, e.Hash())
			}
		}
		s.mu.Unlock()
		select {
		case s.retry <- struct{}{}:
		default:
		}
		return
	}
	s.j.mu.Lock()
	s.j.problems = append(s.j.problems, fmt.Errorf("the host refused this app's entry %d: %s %s", m.Seq, m.Why, m.Detail))
	s.j.mu.Unlock()
	s.j.table.Poke()
}

// Fetch reads a game's whole log from the host at addr, for an app that
// holds none yet, to build its log and table from before it Joins. id is
// the app's identity, shown to the host; code may be empty (to watch).
func Fetch(ctx context.Context, addr, code string, id online.Identity) ([]online.Entry, error) {
	timing := Timing{}.WithDefaults()
	l, _, err := dial(ctx, addr, "", timing, wire.Hello{Key: id.Key()}, code)
	if err != nil {
		return nil, err
	}
	defer l.C.CloseNow()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go l.Keepalive(ctx)
	var entries []online.Entry
	for {
		m, err := l.read(ctx)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case *wire.Entries:
			if m.From != len(entries) {
				return nil, errors.New("the host sent the entries out of order")
			}
			entries = append(entries, m.Entries...)
			if len(entries) >= m.Len {
				l.Close(websocket.StatusNormalClosure, "fetched")
				return entries, nil
			}
		case *wire.Error:
			return nil, m
		case *wire.Presence:
		default:
			return nil, fmt.Errorf("the host sent a %s message", m.Type())
		}
	}
}
