package wslink

import (
	"testing"
	"time"
)

func TestTheBackoffDoublesToItsMaxJitteredAndStartsAgain(t *testing.T) {
	b := NewBackoff(0, 0)
	want := []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 4 * time.Second, 5 * time.Second, 5 * time.Second}
	for i, w := range want {
		if got := b.Next(); got < w/2 || got > w {
			t.Fatalf("wait %d: %v, want between %v and %v", i, got, w/2, w)
		}
	}
	b.Reset()
	if got := b.Next(); got > 500*time.Millisecond {
		t.Fatalf("after a reset: %v", got)
	}
	if b := NewBackoff(time.Second, 0); b.Max != 5*time.Second {
		t.Fatalf("a max below the min became %v", b.Max)
	}
}

func TestTheBucketTakesItsRateAtOnceThenNoMore(t *testing.T) {
	b := NewBucket(3)
	for i := range 3 {
		if !b.Take() {
			t.Fatalf("event %d of 3 refused", i)
		}
	}
	if b.Take() {
		t.Fatal("a fourth event at once taken")
	}
}
