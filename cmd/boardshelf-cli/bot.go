package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"boardshelf/ai"
	"boardshelf/online"
	"boardshelf/online/bot"
	"boardshelf/online/lan"
	"boardshelf/rules"
	"boardshelf/setups"
)

// runBot hosts or joins a game on the local network or through a relay
// (with -relay) and plays its seats with the engine, until the game ends
// or an interrupt.
func runBot(args []string, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if len(args) == 0 {
		return errors.New("bot host … or bot join ADDR CODE …")
	}
	relay := slices.ContainsFunc(args[1:], func(a string) bool {
		return strings.HasPrefix(strings.TrimLeft(a, "-"), "relay") && strings.HasPrefix(a, "-")
	})
	switch {
	case args[0] == "host" && relay:
		return botHostRelay(ctx, args[1:], stdout)
	case args[0] == "join" && relay:
		return botJoinRelay(ctx, args[1:], stdout)
	case args[0] == "host":
		return botHost(ctx, args[1:], stdout)
	case args[0] == "join":
		return botJoin(ctx, args[1:], stdout)
	}
	return fmt.Errorf("bot %s: host or join?", args[0])
}

// withRelayNote has fs's usage say that -relay plays through a relay,
// whose flags are another set's.
func withRelayNote(fs *flag.FlagSet) {
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage of %s (on the local network):\n", fs.Name())
		fs.PrintDefaults()
		fmt.Fprintf(fs.Output(), "  -relay string\n    \tplay through this relay rather than on the local network (%s -relay ADDR -h: the flags it takes then)\n", fs.Name())
	}
}

// kept is the file a bot keeps a game in, one per game in its folder:
// what it needs to go on after a restart.
type kept struct {
	Role   string         `json:"role"` // "host" or "join", "relay-host" or "relay-join"
	Addr   string         `json:"addr"` // where it hosted, or the host it joined
	Code   string         `json:"code"`
	Access string         `json:"access,omitempty"` // through a relay: byrelay.Access's String
	Seats  []int          `json:"seats"`
	Log    []online.Entry `json:"log"`
	Outbox []online.Entry `json:"outbox"`
}

// botFlags are the flags host and join share.
type botFlags struct {
	level ai.Level
	steps int
	data  string
	name  string
}

func (b *botFlags) define(fs *flag.FlagSet) {
	fs.Func("level", "the engine's level: easy, medium, hard (default) or expert", func(s string) (err error) {
		b.level, err = ai.ParseLevel(s)
		return err
	})
	b.level = ai.Hard
	fs.IntVar(&b.steps, "steps", 0, "the engine's steps a move, rather than its level's time (0: the level's time)")
	fs.StringVar(&b.data, "data", "boardshelf-bot", "the folder it keeps its identity and its games in")
	fs.StringVar(&b.name, "name", "", "its name at the table (default: Computer (level))")
}

// choose is the engine at the bot's level, each move with its own seed.
func (b *botFlags) choose(seed uint64) bot.Chooser {
	n := 0
	return func(ctx context.Context, g rules.Game, _ int) (rules.Move, error) {
		n++
		return ai.BestMoveWith(ctx, g, b.level, ai.Options{Steps: b.steps, Seed: ai.MoveSeed(seed, n)})
	}
}

// printer prints one line per event, from any goroutine.
type printer struct {
	mu  sync.Mutex
	out io.Writer
}

func (p *printer) logf(format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.out, time.Now().Format("15:04:05 ")+format+"\n", args...)
}

// keeper writes a game's file after every change of its table, in one
// step (a new file renamed over the old), so that a kill never leaves
// half a file.
func keeper(file string, k *kept) func(log, outbox []online.Entry) error {
	return func(log, outbox []online.Entry) error {
		k.Log, k.Outbox = log, outbox
		data, err := json.Marshal(k)
		if err != nil {
			return err
		}
		tmp := file + ".new"
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
		if err != nil {
			return err
		}
		_, err = f.Write(data)
		if err2 := f.Sync(); err == nil {
			err = err2
		}
		if err2 := f.Close(); err == nil {
			err = err2
		}
		if err != nil {
			return err
		}
		return os.Rename(tmp, file)
	}
}

func readKept(file string) (*kept, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var k kept
	if err := json.Unmarshal(data, &k); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(file), err)
	}
	return &k, nil
}

