package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"boardshelf/ai"
	"boardshelf/online/bot"
	"boardshelf/online/soak"
	"boardshelf/rules"
)

// runSoak plays games of bots in this process, over loopback through
// fault-injecting proxies, on the local network protocol or through
// boardshelf-relay processes it builds and starts (-relays 1 or 3), and
// prints the counts and the checks; it fails when a check does.
func runSoak(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("soak", flag.ContinueOnError)
	games := fs.Int("games", 10, "games to play")
	faults := fs.Bool("faults", false, "random faults on the network (latency, cuts, resets, blackholes), apps restarted, relays killed")
	relays := fs.Int("relays", 0, "play through 1 relay or 3 clustered (0: the local network protocol)")
	long := fs.Bool("long", false, "with -relays and -faults, rarely cut a participant off for up to a minute")
	killEvery := fs.Duration("kill-every", 15*time.Second, "with -relays and -faults, the mean time between relays killed")
	parallel := fs.Int("parallel", 2, "games at once")
	seed := fs.Int64("seed", time.Now().UnixNano(), "the run's seed")
	steps := fs.Int("steps", 0, "the engine at so many steps a move (0: random legal moves)")
	verbose := fs.Bool("v", false, "a line per game")
	if err := fs.Parse(args); err != nil {
		return err
	}
	// Stopped (timeout sends SIGTERM), it still ends its relays and says
	// what it found so far.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *relays != 0 && *relays != 1 && *relays != 3 {
		return errors.New("-relays is 0, 1 or 3")
	}
	opts := soak.Options{Games: *games, Parallel: *parallel, Seed: *seed, Faults: *faults, Relays: *relays, Long: *long,
		RelayChaos: soak.RelayChaos{Every: *killEvery}}
	if *steps > 0 {
		opts.Choose = func(seed uint64) bot.Chooser {
			n := 0
			return func(ctx context.Context, g rules.Game, _ int) (rules.Move, error) {
				n++
				return ai.BestMoveWith(ctx, g, ai.Medium, ai.Options{Steps: *steps, Seed: ai.MoveSeed(seed, n)})
			}
		}
	}
	if *verbose {
		opts.Out = stdout
	}
	fmt.Fprintf(stdout, "soak: %d games, relays %d, faults %v, seed %d\n", *games, *relays, *faults, *seed)
	totals := soak.Run(ctx, opts)
	fmt.Fprintln(stdout, totals)
	for _, p := range totals.Problems {
		fmt.Fprintln(stdout, "problem:", p)
	}
	if !totals.OK() {
		return errors.New("a check failed")
	}
	return nil
}
