package search

import (
	"context"
	"errors"
	mathbits "math/bits"
	"sync"
	"sync/atomic"
)

// bound says what a stored score is: the exact value, or a bound on it.
type bound uint8

const (
	exact bound = iota
	lower       // the true score is at least this (a cut-off)
	upper       // the true score is at most this (no move reached alpha)
)

// tableEntry is what the search learnt about one position: its best move
// (packed, see position.pack; 0 for none) and a score with its depth.
type tableEntry struct {
	move  uint32
	score int32
	depth int8
	bound bound
}

// The fields of an entry packed into one word: 24 bits of move, 24 of
// score (offset to be positive), 8 of depth and 2 of bound.
const (
	moveBits   = 24
	scoreBits  = 24
	scoreShift = moveBits
	depthShift = moveBits + scoreBits
	boundShift = depthShift + 8
	scoreBias  = 1 << (scoreBits - 1)
)

func (e tableEntry) word() uint64 {
	return uint64(e.move)&(1<<moveBits-1) |
		uint64(int64(e.score)+scoreBias)<<scoreShift |
		uint64(uint8(e.depth))<<depthShift |
		uint64(e.bound)<<boundShift
}

func entryOf(w uint64) tableEntry {
	return tableEntry{
		move:  uint32(w & (1<<moveBits - 1)),
		score: int32(int64(w>>scoreShift&(1<<scoreBits-1)) - scoreBias),
		depth: int8(uint8(w >> depthShift)),
		bound: bound(w >> boundShift & 3),
	}
}

// slot holds one entry as two words: the data, and the key mixed with
// the data and the table's salt. The threads of a search share the table
// without locks: a slot torn by two threads writing at once no longer
// matches its key, and reads as empty.
type slot struct {
	check atomic.Uint64 // key ^ data ^ salt
	data  atomic.Uint64
}

// table is a transposition table: what the search learnt about a position,
// found again when another move order (or another thread) leads to it.
//
// Tables are reused from search to search rather than made afresh: Hard's
// is 16 MB and Expert's 64 MB, and making one cost 10-40 ms of a move's
// time on an idle 2-core machine (the runtime zeroing it), up to 700 ms
// on a busy one. A reused table gets a new salt instead of being cleared:
// what an earlier search stored no longer matches any key, so a search
// finds exactly what it would in a fresh table and plays the same moves.
type table struct {
	slots []slot
	mask  uint64
	salt  uint64
}

// spareTables holds the tables no search is using, by size, and counts
// the reuses: each gets that count, mixed, as its salt, so no two salts
// are alike.
var spareTables = struct {
	sync.Mutex
	free  map[int][]*table
	salts uint64
}{free: map[int][]*table{}}

// TakeTable is a table of 1<<bits entries, as good as empty, for one
// search; giveBack returns it when the search is done. A new table is
// made on another goroutine, so that a cancellation meanwhile returns at
// once (a deadline does not: the search still needs its table).
func TakeTable(ctx context.Context, bits int) (*table, error) {
	if t := spareTable(bits); t != nil {
		return t, nil
	}
	made := make(chan *table, 1)
	go func() { made <- makeTable(bits) }()
	select {
	case t := <-made:
		return t, nil
	case <-ctx.Done():
		if errors.Is(ctx.Err(), context.Canceled) {
			go func() { (<-made).GiveBack() }()
			return nil, ctx.Err()
		}
		return <-made, nil
	}
}

// makeTable makes a table; the tests replace it.
var makeTable = func(bits int) *table {
	return &table{slots: make([]slot, 1<<bits), mask: 1<<bits - 1}
}

// spareTable is a spare table of 1<<bits entries with a new salt, or nil
// when there is none.
func spareTable(bits int) *table {
	spare := &spareTables
	spare.Lock()
	defer spare.Unlock()
	free := spare.free[bits]
	if len(free) == 0 {
		return nil
	}
	t := free[len(free)-1]
	spare.free[bits] = free[:len(free)-1]
	spare.salts++
	t.salt = Mix(spare.salts)
	return t
}

// sparesKept is how many tables of a size are kept for later searches:
// as many as ever search at once (a move and a hint in the app, or a few
// games of a match).
const sparesKept = 4

// GiveBack makes t available to a later search.
func (t *table) GiveBack() {
	spare := &spareTables
	spare.Lock()
	defer spare.Unlock()
	bits := mathbits.TrailingZeros(uint(len(t.slots)))
	if len(spare.free[bits]) < sparesKept {
		spare.free[bits] = append(spare.free[bits], t)
	}
}

func (t *table) probe(key uint64) (tableEntry, bool) {
	s := &t.slots[key&t.mask]
	data := s.data.Load()
	if s.check.Load()^data^t.salt != key || data == 0 {
		return tableEntry{}, false
	}
	e := entryOf(data)
	return e, e.move != 0
}

// store keeps the newer entry unless a deeper one of the same position
// is already there.
func (t *table) store(key uint64, move uint32, score, depth int, b bound) {
	s := &t.slots[key&t.mask]
	if old := s.data.Load(); s.check.Load()^old^t.salt == key && int(entryOf(old).depth) > depth {
		return
	}
	data := tableEntry{move: move, score: int32(score), depth: int8(depth), bound: b}.word()
	s.data.Store(data)
	s.check.Store(key ^ data ^ t.salt)
}
