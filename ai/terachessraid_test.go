package ai

import (
	"math/rand/v2"
	"testing"

	"boardshelf/rules/terachess"
)

// raidSeeds are a seed that begins the raid and one that does not.
func raidSeeds(t *testing.T) (raids, not uint64) {
	t.Helper()
	found := [2]bool{}
	var seeds [2]uint64
	for seed := uint64(0); seed < 64 && !(found[0] && found[1]); seed++ {
		begins := mix(seed^0x4a1d)%4 < raidShare
		i := 1
		if begins {
			i = 0
		}
		if !found[i] {
			seeds[i], found[i] = seed, true
		}
	}
	if !found[0] || !found[1] && raidShare < 4 {
		t.Fatalf("no seeds for both cases in 64")
	}
	return seeds[0], seeds[1]
}

func playNames(t *testing.T, g *terachess.Game, names ...string) *terachess.Game {
	t.Helper()
	for _, n := range names {
		played := false
		for _, m := range g.AppendLegalMoves(nil) {
			if m.String() == n {
				played = g.PlayMove(m) == nil
				break
			}
		}
		if !played {
			t.Fatalf("%s is not legal", n)
		}
	}
	return g
}

// The raid is offered while a side's moves are its steps, from the
// standard start only, and begun in the games the seed draws.
func TestRaidStepsFollowTheGame(t *testing.T) {
	raids, not := raidSeeds(t)
	custom := terachessFEN(t, "gjwtzfusamcztwjg/oooooooolhoooooo/edrnbxiqkixbnrde/pppppppppppppppp/16/16/16/16/16/16/16/16/PPPPPPPPPPPPPPPP/EDRNBXIQKIXBNRDE/OOOOOOOOLHOOOOOO/GJWTZFUSAMCZTWJG w -")
	for _, c := range []struct {
		name  string
		game  *terachess.Game
		seed  uint64
		want  string // "" for none
		skips bool   // the case needs a seed that does not raid
	}{
		{"White's first step", terachess.New(), raids, "e4e6", false},
		{"a game without the raid", terachess.New(), not, "", true},
		{"Black's first step", playNames(t, terachess.New(), "d4d6"), raids, "e13e11", false},
		{"the second step, whatever the seed", playNames(t, terachess.New(), "e4e6", "a13a11"), not, "f1e4", false},
		{"Black's second step, the other raiding", playNames(t, terachess.New(), "e4e6", "e13e11", "f1e4"), not, "f16e13", false},
		{"after the last step", playNames(t, terachess.New(), "e4e6", "a13a11", "f1e4", "b13b11"), raids, "", false},
		{"after another first move", playNames(t, terachess.New(), "d4d6", "a13a11"), raids, "", false},
		{"another start", custom, raids, "", false},
	} {
		if c.skips && raidShare == 4 {
			continue
		}
		m, ok := raidStep(c.game, c.seed)
		got := ""
		if ok {
			got = m.String()
		}
		if got != c.want {
			t.Errorf("%s: step %q, want %q", c.name, got, c.want)
		}
	}
}

// A favoured root move is played where it is about as good as the best,
// and left where another is better by more than its bonus.
func TestFavouredMoveMustBeNearlyBest(t *testing.T) {
	choose := func(g *terachess.Game, favour string, bonus int) string {
		set := settings{maxDepth: 3, quiesce: 4, tableBits: 14}
		s := testSearcher(t, position[terachess.Move](newTerachessPosition(g)), set)
		roots := g.AppendLegalMoves(nil)
		for _, m := range roots {
			if m.String() == favour {
				s.plan = favoured[terachess.Move]{m, bonus}
			}
		}
		m, _ := s.best(roots, rand.New(rand.NewPCG(1, 1)))
		return m.String()
	}
	start := terachess.New()
	if plain := choose(start, "", 0); plain == "n4n6" {
		t.Fatalf("the search plays n4n6 unfavoured: pick another move")
	}
	if got := choose(start, "n4n6", raidBonus); got != "n4n6" {
		t.Errorf("favoured n4n6 at the start, the search played %s", got)
	}
	// White: King a1, Rook h3. Black: King o16, Queen h10, unguarded.
	hanging := terachessFEN(t, fen16("w", map[int]string{16: "14k1", 10: "7q8", 3: "7R8", 1: "K15"}))
	if got := choose(hanging, "a1b1", raidBonus); got != "h3h10" {
		t.Errorf("favoured a1b1 beside a hanging Queen, the search played %s", got)
	}
}
