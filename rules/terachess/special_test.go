package terachess

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// splitMove cuts notation like "d13d11" into its two square names.
func splitMove(s string) (from, to string) {
	for i := 1; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'p' {
			return s[:i], s[i:]
		}
	}
	return s, ""
}

func TestEnPassant(t *testing.T) {
	tests := []struct {
		name    string
		pieces  []string
		double  string // Black's double step
		reply   string // White's move onto the square passed over
		capture bool   // whether the reply takes en passant
	}{
		{"Pawn takes a Pawn", []string{"Pe11", "pd13"}, "d13d11", "e11d12", true},
		{"Corporal takes a Pawn", []string{"Oe11", "pd13"}, "d13d11", "e11d12", true},
		{"Pawn takes a Corporal", []string{"Pe11", "od13"}, "d13d11", "e11d12", true},
		{"Pawn takes a Prince", []string{"Pe11", "id13"}, "d13d11", "e11d12", true},
		{"Corporal takes a Prince", []string{"Oc11", "id13"}, "d13d11", "c11d12", true},
		{"after a double step from a middle rank", []string{"Pc7", "pd9"}, "d9d7", "c7d8", true},
		{"a Prince steps there without taking", []string{"Ie11", "pd13"}, "d13d11", "e11d12", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := position(t, "b", append(tt.pieces, "Ka1", "kp16")...)
			before := g.FEN()
			play(t, g, tt.double)
			_, victimName := splitMove(tt.double)
			victimSquare := sq(t, victimName)
			victim := g.PieceAt(victimSquare)
			replyFrom, passedName := splitMove(tt.reply)
			if ep, ok := g.EnPassant(); !ok || ep.String() != passedName {
				t.Fatalf("EnPassant() = %v, %v; want %s", ep, ok, passedName)
			}
			afterDouble := g.FEN()
			if !strings.HasSuffix(afterDouble, " w "+passedName) {
				t.Errorf("FEN after the double step = %q, want it to end in w %s", afterDouble, passedName)
			}
			m := findMove(t, g, tt.reply)
			mover := g.PieceAt(sq(t, replyFrom))
			if m.EnPassant != tt.capture {
				t.Fatalf("%s: EnPassant = %v, want %v", tt.reply, m.EnPassant, tt.capture)
			}
			if slices.Contains(g.AppendNoisyMoves(nil), m) != tt.capture {
				t.Errorf("%s among the noisy moves: %v, want %v", tt.reply, !tt.capture, tt.capture)
			}
			checkNoisyMoves(t, g)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if g.PieceAt(sq(t, passedName)) != mover {
				t.Errorf("%s does not stand on %s", name(mover), passedName)
			}
			if tt.capture {
				if want := " " + tt.reply[:len(tt.reply)-len(m.To.String())] + "x" + m.To.String() + " ep"; m.Captured != victim || !strings.HasSuffix(display(m), want) {
					t.Errorf("move %s captures %v, want %v", display(m), name(m.Captured), name(victim))
				}
				if !g.PieceAt(victimSquare).IsEmpty() {
					t.Errorf("%s still on %s after en passant", name(g.PieceAt(victimSquare)), victimName)
				}
			} else if m.IsCapture() || g.PieceAt(victimSquare) != victim {
				t.Errorf("%s took %v", tt.reply, name(m.Captured))
			}
			g.Undo()
			if g.FEN() != afterDouble {
				t.Errorf("Undo gave %q, want %q", g.FEN(), afterDouble)
			}
			g.Undo()
			if g.FEN() != before {
				t.Errorf("second Undo gave %q, want %q", g.FEN(), before)
			}
		})
	}
}

// The en-passant right lasts one move only, and single steps give none.
func TestEnPassantExpires(t *testing.T) {
	g := position(t, "b", "Pe11", "pd13", "pa14", "Ka1", "kp16")
	play(t, g, "d13d11", "a1a2", "a14a13")
	if _, ok := g.EnPassant(); ok || hasMove(g, "e11d12") {
		t.Error("en passant still possible a move later")
	}
	g = position(t, "b", "Pe11", "pd12", "Ka1", "kp16")
	play(t, g, "d12d11")
	if _, ok := g.EnPassant(); ok || hasMove(g, "e11d12") {
		t.Error("en passant after a single step")
	}
}

