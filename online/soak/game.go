// Package soak plays games of bots in one process over loopback, on the
// local network protocol (a host and a guest per other seat, each guest
// reaching the host through its own fault-injecting proxy) or through
// relays (boardshelf-relay processes, one or three clustered, which every
// participant reaches through its own proxy), with random faults, apps
// restarted from what they kept, relays killed and started again, and at
// the end the checks that matter: every app's log the same (and the
// relays'), nothing lost, nothing duplicated, nothing forked. The tests
// of online/lan script their faults on a Game; the soak command runs many
// at random (Run).
package soak

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"boardshelf/online"
	"boardshelf/online/bot"
	"boardshelf/online/byrelay"
	"boardshelf/online/faultnet"
	"boardshelf/online/lan"
	"boardshelf/rules"
	"boardshelf/setups"
)

// GameOptions shape one game.
type GameOptions struct {
	Setup string // a setup's id: "chessrace/classic"
	Clock string // a time control: "none"
	Seed  uint64
	// Choose, if set, gives each seat's chooser from a seed; random legal
	// moves otherwise.
	Choose func(seed uint64) bot.Chooser
	// Think, above zero, has each bot wait up to so long before each move,
	// so that a game lasts long enough to meet faults.
	Think     time.Duration
	DrawAfter int     // the bots offer and accept a draw after so many moves (0: never)
	Resign    float64 // the chance a bot resigns at each move
	Timing    lan.Timing
	// MinBackoff and MaxBackoff bound the guests' waits before dialling
	// again (lan.JoinOptions).
	MinBackoff, MaxBackoff time.Duration
	// Relays, if set, carry the game instead of the local network.
	Relays *Relays
	// Watcher adds a watcher (games through relays): it follows with the
	// watch code and must end with the same log.
	Watcher bool
	Logf    func(format string, args ...any)
}

// Game is one game in play: its host (participant 0), its guests, and
// through relays maybe a watcher (the last).
type Game struct {
	opts    GameOptions
	code    string
	addr    string // the host's, kept across its restarts
	People  []*Participant
	ctx     context.Context
	cancel  context.CancelFunc
	outages atomic.Int64 // participants cut off the network (startOutages)
}

// Participant is one app in the game: its identity, its table, what it
// kept, and the bot playing its seat.
type Participant struct {
	g     *Game
	n     int // 0 for the host
	id    online.Identity
	Proxy *faultnet.Proxy // a guest's way to the host, or anyone's to the relays
	// Through relays: the access it follows the game with.
	access  byrelay.Access
	watcher bool

	mu         sync.Mutex
	table      *online.Table
	hosting    *lan.Hosting
	joined     *lan.Joined
	followed   *byrelay.Followed
	kept       []online.Entry  // the log, as keep last wrote it
	keptOut    []online.Entry  // the outbox, as keep last wrote it
	made       map[string]bool // what it made or held, by entryKey
	acts       map[string]int  // how many times its bot made each entryKey
	dropped    map[string]bool
	shrunk     int // times a kept log was not an extension of the one before
	reconnects int // of the connections closed by a restart
	refusals   int
	crossings  int
	restarts   int
	skipped    int // messages of the room its follows skipped
	botCancel  context.CancelFunc
	botDone    chan struct{}
	botErr     error
	chaos      *faultnet.Chaos
}

// Start begins a game of opts.Setup: the host sits in seat 0 and hosts
// on loopback; a guest for each other seat fetches the log through its
// proxy, joins and sits; and each seat's bot plays.
func Start(ctx context.Context, opts GameOptions) (*Game, error) {
	s, err := setups.Default.Load(opts.Setup)
	if err != nil {
		return nil, err
	}
	if opts.Clock == "" {
		opts.Clock = "none"
	}
	ctx, cancel := context.WithCancel(ctx)
	g := &Game{opts: opts, code: lan.NewCode(), ctx: ctx, cancel: cancel}
	host := g.participant(0)
	l, err := online.NewGame(host.id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: opts.Clock}, time.Now())
	if err == nil && opts.Relays != nil {
		err = g.startByRelay(l)
	} else if err == nil {
		err = g.startOnLAN(l)
	}
	if err != nil {
		g.Close()
		return nil, err
	}
	for _, p := range g.People {
		p.play()
	}
	return g, nil
}

