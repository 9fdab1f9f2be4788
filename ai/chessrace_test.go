package ai

import (
	airace "boardshelf/ai/chessrace"
	"context"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

// A new piece may enter on a ribbon where a piece stands (issue 12). The
// computer player takes its moves from the rules, so it offers those
// entries like any other: in positions where they are all the player can
// do, every level plays one.
func TestRaceEntersOnOccupiedRibbons(t *testing.T) {
	positions := occupiedRibbonEntries(t, 3)
	for _, g := range positions {
		for _, lvl := range Levels {
			m, err := BestMoveWith(context.Background(), g, lvl, Options{Budget: time.Minute, Steps: 300, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			rm, ok := m.(chessrace.Move)
			if !ok || !rm.Enter {
				t.Errorf("%v: %v is not an entry", lvl, m)
			}
			if err := g.Clone().Play(m); err != nil {
				t.Errorf("%v: %v is not legal: %v", lvl, m, err)
			}
		}
	}
}

// occupiedRibbonEntries plays seeded random four-player games until n
// positions have come up in which the player to move can only enter a new
// piece, on a ribbon where a piece stands among others.
func occupiedRibbonEntries(t *testing.T, n int) []*chessrace.Game {
	t.Helper()
	var out []*chessrace.Game
	for seed := uint64(1); seed < 100 && len(out) < n; seed++ {
		g := aitest.NewChessRace(t, 4)
		for ply := 0; !g.Status().Over && ply < 3000; ply++ {
			if onlyEntries(g) {
				out = append(out, g)
				break
			}
			if err := g.Play(RandomMove(g, seed*7919+uint64(ply))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < n {
		t.Fatalf("only %d positions with entries on occupied ribbons alone came up", len(out))
	}
	return out
}

func onlyEntries(g *chessrace.Game) bool {
	if g.Phase() != chessrace.PhaseMove || g.Turn() == rules.Chance {
		return false
	}
	moves := g.LegalMoves()
	occupied := false
	for _, m := range moves {
		if !m.Enter {
			return false
		}
		occupied = occupied || g.Stack(m.From) != nil
	}
	return occupied
}

// Medium's race search stops at its cap, well inside its time, and
// Hard's goes on: the levels are a step apart.
func TestRaceMediumStopsAtItsCap(t *testing.T) {
	g := aitest.MidGame(t, aitest.NewChessRace(t, 2), 30, 1)
	for g.Turn() == rules.Chance {
		g.Play(g.Moves()[0])
	}
	medium, err := Search(context.Background(), g, Medium, Options{Budget: 2 * time.Second, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	hard, err := Search(context.Background(), g, Hard, Options{Steps: 3 * airace.MediumIterations, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if medium.Steps != airace.MediumIterations || hard.Steps <= medium.Steps {
		t.Errorf("Medium searched %d iterations (its cap %d), Hard %d", medium.Steps, airace.MediumIterations, hard.Steps)
	}
}
