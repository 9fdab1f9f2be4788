package soak

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"boardshelf/online/bot"
	"boardshelf/online/faultnet"
	"boardshelf/online/lan"
	"boardshelf/setups"
)

// Options shape a soak run; a zero field takes its default.
type Options struct {
	Games    int   // games to play: 10
	Parallel int   // games at once: 2
	Seed     int64 // the run's seed: the same seed, the same setups and faults' schedule
	Faults   bool  // random faults on every proxy, apps restarted, relays killed
	// Relays, 1 or 3, carries the games through boardshelf-relay
	// processes (three clustered) instead of the local network.
	Relays int
	// Long adds, rarely, network outages of up to a minute (with Relays).
	Long bool
	// RelayChaos shapes the relays' kills (with Relays and Faults).
	RelayChaos RelayChaos
	// Choose, if set, gives a seat's chooser from a seed (the engine at a
	// fixed number of steps); random legal moves otherwise.
	Choose   func(seed uint64) bot.Chooser
	MaxMoves int           // the bots agree a draw after so many moves: 150
	Think    time.Duration // the most a bot waits before a move: none, 100 ms through relays
	Timeout  time.Duration // a game's time to end and settle: 3 minutes, 5 through relays
	Chaos    faultnet.ChaosOptions
	Timing   lan.Timing
	Out      io.Writer // a line per game, if set
}

func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.Games, 10)
	def(&o.Parallel, 2)
	def(&o.MaxMoves, 150)
	if o.Timeout <= 0 {
		o.Timeout = 3 * time.Minute
		if o.Relays > 0 {
			o.Timeout = 5 * time.Minute // relays down for seconds, outages of a minute
		}
	}
	if o.Think <= 0 && o.Relays > 0 {
		// Games of a few seconds would meet few of the relays' faults.
		o.Think = 100 * time.Millisecond
	}
	// Faults come often and the network heals fast, so that a game sees
	// several in seconds.
	if o.Chaos == (faultnet.ChaosOptions{}) {
		o.Chaos = faultnet.ChaosOptions{Every: 1500 * time.Millisecond, MaxLatency: 25 * time.Millisecond,
			MinBlackhole: 300 * time.Millisecond, MaxBlackhole: 2 * time.Second}
	}
	if o.Timing == (lan.Timing{}) {
		o.Timing = lan.Timing{Keepalive: 200 * time.Millisecond, DeadAfter: time.Second}
	}
	return o
}

// Totals are the counts of a run and its checks.
type Totals struct {
	Games, Failed                     int
	Interrupted                       int // games under way when the run was stopped, not counted
	Moves, Entries                    int
	Faults, Reconnects, Refusals      int
	Crossings, Restarts               int
	Unequal, Lost, Duplicated, Forked int
	Skipped, Watchers                 int
	FaultKinds                        map[string]int
	RelayKills, RelayRestarts         int
	RelayStopped                      int         // relays that stopped by themselves (their store away) and were started again
	Players                           map[int]int // games by number of seats
	Duration                          time.Duration
	Problems                          []string
}

// OK reports whether every game passed its checks.
func (t Totals) OK() bool {
	return t.Failed+t.Interrupted == 0 && t.Unequal+t.Lost+t.Duplicated+t.Forked+t.Skipped == 0 && len(t.Problems) == 0
}

func (t Totals) String() string {
	verdict := "ok"
	if !t.OK() {
		verdict = "FAILED"
	}
	return fmt.Sprintf("games %d (2 seats %d, 3 seats %d, 4 seats %d; with a watcher %d), failed %d, interrupted %d\n"+
		"moves %d, entries %d\nfaults injected %d (%s), restarts %d, relay kills %d (restarted %d, stopped by themselves %d), reconnects %d, refusals %d, crossings %d\n"+
		"logs equal: %d unequal; lost %d, duplicated %d, forked %d, skipped %d\n%s in %s",
		t.Games, t.Players[2], t.Players[3], t.Players[4], t.Watchers, t.Failed, t.Interrupted, t.Moves, t.Entries, t.Faults, kinds(t.FaultKinds),
		t.Restarts, t.RelayKills, t.RelayRestarts, t.RelayStopped, t.Reconnects, t.Refusals, t.Crossings, t.Unequal, t.Lost, t.Duplicated, t.Forked,
		t.Skipped, verdict, t.Duration.Round(time.Second))
}

