package ai

import (
	"fmt"
	"strings"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// A starting game of each kind the package knows, and of a few sizes.
var starts = []struct {
	name  string
	start func(testing.TB) rules.Game
}{
	{"terrace", func(t testing.TB) rules.Game { return aitest.OpenSetup(t, "terrace/long") }},
	{"terrace 3 players", func(t testing.TB) rules.Game { return aitest.OpenSetup(t, "terrace/three-player") }},
	{"terachess", func(testing.TB) rules.Game { return terachess.New() }},
	{"sixmaking", func(t testing.TB) rules.Game { return aitest.NewSixMaking(t, sixmaking.Standard()) }},
	{"chessrace", func(t testing.TB) rules.Game { return aitest.NewChessRace(t, 2) }},
	{"chessrace 4 players", func(t testing.TB) rules.Game { return aitest.NewChessRace(t, 4) }},
}

// snapshot writes down everything about g that a search could disturb.
func snapshot(g rules.Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d, %+v\nmoves:", g.Turn(), g.Status())
	for _, m := range g.Moves() {
		b.WriteString(" " + m.String())
	}
	switch g := g.(type) {
	case *terachess.Game:
		fmt.Fprintf(&b, "\n%s %v", g.FEN(), g.History())
	case *terrace.Game:
		for r := range g.Size() {
			for f := range g.Size() {
				pc, _ := g.At(terrace.Square{File: f, Rank: r})
				fmt.Fprintf(&b, "%v", pc)
			}
		}
		fmt.Fprintf(&b, "\n%v", g.History())
	case *sixmaking.Game:
		for r := range g.Size() {
			for f := range g.Size() {
				fmt.Fprintf(&b, "%v", g.Tower(sixmaking.Square{File: f, Rank: r}))
			}
		}
		last, _ := g.LastMove()
		fmt.Fprintf(&b, "\nreserves %d %d, last %v", g.Reserve(sixmaking.Light), g.Reserve(sixmaking.Dark), last)
	case *chessrace.Game:
		t := g.Track()
		for r := range t.Rows() {
			for c := range t.Cols() {
				fmt.Fprintf(&b, "%v", g.Stack(t.At(r, c)))
			}
		}
		last, _ := g.LastMove()
		fmt.Fprintf(&b, "\nphase %v, tiles %v, last %v", g.Phase(), g.Tiles(), last)
		for s := range g.Players() {
			fmt.Fprintf(&b, " %d/%d/%d", g.Waiting(s), g.Home(s), g.Halves(s))
		}
	}
	fmt.Fprintf(&b, "\nperft(2) %d", rules.Perft(g, 2))
	return b.String()
}

// beaten reports whether seat has lost g: it is over and seat is not among
// its winners, or seat's T was captured in a Terrace game that goes on.
func beaten(g rules.Game, seat int) bool {
	st := g.Status()
	if st.Over {
		for _, w := range st.Winners {
			if w == seat {
				return false
			}
		}
		return len(st.Winners) > 0
	}
	t, ok := g.(*terrace.Game)
	return ok && t.Eliminated(seat)
}

// winsAtOnce reports whether playing m in g wins it for the player to move.
func winsAtOnce(t testing.TB, g rules.Game, m rules.Move) bool {
	t.Helper()
	seat := g.Turn()
	c := g.Clone()
	if err := c.Play(m); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	st := c.Status()
	for _, w := range st.Winners {
		if w == seat && st.Over {
			return true
		}
	}
	return false
}

// losesAtOnce reports whether, after m, the player to move in g has lost
// or the next player (when not the die) has a reply that beats them.
func losesAtOnce(t testing.TB, g rules.Game, m rules.Move) bool {
	t.Helper()
	seat := g.Turn()
	c := g.Clone()
	if err := c.Play(m); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	if beaten(c, seat) {
		return true
	}
	if c.Turn() == rules.Chance || c.Turn() == seat || c.Status().Over {
		return false
	}
	for _, reply := range c.Moves() {
		if err := c.Play(reply); err != nil {
			t.Fatalf("%v: %v", reply, err)
		}
		lost := beaten(c, seat)
		c.Undo()
		if lost {
			return true
		}
	}
	return false
}
