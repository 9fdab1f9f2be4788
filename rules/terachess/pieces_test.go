package terachess

import (
	"slices"
	"testing"
)

// Each piece's moves from a few squares, on a board holding only the pieces
// listed (White to move unless the moving piece is Black).
func TestPieceMoves(t *testing.T) {
	tests := []struct {
		name   string
		pieces []string
		from   string
		want   string
	}{
		{"King in the corner", []string{"Ka1", "kp16"}, "a1", "a2 b1 b2"},
		{"King on the edge", []string{"Kp8", "ka16"}, "p8", "o7 o8 o9 p7 p9"},
		{"Knight in the corner", []string{"Na1", "Kp1", "kp16"}, "a1", "b3 c2"},
		{"Knight in the centre", []string{"Nh8", "Kp1", "kp16"}, "h8", "f7 f9 g6 g10 j7 j9 i6 i10"},
		{"Knight onto own and enemy", []string{"Nh8", "Pf7", "pg10", "Kp1", "kp16"}, "h8", "f9 g6 g10 j7 j9 i6 i10"},
		{"Elephant leaps over its own piece", []string{"Ea1", "Pb2", "Kp1", "kp16"}, "a1", "c3"},
		{"Elephant in the centre", []string{"Eh8", "Kp1", "kp16"}, "h8", "g7 f6 i9 j10 g9 f10 i7 j6"},
		{"Machine leaps over its own piece", []string{"Da1", "Pa2", "Kp1", "kp16"}, "a1", "a3 b1 c1"},
		{"Machine in the centre", []string{"Dh8", "Kp1", "kp16"}, "h8", "h9 h10 h7 h6 g8 f8 i8 j8"},
		{"Lion in the corner", []string{"La1", "Kp1", "kp16"}, "a1", "a2 a3 b1 b2 b3 c1 c2 c3"},
		{"Lion in the centre", []string{"Lh8", "Kp1", "kp16"}, "h8", "f6-j6 f7-j7 f9-j9 f10-j10 f8 g8 i8 j8"},
		{"Antelope in the corner", []string{"Ga1", "Kp1", "kp16"}, "a1", "a3 a4 c1 d1 c3 d4"},
		{"Antelope in the centre", []string{"Gh8", "Kp1", "kp16"}, "h8",
			"h10 h11 h6 h5 f8 e8 j8 k8 f10 e11 j10 k11 f6 e5 j6 k5"},
		{"Camel in the corner", []string{"Ja1", "Kp1", "kp16"}, "a1", "b4 d2"},
		{"Camel in the centre", []string{"Jh8", "Kp1", "kp16"}, "h8", "g5 i5 g11 i11 e7 e9 k7 k9"},
		{"Bull in the corner", []string{"Ta1", "Kp1", "kp16"}, "a1", "c4 d3"},
		{"Bull in the centre", []string{"Th8", "Kp1", "kp16"}, "h8", "j11 f11 j5 f5 k10 e10 k6 e6"},
		{"Buffalo in the corner", []string{"Fa1", "Kp1", "kp16"}, "a1", "b3 c2 b4 d2 c4 d3"},
		{"Rook stops at its own, takes the enemy", []string{"Ra1", "Pa4", "ld1", "Kp2", "kp16"}, "a1", "a2 a3 b1 c1 d1"},
		{"Bishop", []string{"Bc1", "pe3", "Kp1", "kp16"}, "c1", "b2 a3 d2 e3"},
		{"Queen hemmed in", []string{"Qa1", "Pa3", "pc3", "Pc1", "Kp1", "kp16"}, "a1", "a2 b1 b2 c3"},
		{"Amazon has its Knight leaps", []string{"Aa1", "Pa2", "Pb1", "Pb2", "Kp1", "kp16"}, "a1", "b3 c2"},
		{"Marshall", []string{"Ma1", "Pa2", "lc1", "Kp1", "kp16"}, "a1", "b1 c1 b3 c2"},
		{"Cardinal", []string{"Ca1", "Pa2", "Pb1", "pc3", "Kp1", "kp16"}, "a1", "b2 c3 b3 c2"},
		{"Cannon captures over one screen only", []string{"Za1", "Pa3", "pa5", "pa8", "Pb1", "lf1", "lg1", "Kp2", "kp16"},
			"a1", "a2 a5 f1"},
		{"Cannon with two screens, or its own piece beyond", []string{"Za1", "Pa3", "Pa5", "pa8", "Pb1", "Pf1", "Kp2", "kp16"},
			"a1", "a2"},
		{"Cannon treats the adjacent enemy as a screen", []string{"Zh8", "ph9", "zh12", "Ka16", "kp16"}, "h8",
			"a8-g8 i8-p8 h1-h7 h12"},
		{"Bow", []string{"Wc1", "pe3", "pg5", "Kp1", "kp16"}, "c1", "b2 a3 d2 g5"},
		{"Star", []string{"Sa1", "Pa2", "pa16", "lb1", "Pc1", "pd4", "Kp2", "ko16"}, "a1", "a16 b2 c3"},
		{"Ship (the rules' example)", []string{"Xf3", "Ka1", "ka16"}, "f3", "e1 e2 e4-e16 g1 g2 g4-g16"},
		{"Ship stopped at the first step", []string{"Xf3", "Pg4", "pe4", "Ka1", "ka16"}, "f3", "e4 e2 e1 g2 g1"},
		{"Ship in the corner", []string{"Xa1", "Kp1", "kp16"}, "a1", "b2-b16"},
		{"Ship takes on its slide", []string{"Xf3", "pg8", "Pe6", "Ka1", "ka16"}, "f3", "e1 e2 e4 e5 g1 g2 g4-g8"},
		{"Eagle", []string{"Hf3", "Ka1", "ka16"}, "f3", "e1 e2 e4-e16 g1 g2 g4-g16 a4-d4 h4-p4 a2-d2 h2-p2"},
		{"Eagle stopped at the first steps", []string{"Hf3", "pe4", "pg4", "pe2", "pg2", "Ka1", "ka16"}, "f3", "e4 g4 e2 g2"},
		{"Rhinoceros (the rules' example)", []string{"Ug1", "Kp1", "kp16"}, "g1",
			"e2 d3 c4 b5 a6 f3 e4 d5 c6 b7 a8 h3 i4-p11 i2 j3-p9"},
		{"Rhinoceros stopped at the leap", []string{"Ug1", "Ph3", "pi2", "Kp1", "kp16"}, "g1",
			"e2 d3 c4 b5 a6 f3 e4 d5 c6 b7 a8 i2"},
		{"Pawn steps one or two", []string{"Pe5", "Ka1", "kp16"}, "e5", "e6 e7"},
		{"Pawn's double step needs the far square empty", []string{"Pe5", "pe7", "Ka1", "kp16"}, "e5", "e6"},
		{"Pawn blocked", []string{"Pe5", "pe6", "Ka1", "kp16"}, "e5", ""},
		{"Pawn captures diagonally forward", []string{"Pe5", "pf6", "Pd6", "pd4", "Ka1", "kp16"}, "e5", "e6 e7 f6"},
		{"Pawn double step from a far rank", []string{"Pe10", "Ka1", "kp16"}, "e10", "e11 e12"},
		{"Pawn on the a-file", []string{"Pa5", "pb6", "Kp1", "kp16"}, "a5", "a6 a7 b6"},
		{"Black Pawn", []string{"pe12", "Pd11", "Pf13", "Ka1", "kp16"}, "e12", "e11 e10 d11"},
		{"Corporal steps diagonally", []string{"Oe5", "Ka1", "kp16"}, "e5", "e6 e7 d6 f6"},
		{"Corporal onto own and enemy", []string{"Oe5", "Pd6", "pf6", "Ka1", "kp16"}, "e5", "e6 e7 f6"},
		{"Prince", []string{"Ie5", "Ka1", "kp16"}, "e5", "d4 d5 d6 e4 e6 f4 f5 f6 e7"},
		{"Prince captures ahead, no double step then", []string{"Ie5", "pe6", "Ka1", "kp16"}, "e5", "d4 d5 d6 e4 e6 f4 f5 f6"},
		{"Prince's double step does not capture", []string{"Ie5", "pe7", "Ka1", "kp16"}, "e5", "d4 d5 d6 e4 e6 f4 f5 f6"},
		{"Black Prince", []string{"ie12", "Ka1", "kp16"}, "e12", "d11 d12 d13 e11 e13 f11 f12 f13 e10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			from := sq(t, tt.from)
			side := "w"
			for _, pl := range tt.pieces {
				if pl[1:] == tt.from && pl[0] >= 'a' {
					side = "b"
				}
			}
			g := position(t, side, tt.pieces...)
			if g.PieceAt(from).IsEmpty() {
				t.Fatalf("no piece on %s", tt.from)
			}
			got, want := targets(g, tt.from), squares(t, tt.want)
			if !slices.Equal(got, want) {
				t.Errorf("%s from %s:\n got  %v\n want %v", name(g.PieceAt(from)), tt.from, got, want)
			}
		})
	}
}