// resumeTable rebuilds a kept game's table.
func resumeTable(id online.Identity, file string, k *kept, sequencer bool) (*online.Table, error) {
	log, err := online.Replay(k.Log)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Base(file), err)
	}
	peer, _ := online.ResumePeer(id, log, k.Outbox, sequencer)
	return online.NewTable(peer, keeper(file, k)), nil
}

// openData makes the bot's folder and reads its identity.
func openData(dir string) (online.Identity, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return online.Identity{}, err
	}
	return online.LoadIdentity(filepath.Join(dir, "identity"))
}

func parseSeats(s string) ([]int, error) {
	var seats []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 3 {
			return nil, fmt.Errorf("seats %q: seats are 0 to 3, by commas", s)
		}
		seats = append(seats, n)
	}
	return seats, nil
}

func botHost(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bot host", flag.ContinueOnError)
	withRelayNote(fs)
	var b botFlags
	b.define(fs)
	setup := fs.String("game", "", "the setup to play, by its id: terrace/long, chessrace/classic-4, …")
	clockText := fs.String("clock", "none", `the time control: "none", "fischer 5m+5s", "days 3", …`)
	seatList := fs.String("seats", "0", "the seats it plays, by commas")
	code := fs.String("code", "", "the join code (default: a new one)")
	addr := fs.String("addr", ":0", "where to listen")
	gameName := fs.String("game-name", "", "the game's name, as others browse it (default: the bot's name)")
	announce := fs.Bool("announce", true, "announce the game on the network by mDNS")
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
	table, k, err := hostTable(id, b.data, "host", *setup, *clockText, seats, out)
	if err != nil {
		return err
	}
	if *code != "" {
		k.Code = *code
	}
	if k.Addr == "" || *addr != ":0" {
		k.Addr = *addr
	}
	name := nameOf(b)
	h, err := lan.Host(table, lan.HostOptions{Addr: k.Addr, Code: k.Code, Name: orDefault(*gameName, name),
		NoAnnounce: !*announce, Logf: out.logf})
	if err != nil {
		return err
	}
	defer h.Close()
	k.Addr, k.Code = h.Addr(), h.Code()
	out.logf("hosting %s (game %s) at %s, join code %s", table.View().Header.SetupID, table.ID(), h.Addr(), h.Code())
	if err := play(ctx, table, b, name, k.Seats, out); err != nil {
		return err
	}
	// The game is over: the host stays until everyone has its end, or a
	// while.
	wait, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	watch, stop := table.Watch()
	defer stop()
	for !h.Settled() {
		select {
		case <-wait.Done():
			out.logf("leaves without everyone having the game's end")
			return nil
		case <-watch:
		case <-time.After(100 * time.Millisecond): // a send to a connection is no change of the table
		}
	}
	return nil
}

// hostTable is the game to host: the one kept in dir of setup not yet
// over, or a new one. role is "host" on the local network, where the host
// is the game's sequencer, or "relay-host".
func hostTable(id online.Identity, dir, role, setup, clockText string, seats []int, out *printer) (*online.Table, *kept, error) {
	table, k, err := resumeKept(id, dir, role, setup, out)
	if table != nil || err != nil {
		return table, k, err
	}
	if setup == "" {
		return nil, nil, errors.New("-game SETUP_ID is needed: no game of this bot's is in progress")
	}
	s, err := setups.Default.Load(setup)
	if err != nil {
		return nil, nil, err
	}
	l, err := online.NewGame(id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: clockText}, time.Now())
	if err != nil {
		return nil, nil, err
	}
	for _, seat := range seats {
		if seat >= len(l.State().Seats) {
			return nil, nil, fmt.Errorf("%s has %d seats", setup, len(l.State().Seats))
		}
	}
	k = &kept{Role: role, Seats: seats}
	keep := keeper(filepath.Join(dir, l.ID()+".game"), k)
	if err := keep(l.Entries(), nil); err != nil {
		return nil, nil, err
	}
	return online.NewTable(online.NewPeer(id, l, role == "host"), keep), k, nil
}

