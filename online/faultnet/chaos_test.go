package faultnet_test

import (
	"slices"
	"testing"
	"time"

	"boardshelf/online/faultnet"
)

// Chaos applies every kind of fault, the same for the same seed, and
// leaves the proxy calm when stopped.
func TestChaosAppliesFaultsAndStops(t *testing.T) {
	opts := faultnet.ChaosOptions{Every: 4 * time.Millisecond, MaxLatency: 20 * time.Millisecond,
		MinBlackhole: time.Millisecond, MaxBlackhole: 5 * time.Millisecond}
	p := proxy(t, echo(t))
	c := dial(t, p)
	roundTrip(t, c, "before")
	chaos := p.Chaos(42, opts)
	eventually(t, "40 faults applied", func() bool { return len(chaos.Faults()) >= 40 })
	faults := chaos.Stop()
	if p.Latency() != 0 {
		t.Errorf("the latency stays at %v after Stop", p.Latency())
	}
	seen := map[faultnet.FaultKind]bool{}
	for _, f := range faults {
		seen[f.Kind] = true
		if f.Kind == faultnet.LatencyFault && f.D > opts.MaxLatency || f.Kind == faultnet.BlackholeFault && (f.D < opts.MinBlackhole || f.D > opts.MaxBlackhole) {
			t.Errorf("a fault out of bounds: %v %v", f.Kind, f.D)
		}
	}
	for _, k := range []faultnet.FaultKind{faultnet.LatencyFault, faultnet.CutFault, faultnet.ResetFault, faultnet.BlackholeFault} {
		if !seen[k] {
			t.Errorf("no %v in %d faults", k, len(faults))
		}
	}
	if len(chaos.Faults()) != len(faults) {
		t.Error("faults applied after Stop")
	}
	roundTrip(t, dial(t, p), "calm again") // no blackhole left, no latency

	// The same seed, the same faults.
	q := proxy(t, echo(t))
	again := q.Chaos(42, opts)
	eventually(t, "40 faults applied again", func() bool { return len(again.Faults()) >= 40 })
	replay := again.Stop()
	kinds := func(fs []faultnet.Fault) []faultnet.FaultKind {
		var out []faultnet.FaultKind
		for _, f := range fs[:40] {
			out = append(out, f.Kind)
		}
		return out
	}
	if !slices.Equal(kinds(faults), kinds(replay)) {
		t.Errorf("the same seed gave other faults:\n%v\n%v", kinds(faults), kinds(replay))
	}
}

// Stopping during a long blackhole lifts it at once.
func TestStoppingChaosLiftsABlackhole(t *testing.T) {
	p := proxy(t, echo(t))
	chaos := p.Chaos(7, faultnet.ChaosOptions{Every: time.Millisecond, MinBlackhole: time.Hour, MaxBlackhole: time.Hour,
		MaxLatency: time.Millisecond})
	eventually(t, "a blackhole", func() bool {
		fs := chaos.Faults()
		return len(fs) > 0 && fs[len(fs)-1].Kind == faultnet.BlackholeFault
	})
	chaos.Stop()
	roundTrip(t, dial(t, p), "through")
}
