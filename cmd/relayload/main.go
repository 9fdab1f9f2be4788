// Command relayload measures boardshelf-relay under load: it holds many
// games at once, two participants each on their own WebSocket, who take
// turns appending random sealed-looking messages (the relay cannot tell
// them from sealed entries), and reports the appends per second, the
// latency from an append to its delivery to the other participant, the
// relay's memory per game and its CPU:
//
//	go run ./cmd/relayload -spawn -games 10000 -every 3s -warmup 60s -duration 120s
//
// With -spawn it builds boardshelf-relay and runs it as a child process on
// a temporary data directory (-relay-flags adds flags), so that its memory
// and CPU are read apart from the generator's, from /proc; with -relay
// URL it loads a relay already running (-relay-pid to read its /proc).
// -profile FILE records where the relay spends its CPU in the window,
// with perf (Linux's profiler), and the report names its heaviest
// functions.
//
// Each game starts on a ramp (-ramp, half the warm-up by default): both
// participants dial, the first creates the room, both open it with their
// proofs. Then the participant whose turn it is waits a jittered -every
// (between half and one and a half of it) after the other's move reached
// it, and appends after it. Latency is from sending an Append to the
// other participant reading its Sealed; it counts the appends sent in the
// window of -duration after -warmup.
//
// A process may hold as many files open as its limit (ulimit -n), one
// per connection: the generator spreads its connections over -shards
// processes (itself, run again with -shard i/n), and -sources N spreads
// them over the source addresses 127.0.0.1 … 127.0.0.N should a source
// address run out of ports.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// config is a run, as its flags give it.
type config struct {
	games                         int
	every, warmup, duration, ramp time.Duration
	size                          int // bytes of each message's sealed data
	shards                        int
	sources                       int
	relay                         string // the relay's address, as an app takes it
	relayPID                      int
	spawn                         bool
	relayBin, relayFlags          string
	profile                       string // where the relay's CPU profile goes

	shard int       // this process's part, as a shard; -1 for the coordinator
	t0    time.Time // when the ramp starts, for the shards
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "relayload:", err)
		os.Exit(2)
	}
	if cfg.shard >= 0 {
		if err := runShard(cfg, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "relayload: shard", cfg.shard, err)
			os.Exit(1)
		}
		return
	}
	rep, err := run(cfg, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "relayload:", err)
		os.Exit(1)
	}
	rep.print(os.Stdout)
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("relayload", flag.ContinueOnError)
	fs.IntVar(&cfg.games, "games", 1000, "games held at once, two connections each")
	fs.DurationVar(&cfg.every, "every", 3*time.Second, "time between a game's moves (jittered between half and one and a half of it)")
	fs.DurationVar(&cfg.warmup, "warmup", 60*time.Second, "time before the measured window, the ramp included")
	fs.DurationVar(&cfg.duration, "duration", 120*time.Second, "the measured window")
	fs.DurationVar(&cfg.ramp, "ramp", 0, "time over which the games start (0: half the warm-up)")
	fs.IntVar(&cfg.size, "size", 256, "bytes of each message's sealed data")
	fs.IntVar(&cfg.shards, "shards", 2, "generator processes the connections are spread over (1: this process)")
	fs.IntVar(&cfg.sources, "sources", 1, "source addresses 127.0.0.1 … 127.0.0.N the connections are spread over")
	fs.StringVar(&cfg.relay, "relay", "", "the relay's address (ws://HOST:PORT or HOST:PORT)")
	fs.IntVar(&cfg.relayPID, "relay-pid", 0, "the process id of the relay given by -relay, to read its memory and CPU")
	fs.BoolVar(&cfg.spawn, "spawn", false, "build and run boardshelf-relay on a temporary data directory")
	fs.StringVar(&cfg.relayBin, "relay-bin", "", "with -spawn: this boardshelf-relay instead of one built now")
	fs.StringVar(&cfg.relayFlags, "relay-flags", "", "with -spawn: more flags for boardshelf-relay, as one string")
	fs.StringVar(&cfg.profile, "profile", "", "record the relay's CPU in the window with perf to this file (with -spawn or -relay-pid)")
	shard := fs.String("shard", "", "run as shard i of n (i/n), as the coordinator starts it")
	t0 := fs.Int64("t0", 0, "for a shard: when the ramp starts, ns since 1970")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if cfg.ramp == 0 {
		cfg.ramp = cfg.warmup / 2
	}
	cfg.shard = -1
	if *shard != "" {
		i, n, ok := strings.Cut(*shard, "/")
		var err, err2 error
		cfg.shard, err = strconv.Atoi(i)
		cfg.shards, err2 = strconv.Atoi(n)
		if !ok || err != nil || err2 != nil || cfg.shard < 0 || cfg.shard >= cfg.shards {
			return cfg, fmt.Errorf("-shard: i/n with 0 ≤ i < n")
		}
		cfg.t0 = time.Unix(0, *t0)
	}
	switch {
	case cfg.games < 1 || cfg.shards < 1 || cfg.sources < 1 || cfg.sources > 254:
		return cfg, fmt.Errorf("-games and -shards at least 1, -sources 1 to 254")
	case cfg.every <= 0 || cfg.duration <= 0 || cfg.ramp > cfg.warmup:
		return cfg, fmt.Errorf("-every and -duration above 0, -ramp within -warmup")
	case cfg.size < 1 || cfg.size > 64<<10:
		return cfg, fmt.Errorf("-size 1 to 65536 bytes")
	case cfg.spawn == (cfg.relay != "") && cfg.shard < 0:
		return cfg, fmt.Errorf("either -spawn or -relay URL")
	case cfg.profile != "" && !cfg.spawn && cfg.relayPID == 0:
		return cfg, fmt.Errorf("-profile needs the relay's process: -spawn or -relay-pid")
	}
	return cfg, nil
}
