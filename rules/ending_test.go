package rules_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"boardshelf/rules"
	"boardshelf/setups"
)

// How a game ended is told as a value as well as in words: every finished
// game has an Ending of a kind that fits its winners, naming real seats.
func TestEveryEndingIsTyped(t *testing.T) {
	draws := []rules.EndKind{rules.DrawAgreed, rules.Stalemate, rules.Repetition}
	seen := map[string]map[rules.EndKind]bool{}
	list, _ := setups.Default.List("")
	for _, s := range list {
		if s.Game == "terachess" {
			continue // random games of Terachess do not end; see TestTerachessEndings
		}
		if seen[s.Game] == nil {
			seen[s.Game] = map[rules.EndKind]bool{}
		}
		for seed := range uint64(12) {
			g, err := s.NewGame()
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 3))
			for ply := 0; ply < 3000 && !g.Status().Over; ply++ {
				moves := g.Moves()
				if seed%4 == 3 && ply == 40 && g.Turn() != rules.Chance {
					g.Play([]rules.Move{rules.Resign, rules.Draw}[seed/4%2])
					continue
				}
				g.Play(moves[r.IntN(len(moves))])
			}
			st := g.Status()
			if !st.Over {
				continue
			}
			e := st.End
			seen[s.Game][e.Kind] = true
			switch {
			case e.Kind == "":
				t.Errorf("%s: the game ended (%q) without an Ending", s.ID, st.Reason)
			case slices.Contains(draws, e.Kind) && len(st.Winners) > 0:
				t.Errorf("%s: %s with winners %v", s.ID, e.Kind, st.Winners)
			case e.Seat >= g.Players() || e.Other >= g.Players():
				t.Errorf("%s: %+v names a seat beyond the %d players", s.ID, e, g.Players())
			}
		}
	}
	for game, kinds := range map[string][]rules.EndKind{
		"terrace":   {rules.TCaptured, rules.Resigned, rules.DrawAgreed},
		"sixmaking": {rules.KingBuilt, rules.Resigned, rules.DrawAgreed},
		"chessrace": {rules.AllHome, rules.Resigned, rules.DrawAgreed},
	} {
		for _, k := range kinds {
			if !seen[game][k] {
				t.Errorf("no game of %s ended by %s (seen %v)", game, k, seen[game])
			}
		}
	}
}

func TestTerachessEndings(t *testing.T) {
	for _, tc := range []struct {
		fen, move string
		want      rules.Ending
		winners   []int
	}{
		{"k15/1R14/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "p1p16", rules.Ended(rules.Checkmate, 0, 1), []int{0}},
		{"k15/16/1Q14/16/16/16/16/16/16/16/16/16/16/16/16/15K w -", "resign", rules.Ended(rules.Resigned, 0, -1), []int{1}},
		{"k15/16/1Q14/16/16/16/16/16/16/16/16/16/16/16/16/15K w -", "draw", rules.Ended(rules.DrawAgreed, -1, -1), nil},
	} {
		text := "game = \"terachess\"\nname = \"x\"\nfen = \"" + tc.fen + "\"\n"
		s, err := setups.Parse("x.toml", "terachess/x", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		g, _ := s.NewGame()
		m, err := rules.ParseMove(g, tc.move)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(m)
		if st := g.Status(); st.End != tc.want || !slices.Equal(st.Winners, tc.winners) {
			t.Errorf("%s: %+v winners %v, want %+v %v", tc.move, st.End, st.Winners, tc.want, tc.winners)
		}
	}
}
