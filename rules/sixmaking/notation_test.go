package sixmaking

import (
	"testing"

	"boardshelf/rules"
)

func TestMoveString(t *testing.T) {
	tests := []struct {
		move Move
		want string
	}{
		{Placement(sq("c3")), "c3"},
		{Move{From: sq("b2"), To: sq("b4"), Count: 2, Whole: true}, "b2-b4"},
		{Move{From: sq("b2"), To: sq("b4"), Count: 2}, "2b2-b4"},
		{Move{From: sq("e5"), To: sq("a1"), Count: 1}, "1e5-a1"},
	}
	for _, tt := range tests {
		if got := tt.move.String(); got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.move, got, tt.want)
		}
	}
}

// Every legal move's notation is unique and rules.ParseMove finds the move
// again, in positions with placements, splits of every height and Ko.
func TestNotationRoundTrip(t *testing.T) {
	koGame := start(t, board5("a1:LL a3:D c3:D"))
	play(t, koGame, "1a1-a3")
	games := map[string]*Game{
		"empty 5x5":    start(t, Standard()),
		"every height": start(t, board5("a1:L b1:DL c3:LDL d4:DLDL e5:LLDDL a5:D e1:L c5:D")),
		"Ko":           koGame,
		"4x4 variant":  start(t, Setup{Size: 4, Reserve: [2]int{2, 1}, Sixth: true, Towers: towers("a1:LDLLD c1:DDL b3:LDDL d4:L d2:DL")}),
	}
	for name, g := range games {
		seen := map[string]bool{}
		for _, m := range g.Moves() {
			s := m.String()
			if seen[s] {
				t.Errorf("%s: two moves read %q", name, s)
			}
			seen[s] = true
			got, err := rules.ParseMove(g, s)
			if err != nil || got != m {
				t.Errorf("%s: ParseMove(%q) = %v, %v; want %+v", name, s, got, err, m)
			}
		}
	}
}

func TestParseSquare(t *testing.T) {
	valid := []struct {
		in   string
		want Square
	}{
		{"a1", Square{0, 0}}, {"c3", Square{2, 2}}, {"E5", Square{4, 4}}, {" h8 ", Square{7, 7}}, {"b12", Square{1, 11}},
	}
	for _, tt := range valid {
		got, err := ParseSquare(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"", "c", "3c", "c0", "c-1", "c+1", "cc", "c3x", "é3", "c03"} {
		if got, err := ParseSquare(in); err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error", in, got)
		}
	}
	for _, s := range []Square{{0, 0}, {4, 4}, {7, 2}} {
		if got, err := ParseSquare(s.String()); err != nil || got != s {
			t.Errorf("ParseSquare(%v.String()) = %v, %v", s, got, err)
		}
	}
}

func TestParseColor(t *testing.T) {
	for in, want := range map[string]Color{"light": Light, "Dark": Dark, " LIGHT ": Light} {
		if got, err := ParseColor(in); err != nil || got != want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseColor("white"); err == nil {
		t.Error("ParseColor(white) accepted")
	}
}
