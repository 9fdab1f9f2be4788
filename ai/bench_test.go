package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// The searches' speed, from a position some moves into each game: the
// alpha-beta searches in positions searched per second, the tree searches
// in iterations per second (Six MaKING's each end in a playout, Chess
// Race's in judging the new leaf).

const benchSteps = 20000

func benchAlphaBeta[M comparable](b *testing.B, newPos func() search.Position[M], roots []M, set search.Settings) {
	var nodes int
	for b.Loop() {
		t, err := search.TakeTable(context.Background(), set.TableBits)
		if err != nil {
			b.Fatal(err)
		}
		s := search.NewSharedSearcher(newPos(), search.NewClock(context.Background(), time.Minute, benchSteps), set, t)
		s.Best(roots, rand.New(rand.NewPCG(1, 1)))
		t.GiveBack()
		nodes += s.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func rootsOf[M rules.Move](b *testing.B, g rules.Game) []M {
	roots, err := search.Concrete[M](g.Moves())
	if err != nil {
		b.Fatal(err)
	}
	return roots
}

var benchSettings = search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 6, TableBits: 16}

func BenchmarkSearchTerachess(b *testing.B) {
	g := aitest.MidGame(b, terachess.New(), 20, 1).(*terachess.Game)
	roots := rootsOf[terachess.Move](b, g)
	benchAlphaBeta(b, func() search.Position[terachess.Move] { return newTerachessPosition(g.Copy(), terachessPress{}) }, roots, benchSettings)
}

func BenchmarkSearchTerrace(b *testing.B) {
	g := aitest.MidGame(b, aitest.OpenSetup(b, "terrace/long"), 10, 1).(*terrace.Game)
	roots := rootsOf[terrace.Move](b, g)
	benchAlphaBeta(b, func() search.Position[terrace.Move] { return newTerracePosition(g.Clone().(*terrace.Game)) }, roots, benchSettings)
}

// With four players: the best-reply search, which plays the others'
// moves out of turn.
func BenchmarkSearchTerraceFourPlayers(b *testing.B) {
	g := aitest.MidGame(b, aitest.OpenSetup(b, "terrace/8x8-four-player"), 12, 1).(*terrace.Game)
	roots := rootsOf[terrace.Move](b, g)
	benchAlphaBeta(b, func() search.Position[terrace.Move] {
		return newTerracePositionAt(g.Clone().(*terrace.Game), terraceLevels[Hard])
	}, roots, benchSettings)
}

// Hard's search: the packed position and the learnt evaluation.
func BenchmarkSearchSixMaking(b *testing.B) {
	g := aitest.MidGame(b, aitest.NewSixMaking(b, sixmaking.Standard()), 14, 1).(*sixmaking.Game)
	var roots []sixMove
	for _, m := range g.AppendMoves(nil) {
		roots = append(roots, sixMoveOf(m, g.Size()))
	}
	set := sixLevels[Hard].search
	set.TableBits = benchSettings.TableBits // a table as large as Hard's would take longer to clear than to fill
	benchAlphaBeta(b, func() search.Position[sixMove] { return newSixSearchPos(g, &sixWeights5x5) }, roots, set)
}

// Easy's and Medium's search, on the game itself.
func BenchmarkSearchSixMakingEasyMedium(b *testing.B) {
	g := aitest.MidGame(b, aitest.NewSixMaking(b, sixmaking.Standard()), 14, 1).(*sixmaking.Game)
	roots := rootsOf[sixmaking.Move](b, g)
	benchAlphaBeta(b, func() search.Position[sixmaking.Move] { return newSixPosition(g.Clone().(*sixmaking.Game)) }, roots, benchSettings)
}

// Sixth MaKING's tree search, whose playouts stop after a few plies, and
// the same search on the ordinary game, whose playouts go on to a King.
func BenchmarkSixTree(b *testing.B) {
	for _, name := range []string{"sixth", "standard"} {
		b.Run(name, func(b *testing.B) {
			g := aitest.MidGame(b, aitest.NewSixMaking(b, sixSetups[name]), 14, 1).(*sixmaking.Game)
			candidates := g.Moves()
			var runs int
			for b.Loop() {
				j := &job{lvl: Hard, Job: &search.Job{Clock: search.NewClock(context.Background(), time.Minute, 5000), Rand: rand.New(rand.NewPCG(1, 1)), Threads: 1}}
				if _, err := searchSixTree(g, candidates, j); err != nil {
					b.Fatal(err)
				}
				runs += j.Steps
			}
			b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}