// startOnLAN hosts the game of l on loopback, and has a guest for each
// other seat join it through its proxy.
func (g *Game) startOnLAN(l *online.Log) error {
	host := g.People[0]
	host.table = online.NewTable(online.NewPeer(host.id, l, true), host.keep)
	if err := host.host("127.0.0.1:0"); err != nil {
		return err
	}
	g.addr = host.hosting.Addr()
	for n := 1; n < len(l.State().Seats); n++ {
		p := g.participant(n)
		var err error
		if p.Proxy, err = faultnet.Listen(g.addr); err == nil {
			err = p.fetchAndJoin()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (g *Game) participant(n int) *Participant {
	seed := make([]byte, 32)
	copy(seed, fmt.Sprintf("soak %d %d", g.opts.Seed, n))
	p := &Participant{g: g, n: n, id: online.IdentityFromSeed(seed), made: map[string]bool{}, acts: map[string]int{}, dropped: map[string]bool{}}
	g.People = append(g.People, p)
	return p
}

func (g *Game) logf(format string, args ...any) {
	if g.opts.Logf != nil {
		g.opts.Logf(format, args...)
	}
}

// Addr is the host's address, and Code the game's join code.
func (g *Game) Addr() string { return g.addr }
func (g *Game) Code() string { return g.code }

// Host is the host's participant.
func (g *Game) Host() *Participant { return g.People[0] }

// Close ends every app of the game and its proxies.
func (g *Game) Close() {
	g.cancel()
	for _, p := range g.People {
		p.stop(false)
		if p.Proxy != nil {
			p.Proxy.Close()
		}
	}
}

// keep is a table's keep callback: it keeps the log and the outbox as
// the app would write them, and notes what this app made, and whether a
// log kept ever failed to extend the one before.
func (p *Participant) keep(log, outbox []online.Entry) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.kept); n > 0 && (len(log) < n || log[n-1].Hash() != p.kept[n-1].Hash()) {
		p.shrunk++
	}
	for _, e := range log[min(len(p.kept), len(log)):] {
		if e.By == p.id.Key() {
			p.made[entryKey(e)] = true
		}
	}
	for _, e := range outbox {
		p.made[entryKey(e)] = true
	}
	p.kept, p.keptOut = log, outbox
	return nil
}

// entryKey is what an entry says, by whom: the same for an entry made
// again after others crossed it.
func entryKey(e online.Entry) string {
	return fmt.Sprintf("%s|%s|%d|%q|%d", e.By, e.Kind, e.Seat, e.Body, e.Time)
}

// acted counts an entry the participant's bot made: two moves alike in
// the same millisecond are two, not one said twice.
func (p *Participant) acted(e online.Entry) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.acts[entryKey(e)]++
}

func (p *Participant) drop(entries []online.Entry) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, e := range entries {
		p.dropped[entryKey(e)] = true
	}
}

// Table is the participant's table now (a restart makes a new one).
func (p *Participant) Table() *online.Table {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.table
}

// Joined is a guest's connection now (nil for the host).
func (p *Participant) Joined() *lan.Joined {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.joined
}

// host serves the host's table at addr.
func (p *Participant) host(addr string) error {
	h, err := lan.Host(p.table, lan.HostOptions{Addr: addr, Code: p.g.code, NoAnnounce: true, Timing: p.g.opts.Timing,
		Logf: p.g.opts.Logf})
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.hosting = h
	p.mu.Unlock()
	return nil
}

// fetchAndJoin builds a new guest's table from the host's log and joins.
func (p *Participant) fetchAndJoin() error {
	ctx, cancel := context.WithTimeout(p.g.ctx, 30*time.Second)
	defer cancel()
	var entries []online.Entry
	var err error
	for entries == nil {
		if entries, err = lan.Fetch(ctx, p.Proxy.Addr(), p.g.code, p.id); err != nil && ctx.Err() != nil {
			return err
		}
	}
	log, err := online.Replay(entries)
	if err != nil {
		return err
	}
	p.table = online.NewTable(online.NewPeer(p.id, log, false), p.keep)
	return p.join()
}

func (p *Participant) join() error {
	j, err := lan.Join(p.g.ctx, p.Proxy.Addr(), p.g.code, p.table, lan.JoinOptions{Name: fmt.Sprintf("Guest %d", p.n),
		OnDropped: p.drop, Timing: p.g.opts.Timing, MinBackoff: p.g.opts.MinBackoff, MaxBackoff: p.g.opts.MaxBackoff})
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.joined = j
	p.mu.Unlock()
	return nil
}

