package terachess

import (
	"testing"

	"boardshelf/rules"
)

// A move's notation with its check or mate mark, as the move list and game
// records write it, asked of the game before the move is played.
func TestMarkedNotation(t *testing.T) {
	promotion := "15k/2P13/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -"
	tests := []struct {
		name, fen, move, want string
	}{
		{"check", rookMate, "b15b16", "b15b16+"},
		{"mate", rookMate, "p1p16", "p1p16#"},
		{"neither", rookMate, "p1p2", "p1p2"},
		{"promotion with check", promotion, "c15c16", "c15c16+"},
	}
	for _, tt := range tests {
		g, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		m := findMove(t, g, tt.move)
		if got := rules.MarkedNotation(g, m); got != tt.want {
			t.Errorf("%s: %s is written %q, want %q", tt.name, tt.move, got, tt.want)
		}
		if got := g.FEN(); got != tt.fen {
			t.Errorf("%s: asking for the mark left the position %q, want %q", tt.name, got, tt.fen)
		}
	}
}

// A move that is not legal here, or an agreement, carries no mark.
func TestMarkOfWhatIsNotALegalMove(t *testing.T) {
	g, err := ParseFEN(rookMate)
	if err != nil {
		t.Fatal(err)
	}
	fromEmpty := findMove(t, g, "p1p16")
	fromEmpty.From = SquareAt(1, 1) // b2 is empty: no such move
	for _, m := range []rules.Move{fromEmpty, rules.Resign} {
		if got := g.Mark(m); got != "" {
			t.Errorf("the mark of %v is %q, want none", m, got)
		}
	}
}
