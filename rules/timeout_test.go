package rules_test

import (
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Running out of time (rules.TimeOut, the clock's word) ends a player's
// game as a resignation does: in a game of two the other wins, in a game
// of three or four the player leaves and the others play on. It reads
// back from notation, and Undo takes it back.
func TestRunningOutOfTime(t *testing.T) {
	list, _ := setups.Default.List("")
	for _, s := range list {
		t.Run(s.ID, func(t *testing.T) {
			g, err := s.NewGame()
			if err != nil {
				t.Fatal(err)
			}
			if g.Turn() == rules.Chance { // the first roll, then the time runs out
				if err := g.Play(g.Moves()[0]); err != nil {
					t.Fatal(err)
				}
			}
			seat := rules.SeatToMove(g)
			m, err := rules.ParseMove(g, "time")
			if err != nil || m != rules.TimeOut {
				t.Fatalf("ParseMove(time) = %v, %v", m, err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("time refused: %v", err)
			}
			st := g.Status()
			if g.Players() == 2 {
				if !st.Over || len(st.Winners) != 1 || st.Winners[0] == seat || st.End != rules.Ended(rules.TimedOut, seat, -1) {
					t.Errorf("seat %d out of time: %+v", seat, st)
				}
			} else {
				out, ok := g.(rules.Eliminating)
				if st.Over || !ok || !out.Eliminated(seat) || rules.SeatToMove(g) == seat {
					t.Errorf("seat %d out of time in a game of %d: over %v, out %v, %d to move", seat, g.Players(), st.Over, ok && out.Eliminated(seat), rules.SeatToMove(g))
				}
			}
			g.Undo()
			if g.Status().Over || rules.SeatToMove(g) != seat {
				t.Errorf("undone, the game is over (%v) or seat %d is not to move", g.Status().Over, seat)
			}
		})
	}
}
