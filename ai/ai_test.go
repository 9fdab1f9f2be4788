package ai

import (
	"context"
	"errors"
	"testing"
	"time"

	"boardshelf/ai/internal/aitest"
	"boardshelf/ai/search"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
)

func TestLevelNames(t *testing.T) {
	for _, l := range Levels {
		got, err := ParseLevel(" " + l.String() + " ")
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if got, err := ParseLevel("HARD"); err != nil || got != Hard {
		t.Errorf("ParseLevel(HARD) = %v, %v", got, err)
	}
	if got, err := ParseLevel(" Expert"); err != nil || got != Expert {
		t.Errorf("ParseLevel(Expert) = %v, %v", got, err)
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("ParseLevel(grandmaster) gave no error")
	}
	if Easy.Budget() >= Medium.Budget() || Medium.Budget() >= Hard.Budget() || Hard.Budget() >= 2*time.Second ||
		Expert.Budget() < 5*Hard.Budget() || Expert.Budget() > 10*time.Second {
		t.Errorf("budgets %v %v %v %v", Easy.Budget(), Medium.Budget(), Hard.Budget(), Expert.Budget())
	}
}

// Every level returns a legal move of every game and leaves the game as it
// found it.
func TestBestMoveLeavesTheGameAlone(t *testing.T) {
	for _, s := range starts {
		for _, lvl := range Levels {
			t.Run(s.name+"/"+lvl.String(), func(t *testing.T) {
				g := aitest.MidGame(t, s.start(t), 12, 5)
				before := snapshot(g)
				m, err := BestMoveWith(context.Background(), g, lvl, Options{Steps: 1500, Seed: 1})
				if err != nil {
					t.Fatal(err)
				}
				if after := snapshot(g); after != before {
					t.Fatalf("the game changed:\n%s\n---\n%s", before, after)
				}
				if err := g.Clone().Play(m); err != nil {
					t.Errorf("%v is not legal: %v", m, err)
				}
			})
		}
	}
}

func TestRefusals(t *testing.T) {
	race := aitest.NewChessRace(t, 2)
	for _, m := range []string{"+i1", "+i2"} {
		mv, err := rules.ParseMove(race, m)
		if err != nil {
			t.Fatal(err)
		}
		if err := race.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := BestMove(context.Background(), race, Easy); !errors.Is(err, ErrChanceTurn) {
		t.Errorf("at a roll of the die: %v, want ErrChanceTurn", err)
	}
	over := terachess.New()
	if err := over.Play(rules.Resign); err != nil {
		t.Fatal(err)
	}
	if _, err := BestMove(context.Background(), over, Easy); err == nil {
		t.Error("a finished game gave no error")
	}
	if _, err := BestMove(context.Background(), terachess.New(), Level(7)); err == nil {
		t.Error("level 7 gave no error")
	}
}

func TestCancelledBeforeTheStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, err := BestMove(ctx, terachess.New(), Hard)
	if !errors.Is(err, context.Canceled) || m != nil {
		t.Errorf("got %v, %v; want context.Canceled", m, err)
	}
}

// A cancellation in the middle of a Hard or Expert search ends it at once:
// within 20 ms on an idle 2-core machine (the runtime fires the timer that
// cancels late while both cores search). The slack is a third of Hard's
// time, far less than a search that missed the cancellation would take
// (all its time), and room for a machine running other tests beside: with
// a load average of 30 the search answered 40-70 ms after the cancellation
// on average, and once in a hundred 270-440 ms.
func TestCancelledDuringTheSearch(t *testing.T) {
	const after, slack = 40 * time.Millisecond, 500 * time.Millisecond
	for _, s := range starts {
		for _, lvl := range []Level{Hard, Expert} {
			t.Run(s.name+"/"+lvl.String(), func(t *testing.T) {
				g := aitest.MidGame(t, s.start(t), 12, 9)
				ctx, cancel := context.WithCancel(context.Background())
				timer := time.AfterFunc(after, cancel)
				defer timer.Stop()
				start := time.Now()
				m, err := BestMove(ctx, g, lvl)
				took := time.Since(start)
				if !errors.Is(err, context.Canceled) || m != nil {
					t.Errorf("got %v, %v; want context.Canceled", m, err)
				}
				if took > after+slack {
					t.Errorf("returned %v after the start, %v after the cancellation", took, took-after)
				}
			})
		}
	}
}

// A deadline on the context shortens the budget, and a move comes back in
// time.
func TestContextDeadlineShortensTheBudget(t *testing.T) {
	const limit = 200 * time.Millisecond
	for _, s := range starts {
		t.Run(s.name, func(t *testing.T) {
			g := aitest.MidGame(t, s.start(t), 12, 4)
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			start := time.Now()
			m, err := BestMove(ctx, g, Hard)
			if err != nil || m == nil {
				t.Fatalf("got %v, %v", m, err)
			}
			if took := time.Since(start); took > limit+50*time.Millisecond {
				t.Errorf("took %v", took)
			}
		})
	}
}

// Each search keeps to its budget.
func TestShortBudgetIsKept(t *testing.T) {
	const budget, slack = 150 * time.Millisecond, 150 * time.Millisecond
	for _, s := range starts {
		t.Run(s.name, func(t *testing.T) {
			g := aitest.MidGame(t, s.start(t), 20, 6)
			start := time.Now()
			if _, err := BestMoveWith(context.Background(), g, Hard, Options{Budget: budget}); err != nil {
				t.Fatal(err)
			}
			if took := time.Since(start); took > budget+slack {
				t.Errorf("took %v with a budget of %v", took, budget)
			}
		})
	}
}

// Hard answers in under two seconds in the games whose steps cost most.
func TestHardAnswersWithinTwoSeconds(t *testing.T) {
	for _, g := range []rules.Game{
		aitest.MidGame(t, terachess.New(), 30, 2),
		aitest.MidGame(t, aitest.NewChessRace(t, 4), 40, 2),
	} {
		start := time.Now()
		if _, err := BestMove(context.Background(), g, Hard); err != nil {
			t.Fatal(err)
		}
		if took := time.Since(start); took >= 2*time.Second {
			t.Errorf("%T: took %v", g, took)
		}
	}
}

// With a number of steps instead of a time, the same seed gives the same
// move at every level, whatever the threads asked for and however little
// time there would be: Steps searches on one thread and ignores the clock.
func TestStepsMakeTheSearchRepeatable(t *testing.T) {
	for _, s := range starts {
		for _, lvl := range Levels {
			t.Run(s.name+"/"+lvl.String(), func(t *testing.T) {
				g := aitest.MidGame(t, s.start(t), 16, 8)
				opts := Options{Steps: 800, Seed: 3}
				first, err := Search(context.Background(), g, lvl, opts)
				if err != nil {
					t.Fatal(err)
				}
				if first.Threads > 1 {
					t.Errorf("searched on %d threads with Steps set", first.Threads)
				}
				for _, threads := range []int{1, 4} {
					opts.Threads = threads
					if again, _ := Search(context.Background(), g, lvl, opts); again.Move != first.Move || again.Steps != first.Steps {
						t.Fatalf("played %v after %d steps, then %v after %d", first.Move, first.Steps, again.Move, again.Steps)
					}
				}
			})
		}
	}
}

// Every level varies its choice with the seed where moves are about
// equal (the first move of each game), and keeps it for a seed.
func TestSeedsVaryThePlay(t *testing.T) {
	for _, s := range starts {
		for _, lvl := range Levels {
			t.Run(s.name+"/"+lvl.String(), func(t *testing.T) {
				g := s.start(t)
				switch {
				case s.name == "terrace 3 players":
					// The first moves of three-player Terrace have one
					// best each (a piece to save from any of the others).
					g = aitest.MidGame(t, g, 4, 1)
				case g.Turn() == rules.Chance:
					g = aitest.MidGame(t, g, 3, 1)
				}
				seen := map[string]bool{}
				for seed := range uint64(16) {
					opts := Options{Steps: 600, Seed: MoveSeed(seed, 0)}
					m, err := BestMoveWith(context.Background(), g, lvl, opts)
					if err != nil {
						t.Fatal(err)
					}
					if again, _ := BestMoveWith(context.Background(), g, lvl, opts); again != m {
						t.Fatalf("seed %d: played %v, then %v", seed, m, again)
					}
					seen[m.String()] = true
				}
				if len(seen) < 2 {
					t.Errorf("16 seeds all played %v", seen)
				}
			})
		}
	}
}

func TestMoveSeed(t *testing.T) {
	seen := map[uint64]bool{}
	for game := range uint64(10) {
		for ply := range 10 {
			seen[MoveSeed(game, ply)] = true
		}
	}
	if len(seen) != 100 {
		t.Errorf("%d distinct seeds of 100", len(seen))
	}
}

// Easy is weak, not random: it takes a Queen left hanging, and it builds
// no King for its opponent.
func TestEasyTakesWhatIsOffered(t *testing.T) {
	g := aitest.TerachessFEN(t, aitest.FEN16("w", map[int]string{16: "8k7", 9: "7q8", 4: "7R8", 1: "8K7"}))
	for seed := range uint64(5) {
		m, err := BestMoveWith(context.Background(), g, Easy, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != "h4h9" {
			t.Errorf("seed %d: played %v, not the Queen on h9", seed, m)
		}
	}
	six := aitest.SixTowers(t, "a1:LD a4:LLDD e5:L e1:D") // a1 onto a4 crowns dark
	for seed := range uint64(5) {
		m, err := BestMoveWith(context.Background(), six, Easy, Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		c := six.Clone()
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
		if st := c.Status(); st.Over && !search.Wins(st, int(sixmaking.Light)) {
			t.Errorf("seed %d: played %v: %s", seed, m, st.Reason)
		}
	}
}

func TestRandomMove(t *testing.T) {
	g := terachess.New()
	seen := map[string]bool{}
	for seed := range uint64(20) {
		m := RandomMove(g, seed)
		if err := g.Clone().Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		seen[m.String()] = true
	}
	if len(seen) < 5 {
		t.Errorf("20 seeds gave only %d moves", len(seen))
	}
	race := aitest.NewChessRace(t, 2)
	if RandomMove(race, 1) == nil {
		t.Error("no move at the start of a race")
	}
	if err := race.Play(rules.Draw); err != nil {
		t.Fatal(err)
	}
	if m := RandomMove(race, 1); m != nil {
		t.Errorf("%v in a finished game", m)
	}
}
