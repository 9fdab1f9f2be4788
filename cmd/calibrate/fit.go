package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"boardshelf/analysis"
)

// fitConfig is where fit reads and writes.
type fitConfig struct {
	data    []string
	curves  string
	heldOut string
	plots   string
	holdOut int // one game in holdOut is held out of the fit
	least   int // the fewest predictions in a bin of the reliability table
	// withheld are forms ("terrace/2") whose curve is fitted and checked
	// but not written even when it passes: the review's thresholds of
	// such a game were set on the engine's own chances, and a curve that
	// changes their scale would change what a blunder is (docs/engine.md).
	withheld []string
}

// form is one game and number of players: its curve and the positions
// it is fitted and checked on.
type form struct {
	game    string
	players int
}

func fit(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("fit", flag.ExitOnError)
	var cfg fitConfig
	data := fs.String("data", "calibration.jsonl", "files of judged positions, separated by commas")
	fs.StringVar(&cfg.curves, "curves", "analysis/calibration.json", "file the curves are written to (embedded by package analysis)")
	fs.StringVar(&cfg.heldOut, "held-out", "analysis/testdata/calibration-held-out.json.gz", "file the held-out positions are written to, gzipped (checked by the tests)")
	fs.StringVar(&cfg.plots, "plots", "docs", "folder of the reliability plots, calibration-GAME.png")
	fs.IntVar(&cfg.holdOut, "hold-out", 2, "one game in so many is held out of the fit (by its number)")
	fs.IntVar(&cfg.least, "least", analysis.LeastInBin, "the fewest chances in a bin of the reliability table: sparser bins are merged")
	withhold := fs.String("withhold", "", "forms fitted and checked but not written, as game/players separated by commas: terrace/2")
	_ = fs.Parse(args) // ExitOnError
	if *withhold != "" {
		cfg.withheld = strings.Split(*withhold, ",")
	}
	cfg.data = strings.Split(*data, ",")
	samples, err := readSamples(cfg.data)
	if err != nil {
		return err
	}
	return fitAll(cfg, samples, out)
}

func readSamples(files []string) ([]analysis.Sample, error) {
	var all []analysis.Sample
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for line := 1; sc.Scan(); line++ {
			var s analysis.Sample
			if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
				f.Close()
				return nil, fmt.Errorf("%s:%d: %w", name, line, err)
			}
			if len(s.Raw) != s.Players || len(s.Outcome) != s.Players {
				f.Close()
				return nil, fmt.Errorf("%s:%d: %d seats, %d chances, %d results", name, line, s.Players, len(s.Raw), len(s.Outcome))
			}
			all = append(all, s)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	if len(all) == 0 {
		return nil, errors.New("no positions")
	}
	return all, nil
}

// fitAll fits a curve to each form's positions but the held-out ones,
// checks it on those, writes the curves, the held-out set and the plots,
// and prints the table docs/engine.md shows.
func fitAll(cfg fitConfig, samples []analysis.Sample, out io.Writer) error {
	byForm := map[form][]analysis.Sample{}
	for _, s := range samples {
		f := form{s.Game, s.Players}
		byForm[f] = append(byForm[f], s)
	}
	forms := make([]form, 0, len(byForm))
	for f := range byForm {
		forms = append(forms, f)
	}
	slices.SortFunc(forms, func(a, b form) int {
		return strings.Compare(fmt.Sprintf("%s%d", a.game, a.players), fmt.Sprintf("%s%d", b.game, b.players))
	})
	held := analysis.HeldOut{Least: cfg.least}
	var curves []analysis.Curve
	for _, f := range forms {
		train, test := split(byForm[f], cfg.holdOut)
		test = analysis.Rounded(test) // as the tests will read them
		c := analysis.Fit(train)
		c.Game, c.Players = f.game, f.players
		c.Fit = describe(byForm[f], test, c, cfg.least)
		curves = append(curves, c)
		held.Positions = append(held.Positions, test...)
		held.Tables = append(held.Tables, analysis.Table{Game: f.game, Players: f.players,
			Bins: analysis.Reliability(analysis.Predictions(c, test), cfg.least)})
	}
	var shipped []analysis.Curve
	for _, c := range curves {
		switch {
		case slices.Contains(cfg.withheld, fmt.Sprintf("%s/%d", c.Game, c.Players)):
			fmt.Fprintf(out, "%s with %d players: withheld (-withhold): not written; the engine's own chances stand\n", c.Game, c.Players)
		case c.Fit.Passes():
			shipped = append(shipped, c)
		default:
			sure := ""
			if c.Fit.Sure > 0 {
				sure = fmt.Sprintf("; seats judged %.0f%% or surer won %.0f%%", 100*analysis.SureChance, 100*c.Fit.SureWon)
			}
			fmt.Fprintf(out, "%s with %d players: its curve misses (worst held-out bin %.1f points%s): not written; the engine's own chances stand\n",
				c.Game, c.Players, 100*c.Fit.WorstError, sure)
		}
	}
	if err := writeJSON(cfg.curves, map[string]any{"curves": shipped}); err != nil {
		return err
	}
	if err := writeHeldOut(cfg.heldOut, held); err != nil {
		return err
	}
	if err := writePlots(cfg.plots, held.Tables); err != nil {
		return err
	}
	printTables(out, curves, held.Tables, cfg.withheld)
	return nil
}

