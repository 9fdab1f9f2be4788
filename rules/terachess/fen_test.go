package terachess

import (
	"strings"
	"testing"

	"boardshelf/rules"
)

func TestFENRoundTrip(t *testing.T) {
	g := New()
	if g.FEN() != StartFEN {
		t.Fatalf("New().FEN() = %q", g.FEN())
	}
	for _, mv := range []string{"h4h6", "h13h11", "d3e5", "g13g11"} {
		play(t, g, mv)
		again, err := ParseFEN(g.FEN())
		if err != nil {
			t.Fatalf("after %s: %v", mv, err)
		}
		if again.FEN() != g.FEN() || again.Hash() != g.Hash() || again.SearchKey() != g.SearchKey() {
			t.Errorf("after %s: %q reads back as %q", mv, g.FEN(), again.FEN())
		}
	}
	if !strings.HasSuffix(g.FEN(), " w g12") {
		t.Errorf("FEN %q lacks the en-passant square g12", g.FEN())
	}
	for _, fen := range []string{
		"15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 b -",
		"k15/16/16/16/16/16/4p11/3P12/16/16/16/16/16/16/16/K15 b -",
		"16/16/16/16/16/16/16/16/16/16/16/4pP10/16/16/16/K14k b f4",
	} {
		g, err := ParseFEN(fen)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", fen, err)
		} else if g.FEN() != fen {
			t.Errorf("%q reads back as %q", fen, g.FEN())
		}
	}
}

func TestFENAcceptsWhitespace(t *testing.T) {
	g, err := ParseFEN("  " + strings.ReplaceAll(StartFEN, " ", "\t ") + "\n")
	if err != nil || g.FEN() != StartFEN {
		t.Errorf("ParseFEN with extra spaces: %v, %v", g, err)
	}
}

func TestFENErrors(t *testing.T) {
	start := strings.Split(StartFEN, " ")[0]
	ranks := strings.Split(start, "/")
	withRank := func(i int, row string) string { // i counts from rank 16 down
		r := append([]string(nil), ranks...)
		r[i] = row
		return strings.Join(r, "/") + " w -"
	}
	tests := []struct {
		fen, err string
	}{
		{strings.Join(ranks[:15], "/") + " w -", "16 ranks expected, found 15"},
		{withRank(4, "16p"), "rank 12 has 17 squares"},
		{withRank(4, "15"), "rank 12 has 15 squares"},
		{withRank(4, "8p8p"), "rank 12 has 18 squares"},
		{withRank(4, "17"), `rank 12: "17" is not a number of empty squares (1 to 16)`},
		{withRank(4, "0p15"), `rank 12: "0" is not a number of empty squares (1 to 16)`},
		{withRank(4, "08p7"), `rank 12: "08" is not a number of empty squares (1 to 16)`},
		{withRank(3, "pppppppypppppppp"), "unknown piece letter 'y'"},
		{withRank(3, "ppppppp€pppppppp"), "unknown piece letter '€'"},
		{withRank(4, "7K8"), "two White Kings"},
		{withRank(4, "KK14"), "3 White Kings"},
		{strings.Replace(StartFEN, "k", "i", 1), "no Black King"},
		{strings.Replace(StartFEN, " w ", " x ", 1), `bad side to move "x" (w or b expected)`},
		{strings.Replace(StartFEN, " w -", " w z9", 1), `bad en-passant square "z9"`},
		{strings.Replace(StartFEN, " w -", " w h12", 1), `bad en-passant square "h12": no Black Pawn, Corporal or Prince stands beyond it`},
		{strings.Replace(StartFEN, " w -", " w h16", 1), `bad en-passant square "h16": no double step passes over it`},
		{"15k/16/16/4p11/16/4p11/16/16/16/16/16/16/16/16/16/K15 w e12", `bad en-passant square "e12": the double step's path is not empty`},
		{"15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w", "3 fields expected (pieces, side to move, en-passant square), found 2"},
		{StartFEN + " 0 1", "3 fields expected (pieces, side to move, en-passant square), found 5"},
		{"15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14r b -", "the side not to move is in check"},
		{"4P10k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -", "White Pawn on e16 should have promoted to Queen"},
		{"15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K2x12 w -", "Black Ship on d1 should have promoted to Eagle"},
	}
	for _, tt := range tests {
		g, err := ParseFEN(tt.fen)
		if err == nil {
			t.Errorf("ParseFEN(%q) accepted: %s", tt.fen, g.FEN())
			continue
		}
		if err.Error() != tt.err {
			t.Errorf("ParseFEN(%q):\n got  %q\n want %q", tt.fen, err, tt.err)
		}
	}
}

