package sixmaking

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	six "boardshelf/rules/sixmaking"
)

// The searches' speed, from a position some moves into each game: the
// alpha-beta searches in positions searched per second, the tree searches
// in iterations per second (Six MaKING's each end in a playout, Chess
// Race's in judging the new leaf).

// Hard's search: the packed position and the learnt evaluation.
func BenchmarkSearchSixMaking(b *testing.B) {
	g := aitest.MidGame(b, aitest.NewSixMaking(b, six.Standard()), 14, 1).(*six.Game)
	var roots []sixMove
	for _, m := range g.AppendMoves(nil) {
		roots = append(roots, sixMoveOf(m, g.Size()))
	}
	set := sixLevels[search.Hard].search
	set.TableBits = aitest.BenchSettings.TableBits // a table as large as search.Hard's would take longer to clear than to fill
	aitest.BenchAlphaBeta(b, func() search.Position[sixMove] { return newSixSearchPos(g, &sixWeights5x5) }, roots, set)
}

// Easy's and Medium's search, on the game itself.
func BenchmarkSearchSixMakingEasyMedium(b *testing.B) {
	g := aitest.MidGame(b, aitest.NewSixMaking(b, six.Standard()), 14, 1).(*six.Game)
	roots := aitest.RootsOf[six.Move](b, g)
	aitest.BenchAlphaBeta(b, func() search.Position[six.Move] { return newSixPosition(g.Clone().(*six.Game)) }, roots, aitest.BenchSettings)
}

// Sixth MaKING's tree search, whose playouts stop after a few plies, and
// the same search on the ordinary game, whose playouts go on to a King.
func BenchmarkSixTree(b *testing.B) {
	for _, name := range []string{"sixth", "standard"} {
		b.Run(name, func(b *testing.B) {
			g := aitest.MidGame(b, aitest.NewSixMaking(b, sixSetups[name]), 14, 1).(*six.Game)
			candidates := g.Moves()
			var runs int
			for b.Loop() {
				j := &search.Job{Clock: search.NewClock(context.Background(), time.Minute, 5000), Rand: rand.New(rand.NewPCG(1, 1)), Threads: 1}
				if _, err := searchSixTree(g, candidates, j); err != nil {
					b.Fatal(err)
				}
				runs += j.Steps
			}
			b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
