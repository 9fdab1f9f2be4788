package ai

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// The Terachess evaluation kept move by move equals one worked out afresh.
func TestTerachessScoreFollowsTheGame(t *testing.T) {
	g := terachess.New()
	pos := newTerachessPosition(g, terachessPress{})
	aitest.RandomWalk[terachess.Move](t, g, pos, 600, func(when string) {
		if want := newTerachessPosition(g, terachessPress{}); pos.score != want.score || pos.attack != want.attack {
			t.Fatalf("%s: score %d and attack %v, afresh %d and %v", when, pos.score, pos.attack, want.score, want.attack)
		}
	})
}

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
