package main

import (
	"encoding/json"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"boardshelf/analysis"
)

// TestPlayThenFitWritesCurvesHeldOutAndPlots plays a few quick games of
// short Terrace, then fits them: each position judged has chances adding
// up to 1 and a finished game's result, and fit holds the even-numbered
// games out, draws the plot, and writes no curve: one fitted on four games
// misses its held-out positions, and says so.
func TestPlayThenFitWritesCurvesHeldOutAndPlots(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data.jsonl")
	err := play([]string{"-setups", "terrace/short", "-games", "4", "-samples", "3", "-play-steps", "300", "-judge-steps", "2000", "-data", data}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	samples, err := readSamples([]string{data})
	if err != nil {
		t.Fatal(err)
	}
	if len(samples) < 4 {
		t.Fatalf("%d positions from 4 games", len(samples))
	}
	for _, s := range samples {
		if s.Game != "terrace" || s.Players != 2 || s.Steps != 2000 || s.Raw[0]+s.Raw[1] < 0.999 || s.Raw[0]+s.Raw[1] > 1.001 || s.Outcome[0]+s.Outcome[1] != 1 {
			t.Errorf("position %+v", s)
		}
	}
	cfg := []string{"-data", data, "-curves", filepath.Join(dir, "curves.json"), "-held-out", filepath.Join(dir, "held-out.json.gz"), "-plots", dir}
	var said strings.Builder
	if err := fit(cfg, &said); err != nil {
		t.Fatal(err)
	}
	var curves struct{ Curves []analysis.Curve }
	readJSON(t, filepath.Join(dir, "curves.json"), &curves)
	if len(curves.Curves) != 0 || !strings.Contains(said.String(), "terrace with 2 players: its curve misses") {
		t.Errorf("curves %+v; it said:\n%s", curves, said.String())
	}
	held, err := analysis.ReadHeldOut(filepath.Join(dir, "held-out.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range held.Positions {
		if s.Played%2 != 0 {
			t.Errorf("game %d held out: the odd ones are fitted", s.Played)
		}
	}
	f, err := os.Open(filepath.Join(dir, "calibration-terrace.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() != plotSize {
		t.Errorf("plot: %v", err)
	}
}

func readJSON(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// In a game of two without dice, self-play that loses the positions its
// engine judges won measures its players: the curve fitted on it is not
// used, however well it fits; in Chess Race a die may undo them, and with
// three seats the others' choices, and the curve stands on its fit.
func TestACurveOnPlayersWhoThrowWonPositionsAwayIsNotUsed(t *testing.T) {
	var thrown, kept []analysis.Sample
	for i := range 200 {
		won := []float64{1, 0}
		if i%4 == 0 { // a quarter of the sure positions lost
			won = []float64{0, 1}
		}
		thrown = append(thrown, analysis.Sample{Game: "terachess", Players: 2, Raw: []float64{0.97, 0.03}, Outcome: won})
		kept = append(kept, analysis.Sample{Game: "terachess", Players: 2, Raw: []float64{0.97, 0.03}, Outcome: []float64{1, 0}})
	}
	curve := analysis.Curve{Game: "terachess", Players: 2}
	if info := describe(thrown, thrown, curve, 10); info.Sure != 400/2 || info.SureWon != 0.75 || info.Passes() {
		t.Errorf("players who lose a quarter of their won positions: %d sure, %.2f won, passes %v", info.Sure, info.SureWon, info.Passes())
	}
	if info := describe(kept, kept, curve, 10); info.SureWon != 1 {
		t.Errorf("players who win their won positions: %.2f won", info.SureWon)
	}
	curve.Game = "chessrace"
	if info := describe(thrown, thrown, curve, 10); info.Sure != 0 {
		t.Errorf("Chess Race's sure positions were judged: %d", info.Sure)
	}
	curve.Game, curve.Players = "terrace", 3
	if info := describe(thrown, thrown, curve, 10); info.Sure != 0 {
		t.Errorf("the sure positions of a game of three were judged: %d", info.Sure)
	}
}
