// Command calibrate fits the curves that turn the engine's chances into
// calibrated chances to win (analysis/calibration.go), one per game and
// number of players, on games the engine plays against itself:
//
//	go run ./cmd/calibrate play -data calib.jsonl
//	go run ./cmd/calibrate fit -data calib.jsonl
//
// play plays each setup's games (a few random moves, then Hard against
// itself at fixed steps), judges a few positions of each by
// analysis.Evaluate at fixed steps, uncalibrated, and appends them with
// the game's result to the data file (-first numbers the games on, so
// that runs add up). fit fits the curves to the odd-numbered games,
// writes them where package analysis embeds them, keeps the even ones as
// the held-out set the tests check, and draws a reliability plot per game
// into docs/. See docs/engine.md, "Chances to win and their calibration".
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"boardshelf/analysis"
	"boardshelf/setups"
)

// forms are the setups played by default: each game and number of
// players, Terrace of two in its standard and its short game.
var forms = []string{
	"terrace/long", "terrace/short", "terrace/three-player", "terrace/four-player",
	"terachess/standard", "sixmaking/standard",
	"chessrace/classic", "chessrace/classic-3", "chessrace/classic-4",
}

// stepsFor is each game's steps: for Hard's moves in the games (shallow,
// so that many games are played) and for judging a position, about a
// tenth of a second on one core here (Terrace's four tenths, about the
// review's), less than the review's and the analysis board's first
// judgement (a quarter to a third of a second) in the other games:
// a curve is fitted once for every budget, and the cheaper judgement
// buys the games that check it. Chess Race's steps are the tree
// search's iterations, far dearer than a position of alpha-beta.
var stepsFor = map[string]struct{ play, judge int }{
	"terrace":   {5000, 200000}, // at 50,000 its near-even judgements pointed the wrong way (docs/engine.md)
	"terachess": {3000, 80000},
	"sixmaking": {5000, 150000},
	"chessrace": {1000, 4000},
}

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "play":
		err = play(os.Args[2:], os.Stdout)
	case "fit":
		err = fit(os.Args[2:], os.Stdout)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "calibrate:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: calibrate play [flags] | calibrate fit [flags] (-h for the flags)")
	os.Exit(2)
}

func play(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ExitOnError)
	var sp selfPlay
	setupList := fs.String("setups", strings.Join(forms, ","), "setups to play, by id, separated by commas")
	data := fs.String("data", "calibration.jsonl", "file the judged positions are appended to")
	fs.IntVar(&sp.games, "games", 200, "games per setup")
	fs.IntVar(&sp.playSteps, "play-steps", 0, "Hard's steps a move in the games (0: the game's, see stepsFor)")
	fs.IntVar(&sp.judgeSteps, "judge-steps", 0, "analysis.Evaluate's steps for each position judged (0: the game's)")
	fs.IntVar(&sp.first, "first", 0, "number of the first game: a later run goes on where one stopped")
	fs.IntVar(&sp.samples, "samples", 4, "positions judged per game")
	fs.IntVar(&sp.randomPlies, "random-plies", 2, "random moves that open each game")
	fs.IntVar(&sp.maxPlies, "max-plies", 600, "a game still going after so many moves is left out")
	fs.IntVar(&sp.parallel, "parallel", 1, "games played at once")
	fs.Uint64Var(&sp.seed, "seed", 1, "seed of the games")
	_ = fs.Parse(args) // ExitOnError
	f, err := os.OpenFile(*data, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, setup := range strings.Split(*setupList, ",") {
		spOf, err := withGameSteps(setup, sp)
		if err != nil {
			f.Close()
			return err
		}
		start, games, unfinished, positions := time.Now(), 0, 0, 0
		err = playSetup(context.Background(), setup, spOf, func(s []analysis.Sample) error {
			games++
			if len(s) == 0 {
				unfinished++
			}
			positions += len(s)
			for _, x := range s {
				if err := enc.Encode(x); err != nil {
					return err
				}
			}
			return w.Flush()
		})
		if err != nil {
			f.Close()
			return err
		}
		fmt.Fprintf(out, "%s: games %d to %d (steps %d a move, %d a judgement), %d left out unfinished: %d positions in %v\n",
			setup, sp.first, sp.first+games-1, spOf.playSteps, spOf.judgeSteps, unfinished, positions, time.Since(start).Round(time.Second))
	}
	return f.Close()
}

// withGameSteps is sp with setup's game's steps where sp leaves them 0.
func withGameSteps(setup string, sp selfPlay) (selfPlay, error) {
	g, err := setups.Open(setup)
	if err != nil {
		return sp, err
	}
	steps, ok := stepsFor[analysis.GameName(g)]
	if !ok {
		steps = stepsFor["terrace"]
	}
	if sp.playSteps <= 0 {
		sp.playSteps = steps.play
	}
	if sp.judgeSteps <= 0 {
		sp.judgeSteps = steps.judge
	}
	return sp, nil
}
