package ai

import (
	"math"
	"math/rand/v2"
	"slices"

	"boardshelf/ai/search"
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
)

// Weights of the Chess Race heuristics, in lap positions (squares of
// progress along the race).
const (
	raceHomeBonus    = 6.0 // a piece in the winner's circle, beyond its lap
	raceCovered      = 3.0 // a piece under another cannot move
	raceHalf         = 2.0 // a promotion half held
	raceCaptureBonus = 6.0 // a capture rolls again
	raceRollWorth    = 5.0 // what a roll of the die is worth on average
	raceTemperature  = 9.0 // lap positions of lead that make a clear favourite
	raceTilesKept    = 12  // tile placements worth a place in the tree
	raceTileCost     = 0.5 // moving a tile, rather than leaving it
)

// raceJudge knows the race: how far each piece has come, which moves make
// progress, and where a tile hinders an opponent. The tree search judges
// each new leaf by it at once, which beat playing on first and judging a
// few turns on; counting the turn in hand was tried and lost
// (docs/strength.md, "Chess Race: each leaf judged at once").
type raceJudge struct {
	g       *chessrace.Game
	track   *chessrace.Track
	lapLen  int
	laps    []int              // lap position by drawing row and column (row*cols+col)
	squares []chessrace.Square // the track squares
	seats   int
}

func newRaceJudge(g *chessrace.Game) *raceJudge {
	t := g.Track()
	p := &raceJudge{g: g, track: t, lapLen: t.LapLength(), laps: make([]int, t.Rows()*t.Cols()), seats: g.Players()}
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
func (p *raceJudge) lap(s chessrace.Square) int {
	r, c := p.track.RowCol(s)
	if r < 0 || r >= p.track.Rows() || c < 0 || c >= p.track.Cols() {
		return 0
	}
	return p.laps[r*p.track.Cols()+c]
}

// ahead is how far b lies ahead of a along the race, the shorter way
// round: negative behind.
func (p *raceJudge) ahead(a, b int) int {
	d := ((b-a)%p.lapLen + p.lapLen) % p.lapLen
	if d > p.lapLen/2 {
		d -= p.lapLen
	}
	return d
}

// Gain is how good a move looks on its own: the progress it makes and
// what it earns.
func (p *raceJudge) Gain(m chessrace.Move) float64 {
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

func (p *raceJudge) pieceGain(m chessrace.Move) float64 {
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

func (p *raceJudge) Prune(moves []rules.Move) []rules.Move {
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
func (p *raceJudge) opponentFronts() []chessrace.Square {
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
	return max(search.Abs(int(a.Col)-int(b.Col)), search.Abs(int(a.Rank)-int(b.Rank)))
}

// best is the index of the move with the best gain, blurred by up to
// noise.
func (p *raceJudge) best(moves []chessrace.Move, rng *rand.Rand, noise float64) int {
	best, bestGain := 0, math.Inf(-1)
	for i, m := range moves {
		g := p.Gain(m) + rng.Float64()*(noise+0.01) // the small part breaks ties
		if g > bestGain {
			best, bestGain = i, g
		}
	}
	return best
}

// greedy is best among moves of the rules contract.
func (p *raceJudge) greedy(moves []rules.Move, rng *rand.Rand, noise float64) rules.Move {
	race, err := search.Concrete[chessrace.Move](moves)
	if err != nil {
		return moves[0]
	}
	return moves[p.best(race, rng, noise)]
}

// Value turns each seat's progress into a share of the winning chances.
func (p *raceJudge) Value(out []float64) []float64 {
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
func (p *raceJudge) progress() [4]float64 {
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

// raceMediumIterations caps Medium's tree search: the race gives more
// thought little, and at this cap Medium stands a step from Hard and from
// Easy each way (docs/strength.md, "Chess Race: Medium's cap").
const raceMediumIterations = 1500

func searchChessRace(g *chessrace.Game, candidates []rules.Move, j *job) (rules.Move, error) {
	p := newRaceJudge(g)
	if j.lvl == Easy {
		return p.greedy(candidates, j.Rand, 4), nil
	}
	if j.lvl == Medium {
		j.Clock.CapSteps(raceMediumIterations)
	}
	newJudge := func(g rules.Game) search.Judge { return newRaceJudge(g.(*chessrace.Game)) }
	return search.RunTreeSearch(g, newJudge, candidates, j.Job), nil
}
