package relay

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"

	"boardshelf/relay/proto"
)

// Bounds of the fan-out.
const (
	maxPending   = 64                     // live messages waiting for one connection; beyond, it reads from the stream
	retryAfter   = 500 * time.Millisecond // before a connection reads again from a store that failed
	storeGiveUp  = 15 * time.Second       // of a store failing a connection's reads, before it is dropped
	recheckEvery = 15 * time.Second       // in a cluster, between looks for messages the fan-out lost
	unknownPrev  = ^uint64(0)
)

// follow is a room opened on a connection. The writer alone sends its
// messages, in the room's order from sent: first the catch-up from the
// stream, then Caught, then the live messages the fan-out offers, reading
// from the stream again whenever one does not follow the last sent.
type follow struct {
	c    *conn
	room string
	role proto.Role
	tag  string

	sent   uint64    // the last message sent (the writer's)
	caught bool      // Caught was sent (the writer's)
	failed time.Time // since when the store has failed this follow's reads, without a read since (the writer's)

	mu       sync.Mutex
	pending  []stored  // live messages not sent yet
	inFlight *inFlight // this connection's append on its way to the store
	reread   bool      // the stream holds messages the live ones may have missed
	presence bool      // who follows the room changed
	closed   bool
}

// inFlight is an append of this connection's on its way to the store.
// The app holds its data: when its message comes, the app is sent an
// Appended in its place, which spares the connection the larger half of
// its writes (docs/relay.md).
type inFlight struct {
	id     string
	expect uint64
	data   []byte
}

// appending notes the connection's append on its way. A connection
// appends one message at a time: its reader waits for the store.
func (f *follow) appending(a *inFlight) {
	f.mu.Lock()
	f.inFlight = a
	f.mu.Unlock()
}

// notAppended forgets an append the store did not take as a new message.
func (f *follow) notAppended(a *inFlight) {
	f.mu.Lock()
	if f.inFlight == a {
		f.inFlight = nil
	}
	f.mu.Unlock()
}

// own reports the connection's append on its way if m is its message,
// and forgets it.
func (f *follow) own(m stored) (*inFlight, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a := f.inFlight
	if a == nil || a.expect != m.prev || !bytes.Equal(a.data, m.data) {
		return nil, false
	}
	f.inFlight = nil
	return a, true
}

// offer gives the follow a live message, never waiting.
func (f *follow) offer(m stored) {
	f.mu.Lock()
	if len(f.pending) >= maxPending {
		f.pending, f.reread = nil, true
	} else {
		f.pending = append(f.pending, m)
	}
	f.mu.Unlock()
	f.c.nudge()
}

// follow counts a follow among the room's here, for the fan-out.
func (r *Relay) follow(f *follow) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.followers[f.room] == nil {
		r.followers[f.room] = map[*follow]bool{}
	}
	r.followers[f.room][f] = true
	r.arrivedLocked(f)
}

func (r *Relay) unfollow(f *follow) {
	f.mu.Lock()
	f.closed = true
	f.mu.Unlock()
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.followers[f.room][f] {
		return
	}
	delete(r.followers[f.room], f)
	if len(r.followers[f.room]) == 0 {
		delete(r.followers, f.room)
	}
	r.leftLocked(f)
}

// fanOut hands a message the stream republished to each connection here
// that follows its room.
func (r *Relay) fanOut(msg *nats.Msg) {
	room := msg.Subject[len(outPrefix):]
	seq, err := strconv.ParseUint(msg.Header.Get(nats.JSSequence), 10, 64)
	if err != nil {
		return
	}
	prev, _ := strconv.ParseUint(msg.Header.Get(prevHeader), 10, 64)
	m := stored{seq: seq, prev: prev, data: msg.Data}
	r.mu.Lock()
	defer r.mu.Unlock()
	for f := range r.followers[room] {
		f.offer(m)
	}
}

// recheckRooms looks for each room followed here whether its stream
// holds a message the fan-out did not bring: the stream's republish is
// at most once, and a message taken just as its leader died, or lost on
// a route, would otherwise wait for the room's next one.
func (r *Relay) recheckRooms(ctx context.Context) {
	r.mu.Lock()
	rooms := make([]string, 0, len(r.followers))
	for room := range r.followers {
		rooms = append(rooms, room)
	}
	r.mu.Unlock()
	for _, room := range rooms {
		tctx, cancel := context.WithTimeout(ctx, storeTimeout)
		last, err := r.store.last(tctx, room)
		cancel()
		if ctx.Err() != nil {
			return
		}
		// A message whose previous is unknown makes every follow behind
		// it read from the stream; those up to date pass it over.
		m := stored{seq: last, prev: unknownPrev}
		r.mu.Lock()
		for f := range r.followers[room] {
			if err != nil {
				f.mu.Lock()
				f.reread = true
				f.mu.Unlock()
				f.c.nudge()
			} else if last > 0 {
				f.offer(m)
			}
		}
		r.mu.Unlock()
	}
}

