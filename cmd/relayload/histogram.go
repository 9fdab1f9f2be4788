package main

import (
	"math/bits"
	"time"
)

// subBuckets is the buckets per power of two of a histogram: a bucket is
// at most 1/64 of its values wide, so a quantile read from it is within
// 1.6% of the true one (as HDR histograms do, with fewer digits).
const subBuckets = 64

// maxMicros caps what a histogram records: about 12 days.
const maxMicros = 1<<40 - 1

// histogram counts latencies in microseconds, log-linearly. Shards send
// theirs to the coordinator as JSON, which adds them up.
type histogram struct {
	Counts []uint64 `json:"counts"` // by bucket; grows as needed
	Max    uint64   `json:"max"`    // the largest value, exactly
	N      uint64   `json:"n"`
}

// bucket is the bucket of v: the values below 2*subBuckets each their
// own, then subBuckets per power of two.
func bucket(v uint64) int {
	e := max(bits.Len64(v)-bits.Len64(2*subBuckets-1), 0)
	return subBuckets*e + int(v>>e)
}

// highest is the largest value bucket i holds.
func highest(i int) uint64 {
	e := max(i/subBuckets-1, 0)
	m := uint64(i - subBuckets*e)
	return (m+1)<<e - 1
}

func (h *histogram) record(d time.Duration) {
	v := uint64(min(max(d.Microseconds(), 0), maxMicros))
	i := bucket(v)
	if i >= len(h.Counts) {
		h.Counts = append(h.Counts, make([]uint64, i+1-len(h.Counts))...)
	}
	h.Counts[i]++
	h.N++
	h.Max = max(h.Max, v)
}

func (h *histogram) add(o histogram) {
	if len(o.Counts) > len(h.Counts) {
		h.Counts = append(h.Counts, make([]uint64, len(o.Counts)-len(h.Counts))...)
	}
	for i, c := range o.Counts {
		h.Counts[i] += c
	}
	h.N += o.N
	h.Max = max(h.Max, o.Max)
}

// quantile is the value that q of the values are at most (0 < q ≤ 1),
// read as its bucket's highest: never under the true one.
func (h *histogram) quantile(q float64) time.Duration {
	if h.N == 0 {
		return 0
	}
	rank := uint64(q*float64(h.N) + 0.5)
	rank = min(max(rank, 1), h.N)
	var seen uint64
	for i, c := range h.Counts {
		if seen += c; seen >= rank {
			return time.Duration(min(highest(i), h.Max)) * time.Microsecond
		}
	}
	return time.Duration(h.Max) * time.Microsecond
}