// resumeKept is the game kept in dir in role, of setup (any when empty),
// not yet over; nil when there is none.
func resumeKept(id online.Identity, dir, role, setup string, out *printer) (*online.Table, *kept, error) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.game"))
	for _, file := range files {
		k, err := readKept(file)
		if err != nil || k.Role != role || len(k.Log) == 0 {
			continue
		}
		table, err := resumeTable(id, file, k, role == "host")
		if err != nil {
			return nil, nil, err
		}
		if v := table.View(); !v.Over() && (setup == "" || v.Header.SetupID == setup) {
			out.logf("resumes game %s from %s at entry %d", table.ID(), filepath.Base(file), len(k.Log))
			return table, k, nil
		}
	}
	return nil, nil, nil
}

func botJoin(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) < 2 || strings.HasPrefix(args[0], "-") {
		return errors.New("bot join ADDR CODE [-seat N] [-level L] [-steps N] [-data DIR] [-name N]")
	}
	addr, code := args[0], args[1]
	fs := flag.NewFlagSet("bot join", flag.ContinueOnError)
	withRelayNote(fs)
	var b botFlags
	b.define(fs)
	seat := fs.Int("seat", -1, "the seat to take (default: the first free)")
	if err := fs.Parse(args[2:]); err != nil {
		return err
	}
	id, err := openData(b.data)
	if err != nil {
		return err
	}
	out := &printer{out: stdout}
	entries, err := lan.Fetch(ctx, addr, code, id)
	if err != nil {
		return err
	}
	file := filepath.Join(b.data, entries[0].Game+".game")
	var table *online.Table
	k, err := readKept(file)
	if err == nil && k.Role == "join" {
		if table, err = resumeTable(id, file, k, false); err != nil {
			return err
		}
		out.logf("resumes game %s from %s at entry %d", table.ID(), filepath.Base(file), len(k.Log))
	} else {
		log, err := online.Replay(entries)
		if err != nil {
			return err
		}
		k = &kept{Role: "join", Addr: addr, Code: code}
		if k.Seats, err = seatToTake(log.State(), *seat); err != nil {
			return err
		}
		table = online.NewTable(online.NewPeer(id, log, false), keeper(file, k))
	}
	name := nameOf(b)
	// A fork or a refusal for good ends the bot: nothing it played would
	// be taken.
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	j, err := lan.Join(ctx, addr, code, table, lan.JoinOptions{Name: name,
		OnStatus: func(s lan.Status) {
			out.logf("connection: %s%s", s.State, errText(s.Err))
			if s.Final() && s.State != lan.Closed {
				cancel(s.Err)
			}
		},
		OnDropped: func(d []online.Entry) {
			out.logf("%d entries of this bot's dropped: the game went on without them", len(d))
		}})
	if err != nil {
		return err
	}
	defer j.Close()
	out.logf("joined game %s (%s) at %s, seat %v", table.ID(), table.View().Header.SetupID, addr, k.Seats)
	if err := play(ctx, table, b, name, k.Seats, out); err != nil {
		if cause := context.Cause(ctx); cause != nil && cause != ctx.Err() {
			return cause
		}
		return err
	}
	return nil
}

// seatToTake is the seat asked for if free, or the first free.
func seatToTake(st *online.State, seat int) ([]int, error) {
	for i, h := range st.Seats {
		if h.Key == "" && (seat < 0 || seat == i) {
			return []int{i}, nil
		}
	}
	if seat >= 0 {
		return nil, fmt.Errorf("seat %d is not free", seat)
	}
	return nil, errors.New("no seat is free")
}

// play plays the bot's seats to the game's end and prints the result.
func play(ctx context.Context, table *online.Table, b botFlags, name string, seats []int, out *printer) error {
	r, err := bot.Play(ctx, table, bot.Options{Seats: seats, Choose: b.choose(uint64(time.Now().UnixNano())), Name: name,
		Plays: playsOf(b), Logf: out.logf})
	if err != nil {
		return err
	}
	st := r.Status
	winners := "a draw"
	if len(st.Winners) > 0 {
		winners = fmt.Sprintf("won by seat %v", st.Winners)
	}
	out.logf("the game is over: %s (%s); this bot made %d moves", winners, st.Reason, r.Moves)
	return nil
}

// playsOf is how the bot's seats say they are played.
func playsOf(b botFlags) string { return "computer (" + b.level.String() + ")" }

func nameOf(b botFlags) string {
	return orDefault(b.name, "Computer ("+b.level.String()+")")
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return ": " + err.Error()
}
