package rules_test

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// look is what a test compares before a move and after it is taken back.
func look(g rules.Game) string {
	key := ""
	if k, ok := g.(rules.PositionKeyer); ok {
		key = k.PositionKey()
	}
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	return fmt.Sprintf("key %q, turn %d, seat %d, status %+v, moves %v", key, g.Turn(), rules.SeatToMove(g), g.Status(), moves)
}

// Any seat may resign at any time, in every setup of every game, with the
// die to roll or not: "resign 1" reads back as rules.ResignOf(1); in a
// game of two the other seat wins at once, in a game of more the seat
// leaves and the turn stays with the seat to move (or passes, if the seat
// that left had it); Undo takes it all back.
func TestAnySeatResigns(t *testing.T) {
	list, _ := setups.Default.List("")
	for _, s := range list {
		for _, chance := range []bool{false, true} {
			g, err := s.NewGame()
			if err != nil {
				t.Fatal(err)
			}
			// Play on until the die is to be rolled, or is not.
			for ply := 0; ply < 20 && (g.Turn() == rules.Chance) != chance && !g.Status().Over; ply++ {
				if err := g.Play(g.Moves()[0]); err != nil {
					t.Fatal(err)
				}
			}
			if (g.Turn() == rules.Chance) != chance || g.Status().Over {
				continue // no die in this game
			}
			t.Run(fmt.Sprintf("%s/chance=%v", s.ID, chance), func(t *testing.T) {
				for seat := range g.Players() {
					resigns(t, g, seat)
				}
			})
		}
	}
}

// resigns plays seat's resignation in g, checks what follows and takes it
// back.
func resigns(t *testing.T, g rules.Game, seat int) {
	t.Helper()
	before, toMove, turn := look(g), rules.SeatToMove(g), g.Turn()
	m, err := rules.ParseMove(g, fmt.Sprintf("resign %d", seat))
	if err != nil || m != rules.ResignOf(seat) {
		t.Fatalf("ParseMove(resign %d) = %v, %v", seat, m, err)
	}
	if err := g.Play(m); err != nil {
		t.Fatalf("%s refused: %v", m, err)
	}
	st := g.Status()
	switch {
	case g.Players() == 2:
		if !st.Over || !slices.Equal(st.Winners, []int{1 - seat}) || st.End != rules.Ended(rules.Resigned, seat, -1) {
			t.Errorf("%s in a game of two: %+v", m, st)
		}
	case st.Over:
		t.Errorf("%s in a game of %d ended it: %+v", m, g.Players(), st)
	case !g.(rules.Eliminating).Eliminated(seat):
		t.Errorf("%s: the seat is still in", m)
	case seat != toMove && (g.Turn() != turn || rules.SeatToMove(g) != toMove):
		t.Errorf("%s: seat %d to move (turn %d), want %d (turn %d) as before", m, rules.SeatToMove(g), g.Turn(), toMove, turn)
	case seat == toMove && rules.SeatToMove(g) == seat:
		t.Errorf("%s: the seat that left is still to move", m)
	}
	if g.Players() > 2 {
		if _, err := rules.ParseMove(g, m.String()); err == nil {
			t.Errorf("%s read again once the seat had left", m)
		}
	}
	g.Undo()
	if after := look(g); after != before {
		t.Errorf("%s undone:\n%s\nwant\n%s", m, after, before)
	}
}

// The mover of a move is the seat to move, but for a resignation that
// names another seat: in a game of three, seat 0 to move.
func TestMoverOf(t *testing.T) {
	s, err := setups.Default.Load("terrace/three-player")
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		m    rules.Move
		want int
	}{
		{g.Moves()[0], 0}, {rules.Resign, 0}, {rules.Draw, 0}, {rules.TimeOut, 0},
		{rules.ResignOf(2), 2}, {rules.ResignOf(0), 0}, {rules.Agreement("resign +2"), 0},
	} {
		if got := rules.MoverOf(g, tc.m); got != tc.want {
			t.Errorf("MoverOf(%v) = %d, want %d", tc.m, got, tc.want)
		}
	}
}
