package search

import "testing"

// A position repeats only since the last move past which none can come
// back, and taking moves back undoes that barrier too.
func TestKeyLineRepetitions(t *testing.T) {
	history := []uint64{1, 2, 3} // oldest first; 0 stands before an irreversible move
	at := len(history) - 1
	l := NewKeyLine(func() uint64 { return history[at] }, func() bool {
		if at == 0 {
			return false
		}
		at--
		return true
	})
	if l.Key() != 3 || l.Repeated(1) {
		t.Fatalf("from the history: key %d, repeated %v", l.Key(), l.Repeated(1))
	}
	l.Push(1, false) // back to the history's first position
	if !l.Repeated(1) || !l.Repeated(2) {
		t.Error("position 1 stood three moves before")
	}
	l.Pop()
	l.Push(9, true) // an irreversible move
	l.Push(2, false)
	if l.Repeated(1) {
		t.Error("position 2 came before an irreversible move and cannot count")
	}
	l.Pop()
	l.Pop()
	l.Push(2, false)
	if !l.Repeated(1) || l.Repeated(3) {
		t.Errorf("with the irreversible move taken back, 2 stood two moves before: Repeated(1) %v, Repeated(3) %v", l.Repeated(1), l.Repeated(3))
	}
}
