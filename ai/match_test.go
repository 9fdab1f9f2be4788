package ai

import (
	"context"
	"testing"
	"time"

	"boardshelf/ai/search"
	"boardshelf/rules"
)

// playMatchGame plays g to its end: seat hard is played by Hard, stopped
// after steps, every other seat and the die by the random mover. It
// reports whether Hard won.
func playMatchGame(t *testing.T, g rules.Game, hard, steps int, seed uint64) bool {
	t.Helper()
	for ply := 0; !g.Status().Over; ply++ {
		if ply > 2000 {
			t.Fatal("no result after 2000 moves")
		}
		moveSeed := seed*1_000_003 + uint64(ply)
		m := RandomMove(g, moveSeed)
		if g.Turn() == hard {
			var err error
			m, err = BestMoveWith(context.Background(), g, Hard, Options{Budget: time.Minute, Steps: steps, Seed: moveSeed})
			if err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return search.Wins(g.Status(), hard)
}

// A small match, the same on every machine: Hard, held to a few thousand
// steps a move, beats the random mover from every seat.
func TestHardBeatsTheRandomMover(t *testing.T) {
	steps := map[string]int{"chessrace": 300, "chessrace 4 players": 300}
	for _, s := range starts {
		t.Run(s.name, func(t *testing.T) {
			seats := s.start(t).Players()
			for seat := range seats {
				g := s.start(t)
				n := steps[s.name]
				if n == 0 {
					n = 3000
				}
				if !playMatchGame(t, g, seat, n, uint64(seat+1)) {
					t.Errorf("Hard on seat %d did not win: %s", seat+1, g.Status().Reason)
				}
			}
		})
	}
}