// kinds are counts by kind, in the kinds' order.
func kinds(counts map[string]int) string {
	names := slices.Sorted(maps.Keys(counts))
	parts := make([]string, 0, len(names))
	for _, k := range names {
		parts = append(parts, fmt.Sprintf("%s %d", k, counts[k]))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// clocks are the time controls games are drawn with.
var clocks = []string{"none", "none", "fischer 5m+5s", "sudden 30m", "days 3"}

// Run plays opts.Games games of bots, each of a setup drawn from every
// shipped setup of the four games, and adds up their reports. Through
// relays, it builds boardshelf-relay and runs the relays as child
// processes, in a temporary directory kept when a check fails.
func Run(ctx context.Context, opts Options) Totals {
	opts = opts.withDefaults()
	start := time.Now()
	totals := Totals{Players: map[int]int{}, FaultKinds: map[string]int{}}
	var relays *Relays
	stopRelays := func() {}
	if opts.Relays > 0 {
		var err error
		if relays, stopRelays, err = startRelays(ctx, opts, &totals); err != nil {
			totals.Problems = append(totals.Problems, err.Error())
			totals.Duration = time.Since(start)
			return totals
		}
	}
	ids := allIDs()
	rng := rand.New(rand.NewPCG(uint64(opts.Seed), 0x50a4))
	type job struct {
		n     int
		opts  GameOptions
		fault *rand.Rand
	}
	jobs := make(chan job)
	go func() {
		defer close(jobs)
		for n := range opts.Games {
			seed := rng.Uint64()
			g := GameOptions{Setup: ids[rng.IntN(len(ids))], Clock: clocks[rng.IntN(len(clocks))], Seed: seed,
				Choose: opts.Choose, Think: opts.Think, DrawAfter: opts.MaxMoves, Resign: 0.003, Timing: opts.Timing,
				MinBackoff: 50 * time.Millisecond, MaxBackoff: 500 * time.Millisecond, Relays: relays}
			if relays != nil {
				g.Watcher = rng.IntN(3) == 0
			}
			select {
			case jobs <- job{n, g, rand.New(rand.NewPCG(seed, 1))}:
			case <-ctx.Done():
				return
			}
		}
	}()
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range opts.Parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				began := time.Now()
				r, seats := playOne(ctx, j.opts, opts, j.fault)
				mu.Lock()
				if ctx.Err() != nil {
					// Stopped, not failed: its checks could not end.
					totals.Interrupted++
					mu.Unlock()
					continue
				}
				totals.add(r, seats)
				if opts.Out != nil {
					fmt.Fprintf(opts.Out, "game %d (%s): %s\n", j.n+1, time.Since(began).Round(100*time.Millisecond), r.line(seats))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	stopRelays()
	totals.Duration = time.Since(start)
	return totals
}

// startRelays builds boardshelf-relay and starts opts.Relays of them in
// a temporary directory, with their chaos if opts.Faults; stop ends the
// chaos, waits until every relay killed is back, adds up the kills and
// ends the relays, and removes the directory unless a check failed.
func startRelays(ctx context.Context, opts Options, totals *Totals) (*Relays, func(), error) {
	dir, err := os.MkdirTemp("", "boardshelf-chaos-")
	if err != nil {
		return nil, nil, err
	}
	bin, err := BuildRelay(ctx, dir)
	var relays *Relays
	began := time.Now()
	if err == nil {
		relays, err = StartRelays(ctx, bin, dir, opts.Relays)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%w (the relays' logs are kept in %s)", err, dir)
	}
	if opts.Out != nil {
		fmt.Fprintf(opts.Out, "%d relays serving after %s, at %s\n", opts.Relays, time.Since(began).Round(100*time.Millisecond), strings.Join(relays.Addrs(), " "))
	}
	chaosCtx, stopChaos := context.WithCancel(ctx)
	chaosErr := make(chan error, 1)
	if opts.Faults {
		go func() { chaosErr <- relays.Chaos(chaosCtx, uint64(opts.Seed), opts.RelayChaos) }()
	} else {
		chaosErr <- nil
	}
	return relays, func() {
		stopChaos()
		if err := <-chaosErr; err != nil {
			totals.Problems = append(totals.Problems, "a relay killed did not start again: "+err.Error())
		}
		totals.RelayKills, totals.RelayRestarts, totals.RelayStopped = relays.Counts()
		relays.Close()
		if totals.OK() {
			os.RemoveAll(dir)
		} else {
			totals.Problems = append(totals.Problems, "the relays' data and logs are kept in "+dir)
		}
	}, nil
}

func (t *Totals) add(r Report, seats int) {
	t.Games++
	t.Players[seats]++
	if !r.OK() {
		t.Failed++
		t.Problems = append(t.Problems, r.Problems...)
	}
	t.Moves += r.Moves
	t.Entries += r.Entries
	t.Faults += r.Faults
	t.Reconnects += r.Reconnects
	t.Refusals += r.Refusals
	t.Crossings += r.Crossings
	t.Restarts += r.Restarts
	t.Skipped += r.Skipped
	t.Watchers += r.Watchers
	for k, n := range r.FaultKinds {
		t.FaultKinds[k] += n
	}
	t.Unequal += r.Unequal
	t.Lost += r.Lost
	t.Duplicated += r.Duplicated
	t.Forked += r.Forked
}

func (r Report) line(seats int) string {
	s := fmt.Sprintf("%s, %d seats, %d moves, %d entries, %s; faults %d, restarts %d, reconnects %d, refusals %d, crossings %d",
		r.Setup, seats, r.Moves, r.Entries, r.Ending, r.Faults, r.Restarts, r.Reconnects, r.Refusals, r.Crossings)
	if r.Watchers > 0 {
		s += ", watched"
	}
	if !r.OK() {
		s += fmt.Sprintf(" — FAILED: unequal %d, lost %d, duplicated %d, forked %d, skipped %d; %v",
			r.Unequal, r.Lost, r.Duplicated, r.Forked, r.Skipped, r.Problems)
	}
	return s
}

// playOne plays one game to its end, with faults and restarts when
// asked, and checks it.
func playOne(ctx context.Context, g GameOptions, opts Options, rng *rand.Rand) (Report, int) {
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	game, err := Start(ctx, g)
	if err != nil {
		return Report{Setup: g.Setup, Problems: []string{"the game did not start: " + err.Error()}}, 0
	}
	defer game.Close()
	seats := len(game.People)
	if game.opts.Watcher {
		seats--
	}
	if opts.Faults {
		game.StartChaos(opts.Chaos)
		stopOutages := func() {}
		if game.opts.Relays != nil {
			stopOutages = game.startOutages(rng.Uint64(), opts.Long)
			defer stopOutages()
		}
		restarts := rng.IntN(3)
		for i := range restarts {
			// Restarts come as the game goes on: after a share of the moves.
			if err := game.WaitEntries(ctx, seats+1+(i+1)*20); err != nil || game.Host().Table().View().Over() {
				break
			}
			if err := game.RandomRestart(rng); err != nil {
				r := game.check(ctx)
				r.Problems = append(r.Problems, "a restart failed: "+err.Error())
				return r, seats
			}
		}
		// The faults stop once the game is over, so that the apps settle.
		game.waitFor(ctx, func() bool { return game.Host().Table().View().Over() })
		stopOutages()
		game.StopChaos()
	}
	r, _ := game.Finish(ctx)
	return r, seats
}

// allIDs are the ids of every shipped setup of every game.
func allIDs() []string {
	var ids []string
	for _, game := range setups.Games() {
		list, _ := setups.Default.List(game)
		for _, s := range list {
			ids = append(ids, s.ID)
		}
	}
	return ids
}
