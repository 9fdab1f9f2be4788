package sixmaking

import (
	"reflect"
	"testing"

	"boardshelf/rules"
)

// snapshot is everything observable about a game, and its internals.
type snapshot struct {
	pos      position
	ko       move
	status   rules.Status
	moves    []string
	history  int
	last     string
	reserves [2]int
	scores   [2]int
}

func snap(g *Game) snapshot {
	last, _ := g.LastMove()
	return snapshot{
		pos: g.pos, ko: g.ko, status: g.Status(), moves: notations(g.Moves()), history: len(g.history),
		last: last.String(), reserves: [2]int{g.Reserve(Light), g.Reserve(Dark)},
		scores: [2]int{g.Score(Light), g.Score(Dark)},
	}
}

// A Sixth MaKING game: a split that sets up Ko, placements, a King that
// scores and leaves the board, and a resignation.
var sixthGame = []string{"1a1-a3", "c3", "a3-c1", "b2", "resign"}

func sixthSetup() Setup { return sixth("a1:LL a3:DLLD c1:DD") }

func TestUndoRestoresEverything(t *testing.T) {
	g := start(t, sixthSetup())
	g.Undo() // at the start: nothing happens
	var before []snapshot
	for _, m := range sixthGame {
		before = append(before, snap(g))
		play(t, g, m)
	}
	if st := g.Status(); !st.Over || g.Score(Light) != 1 || g.Reserve(Dark) != 5 {
		t.Fatalf("the sample game went wrong: %+v, light %d points, dark %d disks", st, g.Score(Light), g.Reserve(Dark))
	}
	for i := len(before) - 1; i >= 0; i-- {
		g.Undo()
		if got := snap(g); !reflect.DeepEqual(got, before[i]) {
			t.Fatalf("after undoing %s:\n got %+v\nwant %+v", sixthGame[i], got, before[i])
		}
	}
	g.Undo()
	if got := snap(g); !reflect.DeepEqual(got, before[0]) {
		t.Fatal("Undo at the start changed the game")
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := start(t, sixthSetup())
	play(t, g, sixthGame[:2]...)
	original := snap(g)
	c := g.Clone().(*Game)
	play(t, c, sixthGame[2:]...)
	if got := snap(g); !reflect.DeepEqual(got, original) {
		t.Fatal("playing on the clone changed the original")
	}
	// The clone carries the history: it can be taken back to the start.
	for range sixthGame {
		c.Undo()
	}
	if got, want := snap(c), snap(start(t, sixthSetup())); !reflect.DeepEqual(got, want) {
		t.Fatalf("clone undone to the start:\n got %+v\nwant %+v", got, want)
	}
}

// Every refused move leaves the game exactly as it was.
func TestIllegalMovesChangeNothing(t *testing.T) {
	s := board5("a1:LL a3:D c3:DLD")
	s.Reserve = [2]int{1, 0}
	tests := []struct {
		name    string
		move    rules.Move
		afterKo bool // played after light's 1a1-a3, with dark to move and no disk in hand
	}{
		{"placement off the board", Placement(Square{5, 2}), false},
		{"placement on a tower", Placement(sq("a3")), false},
		{"placement with a count", Move{Place: true, To: sq("b2"), Count: 1}, false},
		{"from an empty square", Move{From: sq("b2"), To: sq("a3"), Count: 1, Whole: true}, false},
		{"from off the board", Move{From: Square{-1, 0}, To: sq("a3"), Count: 1}, false},
		{"to an empty square", Move{From: sq("a1"), To: sq("a2"), Count: 2, Whole: true}, false},
		{"past the first tower", Move{From: sq("a1"), To: sq("a5"), Count: 2, Whole: true}, false},
		{"out of pattern", Move{From: sq("c3"), To: sq("a3"), Count: 3, Whole: true}, false},
		{"too many disks", Move{From: sq("a1"), To: sq("a3"), Count: 3}, false},
		{"no disks", Move{From: sq("a1"), To: sq("a3"), Count: 0}, false},
		{"whole flag wrong", Move{From: sq("a1"), To: sq("a3"), Count: 1, Whole: true}, false},
		{"whole flag missing", Move{From: sq("a1"), To: sq("a3"), Count: 2}, false},
		{"Ko", Move{From: sq("a3"), To: sq("a1"), Count: 1}, true},
		{"not a Six MaKING move", fakeMove("c3"), false},
		{"no reserve left", Placement(sq("e5")), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := start(t, s)
			if tt.afterKo {
				play(t, g, "1a1-a3")
			}
			before := snap(g)
			if err := g.Play(tt.move); err == nil {
				t.Fatalf("Play(%v) accepted", tt.move)
			}
			if got := snap(g); !reflect.DeepEqual(got, before) {
				t.Errorf("a refused move changed the game:\n got %+v\nwant %+v", got, before)
			}
		})
	}
}

type fakeMove string

func (f fakeMove) String() string { return string(f) }
