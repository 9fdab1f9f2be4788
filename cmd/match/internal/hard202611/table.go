package hard202611

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
	key   uint64
	move  uint32
	score int32
	depth int8
	bound bound
}

// table is a transposition table: what the search learnt about a position,
// found again when another move order leads to it.
type table struct {
	entries []tableEntry
	mask    uint64
}

func newTable(bits int) *table {
	return &table{entries: make([]tableEntry, 1<<bits), mask: 1<<bits - 1}
}

func (t *table) probe(key uint64) (tableEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.move != 0
}

// store keeps the newer entry unless a deeper one of the same position
// is already there.
func (t *table) store(key uint64, move uint32, score, depth int, b bound) {
	e := &t.entries[key&t.mask]
	if e.key == key && int(e.depth) > depth {
		return
	}
	*e = tableEntry{key: key, move: move, score: int32(score), depth: int8(depth), bound: b}
}
