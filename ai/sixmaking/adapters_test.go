package sixmaking

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	six "boardshelf/rules/sixmaking"
)

// The Six MaKING key kept move by move equals one worked out afresh.
func TestSixKeyFollowsTheGame(t *testing.T) {
	g := aitest.NewSixMaking(t, six.Standard())
	pos := newSixPosition(g)
	aitest.RandomWalk[six.Move](t, g, pos, 300, func(when string) {
		if pos.Key() != sixKey(g) {
			t.Fatalf("%s: the key differs from the game's", when)
		}
	})
}
