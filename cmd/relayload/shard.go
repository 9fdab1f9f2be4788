package main

import (
	"context"
	"net"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// shard plays its part of the games: one process, so that the
// connections are spread over processes each under the open-file limit.
type shard struct {
	cfg      config
	url      string
	clients  []*http.Client // one per source address, taken in turn
	turn     atomic.Uint64
	from, to time.Time // the measured window
	stopping atomic.Bool

	mu    sync.Mutex
	res   result
	games []*game
}

// result is what a shard measured, sent to the coordinator as JSON.
type result struct {
	Games      int       `json:"games"`     // games whose two participants opened the room
	Failed     int       `json:"failed"`    // games that did not start
	Held       int       `json:"held"`      // connections open at the window's end
	Appends    uint64    `json:"appends"`   // appends taken in the window
	Delivered  uint64    `json:"delivered"` // moves that reached the other participant in the window
	Latency    histogram `json:"latency"`   // of the appends sent in the window
	Behind     uint64    `json:"behind"`    // appends refused as behind
	TooMany    uint64    `json:"tooMany"`   // appends refused as too many
	Refused    uint64    `json:"refused"`   // appends refused for another reason
	Lost       uint64    `json:"lost"`      // connections ended during the run
	Errors     uint64    `json:"errors"`    // writes that failed
	Stalled    int       `json:"stalled"`   // games whose move had not arrived after stallAfter at the end
	Goroutines int       `json:"goroutines"`
	Ramp       float64   `json:"ramp"`    // seconds the games took to start
	Samples    []string  `json:"samples"` // the first few kinds of error seen
}

// maxSamples is how many kinds of error a result keeps words of.
const maxSamples = 5

// startsAtOnce bounds the games starting at once, should the relay be
// slower than the ramp: then the ramp takes longer, and says so.
const startsAtOnce = 256

func newShard(cfg config, url string) *shard {
	sh := &shard{cfg: cfg, url: url}
	sh.from = cfg.t0.Add(cfg.warmup)
	sh.to = sh.from.Add(cfg.duration)
	sh.clients = []*http.Client{nil} // the default
	if cfg.sources > 1 {
		sh.clients = sh.clients[:0]
		for i := range cfg.sources {
			d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(i+1))}}
			sh.clients = append(sh.clients, &http.Client{Transport: &http.Transport{DialContext: d.DialContext}})
		}
	}
	return sh
}

// client is the HTTP client of the next connection's source address.
func (sh *shard) client() *http.Client {
	return sh.clients[int(sh.turn.Add(1)%uint64(len(sh.clients)))]
}

// run starts this shard's games over the ramp, lets them play through
// the warm-up and the window, and gives what it measured.
func (sh *shard) run() result {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	first, end := sh.cfg.games*sh.cfg.shard/sh.cfg.shards, sh.cfg.games*(sh.cfg.shard+1)/sh.cfg.shards
	n := end - first
	starting := make(chan struct{}, startsAtOnce)
	var wg sync.WaitGroup
	for k := range n {
		time.Sleep(time.Until(sh.cfg.t0.Add(sh.cfg.ramp * time.Duration(k) / time.Duration(n))))
		if time.Now().After(sh.to) {
			break
		}
		starting <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-starting }()
			sh.start(ctx, newGame(sh))
		}()
	}
	wg.Wait()
	sh.res.Ramp = time.Since(sh.cfg.t0).Seconds()
	time.Sleep(time.Until(sh.to))
	sh.stopping.Store(true)
	sh.end()
	cancel()
	for _, g := range sh.games {
		for _, s := range g.seats {
			s.c.CloseNow()
		}
	}
	sh.mu.Lock()
	defer sh.mu.Unlock()
	return sh.res
}

func (sh *shard) start(ctx context.Context, g *game) {
	if err := g.start(ctx); err != nil {
		sh.mu.Lock()
		sh.res.Failed++
		sh.sample(err.Error())
		sh.mu.Unlock()
		return
	}
	sh.mu.Lock()
	sh.res.Games++
	sh.games = append(sh.games, g)
	sh.mu.Unlock()
}

// stallAfter is how long a move may be on its way before its game counts
// as stalled.
func (sh *shard) stallAfter() time.Duration { return max(10*time.Second, 2*sh.cfg.every) }

// end counts, at the window's end, the connections held and the games
// stalled. (A game's lock comes before the shard's, as in sealed.)
func (sh *shard) end() {
	now := time.Now()
	sh.mu.Lock()
	games := sh.games
	sh.mu.Unlock()
	held, stalled := 0, 0
	for _, g := range games {
		g.mu.Lock()
		for _, s := range g.seats {
			if s.open {
				held++
			}
		}
		if g.pending != "" && now.Sub(g.sentAt) > sh.stallAfter() {
			stalled++
		}
		g.mu.Unlock()
	}
	sh.mu.Lock()
	sh.res.Held, sh.res.Stalled = held, stalled
	sh.res.Goroutines = runtime.NumGoroutine()
	sh.mu.Unlock()
}

func (sh *shard) inWindow(t time.Time) bool { return !t.Before(sh.from) && t.Before(sh.to) }

// delivered records a move that reached the other participant.
func (sh *shard) delivered(sentAt, now time.Time) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.inWindow(sentAt) {
		sh.res.Latency.record(now.Sub(sentAt))
	}
	if sh.inWindow(now) {
		sh.res.Delivered++
	}
}

func (sh *shard) appended(now time.Time) {
	if sh.inWindow(now) {
		sh.mu.Lock()
		sh.res.Appends++
		sh.mu.Unlock()
	}
}

// count adds one to a counter of the result, keeping words of what
// happened when there are any.
func (sh *shard) count(counter *uint64, words string) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	*counter++
	if words != "" {
		sh.sample(words)
	}
}

func (sh *shard) sample(words string) {
	if len(sh.res.Samples) < maxSamples && !slices.Contains(sh.res.Samples, words) {
		sh.res.Samples = append(sh.res.Samples, words)
	}
}
