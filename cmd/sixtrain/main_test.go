package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"boardshelf/ai"
)

// The fit finds the weights that made the results.
func TestFitRecoversWeights(t *testing.T) {
	truth := []float64{0.3, 1.5, -0.8, 0}
	rng := rand.New(rand.NewPCG(1, 2))
	var samples []sample
	for i := range 20000 {
		x := []float64{1, float64(rng.IntN(4)), float64(rng.IntN(3)), float64(rng.IntN(5))}
		s := sample{game: i, x: x}
		if rng.Float64() < predict(truth, x) {
			s.won = 1
		}
		samples = append(samples, s)
	}
	w := fit(samples, 0.01)
	for i := range truth {
		if math.Abs(w[i]-truth[i]) > 0.1 {
			t.Errorf("weight %d: %.3f, want about %.1f", i, w[i], truth[i])
		}
	}
	if got, none := logLoss(samples, w), logLoss(samples, make([]float64, 4)); got >= none {
		t.Errorf("log loss %.4f with the weights, %.4f without", got, none)
	}
}

// A short run plays its games, keeps their samples and prints a weight
// for every feature.
func TestRunPrintsWeights(t *testing.T) {
	data := filepath.Join(t.TempDir(), "samples.txt")
	cfg := config{setup: "sixmaking/small", games: 6, steps: 300, randomPlies: 4, parallel: 2, seed: 3, lambda: 1, name: "sixWeightsTest", data: data}
	var out strings.Builder
	if err := run(cfg, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	body, ok := strings.CutPrefix(text[strings.Index(text, "var "):], "var sixWeightsTest = sixWeights{")
	if !ok || !strings.Contains(text, "held-out log loss") {
		t.Fatalf("no weights printed:\n%s", text)
	}
	if n := len(regexp.MustCompile(`-?\d+,`).FindAllString(body, -1)); n != len(ai.SixMakingFeatureNames()) {
		t.Errorf("%d weights printed, want %d:\n%s", n, len(ai.SixMakingFeatureNames()), text)
	}
	saved, err := load(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(saved) < 20 || countGames(saved) < 3 {
		t.Errorf("%d samples of %d games saved from 6 games", len(saved), countGames(saved))
	}
	// Fitting the saved samples alone prints the same weights.
	cfg.games = 0
	var again strings.Builder
	if err := run(cfg, &again); err != nil {
		t.Fatal(err)
	}
	if w1, w2 := text[strings.Index(text, "var "):], again.String()[strings.Index(again.String(), "var "):]; w1 != w2 {
		t.Errorf("refitting the saved samples printed\n%s\nafter\n%s", w2, w1)
	}
}

func TestLoadNamesTheLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.txt")
	if err := writeFile(path, "0 1 2 3\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := load(path); err == nil || !strings.Contains(err.Error(), "bad.txt:1:") {
		t.Errorf("load of a short line: %v", err)
	}
}

// Samples read from several files keep their games apart.
func TestLoadAllNumbersTheGamesApart(t *testing.T) {
	dir := t.TempDir()
	line := "1 0" + strings.Repeat(" 0", len(ai.SixMakingFeatureNames())) + "\n"
	first, second := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	if err := writeFile(first, "0"+line[1:]+line+"4"+line[1:]); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(second, line+"2"+line[1:]); err != nil {
		t.Fatal(err)
	}
	samples, err := loadAll([]string{first, second})
	if err != nil {
		t.Fatal(err)
	}
	var games []int
	for _, s := range samples {
		games = append(games, s.game)
	}
	if want := []int{0, 1, 4, 6, 7}; fmt.Sprint(games) != fmt.Sprint(want) {
		t.Errorf("games %v, want %v", games, want)
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }
