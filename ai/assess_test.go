package ai

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// The computer's judgement of a position: about even at the start of every
// game, and a clear lead where one side has a Queen more, for whichever
// side is to move.
func TestAssessSeesWhoIsAhead(t *testing.T) {
	ctx := context.Background()
	for _, id := range []string{"terachess/standard", "terrace/long", "terrace/four-player", "sixmaking/standard", "chessrace/classic"} {
		lead, err := Assess(ctx, aitest.OpenSetup(t, id))
		if err != nil || math.Abs(lead) >= 1 {
			t.Errorf("%s at the start: lead %.2f, %v; want about even", id, lead, err)
		}
	}
	white := aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "14k1", 9: "p15", 5: "4Q11", 1: "K15"}))
	if lead, err := Assess(ctx, white); err != nil || lead <= 1 {
		t.Errorf("White a Queen up, to move: lead %.2f, %v", lead, err)
	}
	black := aitest.TerachessFEN(t, aitest.FEN16("b", map[int]string{16: "14k1", 9: "p15", 5: "4Q11", 1: "K15"}))
	if lead, err := Assess(ctx, black); err != nil || lead >= -1 {
		t.Errorf("Black a Queen down, to move: lead %.2f, %v", lead, err)
	}
}

// With 64 pieces a side a few Pawns decide little: three Pawns down at the
// start of Terachess is not clearly behind (the computer takes a draw
// offered from there), a Queen down is.
func TestAssessWeighsAFewTerachessPawnsLightly(t *testing.T) {
	ctx := context.Background()
	start := strings.Fields(terachess.StartFEN)
	ranks := strings.Split(start[0], "/")
	without := func(rank int, row string) *terachess.Game {
		r := slices.Clone(ranks)
		r[16-rank] = row
		return aitest.TerachessFEN(t, strings.Join(r, "/")+" w -")
	}
	if lead, err := Assess(ctx, without(13, "pp3ppppppppppp")); err != nil || lead <= 0 || lead >= 1 {
		t.Errorf("White three Pawns up at the start: lead %.2f, %v; want ahead, not clearly", lead, err)
	}
	if lead, err := Assess(ctx, without(14, "edrnbxi1kixbnrde")); err != nil || lead <= 1 {
		t.Errorf("White a Queen up at the start: lead %.2f, %v; want clearly ahead", lead, err)
	}
}

// TestSearchTellsItsJudgement: the result carries a score and chances for
// every seat that add up to one, and a line that begins with the move.
func TestSearchTellsItsJudgement(t *testing.T) {
	for _, g := range []rules.Game{aitest.OpenSetup(t, "terachess/standard"), aitest.OpenSetup(t, "terrace/four-player"), aitest.MidGame(t, aitest.NewChessRace(t, 3), 6, 1)} {
		r, err := Search(context.Background(), g, Hard, Options{Steps: 3000, Seed: 1})
		if err != nil {
			t.Fatalf("%T: %v", g, err)
		}
		if len(r.Chances) != g.Players() {
			t.Fatalf("%T: chances %v for %d seats", g, r.Chances, g.Players())
		}
		sum := 0.0
		for _, c := range r.Chances {
			sum += c
		}
		if math.Abs(sum-1) > 0.01 {
			t.Errorf("%T: chances %v add up to %.3f", g, r.Chances, sum)
		}
		if len(r.Line) == 0 || r.Line[0] != r.Move {
			t.Errorf("%T: line %v does not begin with %v", g, r.Line, r.Move)
		}
	}
}
