package terrace

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	ter "boardshelf/rules/terrace"
)

// The Terrace copy of the board and its key follow the game, through
// captures and (with three seats) a seat knocked out.
func TestTerraceCopyFollowsTheGame(t *testing.T) {
	for _, id := range []string{"terrace/long", "terrace/three-player"} {
		g := aitest.OpenSetup(t, id).(*ter.Game)
		pos := newTerracePosition(g)
		aitest.RandomWalk[ter.Move](t, g, pos, 300, func(when string) {
			fresh := newTerracePosition(g)
			if pos.board != fresh.board || pos.Key() != terraceKey(g) {
				t.Fatalf("%s %s: the copy differs from the game", id, when)
			}
		})
	}
}
