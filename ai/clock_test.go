package ai

import (
	"testing"
	"time"

	"boardshelf/ai/search"
	gameclock "boardshelf/clock"
)

func TestBudgetTakesAShareOfTheGameClock(t *testing.T) {
	for _, tc := range []struct {
		name string
		lvl  Level
		opts Options
		want time.Duration
	}{
		{"the level's own", Hard, Options{}, Hard.Budget()},
		{"the caller's", Hard, Options{Budget: time.Second}, time.Second},
		{"steps alone: none", Hard, Options{Steps: 100}, 0},
		{"sudden death: a thirtieth", Expert, Options{Clock: &search.GameClock{Kind: gameclock.SuddenDeath, Left: 60 * time.Second}}, 2 * time.Second},
		{"Fischer: most of the increment", Expert, Options{Clock: &search.GameClock{Kind: gameclock.Fischer, Left: 30 * time.Second, Increment: 4 * time.Second}}, 4 * time.Second},
		{"a turn's limit: half of it", Expert, Options{Clock: &search.GameClock{Kind: gameclock.PerTurn, Left: 4 * time.Second}}, 2 * time.Second},
		{"plenty on the clock: the level's", Hard, Options{Clock: &search.GameClock{Kind: gameclock.SuddenDeath, Left: time.Hour}}, Hard.Budget()},
		{"steps, with the clock as a safety net", Hard, Options{Steps: 100, Clock: &search.GameClock{Kind: gameclock.SuddenDeath, Left: 3 * time.Second}}, 100 * time.Millisecond},
	} {
		if got := budgetFor(tc.lvl, tc.opts); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
