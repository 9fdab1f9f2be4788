package chessrace

import "testing"

// WhyNot says why a square offers no move, and offers one exactly where
// the legal moves start.
func TestWhyASquareOffersNoMove(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "j3:0", "k2:01", "l3:1")
	for name, want := range map[string]Refusal{
		"j3": NotRefused,   // a rook free to go
		"k2": Covered,      // seat 0's piece under seat 1's
		"l3": NotYours,     // seat 1's piece
		"n6": NothingThere, // an empty square of the track
	} {
		if got := g.WhyNot(sq(t, name), Rook); got != want {
			t.Errorf("%s: %v, want %v", name, got, want)
		}
	}
	// Everywhere, a refusal is given exactly where no move starts.
	for _, f := range []Figure{Pawn, Rook, Bishop, Knight, Queen, King} {
		g := arrange(t, 2, 0, f, "j3:0", "k2:01", "l3:1")
		starts := map[Square]bool{}
		for _, m := range g.LegalMoves() {
			if m.Kind == PieceMove {
				starts[m.From] = true
			}
		}
		for i := range g.track.kinds {
			s := g.track.square(i)
			if refused := g.WhyNot(s, f) != NotRefused; refused == starts[s] {
				t.Errorf("%v on %v: refused %v, but moves start there: %v", f, s, refused, starts[s])
			}
		}
	}
}

// After a capture only the capturing piece moves: the others say so.
func TestOnlyTheCapturerMovesAfterACapture(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "j3:0", "m3:1", "i3:0")
	play(t, g, "j3xm3")
	must, ok := g.MustMove()
	if !ok {
		t.Fatalf("after j3xm3 no piece must move: phase %v", g.Phase())
	}
	play(t, g, "roll:R")
	if got := g.WhyNot(sq(t, "i3"), Rook); got != CapturerOnly {
		t.Errorf("the other piece on i3: %v, want CapturerOnly (the capturer stands on %v)", got, must)
	}
}
