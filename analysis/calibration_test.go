package analysis

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestCalibratedKeepsOrderAndAddsUpToOne: every curve gives chances within
// (0, 1) that add up to 1, keeps the order of the seats not to move, and
// gives the mover more when the engine gives it more.
func TestCalibratedKeepsOrderAndAddsUpToOne(t *testing.T) {
	raws := [][]float64{
		{0.5, 0.5}, {0.9, 0.1}, {0.02, 0.98}, {1, 0}, {0, 0},
		{0.2, 0.5, 0.3}, {0.7, 0.1, 0.1, 0.1}, {0.05, 0.15, 0.3, 0.5}, {0.25, 0.25, 0.25, 0.25},
	}
	tried := []Curve{{Game: "unfitted", Scale: 1}}
	for _, c := range curves {
		tried = append(tried, c)
	}
	for _, c := range tried {
		for _, raw := range raws {
			players := len(raw)
			for mover := range players {
				got := Calibrated(c.Game, players, mover, raw)
				if !addsUpToOne(got) {
					t.Errorf("%s %d players, %d to move: %v gives %v", c.Game, players, mover, raw, got)
				}
				for i := range got {
					for j := range got {
						if i != mover && j != mover && (raw[i] < raw[j] && got[i] >= got[j] || raw[i] == raw[j] && got[i] != got[j]) {
							t.Errorf("%s %d players, %d to move: %v gives %v, out of order", c.Game, players, mover, raw, got)
						}
					}
				}
				if raw[mover] >= 0.99 {
					continue // nothing higher to try
				}
				more := moreForMover(raw, mover)
				if higher := Calibrated(c.Game, players, mover, more); higher[mover] <= got[mover] && got[mover] < 1-1e-6 {
					t.Errorf("%s %d players, %d to move: %v gives the mover %v, %v only %v", c.Game, players, mover, raw, got[mover], more, higher[mover])
				}
			}
		}
	}
}

// addsUpToOne: each of cs is within (0, 1), and they add up to 1.
func addsUpToOne(cs []float64) bool {
	sum := 0.0
	for _, c := range cs {
		if !(c > 0 && c < 1) {
			return false
		}
		sum += c
	}
	return math.Abs(sum-1) < 1e-9
}

// moreForMover is raw with the mover's chance raised halfway to 1, the
// others' lowered alike.
func moreForMover(raw []float64, mover int) []float64 {
	out := make([]float64, len(raw))
	for i, p := range raw {
		out[i] = p / 2
	}
	out[mover] = raw[mover] + (1-raw[mover])/2
	return out
}

func TestCalibratedWithoutCurveKeepsTheEnginesChances(t *testing.T) {
	got := Calibrated("", 2, 0, []float64{0.3, 0.7})
	if math.Abs(got[0]-0.3) > 1e-9 || math.Abs(got[1]-0.7) > 1e-9 {
		t.Errorf("no curve: %v for [0.3 0.7]", got)
	}
	if Calibrated("terrace", 2, 0, nil) != nil {
		t.Error("nil chances came back as some")
	}
}

// TestCalibrationOnHeldOutPositions checks each curve on the positions of
// self-play games held out of its fit (cmd/calibrate): in every bin of
// the reliability table (at least two, of LeastInBin chances or more) the
// chance predicted is within 5 points of the rate at which it won, and
// the Brier score is no worse than the engine's own chances' nor than an
// even chance's (by more than a thousandth: a curve that rightly changes
// little scores as the engine's own).
func TestCalibrationOnHeldOutPositions(t *testing.T) {
	h, err := ReadHeldOut("testdata/calibration-held-out.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	byForm := map[curveKey][]Sample{}
	for _, s := range h.Positions {
		byForm[curveKey{s.Game, s.Players}] = append(byForm[curveKey{s.Game, s.Players}], s)
	}
	checked := map[curveKey]bool{}
	for _, table := range h.Tables {
		key := curveKey{table.Game, table.Players}
		if _, shipped := curves[key]; !shipped {
			continue // the engine's own chances stand: no claim to check
		}
		checked[key] = true
		var ps, raw, even []Prediction
		for _, s := range byForm[key] {
			for i, p := range Calibrated(s.Game, s.Players, s.Mover, s.Raw) {
				ps = append(ps, Prediction{p, s.Outcome[i]})
				raw = append(raw, Prediction{Calibrated("", s.Players, s.Mover, s.Raw)[i], s.Outcome[i]})
				even = append(even, Prediction{1 / float64(s.Players), s.Outcome[i]})
			}
		}
		bins := Reliability(ps, h.Least)
		if len(bins) < 2 {
			// One bin holds every seat's chance: its mean is 1/players
			// whatever the curve, and so is the rate won.
			t.Errorf("%s, %d players: %d positions held out, too few for two bins of %d chances", key.game, key.players, len(byForm[key]), h.Least)
		}
		if !sameBins(bins, table.Bins) {
			t.Errorf("%s, %d players: the held-out table is not the curve's; run cmd/calibrate fit again:\n%v\n%v", key.game, key.players, table.Bins, bins)
		}
		for _, bin := range bins {
			if bin.Error() > MaxError {
				t.Errorf("%s, %d players: chances %.0f-%.0f%% (%d) predict %.1f%%, won %.1f%%", key.game, key.players,
					100*bin.Low, 100*bin.High, bin.Count, 100*bin.Predicted, 100*bin.Observed)
			}
		}
		if Brier(ps) > min(Brier(raw), Brier(even))+BrierSlack {
			t.Errorf("%s, %d players: Brier %.4f, the engine's own %.4f, an even chance's %.4f", key.game, key.players, Brier(ps), Brier(raw), Brier(even))
		}
	}
	for key := range curves {
		if !checked[key] {
			t.Errorf("the curve of %s with %d players is not checked on held-out positions", key.game, key.players)
		}
	}
}

func sameBins(a, b []Bin) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Count != b[i].Count || math.Abs(a[i].Predicted-b[i].Predicted) > 1e-9 || math.Abs(a[i].Observed-b[i].Observed) > 1e-9 {
			return false
		}
	}
	return true
}

