package terachess

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	tera "boardshelf/rules/terachess"
)

// The search's speed, from a position some moves into the game, in
// positions searched per second.
func BenchmarkSearchTerachess(b *testing.B) {
	g := aitest.MidGame(b, tera.New(), 20, 1).(*tera.Game)
	roots := aitest.RootsOf[tera.Move](b, g)
	aitest.BenchAlphaBeta(b, func() search.Position[tera.Move] { return newTerachessPosition(g.Copy(), terachessPress{}) }, roots, aitest.BenchSettings)
}
