package terrace

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	ter "boardshelf/rules/terrace"
)

// listedTerrace hides what lets the search try moves before it lists them
// all (search.TableMover): its search lists every move at every node.
type listedTerrace struct {
	search.Position[ter.Move]
	search.NoisyLister[ter.Move]
}

// Trying the table's move, the captures and the killers before listing
// the rest changes the order of the search, not what it finds: to a
// fixed depth, with nothing pruned, the best score is the same, with two
// players and with four (where the others move out of turn).
func TestTerraceStagedSearchFindsTheSameScore(t *testing.T) {
	set := search.Settings{MaxDepth: 3, Quiesce: 4, TableBits: 16}
	for _, id := range []string{"terrace/long", "terrace/four-player"} {
		for seed := uint64(1); seed <= 12; seed++ {
			g := aitest.MidGame(t, aitest.OpenSetup(t, id), 4+2*int(seed), seed).(*ter.Game)
			roots := g.AppendMoves(nil)
			p := newTerracePosition(g.Clone().(*ter.Game))
			want := aitest.ScoreToDepth[ter.Move](t, listedTerrace{p, p}, roots, set)
			if got := aitest.ScoreToDepth[ter.Move](t, newTerracePosition(g.Clone().(*ter.Game)), roots, set); got != want {
				t.Errorf("%s seed %d: staged search scores %d, listing every move %d", id, seed, got, want)
			}
		}
	}
}
