// Command sixtrain fits the weights of Six MaKING's evaluation (see
// ai/sixmaking/sixeval.go) to games the engine plays against itself, and prints
// them as Go for ai/sixmaking/sixweights.go:
//
//	go run ./cmd/sixtrain -setup sixmaking/standard -games 2000 -name sixWeights5x5
//
// Each game opens with a few random placements, so that the games differ,
// then both sides play the engine's Hard at a fixed number of steps a
// move. Every position of a finished game where the evaluation would be
// asked (not over, and the player to move cannot build a King at once)
// is a sample: its features and whether the player to move went on to
// win. The weights are a logistic regression of the one on the other
// (Newton's method with a small L2 penalty), so that the evaluation is in
// hundredths of a logit of the mover's chance to win. A fifth of the
// games is held out first to report how well the weights predict.
//
// -data keeps the samples in a file. With -games 0 the weights are fitted
// to the samples of files alone, several joined by commas: the games of
// successive rounds, each played with the weights fitted to the rounds
// before, as the shipped weights were (see ai/sixmaking/sixweights.go).
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/setups"
)

type config struct {
	setup       string
	games       int
	steps       int
	randomPlies int
	parallel    int
	seed        uint64
	lambda      float64
	name        string
	data        string
}

func main() {
	var cfg config
	flag.StringVar(&cfg.setup, "setup", "sixmaking/standard", "Six MaKING setup id or file to play from")
	flag.IntVar(&cfg.games, "games", 2000, "games to play (0: only fit the samples of -data)")
	flag.IntVar(&cfg.steps, "steps", 30000, "Hard's steps a move in the games")
	flag.IntVar(&cfg.randomPlies, "random-plies", 4, "random moves that open each game")
	flag.IntVar(&cfg.parallel, "parallel", 2, "games played at once")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the games")
	flag.Float64Var(&cfg.lambda, "lambda", 1, "L2 penalty of the fit")
	flag.StringVar(&cfg.name, "name", "sixWeights", "name of the Go variable printed")
	flag.StringVar(&cfg.data, "data", "", "file of samples: written after the games; read when -games is 0, with more files after commas")
	flag.Parse()
	if err := run(cfg, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "sixtrain:", err)
		os.Exit(1)
	}
}

// sample is one position: its game, its features and 1 when the player
// to move won.
type sample struct {
	game int
	won  float64
	x    []float64
}

func run(cfg config, out io.Writer) error {
	var samples []sample
	var err error
	if cfg.games > 0 {
		samples, err = play(cfg)
		if err == nil && cfg.data != "" {
			err = save(cfg.data, samples)
		}
	} else {
		samples, err = loadAll(strings.Split(cfg.data, ","))
	}
	if err != nil {
		return err
	}
	if len(samples) == 0 {
		return fmt.Errorf("no samples")
	}
	var train, test []sample
	for _, s := range samples {
		if s.game%5 == 0 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	heldOut := logLoss(test, fit(train, cfg.lambda))
	w := fit(samples, cfg.lambda)
	if cfg.games > 0 {
		fmt.Fprintf(out, "// %s: fitted by cmd/sixtrain to %d positions of %d games of %s\n", cfg.name, len(samples), countGames(samples), cfg.setup)
		fmt.Fprintf(out, "// (Hard at %d steps a move, %d random opening moves, seed %d, L2 %g);\n", cfg.steps, cfg.randomPlies, cfg.seed, cfg.lambda)
	} else {
		fmt.Fprintf(out, "// %s: fitted by cmd/sixtrain to %d positions of %d games\n", cfg.name, len(samples), countGames(samples))
		fmt.Fprintf(out, "// (read from %s, L2 %g);\n", strings.ReplaceAll(cfg.data, ",", ", "), cfg.lambda)
	}
	fmt.Fprintf(out, "// held-out log loss %.4f (0.6931 knows nothing).\n", heldOut)
	fmt.Fprintf(out, "var %s = sixWeights{", cfg.name)
	for i := range ai.SixMakingFeatureNames() {
		if i%6 == 0 {
			fmt.Fprint(out, "\n\t")
		} else {
			fmt.Fprint(out, " ")
		}
		fmt.Fprintf(out, "%d,", int(math.Round(100*w[i])))
	}
	fmt.Fprintln(out, "\n}")
	return nil
}

func countGames(samples []sample) int {
	seen := map[int]bool{}
	for _, s := range samples {
		seen[s.game] = true
	}
	return len(seen)
}

// play plays the games, cfg.parallel at once, and returns their samples
// in the order of the games.
func play(cfg config) ([]sample, error) {
	results := make([][]sample, cfg.games)
	errs := make([]error, cfg.games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(cfg.parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i], errs[i] = playGame(cfg, i)
			}
		}()
	}
	for i := range cfg.games {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []sample
	for i, r := range results {
		if errs[i] != nil {
			return nil, errs[i]
		}
		all = append(all, r...)
	}
	return all, nil
}

