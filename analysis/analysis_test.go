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