// play starts the participant's bot on its seat; a watcher has none.
func (p *Participant) play() {
	if p.watcher {
		return
	}
	ctx, cancel := context.WithCancel(p.g.ctx)
	done := make(chan struct{})
	p.mu.Lock()
	p.botCancel, p.botDone = cancel, done
	table := p.table
	p.mu.Unlock()
	seed := p.g.opts.Seed*31 + uint64(p.n) + uint64(p.restarts)*1000
	choose := bot.Random(seed)
	if p.g.opts.Choose != nil {
		choose = p.g.opts.Choose(seed)
	}
	if p.g.opts.Think > 0 {
		choose = thinking(choose, p.g.opts.Think, seed)
	}
	opts := bot.Options{Seats: []int{p.n}, Choose: choose, Name: fmt.Sprintf("Bot %d", p.n), DrawAfter: p.g.opts.DrawAfter,
		Resign: p.g.opts.Resign, Seed: seed, Made: p.acted}
	go func() {
		defer close(done)
		_, err := bot.Play(ctx, table, opts)
		if err != nil && ctx.Err() == nil {
			p.mu.Lock()
			p.botErr = err
			p.mu.Unlock()
			p.g.logf("bot %d: %v", p.n, err)
		}
	}()
}

// thinking is choose after a pause of up to most, drawn from seed.
func thinking(choose bot.Chooser, most time.Duration, seed uint64) bot.Chooser {
	rng := rand.New(rand.NewPCG(seed, 0x7468696e6b))
	return func(ctx context.Context, g rules.Game, seat int) (rules.Move, error) {
		t := time.NewTimer(time.Duration(rng.Int64N(int64(most) + 1)))
		defer t.Stop()
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-t.C:
		}
		return choose(ctx, g, seat)
	}
}

// stop stops the participant's bot and connection, as an app that quits,
// or, when killed, as one killed with SIGKILL: its connections end
// with resets before anything more is sent.
func (p *Participant) stop(killed bool) {
	p.mu.Lock()
	cancel, done, h, j, f := p.botCancel, p.botDone, p.hosting, p.joined, p.followed
	p.hosting, p.joined, p.followed, p.botCancel = nil, nil, nil, nil
	p.mu.Unlock()
	if killed && p.Proxy != nil {
		p.Proxy.Refuse(true)
		p.Proxy.Reset()
		defer p.Proxy.Refuse(false)
	}
	if f != nil {
		f.Close()
		p.count(f)
	}
	if cancel != nil {
		cancel()
		<-done
	}
	if h != nil {
		h.Close()
		st := h.Stats()
		p.mu.Lock()
		p.refusals += st.Refused
		p.crossings += st.Crossed
		p.mu.Unlock()
	}
	if j != nil {
		j.Close()
		st := j.Status()
		p.mu.Lock()
		p.reconnects += st.Reconnects
		p.mu.Unlock()
	}
}

// Restart quits the participant's app and starts it again from what it
// kept: the host hosts again on the same address, a guest joins again.
// Through relays the app is killed (SIGKILL) rather than quits, and
// follows the game again.
func (p *Participant) Restart() error {
	byRelay := p.g.opts.Relays != nil
	p.stop(byRelay)
	p.mu.Lock()
	kept, keptOut := p.kept, p.keptOut
	p.restarts++
	p.mu.Unlock()
	log, err := online.Replay(kept)
	if err != nil {
		return err
	}
	peer, dropped := online.ResumePeer(p.id, log, keptOut, p.n == 0 && !byRelay)
	p.drop(dropped)
	p.mu.Lock()
	p.table = online.NewTable(peer, p.keep)
	p.mu.Unlock()
	switch {
	case byRelay:
		err = p.follow()
	case p.n == 0:
		err = p.hostAgain()
	default:
		err = p.join()
	}
	if err != nil {
		return err
	}
	p.g.logf("participant %d restarted at entry %d", p.n, log.Len())
	p.play()
	return nil
}

// hostAgain hosts on the address the host had, which its closing freed
// (tried for a while: a port just closed may linger).
func (p *Participant) hostAgain() error {
	var err error
	for wait := 10 * time.Millisecond; wait < 5*time.Second; wait *= 2 {
		if err = p.host(p.g.addr); err == nil {
			return nil
		}
		select {
		case <-p.g.ctx.Done():
			return p.g.ctx.Err()
		case <-time.After(wait):
		}
	}
	return err
}

