package chessrace

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	race "boardshelf/rules/chessrace"
)

// The tree search's speed, from a position some moves into the race, in
// iterations per second (each ends in judging the new leaf).
func BenchmarkSearchChessRace(b *testing.B) {
	g := aitest.MidGame(b, aitest.NewChessRace(b, 2), 30, 1).(*race.Game)
	candidates := g.Moves()
	var runs int
	for b.Loop() {
		work := g.Clone().(*race.Game)
		judge := NewJudge(work)
		t := search.NewTreeSearch(work, judge, search.NewClock(context.Background(), time.Minute, 300), rand.New(rand.NewPCG(1, 1)))
		t.Grow(judge.Prune(candidates))
		runs += t.Runs
	}
	b.ReportMetric(float64(runs)/b.Elapsed().Seconds(), "iterations/s")
}
