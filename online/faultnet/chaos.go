package faultnet

import (
	"math/rand/v2"
	"sync"
	"time"
)

// FaultKind is a kind of fault Chaos applies.
type FaultKind int

const (
	LatencyFault   FaultKind = iota // a new latency, maybe none
	CutFault                        // every connection cut
	ResetFault                      // every connection reset
	BlackholeFault                  // a blackhole, lifted after a while
)

func (k FaultKind) String() string {
	switch k {
	case LatencyFault:
		return "latency"
	case CutFault:
		return "cut"
	case ResetFault:
		return "reset"
	case BlackholeFault:
		return "blackhole"
	}
	return "fault?"
}

// Fault is a fault Chaos applied: when (since it started), which, and
// the latency set or the length of the blackhole.
type Fault struct {
	At   time.Duration
	Kind FaultKind
	D    time.Duration
}

// ChaosOptions shape the faults of Chaos; a zero field takes its default.
type ChaosOptions struct {
	Every        time.Duration // the mean time between faults: 2 s
	MaxLatency   time.Duration // latencies from 0 to this: 300 ms
	MinBlackhole time.Duration // blackholes from 0.5 s
	MaxBlackhole time.Duration // to 5 s
}

func (o ChaosOptions) withDefaults() ChaosOptions {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.Every, 2*time.Second)
	def(&o.MaxLatency, 300*time.Millisecond)
	def(&o.MinBlackhole, 500*time.Millisecond)
	def(&o.MaxBlackhole, 5*time.Second)
	o.MaxBlackhole = max(o.MaxBlackhole, o.MinBlackhole)
	return o
}

// Chaos applies random faults to a proxy on a schedule, for soak runs,
// until stopped: a latency of 0 to 300 ms, cuts, resets, and blackholes
// of 0.5 to 5 s, a fault every 2 s on average (ChaosOptions change these).
// The same seed gives the same faults in the same order.
type Chaos struct {
	p      *Proxy
	opts   ChaosOptions
	rng    *rand.Rand
	stop   chan struct{}
	done   chan struct{}
	start  time.Time
	mu     sync.Mutex
	faults []Fault
	once   sync.Once
}

// Chaos starts applying random faults to p, drawn from seed.
func (p *Proxy) Chaos(seed int64, opts ChaosOptions) *Chaos {
	c := &Chaos{p: p, opts: opts.withDefaults(), rng: rand.New(rand.NewPCG(uint64(seed), 0x6661756c746e6574)),
		stop: make(chan struct{}), done: make(chan struct{}), start: time.Now()}
	go c.run()
	return c
}

// Stop stops the faults and lifts those that last (the latency, a
// blackhole), and gives the faults applied.
func (c *Chaos) Stop() []Fault {
	c.once.Do(func() { close(c.stop) })
	<-c.done
	c.p.Blackhole(false)
	c.p.SetLatency(0)
	return c.Faults()
}

// Faults are the faults applied so far.
func (c *Chaos) Faults() []Fault {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Fault(nil), c.faults...)
}

// run applies a fault after each random pause until stopped.
func (c *Chaos) run() {
	defer close(c.done)
	for {
		// Pauses from half the mean to one and a half times it.
		if !c.wait(c.opts.Every/2 + time.Duration(c.rng.Int64N(int64(c.opts.Every)+1))) {
			return
		}
		if !c.apply() {
			return
		}
	}
}

// apply applies one fault; it reports false if stopped during it.
func (c *Chaos) apply() bool {
	f := Fault{At: time.Since(c.start), Kind: FaultKind(c.rng.IntN(4))}
	switch f.Kind {
	case LatencyFault:
		f.D = time.Duration(c.rng.Int64N(int64(c.opts.MaxLatency) + 1))
		c.p.SetLatency(f.D)
	case CutFault:
		c.p.Cut()
	case ResetFault:
		c.p.Reset()
	case BlackholeFault:
		f.D = c.opts.MinBlackhole + time.Duration(c.rng.Int64N(int64(c.opts.MaxBlackhole-c.opts.MinBlackhole)+1))
	}
	c.mu.Lock()
	c.faults = append(c.faults, f)
	c.mu.Unlock()
	if f.Kind != BlackholeFault {
		return true
	}
	c.p.Blackhole(true)
	defer c.p.Blackhole(false)
	return c.wait(f.D)
}

// wait waits d, and reports false if stopped meanwhile.
func (c *Chaos) wait(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-c.stop:
		return false
	}
}
