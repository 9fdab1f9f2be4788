package sixmaking

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	"boardshelf/rules"
	six "boardshelf/rules/sixmaking"
)

var sixSetups = map[string]six.Setup{
	"standard": six.Standard(),
	"small":    six.Small(),
	"sixth":    {Size: 5, Reserve: [2]int{16, 16}, Sixth: true},
}

// The packed position of the tree search plays by the rules: along random
// games of each kind it lists the moves the game lists, and after each
// move it is the position the game reaches (the repetition draw aside).
func TestSixStateFollowsTheRules(t *testing.T) {
	for name, setup := range sixSetups {
		rng := rand.New(rand.NewPCG(3, 4))
		for game := range 30 {
			g := aitest.NewSixMaking(t, setup)
			s := newSixState(g)
			for ply := 0; ply < 300; ply++ {
				want := g.AppendMoves(nil)
				if got, rules := sortedSixMoves(s.Moves(nil)), sortedRulesMoves(want, g.Size()); !slices.Equal(got, rules) {
					t.Fatalf("%s game %d ply %d: moves %v, the rules' %v", name, game, ply, got, rules)
				}
				if ply%8 == 0 {
					checkSixLegality(t, s, sortedRulesMoves(want, g.Size()))
				}
				if len(want) > 0 {
					drawn := map[sixMove]bool{}
					for range 4 * len(want) {
						drawn[s.randomMove(rng)] = true
					}
					for m := range drawn {
						if !slices.Contains(sortedRulesMoves(want, g.Size()), m) {
							t.Fatalf("%s game %d ply %d: drew %v, not a legal move", name, game, ply, m)
						}
					}
				}
				if st := g.Status(); st.Over || len(want) == 0 {
					checkSixEnd(t, s, st)
					break
				}
				m := want[rng.IntN(len(want))]
				if err := g.PlayMove(m); err != nil {
					t.Fatal(err)
				}
				s.Play(sixMoveOf(m, g.Size()))
				if st := g.Status(); st.Over && st.End.Kind == rules.Repetition {
					break
				}
				if fresh := newSixState(g); fresh.board != s.board || fresh.reserve != s.reserve || fresh.score != s.score || fresh.turn != s.turn {
					t.Fatalf("%s game %d, after %v: the packed position differs from the game's", name, game, m)
				}
			}
		}
	}
}

func checkSixEnd(t *testing.T, s sixState, st rules.Status) {
	t.Helper()
	if !s.over {
		t.Fatalf("the game ended (%s) but the packed position plays on", st.Reason)
	}
	if !slices.Contains(st.Winners, int(s.winner)) {
		t.Fatalf("the game ended: %s; the packed position says colour %d won", st.Reason, s.winner)
	}
}

