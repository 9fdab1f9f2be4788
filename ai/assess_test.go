package ai

import (
	"context"
	"math"
	"testing"
)

// The computer's judgement of a position: about even at the start of every
// game, and a clear lead where one side has a Queen more, for whichever
// side is to move.
func TestAssessSeesWhoIsAhead(t *testing.T) {
	ctx := context.Background()
	for _, id := range []string{"terachess/standard", "terrace/long", "terrace/four-player", "sixmaking/standard", "chessrace/classic"} {
		lead, err := Assess(ctx, openSetup(t, id))
		if err != nil || math.Abs(lead) >= 1 {
			t.Errorf("%s at the start: lead %.2f, %v; want about even", id, lead, err)
		}
	}
	white := terachessFEN(t, fen16("w", map[int]string{16: "14k1", 9: "p15", 5: "4Q11", 1: "K15"}))
	if lead, err := Assess(ctx, white); err != nil || lead <= 1 {
		t.Errorf("White a Queen up, to move: lead %.2f, %v", lead, err)
	}
	black := terachessFEN(t, fen16("b", map[int]string{16: "14k1", 9: "p15", 5: "4Q11", 1: "K15"}))
	if lead, err := Assess(ctx, black); err != nil || lead >= -1 {
		t.Errorf("Black a Queen down, to move: lead %.2f, %v", lead, err)
	}
}