// watchTails rechecks the rooms followed here when a stream elects a
// leader, and every recheckEvery.
func (r *Relay) watchTails() {
	defer r.wg.Done()
	elected := make(chan struct{}, 1)
	sub, err := r.store.nc.Subscribe("$JS.EVENT.ADVISORY.STREAM.LEADER_ELECTED.>", func(*nats.Msg) {
		select {
		case elected <- struct{}{}:
		default:
		}
	})
	if err == nil {
		defer sub.Unsubscribe()
	}
	t := time.NewTicker(recheckEvery)
	defer t.Stop()
	for {
		select {
		case <-r.ctx.Done():
			return
		case <-elected:
		case <-t.C:
		}
		r.recheckRooms(r.ctx)
	}
}

// recheckAll makes every follow here read from the stream what it may
// have missed.
func (r *Relay) recheckAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, follows := range r.followers {
		for f := range follows {
			f.mu.Lock()
			f.reread = true
			f.mu.Unlock()
			f.c.nudge()
		}
	}
}

// deliverAll sends what each followed room has for the app.
func (c *conn) deliverAll() error {
	c.mu.Lock()
	follows := make([]*follow, 0, len(c.follows))
	for _, f := range c.follows {
		follows = append(follows, f)
	}
	c.mu.Unlock()
	for _, f := range follows {
		if err := c.deliver(f); err != nil {
			return err
		}
	}
	return nil
}

// deliver sends a room's messages the app has not had, in order, without
// a gap or a repeat. An error is the connection's; the store's own
// trouble is tried again later.
func (c *conn) deliver(f *follow) error {
	f.mu.Lock()
	pending, reread, presence, closed := f.pending, f.reread, f.presence, f.closed
	f.pending, f.reread, f.presence = nil, false, false
	f.mu.Unlock()
	if closed {
		return nil
	}
	ok, err := c.catchUp(f)
	if !ok || err != nil {
		f.mu.Lock()
		f.presence = f.presence || presence
		f.mu.Unlock()
		return err
	}
	if presence {
		if err := c.write(&proto.Presence{Room: f.room, People: c.r.people(f.room)}); err != nil {
			return err
		}
	}
	slices.SortFunc(pending, func(a, b stored) int { return cmp.Compare(a.seq, b.seq) })
	for _, m := range pending {
		switch {
		case m.seq <= f.sent: // sent already
		case m.prev == f.sent:
			if err := c.sendSealed(f, m); err != nil {
				return err
			}
		default: // a gap: the stream fills it
			reread = true
		}
	}
	if !reread {
		return nil
	}
	c.r.count(func(s *Stats) { s.Rereads++ })
	ctx, cancel := context.WithTimeout(c.ctx, storeTimeout)
	defer cancel()
	last, err := c.r.store.last(ctx, f.room)
	if err != nil {
		return c.retryOnStoreError(f, fmt.Errorf("%w: %w", errStore, err))
	}
	return c.retryOnStoreError(f, c.readUpTo(ctx, f, last))
}

// retryOnStoreError reads the room again later if the store failed, once
// it may be back; other errors are the connection's.
//
// An app is not kept waiting in silence: after storeGiveUp of failures
// the connection ends, and the app dials again (to another relay of a
// cluster, behind a name or a balancer), as it does after any drop.
func (c *conn) retryOnStoreError(f *follow, err error) error {
	if !errors.Is(err, errStore) {
		f.failed = time.Time{}
		return err
	}
	if f.failed.IsZero() {
		f.failed = time.Now()
	} else if time.Since(f.failed) > storeGiveUp {
		return fmt.Errorf("the store failed reads of room %s for %s: %w", f.room, storeGiveUp, err)
	}
	f.mu.Lock()
	f.reread = true
	f.mu.Unlock()
	time.AfterFunc(retryAfter, c.nudge)
	return nil
}

// catchUp sends, once, every message of the room after the open's After
// up to the room's last, then Caught. It reports whether the follow is
// caught up.
func (c *conn) catchUp(f *follow) (bool, error) {
	if f.caught {
		return true, nil
	}
	ctx, cancel := context.WithTimeout(c.ctx, storeTimeout)
	defer cancel()
	last, err := c.r.store.last(ctx, f.room)
	if err != nil {
		err = fmt.Errorf("%w: %w", errStore, err)
	} else {
		err = c.readUpTo(ctx, f, last)
	}
	if err != nil {
		return false, c.retryOnStoreError(f, err)
	}
	f.caught = true
	return true, c.write(&proto.Caught{Room: f.room, Last: last})
}

// readUpTo sends the room's messages from the stream after the last sent
// up to last. The store's errors are errStore.
func (c *conn) readUpTo(ctx context.Context, f *follow, last uint64) error {
	for f.sent < last {
		m, ok, err := c.r.store.next(ctx, f.room, f.sent+1)
		if err != nil {
			return fmt.Errorf("%w: %w", errStore, err)
		}
		if !ok {
			return nil
		}
		if err := c.sendSealed(f, m); err != nil {
			return err
		}
	}
	return nil
}

// sendSealed sends a room's message, or the Appended that takes its place
// if it is this connection's append.
func (c *conn) sendSealed(f *follow, m stored) error {
	var err error
	if a, ok := f.own(m); ok {
		err = c.write(&proto.Appended{Room: f.room, ID: a.id, Seq: m.seq})
	} else {
		err = c.write(&proto.Sealed{Room: f.room, Seq: m.seq, Prev: m.prev, Data: proto.Keys.EncodeToString(m.data)})
	}
	if err != nil {
		return err
	}
	f.sent = m.seq
	c.r.delivered.Add(1) // not under the relay's lock: the busiest count
	return nil
}
