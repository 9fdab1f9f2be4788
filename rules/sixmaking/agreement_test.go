package sixmaking

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

func TestAgreements(t *testing.T) {
	tests := []struct {
		move    rules.Agreement
		first   Color
		winners []int
		reason  string
	}{
		{rules.Resign, Light, []int{0}, "dark resigned"}, // dark is to move after c3
		{rules.Resign, Dark, []int{1}, "light resigned"},
		{rules.Draw, Light, nil, "draw agreed"},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			s := Standard()
			s.First = tt.first
			g := start(t, s)
			play(t, g, "c3")
			before := notations(g.Moves())
			for _, m := range g.Moves() {
				if _, ok := m.(rules.Agreement); ok {
					t.Fatalf("Moves offers the agreement %v", m)
				}
			}
			m, err := rules.ParseMove(g, string(tt.move))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, tt.winners) || st.Reason != tt.reason {
				t.Errorf("status = %+v, want winners %v: %q", st, tt.winners, tt.reason)
			}
			if len(g.Moves()) != 0 {
				t.Error("moves offered after the agreement")
			}
			if err := g.Play(rules.Draw); err == nil {
				t.Error("a draw was agreed in a finished game")
			}
			if last, ok := g.LastMove(); !ok || last.String() != "c3" {
				t.Errorf("LastMove = %v, %v; want the last board move c3", last, ok)
			}
			g.Undo()
			if g.Status().Over || !slices.Equal(notations(g.Moves()), before) {
				t.Errorf("Undo did not take the agreement back: %+v", g.Status())
			}
		})
	}
}

func TestUnknownAgreementRefused(t *testing.T) {
	g := start(t, Standard())
	if err := g.Play(rules.Agreement("pass")); err == nil {
		t.Error("Play accepted the agreement \"pass\"")
	}
	if g.Status().Over || len(g.history) != 0 {
		t.Error("a refused agreement changed the game")
	}
}
