package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	airace "boardshelf/ai/chessrace"
	"boardshelf/ai/internal/aitest"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

// puzzleOptions keep the puzzles quick and the same on every machine: the
// search stops after a fixed number of steps, long before the budget.
var puzzleOptions = Options{Budget: 20 * time.Second, Steps: 3000, Seed: 7}

// Positions with a move that wins at once, among others that do not.
var winPuzzles = []struct {
	name string
	game func(testing.TB) rules.Game
}{
	{"terrace: capture the T", func(t testing.TB) rules.Game {
		return aitest.TerraceBoard(t, 2, []string{"f6", "a1"},
			". . . . . .",
			". . . . B2 .",
			". W1 . . . B3",
			". . BT . . .",
			". . . . . .",
			"WT W3 W2 . . .")
	}},
	{"terrace: the T onto its goal", func(t testing.TB) rules.Game {
		return aitest.TerraceBoard(t, 2, []string{"f6", "a1"},
			". . . B3 WT .",
			". . . . . .",
			". . . . . .",
			"BT . . . . .",
			". W2 W3 . . .",
			". . . . . .")
	}},
	{"terachess: checkmate in one", func(t testing.TB) rules.Game {
		return aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "15k", 15: "14pp", 1: "R6K8"}))
	}},
	{"sixmaking: a King in one's colour", func(t testing.TB) rules.Game {
		// b2 (three high, light on top) leaps onto c4 (three high); c4
		// onto b2 would crown dark.
		return aitest.SixTowers(t, "b2:DDL c4:LDD e5:D a5:L")
	}},
	{"chessrace: the last piece home", func(t testing.TB) rules.Game { return raceFinish(t) }},
}

func TestImmediateWinsAreTaken(t *testing.T) {
	for _, p := range winPuzzles {
		for _, lvl := range Levels {
			t.Run(p.name+"/"+lvl.String(), func(t *testing.T) {
				g := p.game(t)
				others := 0
				for _, m := range g.Moves() {
					if !winsAtOnce(t, g, m) {
						others++
					}
				}
				if others == 0 {
					t.Fatal("the puzzle has no move that fails to win")
				}
				m, err := BestMoveWith(context.Background(), g, lvl, puzzleOptions)
				if err != nil {
					t.Fatal(err)
				}
				if !winsAtOnce(t, g, m) {
					t.Errorf("played %v, which does not win at once", m)
				}
			})
		}
	}
}

// Positions in which most moves let the next player win at once.
var lossPuzzles = []struct {
	name string
	game func(testing.TB) rules.Game
}{
	{"terrace: the T attacked", func(t testing.TB) rules.Game {
		// Black's b4 takes the T on c3 unless white moves it or takes b4.
		return aitest.TerraceBoard(t, 2, []string{"f6", "a1"},
			". . B3 B2 . .",
			"W1 . . . . BT",
			". B1 . . . .",
			". . WT . . .",
			". . . . . .",
			". . . . W2 W3")
	}},
	{"terrace 3 players: the T attacked by the next seat", func(t testing.TB) rules.Game {
		return aitest.TerraceBoard(t, 3, []string{"f6", "a1", "a1"},
			". . B3 BT . .",
			"W1 . . . . RT",
			". R1 . . . .",
			". . WT . . .",
			". . . . . .",
			". . . . W2 W3")
	}},
	{"terachess: a mate threatened on the first rank", func(t testing.TB) rules.Game {
		return aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "r7k7", 8: "7N8", 2: "14PP", 1: "15K"}))
	}},
	{"sixmaking: a dark King threatened", func(t testing.TB) rules.Game {
		// a1 (two high, dark on top) slides onto a4 (four high).
		return aitest.SixTowers(t, "a1:LD a4:LLDD e5:L e1:D")
	}},
}

func TestImmediateLossesAreAvoided(t *testing.T) {
	for _, p := range lossPuzzles {
		for _, lvl := range []Level{Medium, Hard} {
			t.Run(p.name+"/"+lvl.String(), func(t *testing.T) {
				g := p.game(t)
				losing := 0
				moves := g.Moves()
				for _, m := range moves {
					if winsAtOnce(t, g, m) {
						t.Fatalf("the puzzle has a winning move %v", m)
					}
					if losesAtOnce(t, g, m) {
						losing++
					}
				}
				if losing*2 < len(moves) || losing == len(moves) {
					t.Fatalf("%d of the %d moves lose: not a puzzle", losing, len(moves))
				}
				m, err := BestMoveWith(context.Background(), g, lvl, puzzleOptions)
				if err != nil {
					t.Fatal(err)
				}
				if losesAtOnce(t, g, m) {
					t.Errorf("played %v, after which the next player wins", m)
				}
			})
		}
	}
}