// WaitEntries waits until the host's log holds n entries, or the game
// is over.
func (g *Game) WaitEntries(ctx context.Context, n int) error {
	return g.waitFor(ctx, func() bool {
		t := g.Host().Table()
		have, _ := t.Head()
		return have >= n || t.View().Over()
	})
}

// waitFor waits until cond holds, looking again at each change of the
// host's table, and at least every 50 ms.
func (g *Game) waitFor(ctx context.Context, cond func() bool) error {
	for !cond() {
		watch, stop := g.Host().Table().Watch()
		select {
		case <-ctx.Done():
			stop()
			return ctx.Err()
		case <-watch:
		case <-time.After(50 * time.Millisecond): // a guest's change is not the host's table's
		}
		stop()
	}
	return nil
}

// Settled reports whether the game is over on the host and every app
// holds the host's log with nothing waiting.
func (g *Game) Settled() bool {
	host := g.Host().Table()
	if !host.View().Over() {
		return false
	}
	n, head := host.Head()
	for _, p := range g.People {
		t := p.Table()
		if m, h := t.Head(); m != n || h != head || len(t.Outbox()) > 0 {
			return false
		}
	}
	return true
}

// Report is what a game came to, and the checks.
type Report struct {
	Setup      string
	Moves      int // moves in the log's game, rolls of the die included
	Entries    int
	Faults     int            // faults the proxies' chaos applied (those scripted are the test's)
	FaultKinds map[string]int // of them, by kind
	Reconnects int
	Refusals   int // entries the host (or the relay) refused, beyond crossings
	Crossings  int // entries that crossed another and were made again
	Restarts   int
	Skipped    int // messages of a relay's room an app skipped: honest apps make none
	Watchers   int
	Ending     string
	Unequal    int // apps (and relays) whose log is not the reference's
	Lost       int // entries an app made or held that the final log lacks
	Duplicated int // entries said twice in the final log
	Forked     int // apps that met a fork
	Problems   []string
}

// OK reports whether every check passed.
func (r Report) OK() bool {
	return r.Unequal == 0 && r.Lost == 0 && r.Duplicated == 0 && r.Forked == 0 && r.Skipped == 0 && len(r.Problems) == 0
}

// Finish waits until the game is over and settled, then checks it. The
// proxies' chaos, if any, is the caller's to stop.
func (g *Game) Finish(ctx context.Context) (Report, error) {
	err := g.waitFor(ctx, g.Settled)
	r := g.check(ctx)
	if err != nil {
		r.Problems = append(r.Problems, "the game did not settle: "+err.Error()+" ("+g.describe()+")")
	}
	return r, err
}