func TestKindTable(t *testing.T) {
	letters := map[byte]Kind{}
	for _, k := range Kinds() {
		if k.String() == "" || k.Description().Format == "" {
			t.Errorf("kind %d lacks a name or description", k)
		}
		if other, dup := letters[k.Letter()]; dup {
			t.Errorf("%v and %v share the letter %c", k, other, k.Letter())
		}
		letters[k.Letter()] = k
		for _, l := range []byte{k.Letter(), k.Letter() + 'a' - 'A'} {
			if got, ok := KindOfLetter(l); !ok || got != k {
				t.Errorf("KindOfLetter(%c) = %v, %v; want %v", l, got, ok, k)
			}
		}
		p := NewPiece(Black, k)
		if p.Kind() != k || p.Color() != Black || NewPiece(White, k).Color() != White {
			t.Errorf("NewPiece does not keep %v and its colour", k)
		}
	}
	if len(letters) != 24 {
		t.Errorf("%d kinds, want 24", len(letters))
	}
	promotions := map[Kind]Kind{
		Pawn: Queen, Corporal: Queen, Prince: Amazon, Knight: Buffalo, Camel: Buffalo, Bull: Buffalo,
		Elephant: Lion, Machine: Lion, Ship: Eagle, Antelope: Star,
	}
	for _, k := range Kinds() {
		if got := k.Promotion(); got != promotions[k] {
			t.Errorf("%v promotes to %v, want %v", k, got, promotions[k])
		}
	}
	if _, ok := KindOfLetter('y'); ok {
		t.Error("KindOfLetter('y') found a kind")
	}
}

func TestSquareNames(t *testing.T) {
	for s := range 256 {
		name := Square(s).String()
		back, err := ParseSquare(name)
		if err != nil || back != Square(s) {
			t.Errorf("ParseSquare(%q) = %v, %v; want %d", name, back, err, s)
		}
	}
	if s := SquareAt(7, 3); s.String() != "h4" || s.File() != 7 || s.Rank() != 3 {
		t.Errorf("SquareAt(7, 3) = %v (file %d, rank %d)", s, s.File(), s.Rank())
	}
	if s := sq(t, "p16"); s != 255 {
		t.Errorf("p16 = %d, want 255", s)
	}
	for _, bad := range []string{"", "a", "a0", "a17", "q1", "A1", "a01", "a1x", "h-4"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
}
