package main

import (
	"testing"
	"time"
)

// The percentiles a report prints are within 1/64 above the true ones,
// never below, also after the shards' histograms are added up.
func TestHistogramQuantiles(t *testing.T) {
	var a, b histogram
	for i := 1; i <= 10000; i++ { // 0.1 ms to 1 s, evenly
		h := &a
		if i%3 == 0 {
			h = &b
		}
		h.record(time.Duration(i) * 100 * time.Microsecond)
	}
	a.add(b)
	if a.N != 10000 || a.Max != 1000000 {
		t.Fatalf("%d values, max %d µs; want 10000, 1000000", a.N, a.Max)
	}
	for _, c := range []struct {
		q    float64
		want time.Duration
	}{{0.5, 500 * time.Millisecond}, {0.9, 900 * time.Millisecond}, {0.99, 990 * time.Millisecond}, {1, time.Second}, {0.0001, 100 * time.Microsecond}} {
		got := a.quantile(c.q)
		if got < c.want || got > c.want+c.want/64 {
			t.Errorf("quantile %v = %v, want %v to 1/64 above", c.q, got, c.want)
		}
	}
}

// Every value lands in a bucket that holds it, buckets in the order of
// their values.
func TestHistogramBuckets(t *testing.T) {
	last := -1
	for _, v := range []uint64{0, 1, 63, 64, 127, 128, 129, 255, 256, 1000, 1 << 20, maxMicros} {
		i := bucket(v)
		if i < last || highest(i) < v || (i > 0 && highest(i-1) >= v) {
			t.Errorf("%d µs in bucket %d, which holds up to %d (the one before, %d)", v, i, highest(i), highest(i-1))
		}
		last = i
	}
}

func TestRelayURL(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:8080":              "ws://127.0.0.1:8080/boardshelf/relay/v1",
		"ws://localhost:1":            "ws://localhost:1/boardshelf/relay/v1",
		"wss://relay.example.org/x/y": "wss://relay.example.org/x/y",
	} {
		if got := relayURL(addr); got != want {
			t.Errorf("relayURL(%q) = %q, want %q", addr, got, want)
		}
	}
}
