package analysis

import (
	"context"
	"math"
	"testing"

	"boardshelf/rules/terachess"
)

func TestEvaluateGivesChancesAndLines(t *testing.T) {
	e, err := Evaluate(context.Background(), terachess.New(), Options{Steps: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Chances) != 2 || math.Abs(e.Chances[0]+e.Chances[1]-1) > 1e-9 {
		t.Fatalf("chances %v", e.Chances)
	}
	if len(e.Lines) == 0 || len(e.Lines[0].Moves) == 0 {
		t.Fatalf("lines %+v", e.Lines)
	}
}

// A position the engine wins at once, without judging it, is judged won
// for the seat to move, so the analysis board shows it so.
func TestAWinAtOnceIsJudgedWon(t *testing.T) {
	g := missedKing(t)
	e, err := Evaluate(context.Background(), g, Options{Steps: 2000})
	if err != nil {
		t.Fatal(err)
	}
	mover := g.Turn()
	if len(e.Chances) != 2 || e.Chances[mover] < 0.99 {
		t.Fatalf("chances %v for the mover %d, who wins at once", e.Chances, mover)
	}
	if len(e.Lines) == 0 || e.Lines[0].Chances == nil {
		t.Fatalf("lines %+v", e.Lines)
	}
}
