// Package aitest holds what the engine's tests share: games to start from
// and positions reached by random moves.
package aitest

import (
	"math/rand/v2"
	"testing"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/setups"
)

func OpenSetup(t testing.TB, id string) rules.Game {
	t.Helper()
	g, err := setups.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func NewSixMaking(t testing.TB, s sixmaking.Setup) *sixmaking.Game {
	t.Helper()
	g, err := sixmaking.New(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func NewChessRace(t testing.TB, players int) *chessrace.Game {
	t.Helper()
	track, err := chessrace.ParseDrawing(chessrace.DefaultTrack)
	if err != nil {
		t.Fatal(err)
	}
	g, err := chessrace.NewGame(track, players)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// MidGame plays plies random moves that do not end the game, then rolls
// the die if it is to be rolled, so that a player is to move.
func MidGame(t testing.TB, g rules.Game, plies int, seed uint64) rules.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for n := 0; n < plies || g.Turn() == rules.Chance; n++ {
		moves := g.Moves()
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		played := false
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if !g.Status().Over {
				played = true
				break
			}
			g.Undo()
		}
		if !played {
			t.Fatalf("no move keeps the game going after %d moves", n)
		}
	}
	return g
}
