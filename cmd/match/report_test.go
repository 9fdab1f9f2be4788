package main

import (
	"os"
	"strings"
	"testing"
	"time"
)

// The committed docs/strength.md is what the generator writes from
// docs/matches: run go run ./cmd/match report docs/matches > docs/strength.md
// after adding a match file or editing the header.
func TestStrengthReportIsGenerated(t *testing.T) {
	var out strings.Builder
	if err := reportCommand([]string{"../../docs/matches"}, &out); err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../docs/strength.md")
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(committed) {
		t.Error("docs/strength.md is not what go run ./cmd/match report docs/matches writes: run it")
	}
}

// A match file becomes a row of its game's table.
func TestReportRows(t *testing.T) {
	elo, lo := 106.0, -28.0
	matches := []matchRecord{
		{Date: time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC), Game: "terrace", Setup: "terrace/short", TimeControl: "5000 steps each",
			Players: [2]playerEntry{{"exec:engines/today:steps=5000", "f886a81"}, {"exec:engines/hard-2026-11:steps=5000", "17b58a1"}},
			Games:   27, Wins: 13, Draws: 9, Losses: 5, Score: 0.648, ScoreLow: 0.46, ScoreHigh: 0.799, Elo: &elo, EloLow: &lo,
			SPRT:    &sprtRecord{Elo0: -50, Elo1: 50, Alpha: 0.05, Beta: 0.05, sprtState: sprtState{LLR: 3.44, Lower: -2.94, Upper: 2.94, Verdict: "H1"}},
			Machine: machine{Cores: 2}},
		{Game: "terachess", Setup: "terachess/standard", Players: [2]playerEntry{{"hard", "x"}, {"bestfirst", "x"}}, Games: 2, Wins: 2, Score: 1, ScoreLow: 0.34, ScoreHigh: 1},
	}
	var out strings.Builder
	if err := writeReport(&out, []byte("# Header\n"), matches); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Header\n", "### terrace\n", "### terachess\n",
		"| 2026-12-06 | `exec:engines/today:steps=5000` (f886a81) | `exec:engines/hard-2026-11:steps=5000` (17b58a1) | `terrace/short` | 5000 steps each | 27 | 13-9-5 | 64.8% (46.0-79.9%) | +106 (-28 to +inf) | [-50, 50] at 0.05/0.05: LLR 3.44 (-2.94, 2.94), H1 accepted | 2 cores |",
		"| 2-0-0 | 100.0% (34.0-100.0%) |  |  |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}
