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
		{"days a move: the level's", Expert, Options{Clock: &search.GameClock{Kind: gameclock.Days, Left: 3 * gameclock.Day}}, Expert.Budget()},
		{"days a move: the caller's", Expert, Options{Budget: time.Second, Clock: &search.GameClock{Kind: gameclock.Days, Left: 3 * gameclock.Day}}, time.Second},
		{"days a move, steps: none", Hard, Options{Steps: 100, Clock: &search.GameClock{Kind: gameclock.Days, Left: 3 * gameclock.Day}}, 0},
		{"days a move, an hour left: the level's", Expert, Options{Clock: &search.GameClock{Kind: gameclock.Days, Left: time.Hour}}, Expert.Budget()},
		{"days a move, the day nearly spent: half of what is left", Expert, Options{Clock: &search.GameClock{Kind: gameclock.Days, Left: Expert.Budget()}}, Expert.Budget() / 2},
	} {
		if got := budgetFor(tc.lvl, tc.opts); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
