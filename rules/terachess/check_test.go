package terachess

import (
	"slices"
	"testing"
)

// Which pieces give check, each alone next to the King (White's, unless
// the list has the white King elsewhere and Black to move).
func TestCheckDetection(t *testing.T) {
	tests := []struct {
		name    string
		side    string
		pieces  []string
		inCheck bool
	}{
		{"Queen blocked", "w", []string{"Ke5", "Pe7", "qe9"}, false},
		{"Queen", "w", []string{"Ke5", "qe9"}, true},
		{"Amazon's Knight leap", "w", []string{"Ke5", "af7"}, true},
		{"Lion two squares off", "w", []string{"Ke5", "lg7"}, true},
		{"Antelope three diagonally", "w", []string{"Ke5", "gh8"}, true},
		{"Antelope does not step one", "w", []string{"Ke5", "gf6"}, false},
		{"Elephant leaps over a piece", "w", []string{"Ke5", "Pf6", "eg7"}, true},
		{"Machine leaps over a piece", "w", []string{"Ke5", "Pe6", "de7"}, true},
		{"Camel", "w", []string{"Ke5", "jf8"}, true},
		{"Bull", "w", []string{"Ke5", "tg8"}, true},
		{"Buffalo's Bull leap", "w", []string{"Ke5", "fh7"}, true},
		{"black Pawn attacks down", "w", []string{"Ke5", "pd6"}, true},
		{"black Pawn does not attack up", "w", []string{"Ke5", "pd4"}, false},
		{"black Pawn does not attack ahead", "w", []string{"Ke5", "pe6"}, false},
		{"white Pawn attacks up", "b", []string{"Ka1", "ke5", "Pd4"}, true},
		{"Corporal", "w", []string{"Ke5", "od6"}, true},
		{"Corporal behind", "w", []string{"Ke5", "od4"}, false},
		{"Prince steps back onto the King", "w", []string{"Ke5", "id4"}, true},
		{"Ship's first step", "w", []string{"Ke5", "xd6"}, true},
		{"Ship does not step straight", "w", []string{"Ke5", "xe6"}, false},
		{"Ship steps then slides down the file", "w", []string{"Ke1", "xd9"}, true},
		{"Ship's slide blocked", "w", []string{"Ke1", "Pe4", "xd9"}, false},
		{"Ship's first square blocked", "w", []string{"Ke1", "Pe8", "xd9"}, false},
		{"Ship does not slide along a rank", "w", []string{"Ke1", "xh2"}, false},
		{"Eagle slides along the rank", "w", []string{"Ke1", "hh2"}, true},
		{"Eagle slides along the file", "w", []string{"Ke1", "hf9"}, true},
		{"Eagle slides only away from its start", "w", []string{"Ke1", "hf1"}, false},
		{"Rhinoceros leaps as a Knight", "w", []string{"Ke5", "uf7"}, true},
		{"Rhinoceros leaps then slides", "w", []string{"Ka1", "uf5"}, true},
		{"Rhinoceros's slide blocked", "w", []string{"Ka1", "Pc3", "uf5"}, false},
		{"Rhinoceros's leap square blocked", "w", []string{"Ka1", "Pd4", "uf5"}, false},
		{"Rhinoceros slides on the leap's diagonal only", "w", []string{"Ka1", "ua4"}, false},
		{"Cannon over a screen", "w", []string{"Ke1", "Pe4", "ze9"}, true},
		{"Cannon over an enemy screen", "w", []string{"Ke1", "pe4", "ze9"}, true},
		{"Cannon without a screen", "w", []string{"Ke1", "ze9"}, false},
		{"Cannon over two screens", "w", []string{"Ke1", "Pe3", "pe5", "ze9"}, false},
		{"Cannon does not hop diagonally", "w", []string{"Ke1", "Pf2", "zh4"}, false},
		{"Bow over a screen", "w", []string{"Ke5", "Pg7", "wi9"}, true},
		{"Bow without a screen", "w", []string{"Ke5", "wh8"}, false},
		{"Star adjacent, no screen", "w", []string{"Ke5", "se6"}, false},
		{"Star over a screen", "w", []string{"Ke5", "Pe6", "se9"}, true},
		{"Star over a diagonal screen", "w", []string{"Ke5", "Pc3", "sa1"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pieces := tt.pieces
			if tt.side == "w" {
				pieces = append(pieces, "kp16")
			}
			g := position(t, tt.side, pieces...)
			if got := g.InCheck(); got != tt.inCheck {
				t.Errorf("InCheck() = %v, want %v", got, tt.inCheck)
			}
		})
	}
}

