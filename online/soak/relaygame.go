package soak

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/online/faultnet"
)

// A game through relays: participant 0 makes the game and hosts its room;
// it invites the others with a code to play (and a watcher with a code to
// watch), each claims its code, fetches the log so far and follows the
// room, every one through its own proxy to the relays. No app is the
// game's sequencer: the relays order the entries.

// startByRelay starts the game of l through the relays.
func (g *Game) startByRelay(l *online.Log) error {
	secret := byrelay.Secret(sha256.Sum256(fmt.Appendf(nil, "soak secret %d", g.opts.Seed)))
	host := g.People[0]
	host.table = online.NewTable(online.NewPeer(host.id, l, false), host.keep)
	if err := host.listen(); err != nil {
		return err
	}
	host.access = byrelay.Access{Relay: host.Proxy.Addr(), Room: l.ID(), Secret: secret}
	if err := retry(g.ctx, startTime, func(context.Context) (err error) {
		// The follow lasts as long as the game, beyond this try.
		host.followed, err = byrelay.Host(g.ctx, host.access, host.table, host.followOptions())
		return err
	}); err != nil {
		return fmt.Errorf("hosting the room: %w", err)
	}
	seats := len(l.State().Seats)
	for n := 1; n < seats; n++ {
		if err := g.participant(n).claimAndFollow(byrelay.Play); err != nil {
			return err
		}
	}
	if g.opts.Watcher {
		w := g.participant(seats)
		w.watcher = true
		if err := w.claimAndFollow(byrelay.Watch); err != nil {
			return err
		}
	}
	return nil
}

// startTime bounds each step of a game's start, and checkTime the final
// reading of its room from each relay: a relay killed meanwhile by the
// chaos is back well within them. Relays killed one after the other,
// each before the one before caught up, have left a cluster unable to
// read its stream for some 40 s.
const (
	startTime = 2 * time.Minute
	checkTime = time.Minute
)

