package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// sprt is a sequential probability ratio test of side A's Elo against
// side B's: H0, the difference is elo0; H1, it is elo1. After each game
// the log-likelihood ratio of H1 against H0 is compared with the bounds
// that give the error rates alpha (accepting H1 when H0 holds) and beta
// (accepting H0 when H1 holds).
type sprt struct {
	elo0, elo1  float64
	alpha, beta float64
}

// parseSPRT reads -sprt elo0,elo1[,alpha,beta]; alpha and beta are 0.05
// when not given.
func parseSPRT(text string) (*sprt, error) {
	if text == "" {
		return nil, nil
	}
	fields := strings.Split(text, ",")
	if len(fields) != 2 && len(fields) != 4 {
		return nil, fmt.Errorf("-sprt %q: want elo0,elo1 or elo0,elo1,alpha,beta", text)
	}
	v := []float64{0, 0, 0.05, 0.05}
	for i, f := range fields {
		x, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("-sprt %q: %q is not a number", text, f)
		}
		v[i] = x
	}
	s := &sprt{elo0: v[0], elo1: v[1], alpha: v[2], beta: v[3]}
	switch {
	case s.elo0 >= s.elo1:
		return nil, fmt.Errorf("-sprt %q: elo0 must be below elo1", text)
	case s.alpha <= 0 || s.alpha >= 0.5 || s.beta <= 0 || s.beta >= 0.5:
		return nil, fmt.Errorf("-sprt %q: alpha and beta are error rates between 0 and 0.5", text)
	}
	return s, nil
}

// bounds are the LLR at which the test accepts H0 (lower) or H1 (upper).
func (s sprt) bounds() (lower, upper float64) {
	return math.Log(s.beta / (1 - s.alpha)), math.Log((1 - s.beta) / s.alpha)
}

// expectedScore is the score a side rated elo above the other expects.
func expectedScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// llr is the log-likelihood ratio after wins, draws and losses, by the
// generalised SPRT on the trinomial results as Fishtest computes it
// (LLR_logistic of its LLRcalc.py, after Michel Van den Bergh): for H0 and
// H1 the maximum-likelihood distribution of losses, draws and wins whose
// mean score is the one that hypothesis expects, then the log of the ratio
// of the likelihoods of the results under the two. A count of zero is
// taken as 0.001, as Fishtest regularises, so that a run of equal results
// still has a distribution under both.
func llr(wins, draws, losses int, elo0, elo1 float64) float64 {
	if wins+draws+losses == 0 {
		return 0
	}
	counts := [3]float64{regular(losses), regular(draws), regular(wins)}
	n := counts[0] + counts[1] + counts[2]
	var observed [3]float64
	for i, c := range counts {
		observed[i] = c / n
	}
	p0, p1 := mleWithMean(observed, expectedScore(elo0)), mleWithMean(observed, expectedScore(elo1))
	sum := 0.0
	for i, p := range observed {
		sum += p * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return n * sum
}

// gameScores are the scores of a loss, a draw and a win.
var gameScores = [3]float64{0, 0.5, 1}

// mleWithMean is the most likely distribution of losses, draws and wins
// with mean score s, given the observed one: observed_i / (1 + x (a_i - s))
// for the x that solves the secular equation sum observed_i (a_i - s) /
// (1 + x (a_i - s)) = 0, found by bisection (its left side falls as x
// grows between the poles -1/(1-s) and 1/s).
func mleWithMean(observed [3]float64, s float64) [3]float64 {
	f := func(x float64) float64 {
		sum := 0.0
		for i, p := range observed {
			d := gameScores[i] - s
			sum += p * d / (1 + x*d)
		}
		return sum
	}
	lo, hi := -1/(1-s)+1e-12, 1/s-1e-12
	for range 200 {
		mid := (lo + hi) / 2
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	x := (lo + hi) / 2
	var p [3]float64
	for i, q := range observed {
		p[i] = q / (1 + x*(gameScores[i]-s))
	}
	return p
}

func regular(count int) float64 {
	if count == 0 {
		return 1e-3
	}
	return float64(count)
}

// sprtState is where a test stands after some games.
type sprtState struct {
	LLR     float64 `json:"llr"`
	Lower   float64 `json:"lower"`
	Upper   float64 `json:"upper"`
	Verdict string  `json:"verdict"` // "H1" (elo1 or better), "H0" (elo0 or worse) or "" (go on)
}

func (s sprt) state(wins, draws, losses int) sprtState {
	lo, hi := s.bounds()
	st := sprtState{LLR: llr(wins, draws, losses, s.elo0, s.elo1), Lower: lo, Upper: hi}
	switch {
	case st.LLR >= hi:
		st.Verdict = "H1"
	case st.LLR <= lo:
		st.Verdict = "H0"
	}
	return st
}

func (s sprt) String() string {
	return fmt.Sprintf("SPRT elo0=%g elo1=%g alpha=%g beta=%g", s.elo0, s.elo1, s.alpha, s.beta)
}

func (st sprtState) String() string {
	verdict := map[string]string{"H1": "H1 accepted", "H0": "H0 accepted", "": "no verdict"}[st.Verdict]
	return fmt.Sprintf("LLR %.2f (bounds %.2f, %.2f): %s", st.LLR, st.Lower, st.Upper, verdict)
}
