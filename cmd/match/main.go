// Command match plays computer players against each other, headless, and
// prints the score with its 95% confidence interval and Elo difference,
// and the time and steps the players took per move:
//
//	go run ./cmd/match -setup sixmaking/standard -a hard -b uct:time=4.5s -games 20
//
// A player is a level of the engine (easy, medium, hard, expert), the
// reference UCT player (uct), the reference best-first minimax player for
// Terachess (bestfirst), random, or an engine run as a process and
// spoken to by the engine protocol (exec:PATH, docs/engine-protocol.md; an
// engine that answers no legal move loses the game), with settings after
// a colon (hard:steps=200000, uct:playouts=1e6,
// exec:bin/engine:level=hard,time=1s, see players.go). The engine of any
// commit is built as such a process by build-engine (build-engine COMMIT
// OUT), and engines.txt names the reference engines by commit, today's
// first. The setup is a
// setup id (terrace/long, chessrace/classic-4) or a setup file
// (path/to/setup.toml).
//
// With -sprt elo0,elo1 a sequential test stops the match once it tells
// side A's Elo over side B's is at least elo1 or at most elo0; -json FILE
// writes the match, and
//
//	go run ./cmd/match report docs/matches > docs/strength.md
//
// writes the strength report from docs/matches/header.md and those files.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"boardshelf/rules"
	"boardshelf/setups"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "report" {
		if err := reportCommand(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "match:", err)
			os.Exit(1)
		}
		return
	}
	var cfg config
	flag.StringVar(&cfg.setup, "setup", "terrace/long", "setup id or setup file")
	a := flag.String("a", "hard", "first player (see the package comment)")
	b := flag.String("b", "random", "second player")
	flag.IntVar(&cfg.games, "games", 20, "games to play; the players change seats every game")
	flag.IntVar(&cfg.parallel, "parallel", 1, "games played at once (each player thinks on one thread unless told threads=N)")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed for the die, the random mover and the players' random choices")
	flag.DurationVar(&cfg.budget, "budget", 0, "thinking time per move for players without their own (0: each level's own)")
	flag.IntVar(&cfg.maxPlies, "max-plies", 1000, "a game still going after this many moves counts as a draw")
	flag.IntVar(&cfg.seatA, "seat", 0, "the seat (1, 2, ...) the first player keeps in every game, as from a position one side leads; 0: the players change seats every game")
	flag.BoolVar(&cfg.verbose, "v", false, "print each game's result as it ends")
	flag.BoolVar(&cfg.moves, "moves", false, "with -v: print each game's moves too")
	only := flag.String("only", "", "play only these games of the match, as -v numbers them (\"9,13\"): each as it would be played in the whole match, to replay it")
	test := flag.String("sprt", "", "elo0,elo1[,alpha,beta]: stop when a sequential test accepts that side A is elo1 or more Elo above side B (H1) or elo0 or less (H0); alpha and beta, its error rates, 0.05 by default; -games still caps the match")
	resign := flag.String("resign", "", "score,moves: a game both players' searches judge lost, by score (in the game's units) or more for moves moves in a row each, ends as won (as cutechess's resign adjudication)")
	jsonFile := flag.String("json", "", "write the match (players with their engines' commits, setup, results, Elo, test, date, machine) to this JSON file")
	flag.Parse()

	var err error
	if cfg.sides[0], err = parsePlayer(*a); err == nil {
		cfg.sides[1], err = parsePlayer(*b)
	}
	if err == nil {
		cfg.only, err = parseGameNumbers(*only)
	}
	if err == nil {
		cfg.sprt, err = parseSPRT(*test)
	}
	if err == nil && *resign != "" {
		cfg.resign, err = parseResign(*resign)
	}
	if err == nil {
		var g rules.Game
		if g, err = setups.Open(cfg.setup); err == nil && cfg.resign != nil && g.Players() != 2 {
			err = fmt.Errorf("-resign: for two players, not %d", g.Players())
		}
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
	fmt.Printf("(%d games in %v, %d at once)\n", len(res.plies), time.Since(start).Round(time.Second), max(cfg.parallel, 1))
	if *jsonFile != "" {
		if err := writeRecord(*jsonFile, record(cfg, res, start)); err != nil {
			fmt.Fprintln(os.Stderr, "match:", err)
			os.Exit(1)
		}
	}
}
