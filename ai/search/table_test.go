package search

import (
	"context"
	"errors"
	"runtime"
	"testing"
)

// A table given back and taken again by the next search holds nothing of
// the last: the search plays as with a fresh table.
func TestReusedTableStartsEmpty(t *testing.T) {
	const bits, key = 10, 0x9e3779b97f4a7c15
	first, err := TakeTable(context.Background(), bits)
	if err != nil {
		t.Fatal(err)
	}
	first.store(key, 7, 120, 5, exact)
	if e, ok := first.probe(key); !ok || e.move != 7 || e.score != 120 || e.depth != 5 {
		t.Fatalf("stored move 7, score 120, depth 5; found %+v, %v", e, ok)
	}
	first.GiveBack()
	again, err := TakeTable(context.Background(), bits)
	if err != nil {
		t.Fatal(err)
	}
	defer again.GiveBack()
	if again != first {
		t.Fatal("the spare table was not reused")
	}
	if e, ok := again.probe(key); ok {
		t.Errorf("the next search found %+v from the last", e)
	}
	// A deeper entry of the same key from an earlier search must not
	// keep out a new one either.
	again.store(key, 9, -40, 1, lower)
	if e, ok := again.probe(key); !ok || e.move != 9 {
		t.Errorf("stored move 9; found %+v, %v", e, ok)
	}
}

// A search cancelled while its table is being made returns at once, and
// the table, once made, is kept for the next search.
func TestCancelledWhileTheTableIsMade(t *testing.T) {
	const bits = 11 // a size no other test uses
	release, making := make(chan struct{}), makeTable
	defer func() { makeTable = making }()
	makeTable = func(bits int) *table {
		<-release
		return making(bits)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if tbl, err := TakeTable(ctx, bits); !errors.Is(err, context.Canceled) || tbl != nil {
		t.Fatalf("got %v, %v; want context.Canceled", tbl, err)
	}
	close(release)
	for spareTable(bits) == nil {
		// The table is given back by another goroutine: wait for it,
		// yielding (the test's time limit ends a wait that never ends).
		runtime.Gosched()
	}
}
