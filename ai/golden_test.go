package ai

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"boardshelf/ai/internal/aitest"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
)

var update = flag.Bool("update", false, "write testdata/golden.json from the engine as it is")

// goldenFile holds the choices the engine made when it was last written:
// a change to how the engine is built must not change a move or a score.
var goldenFile = filepath.Join("testdata", "golden.json")

// terachessSparse is Terachess without its outermost ranks: another setup,
// where nothing prepared for the standard start applies.
const terachessSparse = "16/ooooooolhooooooo/edrnbxiqkixbnrde/pppppppppppppppp/16/16/16/16/16/16/16/16/" +
	"PPPPPPPPPPPPPPPP/EDRNBXIQKIXBNRDE/OOOOOOOLHOOOOOOO/16 w -"

// goldenGames are the games the golden test plays from, with the plies
// played at random before each search and the steps each search takes.
var goldenGames = []struct {
	name  string
	start func(testing.TB) rules.Game
	plies []int
	steps int
}{
	// From the standard start, at least four plies in.
	{"terachess", func(testing.TB) rules.Game { return terachess.New() }, []int{4, 8, 16, 24, 36, 50}, 100000},
	{"terachess sparse", func(t testing.TB) rules.Game { return aitest.TerachessFEN(t, terachessSparse) }, []int{0, 3, 8, 16, 24, 40}, 100000},
	{"terrace", func(t testing.TB) rules.Game { return aitest.OpenSetup(t, "terrace/long") }, []int{0, 4, 10, 20, 30, 45}, 100000},
	{"terrace 4 players", func(t testing.TB) rules.Game { return aitest.OpenSetup(t, "terrace/four-player") }, []int{0, 4, 10, 20, 30, 45}, 100000},
	{"sixmaking", func(t testing.TB) rules.Game { return aitest.NewSixMaking(t, sixmaking.Standard()) }, []int{0, 3, 8, 14, 20, 28}, 100000},
	{"sixth", func(t testing.TB) rules.Game { return aitest.OpenSetup(t, "sixmaking/sixth") }, []int{0, 3, 8, 14, 20, 28}, 100000},
	{"chessrace", func(t testing.TB) rules.Game { return aitest.NewChessRace(t, 2) }, []int{0, 4, 10, 20, 30, 45}, 6000},
	{"chessrace 3 players", func(t testing.TB) rules.Game { return aitest.NewChessRace(t, 3) }, []int{0, 4, 10, 20, 30, 45}, 6000},
}

// golden is what one search chose and how it judged it.
type golden struct {
	Move    string
	Score   int
	Chances []float64
	Depth   int
	Steps   int
}

// TestSameMovesAndScores searches positions of every game at Medium and
// Hard, a fixed number of steps from a fixed seed, and finds the moves,
// scores and chances written down in testdata/golden.json.
func TestSameMovesAndScores(t *testing.T) {
	got := map[string]golden{}
	for _, game := range goldenGames {
		for i, plies := range game.plies {
			g := aitest.MidGame(t, game.start(t), plies, uint64(100+i))
			for _, lvl := range []Level{Medium, Hard} {
				seed := uint64(7 + i)
				r, err := Search(context.Background(), g, lvl, Options{Steps: game.steps, Seed: seed})
				if err != nil {
					t.Fatalf("%s after %d plies at %v: %v", game.name, plies, lvl, err)
				}
				key := fmt.Sprintf("%s/%d plies/%v", game.name, plies, lvl)
				got[key] = golden{Move: r.Move.String(), Score: r.Score, Chances: rounded(r.Chances), Depth: r.Depth, Steps: r.Steps}
			}
		}
	}
	if *update {
		data, err := json.MarshalIndent(got, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenFile, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]golden
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(got) {
		t.Errorf("%d searches, %d written down", len(got), len(want))
	}
	for key, w := range want {
		if g := got[key]; fmt.Sprint(g) != fmt.Sprint(w) {
			t.Errorf("%s: got %+v, want %+v", key, g, w)
		}
	}
}

// rounded is chances to three decimals, so that the last bits of a
// floating-point sum do not count.
func rounded(chances []float64) []float64 {
	if chances == nil {
		return nil
	}
	out := make([]float64, len(chances))
	for i, c := range chances {
		out[i] = math.Round(c*1000) / 1000
	}
	return out
}
