package byrelay

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"boardshelf/online"
	"boardshelf/online/lan"
	"boardshelf/online/wire"
	"boardshelf/online/wslink"
	"boardshelf/relay/proto"
)

// Status is a followed game's connection, in the same states as a game
// joined on the local network.
type Status = lan.Status

// Options are how a game is followed; every field has a default.
type Options struct {
	Name string // the person's name, for the others' presence
	// OnStatus, if set, is told each change of status, from the
	// connection's goroutine.
	OnStatus func(Status)
	// OnDropped, if set, is given the entries of this app's that the game
	// no longer allowed once others' entries came first: they are not
	// sent.
	OnDropped func([]online.Entry)
	Timing    lan.Timing
	// MinBackoff and MaxBackoff bound the wait before dialling again:
	// from 0.5 s, doubling to 5 s, each wait jittered.
	MinBackoff, MaxBackoff time.Duration
}

// Stats count what a followed game's connection did.
type Stats struct {
	Connects int // connections made and caught up
	Sent     int // appends sent
	Crossed  int // of them refused as another message came first: made again after it
	Refused  int // of them refused otherwise
	Skipped  int // messages of the room that did not open or that the rules refused
}

// Followed is a game followed through a relay: its connection, made again
// by itself whenever it drops, until Close.
type Followed struct {
	table  *online.Table
	access Access
	keys   gameKeys
	opts   Options
	cancel context.CancelFunc
	done   chan struct{}
	nudge  chan struct{} // the sender looks again

	mu       sync.Mutex
	status   Status
	changed  chan struct{} // closed and replaced at each change of status
	people   []wire.Person
	problems []error
	stats    Stats
	// Where the room stands, kept across connections.
	last      uint64 // the stream number of the room's last message taken
	streamLen int    // the log's entries the room gave
	// The append on its way, one at a time.
	awaiting string        // the id of the append sent, not yet answered
	sent     *proto.Append // that append
	waitSeq  uint64        // send nothing more until the room's message waitSeq came
	retryAt  time.Time     // send nothing more before (the relay asked to wait)
}

// appendsPerSec is the client's own pace, under a relay's default limit
// (20 a second a connection), so that it is seldom told TooMany.
const appendsPerSec = 15

// Host makes the game of table a room on the relay with the keys of a
// (a participant's access), then follows it as Follow does. A relay that
// holds the room already with the same keys takes it as nothing new.
func Host(ctx context.Context, a Access, table *online.Table, opts Options) (*Followed, error) {
	if a.Watch {
		return nil, errors.New("byrelay: a watcher's access cannot host a game")
	}
	if err := create(ctx, a, table.ID(), opts.Timing.WithDefaults()); err != nil {
		return nil, err
	}
	return Follow(ctx, a, table, opts)
}

// Sent waits until the room holds every entry this app made (the table's
// outbox is empty), or ctx ends. A host that sat before hosting calls it
// before giving a code, so that a guest quick with the code finds its
// seat taken rather than free.
func (f *Followed) Sent(ctx context.Context) error {
	changed, stop := f.table.Watch()
	defer stop()
	for len(f.table.Outbox()) > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-changed:
		}
	}
	return nil
}

// create makes the room on the relay.
func create(ctx context.Context, a Access, room string, timing wslink.Timing) error {
	c, err := dial(ctx, a.Relay, timing)
	if err != nil {
		return err
	}
	defer c.close()
	k := keysOf(a)
	if err := c.write(ctx, &proto.Create{Room: room, Play: public(k.play), Watch: public(k.watch)}); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, timing.DeadAfter)
	defer cancel()
	for {
		m, err := c.read(ctx)
		if err != nil {
			return err
		}
		switch m := m.(type) {
		case *proto.Created:
			return nil
		case *proto.Refused:
			if m.Why == proto.Taken {
				return errors.New("the relay holds this game with other keys")
			}
			return fmt.Errorf("the relay did not make the game: %s", m.Why)
		}
	}
}

