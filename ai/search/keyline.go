package search

// KeyLine is the keys of the positions from the root of a game's history
// to the position a search stands in, for finding repetitions: the keys
// since the last move after which no earlier position can come back (a
// capture, a placement), and those the search has played since.
type KeyLine struct {
	keys  []uint64
	fresh []int // indexes into keys of the positions after such moves; the first is 0
}

// maxKeysBack is the most positions of the history a KeyLine looks back
// on.
const maxKeysBack = 200

// NewKeyLine reads the keys back through the history: key is the key of
// the position reached, back undoes one move of the history, and reports
// false (undoing nothing) at the start or after a move past which no
// position can come back.
func NewKeyLine(key func() uint64, back func() bool) KeyLine {
	keys := []uint64{key()}
	for len(keys) < maxKeysBack && back() {
		keys = append(keys, key())
	}
	for i, j := 0, len(keys)-1; i < j; i, j = i+1, j-1 {
		keys[i], keys[j] = keys[j], keys[i]
	}
	return KeyLine{keys: keys, fresh: []int{0}}
}

// Key is the key of the position the line ends in.
func (l *KeyLine) Key() uint64 { return l.keys[len(l.keys)-1] }

// Push adds the key of the position a move reached; after a move past
// which no earlier position can come back, final is true.
func (l *KeyLine) Push(key uint64, final bool) {
	l.keys = append(l.keys, key)
	if final {
		l.fresh = append(l.fresh, len(l.keys)-1)
	}
}

// Pop takes back the last Push.
func (l *KeyLine) Pop() {
	last := len(l.keys) - 1
	if f := len(l.fresh) - 1; f > 0 && l.fresh[f] == last {
		l.fresh = l.fresh[:f]
	}
	l.keys = l.keys[:last]
}

// Repeated reports whether the position the line ends in stood earlier
// since the last move past which none can come back, at least gap
// positions back (1: any earlier position; 2: not the one just before,
// which in a two-player game the other player left).
func (l *KeyLine) Repeated(gap int) bool {
	last := len(l.keys) - 1
	for i := last - gap; i >= l.fresh[len(l.fresh)-1]; i-- {
		if l.keys[i] == l.keys[last] {
			return true
		}
	}
	return false
}
