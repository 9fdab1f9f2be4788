package terrace_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// FuzzPlay plays move sequences chosen by the fuzzer on the shipped
// positions: the first byte picks the position, every further byte a move
// by its index in Moves. After every move: Undo gives back exactly the game
// before it and playing the move again the game after it; a finished game
// offers no move and an unfinished one some; every move offered plays and
// is taken back; and every notation reads back, through rules.ParseMove, as
// its own move. At the end, undoing everything gives back the start.
func FuzzPlay(f *testing.F) {
	for i := range setupsToCheck {
		f.Add([]byte{byte(i)})
		f.Add([]byte{byte(i), 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3})
		f.Add(append([]byte{byte(i)}, []byte(strings.Repeat("\x07\x00\xff\x10", 40))...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		s := setupsToCheck[int(data[0])%len(setupsToCheck)]
		g := s.game(t, false)
		start := state(g)
		for _, pick := range data[1:min(len(data), 100)] {
			moves := g.Moves()
			checkMoves(t, g, moves)
			if len(moves) == 0 {
				break
			}
			m := moves[int(pick)%len(moves)]
			before := state(g)
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: offered move %s refused: %v", s.name, m, err)
			}
			after := state(g)
			g.Undo()
			if got := state(g); got != before {
				t.Fatalf("%s: undoing %s gave\n%s\nwant\n%s", s.name, m, got, before)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %s refused after undo: %v", s.name, m, err)
			}
			if got := state(g); got != after {
				t.Fatalf("%s: %s played again gave\n%s\nwant\n%s", s.name, m, got, after)
			}
		}
		for len(g.History()) > 0 {
			g.Undo()
		}
		if got := state(g); got != start {
			t.Fatalf("%s: undoing every move gave\n%s\nwant\n%s", s.name, got, start)
		}
	})
}

// checkMoves checks the moves a game offers.
func checkMoves(t *testing.T, g *terrace.Game, moves []rules.Move) {
	t.Helper()
	st := g.Status()
	switch {
	case st.Over && len(moves) > 0:
		t.Fatalf("the game is over (%s) but offers %v", st.Reason, moves)
	case !st.Over && len(moves) == 0:
		t.Fatalf("the game goes on without a legal move")
	}
	before := state(g)
	seen := map[string]bool{}
	for _, m := range moves {
		// ParseMove gives the first move of a notation: distinct
		// notations make every one read back as its own move.
		if seen[m.String()] {
			t.Fatalf("two moves offered are written %s", m)
		}
		seen[m.String()] = true
		if err := g.Play(m); err != nil {
			t.Fatalf("offered move %s refused: %v", m, err)
		}
		g.Undo()
	}
	if len(moves) > 0 {
		m := moves[len(moves)/2]
		if back, err := rules.ParseMove(g, " "+m.String()+" "); err != nil || back != m {
			t.Fatalf("notation %q read back as %v (%v)", m, back, err)
		}
	}
	if got := state(g); got != before {
		t.Fatalf("playing and taking back every move offered gave\n%s\nwant\n%s", got, before)
	}
}

// state renders everything the exported API shows of a game: the full
// snapshot Undo must restore.
func state(g *terrace.Game) string {
	var b strings.Builder
	for r := g.Size() - 1; r >= 0; r-- {
		for f := range g.Size() {
			pc, ok := g.At(terrace.Square{File: f, Rank: r})
			switch {
			case !ok:
				b.WriteString(" . ")
			case pc.T:
				fmt.Fprintf(&b, " %dT", pc.Seat)
			default:
				fmt.Fprintf(&b, " %d%d", pc.Seat, pc.Size)
			}
		}
		b.WriteString("\n")
	}
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	slices.Sort(moves)
	last, moved := g.LastMove()
	fmt.Fprintf(&b, "turn %d, status %+v, threatened %v, last move %v %v\n", g.Turn(), g.Status(), g.Threatened(), moved, last)
	for seat := range g.Players() {
		fmt.Fprintf(&b, "%s aims at %s, out %v; ", g.Name(seat), g.Goal(seat), g.Eliminated(seat))
	}
	fmt.Fprintf(&b, "\nhistory %v\nmoves %v", g.History(), moves)
	return b.String()
}
