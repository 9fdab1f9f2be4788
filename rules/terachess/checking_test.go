package terachess

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

// rookMate is the "Rook mate" of docs/setup-files.md: White mates in one with p1p16.
const rookMate = "k15/1R14/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -"

// What a move does to the enemy King, asked before it is played (Gives)
// and after (Checking, HistoryChecking), and the game left as it was.
func TestChecking(t *testing.T) {
	tests := []struct {
		name, fen, move string
		want            Checking
		mark            string
	}{
		{"mate", rookMate, "p1p16", Checkmate, "#"},
		{"check: the King takes the Rook", rookMate, "b15b16", Check, "+"},
		{"quiet", rookMate, "p1p2", NoCheck, ""},
		{"promotion with check", "15k/2P13/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -", "c15c16", Check, "+"},
		{"discovered check", "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/N15/R6K8 w -", "a2c3", Check, "+"},
	}
	for _, tt := range tests {
		g, err := ParseFEN(tt.fen)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		before := snapshot(g)
		m := findMove(t, g, tt.move)
		if got := g.Gives(m); got != tt.want || got.Mark() != tt.mark {
			t.Errorf("%s: %s gives %v (%q), want %v (%q)", tt.name, tt.move, got, got.Mark(), tt.want, tt.mark)
		}
		if snapshot(g) != before {
			t.Errorf("%s: Gives changed the game", tt.name)
		}
		if err := g.PlayMove(m); err != nil {
			t.Fatal(err)
		}
		if got := g.Checking(); got != tt.want {
			t.Errorf("%s: after %s the side to move is %v, want %v", tt.name, tt.move, got, tt.want)
		}
		if got := g.HistoryChecking(0); !slices.Equal(got, []Checking{tt.want}) {
			t.Errorf("%s: HistoryChecking(0) = %v, want [%v]", tt.name, got, tt.want)
		}
	}
}

// HistoryChecking notes every move of a game, the earlier ones on a copy:
// the game is left as it was, agreement included.
func TestHistoryChecking(t *testing.T) {
	g, err := ParseFEN(rookMate)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "b15b16", "a16b16", "p1p16", "b16a15", "p16p15", "a15a16", "p15p16")
	if err := g.Play(rules.Draw); err != nil {
		t.Fatal(err)
	}
	before := snapshot(g)
	want := []Checking{Check, NoCheck, Check, NoCheck, Check, NoCheck, Check}
	if got := g.HistoryChecking(0); !slices.Equal(got, want) {
		t.Errorf("HistoryChecking(0) = %v, want %v", got, want)
	}
	if got := g.HistoryChecking(5); !slices.Equal(got, want[5:]) {
		t.Errorf("HistoryChecking(5) = %v, want %v", got, want[5:])
	}
	if got := g.HistoryChecking(7); got != nil {
		t.Errorf("HistoryChecking past the end = %v", got)
	}
	if snapshot(g) != before {
		t.Error("HistoryChecking changed the game")
	}
	if got := g.Gives(Move{From: sq(t, "a16"), To: sq(t, "a15")}); got != NoCheck {
		t.Errorf("Gives in a game that is over: %v", got)
	}
}
