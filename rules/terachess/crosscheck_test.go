package terachess

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The attack test looks outward from the King through tables; the move
// generator looks outward from each piece. These tests play seeded random
// games and check, in every position, that both views agree: a move is
// legal exactly when no enemy reply captures the King.

// kingCapturable reports whether side by has a pseudo-legal move taking the
// piece on target, using the move generator only.
func kingCapturable(g *Game, target Square, by Color) bool {
	saved := g.side
	g.side = by
	moves := g.generate(nil)
	g.side = saved
	for _, m := range moves {
		if m.To == target && m.Captured != NoPiece && !m.EnPassant {
			return true
		}
	}
	return false
}

// checkPosition compares the fast legality and check tests with the
// generator-based ones, and make/unmake with a fresh parse, in one position.
func checkPosition(t *testing.T, g *Game) {
	t.Helper()
	us, them := g.side, g.side.Opponent()
	if got, want := g.InCheck(), kingCapturable(g, g.kings[us], them); got != want {
		t.Fatalf("%s: InCheck() = %v, generator says %v", g.FEN(), got, want)
	}
	fresh, err := ParseFEN(g.FEN())
	if err != nil {
		t.Fatalf("%s does not parse back: %v", g.FEN(), err)
	}
	if fresh.Hash() != g.Hash() || fresh.counts != g.counts || fresh.present != g.present || fresh.kings != g.kings {
		t.Fatalf("%s: incremental state differs from a fresh parse", g.FEN())
	}
	inCheck := g.InCheck()
	before := snapshot(g)
	for _, m := range g.generate(nil) {
		g.makeMove(m)
		want := !kingCapturable(g, g.kings[us], g.side)
		g.unmakeMove()
		if got := g.isLegal(m, inCheck); got != want {
			t.Fatalf("%s: %s legal = %v, generator says %v", g.FEN(), display(m), got, want)
		}
		if snapshot(g) != before {
			t.Fatalf("%s: make/unmake of %s changed the position", g.FEN(), display(m))
		}
	}
	checkNoisyMoves(t, g)
}

// checkNoisyMoves compares the candidates a search lists, told by
// IsLegal, with the legal moves, and AppendNoisyMoves with the captures
// and promotions among them.
func checkNoisyMoves(t *testing.T, g *Game) {
	t.Helper()
	legal := g.LegalMoves()
	if got := legalOnly(g, g.AppendCandidateMoves(nil)); !slices.Equal(got, legal) {
		t.Fatalf("%s: %d candidates are legal, the legal moves are %d", g.FEN(), len(got), len(legal))
	}
	var want []Move
	for _, m := range legal {
		if m.Captured != NoPiece || m.Promotion != NoKind {
			want = append(want, m)
		}
	}
	if got := g.AppendNoisyMoves(nil); !slices.Equal(got, want) {
		t.Fatalf("%s: AppendNoisyMoves gives %d moves, the legal captures and promotions are %d", g.FEN(), len(got), len(want))
	}
}

func legalOnly(g *Game, moves []Move) []Move {
	return slices.DeleteFunc(moves, func(m Move) bool { return !g.IsLegal(m) })
}

// randomPosition scatters n random pieces and two Kings, retrying until the
// position text is accepted.
func randomPosition(rng *rand.Rand, n int) *Game {
	for {
		var g Game
		taken := map[Square]bool{}
		place := func(p Piece) {
			for {
				s := Square(rng.IntN(256))
				if !taken[s] {
					taken[s] = true
					g.addPiece(s, p)
					return
				}
			}
		}
		place(NewPiece(White, King))
		place(NewPiece(Black, King))
		for range n {
			place(NewPiece(Color(rng.IntN(2)), Kind(2+rng.IntN(int(kindLimit)-2))))
		}
		g.side = Color(rng.IntN(2))
		if parsed, err := ParseFEN(g.FEN()); err == nil {
			return parsed
		}
	}
}

// playout checks the position, then plays random legal moves, checking
// each position reached, and finally takes them all back.
func playout(t *testing.T, rng *rand.Rand, g *Game, plies int) {
	start := snapshot(g)
	played := 0
	for range plies {
		checkPosition(t, g)
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		played++
	}
	for range played {
		g.Undo()
	}
	if snapshot(g) != start {
		t.Fatal("undoing the playout did not restore the start")
	}
}

func TestLegalityAgreesWithGeneratorInRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(2017, 16))
	for trial := range 120 {
		g := randomPosition(rng, 4+trial%40)
		playout(t, rng, g, 16)
	}
}

func TestLegalityAgreesWithGeneratorInRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 256))
	for range 3 {
		playout(t, rng, New(), 80)
	}
}
