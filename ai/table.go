package ai

import "sync/atomic"

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
// the data. The threads of a search share the table without locks: a slot
// torn by two threads writing at once no longer matches its key, and
// reads as empty.
type slot struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// table is a transposition table: what the search learnt about a position,
// found again when another move order (or another thread) leads to it.
type table struct {
	slots []slot
	mask  uint64
}

func newTable(bits int) *table {
	return &table{slots: make([]slot, 1<<bits), mask: 1<<bits - 1}
}

func (t *table) probe(key uint64) (tableEntry, bool) {
	s := &t.slots[key&t.mask]
	data := s.data.Load()
	if s.check.Load()^data != key || data == 0 {
		return tableEntry{}, false
	}
	e := entryOf(data)
	return e, e.move != 0
}

// store keeps the newer entry unless a deeper one of the same position
// is already there.
func (t *table) store(key uint64, move uint32, score, depth int, b bound) {
	s := &t.slots[key&t.mask]
	if old := s.data.Load(); s.check.Load()^old == key && int(entryOf(old).depth) > depth {
		return
	}
	data := tableEntry{move: move, score: int32(score), depth: int8(depth), bound: b}.word()
	s.data.Store(data)
	s.check.Store(key ^ data)
}
