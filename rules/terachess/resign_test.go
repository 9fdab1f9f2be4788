package terachess

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
)

// Either side may resign at any time (rules.ResignOf), to move or not: the
// other side wins at once, the side to move stays, and Undo takes it back.
func TestEitherSideResigns(t *testing.T) {
	for _, tc := range []struct {
		name   string
		game   func(t *testing.T) *Game
		seat   int
		reason string
	}{
		{"white, to move", after(), 0, "white resigned"},
		{"black, not to move", after(), 1, "black resigned"},
		{"white, not to move", after("h4h6"), 0, "white resigned"},
		{"black, to move", after("h4h6"), 1, "black resigned"},
		{"white, black to move in check", checked, 0, "white resigned"},
		{"black, to move in check", checked, 1, "black resigned"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			before, key, turn, moves := snapshot(g), g.PositionKey(), g.Turn(), len(g.Moves())
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
			if g.Turn() != turn || len(g.Moves()) != 0 || g.PositionKey() != key {
				t.Errorf("%s: turn %d, %d moves, key %s", m, g.Turn(), len(g.Moves()), g.PositionKey())
			}
			for _, again := range []rules.Move{rules.ResignOf(1 - tc.seat), rules.Resign, rules.Draw} {
				if err := g.Play(again); err == nil {
					t.Errorf("%s accepted after %s", again, m)
				}
			}
			g.Undo()
			if snapshot(g) != before || g.PositionKey() != key || g.Status().Over || g.Turn() != turn || len(g.Moves()) != moves {
				t.Errorf("%s undone: %s, over %v, turn %d, %d moves", m, g.PositionKey(), g.Status().Over, g.Turn(), len(g.Moves()))
			}
		})
	}
}

// after is the game after moves from the start.
func after(moves ...string) func(t *testing.T) *Game {
	return func(t *testing.T) *Game {
		g := New()
		play(t, g, moves...)
		return g
	}
}

// checked is a game with Black to move in check.
func checked(t *testing.T) *Game { return position(t, "b", "Ka1", "kp16", "Qp1") }

func TestResignOfRefused(t *testing.T) {
	g := New()
	start := snapshot(g)
	for _, m := range []rules.Agreement{rules.ResignOf(2), rules.ResignOf(-1), "resign 01", "resign white"} {
		if err := g.Play(m); err == nil {
			t.Errorf("%s accepted", m)
		}
		if _, err := rules.ParseMove(g, string(m)); err == nil {
			t.Errorf("ParseMove read %s", m)
		}
	}
	if snapshot(g) != start {
		t.Error("a refused resignation changed the game")
	}
	mated := position(t, "w", "ka16", "Kc14", "Qb1")
	play(t, mated, "b1b15")
	for seat := range 2 {
		if err := mated.Play(rules.ResignOf(seat)); err == nil {
			t.Errorf("seat %d resigned after the mate", seat)
		}
	}
}
