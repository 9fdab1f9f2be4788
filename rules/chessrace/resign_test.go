package chessrace

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
)

// Any player still in may resign at any time (rules.ResignOf), with the die
// to roll or not, during the set-up too. With two left the other wins at
// once; with more the player leaves the race, its pieces with it, and the
// turn stays where it was (or passes, if the player who left had it, the
// die rolled for them included); the turn order skips it from then on.
// Undo takes back each step.
func TestAnyPlayerResigns(t *testing.T) {
	rook3 := func(t testing.TB) *Game { return arrange(t, 3, 0, Rook, "k2:0", "c2:1", "e3:2") }
	for _, tc := range []struct {
		name     string
		game     func(t testing.TB) *Game
		moves    []string // played first
		resign   []int    // the players who resign, one after the other
		winner   int      // -1 while the race goes on
		seat     int      // the player whose turn it is after, while it goes on
		phase    Phase
		passed   bool     // the turn passed: the figure rolled has no move left
		then     []string // moves played after
		thenSeat int      // whose turn it is after them
	}{
		{name: "2 players, the one not to move", game: func(t testing.TB) *Game { return arrange(t, 2, 0, Rook, "k2:0", "c2:1") },
			resign: []int{1}, winner: 0},
		{name: "2 players, the one not to move, the die to roll for the other", game: func(t testing.TB) *Game { return arrange(t, 2, 0, NoFigure, "k2:0", "c2:1") },
			resign: []int{1}, winner: 0},
		{name: "2 players, the one the die is to be rolled for", game: func(t testing.TB) *Game { return arrange(t, 2, 0, NoFigure, "k2:0", "c2:1") },
			resign: []int{0}, winner: 1},
		{name: "2 players, during the set-up", game: func(t testing.TB) *Game { return newGame(t, DefaultTrack, 2) },
			resign: []int{1}, winner: 0},
		{name: "3 players, one not to move", game: rook3, resign: []int{2}, winner: -1, seat: 0, phase: PhaseMove,
			then: []string{"k2-l2", "roll:R", "c2-c3"}, thenSeat: 0},
		{name: "3 players, one not to move, the die to roll", game: func(t testing.TB) *Game { return arrange(t, 3, 1, NoFigure, "n2:01", "c2:2", "e3:1") },
			resign: []int{0}, winner: -1, seat: 1, phase: PhaseRoll, then: []string{"roll:R", "e3-e4"}, thenSeat: 2},
		{name: "3 players, the one the die is to be rolled for", game: func(t testing.TB) *Game { return arrange(t, 3, 1, NoFigure, "n2:01", "c2:2", "e3:1") },
			resign: []int{1}, winner: -1, seat: 2, phase: PhaseRoll},
		{name: "3 players, one not to move, the die to roll again after a capture", game: func(t testing.TB) *Game { return arrange(t, 3, 0, Rook, "k2:0", "l2:1", "c2:2") },
			moves: []string{"k2xl2"}, resign: []int{2}, winner: -1, seat: 0, phase: PhaseReroll},
		{name: "3 players, the one whose piece the figure rolled could only take", game: func(t testing.TB) *Game {
			g := arrange(t, 3, 0, Pawn, "k2:0", "l2:1", "l3:2")
			setHome(g, 0, 2)
			return g
		}, resign: []int{2}, winner: -1, seat: 1, phase: PhaseRoll, passed: true},
		{name: "3 players, the last two", game: rook3, resign: []int{2, 1}, winner: 0},
		{name: "3 players, the last two, the one to move", game: rook3, resign: []int{1, 0}, winner: 2},
		{name: "4 players, during the set-up", game: func(t testing.TB) *Game { return newGame(t, DefaultTrack, 4) },
			moves: []string{"+i1"}, resign: []int{3}, winner: -1, seat: 1, phase: PhasePlace, then: []string{"+i2", "+i3"}, thenSeat: 0},
		{name: "4 players, during the set-up, one who has placed", game: func(t testing.TB) *Game { return newGame(t, DefaultTrack, 4) },
			moves: []string{"+i1", "+i2"}, resign: []int{0}, winner: -1, seat: 2, phase: PhasePlace, then: []string{"+i3", "+i4"}, thenSeat: 1},
		{name: "4 players, the last two", game: func(t testing.TB) *Game { return arrange(t, 4, 1, NoFigure, "k2:0", "c2:1", "e3:2", "n2:3") },
			resign: []int{0, 3, 1}, winner: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			play(t, g, tc.moves...)
			var undo []string
			for _, seat := range tc.resign {
				undo = append(undo, look(g))
				m, err := rules.ParseMove(g, fmt.Sprintf("resign %d", seat))
				if err != nil || m != rules.ResignOf(seat) {
					t.Fatalf("ParseMove(resign %d) = %v, %v", seat, m, err)
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%s refused: %v", m, err)
				}
			}
			last := tc.resign[len(tc.resign)-1]
			st := g.Status()
			switch {
			case tc.winner >= 0:
				if !st.Over || !slices.Equal(st.Winners, []int{tc.winner}) || st.End != rules.Ended(rules.Resigned, last, -1) || st.Reason != fmt.Sprintf("player %d resigned", last+1) {
					t.Errorf("status %+v, want player %d to win", st, tc.winner+1)
				}
			case st.Over || !g.Left(last) || g.Seat() != tc.seat || g.Phase() != tc.phase || g.Passed() != tc.passed:
				t.Errorf("over %v, left %v, seat %d in phase %v (passed %v); want seat %d in phase %v (passed %v)",
					st.Over, g.Left(last), g.Seat(), g.Phase(), g.Passed(), tc.seat, tc.phase, tc.passed)
			case g.st.count(last, atGone) != piecesPerSeat:
				t.Errorf("player %d's pieces are still in the race", last+1)
			}
			if !st.Over {
				if _, err := rules.ParseMove(g, fmt.Sprintf("resign %d", last)); err == nil {
					t.Errorf("seat %d resigned twice", last)
				}
			}
			played := look(g)
			play(t, g, tc.then...)
			if len(tc.then) > 0 && g.Seat() != tc.thenSeat {
				t.Errorf("after %v, seat %d's turn, want %d's", tc.then, g.Seat(), tc.thenSeat)
			}
			for range tc.then {
				g.Undo()
			}
			if after := look(g); after != played {
				t.Errorf("the moves after, undone:\n%s\nwant\n%s", after, played)
			}
			for i := len(undo) - 1; i >= 0; i-- {
				g.Undo()
				if after := look(g); after != undo[i] {
					t.Errorf("resignation %d undone:\n%s\nwant\n%s", i+1, after, undo[i])
				}
			}
		})
	}
}

// look is everything a resignation may change and Undo must restore.
func look(g *Game) string {
	return fmt.Sprintf("%+v\nturn %d, moves %v, status %+v", g.st, g.Turn(), moveList(g), g.Status())
}

func TestResignOfRefused(t *testing.T) {
	g := arrange(t, 3, 0, Rook, "k2:0", "c2:1", "e3:2")
	before := g.st
	for _, m := range []rules.Agreement{rules.ResignOf(3), rules.ResignOf(-1), "resign 1 "} {
		if err := g.Play(m); err == nil {
			t.Errorf("%q accepted", m)
		}
	}
	if g.st != before {
		t.Error("a refused resignation changed the game")
	}
	play(t, g, "resign 1")
	if err := g.Play(rules.ResignOf(1)); err == nil {
		t.Error("a player resigned twice")
	}
	play(t, g, "resign 2")
	if err := g.Play(rules.ResignOf(0)); err == nil {
		t.Error("a resignation was accepted after the end")
	}
}
