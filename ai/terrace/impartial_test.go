package terrace

import (
	"context"
	"math"
	"reflect"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	ter "boardshelf/rules/terrace"
)

// With two players an impartial judgement (analysis) is the players' own:
// the same move, score, line, best moves and chances, so that the review
// of a game of two and its calibration stay as they were.
func TestImpartialLeavesTwoPlayersAlone(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := aitest.MidGame(t, aitest.OpenSetup(t, "terrace/long"), 6+2*int(seed), seed).(*ter.Game)
		var jobs [2]*search.Job
		for i, impartial := range []bool{false, true} {
			j := &search.Job{Clock: search.NewClock(context.Background(), 0, 3000), Seed: seed, Threads: 1, Lines: 3, Lead: math.NaN(), Impartial: impartial}
			if _, err := Search(g, g.Moves(), search.Hard, j); err != nil {
				t.Fatal(err)
			}
			j.Clock, j.Impartial = nil, false
			jobs[i] = j
		}
		player, onlooker := jobs[0], jobs[1]
		if !reflect.DeepEqual(player.ChancesFor(g), onlooker.ChancesFor(g)) || !reflect.DeepEqual(player.Best, onlooker.Best) ||
			player.Score != onlooker.Score || !reflect.DeepEqual(player.Line, onlooker.Line) {
			t.Errorf("seed %d: a player judges %v %v (%d), an onlooker %v %v (%d)", seed,
				player.ChancesFor(g), player.Best, player.Score, onlooker.ChancesFor(g), onlooker.Best, onlooker.Score)
		}
	}
}
