package sixmaking

import (
	"slices"
	"testing"
)

func sixth(spec string) Setup {
	s := board5(spec)
	s.Sixth = true
	return s
}

// In Sixth MaKING a King scores a point for the owner of its top colour and
// leaves the board: each disk goes back to its owner's reserve, the square is
// empty, and the other player moves.
func TestSixthKingScoresAndLeaves(t *testing.T) {
	tests := []struct {
		name     string
		towers   string
		first    Color
		move     string
		from, to string
		scores   [2]int
		reserves [2]int // from 3 each
		left     string // what stays on the source square
	}{
		{"light on top", "a1:LLL b3:DDL", Light, "a1-b3", "a1", "b3", [2]int{1, 0}, [2]int{7, 5}, ""},
		{"built for the opponent", "a1:DDD b3:LLL", Light, "a1-b3", "a1", "b3", [2]int{0, 1}, [2]int{6, 6}, ""},
		{"part of a tower", "a1:LDLL b2:DDDD", Dark, "2a1-b2", "a1", "b2", [2]int{1, 0}, [2]int{5, 7}, "LD"},
		{"King of ten", "a1:LLLLD b2:DDDDL", Light, "a1-b2", "a1", "b2", [2]int{0, 1}, [2]int{8, 8}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sixth(tt.towers)
			s.First = tt.first
			g := start(t, s)
			play(t, g, tt.move)
			if g.Status().Over {
				t.Fatalf("game over: %s", g.Status().Reason)
			}
			if got := [2]int{g.Score(Light), g.Score(Dark)}; got != tt.scores {
				t.Errorf("scores = %v, want %v", got, tt.scores)
			}
			if got := [2]int{g.Reserve(Light), g.Reserve(Dark)}; got != tt.reserves {
				t.Errorf("reserves = %v, want %v", got, tt.reserves)
			}
			if h := g.Height(sq(tt.to)); h != 0 {
				t.Errorf("%s is %d high, want empty", tt.to, h)
			}
			if got := disks(g.Tower(sq(tt.from))); got != tt.left {
				t.Errorf("%s = %q, want %q", tt.from, got, tt.left)
			}
			if g.ToMove() != tt.first.Opponent() {
				t.Errorf("%v to move, want %v", g.ToMove(), tt.first.Opponent())
			}
			if last, ok := g.LastMove(); !ok || last.String() != tt.move {
				t.Errorf("LastMove = %v, %v; want %s", last, ok, tt.move)
			}
		})
	}
}

func TestSixthTargetWins(t *testing.T) {
	tests := []struct {
		name   string
		towers string
		target int
		score  [2]int
		winner Color
		reason string
	}{
		{"sixth point", "a1:LLL b3:DDL", 0, [2]int{5, 4}, Light, "light reached 6 points"},
		{"the point goes to the top colour", "a1:DDD b3:LLL", 0, [2]int{5, 5}, Dark, "dark reached 6 points"},
		{"a target of 2", "a1:DDD b3:LLL", 2, [2]int{0, 1}, Dark, "dark reached 2 points"},
		{"a target of 1", "a1:LLL b3:LLL", 1, [2]int{0, 0}, Light, "light reached 1 point"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sixth(tt.towers)
			s.Target, s.Score = tt.target, tt.score
			g := start(t, s)
			play(t, g, "a1-b3")
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, []int{int(tt.winner)}) || st.Reason != tt.reason {
				t.Errorf("status = %+v, want %v to win: %q", st, tt.winner, tt.reason)
			}
			if len(g.Moves()) != 0 {
				t.Error("moves offered after the end")
			}
		})
	}
}

// One point short of the target the game goes on, and a tower of five is no
// King in the variant either.
func TestSixthGoesOn(t *testing.T) {
	s := sixth("a1:LLL b3:DDL c5:LL")
	s.Score = [2]int{4, 5}
	g := start(t, s)
	play(t, g, "a1-b3")
	if g.Status().Over || g.Score(Light) != 5 {
		t.Fatalf("status %+v, light %d points; want play to go on with light on 5", g.Status(), g.Score(Light))
	}
	if len(g.Moves()) == 0 {
		t.Fatal("dark has no move after the King")
	}
}

// Scores are part of the position. Light and dark shuttle disks, then light
// scores a King and builds the same board and reserves again while dark
// shuttles on. Positions from before the King come back with the old board
// and reserves (the start, and the one after light's "1e3-e1"), but they are
// not repetitions, since light now has a point; the count starts afresh.
func TestSixthRepetitionCountsScores(t *testing.T) {
	s := sixth("a1:LLL b3:LLLLL e1:LL e3:L e5:DD c5:D")
	s.Reserve = [2]int{3, 2}
	g := start(t, s)
	shuttle := []string{"1e1-e3", "1e5-c5", "1e3-e1", "1c5-e5"}
	play(t, g, shuttle...) // the start again, light to move
	// Light sends one disk of the Knight to b3: a King of six light disks.
	play(t, g, "1a1-b3")
	if g.Score(Light) != 1 || g.Reserve(Light) != 9 {
		t.Fatalf("after the King: light has %d points and %d disks, want 1 and 9", g.Score(Light), g.Reserve(Light))
	}
	// Light rebuilds b3 and a1 disk by disk while dark shuttles.
	rebuild := []string{"b3", "b2", "b2-b3", "b2", "b2-b3", "b2", "b2-b3", "b2", "b2-b3", "b1", "b1-a1"}
	dark := []string{"1e5-c5", "1c5-e5"}
	for i, m := range rebuild {
		play(t, g, dark[i%2], m)
	}
	// Here, after "b1-a1", is the position that followed "1e3-e1" above.
	play(t, g, dark[len(rebuild)%2])
	if got := disks(g.Tower(sq("a1"))) + " " + disks(g.Tower(sq("b3"))); got != "LLL LLLLL" {
		t.Fatalf("a1 and b3 = %s, want LLL LLLLL", got)
	}
	if g.Reserve(Light) != 3 || g.Reserve(Dark) != 2 || g.ToMove() != Light {
		t.Fatalf("reserves %d and %d, %v to move; want the start's 3, 2 and light",
			g.Reserve(Light), g.Reserve(Dark), g.ToMove())
	}
	play(t, g, shuttle...)
	if g.Status().Over {
		t.Fatalf("over, though each position with light on 1 point has occurred twice at most: %s", g.Status().Reason)
	}
	play(t, g, shuttle[:2]...)
	if g.Status().Over {
		t.Fatalf("over too early: %s", g.Status().Reason)
	}
	play(t, g, shuttle[2]) // the third time since "b1-a1"
	if st := g.Status(); !st.Over || st.Reason != "third repetition: draw" {
		t.Errorf("status = %+v, want a draw by third repetition", st)
	}
}
