package terrace

import (
	"fmt"
	"slices"
	"testing"

	"boardshelf/rules"
)

const threePlayers = `
6 | .  CT C2 C2 C3 .
5 | BT .  .  .  .  .
4 | B2 .  .  .  .  .
3 | B2 .  .  .  .  .
2 | B3 .  .  .  .  .
1 | .  A3 A2 A2 AT .`

// state is everything a resignation may change and Undo must restore.
func state(g *Game) string {
	return fmt.Sprintf("%s\nmoves %v\nstatus %+v", snapshot(g), notations(g.Moves()), g.Status())
}

// Any seat still in may resign, to move or not (rules.ResignOf). With two
// players the other wins at once; with three or four the seat leaves, its
// pieces with it, the turn stays with the seat to move (or passes, if the
// seat that left had it), and the turn order skips it from then on; of
// the last two, the one who resigns loses. Undo takes back each step.
func TestAnySeatResigns(t *testing.T) {
	for _, tc := range []struct {
		name    string
		game    func(testing.TB) *Game
		moves   []string // played first
		resign  []int    // the seats that resign, one after the other
		winner  int      // -1 while the game goes on
		turn    int      // the seat to move after the resignations
		then    []string // moves played after, each by the next seat still in
		thenTo  int      // the seat to move after them
		emptied string   // a square the last seat to resign had a piece on
	}{
		{name: "2 players, the seat not to move", game: longGame, resign: []int{1}, winner: 0, turn: 0},
		{name: "2 players, the seat to move", game: shortGame, moves: []string{"b1-b2"}, resign: []int{1}, winner: 0, turn: 0},
		{name: "2 players, the first seat while the second is to move", game: longGame, moves: []string{"a2-a3"}, resign: []int{0}, winner: 1, turn: 1},
		{name: "3 players, a seat not to move", game: three(0), resign: []int{2}, winner: -1, turn: 0,
			then: []string{"b1-c2", "a5-b5"}, thenTo: 0, emptied: "b6"},
		{name: "3 players, a seat not to move, the one after it to move", game: three(1), resign: []int{0}, winner: -1, turn: 1,
			then: []string{"a5-b5", "b6-a6", "b5-c5"}, thenTo: 2, emptied: "e1"},
		{name: "3 players, the seat to move", game: three(1), resign: []int{1}, winner: -1, turn: 2,
			then: []string{"b6-a6", "e1-f1"}, thenTo: 2, emptied: "a5"},
		{name: "3 players, the last two", game: three(0), resign: []int{2, 1}, winner: 0, turn: 0},
		{name: "3 players, the last two, the one to move", game: three(0), resign: []int{1, 0}, winner: 2, turn: 2},
		{name: "4 players, a seat not to move", game: four(1), resign: []int{3}, winner: -1, turn: 1,
			then: []string{"a5-b5", "b6-a6", "b1-c2", "b5-c5"}, thenTo: 2, emptied: "f2"},
		{name: "4 players, two seats not to move", game: four(2), resign: []int{0, 3}, winner: -1, turn: 2,
			then: []string{"b6-a6", "a5-b5", "a6-b6"}, thenTo: 1, emptied: "f2"},
		{name: "4 players, the last two", game: four(0), resign: []int{1, 3, 0}, winner: 2, turn: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game(t)
			play(t, g, tc.moves...)
			var undo []string
			for _, seat := range tc.resign {
				undo = append(undo, state(g))
				m, err := rules.ParseMove(g, fmt.Sprintf("resign %d", seat))
				if err != nil || m != rules.ResignOf(seat) {
					t.Fatalf("ParseMove(resign %d) = %v, %v", seat, m, err)
				}
				if err := g.Play(m); err != nil {
					t.Fatalf("%s refused: %v", m, err)
				}
				if !g.Eliminated(seat) {
					t.Errorf("%s: the seat is still in", m)
				}
			}
			last := tc.resign[len(tc.resign)-1]
			st := g.Status()
			switch {
			case tc.winner >= 0 && (!st.Over || !slices.Equal(st.Winners, []int{tc.winner})):
				t.Errorf("status %+v, want seat %d to win", st, tc.winner)
			case tc.winner < 0 && st.Over:
				t.Errorf("status %+v, want the game to go on", st)
			case st.Over && (st.End != rules.Ended(rules.Resigned, last, -1) || st.Reason != g.Name(last)+" resigned"):
				t.Errorf("ended %+v (%q), want seat %d's resignation", st.End, st.Reason, last)
			}
			if g.Turn() != tc.turn {
				t.Errorf("seat %d to move, want %d", g.Turn(), tc.turn)
			}
			if tc.emptied != "" {
				if _, ok := g.At(sq(tc.emptied)); ok {
					t.Errorf("%s is still occupied", tc.emptied)
				}
			}
			if !st.Over {
				if _, err := rules.ParseMove(g, fmt.Sprintf("resign %d", last)); err == nil {
					t.Errorf("seat %d resigned twice", last)
				}
			}
			played := state(g)
			play(t, g, tc.then...)
			if len(tc.then) > 0 && g.Turn() != tc.thenTo {
				t.Errorf("after %v, seat %d to move, want %d", tc.then, g.Turn(), tc.thenTo)
			}
			for range tc.then {
				g.Undo()
			}
			if after := state(g); after != played {
				t.Errorf("the moves after, undone:\n%s\nwant\n%s", after, played)
			}
			for i := len(undo) - 1; i >= 0; i-- {
				g.Undo()
				if after := state(g); after != undo[i] {
					t.Errorf("resignation %d undone:\n%s\nwant\n%s", i+1, after, undo[i])
				}
			}
		})
	}
}

// Resigning is refused for a seat not in the game, and after the end.
func TestResignOfRefused(t *testing.T) {
	g := three(0)(t)
	for _, m := range []rules.Move{rules.ResignOf(3), rules.ResignOf(-1), rules.Agreement("resign 01")} {
		if err := g.Play(m); err == nil {
			t.Errorf("%s accepted", m)
		}
	}
	play(t, g, "resign 1")
	if err := g.Play(rules.ResignOf(1)); err == nil {
		t.Error("a seat resigned twice")
	}
	play(t, g, "resign 0")
	if err := g.Play(rules.ResignOf(2)); err == nil {
		t.Error("a resignation was accepted after the end")
	}
	if _, err := rules.ParseMove(g, "resign 2"); err == nil {
		t.Error("ParseMove read a resignation after the end")
	}
}

func three(first int) func(testing.TB) *Game {
	return func(t testing.TB) *Game {
		return start(t, Position{Size: 6, Players: 3, First: first, Pieces: diagram(threePlayers)})
	}
}

func four(first int) func(testing.TB) *Game {
	return func(t testing.TB) *Game {
		return start(t, Position{Size: 6, Players: 4, First: first, Pieces: diagram(fourPlayers)})
	}
}