func TestReliabilityCutsDecilesOfAtLeastLeast(t *testing.T) {
	var ps []Prediction
	for i := range 1000 {
		ps = append(ps, Prediction{float64(i) / 1000, float64(i % 2)})
	}
	bins := Reliability(ps, 400)
	if len(bins) != 2 || bins[0].Count != 500 || bins[0].High != 0.499 || bins[1].Low != 0.5 {
		t.Fatalf("bins %+v", bins)
	}
	if math.Abs(bins[0].Predicted-0.2495) > 1e-12 || bins[0].Observed != 0.5 {
		t.Errorf("bin %+v", bins[0])
	}
	if got := Reliability(ps, 50); len(got) != 10 || got[9].Count != 100 {
		t.Errorf("with 50 at least: %+v", got)
	}
}

// TestFitUndoesOverconfidence: an engine that doubles every logit (says
// 80% where the truth is 67%) is fitted a curve that halves it again, and
// the chances it gives match the outcomes bin by bin.
func TestFitUndoesOverconfidence(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 42))
	var train, test []Sample
	for i := range 8000 {
		truth := 0.05 + 0.9*rng.Float64()
		l := math.Log(truth / (1 - truth))
		raw := 1 / (1 + math.Exp(-2*l))
		won := 0.0
		if rng.Float64() < truth {
			won = 1
		}
		s := Sample{Game: "test", Players: 2, Mover: 0, Raw: []float64{raw, 1 - raw}, Outcome: []float64{won, 1 - won}}
		if i%2 == 0 {
			train = append(train, s)
		} else {
			test = append(test, s)
		}
	}
	c := Fit(train)
	if math.Abs(c.Scale-0.5) > 0.1 || c.Cube > 0.05 || math.Abs(c.Mover) > 0.1 {
		t.Errorf("fitted %+v, want a Scale near 0.5 and nothing else", c)
	}
	for _, b := range Reliability(Predictions(c, test), LeastInBin) {
		if b.Error() > 0.05 {
			t.Errorf("bin %+v", b)
		}
	}
	if raw := Reliability(Predictions(Curve{Scale: 1}, test), LeastInBin); raw[0].Error() < 0.05 {
		t.Errorf("the engine's own chances were as good: %+v", raw[0])
	}
}

// TestFitComesToRestAtTheLeast: where the best curve has Cube at its
// bound of 0 (chances of three seats squeezed at both ends, as in
// Terrace of three, where a seat far behind still wins now and then), the
// fit still finds the least sum of squares in the other numbers: no
// point of a fine grid of Scale and Mover does better.
func TestFitComesToRestAtTheLeast(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 43))
	var samples []Sample
	for game := range 3000 {
		raw := []float64{rng.Float64(), rng.Float64(), rng.Float64()}
		sum := raw[0] + raw[1] + raw[2]
		for i := range raw {
			raw[i] /= sum
		}
		// The truth: a third of every chance is a toss-up.
		truth := Curve{Scale: 0.8}.Apply(game%3, raw)
		draw, won := rng.Float64(), 2
		for i, p := range truth {
			if draw -= 0.7*p + 0.1; draw < 0 {
				won = i
				break
			}
		}
		outcome := make([]float64, 3)
		outcome[won] = 1
		samples = append(samples, Sample{Setup: "s", Game: "test", Players: 3, Played: game, Mover: game % 3, Raw: raw, Outcome: outcome})
	}
	c := Fit(samples)
	weighed := weighedByGame(samples)
	least := sumOfSquares(weighed, c)
	for scale := 0.0; scale <= 1.5; scale += 0.02 {
		for mover := -0.3; mover <= 0.3; mover += 0.05 {
			if ss := sumOfSquares(weighed, Curve{Scale: scale, Mover: mover}); ss < least-1e-6 {
				t.Fatalf("fitted %+v (sum of squares %.4f); Scale %.2f, Mover %.2f does better (%.4f)", c.params(), least, scale, mover, ss)
			}
		}
	}
}
