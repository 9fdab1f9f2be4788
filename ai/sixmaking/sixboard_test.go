package sixmaking

import (
	"math/rand/v2"
	"testing"

	"boardshelf/ai/internal/aitest"
	six "boardshelf/rules/sixmaking"
)

// The search's copy of the board follows every move and every take-back
// as the game does, and the Kings it sees coming are the game's own.
func TestSixBoardFollowsTheGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := range 20 {
		g := aitest.NewSixMaking(t, six.Standard())
		pos := newSixPosition(g)
		for ply := 0; !g.Status().Over && ply < 200; ply++ {
			count, _ := pos.crowns()
			kings := [2]int{}
			moves := g.Moves()
			for _, m := range moves {
				sm := m.(six.Move)
				if !sm.Place && sm.Whole && pos.towers[pos.index(sm.From)].height+pos.towers[pos.index(sm.To)].height >= kingHeight {
					kings[pos.towers[pos.index(sm.From)].top]++
				}
			}
			if count != kings {
				t.Fatalf("game %d, move %d: the copy sees %v Kings to build, the game %v", game, ply, count, kings)
			}
			before := pos.towers
			m := moves[rng.IntN(len(moves))].(six.Move)
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
			if want := newSixBoard(g); pos.towers != want.towers {
				t.Fatalf("game %d, after %v: the copy differs from the board", game, m)
			}
			if ply%3 == 0 {
				pos.Undo()
				if pos.towers != before {
					t.Fatalf("game %d, %v taken back: the copy differs from the board", game, m)
				}
				if err := pos.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
