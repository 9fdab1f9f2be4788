package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// -json writes what a strength table needs: who played with which engine,
// where, the results with their Elo and the test's verdict.
func TestRecordOfAMatch(t *testing.T) {
	cfg := config{setup: "terrace/short", sides: [2]player{mustPlayer(t, selfEngine(":level=easy,steps=300")), mustPlayer(t, "random")},
		games: 4, seed: 2, maxPlies: 100, budget: 200 * time.Millisecond, sprt: &sprt{elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05}}
	res, err := run(cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "match.json")
	if err := writeRecord(name, record(cfg, res, time.Date(2026, 12, 6, 3, 0, 0, 0, time.UTC))); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var m matchRecord
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m.Game != "terrace" || m.Setup != "terrace/short" || m.TimeControl != "300 steps / no time" || m.Machine.Cores < 1 ||
		m.Games != res.wins[0]+res.wins[1]+res.draws || m.Wins != res.wins[0] || m.Losses != res.wins[1] ||
		m.Players[0].Spec != cfg.sides[0].spec || m.Players[0].Engine == "" || m.Players[1].Engine == "" ||
		m.SPRT == nil || m.SPRT.Elo1 != 400 || m.SPRT.Upper < 2.9 || m.Date.Year() != 2026 {
		t.Errorf("record:\n%s", data)
	}
	if m.Score < 1 && m.Elo == nil || m.ScoreLow > m.Score || m.ScoreHigh < m.Score {
		t.Errorf("score %g (%g to %g), Elo %v", m.Score, m.ScoreLow, m.ScoreHigh, m.Elo)
	}
}
