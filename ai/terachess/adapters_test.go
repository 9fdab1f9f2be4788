package terachess

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	tera "boardshelf/rules/terachess"
)

// The Terachess evaluation kept move by move equals one worked out afresh.
func TestTerachessScoreFollowsTheGame(t *testing.T) {
	g := tera.New()
	pos := newTerachessPosition(g, terachessPress{})
	aitest.RandomWalk[tera.Move](t, g, pos, 600, func(when string) {
		if want := newTerachessPosition(g, terachessPress{}); pos.score != want.score || pos.attack != want.attack {
			t.Fatalf("%s: score %d and attack %v, afresh %d and %v", when, pos.score, pos.attack, want.score, want.attack)
		}
	})
}
