// Command match plays computer players against each other, headless, and
// prints the score and the time they took per move:
//
//	go run ./ai/match -setup terrace/long -a hard -b random -games 20
//
// A player is a level (easy, medium, hard) or random. The setup is a setup
// id (terrace/long, chessrace/classic-4) or a setup file (path/to/setup.toml).
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"boardshelf/setups"
)

func main() {
	var cfg config
	flag.StringVar(&cfg.setup, "setup", "terrace/long", "setup id or setup file")
	a := flag.String("a", "hard", "first player: easy, medium, hard or random")
	b := flag.String("b", "random", "second player: easy, medium, hard or random")
	flag.IntVar(&cfg.games, "games", 20, "games to play; the players change seats every game")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed for the die, the random mover and the levels")
	flag.DurationVar(&cfg.budget, "budget", 0, "thinking time per move for both levels (0: each level's own)")
	flag.IntVar(&cfg.maxPlies, "max-plies", 1000, "a game still going after this many moves counts as a draw")
	flag.BoolVar(&cfg.verbose, "v", false, "print each game's result as it ends")
	flag.Parse()

	var err error
	if cfg.sides[0], err = parsePlayer(*a); err == nil {
		cfg.sides[1], err = parsePlayer(*b)
	}
	if err == nil {
		_, err = setups.Open(cfg.setup)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(2)
	}
	start := time.Now()
	res, err := run(cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
	res.print(os.Stdout, cfg)
	fmt.Printf("(%d games in %v)\n", cfg.games, time.Since(start).Round(time.Second))
}
