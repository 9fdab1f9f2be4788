package main

import (
	"cmp"
	"context"
	"flag"
	"sync"
	"testing"

	"boardshelf/ai"
	"boardshelf/analysis"
	"boardshelf/rules"
)

var (
	playedOn        = flag.String("played-on", "", "judged positions (calibrate play's file): play on from those judged won, with Hard at -played-on-steps")
	playedOnSteps   = flag.Int("played-on-steps", 30000, "Hard's steps a move from the positions judged won")
	playedOnSamples = flag.Int("played-on-samples", 4, "the -samples the positions were drawn with")
)

// TestSurePositionsPlayedOn, with -played-on FILE, plays again the games
// of two without dice whose positions FILE holds (the same games: a seed
// of their number, fixed steps), takes the positions the engine judged
// won (analysis.SureChance or surer), and plays each on with Hard at
// -played-on-steps a move for both sides: whether a stronger player wins
// what the judge called won, where the games' own players lost it, and
// where they won it (as many). docs/engine.md tells what it found.
func TestSurePositionsPlayedOn(t *testing.T) {
	if *playedOn == "" {
		t.Skip("plays on from the positions judged won of -played-on FILE")
	}
	samples, err := readSamples([]string{*playedOn})
	if err != nil {
		t.Fatal(err)
	}
	type key struct {
		setup  string
		played int
	}
	byGame := map[key][]analysis.Sample{}
	var order []key
	for _, s := range samples {
		k := key{s.Setup, s.Played}
		if s.Players != 2 || s.Game == "chessrace" {
			continue
		}
		if byGame[k] == nil {
			order = append(order, k)
		}
		byGame[k] = append(byGame[k], s)
	}
	type sure struct {
		from   rules.Game
		seat   int
		seed   uint64
		thrown bool // lost in its own game
	}
	var lost, won []sure
	for _, k := range order {
		sp := selfPlay{playSteps: stepsFor[byGame[k][0].Game].play, samples: *playedOnSamples, randomPlies: 2, maxPlies: 600, seed: 1}
		drawn, _, err := selfPlayGame(context.Background(), k.setup, sp, k.played)
		if err != nil {
			t.Fatal(err)
		}
		if len(drawn) != len(byGame[k]) {
			t.Logf("%s game %d: %d positions drawn again, %d in the file: left out", k.setup, k.played, len(drawn), len(byGame[k]))
			continue
		}
		for j, s := range byGame[k] {
			for seat, p := range s.Raw {
				if p < analysis.SureChance {
					continue
				}
				x := sure{drawn[j].game, seat, gameSeed(sp, k.played) + uint64(j), s.Outcome[seat] < 0.5}
				if x.thrown {
					lost = append(lost, x)
				} else {
					won = append(won, x)
				}
			}
		}
	}
	playOn := func(what string, from []sure) {
		var mu sync.Mutex
		var wg sync.WaitGroup
		wins, undecided := 0, 0
		next := make(chan sure)
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for x := range next {
					g := x.from.Clone()
					for ply := 0; ply < 600 && !g.Status().Over; ply++ {
						m, err := ai.BestMoveWith(context.Background(), g, ai.Hard, ai.Options{Steps: *playedOnSteps, Threads: 1, Seed: ai.MoveSeed(x.seed, ply)})
						if err != nil {
							t.Error(err)
							return
						}
						if err := g.Play(m); err != nil {
							t.Error(err)
							return
						}
					}
					st := g.Status()
					mu.Lock()
					switch {
					case !st.Over || len(st.Winners) != 1:
						undecided++
					case st.Winners[0] == x.seat:
						wins++
					}
					mu.Unlock()
				}
			}()
		}
		for _, x := range from {
			next <- x
		}
		close(next)
		wg.Wait()
		t.Logf("%s: %d of %d won by the seat judged won, %d drawn or unfinished after 600 moves", what, wins, len(from), undecided)
	}
	t.Logf("%d seats judged won, %d of them lost in their game", len(lost)+len(won), len(lost))
	playOn("lost in their game", lost)
	playOn("won in their game", won[:min(len(won), cmp.Or(len(lost), len(won)))])
}
