package main

import (
	"strings"
	"testing"
	"time"

	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
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

// Setup ids open through the setups package; the built-in starts stand in
// for games without setup files.
func TestNewGame(t *testing.T) {
	for _, tt := range []struct {
		id      string
		players int
		check   func(any) bool
	}{
		{"terrace/long", 2, func(g any) bool { _, ok := g.(*terrace.Game); return ok }},
		{"terachess/start", 2, func(g any) bool { _, ok := g.(*terachess.Game); return ok }},
		{"sixmaking/small", 2, func(g any) bool { g6, ok := g.(*sixmaking.Game); return ok && g6.Size() == 4 }},
		{"sixmaking/sixth", 2, func(g any) bool { g6, ok := g.(*sixmaking.Game); return ok && g6.Sixth() }},
		{"chessrace/default", 3, func(g any) bool { r, ok := g.(*chessrace.Game); return ok && r.Players() == 3 }},
		{"chessrace/long", 2, func(g any) bool { r, ok := g.(*chessrace.Game); return ok && r.Track().LapLength() == 66 }},
	} {
		g, err := newGame(tt.id, tt.players)
		if err != nil || !tt.check(g) {
			t.Errorf("newGame(%q) = %T, %v", tt.id, g, err)
		}
	}
	if _, err := newGame("chess/classic", 2); err == nil {
		t.Error("an unknown setup gave no error")
	}
}

func TestRunAndPrint(t *testing.T) {
	a, _ := parsePlayer("easy")
	b, _ := parsePlayer("random")
	cfg := config{setup: "terrace/short", players: 2, sides: [2]player{a, b}, games: 2, seed: 1,
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
