package ai

import (
	"math"
	"math/rand/v2"
	"slices"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

// Weights of the Chess Race heuristics, in lap positions (squares of
// progress along the race).
const (
	raceHomeBonus    = 6.0  // a piece in the winner's circle, beyond its lap
	raceCovered      = 3.0  // a piece under another cannot move
	raceHalf         = 2.0  // a promotion half held
	raceCaptureBonus = 6.0  // a capture rolls again
	raceRollWorth    = 5.0  // what a roll of the die is worth on average
	raceTemperature  = 9.0  // lap positions of lead that make a clear favourite
	racePlayoutTurns = 6    // turns per seat a playout runs before it is judged
	raceTilesKept    = 12   // tile placements worth a place in the tree
	raceWander       = 0.15 // share of random moves in a playout
	raceTileCost     = 0.5  // moving a tile in a playout, rather than leaving it
)

// racePlayout knows the race: how far each piece has come, which moves
// make progress, and where a tile hinders an opponent.
type racePlayout struct {
	g       *chessrace.Game
	track   *chessrace.Track
	lapLen  int
	laps    []int              // lap position by drawing row and column (row*cols+col)
	squares []chessrace.Square // the track squares
	seats   int
}

func newRacePlayout(g *chessrace.Game) *racePlayout {
	t := g.Track()
	p := &racePlayout{g: g, track: t, lapLen: t.LapLength(), laps: make([]int, t.Rows()*t.Cols()), seats: g.Players()}
	for r := range t.Rows() {
		for c := range t.Cols() {
			s := t.At(r, c)
			p.laps[r*t.Cols()+c] = t.Lap(s)
			if t.Kind(s).Playable() {
				p.squares = append(p.squares, s)
			}
		}
	}
	return p
}

// lap is the lap position of track square s.
func (p *racePlayout) lap(s chessrace.Square) int {
	r, c := p.track.RowCol(s)
	if r < 0 || r >= p.track.Rows() || c < 0 || c >= p.track.Cols() {
		return 0
	}
	return p.laps[r*p.track.Cols()+c]
}

// ahead is how far b lies ahead of a along the race, the shorter way
// round: negative behind.
func (p *racePlayout) ahead(a, b int) int {
	d := ((b-a)%p.lapLen + p.lapLen) % p.lapLen
	if d > p.lapLen/2 {
		d -= p.lapLen
	}
	return d
}

// gain is how good a move looks on its own: the progress it makes and
// what it earns.
func (p *racePlayout) gain(m chessrace.Move) float64 {
	switch m.Kind {
	case chessrace.RollMove:
		return raceRollWorth
	case chessrace.TileMove:
		return -raceTileCost
	case chessrace.PieceMove:
		return p.pieceGain(m)
	}
	return 0
}

func (p *racePlayout) pieceGain(m chessrace.Move) float64 {
	from := p.lap(m.From)
	g := float64(p.ahead(from, p.lap(m.To)))
	if m.Finish {
		g = float64(p.lapLen-from) + raceHomeBonus
	}
	if m.Capture {
		g += raceCaptureBonus
	}
	if m.Figure == chessrace.Pawn && p.g.Halves(p.g.Seat()) < 2 {
		g += raceHalf
	}
	if m.Promoted {
		g -= 2 * raceHalf
	}
	if m.Pull {
		g += raceCovered
	}
	return g
}

func (p *racePlayout) prune(moves []rules.Move) []rules.Move {
	if p.g.Phase() != chessrace.PhaseTile {
		return moves
	}
	// Of the tile moves keep leaving them, taking one off, and the
	// placements just in front of an opponent's free pieces: the block,
	// or mud whose arrow sends them back.
	type placement struct {
		move rules.Move
		near int
	}
	var kept []rules.Move
	var placements []placement
	fronts := p.opponentFronts()
	for _, m := range moves {
		rm, ok := m.(chessrace.Move)
		if !ok || rm.Kind != chessrace.TileMove || rm.Remove {
			kept = append(kept, m)
			continue
		}
		if rm.Tile.IsMud() {
			fwd := p.track.Forward(rm.To)
			if len(fwd) == 0 || rm.Arrow != fwd[len(fwd)-1].Opposite() {
				continue
			}
		}
		near := math.MaxInt
		for _, f := range fronts {
			d := p.ahead(p.lap(f), p.lap(rm.To))
			if d >= 1 && d <= 4 && chebyshev(f, rm.To) <= 3 {
				near = min(near, d)
			}
		}
		if near < math.MaxInt {
			placements = append(placements, placement{m, near})
		}
	}
	slices.SortStableFunc(placements, func(a, b placement) int { return a.near - b.near })
	for i := 0; i < len(placements) && i < raceTilesKept; i++ {
		kept = append(kept, placements[i].move)
	}
	return kept
}

// opponentFronts lists the squares of the other seats' free pieces.
func (p *racePlayout) opponentFronts() []chessrace.Square {
	var out []chessrace.Square
	me := p.g.Seat()
	for _, s := range p.squares {
		if stack := p.g.Stack(s); len(stack) > 0 && stack[len(stack)-1] != me {
			out = append(out, s)
		}
	}
	return out
}

func chebyshev(a, b chessrace.Square) int {
	return max(abs(int(a.Col)-int(b.Col)), abs(int(a.Rank)-int(b.Rank)))
}

// pick plays the move that gains most, now and then another one; tiles
// are left as they are.
func (p *racePlayout) pick(rng *rand.Rand) (rules.Move, bool) {
	if p.g.Phase() == chessrace.PhaseTile {
		return chessrace.Move{Kind: chessrace.SkipMove}, true
	}
	moves := p.g.LegalMoves()
	if len(moves) == 0 {
		return nil, false
	}
	if rng.Float64() < raceWander {
		return moves[rng.IntN(len(moves))], true
	}
	return moves[p.best(moves, rng, 0)], true
}

// best is the index of the move with the best gain, blurred by up to
// noise.
func (p *racePlayout) best(moves []chessrace.Move, rng *rand.Rand, noise float64) int {
	best, bestGain := 0, math.Inf(-1)
	for i, m := range moves {
		g := p.gain(m) + rng.Float64()*(noise+0.01) // the small part breaks ties
		if g > bestGain {
			best, bestGain = i, g
		}
	}
	return best
}

// greedy is best among moves of the rules contract.
func (p *racePlayout) greedy(moves []rules.Move, rng *rand.Rand, noise float64) rules.Move {
	race, err := concrete[chessrace.Move](moves)
	if err != nil {
		return moves[0]
	}
	return moves[p.best(race, rng, noise)]
}

func (p *racePlayout) stop(plies int) bool {
	return plies >= racePlayoutTurns*p.seats*2
}

// value turns each seat's progress into a share of the winning chances.
func (p *racePlayout) value(out []float64) []float64 {
	progress := p.progress()
	best := math.Inf(-1)
	for s := range p.seats {
		best = max(best, progress[s])
	}
	total := 0.0
	for s := range p.seats {
		w := 0.0
		if !p.g.Left(s) {
			w = math.Exp((progress[s] - best) / raceTemperature)
		}
		out = append(out, w)
		total += w
	}
	for s := range out {
		out[s] /= total
	}
	return out
}

// progress is how far each seat has come: its pieces' lap positions, the
// pieces home counted as full laps.
func (p *racePlayout) progress() [4]float64 {
	var sum [4]float64
	for _, s := range p.squares {
		stack := p.g.Stack(s)
		for k, seat := range stack {
			sum[seat] += float64(p.lap(s))
			if k < len(stack)-1 {
				sum[seat] -= raceCovered
			}
		}
	}
	for s := range p.seats {
		sum[s] += float64(p.g.Home(s))*(float64(p.lapLen)+raceHomeBonus) + float64(p.g.Halves(s))*raceHalf
	}
	return sum
}

func searchChessRace(g *chessrace.Game, candidates []rules.Move, j *job) (rules.Move, error) {
	p := newRacePlayout(g)
	if j.lvl == Easy {
		return p.greedy(candidates, j.rng, 4), nil
	}
	newPlayout := func(g rules.Game) playout { return newRacePlayout(g.(*chessrace.Game)) }
	return runTreeSearch(g, newPlayout, candidates, j), nil
}
