package analysis

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"boardshelf/ai"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
)

var (
	writeRecords = flag.Bool("records", false, "write the games of testdata/*.boardshelf again")
	lossStats    = flag.Bool("stats", false, "review games of Easy against Medium and tell how much their moves lost")
	statsSetups  = flag.String("stats-setups", "chessrace/classic,terrace/long,sixmaking/standard,terachess/standard", "the setups -stats plays, separated by commas")
	statsSteps   = flag.Int("stats-steps", 1500, "the steps a position -stats reviews with")
	statsGames   = flag.Int("stats-games", 12, "the games -stats plays of each setup (Terachess's: a quarter)")
	statsRaw     = flag.Bool("stats-raw", false, "-stats reviews with the engine's own chances, not calibrated")
)

// recordGames are the games the review's tests, benchmarks and the CLI's
// examples read: played by Easy against Medium (so that there are mistakes
// to find), with fixed steps and seeds, at most plies moves.
var recordGames = []struct {
	file, setup string
	plies       int
}{
	{"terachess.boardshelf", "terachess/standard", 150},
	{"terrace.boardshelf", "terrace/long", 200},
	{"terrace-3.boardshelf", "terrace/three-player", 200},
	{"sixmaking.boardshelf", "sixmaking/standard", 200},
	{"chessrace.boardshelf", "chessrace/classic", 400},
	{"chessrace-4.boardshelf", "chessrace/classic-4", 200},
	{"terrace-4.boardshelf", "terrace/four-player", 200},
	{"sixth.boardshelf", "sixmaking/sixth", 120},
}

// TestWriteRecords writes the games again with -records.
func TestWriteRecords(t *testing.T) {
	if !*writeRecords {
		t.Skip("writes testdata with -records")
	}
	for i, rg := range recordGames {
		s, _, moves, end := selfPlayGame(t, rg.setup, uint64(i), rg.plies)
		r := records.Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Date: time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)}
		for _, seat := range s.Seats {
			r.Seats = append(r.Seats, seat.Colour)
		}
		for _, m := range moves {
			r.Moves = append(r.Moves, m.String())
		}
		if st := end.Status(); st.Over {
			r.Result = st.Reason
		}
		if err := records.Write(filepath.Join("testdata", rg.file), r); err != nil {
			t.Fatal(err)
		}
	}
}

// selfPlayMove is a face of the die at random, or the engine's move: Easy
// for the first seat, Medium for the others.
func selfPlayMove(t *testing.T, g rules.Game, rng *rand.Rand, game uint64, ply int) rules.Move {
	moves := g.Moves()
	if g.Turn() == rules.Chance {
		return moves[rng.IntN(len(moves))]
	}
	lvl := ai.Medium
	if g.Turn() == 0 {
		lvl = ai.Easy
	}
	m, err := ai.BestMoveWith(context.Background(), g, lvl, ai.Options{Steps: 3000, Seed: ai.MoveSeed(game, ply)})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLossStats, with -stats, plays games of Easy (the first seat) against
// Medium, reviews them with fixed steps, and tells how the chance lost by
// each level's moves, and by the rolls, is spread: the figures that chose
// each game's thresholds (docs/analysis.md).
func TestLossStats(t *testing.T) {
	if !*lossStats {
		t.Skip("reviews self-play games with -stats")
	}
	// Terachess's games are long and dear: a quarter as many, of 120 plies.
	games := map[string]int{"terachess/standard": max(1, *statsGames/4)}
	plies := map[string]int{"chessrace/classic": 300, "terachess/standard": 120}
	for setup := range strings.SplitSeq(*statsSetups, ",") {
		spread := map[string][]float64{}
		for i := range cmp.Or(games[setup], *statsGames) {
			_, start, moves, _ := selfPlayGame(t, setup, uint64(100+i), cmp.Or(plies[setup], 200))
			opts := ReviewOptions{PerMove: Options{Steps: *statsSteps, Seed: 1, Raw: *statsRaw}}
			r, err := ReviewGame(context.Background(), start, moves, opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range r.Moves {
				switch {
				case m.Roll:
					spread["rolls' luck"] = append(spread["rolls' luck"], max(m.Luck, -m.Luck))
				case m.Judged && m.Seat == 0:
					spread["easy"] = append(spread["easy"], m.Loss)
				case m.Judged:
					spread["medium"] = append(spread["medium"], m.Loss)
				}
			}
		}
		for _, who := range []string{"easy", "medium", "rolls' luck"} {
			if ls := spread[who]; len(ls) > 0 {
				t.Logf("%s, %s: %s", setup, who, describeSpread(ls))
			}
		}
	}
}

// selfPlayGame is a game of Easy against Medium from setup, at most
// plies moves, drawn from seed: its setup, start, moves and end.
func selfPlayGame(t *testing.T, setup string, seed uint64, plies int) (*setups.Setup, rules.Game, []rules.Move, rules.Game) {
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	start := g.Clone()
	rng := rand.New(rand.NewPCG(seed, 42))
	var moves []rules.Move
	for ply := 0; ply < plies && !g.Status().Over; ply++ {
		m := selfPlayMove(t, g, rng, seed, ply)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	return s, start, moves, g
}

// describeSpread tells the median, 90th and 99th percentiles and the
// largest of losses, in points, and the share at or over 5, 10, 15, 20, 30.
func describeSpread(ls []float64) string {
	slices.Sort(ls)
	n := len(ls)
	at := func(p float64) float64 { return 100 * ls[min(n-1, int(p*float64(n)))] }
	over := func(points float64) float64 {
		k := 0
		for _, l := range ls {
			if 100*l >= points {
				k++
			}
		}
		return 100 * float64(k) / float64(n)
	}
	return fmt.Sprintf("%d: median %.1f, p90 %.1f, p99 %.1f, max %.1f; >=5 %.1f%%, >=10 %.1f%%, >=15 %.1f%%, >=20 %.1f%%, >=30 %.1f%%",
		n, at(.5), at(.9), at(.99), 100*ls[n-1], over(5), over(10), over(15), over(20), over(30))
}
