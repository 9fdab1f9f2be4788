package ai

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terrace"
)

// The Terrace copy of the board and its key follow the game, through
// captures and (with three seats) a seat knocked out.
func TestTerraceCopyFollowsTheGame(t *testing.T) {
	for _, id := range []string{"terrace/long", "terrace/three-player"} {
		g := aitest.OpenSetup(t, id).(*terrace.Game)
		pos := newTerracePosition(g)
		aitest.RandomWalk[terrace.Move](t, g, pos, 300, func(when string) {
			fresh := newTerracePosition(g)
			if pos.board != fresh.board || pos.Key() != terraceKey(g) {
				t.Fatalf("%s %s: the copy differs from the game", id, when)
			}
		})
	}
}

// The Six MaKING key kept move by move equals one worked out afresh.
func TestSixKeyFollowsTheGame(t *testing.T) {
	g := aitest.NewSixMaking(t, sixmaking.Standard())
	pos := newSixPosition(g)
	aitest.RandomWalk[sixmaking.Move](t, g, pos, 300, func(when string) {
		if pos.Key() != sixKey(g) {
			t.Fatalf("%s: the key differs from the game's", when)
		}
	})
}