// crownFor finds a King to build exactly when the game has such a move.
func TestSixCrownFor(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for game := range 40 {
		g := aitest.NewSixMaking(t, six.Standard())
		for !g.Status().Over {
			s := newSixState(g)
			moves := g.AppendMoves(nil)
			can := false
			for _, m := range moves {
				sm := sixMoveOf(m, g.Size())
				if s.builds(sm) && s.board[sm.from].top() == g.ToMove() {
					can = true
				}
			}
			m, ok := s.crownFor(g.ToMove())
			if ok != can {
				t.Fatalf("game %d: crownFor says %v, the moves %v", game, ok, can)
			}
			if ok && (!s.builds(m) || !slices.ContainsFunc(moves, func(r six.Move) bool { return sixMoveOf(r, g.Size()) == m })) {
				t.Fatalf("game %d: crownFor gave %v, no legal King", game, m)
			}
			if err := g.PlayMove(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func sortedSixMoves(ms []sixMove) []sixMove {
	slices.SortFunc(ms, compareSixMoves)
	return ms
}

func sortedRulesMoves(ms []six.Move, n int) []sixMove {
	out := make([]sixMove, len(ms))
	for i, m := range ms {
		out[i] = sixMoveOf(m, n)
	}
	return sortedSixMoves(out)
}

func compareSixMoves(a, b sixMove) int {
	if a.from != b.from {
		return int(a.from) - int(b.from)
	}
	if a.to != b.to {
		return int(a.to) - int(b.to)
	}
	return int(a.count) - int(b.count)
}

func TestSixIndex(t *testing.T) {
	var x sixIndex
	x.init(4)
	for i := range int32(5000) {
		x.put(search.Mix(uint64(i)), i)
	}
	x.put(0, 5000)
	for i := range int32(5000) {
		if n, ok := x.get(search.Mix(uint64(i))); !ok || n != i {
			t.Fatalf("key %d: %d, %v", i, n, ok)
		}
	}
	if n, ok := x.get(0); !ok || n != 5000 {
		t.Errorf("key 0: %d, %v", n, ok)
	}
	if _, ok := x.get(12345); ok {
		t.Error("found a key never put")
	}
}

// A tree at its cap stops expanding but goes on playing out, and still
// finds the move.
func TestSixTreeStopsGrowingAtItsCap(t *testing.T) {
	g := aitest.MidGame(t, aitest.NewSixMaking(t, six.Standard()), 6, 1).(*six.Game)
	root := newSixState(g)
	roots := root.Moves(nil)
	const steps, limit = 20000, 3000
	tree := newSixTree(root, roots, search.NewClock(context.Background(), time.Minute, steps), rand.New(rand.NewPCG(1, 2)))
	tree.maxEdges = limit
	tree.run()
	if n := len(tree.edges); n < limit || n > limit+len(roots)*4 {
		t.Errorf("%d edges for a cap of %d", n, limit)
	}
	if v := tree.nodes[0].visits; v < steps-1 {
		t.Errorf("the root had %v visits in %d playouts", v, steps)
	}
}

// A playout of Sixth MaKING stops short of six points and is won by the
// player ahead on points then, lost by the one behind, drawn when level;
// in the ordinary game a playout cut short is a draw.
func TestSixthPlayoutsJudgedByPoints(t *testing.T) {
	sixth := func(light, dark int, first six.Color) six.Setup {
		s := sixSetups["sixth"]
		s.Score, s.First = [2]int{light, dark}, first
		return s
	}
	for _, tc := range []struct {
		setup six.Setup
		want  float64 // for the player to move
	}{
		{sixth(3, 1, six.Light), 1},
		{sixth(3, 1, six.Dark), 0},
		{sixth(2, 2, six.Light), 0.5},
		{six.Standard(), 0.5},
	} {
		root := newSixState(aitest.NewSixMaking(t, tc.setup))
		tree := newSixTree(root, root.Moves(nil), search.NewClock(context.Background(), time.Minute, 1), rand.New(rand.NewPCG(1, 2)))
		want := sixPlayoutPlies
		if tc.setup.Sixth {
			want = sixthPlayoutPlies
		}
		if tree.plies != want {
			t.Errorf("%+v: playouts of %d plies, want %d", tc.setup, tree.plies, want)
		}
		tree.plies = 0 // judge the root itself
		s := root
		if got := tree.result(&s, 0); got != tc.want {
			t.Errorf("%+v: a search.Playout cut short scored %v for the player to move, want %v", tc.setup, got, tc.want)
		}
	}
}

// checkSixLegality checks that isLegal, and unpacking a packed move, tell
// exactly the legal moves: every move of the packed kind is tried.
func checkSixLegality(t *testing.T, s sixState, legal []sixMove) {
	t.Helper()
	pos := &sixSearchPos{states: []sixState{s}}
	for packed := uint32(1); packed <= 6<<12; packed++ {
		m, ok := pos.Unpack(packed)
		if pos.Pack(m) != packed { // no move packs so
			if ok {
				t.Fatalf("unpack(%d) = %v, which packs as %d", packed, m, pos.Pack(m))
			}
			continue
		}
		if want := slices.Contains(legal, m); ok != want {
			t.Fatalf("unpack(%d) = %v, legal %v; the moves listed say %v", packed, m, ok, want)
		}
	}
}
