package terrace

import (
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
)

// A T that can be taken is answered like a check: the search goes on past
// its horizon while the side to move has one.
func TestATThreatenedCountsAsACheck(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rows  []string
		check bool
	}{
		{"white's T under black's 1", []string{". . . . . BT", ". . . . . .", ". B1 . . . .", ". . WT . . .", ". . . . . .", "W1 . . . . ."}, true},
		{"under white's own 1", []string{". . . . . BT", ". . . . . .", ". W1 . . . .", ". . WT . . .", ". . . . . .", "B1 . . . . ."}, false},
		{"black's 1 a level lower", []string{". . . . . BT", ". . . . . .", ". . . . . .", ". . WT . . .", ". B1 . . . .", "W1 . . . . ."}, false},
		{"black's T under white's 1, white to move", []string{". . . . . .", ". . . . BT .", ". . . W1 . .", ". . . . . .", ". . . . . .", "WT . . . . B1"}, false},
	} {
		g := aitest.TerraceBoard(t, 2, []string{"f6", "a1"}, tc.rows...)
		if got := newTerracePosition(g).InCheck(); got != tc.check {
			t.Errorf("%s: in check %v, want %v", tc.name, got, tc.check)
		}
	}
	// With three players the best-reply search does without it.
	g := aitest.TerraceBoard(t, 3, []string{"f6", "a1", "a1"}, ". . . . . BT", ". . . . . .", ". B1 . . . .", ". . WT . . .", ". . . . . .", "W1 . . . . RT")
	if newTerracePosition(g).InCheck() {
		t.Error("three players: white's T under black's 1 counts as a check")
	}
}

// Hard counts a goal held by a piece the T cannot take (a 2 or more) as
// further off in games of four: the piece must go first. Medium sees only
// the distance, and so does Hard with two or three players.
func TestTerraceGoalHeldByABigPiece(t *testing.T) {
	// White's T stands next to f6; the other's 2 stands on f6 or on d4.
	for _, tc := range []struct {
		name    string
		players int
		lvl     search.Level
		goals   []string
		counts  bool // the held goal lowers white's value
		rows    func(f6, d4 string) []string
	}{
		{"four players, Hard", 4, search.Hard, []string{"f6", "f6", "a1", "a1"}, true, fourArmies},
		{"four players, Medium", 4, search.Medium, []string{"f6", "f6", "a1", "a1"}, false, fourArmies},
		// With three players it cost Hard against the previous Hard, and
		// with two it is not measured: left out of both.
		{"three players, Hard", 3, search.Hard, []string{"f6", "f6", "a1"}, false, func(f6, d4 string) []string {
			return []string{". . . . . " + f6, ". . . . WT .", ". . . " + d4 + " . .", "RT . . . . .", ". . . . . .", ". . BT . . ."}
		}},
		{"two players, Hard", 2, search.Hard, []string{"f6", "a1"}, false, func(f6, d4 string) []string {
			return []string{". . . . . " + f6, ". . . . WT .", ". . . " + d4 + " . .", ". . . . . .", ". . . . . .", "BT . . . . ."}
		}},
	} {
		other := "B2"
		if tc.players == 4 {
			other = "U2"
		}
		held := newTerracePositionAt(aitest.TerraceBoard(t, tc.players, tc.goals, tc.rows(other, ".")...), terraceLevels[tc.lvl]).Evaluate()
		free := newTerracePositionAt(aitest.TerraceBoard(t, tc.players, tc.goals, tc.rows(".", other)...), terraceLevels[tc.lvl]).Evaluate()
		if counts := held < free; counts != tc.counts || !counts && held != free {
			t.Errorf("%s: white valued at %d with f6 held, %d with it free; the held goal should count: %v", tc.name, held, free, tc.counts)
		}
	}
}

func fourArmies(f6, d4 string) []string {
	return []string{". . . . . " + f6, ". . . . WT .", ". . . " + d4 + " . .", "RT . . . . .", ". . . . . UT", ". . BT . . ."}
}

// With three players the seat searching is weighed against the strongest
// of the others, not their average: level with the average but behind
// the leader is behind.
func TestTerraceEvaluatesAgainstTheLeader(t *testing.T) {
	g := aitest.TerraceBoard(t, 3, []string{"f6", "a1", "a1"},
		"RT R3 R3 . . BT",
		"R3 . . . . .",
		". . . . . .",
		". . . . . .",
		"W3 W3 . . . .",
		"WT . . . . .")
	if v := newTerracePosition(g).Evaluate(); v >= 0 {
		t.Errorf("white, level with the others' average but behind red, is valued at %d", v)
	}
}
