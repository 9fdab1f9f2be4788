package chessrace

import (
	"fmt"
	"math/rand"
	"testing"

	"boardshelf/rules"
)

// Random games on every shipped track with 2, 3 and 4 players: each must end
// with a winner within a bounded number of turns, never break an invariant,
// undo every move exactly, and replay from its record to the same end.
func TestRandomGames(t *testing.T) {
	const maxTurns = 10000 // the longest of these games takes about 2200
	games := 6
	if testing.Short() {
		games = 1
	}
	for name, drawing := range map[string]string{"default": DefaultTrack, "long": LongTrack} {
		tr := mustTrack(t, drawing)
		for players := 2; players <= 4; players++ {
			rng := rand.New(rand.NewSource(int64(7*players + len(drawing))))
			for n := range games {
				t.Run(fmt.Sprintf("%s/%dp/%d", name, players, n), func(t *testing.T) {
					playRandomGame(t, tr, players, rng, maxTurns)
				})
			}
		}
	}
}

func playRandomGame(t *testing.T, tr *Track, players int, rng *rand.Rand, maxTurns int) {
	g, err := NewGame(tr, players)
	if err != nil {
		t.Fatal(err)
	}
	var record []string
	turns := 0
	for !g.Status().Over {
		moves := g.Moves()
		if len(moves) == 0 {
			t.Fatalf("no moves in phase %v, but the game is not over", g.Phase())
		}
		checkNotation(t, g, moves)
		m := moves[rng.Intn(len(moves))]
		if parsed, err := rules.ParseMove(g, m.String()); err != nil || parsed != m {
			t.Fatalf("ParseMove(%q) = %v, %v", m, parsed, err)
		}
		before, seat := g.st, g.Seat()
		if err := g.Play(m); err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
		record = append(record, m.String())
		checkInvariants(t, g)
		after := g.st
		g.Undo()
		if g.st != before {
			t.Fatalf("undo of %v did not restore the position", m)
		}
		checkInvariants(t, g)
		if err := g.Play(m); err != nil || g.st != after {
			t.Fatalf("replaying %v after undo differs", m)
		}
		if g.Seat() != seat {
			turns++
			if turns > maxTurns {
				t.Fatalf("no winner after %d turns", maxTurns)
			}
		}
	}
	st := g.Status()
	if len(st.Winners) != 1 || g.Home(st.Winners[0]) != piecesPerSeat {
		t.Fatalf("game ended with %+v", st)
	}
	replay, _ := NewGame(tr, players)
	for _, s := range record {
		m, err := rules.ParseMove(replay, s)
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		if err := replay.Play(m); err != nil {
			t.Fatalf("replay %s: %v", s, err)
		}
	}
	if replay.st != g.st {
		t.Fatal("replaying the record gave another position")
	}
}

// checkNotation requires one distinct notation per legal move.
func checkNotation(t *testing.T, g *Game, moves []rules.Move) {
	seen := make(map[string]bool, len(moves))
	for _, m := range moves {
		s := m.String()
		if seen[s] {
			t.Fatalf("two legal moves are written %q", s)
		}
		seen[s] = true
	}
}

func checkInvariants(t *testing.T, g *Game) {
	t.Helper()
	tr := g.track
	st := &g.st
	type slot struct{ at, level int }
	levels := map[slot]bool{}
	height := map[int]int{}
	for seat := range maxSeats {
		onSquare := map[int]bool{}
		for _, p := range st.pieces[seat] {
			switch {
			case seat >= g.players || st.left[seat]:
				if p.at != atGone {
					t.Fatalf("seat %d is not in the race but has a piece at %d", seat, p.at)
				}
			case p.at >= 0:
				if !tr.kinds[p.at].Playable() {
					t.Fatalf("seat %d has a piece on scenery %v", seat, tr.square(p.at))
				}
				if _, tiled := tileAt(&st.tiles, p.at); tiled {
					t.Fatalf("a piece stands on a tile at %v", tr.square(p.at))
				}
				if onSquare[p.at] {
					t.Fatalf("seat %d has two pieces in the stack on %v", seat, tr.square(p.at))
				}
				onSquare[p.at] = true
				if levels[slot{p.at, p.level}] {
					t.Fatalf("two pieces on level %d of %v", p.level, tr.square(p.at))
				}
				levels[slot{p.at, p.level}] = true
				height[p.at]++
			case p.at != atWaiting && p.at != atHome:
				t.Fatalf("seat %d has a piece nowhere (%d)", seat, p.at)
			}
		}
		if st.halves[seat] < 0 || st.halves[seat] > 2 {
			t.Fatalf("seat %d holds %d halves", seat, st.halves[seat])
		}
	}
	for s := range levels {
		if s.level >= height[s.at] {
			t.Fatalf("a stack on %v has a gap", tr.square(s.at))
		}
	}
	for i, c := range g.cells {
		if c.height != height[i] {
			t.Fatalf("stale cell %v", tr.square(i))
		}
	}
	free := func(int) bool { return false }
	for id, ts := range st.tiles {
		if ts.at >= 0 {
			if fault := placementProblem(tr, &st.tiles, Tile(id), ts.at, ts.arrow, free); fault != placeable {
				t.Fatalf("%v on %v: %s", Tile(id), tr.square(ts.at), fault.why())
			}
		}
	}
	chance := st.phase == PhaseRoll || st.phase == PhaseReroll
	if (g.Turn() == rules.Chance) != chance || st.left[st.seat] {
		t.Fatalf("turn %d in phase %v for seat %d", g.Turn(), st.phase, st.seat)
	}
	// A turn starts with the choice exactly when the player holds two
	// halves; the die is then rolled only when they chose to.
	chose := st.last == rules.Move(Move{Kind: RollMove})
	if (st.phase == PhaseChoose && st.halves[st.seat] != 2) || (st.phase == PhaseRoll && st.halves[st.seat] == 2 && !chose) {
		t.Fatalf("phase %v with %d halves", st.phase, st.halves[st.seat])
	}
}

func BenchmarkRandomPlayout(b *testing.B) {
	tr := mustTrack(b, DefaultTrack)
	rng := rand.New(rand.NewSource(1))
	moves := 0
	for b.Loop() {
		g, _ := NewGame(tr, 2)
		for !g.Status().Over {
			ms := g.Moves()
			if err := g.Play(ms[rng.Intn(len(ms))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}
