package sixmaking

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	"boardshelf/rules"
	six "boardshelf/rules/sixmaking"
)

// crownSources finds a tower to build a King from exactly when crownFor
// finds a King, for either colour, and only towers under that colour.
func TestSixCrownSources(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	seen := 0
	for game := range 40 {
		g := aitest.NewSixMaking(t, six.Standard())
		for !g.Status().Over {
			s := newSixState(g)
			for _, c := range []six.Color{six.Light, six.Dark} {
				sources := s.crownSources(c)
				_, ok := s.crownFor(c)
				if ok != (sources != 0) {
					t.Fatalf("game %d: crownSources(%v) = %b, crownFor says %v", game, c, sources, ok)
				}
				if sources&^s.tops[c] != 0 {
					t.Fatalf("game %d: crownSources(%v) = %b, not all under %v", game, c, sources, c)
				}
				if bits.OnesCount64(sources) > 1 {
					seen++
				}
			}
			moves := g.AppendMoves(nil)
			if err := g.PlayMove(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Error("no position had Kings to build from two towers")
	}
}

// The alpha-beta search's position follows the game move by move and back:
// the same key, the game's end and a win a move away.
func TestSixSearchPosFollowsTheGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	for game := range 40 {
		g := aitest.NewSixMaking(t, six.Standard())
		for range rng.IntN(6) {
			moves := g.AppendMoves(nil)
			if err := g.PlayMove(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		p := newSixSearchPos(g, &sixWeights5x5)
		for ply := 0; !g.Status().Over; ply++ {
			if got, want := p.Key(), sixKeyOf(g); got != want {
				t.Fatalf("game %d ply %d: key %x, the game's %x", game, ply, got, want)
			}
			moves := g.AppendMoves(nil)
			m := moves[rng.IntN(len(moves))]
			if err := g.PlayMove(m); err != nil {
				t.Fatal(err)
			}
			if err := p.Play(sixMoveOf(m, g.Size())); err != nil {
				t.Fatal(err)
			}
			checkSixOutcome(t, p, g)
			if rng.IntN(4) == 0 {
				g.Undo()
				p.Undo()
			}
		}
	}
}

// A position that comes back is a repetition for the search, whether it
// came first in the game or in the search. Two pairs of towers a Knight's
// leap apart trade a disk back and forth: every position from the first
// move on comes back four moves later (the start has no Ko, so it does
// not).
func TestSixSearchPosRepetitions(t *testing.T) {
	cycle := []string{"1a1-b3", "1e5-d3", "1b3-a1", "1d3-e5"}
	for before := range 6 {
		g := aitest.SixTowers(t, "a1:LLD b3:LD e5:DDL d3:DL")
		for i := range before {
			playNamed(t, g, cycle[i%4])
		}
		p := newSixSearchPos(g, &sixWeights5x5)
		keys := gameKeys(g)
		// The eighth move makes the start's third occurrence, Ko aside:
		// the game ends in a draw.
		for i := before; i <= 8; i++ {
			if got, want := p.Repeated(), repeatedIn(keys); got != want {
				t.Fatalf("%d moves in the game, %d in all: repeated %v, the keys say %v", before, i, got, want)
			}
			if want := i >= 5; repeatedIn(keys) != want {
				t.Fatalf("after %d moves a repetition is %v, want %v", i, repeatedIn(keys), want)
			}
			if i == 8 {
				break
			}
			m := playNamed(t, g, cycle[i%4])
			if err := p.Play(sixMoveOf(m, g.Size())); err != nil {
				t.Fatal(err)
			}
			keys = append(keys, sixKeyOf(g))
		}
	}
}

func playNamed(t *testing.T, g *six.Game, name string) six.Move {
	t.Helper()
	for _, m := range g.AppendMoves(nil) {
		if m.String() == name {
			if err := g.PlayMove(m); err != nil {
				t.Fatal(err)
			}
			return m
		}
	}
	t.Fatalf("%s is not a legal move: %v (%s)", name, g.AppendMoves(nil), g.Status().Reason)
	return six.Move{}
}

// gameKeys keys g's positions since its last placement, the current last.
func gameKeys(g *six.Game) []uint64 {
	c := g.Clone().(*six.Game)
	keys := []uint64{sixKeyOf(c)}
	for {
		m, ok := c.LastMove()
		if !ok || m.Place {
			break
		}
		c.Undo()
		keys = append([]uint64{sixKeyOf(c)}, keys...)
	}
	return keys
}

// repeatedIn reports whether the last key occurred before with the same
// player to move.
func repeatedIn(keys []uint64) bool {
	last := len(keys) - 1
	for i := last - 2; i >= 0; i -= 2 {
		if keys[i] == keys[last] {
			return true
		}
	}
	return false
}

func checkSixOutcome(t *testing.T, p *sixSearchPos, g *six.Game) {
	t.Helper()
	over, result := p.Outcome()
	st := g.Status()
	switch {
	case st.Over && st.End.Kind == rules.Repetition:
		// The packed position leaves the repetition draw to repeated.
	case st.Over:
		want := -1
		if search.Wins(st, g.Turn()) {
			want = 1
		}
		if !over || result != want {
			t.Fatalf("the game ended (%s); the search's position says over %v, result %d", st.Reason, over, result)
		}
	default:
		s := newSixState(g)
		if over != s.winsNow() || over && result != 1 {
			t.Fatalf("a King to build now: %v; the search's position says over %v, result %d", s.winsNow(), over, result)
		}
	}
}

// The features of a small position, counted by hand.
func TestSixFeatures(t *testing.T) {
	// Light to move. Dark's a1 (two high) slides onto a4 (four high): a
	// King; and along the first rank onto e1.
	g := aitest.SixTowers(t, "a1:LD a4:LLDD e5:L e1:D")
	s := newSixState(g)
	var f sixFeatures
	s.features(&f)
	want := map[int]int32{
		sixFBias:              1,
		sixFTowers + 0:        1, // e5, light's
		sixFTowers + 5 + 0:    1, // e1, dark's
		sixFTowers + 5 + 1:    1, // a1
		sixFTowers + 5 + 3:    1, // a4
		sixFReserve:           3,
		sixFReserve + 1:       3,
		sixFEmpty:             21,
		sixFCanPlace:          1,
		sixFThreat:            1,
		sixPairIndex(1, 2, 4): 1, // a1 onto a4
		sixPairIndex(1, 2, 1): 1, // a1 onto e1
		sixFCovering + 4 + 0:  1, // a1, dark over light
		sixFCovering + 4 + 2:  1, // a4
	}
	names := FeatureNames()
	for i, v := range f {
		if v != want[i] {
			t.Errorf("%s: %d, want %d", names[i], v, want[i])
		}
	}
}

// A tower covers the other colour when any disk under its top is of the
// other colour, however deep.
func TestSixStackCovers(t *testing.T) {
	for _, c := range []struct {
		disks  string // bottom to top
		covers bool
	}{
		{"L", false}, {"D", false},
		{"LL", false}, {"DD", false}, {"LD", true}, {"DL", true},
		{"DLL", true}, {"LDD", true}, {"DDL", true}, {"DLD", true}, {"LLLL", false},
		{"DLLLL", true}, {"LDDDD", true}, {"DDDDD", false},
	} {
		var st stack
		for _, d := range c.disks {
			disk := stack(1) // a light disk
			if d == 'D' {
				disk |= 1 << 4
			}
			st = st.on(disk)
		}
		if got := st.covers(); got != c.covers {
			t.Errorf("%s: covers %v, want %v", c.disks, got, c.covers)
		}
	}
}

// sixKeyOf keys g's position as the packed position does.
func sixKeyOf(g *six.Game) uint64 {
	s := newSixState(g)
	return s.Key()
}

// A pass, for null-move pruning, gives the turn to the other player in the
// same position with Ko lapsed; no repetition reaches back across it, and
// unpass restores the position.
func TestSixSearchPosPass(t *testing.T) {
	cycle := []string{"1a1-b3", "1e5-d3", "1b3-a1", "1d3-e5"}
	g := aitest.SixTowers(t, "a1:LLD b3:LD e5:DDL d3:DL")
	for _, name := range append(cycle, cycle[0]) { // the position after the first move, again
		playNamed(t, g, name)
	}
	p := newSixSearchPos(g, &sixWeights5x5)
	before, turn := p.Key(), p.top().turn
	p.Pass()
	s := p.top()
	if s.turn == turn || s.ko != (sixMove{}) {
		t.Fatalf("after a pass: turn %v (was %v), Ko %v", s.turn, turn, s.ko)
	}
	// Two passes give the start back, Ko lapsed: a new position.
	p.Pass()
	if p.Repeated() {
		t.Error("a repetition found across a pass")
	}
	p.Unpass()
	p.Unpass()
	if p.Key() != before || p.top().turn != turn || !p.Repeated() {
		t.Errorf("unpass did not restore the position: key %x (was %x), repeated %v", p.Key(), before, p.Repeated())
	}
}