// describe tells where each app is, for a game that did not settle.
func (g *Game) describe() string {
	var parts []string
	for _, p := range g.People {
		t := p.Table()
		n, _ := t.Head()
		s := fmt.Sprintf("app %d: %d entries, %d waiting", p.n, n, len(t.Outbox()))
		p.mu.Lock()
		var st *lan.Status
		switch {
		case p.joined != nil:
			st = new(p.joined.Status())
		case p.followed != nil:
			st = new(p.followed.Status())
		}
		if st != nil {
			s += fmt.Sprintf(", %s", st.State)
			if st.Err != nil {
				s += fmt.Sprintf(" (%v)", st.Err)
			}
		}
		if p.botErr != nil {
			s += fmt.Sprintf(", bot: %v", p.botErr)
		}
		p.mu.Unlock()
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// reference is the log every app must hold at the end: the host's on the
// local network; through relays, the relays' (each relay running must
// give the same, or the report says so).
func (g *Game) reference(ctx context.Context, r *Report) []online.Entry {
	if g.opts.Relays == nil {
		return g.Host().Table().Since(0)
	}
	return g.relaysLog(ctx, r)
}

// check compares every app's log with the reference and counts what the
// checks found.
func (g *Game) check(ctx context.Context) Report {
	r := Report{FaultKinds: map[string]int{}}
	final := g.reference(ctx, &r)
	if len(final) == 0 {
		r.Problems = append(r.Problems, "no final log to check against")
		return r
	}
	log, err := online.Replay(final)
	if err != nil {
		r.Problems = append(r.Problems, "the final log does not replay: "+err.Error())
		return r
	}
	view := log.State()
	r.Setup, r.Moves, r.Entries = view.Header.SetupID, len(view.Played), len(final)
	if st := view.Game().Status(); st.Over {
		r.Ending = string(st.End.Kind)
	} else {
		r.Problems = append(r.Problems, "the game did not end")
	}
	said := map[string]int{}
	for _, e := range final {
		said[entryKey(e)]++
	}
	g.countDuplicates(&r, said)
	for _, p := range g.People {
		t := p.Table()
		if m, h := t.Head(); m != log.Len() || h != log.Head() {
			r.Unequal++
			r.Problems = append(r.Problems, fmt.Sprintf("app %d holds %d entries, not the final log's %d (or not the same)", p.n, m, log.Len()))
		}
		for _, e := range t.Problems() {
			// A guest refusing the host's entry as a fork met one; the
			// host refusing a guest's entry only met a crossing. Through
			// relays every app is a guest.
			var ref *online.Refusal
			if errors.As(e, &ref) && ref.Why == online.Fork && (p.n > 0 || g.opts.Relays != nil) {
				r.Forked++
			}
		}
		p.report(&r, said)
	}
	if n := int(g.outages.Load()); n > 0 {
		r.Faults += n
		r.FaultKinds["outage"] += n
	}
	return r
}

// countDuplicates counts the entries the final log says more often than
// the bots made them.
func (g *Game) countDuplicates(r *Report, said map[string]int) {
	acts := map[string]int{}
	for _, p := range g.People {
		p.mu.Lock()
		for k, n := range p.acts {
			acts[k] += n
		}
		p.mu.Unlock()
	}
	for k, n := range said {
		if extra := n - max(acts[k], 1); extra > 0 {
			r.Duplicated += extra
			r.Problems = append(r.Problems, fmt.Sprintf("said %d times, made %d: %s", n, acts[k], k))
		}
	}
}

// report adds the participant's counts to r, and what it made that the
// final log lacks.
func (p *Participant) report(r *Report, said map[string]int) {
	p.mu.Lock()
	for k := range p.made {
		if said[k] == 0 && !p.dropped[k] {
			r.Lost++
		}
	}
	r.Lost += p.shrunk
	r.Restarts += p.restarts
	r.Reconnects += p.reconnects
	r.Refusals += p.refusals
	r.Crossings += p.crossings
	r.Skipped += p.skipped
	if p.watcher {
		r.Watchers++
	}
	if p.joined != nil {
		st := p.joined.Status()
		r.Reconnects += st.Reconnects
		if st.State == lan.Forked {
			r.Forked++
		}
	}
	if p.followed != nil {
		st, stats := p.followed.Status(), p.followed.Stats()
		r.Reconnects += st.Reconnects
		r.Crossings += stats.Crossed
		r.Refusals += stats.Refused
		r.Skipped += stats.Skipped
		if st.State == lan.Forked {
			r.Forked++
		}
	}
	if p.hosting != nil {
		st := p.hosting.Stats()
		r.Refusals += st.Refused
		r.Crossings += st.Crossed
	}
	if p.botErr != nil {
		r.Problems = append(r.Problems, fmt.Sprintf("bot %d: %v", p.n, p.botErr))
	}
	p.mu.Unlock()
	for _, f := range p.chaosFaults() {
		r.Faults++
		r.FaultKinds[f.Kind.String()]++
	}
}

// StartChaos applies random faults to every proxy.
func (g *Game) StartChaos(opts faultnet.ChaosOptions) {
	for _, p := range g.People {
		if p.Proxy == nil {
			continue
		}
		c := p.Proxy.Chaos(int64(g.opts.Seed)*7+int64(p.n), opts)
		p.mu.Lock()
		p.chaos = c
		p.mu.Unlock()
	}
}

// StopChaos stops the faults and lifts those that last.
func (g *Game) StopChaos() {
	for _, p := range g.People {
		p.mu.Lock()
		c := p.chaos
		p.mu.Unlock()
		if c != nil {
			c.Stop()
		}
	}
}

func (p *Participant) chaosFaults() []faultnet.Fault {
	p.mu.Lock()
	c := p.chaos
	p.mu.Unlock()
	if c == nil {
		return nil
	}
	return c.Faults()
}

// RandomRestart restarts one app of the game, the host or a guest (or
// the watcher), drawn with rng.
func (g *Game) RandomRestart(rng *rand.Rand) error {
	return g.People[rng.IntN(len(g.People))].Restart()
}
