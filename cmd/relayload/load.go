package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/coder/websocket"

	"boardshelf/relay/proto"
)

// relayPath is where a relay takes WebSocket connections.
const relayPath = "/boardshelf/relay/v1"

// filesSpare is the files a process holds besides its connections.
const filesSpare = 50

// run is the coordinator: it starts the relay when asked, the shards,
// reads /proc of both at the window's ends, and adds up what the shards
// measured. Progress goes to progress.
func run(cfg config, progress io.Writer) (*report, error) {
	limit := openFileLimit()
	if perShard := (2*cfg.games + cfg.shards - 1) / cfg.shards; perShard+filesSpare > limit {
		return nil, fmt.Errorf("%d connections a shard, more than the open-file limit of %d lets one process hold: use more -shards", perShard, limit)
	}
	rep := &report{cfg: cfg, limit: limit}
	if cfg.spawn {
		relay, err := spawnRelay(cfg, progress)
		if err != nil {
			return nil, err
		}
		defer relay.stop()
		cfg.relay, cfg.relayPID = relay.addr, relay.cmd.Process.Pid
		rep.relayLog = relay.logPath
	}
	rep.url = relayURL(cfg.relay)
	if err := waitWelcome(rep.url, 30*time.Second); err != nil {
		return nil, fmt.Errorf("the relay does not answer: %w", err)
	}
	if cfg.relayPID > 0 {
		rep.relayIdle, _ = processUsage(cfg.relayPID)
	}
	cfg.t0 = time.Now().Add(time.Second)
	from := cfg.t0.Add(cfg.warmup)
	to := from.Add(cfg.duration)
	fmt.Fprintf(progress, "relayload: %d games over %v from %s, window %s to %s\n", cfg.games, cfg.ramp, cfg.t0.Format("15:04:05"), from.Format("15:04:05"), to.Format("15:04:05"))
	shards, err := startShards(cfg, rep.url)
	if err != nil {
		return nil, err
	}
	time.Sleep(time.Until(from))
	before := rep.sample(cfg, shards.pids)
	profiled := make(chan error, 1)
	if cfg.profile != "" {
		go func() { profiled <- takeProfile(cfg.relayPID, cfg.duration, cfg.profile) }()
	}
	time.Sleep(time.Until(to))
	after := rep.sample(cfg, shards.pids)
	rep.measure(before, after)
	if cfg.profile != "" {
		rep.profileErr = <-profiled
	}
	results, err := shards.wait()
	for _, r := range results {
		rep.res.add(r)
	}
	return rep, err
}

func openFileLimit() int {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 1024
	}
	return int(min(l.Max, 1<<30))
}

// relayURL is the WebSocket URL of a relay's address: ws:// and wss://
// as given, the path added when absent; HOST:PORT as ws://.
func relayURL(addr string) string {
	if !strings.HasPrefix(addr, "ws://") && !strings.HasPrefix(addr, "wss://") {
		addr = "ws://" + addr
	}
	if rest := addr[strings.Index(addr, "//")+2:]; !strings.Contains(rest, "/") {
		addr += relayPath
	}
	return addr
}

