package online

import (
	"sync"
	"time"
)

// Table is an online game in play in this app: its Peer, guarded for use
// from several goroutines (the window's, the network's, a computer's),
// kept after every change, and telling those who watch it of each change.
type Table struct {
	mu       sync.Mutex
	peer     *Peer
	keep     func(log, outbox []Entry) error
	watchers map[chan struct{}]bool
	now      func() time.Time
	problems []error // refusals and failures to keep, for the window to tell
}

// NewTable puts a peer's game on the table. keep, if not nil, is given the
// log and the outbox after every change, to write them down before
// anything is sent: an entry is never sent that a restart would forget.
func NewTable(p *Peer, keep func(log, outbox []Entry) error) *Table {
	return &Table{peer: p, keep: keep, watchers: map[chan struct{}]bool{}, now: time.Now}
}

// SetClock gives the table the clock its entries are made by (time.Now
// unless tests move the time by hand).
func (t *Table) SetClock(now func() time.Time) {
	t.mu.Lock()
	t.now = now
	t.mu.Unlock()
}

// Now is the time by the table's clock.
func (t *Table) Now() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.now()
}

// ID is the game's id.
func (t *Table) ID() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.log.ID()
}

// Key is this app's public key.
func (t *Table) Key() string { return t.peer.id.Key() }

// Sequencer reports whether this app orders the game's entries.
func (t *Table) Sequencer() bool { return t.peer.sequencer }

// View is a copy of the game as this app sees it, its own waiting entries
// included.
func (t *Table) View() *State {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.View().clone()
}

// Head is how many entries the log holds and the hash of the last.
func (t *Table) Head() (int, string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.log.Len(), t.peer.log.Head()
}

// Since is a copy of the log's entries from seq on.
func (t *Table) Since(seq int) []Entry {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.log.Since(seq)
}

// HashAt is the hash of the log's entry seq, or "".
func (t *Table) HashAt(seq int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.log.HashAt(seq)
}

// Outbox is a copy of this app's entries waiting to be taken.
func (t *Table) Outbox() []Entry {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.peer.Outbox()
}

// Act makes an entry of this app's (see Peer.Act), kept before it is told.
func (t *Table) Act(kind Kind, seat int, body string, clockLeft int64) (Entry, error) {
	return t.change(func(p *Peer) (Entry, error) { return p.Act(kind, seat, body, clockLeft, t.now()) })
}

// Sit takes a seat for this app.
func (t *Table) Sit(seat int, name, plays string) (Entry, error) {
	return t.change(func(p *Peer) (Entry, error) { return p.Sit(seat, name, plays, t.now()) })
}

// Reveal gives this app's share of the roll under way, unless given.
func (t *Table) Reveal() error {
	_, err := t.change(func(p *Peer) (Entry, error) {
		if p.View().Shared(p.id.Key()) {
			return Entry{}, errShared
		}
		return p.Reveal(t.now())
	})
	if err == errShared {
		return nil
	}
	return err
}

var errShared = &Refusal{Why: NotAllowed}

// Take takes entries from the network (see Peer.Take). A refusal is also
// kept for Problems.
func (t *Table) Take(entries []Entry) (added int, dropped []Entry, err error) {
	t.mu.Lock()
	added, dropped, err = t.peer.Take(entries)
	if err != nil {
		t.problems = append(t.problems, err)
	}
	t.settled(added > 0 || len(dropped) > 0 || err != nil)
	return added, dropped, err
}

// MergeCopy takes a whole copy of the game that came by file (see
// Peer.MergeCopy).
func (t *Table) MergeCopy(entries []Entry) (added int, dropped []Entry, err error) {
	t.mu.Lock()
	added, dropped, err = t.peer.MergeCopy(entries)
	t.settled(added > 0 || len(dropped) > 0)
	return added, dropped, err
}

// Problems are the refusals and failures since the last call, oldest
// first.
func (t *Table) Problems() []error {
	t.mu.Lock()
	defer t.mu.Unlock()
	p := t.problems
	t.problems = nil
	return p
}

// change makes an entry through f, then keeps and tells.
func (t *Table) change(f func(p *Peer) (Entry, error)) (Entry, error) {
	t.mu.Lock()
	e, err := f(t.peer)
	t.settled(err == nil)
	return e, err
}

// settled ends a change made under the lock: keeps the game and tells the
// watchers when something changed.
func (t *Table) settled(changed bool) {
	if changed && t.keep != nil {
		if err := t.keep(t.peer.log.Entries(), t.peer.Outbox()); err != nil {
			t.problems = append(t.problems, err)
		}
	}
	if !changed {
		t.mu.Unlock()
		return
	}
	t.tell()
}

// Watch gives a channel told after each change (at most one telling
// waits: read the table afresh), and the call that stops it.
func (t *Table) Watch() (<-chan struct{}, func()) {
	w := make(chan struct{}, 1)
	t.mu.Lock()
	t.watchers[w] = true
	t.mu.Unlock()
	return w, func() {
		t.mu.Lock()
		delete(t.watchers, w)
		t.mu.Unlock()
	}
}

// Poke tells the watchers without a change in the log (a transport's news:
// someone came or went).
func (t *Table) Poke() {
	t.mu.Lock()
	t.tell()
}

// tell tells every watcher, and unlocks.
func (t *Table) tell() {
	var tell []chan struct{}
	for w := range t.watchers {
		tell = append(tell, w)
	}
	t.mu.Unlock()
	for _, w := range tell {
		select {
		case w <- struct{}{}:
		default:
		}
	}
}
