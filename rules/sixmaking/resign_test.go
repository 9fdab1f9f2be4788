package sixmaking

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
)

// Either player may resign at any time (rules.ResignOf), to move or not:
// the other wins at once, the player to move stays, and Undo takes it back.
func TestEitherPlayerResigns(t *testing.T) {
	for _, tc := range []struct {
		setup  Setup
		moves  []string
		seat   int
		reason string
	}{
		{Standard(), nil, 0, "light resigned"}, // light is to move
		{Standard(), nil, 1, "dark resigned"},
		{Standard(), []string{"c3"}, 0, "light resigned"}, // dark is to move
		{Standard(), []string{"c3"}, 1, "dark resigned"},
		{Small(), []string{"a1", "b1", "a1-b1"}, 0, "light resigned"},
		{Setup{Size: 5, Reserve: [2]int{16, 16}, Sixth: true, Target: 2}, []string{"c3", "d3"}, 1, "dark resigned"},
	} {
		t.Run(fmt.Sprintf("%v seat %d", tc.moves, tc.seat), func(t *testing.T) {
			g := start(t, tc.setup)
			play(t, g, tc.moves...)
			key, turn, moves, last := g.PositionKey(), g.Turn(), notations(g.Moves()), fmt.Sprint(g.LastMove())
			m, err := rules.ParseMove(g, fmt.Sprintf("resign %d", tc.seat))
			if err != nil || m != rules.ResignOf(tc.seat) {
				t.Fatalf("ParseMove(resign %d) = %v, %v", tc.seat, m, err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, []int{1 - tc.seat}) || st.End != rules.Ended(rules.Resigned, tc.seat, -1) || st.Reason != tc.reason {
				t.Errorf("%s: %+v", m, st)
			}
			if g.Turn() != turn || len(g.Moves()) != 0 || fmt.Sprint(g.LastMove()) != last {
				t.Errorf("%s: turn %d, moves %v, last move %v", m, g.Turn(), g.Moves(), last)
			}
			for _, again := range []rules.Move{rules.ResignOf(1 - tc.seat), rules.ResignOf(tc.seat), rules.Draw} {
				if err := g.Play(again); err == nil {
					t.Errorf("%s accepted after %s", again, m)
				}
			}
			g.Undo()
			if g.PositionKey() != key || g.Status().Over || g.Turn() != turn || !slices.Equal(notations(g.Moves()), moves) {
				t.Errorf("%s undone: key %s, over %v, turn %d", m, g.PositionKey(), g.Status().Over, g.Turn())
			}
		})
	}
}

func TestResignOfRefused(t *testing.T) {
	g := start(t, Standard())
	for _, m := range []rules.Agreement{rules.ResignOf(2), rules.ResignOf(-1), "resign dark", "resign 1 "} {
		if err := g.Play(m); err == nil {
			t.Errorf("%q accepted", m)
		}
	}
	if g.Status().Over || len(g.history) != 0 {
		t.Error("a refused resignation changed the game")
	}
	if _, err := rules.ParseMove(g, "resign 2"); err == nil {
		t.Error("ParseMove read the resignation of seat 2 of 2")
	}
}
