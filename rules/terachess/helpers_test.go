package terachess

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"boardshelf/rules"
)

// position builds a position from placements such as "Ke1" (a white King on
// e1) or "xd9" (a black Ship on d9), with side "w" or "b" to move, through
// the position text, so ParseFEN is exercised too.
func position(t *testing.T, side string, placements ...string) *Game {
	t.Helper()
	var board [Size][Size]byte
	for _, pl := range placements {
		s, err := ParseSquare(pl[1:])
		if err != nil {
			t.Fatalf("placement %q: %v", pl, err)
		}
		board[s.Rank()][s.File()] = pl[0]
	}
	var rows []string
	for rank := Size - 1; rank >= 0; rank-- {
		row, empty := "", 0
		for _, c := range board[rank] {
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				row += strconv.Itoa(empty)
				empty = 0
			}
			row += string(c)
		}
		if empty > 0 {
			row += strconv.Itoa(empty)
		}
		rows = append(rows, row)
	}
	fen := strings.Join(rows, "/") + " " + side + " -"
	g, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return g
}

// squares expands a list like "e1 e4-e16 a2-d2" into sorted square names; a
// range runs along a file, a rank or a diagonal.
func squares(t *testing.T, spec string) []string {
	t.Helper()
	out := []string{}
	for _, item := range strings.Fields(spec) {
		ends := strings.Split(item, "-")
		from, err := ParseSquare(ends[0])
		if err != nil {
			t.Fatal(err)
		}
		to := from
		if len(ends) == 2 {
			if to, err = ParseSquare(ends[1]); err != nil {
				t.Fatal(err)
			}
		}
		df, dr := sign(to.File()-from.File()), sign(to.Rank()-from.Rank())
		for f, r := from.File(), from.Rank(); ; f, r = f+df, r+dr {
			out = append(out, SquareAt(f, r).String())
			if f == to.File() && r == to.Rank() {
				break
			}
		}
	}
	slices.Sort(out)
	return out
}

// targets lists the sorted destination squares of the legal moves from s.
func targets(g *Game, from string) []string {
	s, _ := ParseSquare(from)
	out := []string{}
	for _, m := range g.MovesFrom(s) {
		out = append(out, m.To.String())
	}
	slices.Sort(out)
	return out
}

// play plays moves given in notation, failing the test on any refusal.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(g, s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// findMove returns the legal move written s, failing the test if none.
func findMove(t testing.TB, g *Game, s string) Move {
	t.Helper()
	for _, m := range g.LegalMoves() {
		if m.String() == s {
			return m
		}
	}
	t.Fatalf("%s is not among the legal moves", s)
	return Move{}
}

func hasMove(g *Game, s string) bool {
	for _, m := range g.LegalMoves() {
		if m.String() == s {
			return true
		}
	}
	return false
}

func sq(t *testing.T, name string) Square {
	t.Helper()
	s, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// display writes a move as the move list does in English: "Knight d3-e5".
func display(m Move) string { return m.Piece.Kind().String() + " " + m.Squares() }

// name says a piece in words, e.g. "black Rhinoceros".
func name(p Piece) string {
	if p == NoPiece {
		return "empty square"
	}
	return p.Color().String() + " " + p.Kind().String()
}