// With three players the threat to white's T comes from black, who moves
// after red: the search must see the seat after next too.
func TestThreatsFromTheSeatAfterNextAreAnswered(t *testing.T) {
	for _, lvl := range []Level{Medium, Hard} {
		t.Run(lvl.String(), func(t *testing.T) {
			g := aitest.TerraceBoard(t, 3, []string{"f6", "a1", "a1"},
				". . B3 BT . .",
				"W1 . . . . RT",
				". B1 . . . .",
				". . WT . . .",
				". . . . . .",
				". . . . W2 W3")
			threatened := func() bool { return slices.Contains(g.Threatened(), 0) }
			if !threatened() {
				t.Fatal("white's T is not threatened: not a puzzle")
			}
			leaving := 0
			for _, m := range g.AppendMoves(nil) {
				if err := g.PlayMove(m); err != nil {
					t.Fatal(err)
				}
				if threatened() {
					leaving++
				}
				g.Undo()
			}
			if leaving*2 < len(g.AppendMoves(nil)) {
				t.Fatalf("only %d moves leave the T threatened: not a puzzle", leaving)
			}
			m, err := BestMoveWith(context.Background(), g, lvl, puzzleOptions)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if threatened() {
				t.Errorf("played %v, which leaves white's T to black", m)
			}
		})
	}
}

// raceFinish plays a two-player Chess Race with the die's rolls drawn from
// a fixed seed, each player making the most progress, until the player to
// move can bring their last piece home but need not. A roll after which
// every move would win is rolled again.
func raceFinish(t testing.TB) rules.Game {
	t.Helper()
	g := aitest.NewChessRace(t, 2)
	p := airace.NewJudge(g)
	rng := rand.New(rand.NewPCG(3, 4))
	// mixed reports whether some of the player's moves win and some not;
	// quiet are those that do not.
	mixed := func() (bool, []rules.Move) {
		moves := g.Moves()
		var quiet []rules.Move
		for _, m := range moves {
			if !winsAtOnce(t, g, m) {
				quiet = append(quiet, m)
			}
		}
		return len(quiet) > 0 && len(quiet) < len(moves), quiet
	}
	for range 5000 {
		if g.Turn() == rules.Chance {
			faces := g.Moves()
			rng.Shuffle(len(faces), func(i, j int) { faces[i], faces[j] = faces[j], faces[i] })
			for _, face := range faces {
				if err := g.Play(face); err != nil {
					t.Fatal(err)
				}
				if g.Turn() == rules.Chance || g.Status().Over {
					break
				}
				if ok, quiet := mixed(); ok || len(quiet) > 0 {
					break
				}
				g.Undo()
			}
			continue
		}
		ok, quiet := mixed()
		if ok {
			return g
		}
		if len(quiet) == 0 {
			t.Fatal("every move wins: the script went too far")
		}
		if err := g.Play(p.Greedy(quiet, rng, 0)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no position with a winning move came up")
	return nil
}

func TestRacePuzzleIsAFinish(t *testing.T) {
	g := raceFinish(t).(*chessrace.Game)
	if g.Phase() != chessrace.PhaseMove || g.Home(g.Seat()) != 2 {
		t.Errorf("phase %v, %d pieces home", g.Phase(), g.Home(g.Seat()))
	}
}

// Hard sees a King two of its moves ahead: a3's Knight leaps onto c4, and
// whatever dark answers, light builds a King next.
func TestHardForcesAKing(t *testing.T) {
	g := aitest.SixTowers(t, "a1:DL c1:LLD d1:L e2:LL a3:LDL c3:L b4:LDLD c4:D e5:D")
	for _, lvl := range []Level{Hard, Expert} {
		m, err := BestMoveWith(context.Background(), g, lvl, puzzleOptions)
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != "a3-c4" {
			t.Errorf("%v played %v, want a3-c4", lvl, m)
		}
		if winsAtOnce(t, g, m) {
			t.Fatalf("%v builds a King at once: not a puzzle", m)
		}
	}
}