// A Corporal's diagonal step onto the square passed over is the capture.
func TestCorporalDiagonalStepIsEnPassant(t *testing.T) {
	g := position(t, "b", "Oe11", "pd13", "Ka1", "kp16")
	play(t, g, "d13d11")
	moves := g.MovesFrom(sq(t, "e11"))
	n := 0
	for _, m := range moves {
		if m.To == sq(t, "d12") {
			n++
			if !m.EnPassant {
				t.Errorf("%s is not en passant", m)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d moves e11d12, want 1", n)
	}
}

func TestPromotion(t *testing.T) {
	tests := []struct {
		pieces []string
		move   string
		want   Kind
	}{
		{[]string{"Pe15"}, "e15e16", Queen},
		{[]string{"Pe14"}, "e14e16", Queen}, // double step onto the last rank
		{[]string{"Pe15", "rd16"}, "e15d16", Queen},
		{[]string{"Oe15"}, "e15f16", Queen},
		{[]string{"Ie15"}, "e15e16", Amazon},
		{[]string{"Ie15"}, "e15d16", Amazon},
		{[]string{"Ne14"}, "e14f16", Buffalo},
		{[]string{"Je13"}, "e13f16", Buffalo},
		{[]string{"Te13"}, "e13g16", Buffalo},
		{[]string{"Ee14"}, "e14g16", Lion},
		{[]string{"De14"}, "e14e16", Lion},
		{[]string{"Xe15"}, "e15f16", Eagle},
		{[]string{"Xe12"}, "e12f16", Eagle}, // after sliding on
		{[]string{"Ge13"}, "e13e16", Star},
		{[]string{"Re10"}, "e10e16", NoKind},
		{[]string{"Le14"}, "e14e16", NoKind},
		{[]string{"He15"}, "e15f16", NoKind},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			g := position(t, "w", append(tt.pieces, "Ka1", "kp1")...)
			m := findMove(t, g, tt.move)
			if m.Promotion != tt.want {
				t.Fatalf("%s promotes to %v, want %v", tt.move, m.Promotion, tt.want)
			}
			moved := m.Piece
			play(t, g, tt.move)
			want := moved
			if tt.want != NoKind {
				want = NewPiece(White, tt.want)
				sep := map[bool]string{false: "-", true: "x"}[!m.Captured.IsEmpty()]
				if want := m.Piece.Kind().String() + " " + m.From.String() + sep + m.To.String() + "=" + string(tt.want.Letter()); display(m) != want {
					t.Errorf("Display() = %q", display(m))
				}
			}
			if got := g.PieceAt(m.To); got != want {
				t.Errorf("%s left %v, want %v", tt.move, name(got), name(want))
			}
			g.Undo()
			if got := g.PieceAt(m.From); got != moved {
				t.Errorf("Undo left %v on %v, want %v", name(got), m.From, name(moved))
			}
		})
	}
}

// Black promotes on rank 1.
func TestBlackPromotion(t *testing.T) {
	g := position(t, "b", "pe2", "xb3", "Kh16", "kp16")
	if m := findMove(t, g, "e2e1"); m.Promotion != Queen {
		t.Errorf("e2e1 promotes to %v", m.Promotion)
	}
	if m := findMove(t, g, "b3a1"); m.Promotion != Eagle {
		t.Errorf("b3a1 promotes to %v", m.Promotion)
	}
	if m := findMove(t, g, "b3c2"); m.Promotion != NoKind {
		t.Errorf("a black Ship promotes on c2")
	}
}

func TestNoCastling(t *testing.T) {
	g := position(t, "w", "Ki1", "Rp1", "Ra1", "ko16")
	got := targets(g, "i1")
	want := squares(t, "h1 h2 i2 j1 j2")
	if !slices.Equal(got, want) {
		t.Errorf("King moves %v, want %v", got, want)
	}
}

// A move is written out as a person reads it, the piece named first.
func TestDisplay(t *testing.T) {
	for _, tt := range []struct {
		fen, move, want string
	}{
		{StartFEN, "d3e5", "Knight d3-e5"},
		{"k15/1R5P8/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "h15h16", "Pawn h15-h16=Q"},
		{"k15/pR5P8/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "b15a15", "Rook b15xa15"},
	} {
		g, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := rules.ParseMove(g, tt.move)
		if err != nil {
			t.Fatalf("%s: %v", tt.move, err)
		}
		if got := display(m.(Move)); got != tt.want {
			t.Errorf("%s is written %q, want %q", tt.move, got, tt.want)
		}
	}
}