// retry calls f until it succeeds, as a player tries again, for up to
// within: a relay may be down, killed by the chaos.
func retry(ctx context.Context, within time.Duration, f func(ctx context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	for {
		tctx, tcancel := context.WithTimeout(ctx, 20*time.Second)
		err := f(tctx)
		tcancel()
		if err == nil || ctx.Err() != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// listen starts the participant's proxy to the relays, the first it tries
// differing from one participant to the next, so that a game's apps meet
// on different relays of a cluster.
func (p *Participant) listen() error {
	addrs := p.g.opts.Relays.Addrs()
	first := (int(p.g.opts.Seed%97) + p.n) % len(addrs)
	var err error
	p.Proxy, err = faultnet.ListenAny(append(addrs[first:], addrs[:first]...)...)
	return err
}

// claimAndFollow has the host invite the participant, which claims the
// code through its own proxy, fetches the log so far, builds its table
// from it and follows the room.
func (p *Participant) claimAndFollow(kind byrelay.Kind) error {
	if err := p.listen(); err != nil {
		return err
	}
	host := p.g.People[0]
	var ticket byrelay.Ticket
	if err := retry(p.g.ctx, startTime, func(ctx context.Context) error {
		inv, err := byrelay.Invite(ctx, host.access, kind, byrelay.InviteOptions{Name: "Bot 0"})
		if err != nil {
			return err
		}
		defer inv.Close()
		ticket, err = byrelay.AcceptAs(ctx, p.Proxy.Addr(), inv.Code(), p.name())
		return err
	}); err != nil {
		return fmt.Errorf("claiming a code (through the relay at %s): %w", p.Proxy.Target(), err)
	}
	p.access = ticket.Access
	p.access.Relay = p.Proxy.Addr()
	var entries []online.Entry
	if err := retry(p.g.ctx, startTime, func(ctx context.Context) (err error) {
		entries, err = byrelay.Fetch(ctx, p.access, p.id)
		return err
	}); err != nil {
		return fmt.Errorf("fetching the game (through the relay at %s): %w", p.Proxy.Target(), err)
	}
	log, err := online.Replay(entries)
	if err != nil {
		return err
	}
	p.table = online.NewTable(online.NewPeer(p.id, log, false), p.keep)
	return p.follow()
}

func (p *Participant) name() string {
	if p.watcher {
		return "Watcher"
	}
	return fmt.Sprintf("Bot %d", p.n)
}

func (p *Participant) followOptions() byrelay.Options {
	return byrelay.Options{Name: p.name(), OnDropped: p.drop, Timing: p.g.opts.Timing,
		MinBackoff: p.g.opts.MinBackoff, MaxBackoff: p.g.opts.MaxBackoff}
}

// follow follows the room with the participant's table as it is.
func (p *Participant) follow() error {
	f, err := byrelay.Follow(p.g.ctx, p.access, p.Table(), p.followOptions())
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.followed = f
	p.mu.Unlock()
	return nil
}

// count adds up the counts of a follow ended.
func (p *Participant) count(f *byrelay.Followed) {
	st, stats := f.Status(), f.Stats()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.reconnects += st.Reconnects
	p.crossings += stats.Crossed
	p.refusals += stats.Refused
	p.skipped += stats.Skipped
}

// checkerSeed makes the identity the final checks read the rooms with.
var checkerSeed = sha256.Sum256([]byte("soak checker"))

// relaysLog reads the game's room through every relay running, straight
// (not through a proxy), with the watchers' access, as a new app would,
// and gives the first relay's log; a relay that gives another log, or
// none, is counted in r. The game's own time may be over: the checks
// have theirs, unless the run was stopped.
func (g *Game) relaysLog(ctx context.Context, r *Report) []online.Entry {
	if !errors.Is(ctx.Err(), context.Canceled) {
		ctx = context.WithoutCancel(ctx)
	}
	id := online.IdentityFromSeed(checkerSeed[:])
	var first []online.Entry
	for _, addr := range g.opts.Relays.Up() {
		a := g.People[0].access.Watching()
		a.Relay = addr
		var entries []online.Entry
		err := retry(ctx, checkTime, func(ctx context.Context) (err error) {
			entries, err = byrelay.Fetch(ctx, a, id)
			return err
		})
		switch {
		case err != nil && g.opts.Relays.running(addr):
			r.Unequal++
			r.Problems = append(r.Problems, fmt.Sprintf("the relay at %s gave no log: %v%s", addr, err, g.opts.Relays.lastTrouble(addr)))
		case err != nil: // killed meanwhile by the chaos: another tells
		case first == nil:
			first = entries
		case !sameLog(first, entries):
			r.Unequal++
			r.Problems = append(r.Problems, fmt.Sprintf("the relay at %s gives %d entries, another %d (or not the same)", addr, len(entries), len(first)))
		}
	}
	return first
}

// outageEvery is the mean time between a game's outages.
const outageEvery = 10 * time.Second

// startOutages cuts a participant drawn at random off the network now
// and then: its connections cut and new ones refused, for 1 to 5 s, or,
// with long, once in twenty for 10 s to a minute. stop ends them, the
// network whole again.
func (g *Game) startOutages(seed uint64, long bool) (stop func()) {
	ctx, cancel := context.WithCancel(g.ctx)
	done := make(chan struct{})
	rng := rand.New(rand.NewPCG(seed, 0x6f75746167))
	between := func() time.Duration { return outageEvery/2 + time.Duration(rng.Int64N(int64(outageEvery))) }
	go func() {
		defer close(done)
		for wait(ctx, between()) {
			p := g.People[rng.IntN(len(g.People))]
			d := time.Second + time.Duration(rng.Int64N(int64(4*time.Second)))
			if long && rng.IntN(20) == 0 {
				d = 10*time.Second + time.Duration(rng.Int64N(int64(50*time.Second)))
			}
			g.outages.Add(1)
			p.Proxy.Refuse(true)
			p.Proxy.Cut()
			wait(ctx, d)
			p.Proxy.Refuse(false)
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			cancel()
			<-done
		})
	}
}

// wait waits d, and reports false if ctx ended meanwhile.
func wait(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

func sameLog(a, b []online.Entry) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Hash() != b[i].Hash() {
			return false
		}
	}
	return true
}
