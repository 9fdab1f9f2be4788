package main

import (
	"io"
	"strings"
	"testing"
	"time"
)

func TestParsePlayer(t *testing.T) {
	for _, s := range []string{"easy", "Medium", "HARD", "random"} {
		p, err := parsePlayer(s)
		if err != nil || !strings.EqualFold(p.name, s) {
			t.Errorf("parsePlayer(%q) = %+v, %v", s, p, err)
		}
	}
	if _, err := parsePlayer("grandmaster"); err == nil {
		t.Error("parsePlayer(grandmaster) gave no error")
	}
}

func TestRunAndPrint(t *testing.T) {
	a, _ := parsePlayer("easy")
	b, _ := parsePlayer("random")
	cfg := config{setup: "terrace/short", sides: [2]player{a, b}, games: 2, seed: 1,
		budget: 20 * time.Millisecond, maxPlies: 60}
	var log strings.Builder
	cfg.verbose = true
	res, err := run(cfg, &log)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.wins[0] + res.wins[1] + res.draws; got != 2 {
		t.Errorf("%d results for 2 games", got)
	}
	if len(res.times[0]) == 0 || len(res.times[1]) != 0 {
		t.Errorf("timed %d moves of easy and %d of random", len(res.times[0]), len(res.times[1]))
	}
	if n := strings.Count(log.String(), "\n"); n != 2 {
		t.Errorf("verbose log has %d lines:\n%s", n, log.String())
	}
	var out strings.Builder
	res.print(&out, cfg)
	for _, want := range []string{"terrace/short: easy vs random, 2 games", "easy    wins", "median", "draws"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// A Chess Race match rolls the die itself and gives side B every seat but one.
func TestRunRollsTheDie(t *testing.T) {
	a, _ := parsePlayer("easy")
	b, _ := parsePlayer("random")
	cfg := config{setup: "chessrace/classic-3", sides: [2]player{a, b}, games: 1, seed: 3,
		budget: 5 * time.Millisecond, maxPlies: 90}
	res, err := run(cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// 90 plies of three seats and the die: side A (one seat) moved about a sixth of them.
	if n := len(res.times[0]); n < 5 || n > 30 {
		t.Errorf("side A timed for %d moves of 90 plies", n)
	}
}

func TestRunUnknownSetup(t *testing.T) {
	cfg := config{setup: "chess/classic", games: 1, maxPlies: 10}
	if _, err := run(cfg, io.Discard); err == nil || !strings.Contains(err.Error(), "chess/classic") {
		t.Errorf("run with an unknown setup: %v", err)
	}
}