// split is samples of the games fitted on and those held out.
func split(samples []analysis.Sample, holdOut int) (train, test []analysis.Sample) {
	for _, s := range samples {
		if holdOut > 1 && s.Played%holdOut == 0 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	return train, test
}

// describe is what c was fitted on, and its scores on test.
func describe(all, test []analysis.Sample, c analysis.Curve, least int) analysis.FitInfo {
	info := analysis.FitInfo{Positions: len(all), HeldOut: len(test)}
	games := map[string]bool{}
	for _, s := range all {
		games[fmt.Sprintf("%s %d", s.Setup, s.Played)] = true
		if !slices.Contains(info.Setups, s.Setup) {
			info.Setups = append(info.Setups, s.Setup)
		}
		info.Steps = max(info.Steps, s.Steps)
	}
	info.Games = len(games)
	even := analysis.Curve{} // every seat alike
	info.Brier = analysis.Brier(analysis.Predictions(c, test))
	info.RawBrier = analysis.Brier(rawPredictions(test))
	info.EvenBrier = analysis.Brier(analysis.Predictions(even, test))
	bins := analysis.Reliability(analysis.Predictions(c, test), least)
	for _, b := range bins {
		info.WorstError = max(info.WorstError, b.Error())
	}
	info.Bins = len(bins)
	if c.Players == 2 && !withDice[c.Game] {
		info.Sure, info.SureWon = sureWon(all)
	}
	return info
}

// withDice are the games where a die can undo a position judged won (as
// the other seats' choices can in a game of three or four).
var withDice = map[string]bool{"chessrace": true}

// sureWon is how many seats of samples the engine gave at least
// analysis.SureChance, and the share of those that won.
func sureWon(samples []analysis.Sample) (int, float64) {
	n, won := 0, 0.0
	for _, s := range samples {
		for i, p := range s.Raw {
			if p >= analysis.SureChance {
				n++
				won += s.Outcome[i]
			}
		}
	}
	if n == 0 {
		return 0, 0
	}
	return n, won / float64(n)
}

// rawPredictions are the engine's own chances for each seat of samples,
// as a game without a curve shows them, with what they won.
func rawPredictions(samples []analysis.Sample) []analysis.Prediction {
	var out []analysis.Prediction
	for _, s := range samples {
		for i, p := range analysis.Calibrated("", s.Players, s.Mover, s.Raw) {
			out = append(out, analysis.Prediction{Chance: p, Won: s.Outcome[i]})
		}
	}
	return out
}

func writeJSON(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, append(b, '\n'), 0o644)
}

// writeHeldOut writes h as gzipped JSON with a line for each table and
// each position: thousands of positions in a small file, each line
// readable once unzipped.
func writeHeldOut(name string, h analysis.HeldOut) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n\"least\": %d,\n\"tables\": [\n", h.Least)
	if err := jsonLines(&b, h.Tables); err != nil {
		return err
	}
	b.WriteString("],\n\"positions\": [\n")
	if err := jsonLines(&b, h.Positions); err != nil {
		return err
	}
	b.WriteString("]}\n")
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	if _, err := zw.Write(b.Bytes()); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	return os.WriteFile(name, zipped.Bytes(), 0o644)
}

// jsonLines writes each of xs as JSON on a line of its own, with commas
// between them.
func jsonLines[T any](b *bytes.Buffer, xs []T) error {
	for i, x := range xs {
		line, err := json.Marshal(x)
		if err != nil {
			return err
		}
		b.Write(line)
		if i < len(xs)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	return nil
}

// printTables prints each curve's figures and reliability table in
// Markdown.
func printTables(out io.Writer, curves []analysis.Curve, tables []analysis.Table, withheld []string) {
	fmt.Fprintln(out, "| Game | Players | Games | Positions (held out) | Steps | Scale | Cube | Mover | Brier, calibrated | Brier, raw | Brier, even | Worst bin | Sure won | Used |")
	fmt.Fprintln(out, "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
	for _, c := range curves {
		f := c.Fit
		sure, used := "-", "no" // not measured: dice, or three or four seats
		if f.Sure > 0 {
			sure = fmt.Sprintf("%.0f%% of %d", 100*f.SureWon, f.Sure)
		}
		switch {
		case slices.Contains(withheld, fmt.Sprintf("%s/%d", c.Game, c.Players)):
			used = "withheld"
		case f.Passes():
			used = "yes"
		}
		fmt.Fprintf(out, "| %s | %d | %d | %d (%d) | %d | %.3f | %.3f | %.3f | %.4f | %.4f | %.4f | %.1f | %s | %s |\n", c.Game, c.Players, f.Games,
			f.Positions, f.HeldOut, f.Steps, c.Scale, c.Cube, c.Mover, f.Brier, f.RawBrier, f.EvenBrier, 100*f.WorstError, sure, used)
	}
	for _, t := range tables {
		fmt.Fprintf(out, "\n%s, %d players (held out): chance, count, predicted, observed\n\n", t.Game, t.Players)
		for _, b := range t.Bins {
			fmt.Fprintf(out, "    %3.0f-%3.0f%%  %5d  %5.1f%%  %5.1f%%\n", 100*b.Low, 100*b.High, b.Count, 100*b.Predicted, 100*b.Observed)
		}
	}
}
