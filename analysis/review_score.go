package analysis

import (
	"math"
	"time"

	"boardshelf/rules"
)

// Class is what a review calls a move, by the chance to win it lost.
type Class int

const (
	Good Class = iota
	Inaccuracy
	Mistake
	Blunder
)

// String is the class's name in the CLI's text and JSON ("good",
// "inaccuracy", "mistake", "blunder"); the UI words the class itself.
func (c Class) String() string {
	switch c {
	case Inaccuracy:
		return "inaccuracy"
	case Mistake:
		return "mistake"
	case Blunder:
		return "blunder"
	}
	return "good"
}

// Thresholds are the chance to win a move must lose, 0 to 1, to be an
// inaccuracy, a mistake or a blunder.
type Thresholds struct{ Inaccuracy, Mistake, Blunder float64 }

// ThresholdsFor is game's thresholds for two players (docs/analysis.md
// says why): lichess's 10, 20 and 30 points for Terrace and Six MaKING;
// 5, 10 and 20 for Chess Race, whose rolls leave a move less to decide,
// and for Terachess, where one piece of 64 a side decides less (a Queen
// left for nothing in the middlegame loses about 26 points).
func ThresholdsFor(game string) Thresholds {
	switch game {
	case "chessrace", "terachess":
		return Thresholds{0.05, 0.10, 0.20}
	}
	return Thresholds{0.10, 0.20, 0.30}
}

// ThresholdsForPlayers is game's thresholds for players seats: those of
// two players scaled to a seat's fair share, so that a move is judged by
// the part of its share it lost (a quarter of the points in a game of
// four, where each seat starts with 25%, is as bad as half in a game of
// two).
func ThresholdsForPlayers(game string, players int) Thresholds {
	t := ThresholdsFor(game)
	if players <= 2 {
		return t
	}
	f := 2 / float64(players)
	return Thresholds{t.Inaccuracy * f, t.Mistake * f, t.Blunder * f}
}

// Class is what t calls a move that lost loss.
func (t Thresholds) Class(loss float64) Class {
	switch {
	case loss >= t.Blunder:
		return Blunder
	case loss >= t.Mistake:
		return Mistake
	case loss >= t.Inaccuracy:
		return Inaccuracy
	}
	return Good
}

// MoveAccuracy is a move's accuracy, 0 to 100, from the chance it lost (0
// to 1), by lichess's curve: fitted there so that a move's accuracy reads
// as people expect of its loss in win percentage points (1 point: 96, 10
// points: 64, 30 points: 25).
func MoveAccuracy(loss float64) float64 {
	if loss <= 0 {
		return 100 // the curve gives 99.9999
	}
	a := 103.1668*math.Exp(-0.04354*100*loss) - 3.1669
	return min(100, max(0, a))
}

// summarise counts each seat's classes, luck and chance lost, and gives
// its accuracy as lichess does without its weights by volatility: the
// mean of the arithmetic and harmonic means of its moves' accuracies, so
// that one blunder among good moves shows.
func (r *Review) summarise() {
	accuracies := make([][]float64, len(r.Seats))
	for _, m := range r.Moves {
		if m.Seat < 0 || m.Seat >= len(r.Seats) {
			continue
		}
		s := &r.Seats[m.Seat]
		s.Luck += m.Luck
		if !m.Judged {
			continue
		}
		s.Moves++
		s.Lost += m.Loss
		accuracies[m.Seat] = append(accuracies[m.Seat], MoveAccuracy(m.Loss))
		switch m.Class {
		case Inaccuracy:
			s.Inaccuracies++
		case Mistake:
			s.Mistakes++
		case Blunder:
			s.Blunders++
		}
	}
	for seat, as := range accuracies {
		r.Seats[seat].Accuracy = 100
		if len(as) > 0 {
			r.Seats[seat].Accuracy = (mean(as) + harmonicMean(as)) / 2
		}
	}
}

func mean(xs []float64) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}

// harmonicMean of xs, each counted as at least 1 (a move of accuracy 0
// would make the mean 0 whatever the other moves).
func harmonicMean(xs []float64) float64 {
	sum := 0.0
	for _, x := range xs {
		sum += 1 / max(1, x)
	}
	return float64(len(xs)) / sum
}

// reviewTargets are the time a review of one game of each kind should take
// (docs/analysis.md: the targets and what was measured), shared among its
// positions; a position gets at most maxPerPosition and at least
// minPerPosition.
var reviewTargets = map[string]time.Duration{
	"terachess": 50 * time.Second, // 150 plies within 60 s
	"terrace":   16 * time.Second,
	"sixmaking": 16 * time.Second,
	"chessrace": 30 * time.Second,
}

const (
	minPerPosition = 40 * time.Millisecond
	maxPerPosition = time.Second
	// terachessPlies is the game length Terachess's target is for: longer
	// games take longer rather than being judged worse.
	terachessPlies = 150
)

// ReviewBudget is each position's budget in a review of moves from start:
// the game's target shared among the positions to search (a roll of the
// die searches each face).
func ReviewBudget(start rules.Game, moves []rules.Move) time.Duration {
	name := GameName(start)
	target, ok := reviewTargets[name]
	if !ok {
		target = 20 * time.Second
	}
	g := start.Clone()
	searches := searchesAt(g)
	for _, m := range moves {
		rolled := g.Turn() == rules.Chance
		if g.Play(m) != nil {
			break
		}
		if !rolled || g.Turn() == rules.Chance {
			searches += searchesAt(g) // the face rolled was searched with the roll
		}
	}
	if name == "terachess" {
		searches = max(searches, terachessPlies+1)
	}
	if start.Players() > 2 {
		searches += searches / 2 // a move outside the lines takes a wide search too (widened)
	}
	return min(maxPerPosition, max(minPerPosition, target/time.Duration(searches)))
}

// searchesAt is how many searches a review makes of g: one, or one for
// each face of the die to roll.
func searchesAt(g rules.Game) int {
	if g.Turn() == rules.Chance && !g.Status().Over {
		return len(g.Moves())
	}
	return 1
}
