package main

import (
	"fmt"
	"math"
)

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959964

// wilson is the 95% Wilson score interval of a share p observed over n
// trials. It stays inside 0..1 and is honest at the extremes (a share of
// 1 over 10 games gives 0.72 to 1), where the normal approximation
// collapses to a point. Draws counted as half a win make the spread
// smaller than a binomial's, so the interval errs on the wide side.
func wilson(p float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	fn := float64(n)
	z2 := z95 * z95
	centre := (p + z2/(2*fn)) / (1 + z2/fn)
	half := z95 / (1 + z2/fn) * math.Sqrt(p*(1-p)/fn+z2/(4*fn*fn))
	lo, hi = centre-half, centre+half
	// At a share of 0 or 1 the interval ends there exactly.
	if lo < 1e-9 {
		lo = 0
	}
	if hi > 1-1e-9 {
		hi = 1
	}
	return lo, hi
}

// elo is the rating difference that makes score (0 to 1) the expected
// score: 400 log10(score / (1 - score)); ±Inf at the ends.
func elo(score float64) float64 {
	switch {
	case score <= 0:
		return math.Inf(-1)
	case score >= 1:
		return math.Inf(1)
	}
	return 400 * math.Log10(score/(1-score))
}

// formatElo writes an Elo difference, signed, "+inf" at the end of the
// scale.
func formatElo(e float64) string {
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", e)
}

// estimate is a match's result as a share for side A with its interval,
// and (two seats) the Elo difference it implies.
type estimate struct {
	games             int
	score, lo, hi     float64 // A's score: wins plus half the draws, over the games
	even              float64 // the score of two equal sides: 1/seats
	elo, eloLo, eloHi float64
}

func estimateOf(winsA, winsB, draws, seats int) estimate {
	n := winsA + winsB + draws
	e := estimate{games: n, even: 1 / float64(seats)}
	if n == 0 {
		e.lo, e.hi = 0, 1
		return e
	}
	e.score = (float64(winsA) + float64(draws)/float64(seats)) / float64(n)
	e.lo, e.hi = wilson(e.score, n)
	e.elo, e.eloLo, e.eloHi = elo(e.score), elo(e.lo), elo(e.hi)
	return e
}

func (e estimate) String() string {
	s := fmt.Sprintf("%.1f%% (95%% CI %.1f%% to %.1f%%", 100*e.score, 100*e.lo, 100*e.hi)
	if e.even != 0.5 {
		return s + fmt.Sprintf("; equal players would score %.1f%%)", 100*e.even)
	}
	return s + fmt.Sprintf("), Elo %s (95%% CI %s to %s)", formatElo(e.elo), formatElo(e.eloLo), formatElo(e.eloHi))
}
