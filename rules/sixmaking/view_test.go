package sixmaking

import (
	"slices"
	"testing"
)

func TestPieceForHeight(t *testing.T) {
	tests := []struct {
		height       int
		piece        Piece
		name, letter string
	}{
		{0, NoPiece, "", ""},
		{1, Pawn, "Pawn", "P"},
		{2, Rook, "Rook", "R"},
		{3, Knight, "Knight", "N"},
		{4, Bishop, "Bishop", "B"},
		{5, Queen, "Queen", "Q"},
		{6, King, "King", "K"},
		{10, King, "King", "K"},
	}
	for _, tt := range tests {
		p := PieceFor(tt.height)
		if p != tt.piece || p.String() != tt.name || p.Letter() != tt.letter {
			t.Errorf("PieceFor(%d) = %v %q %q, want %v %q %q", tt.height, p, p.String(), p.Letter(), tt.piece, tt.name, tt.letter)
		}
	}
}

func TestViewAccessors(t *testing.T) {
	g := start(t, board5("b2:LDD"))
	if _, ok := g.LastMove(); ok {
		t.Error("LastMove at the start reports a move")
	}
	if g.OnBoard(Square{5, 0}) || g.OnBoard(Square{0, -1}) || !g.OnBoard(sq("e5")) {
		t.Error("OnBoard is wrong at the edges of a 5x5 board")
	}
	if g.Tower(Square{7, 7}) != nil || g.Height(Square{-1, 2}) != 0 || g.PieceAt(Square{9, 9}) != NoPiece {
		t.Error("a square off the board is not empty")
	}
	if g.Tower(sq("c3")) != nil || g.PieceAt(sq("c3")) != NoPiece {
		t.Error("an empty square shows a tower")
	}
	if got := g.Tower(sq("b2")); !slices.Equal(got, []Color{Light, Dark, Dark}) || g.PieceAt(sq("b2")) != Knight {
		t.Errorf("b2 = %v (%v), want [light dark dark], a Knight", got, g.PieceAt(sq("b2")))
	}
	if g.Reserve(Color(7)) != 0 || g.Score(Color(-1)) != 0 {
		t.Error("an unknown colour has disks or points")
	}
	play(t, g, "c4", "2b2-c4")
	if last, ok := g.LastMove(); !ok || last != (Move{From: sq("b2"), To: sq("c4"), Count: 2}) {
		t.Errorf("LastMove = %+v, %v", last, ok)
	}
}

func TestNothingToMoveOnceOver(t *testing.T) {
	g := start(t, board5("a1:LLL b3:DDD c1:L"))
	play(t, g, "a1-b3")
	if g.Targets(sq("b3"), 1) != nil || g.Targets(sq("c1"), 1) != nil {
		t.Error("Targets offered after the end")
	}
	if g.KoForbids(sq("b3"), sq("a1"), 3) {
		t.Error("KoForbids after the end")
	}
}
