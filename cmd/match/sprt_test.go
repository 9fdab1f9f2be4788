package main

import (
	"io"
	"math"
	"strings"
	"testing"
)

// The LLR is Fishtest's LLR_logistic on the same counts (its LLRcalc.py,
// computed in Python with bisection for its root finder), and where the
// maths has a closed form, that.
func TestLLRMatchesFishtest(t *testing.T) {
	for _, tc := range []struct {
		w, d, l    int
		elo0, elo1 float64
		want       float64
	}{
		{1000, 2000, 900, 0, 5, 2.1256430708336227},
		{60, 20, 40, 0, 50, 1.9718057217434137},
		{30, 10, 50, 0, 50, -4.272351758256195},
		{2, 0, 0, 0, 200, 0.8364389577351877},
		{10, 0, 10, -10, 10, 0},
	} {
		if got := llr(tc.w, tc.d, tc.l, tc.elo0, tc.elo1); math.Abs(got-tc.want) > 1e-6 {
			t.Errorf("LLR of %d-%d-%d for [%g, %g] = %.9f, want %.9f", tc.w, tc.d, tc.l, tc.elo0, tc.elo1, got, tc.want)
		}
	}
	// Without draws the most likely distribution with mean s wins with
	// chance s: the LLR is W log(s1/s0) + L log((1-s1)/(1-s0)).
	s0, s1 := expectedScore(0), expectedScore(50)
	if got, want := llr(60, 0, 40, 0, 50), 60*math.Log(s1/s0)+40*math.Log((1-s1)/(1-s0)); math.Abs(got-want) > 1e-4 {
		t.Errorf("60-0-40: LLR %.6f, closed form %.6f", got, want)
	}
	if got := llr(0, 0, 0, 0, 5); got != 0 {
		t.Errorf("no games: LLR %g", got)
	}
	s := sprt{elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05}
	if lo, hi := s.bounds(); math.Abs(lo+2.944439) > 1e-6 || math.Abs(hi-2.944439) > 1e-6 {
		t.Errorf("bounds at 5%%: %g, %g, want ±2.944439", lo, hi)
	}
	if st := s.state(1000, 2000, 900); st.Verdict != "" || !strings.Contains(st.String(), "LLR 2.13 (bounds -2.94, 2.94): no verdict") {
		t.Errorf("1000-2000-900: %v", st)
	}
	if st := (sprt{elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05}).state(30, 10, 50); st.Verdict != "H0" {
		t.Errorf("30-10-50 against 50 Elo: %v", st)
	}
}

func TestParseSPRT(t *testing.T) {
	s, err := parseSPRT("0,5")
	if err != nil || *s != (sprt{0, 5, 0.05, 0.05}) {
		t.Errorf("0,5: %+v, %v", s, err)
	}
	if s, err := parseSPRT("-5, 0, 0.1, 0.2"); err != nil || *s != (sprt{-5, 0, 0.1, 0.2}) {
		t.Errorf("-5,0,0.1,0.2: %+v, %v", s, err)
	}
	for _, bad := range []string{"5", "5,0", "0,5,0.1", "0,5,0,0.05", "0,x", "0,5,0.6,0.05", "0,NaN"} {
		if _, err := parseSPRT(bad); err == nil {
			t.Errorf("-sprt %q gave no error", bad)
		}
	}
}

// A match stops at the test's verdict, and plays to its cap without one.
func TestRunStopsAtTheVerdict(t *testing.T) {
	test := &sprt{elo0: 0, elo1: 200, alpha: 0.05, beta: 0.05}
	cfg := config{setup: "terrace/short", sides: [2]player{mustPlayer(t, "easy:steps=300"), mustPlayer(t, "random")},
		games: 40, seed: 1, maxPlies: 100, sprt: test}
	res, err := run(cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	played := res.wins[0] + res.wins[1] + res.draws
	st := res.test(*test)
	if played >= 40 || st.Verdict != "H1" || st.LLR < st.Upper {
		t.Errorf("played %d of 40: %v", played, st)
	}
	cfg.sides[0], cfg.games, cfg.sprt = mustPlayer(t, "random"), 4, &sprt{elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05}
	if res, err := run(cfg, io.Discard); err != nil || res.wins[0]+res.wins[1]+res.draws != 4 {
		t.Errorf("without a verdict: %+v, %v", res, err)
	}
	cfg.setup = "terrace/three-player"
	if _, err := run(cfg, io.Discard); err == nil {
		t.Error("a test of Elo over three seats")
	}
}
