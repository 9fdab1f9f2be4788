package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"path/filepath"
	"time"

	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/online/lan"
	"boardshelf/online/wslink"
)

// botHostRelay hosts a game through a relay: it makes the game's room,
// prints a code to play and a code to watch (new ones as they expire),
// and plays its seats. After a restart it goes on with the game kept in
// its folder, in the same room.
func botHostRelay(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bot host", flag.ContinueOnError)
	var b botFlags
	b.define(fs)
	setup := fs.String("game", "", "the setup to play, by its id: terrace/long, chessrace/classic-4, …")
	clockText := fs.String("clock", "none", `the time control: "none", "fischer 5m+5s", "days 3", …`)
	seatList := fs.String("seats", "0", "the seats it plays, by commas")
	relay := fs.String("relay", "", "the relay's address: relay.example.org, 127.0.0.1:8080, wss://…")
	if err := fs.Parse(args); err != nil {
		return err
	}
	seats, err := parseSeats(*seatList)
	if err != nil {
		return err
	}
	id, err := openData(b.data)
	if err != nil {
		return err
	}
	out := &printer{out: stdout}
	table, k, err := hostTable(id, b.data, "relay-host", *setup, *clockText, seats, out)
	if err != nil {
		return err
	}
	a, err := relayAccess(b.data, table, k, func() (byrelay.Access, error) {
		addr, err := byrelay.Address(*relay)
		return byrelay.Access{Relay: addr, Room: table.ID(), Secret: byrelay.NewSecret()}, err
	})
	if err != nil {
		return err
	}
	name := nameOf(b)
	// The bot sits before its game reaches the relay, so that a guest quick
	// with the code never finds the bot's seats free.
	for _, seat := range k.Seats {
		if table.View().Seats[seat].Key == "" {
			if _, err := table.Sit(seat, name, playsOf(b)); err != nil {
				return err
			}
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	f, err := byrelay.Host(ctx, a, table, followOptions(name, out, cancel))
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sent(ctx); err != nil {
		return err
	}
	v := table.View()
	out.logf("hosting %s (game %s) through %s", v.Header.SetupID, table.ID(), a.Relay)
	invite := byrelay.InviteOptions{Name: name, Game: v.Header.Game, SetupID: v.Header.SetupID,
		OnArrived:   func(who string) { out.logf("%s came with the code", orDefault(who, "someone")) },
		OnWrongCode: func(n int) { out.logf("a wrong code (%d so far)", n) }}
	go keepInviting(ctx, a, byrelay.Play, invite, table, out)
	go keepInviting(ctx, a, byrelay.Watch, invite, table, out)
	return playFollowed(ctx, table, b, name, k.Seats, out)
}

// botJoinRelay joins a game through a relay with a code, or goes on with
// the game kept in its folder after a restart.
func botJoinRelay(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bot join", flag.ContinueOnError)
	var b botFlags
	b.define(fs)
	relay := fs.String("relay", "", "the relay's address")
	code := fs.String("code", "", "the code the host gave, as 7-crossover-clockwork")
	seat := fs.Int("seat", -1, "the seat to take (default: the first free)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	id, err := openData(b.data)
	if err != nil {
		return err
	}
	out := &printer{out: stdout}
	name := nameOf(b)
	table, k, err := resumeKept(id, b.data, "relay-join", "", out)
	if err == nil && table == nil {
		table, k, err = joinByCode(ctx, id, b.data, *relay, *code, name, *seat, out)
	}
	if err != nil {
		return err
	}
	a, err := relayAccess(b.data, table, k, nil)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	f, err := byrelay.Follow(ctx, a, table, followOptions(name, out, cancel))
	if err != nil {
		return err
	}
	defer f.Close()
	out.logf("joined game %s (%s) through %s, seat %v", table.ID(), table.View().Header.SetupID, a.Relay, k.Seats)
	return playFollowed(ctx, table, b, name, k.Seats, out)
}

// joinByCode claims the code, fetches the game and makes its table, kept
// in dir.
func joinByCode(ctx context.Context, id online.Identity, dir, relay, code, name string, seat int, out *printer) (*online.Table, *kept, error) {
	if relay == "" || code == "" {
		return nil, nil, errors.New("bot join -relay ADDR -code CODE: no game of this bot's is in progress")
	}
	t, err := byrelay.AcceptAs(ctx, relay, code, name)
	if err != nil {
		return nil, nil, err
	}
	out.logf("the code gave %s's game of %s", orDefault(t.Name, "someone"), t.SetupID)
	entries, err := byrelay.Fetch(ctx, t.Access, id)
	if err != nil {
		return nil, nil, err
	}
	log, err := online.Replay(entries)
	if err != nil {
		return nil, nil, err
	}
	k := &kept{Role: "relay-join", Access: t.Access.String()}
	if k.Seats, err = seatToTake(log.State(), seat); err != nil {
		return nil, nil, err
	}
	keep := keeper(filepath.Join(dir, log.ID()+".game"), k)
	if err := keep(log.Entries(), nil); err != nil {
		return nil, nil, err
	}
	return online.NewTable(online.NewPeer(id, log, false), keep), k, nil
}

// relayAccess is the kept game's access to its relay; a game without one
// gets a new one, kept before it is used, so that a restart finds the
// same room with the same keys.
func relayAccess(dir string, table *online.Table, k *kept, newAccess func() (byrelay.Access, error)) (byrelay.Access, error) {
	if k.Access != "" {
		return byrelay.ParseAccess(k.Access)
	}
	if newAccess == nil {
		return byrelay.Access{}, errors.New("the kept game has no relay")
	}
	a, err := newAccess()
	if err != nil {
		return byrelay.Access{}, err
	}
	k.Access = a.String()
	keep := keeper(filepath.Join(dir, table.ID()+".game"), k)
	return a, keep(table.Since(0), table.Outbox())
}

// followOptions print the connection's changes; a fork or a refusal for
// good ends the bot, as nothing it played would be taken.
func followOptions(name string, out *printer, cancel context.CancelCauseFunc) byrelay.Options {
	return byrelay.Options{Name: name,
		OnStatus: func(s lan.Status) {
			out.logf("connection: %s%s", s.State, errText(s.Err))
			if s.Final() && s.State != lan.Closed {
				cancel(s.Err)
			}
		},
		OnDropped: func(d []online.Entry) {
			out.logf("%d entries of this bot's dropped: the game went on without them", len(d))
		}}
}

// playFollowed plays the bot's seats, and tells why the connection ended
// the game when it did.
func playFollowed(ctx context.Context, table *online.Table, b botFlags, name string, seats []int, out *printer) error {
	if err := play(ctx, table, b, name, seats, out); err != nil {
		if cause := context.Cause(ctx); cause != nil && cause != ctx.Err() {
			return cause
		}
		return err
	}
	return nil
}

// keepInviting holds an invitation of kind and prints its code, and a new
// one whenever it ends, until ctx ends or, for players, every seat is
// taken.
func keepInviting(ctx context.Context, a byrelay.Access, kind byrelay.Kind, opts byrelay.InviteOptions, table *online.Table, out *printer) {
	word := map[byrelay.Kind]string{byrelay.Play: "play", byrelay.Watch: "watch"}[kind]
	seated := func() bool { return kind == byrelay.Play && table.View().Seated() }
	watch, stop := table.Watch()
	defer stop()
	backoff := wslink.NewBackoff(0, 0)
	for ctx.Err() == nil && !seated() {
		inv, err := byrelay.Invite(ctx, a, kind, opts)
		if err != nil {
			out.logf("no %s code now: %v", word, err)
			select {
			case <-ctx.Done():
			case <-time.After(backoff.Next()):
			}
			continue
		}
		backoff.Reset()
		out.logf("%s code %s (%s), until %s", word, inv.Code(), inv.Link(), inv.Expires().Format("15:04"))
		holdInvitation(ctx, inv, watch, seated)
	}
}

// holdInvitation holds an invitation until it ends, ctx ends, or it is
// needed no more.
func holdInvitation(ctx context.Context, inv *byrelay.Invitation, watch <-chan struct{}, done func() bool) {
	defer inv.Close()
	for !done() {
		select {
		case <-ctx.Done():
			return
		case <-inv.Done():
			return
		case <-watch:
		}
	}
}
