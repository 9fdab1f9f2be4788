package ai

import (
	"testing"

	"boardshelf/rules/terachess"
)

// A capture counts as losing only when the taker is worth more than its
// catch and can be taken back: the quiescence search skips those alone.
func TestTerachessLosingCaptures(t *testing.T) {
	// White: King a1, Queen e5, Pawn d8. Black: King o16, Pawns a9, e9
	// and d10, which guards e9.
	g := terachessFEN(t, fen16("w", map[int]string{16: "14k1", 10: "3p12", 9: "p3p11", 8: "3P12", 5: "4Q11", 1: "K15"}))
	pos := newTerachessPosition(g)
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
		if got := pos.losing(m); got != tt.want {
			t.Errorf("losing(%s) = %v, want %v", tt.move, got, tt.want)
		}
	}
}

func findTerachessMove(legal []terachess.Move, name string) (terachess.Move, bool) {
	for _, m := range legal {
		if m.String() == name {
			return m, true
		}
	}
	return terachess.Move{}, false
}

// The search remembers whether the side to move is in check: the answer
// must follow the moves played and taken back.
func TestTerachessCheckFollowsTheMoves(t *testing.T) {
	// White: King a1, Queen e5. Black: King o16.
	g := terachessFEN(t, fen16("w", map[int]string{16: "14k1", 5: "4Q11", 1: "K15"}))
	pos := newTerachessPosition(g)
	legal := g.AppendLegalMoves(nil)
	if pos.inCheck() {
		t.Fatal("White is in check at the start")
	}
	for _, tt := range []struct {
		move  string
		check bool
	}{{"e5e16", true}, {"e5e7", false}, {"e5e16", true}} {
		m, ok := findTerachessMove(legal, tt.move)
		if !ok {
			t.Fatalf("%s is not legal here", tt.move)
		}
		if err := pos.play(m); err != nil {
			t.Fatal(err)
		}
		if got := pos.inCheck(); got != tt.check {
			t.Errorf("after %s: in check %v, want %v", tt.move, got, tt.check)
		}
		pos.undo()
		if pos.inCheck() {
			t.Errorf("after %s taken back: White is in check", tt.move)
		}
	}
}