// Moves that would leave the King attacked are not legal: pins by sliders,
// hoppers and bent riders, screens taken away or put in place, King steps.
func TestLegalityAroundTheKing(t *testing.T) {
	tests := []struct {
		name   string
		pieces []string
		from   string
		want   string
	}{
		{"Rook pin", []string{"Ke1", "Be3", "re8"}, "e3", ""},
		{"a screen may leave the Cannon's line", []string{"Ke1", "ze8", "Re4"}, "e4", "a4-d4 f4-p4 e8"},
		{"a Pawn screen cannot step off", []string{"Ke1", "ze8", "Pe4"}, "e4", ""},
		{"the King avoids the Cannon", []string{"Ke1", "ze8", "Pe4"}, "e1", "d1 d2 f1 f2"},
		{"no piece may become a screen", []string{"Ke1", "ze8", "Ra4"}, "a4", "a1-a3 a5-a16 b4-d4 f4-p4"},
		{"first of two screens stays on the line", []string{"Ke1", "ze8", "Re4", "Be6"}, "e4", "e2 e3 e5"},
		{"second of two screens stays on the line", []string{"Ke1", "ze8", "Re4", "Be6"}, "e6", ""},
		{"Ship pin", []string{"Ke1", "xd9", "Re5"}, "e5", "e2-e4 e6-e8"},
		{"block the Eagle's path", []string{"Ke1", "hh2", "Rf5"}, "f5", "f1"},
		{"block the Eagle at its first step", []string{"Ke1", "hh2", "Rg5"}, "g5", "g1"},
		{"King flees the Eagle's rank", []string{"Ke1", "hh2"}, "e1", "d2 e2 f2"},
		{"Rhinoceros pin", []string{"Ka1", "uf5", "Bc3", "ko16"}, "c3", "b2 d4"},
		{"King leaves the Rhinoceros's diagonal", []string{"Ka1", "uf5"}, "a1", "a2 b1"},
		{"King may not step into a Cannon's line", []string{"Kd1", "ze8", "pe5"}, "d1", "c1 c2 d2"},
		{"Kings never stand side by side", []string{"Ke1", "ke3"}, "e1", "d1 f1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pieces := tt.pieces
			if !slices.ContainsFunc(pieces, func(p string) bool { return p[0] == 'k' }) {
				pieces = append(pieces, "kp16")
			}
			g := position(t, "w", pieces...)
			got, want := targets(g, tt.from), squares(t, tt.want)
			if !slices.Equal(got, want) {
				t.Errorf("moves from %s:\n got  %v\n want %v", tt.from, got, want)
			}
		})
	}
}

// In check by a Bow over a screen, White may take the Bow, add a second
// screen, take the screen away, or move the King.
func TestAnswersToAHopperCheck(t *testing.T) {
	g := position(t, "w", "Ke1", "Pf2", "wi5", "Ri1", "Rg16", "kp15")
	if !g.InCheck() || g.KingSquare(White) != sq(t, "e1") {
		t.Fatalf("InCheck() = %v, King on %v", g.InCheck(), g.KingSquare(White))
	}
	var got []string
	for _, m := range g.LegalMoves() {
		got = append(got, m.String())
	}
	slices.Sort(got)
	want := []string{"e1d1", "e1d2", "e1e2", "e1f1", "f2f3", "f2f4", "g16g3", "i1i5"}
	if !slices.Equal(got, want) {
		t.Errorf("legal moves %v, want %v", got, want)
	}
}

// Moving one of two screens away, or putting one in place, gives check.
func TestGivingCheckWithScreens(t *testing.T) {
	g := position(t, "w", "Ze1", "Re4", "Be6", "ke8", "Kp1")
	if g.InCheck() {
		t.Fatal("check in the setup")
	}
	play(t, g, "e6d5")
	if !g.InCheck() {
		t.Error("no check after the second screen left the line")
	}
	g = position(t, "w", "Ze1", "Ra4", "ke8", "Kp1")
	play(t, g, "a4e4")
	if !g.InCheck() {
		t.Error("no check after a screen was put in place")
	}
	if got, want := targets(g, "e8"), squares(t, "d7 d8 d9 f7 f8 f9"); !slices.Equal(got, want) {
		t.Errorf("black King moves %v, want %v", got, want)
	}
}

// The game remembers whether the side to move is in check: the answer
// must follow the moves played and taken back, the search's unchecked
// ones included.
func TestCheckFollowsTheMoves(t *testing.T) {
	g := position(t, "w", "Ka1", "Qe5", "ko16")
	if g.InCheck() {
		t.Fatal("White is in check at the start")
	}
	for _, tt := range []struct {
		move  string
		check bool
	}{{"e5e16", true}, {"e5e7", false}, {"e5o5", true}, {"a1b2", false}} {
		for _, listed := range []bool{false, true} {
			if listed {
				g.PlayListed(findMove(t, g, tt.move))
			} else {
				play(t, g, tt.move)
			}
			if got := g.InCheck(); got != tt.check {
				t.Errorf("after %s: Black in check %v, want %v", tt.move, got, tt.check)
			}
			g.Undo()
			if g.InCheck() {
				t.Errorf("after %s taken back: White in check", tt.move)
			}
		}
	}
}

// Attacked tells a guarded piece from a loose one, for either colour.
func TestAttackedSquares(t *testing.T) {
	tests := []struct {
		name   string
		pieces []string
		by     Color
		want   bool
	}{
		{"Pawn guarded by a Pawn", []string{"Ke1", "Qe2", "pe9", "pd10", "kp16"}, Black, true},
		{"Pawn left alone", []string{"Ke1", "Qe2", "pe9", "kp16"}, Black, false},
		{"Queen's file onto it", []string{"Ke1", "Qe2", "pe9", "kp16"}, White, true},
		{"Queen's file blocked", []string{"Ke1", "Qe2", "Pe5", "pe9", "kp16"}, White, false},
		{"Cannon over a screen", []string{"Ke1", "Ze2", "Pe5", "pe9", "kp16"}, White, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := position(t, "w", tt.pieces...)
			if got := g.Attacked(sq(t, "e9"), tt.by); got != tt.want {
				t.Errorf("Attacked(e9, %v) = %v, want %v", tt.by, got, tt.want)
			}
		})
	}
}
