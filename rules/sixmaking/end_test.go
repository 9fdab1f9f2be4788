package sixmaking

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

// The game ends when a tower of six or more is built; the colour on top
// wins, whoever built it.
func TestKingEndsTheGame(t *testing.T) {
	tests := []struct {
		name   string
		towers string
		first  Color
		move   string
		square string
		king   string // the King, bottom to top
		winner Color
		reason string
	}{
		{"own colour on top", "a1:LLL b3:DDD", Light, "a1-b3", "b3", "DDDLLL", Light,
			"light built a King on b3"},
		{"opponent's colour on top", "a1:DDD b3:LLL", Light, "a1-b3", "b3", "LLLDDD", Dark,
			"light built a King on b3 with dark on top: dark wins"},
		{"dark builds for light", "a1:LDL b3:LLD", Dark, "a1-b3", "b3", "LLDLDL", Light,
			"dark built a King on b3 with light on top: light wins"},
		{"part of a tower", "a1:LLDL b2:DDDD", Light, "2a1-b2", "b2", "DDDDDL", Light,
			"light built a King on b2"},
		{"King of ten", "a1:LLLLL b2:DDDDD", Dark, "a1-b2", "b2", "DDDDDLLLLL", Light,
			"dark built a King on b2 with light on top: light wins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board5(tt.towers)
			s.First = tt.first
			g := start(t, s)
			play(t, g, tt.move)
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, []int{int(tt.winner)}) || st.Reason != tt.reason {
				t.Errorf("status = %+v, want %v to win: %q", st, tt.winner, tt.reason)
			}
			if got := disks(g.Tower(sq(tt.square))); got != tt.king {
				t.Errorf("%s = %q, want the King %q", tt.square, got, tt.king)
			}
			if g.PieceAt(sq(tt.square)) != King {
				t.Errorf("PieceAt(%s) = %v, want King", tt.square, g.PieceAt(sq(tt.square)))
			}
			if n := len(g.Moves()); n != 0 {
				t.Errorf("%d moves after the end, want none", n)
			}
			if err := g.Play(Placement(sq("e5"))); err == nil {
				t.Error("a placement after the end was accepted")
			}
		})
	}
}

func TestFiveIsNotAKing(t *testing.T) {
	g := start(t, board5("a1:LL a2:LLL"))
	play(t, g, "a1-a2")
	if g.Status().Over {
		t.Fatalf("a tower of 5 ended the game: %s", g.Status().Reason)
	}
	if g.PieceAt(sq("a2")) != Queen {
		t.Errorf("a2 moves as %v, want Queen", g.PieceAt(sq("a2")))
	}
}

// Light places its last disk on e5; dark has no disk and neither tower can
// move (the Knight on a1 finds only empty squares, the Pawn on e5 too).
func TestNoLegalMoveLoses(t *testing.T) {
	s := board5("a1:LDL")
	s.Reserve = [2]int{1, 0}
	g := start(t, s)
	play(t, g, "e5")
	want := rules.Status{Over: true, Winners: []int{int(Light)}, Reason: "dark has no legal move: light wins"}
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, want.Winners) || st.Reason != want.Reason {
		t.Errorf("status = %+v, want %+v", st, want)
	}
	// With a disk left, dark could place it: no loss.
	s.Reserve = [2]int{1, 1}
	g = start(t, s)
	play(t, g, "e5")
	if g.Status().Over {
		t.Errorf("dark can still place but the game ended: %s", g.Status().Reason)
	}
}

// Light and dark each shuttle a disk between two towers. The starting
// position comes back with light to move after 4 and 8 moves: the second
// time play goes on, the third time it is a draw.
func TestThirdRepetitionDraws(t *testing.T) {
	s := board5("a1:LL a3:L e1:DD e3:D")
	s.Reserve = [2]int{0, 0}
	g := start(t, s)
	cycle := []string{"1a1-a3", "1e1-e3", "1a3-a1", "1e3-e1"}
	play(t, g, cycle...)
	play(t, g, cycle[:3]...)
	if g.Status().Over {
		t.Fatalf("over before the third occurrence: %s", g.Status().Reason)
	}
	play(t, g, cycle[3])
	st := g.Status()
	if !st.Over || len(st.Winners) != 0 || st.Reason != "third repetition: draw" {
		t.Errorf("status = %+v, want a draw by third repetition", st)
	}
	if len(g.Moves()) != 0 {
		t.Error("moves offered after the draw")
	}
	g.Undo()
	if g.Status().Over {
		t.Error("still over after Undo")
	}
}
