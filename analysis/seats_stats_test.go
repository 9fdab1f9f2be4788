package analysis

import (
	"context"
	"flag"
	"fmt"
	"math"
	"testing"

	"boardshelf/rules"
)

var seatStats = flag.Bool("seats", false, "review games of three and four players and tell how the chances swing from ply to ply")

// TestSeatSwings, with -seats, reviews games of three and four players
// (and one of two, the yardstick) with fixed steps and tells how much each seat's chance moves from one
// position to the next, how often the seat to move is given over 80%
// once a seat is out, and the most a seat that is out is given: the
// figures of docs/analysis.md, "Three and four players".
func TestSeatSwings(t *testing.T) {
	if !*seatStats {
		t.Skip("reviews games of three and four players with -seats")
	}
	type game struct {
		name  string
		start rules.Game
		moves []rules.Move
	}
	var games []game
	for _, file := range []string{"terrace.boardshelf", "terrace-3.boardshelf", "terrace-4.boardshelf", "chessrace-4.boardshelf"} {
		start, moves := recordMoves(t, file)
		games = append(games, game{name: file, start: start, moves: moves})
	}
	for i, setup := range []string{"terrace/three-player", "terrace/three-player", "terrace/four-player", "terrace/four-player", "chessrace/classic-3"} {
		_, start, moves, _ := selfPlayGame(t, setup, uint64(300+i), 200)
		games = append(games, game{name: fmt.Sprintf("%s, seed %d", setup, 300+i), start: start, moves: moves})
	}
	for _, gm := range games {
		r, err := ReviewGame(context.Background(), gm.start, gm.moves, ReviewOptions{PerMove: Options{Steps: 1500, Seed: 1}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %s", gm.name, describeSwings(gm.start, gm.moves, r.Positions()))
	}
}

// describeSwings tells, over the positions of a game (points, from its
// review), the mean move of a seat's chance from one position to the next
// (in points, over the seats still in at both), the share of positions
// after a seat went out where the seat to move is given over 80%, and the
// most a seat that is out is given.
func describeSwings(start rules.Game, moves []rules.Move, points [][]float64) string {
	g := start.Clone()
	out, _ := g.(rules.Eliminating)
	isOut := func(seat int) bool { return out != nil && out.Eliminated(seat) }
	swing, swings, afterOut, moverHigh, outMost := 0.0, 0, 0, 0, 0.0
	for k, p := range points {
		if k > 0 && len(p) > 0 && len(points[k-1]) > 0 {
			for s := range p {
				if !isOut(s) {
					swing += math.Abs(p[s] - points[k-1][s])
					swings++
				}
			}
		}
		someOut := false
		for s := range g.Players() {
			if isOut(s) {
				someOut = true
				if len(p) > s {
					outMost = max(outMost, p[s])
				}
			}
		}
		if mover := g.Turn(); someOut && mover != rules.Chance && !g.Status().Over && len(p) > mover {
			afterOut++
			if p[mover] > 0.8 {
				moverHigh++
			}
		}
		if k < len(moves) {
			if err := g.Play(moves[k]); err != nil {
				return err.Error()
			}
		}
	}
	return fmt.Sprintf("%d plies, mean swing %.1f points a seat a ply; %d positions after a seat went out, the mover over 80%% in %d; a seat out given at most %.1f%%",
		len(moves), 100*swing/float64(max(1, swings)), afterOut, moverHigh, 100*outMost)
}