// waitWelcome dials the relay until it welcomes, for at most wait.
func waitWelcome(url string, wait time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for {
		err := welcome(ctx, url)
		if err == nil || ctx.Err() != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func welcome(ctx context.Context, url string) error {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return err
	}
	defer c.CloseNow()
	_, data, err := c.Read(ctx)
	if err != nil {
		return err
	}
	m, err := proto.Decode(data)
	if err != nil {
		return err
	}
	if _, ok := m.(*proto.Welcome); !ok {
		return errors.New("the relay's first message is not a welcome")
	}
	return nil
}

// shardSet is the shards of a run, running.
type shardSet struct {
	pids []int // the processes playing: the shards', or this one's
	wait func() ([]result, error)
}

// startShards starts the shards: in this process when there is one,
// else each as this program run again with -shard i/n, which writes its
// result as JSON.
func startShards(cfg config, url string) (*shardSet, error) {
	if cfg.shards == 1 {
		cfg.shard = 0
		done := make(chan result, 1)
		go func() { done <- newShard(cfg, url).run() }()
		return &shardSet{pids: []int{os.Getpid()}, wait: func() ([]result, error) { return []result{<-done}, nil }}, nil
	}
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	set := &shardSet{}
	outs := make([]*bytes.Buffer, cfg.shards)
	cmds := make([]*exec.Cmd, cfg.shards)
	for i := range cfg.shards {
		cmds[i] = exec.Command(self, shardArgs(cfg, url, i)...)
		outs[i] = &bytes.Buffer{}
		cmds[i].Stdout, cmds[i].Stderr = outs[i], os.Stderr
		if err := cmds[i].Start(); err != nil {
			return nil, err
		}
		set.pids = append(set.pids, cmds[i].Process.Pid)
	}
	set.wait = func() ([]result, error) {
		results := make([]result, cfg.shards)
		var errs []error
		for i, c := range cmds {
			err := c.Wait()
			if err == nil {
				err = json.Unmarshal(outs[i].Bytes(), &results[i])
			}
			if err != nil {
				errs = append(errs, fmt.Errorf("shard %d: %w", i, err))
			}
		}
		return results, errors.Join(errs...)
	}
	return set, nil
}

func shardArgs(cfg config, url string, i int) []string {
	return []string{
		"-shard", fmt.Sprintf("%d/%d", i, cfg.shards), "-relay", url, "-t0", strconv.FormatInt(cfg.t0.UnixNano(), 10),
		"-games", strconv.Itoa(cfg.games), "-every", cfg.every.String(), "-warmup", cfg.warmup.String(),
		"-duration", cfg.duration.String(), "-ramp", cfg.ramp.String(), "-size", strconv.Itoa(cfg.size),
		"-sources", strconv.Itoa(cfg.sources),
	}
}

// runShard plays a shard's games and writes its result as JSON.
func runShard(cfg config, w io.Writer) error {
	res := newShard(cfg, relayURL(cfg.relay)).run()
	return json.NewEncoder(w).Encode(res)
}

// add adds another shard's result to r.
func (r *result) add(o result) {
	r.Games += o.Games
	r.Failed += o.Failed
	r.Held += o.Held
	r.Appends += o.Appends
	r.Delivered += o.Delivered
	r.Latency.add(o.Latency)
	r.Behind += o.Behind
	r.TooMany += o.TooMany
	r.Refused += o.Refused
	r.Lost += o.Lost
	r.Errors += o.Errors
	r.Stalled += o.Stalled
	r.Goroutines += o.Goroutines
	r.Ramp = max(r.Ramp, o.Ramp)
	for _, s := range o.Samples {
		if len(r.Samples) < maxSamples && !slices.Contains(r.Samples, s) {
			r.Samples = append(r.Samples, s)
		}
	}
}

// takeProfile records the relay's CPU for d with perf, sampling its
// stacks 199 times a second, to file: perf reads a Go program's symbols
// as they are, and needs nothing of the relay.
func takeProfile(pid int, d time.Duration, file string) error {
	out, err := exec.Command("perf", "record", "-F", "199", "-g", "-p", strconv.Itoa(pid), "-o", file,
		"--", "sleep", strconv.Itoa(int(d.Seconds()))).CombinedOutput()
	if err != nil {
		return fmt.Errorf("perf record: %v: %s", err, strings.TrimSpace(string(out)))
	}
	return nil
}

// snapshot is what /proc says at one end of the window.
type snapshot struct {
	at          time.Time
	relay       usage
	relayOK     bool
	generator   uint64 // CPU ticks of the shards
	generatorOK bool
	busy, all   uint64 // CPU ticks of the machine
	machineOK   bool
}

func (rep *report) sample(cfg config, pids []int) snapshot {
	s := snapshot{at: time.Now(), generatorOK: true}
	if cfg.relayPID > 0 {
		u, err := processUsage(cfg.relayPID)
		s.relay, s.relayOK = u, err == nil
	}
	for _, pid := range pids {
		u, err := processUsage(pid)
		s.generator += u.ticks
		s.generatorOK = s.generatorOK && err == nil
	}
	var err error
	s.busy, s.all, err = machineTicks()
	s.machineOK = err == nil
	return s
}