// Follow follows the game of table, which is not the sequencer, in the
// room of a. It returns at once: the connection is made, and made again
// whenever it drops, with a backoff, until Close or the end of ctx; Wait
// waits for it. Every message of the room is taken into the table in the
// relay's order, and the table's entries the room lacks (the host's
// first ones, then the outbox) are appended one at a time.
func Follow(ctx context.Context, a Access, table *online.Table, opts Options) (*Followed, error) {
	switch {
	case table.Sequencer():
		return nil, errors.New("byrelay: a table followed through a relay must not be the game's sequencer")
	case a.Room != table.ID():
		return nil, errors.New("byrelay: the access is to another game")
	}
	if _, err := Address(a.Relay); err != nil {
		return nil, err
	}
	opts.Timing = opts.Timing.WithDefaults()
	ctx, cancel := context.WithCancel(ctx)
	f := &Followed{table: table, access: a, keys: keysOf(a), opts: opts, cancel: cancel,
		done: make(chan struct{}), nudge: make(chan struct{}, 1),
		changed: make(chan struct{}), status: Status{State: lan.Connecting, Since: time.Now()}}
	go f.run(ctx)
	return f, nil
}

// Status is the connection's status now.
func (f *Followed) Status() Status {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.status
}

// Changed is closed at the next change of status.
func (f *Followed) Changed() <-chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.changed
}

