package terrace

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// diagram reads a board drawn as in the rules file, top rank first. A cell
// is "." for empty or a seat letter (A for the first seat, B, C, D) followed
// by a size or T, e.g. "A3" or "BT". A leading rank number and "|" are
// ignored, so diagrams can be copied from the rules file.
func diagram(rows string) map[Square]Piece {
	lines := strings.Split(strings.TrimSpace(rows), "\n")
	pieces := map[Square]Piece{}
	for i, line := range lines {
		if _, after, ok := strings.Cut(line, "|"); ok {
			line = after
		}
		rank := len(lines) - 1 - i
		for file, cell := range strings.Fields(line) {
			if cell == "." {
				continue
			}
			pc := Piece{Seat: int(cell[0] - 'A'), Size: 1, T: cell[1] == 'T'}
			if !pc.T {
				pc.Size = int(cell[1] - '0')
			}
			pieces[Square{file, rank}] = pc
		}
	}
	return pieces
}

// start builds a game or fails the test.
func start(t testing.TB, p Position) *Game {
	t.Helper()
	g, err := New(p)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return g
}

func sq(s string) Square {
	q, err := ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// notations gives the sorted notation of moves.
func notations[M rules.Move](moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

func sorted(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	return out
}

// play makes moves given in notation, failing the test on any refusal.
func play(t *testing.T, g rules.Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(g, s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("play %s: %v", s, err)
		}
	}
}

// The standard starting positions of the rules file.
func longGame(t testing.TB) *Game {
	return start(t, Position{Size: 6, Players: 2, Pieces: diagram(`
6 | B3 B3 B2 B2 B1 BT
5 | B1 B1 B2 B2 B3 B3
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | A3 A3 A2 A2 A1 A1
1 | AT A1 A2 A2 A3 A3`)})
}

func shortGame(t testing.TB) *Game {
	return start(t, Position{Size: 6, Players: 2, Pieces: diagram(`
6 | .  BT B2 B2 B3 .
5 | .  .  .  .  .  .
4 | .  .  .  .  .  .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | .  A3 A2 A2 AT .`)})
}

// whyNot is why the game refuses the move from one square to another, in
// English with the seats named by their colours ("black's"), as a screen
// names them; "" for a legal move.
func whyNot(g *Game, from, to Square) string {
	e := g.WhyNot(from, to)
	if e.Format == "" {
		return ""
	}
	args := slices.Clone(e.Args)
	for i, a := range args {
		if seat, ok := a.(rules.Seat); ok {
			args[i] = g.Name(int(seat))
		}
	}
	return e.WithArgs(args).String()
}
