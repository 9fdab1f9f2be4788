package analysis

import (
	"context"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"boardshelf/ai"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
)

var writeRecords = flag.Bool("records", false, "write the games of testdata/*.boardshelf again")

// recordGames are the games the review's tests, benchmarks and the CLI's
// examples read: played by Easy against Medium (so that there are mistakes
// to find), with fixed steps and seeds, at most plies moves.
var recordGames = []struct {
	file, setup string
	plies       int
}{
	{"terachess.boardshelf", "terachess/standard", 150},
	{"terrace.boardshelf", "terrace/long", 200},
	{"terrace-3.boardshelf", "terrace/three-player", 200},
	{"sixmaking.boardshelf", "sixmaking/standard", 200},
	{"chessrace.boardshelf", "chessrace/classic", 400},
}

// TestWriteRecords writes the games again with -records.
func TestWriteRecords(t *testing.T) {
	if !*writeRecords {
		t.Skip("writes testdata with -records")
	}
	for i, rg := range recordGames {
		s, err := setups.Default.Load(rg.setup)
		if err != nil {
			t.Fatal(err)
		}
		g, err := s.NewGame()
		if err != nil {
			t.Fatal(err)
		}
		r := records.Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Date: time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)}
		for _, seat := range s.Seats {
			r.Seats = append(r.Seats, seat.Colour)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 42))
		for ply := 0; ply < rg.plies && !g.Status().Over; ply++ {
			m := selfPlayMove(t, g, rng, uint64(i), ply)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			r.Moves = append(r.Moves, m.String())
		}
		if st := g.Status(); st.Over {
			r.Result = st.Reason
		}
		if err := records.Write(filepath.Join("testdata", rg.file), r); err != nil {
			t.Fatal(err)
		}
	}
}

// selfPlayMove is a face of the die at random, or the engine's move: Easy
// for the first seat, Medium for the others.
func selfPlayMove(t *testing.T, g rules.Game, rng *rand.Rand, game uint64, ply int) rules.Move {
	moves := g.Moves()
	if g.Turn() == rules.Chance {
		return moves[rng.IntN(len(moves))]
	}
	lvl := ai.Medium
	if g.Turn() == 0 {
		lvl = ai.Easy
	}
	m, err := ai.BestMoveWith(context.Background(), g, lvl, ai.Options{Steps: 3000, Seed: ai.MoveSeed(game, ply)})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
