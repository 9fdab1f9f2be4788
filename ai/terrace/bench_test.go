package terrace

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	ter "boardshelf/rules/terrace"
)

// The search's speed, from a position some moves into the game, in
// positions searched per second.
func BenchmarkSearchTerrace(b *testing.B) {
	g := aitest.MidGame(b, aitest.OpenSetup(b, "terrace/long"), 10, 1).(*ter.Game)
	roots := aitest.RootsOf[ter.Move](b, g)
	aitest.BenchAlphaBeta(b, func() search.Position[ter.Move] { return newTerracePosition(g.Clone().(*ter.Game)) }, roots, aitest.BenchSettings)
}

// With four players: the best-reply search, which plays the others'
// moves out of turn.
func BenchmarkSearchTerraceFourPlayers(b *testing.B) {
	g := aitest.MidGame(b, aitest.OpenSetup(b, "terrace/8x8-four-player"), 12, 1).(*ter.Game)
	roots := aitest.RootsOf[ter.Move](b, g)
	aitest.BenchAlphaBeta(b, func() search.Position[ter.Move] {
		return newTerracePositionAt(g.Clone().(*ter.Game), terraceLevels[search.Hard])
	}, roots, aitest.BenchSettings)
}