// Wait waits until the connection is made and caught up (nil), or has
// ended for good (its error), or ctx ends.
func (f *Followed) Wait(ctx context.Context) error {
	for {
		f.mu.Lock()
		s, changed := f.status, f.changed
		f.mu.Unlock()
		switch {
		case s.State == lan.Connected:
			return nil
		case s.Final():
			if s.Err == nil {
				return errors.New("byrelay: closed")
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

// People are those who follow the game, as the relay last told, whose
// tags open with the game's key: here, or away since when.
func (f *Followed) People() []wire.Person {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]wire.Person(nil), f.people...)
}

// Problems are the messages of the room skipped (not sealed with the
// game's key, or refused by the rules) and the refusals of this app's
// appends, since the last call.
func (f *Followed) Problems() []error {
	f.mu.Lock()
	defer f.mu.Unlock()
	p := f.problems
	f.problems = nil
	return p
}

// Stats are the connection's counts so far.
func (f *Followed) Stats() Stats {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.stats
}

// Close ends the connection for good; the table stays as it is.
func (f *Followed) Close() error {
	f.cancel()
	<-f.done
	return nil
}

func (f *Followed) setStatus(s Status) {
	f.mu.Lock()
	if s.State == f.status.State && s.State == lan.Reconnecting {
		s.Since = f.status.Since // away since the drop, however many dials failed
	}
	s.Reconnects = max(0, f.stats.Connects-1)
	f.status = s
	close(f.changed)
	f.changed = make(chan struct{})
	f.mu.Unlock()
	f.table.Poke()
	if f.opts.OnStatus != nil {
		f.opts.OnStatus(s)
	}
}

// run connects, and connects again after each drop, until ctx ends or
// the relay refuses for good.
func (f *Followed) run(ctx context.Context) {
	defer close(f.done)
	backoff := wslink.NewBackoff(f.opts.MinBackoff, f.opts.MaxBackoff)
	for {
		connected, err := f.session(ctx)
		switch {
		case ctx.Err() != nil:
			f.setStatus(Status{State: lan.Closed, Since: time.Now()})
			return
		case errors.As(err, new(errFork)):
			f.setStatus(Status{State: lan.Forked, Since: time.Now(), Err: err})
			return
		case isLasting(err):
			f.setStatus(Status{State: lan.Refused, Since: time.Now(), Err: err})
			return
		}
		if connected {
			backoff.Reset()
		}
		f.setStatus(Status{State: lan.Reconnecting, Since: time.Now(), Err: err})
		select {
		case <-ctx.Done():
			f.setStatus(Status{State: lan.Closed, Since: time.Now()})
			return
		case <-time.After(backoff.Next()):
		}
	}
}

// errFork is the room's log parting from this app's: an entry this app
// holds and the room never gave has another in its place.
type errFork struct{ err error }

func (e errFork) Error() string {
	return "the game on the relay parted from this app's: " + e.err.Error()
}
func (e errFork) Unwrap() error { return e.err }

// open opens the room on a new connection, from the last message taken.
func (f *Followed) open(ctx context.Context, c *conn) error {
	f.mu.Lock()
	after := f.last
	f.awaiting, f.waitSeq, f.sent = "", 0, nil // answers to appends of a connection gone never come
	f.mu.Unlock()
	role := f.access.role()
	return c.write(ctx, &proto.Open{Room: f.access.Room, Role: role, After: after,
		Proof: proto.Sign(f.keys.roleKey(), c.welcome.Nonce, f.access.Room, role),
		Tag:   f.keys.seal.sealTag(f.table.Key(), f.opts.Name)})
}

// session makes one connection and serves it until it ends; it reports
// whether it got as far as being caught up.
func (f *Followed) session(ctx context.Context) (bool, error) {
	ctx, cancel := context.WithCancel(ctx)
	var sender sync.WaitGroup
	defer sender.Wait() // no append of this connection's is noted after it ends
	defer cancel()
	c, err := dial(ctx, f.access.Relay, f.opts.Timing)
	if err != nil {
		return false, err
	}
	defer c.close()
	go c.Keepalive(ctx)
	if err := f.open(ctx, c); err != nil {
		return false, err
	}
	caught := false
	for {
		m, err := c.read(ctx)
		if err != nil {
			return caught, err
		}
		switch m := m.(type) {
		case *proto.Sealed:
			err = f.take(m)
		case *proto.Caught:
			if !caught {
				if err = f.caught(m); err == nil {
					caught = true
					sender.Go(func() { f.send(ctx, c) })
				}
			}
		case *proto.Appended:
			err = f.appended(m)
		case *proto.Refused:
			err = f.refused(m)
		case *proto.Presence:
			f.mu.Lock()
			f.people = f.keys.seal.people(m)
			f.mu.Unlock()
			f.table.Poke()
		}
		if err != nil {
			return caught, err
		}
	}
}

// caught ends the catch-up of a connection.
func (f *Followed) caught(m *proto.Caught) error {
	f.mu.Lock()
	if m.Last < f.last {
		// The relay's room went back (its store was lost): read it again
		// from its start; what this app holds beyond it is appended again.
		f.last, f.streamLen = 0, 0
		f.mu.Unlock()
		return errors.New("the relay holds less of the game than this app took")
	}
	f.stats.Connects++
	f.mu.Unlock()
	f.setStatus(Status{State: lan.Connected, Since: time.Now()})
	f.poke()
	return nil
}

func (f *Followed) poke() {
	select {
	case f.nudge <- struct{}{}:
	default:
	}
}

// take takes one message of the room. A message held already is nothing
// new; a gap is mended by connecting again.
func (f *Followed) take(m *proto.Sealed) error {
	f.mu.Lock()
	last := f.last
	f.mu.Unlock()
	switch {
	case m.Room != f.access.Room || m.Seq <= last:
		return nil
	case m.Prev != last:
		return errors.New("the relay skipped messages of the game")
	}
	e, err := f.keys.seal.entry(m.Data)
	if err == nil {
		err = f.takeEntry(e)
	}
	if errors.As(err, new(errFork)) {
		return err
	}
	f.mu.Lock()
	f.last = m.Seq
	if err != nil {
		f.stats.Skipped++
		f.problems = append(f.problems, fmt.Errorf("message %d of the game skipped: %w", m.Seq, err))
	}
	f.mu.Unlock()
	f.poke()
	return nil
}

// takeEntry puts an entry of the room through the table. A refusal is a
// skip, the same in every app, but for an entry whose place this app
// holds with one the room never gave: a fork.
func (f *Followed) takeEntry(e online.Entry) error {
	held, _ := f.table.Head()
	_, dropped, err := f.table.Take([]online.Entry{e})
	if len(dropped) > 0 && f.opts.OnDropped != nil {
		f.opts.OnDropped(dropped)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var r *online.Refusal
	switch {
	case err == nil:
		f.streamLen = max(f.streamLen, e.Seq+1)
	case errors.As(err, &r) && r.Why == online.Fork && e.Seq >= f.streamLen && e.Seq < held:
		return errFork{err}
	}
	return err
}

// send appends what the room lacks on one connection, one message at a
// time: each after the answer to the one before and its message came.
func (f *Followed) send(ctx context.Context, c *conn) {
	if f.access.Watch {
		return
	}
	watch, stop := f.table.Watch()
	defer stop()
	pace := wslink.NewBucket(appendsPerSec)
	for {
		m, wait := f.next(pace)
		if m != nil {
			if err := c.write(ctx, m); err != nil {
				c.close() // the reader sees it and the session ends
				return
			}
		}
		var timer <-chan time.Time
		if wait > 0 {
			timer = time.After(wait)
		}
		select {
		case <-ctx.Done():
			return
		case <-watch:
		case <-f.nudge:
		case <-timer:
		}
	}
}

// next is the append to send now, if any, or how long to wait before
// looking again (0: until told). The table is read without the lock held
// (an app's keep may ask the connection's status), after the room's last
// message was noted: the append expects that one, so that it is refused
// as Behind should any come meanwhile.
func (f *Followed) next(pace *wslink.Bucket) (*proto.Append, time.Duration) {
	f.mu.Lock()
	busy := f.awaiting != "" || f.last < f.waitSeq
	last, streamLen, wait := f.last, f.streamLen, time.Until(f.retryAt)
	f.mu.Unlock()
	switch {
	case busy:
		return nil, 0
	case wait > 0:
		return nil, wait
	}
	e, ok := f.pending(streamLen)
	if !ok {
		return nil, 0
	}
	if !pace.Take() {
		return nil, time.Second / appendsPerSec
	}
	data := f.keys.seal.seal(e.Encode())
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:16]) // the same entry, the same id: a retry is taken once
	a := &proto.Append{Room: f.access.Room, ID: id, Expect: last, Data: proto.Keys.EncodeToString(data)}
	f.mu.Lock()
	f.awaiting, f.sent = id, a
	f.stats.Sent++
	f.mu.Unlock()
	return a, 0
}

// pending is the next entry the room lacks: the log's beyond what the
// room gave (the header the host made), then the outbox.
func (f *Followed) pending(streamLen int) (online.Entry, bool) {
	if held, _ := f.table.Head(); held > streamLen {
		return f.table.Since(streamLen)[0], true
	}
	out := f.table.Outbox()
	if len(out) == 0 {
		return online.Entry{}, false
	}
	return out[0], true
}

// appended takes the relay's answer to the append on its way. A fresh
// append's answer comes in place of its message, which this app holds:
// taken now, as the message after the last. Otherwise the next append
// waits until its message came.
func (f *Followed) appended(m *proto.Appended) error {
	f.mu.Lock()
	if m.ID != f.awaiting {
		f.mu.Unlock()
		return nil
	}
	a := f.sent
	f.awaiting, f.waitSeq, f.sent = "", m.Seq, nil
	own := !m.Dup && m.Seq > f.last && a.Expect == f.last
	f.mu.Unlock()
	f.poke()
	if !own {
		return nil
	}
	return f.take(&proto.Sealed{Room: m.Room, Seq: m.Seq, Prev: a.Expect, Data: a.Data})
}

// retryAfter is how long to wait before appending again when the relay
// asks to.
const retryAfter = time.Second

// refused takes a refusal: of the append on its way (another message
// came first: it is made again once that came; the relay is busy: later),
// or of the open, which ends the connection.
func (f *Followed) refused(m *proto.Refused) error {
	f.mu.Lock()
	defer f.poke()
	defer f.mu.Unlock()
	if m.ID == "" {
		switch m.Why {
		case proto.Full, proto.Failed, proto.TooMany:
			return fmt.Errorf("the relay cannot open the game now: %s", m.Why)
		}
		return errLasting{fmt.Errorf("the relay refused to open the game: %s", m.Why)}
	}
	if m.ID != f.awaiting {
		return nil
	}
	f.awaiting, f.sent = "", nil
	switch m.Why {
	case proto.Behind:
		f.stats.Crossed++
		f.waitSeq = m.Last
		return nil
	case proto.TooMany, proto.Failed:
		f.retryAt = time.Now().Add(retryAfter)
		return nil
	case proto.NotOpen, proto.NoRoom:
		return errLasting{fmt.Errorf("the relay refused this app's entry: %s", m.Why)}
	}
	f.stats.Refused++
	f.problems = append(f.problems, fmt.Errorf("the relay refused this app's entry: %s %s", m.Why, m.Detail))
	f.retryAt = time.Now().Add(max(retryAfter, f.opts.MaxBackoff))
	return nil
}