// playGame plays game i and returns its samples; none when it was drawn.
func playGame(cfg config, i int) ([]sample, error) {
	start, err := setups.Open(cfg.setup)
	if err != nil {
		return nil, err
	}
	g, ok := start.(*sixmaking.Game)
	if !ok {
		return nil, fmt.Errorf("%s is not a Six MaKING setup", cfg.setup)
	}
	seed := cfg.seed<<32 ^ uint64(i)
	rng := rand.New(rand.NewPCG(seed, 0x51c5))
	type seen struct {
		mover int
		x     []float64
	}
	var positions []seen
	for ply := 0; !g.Status().Over; ply++ {
		if x, ok := ai.SixMakingFeatures(g); ok {
			positions = append(positions, seen{g.Turn(), x})
		}
		var m rules.Move
		if ply < cfg.randomPlies {
			moves := g.Moves()
			m = moves[rng.IntN(len(moves))]
		} else {
			r, err := ai.Search(context.Background(), g, ai.Hard, ai.Options{Steps: cfg.steps, Seed: ai.MoveSeed(seed, ply)})
			if err != nil {
				return nil, err
			}
			m = r.Move
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	st := g.Status()
	if len(st.Winners) != 1 {
		return nil, nil
	}
	out := make([]sample, len(positions))
	for k, p := range positions {
		out[k] = sample{game: i, x: p.x}
		if p.mover == st.Winners[0] {
			out[k].won = 1
		}
	}
	return out, nil
}

// fit is the logistic regression of won on x: Newton's method, with an
// L2 penalty lambda on every weight but the first (the bias).
func fit(samples []sample, lambda float64) []float64 {
	k := len(samples[0].x)
	w := make([]float64, k)
	for range 30 {
		grad := make([]float64, k)
		hess := make([][]float64, k)
		for a := range hess {
			hess[a] = make([]float64, k)
		}
		for _, s := range samples {
			p := predict(w, s.x)
			for a, xa := range s.x {
				if xa == 0 {
					continue
				}
				grad[a] += (p - s.won) * xa
				for b, xb := range s.x {
					hess[a][b] += p * (1 - p) * xa * xb
				}
			}
		}
		for a := 1; a < k; a++ {
			grad[a] += lambda * w[a]
			hess[a][a] += lambda
		}
		for a := range k {
			hess[a][a] += 1e-9 // a feature never seen keeps its weight of 0
		}
		step := solve(hess, grad)
		done := true
		for a := range w {
			w[a] -= step[a]
			if math.Abs(step[a]) > 1e-7 {
				done = false
			}
		}
		if done {
			break
		}
	}
	return w
}

func predict(w, x []float64) float64 {
	z := 0.0
	for i, v := range x {
		z += w[i] * v
	}
	return 1 / (1 + math.Exp(-z))
}

// solve solves a x = b by Gauss-Jordan elimination with partial pivoting.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	m := make([][]float64, n)
	for i := range m {
		m[i] = append(append([]float64{}, a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		if m[c][c] == 0 {
			continue
		}
		for r := range n {
			if r == c {
				continue
			}
			f := m[r][c] / m[c][c]
			for cc := c; cc <= n; cc++ {
				m[r][cc] -= f * m[c][cc]
			}
		}
	}
	x := make([]float64, n)
	for i := range n {
		if m[i][i] != 0 {
			x[i] = m[i][n] / m[i][i]
		}
	}
	return x
}

// logLoss is the mean negative log-likelihood of the samples under w.
func logLoss(samples []sample, w []float64) float64 {
	sum := 0.0
	for _, s := range samples {
		p := min(max(predict(w, s.x), 1e-9), 1-1e-9)
		sum -= s.won*math.Log(p) + (1-s.won)*math.Log(1-p)
	}
	return sum / float64(len(samples))
}

func save(path string, samples []sample) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for _, s := range samples {
		fmt.Fprintf(w, "%d %g", s.game, s.won)
		for _, v := range s.x {
			fmt.Fprintf(w, " %g", v)
		}
		fmt.Fprintln(w)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// loadAll reads the samples of several files, numbering the games of
// each after those of the files before, so that they stay apart.
func loadAll(paths []string) ([]sample, error) {
	var all []sample
	for _, path := range paths {
		samples, err := load(path)
		if err != nil {
			return nil, err
		}
		first := 0
		for _, s := range all {
			first = max(first, s.game+1)
		}
		for i := range samples {
			samples[i].game += first
		}
		all = append(all, samples...)
	}
	return all, nil
}

func load(path string) ([]sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var samples []sample
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) != 2+len(ai.SixMakingFeatureNames()) {
			return nil, fmt.Errorf("%s:%d: want %d numbers", path, line, 2+len(ai.SixMakingFeatureNames()))
		}
		nums := make([]float64, len(fields))
		for i, f := range fields {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", path, line, err)
			}
			nums[i] = v
		}
		samples = append(samples, sample{game: int(nums[0]), won: nums[1], x: nums[2:]})
	}
	return samples, sc.Err()
}
