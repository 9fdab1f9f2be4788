package terachess

import (
	"math/rand/v2"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	tera "boardshelf/rules/terachess"
)

// A capture counts as losing only when the taker is worth more than its
// catch and can be taken back: the quiescence search skips those alone.
func TestTerachessLosingCaptures(t *testing.T) {
	// White: King a1, Queen e5, Pawn d8. Black: King o16, Pawns a9, e9
	// and d10, which guards e9.
	g := aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "14k1", 10: "3p12", 9: "p3p11", 8: "3P12", 5: "4Q11", 1: "K15"}))
	pos := newTerachessPosition(g, terachessPress{})
	tests := []struct {
		move string
		want bool
	}{
		{"e5e9", true},  // the Queen takes a guarded Pawn
		{"e5a9", false}, // the Queen takes a loose Pawn
		{"d8e9", false}, // a Pawn takes a guarded Pawn: even
	}
	legal := g.AppendLegalMoves(nil)
	for _, tt := range tests {
		m, ok := findTerachessMove(legal, tt.move)
		if !ok {
			t.Fatalf("%s is not legal here", tt.move)
		}
		if got := pos.Losing(m); got != tt.want {
			t.Errorf("losing(%s) = %v, want %v", tt.move, got, tt.want)
		}
	}
}

func findTerachessMove(legal []tera.Move, name string) (tera.Move, bool) {
	for _, m := range legal {
		if m.String() == name {
			return m, true
		}
	}
	return tera.Move{}, false
}

// listedTerachess is a Terachess position that hides what lets the search
// try moves before it lists them all (search.TableMover, search.CandidateLister), and
// the gains that let it pass over moves: its search lists every legal
// move at every node and plays each in order.
type listedTerachess struct {
	search.Position[tera.Move]
	search.NoisyLister[tera.Move]
	search.Exchanger[tera.Move]
}

// stagedTerachess is the same without the gains alone: its search tries
// the table's move, the winning captures and the killers before listing
// the rest, and tells the listed moves legal one by one.
type stagedTerachess struct {
	listedTerachess
	search.TableMover[tera.Move]
	search.CandidateLister[tera.Move]
}

// Trying some moves before listing the rest changes the order of the
// search, not what it finds: without pruning the best score to a fixed
// depth is the same, in positions with captures, checks and killers.
func TestTerachessStagedSearchFindsTheSameScore(t *testing.T) {
	set := search.Settings{MaxDepth: 3, Quiesce: 4, TableBits: 16}
	for seed := uint64(1); seed <= 24; seed++ {
		g := aitest.MidGame(t, tera.New(), 40+4*int(seed), seed).(*tera.Game)
		roots := g.AppendLegalMoves(nil)
		p := newTerachessPosition(g.Copy(), terachessPress{})
		listed := listedTerachess{p, p, p}
		want := aitest.ScoreToDepth[tera.Move](t, listed, roots, set)
		if got := aitest.ScoreToDepth[tera.Move](t, stagedTerachess{listed, p, p}, roots, set); got != want {
			t.Errorf("seed %d (%s): staged search scores %d, listing every move %d", seed, g.FEN(), got, want)
		}
	}
}

// A killer is a move that refuted a position at the same ply elsewhere:
// here the same squares may hold another move (another piece, or one to
// take). The search tries the move these squares make here, never the
// killer as it was, which would leave a Queen where the Pawn stood.
func TestTerachessStaleKillerIsNotPlayed(t *testing.T) {
	// White: King a1, Queen e5. Black: King o16, Pawn a9.
	g := aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "14k1", 9: "p15", 5: "4Q11", 1: "K15"}))
	before := g.FEN()
	stale := tera.Move{From: tera.SquareAt(0, 8), To: tera.SquareAt(0, 7), Piece: tera.NewPiece(tera.Black, tera.Queen)}
	if m, ok := g.Copy().LegalMoveBetween(stale.From, stale.To); ok {
		t.Fatalf("a9-a8 is legal for White: %v", m)
	}
	set := search.Settings{MaxDepth: 2, Quiesce: 4, TableBits: 12}
	s := aitest.NewSearcher(t, search.Position[tera.Move](newTerachessPosition(g, terachessPress{})), set)
	s.Picker.RememberCutoff(1, 1, stale) // Black moves at ply 1, where a9-a8 is the Pawn's step
	s.Best(g.AppendLegalMoves(nil), rand.New(rand.NewPCG(1, 1)))
	if after := g.FEN(); after != before {
		t.Errorf("the search left %s, not %s", after, before)
	}
}