// A valid en-passant square is kept, and the capture it allows is offered.
func TestFENEnPassant(t *testing.T) {
	g, err := ParseFEN("15k/16/16/16/16/3pP11/16/16/16/16/16/16/16/16/16/K15 w d12")
	if err != nil {
		t.Fatal(err)
	}
	if ep, ok := g.EnPassant(); !ok || ep.String() != "d12" {
		t.Errorf("EnPassant() = %v, %v", ep, ok)
	}
	if m := findMove(t, g, "e11d12"); !m.EnPassant {
		t.Error("e11d12 is not en passant")
	}
}

func FuzzParseFEN(f *testing.F) {
	f.Add(StartFEN)
	f.Add("15k/16/16/16/16/3pP11/16/16/16/16/16/16/16/16/16/K15 w d12")
	f.Add("k15/16/16/16/16/16/16/8Z7/16/16/16/16/16/16/16/K15 b -")
	f.Add("16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16 w -")
	f.Add("pppppppppppppppp/9 b -")
	f.Fuzz(func(t *testing.T, fen string) {
		g, err := ParseFEN(fen)
		if err != nil {
			return
		}
		text := g.FEN()
		again, err := ParseFEN(text)
		if err != nil {
			t.Fatalf("FEN() of %q gives %q, which does not parse: %v", fen, text, err)
		}
		if again.FEN() != text || again.Hash() != g.Hash() {
			t.Fatalf("%q reads back as %q", text, again.FEN())
		}
		for _, m := range g.LegalMoves() {
			if err := g.Play(m); err != nil {
				t.Fatalf("legal move %s refused: %v", m, err)
			}
			g.Undo()
		}
		g.Status()
	})
}

// An error quotes a few dozen characters of a bad piece of input, with an
// ellipsis, never the whole of a pasted 20,000-character text.
func TestErrorsQuoteLongInputShort(t *testing.T) {
	long := strings.Repeat("w", 20000)
	start := strings.Split(StartFEN, " ")[0]
	ranks := strings.Split(start, "/")
	ranks[4] = strings.Repeat("1", 20000)
	cut := `"` + strings.Repeat("w", 32) + `…"`
	_, sideErr := ParseFEN(start + " " + long + " -")
	_, runErr := ParseFEN(strings.Join(ranks, "/") + " w -")
	_, epErr := ParseFEN(start + " w " + long)
	_, squareErr := ParseSquare(long)
	g := New()
	agreementErr := g.Play(rules.Agreement(long))
	moveErr := g.Play(otherMove(long))
	tests := []struct {
		err  error
		want string
	}{
		{sideErr, "bad side to move " + cut + " (w or b expected)"},
		{runErr, `rank 12: "` + strings.Repeat("1", 32) + `…" is not a number of empty squares (1 to 16)`},
		{epErr, "bad en-passant square " + cut},
		{squareErr, cut + " is not a square (a1 to p16)"},
		{agreementErr, cut + ` is not "resign", "draw" or "time"`},
		{moveErr, cut + " is not a Terachess move"},
	}
	for _, tt := range tests {
		if tt.err == nil || tt.err.Error() != tt.want {
			t.Errorf("got %.200v, want %s", tt.err, tt.want)
		}
	}
}

// otherMove is a move of some other game.
type otherMove string

func (m otherMove) String() string { return string(m) }
