// Package chessrace is the computer player's knowledge of Chess Race: a
// judge of the race that prunes the moves worth a place in the search tree
// and values a position for each seat, and the search each level runs.
package chessrace

import (
	"math"
	"math/rand/v2"
	"slices"

	"boardshelf/ai/search"
	"boardshelf/rules"
	race "boardshelf/rules/chessrace"
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

// Judge knows the race: how far each piece has come, which moves make
// progress, and where a tile hinders an opponent. The tree search judges
// each new leaf by it at once, which beat playing on first and judging a
// few turns on; counting the turn in hand was tried and lost
// (docs/strength.md, "Chess Race: each leaf judged at once").
type Judge struct {
	g       *race.Game
	track   *race.Track
	lapLen  int
	laps    []int         // lap position by drawing row and column (row*cols+col)
	squares []race.Square // the track squares
	seats   int
}

func NewJudge(g *race.Game) *Judge {
	t := g.Track()
	p := &Judge{g: g, track: t, lapLen: t.LapLength(), laps: make([]int, t.Rows()*t.Cols()), seats: g.Players()}
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
func (p *Judge) lap(s race.Square) int {
	r, c := p.track.RowCol(s)
	if r < 0 || r >= p.track.Rows() || c < 0 || c >= p.track.Cols() {
		return 0
	}
	return p.laps[r*p.track.Cols()+c]
}

// ahead is how far b lies ahead of a along the race, the shorter way
// round: negative behind.
func (p *Judge) ahead(a, b int) int {
	d := ((b-a)%p.lapLen + p.lapLen) % p.lapLen
	if d > p.lapLen/2 {
		d -= p.lapLen
	}
	return d
}

// Gain is how good a move looks on its own: the progress it makes and
// what it earns.
func (p *Judge) Gain(m race.Move) float64 {
	switch m.Kind {
	case race.RollMove:
		return raceRollWorth
	case race.TileMove:
		return -raceTileCost
	case race.PieceMove:
		return p.pieceGain(m)
	}
	return 0
}

func (p *Judge) pieceGain(m race.Move) float64 {
	from := p.lap(m.From)
	g := float64(p.ahead(from, p.lap(m.To)))
	if m.Finish {
		g = float64(p.lapLen-from) + raceHomeBonus
	}
	if m.Capture {
		g += raceCaptureBonus
	}
	if m.Figure == race.Pawn && p.g.Halves(p.g.Seat()) < 2 {
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

func (p *Judge) Prune(moves []rules.Move) []rules.Move {
	if p.g.Phase() != race.PhaseTile {
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
		rm, ok := m.(race.Move)
		if !ok || rm.Kind != race.TileMove || rm.Remove {
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
func (p *Judge) opponentFronts() []race.Square {
	var out []race.Square
	me := p.g.Seat()
	for _, s := range p.squares {
		if stack := p.g.Stack(s); len(stack) > 0 && stack[len(stack)-1] != me {
			out = append(out, s)
		}
	}
	return out
}

func chebyshev(a, b race.Square) int {
	return max(search.Abs(int(a.Col)-int(b.Col)), search.Abs(int(a.Rank)-int(b.Rank)))
}

// best is the index of the move with the best gain, blurred by up to
// noise.
func (p *Judge) best(moves []race.Move, rng *rand.Rand, noise float64) int {
	best, bestGain := 0, math.Inf(-1)
	for i, m := range moves {
		g := p.Gain(m) + rng.Float64()*(noise+0.01) // the small part breaks ties
		if g > bestGain {
			best, bestGain = i, g
		}
	}
	return best
}

// Greedy is best among moves of the rules contract.
func (p *Judge) Greedy(moves []rules.Move, rng *rand.Rand, noise float64) rules.Move {
	race, err := search.Concrete[race.Move](moves)
	if err != nil {
		return moves[0]
	}
	return moves[p.best(race, rng, noise)]
}

// Value turns each seat's progress into a share of the winning chances.
func (p *Judge) Value(out []float64) []float64 {
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
func (p *Judge) progress() [4]float64 {
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

// MediumIterations caps Medium's tree search: the race gives more
// thought little, and at this cap Medium stands a step from Hard and from
// Easy each way (docs/strength.md, "Chess Race: Medium's cap").
const MediumIterations = 1500

// Search chooses among the candidates of g at lvl: Easy by a greedy look
// at each move's gain, the others by the tree search.
func Search(g *race.Game, candidates []rules.Move, lvl search.Level, j *search.Job) (rules.Move, error) {
	p := NewJudge(g)
	if lvl == search.Easy {
		return p.Greedy(candidates, j.Rand, 4), nil
	}
	if lvl == search.Medium {
		j.Clock.CapSteps(MediumIterations)
	}
	newJudge := func(g rules.Game) search.Judge { return NewJudge(g.(*race.Game)) }
	return search.RunTreeSearch(g, newJudge, candidates, j), nil
}
