package analysis

import "math"

// Sample is one position of a self-play game, the engine's chances for
// it and how the game ended: what a curve is fitted to and checked on.
type Sample struct {
	Setup   string    `json:"setup"`
	Game    string    `json:"game"` // GameName
	Players int       `json:"players"`
	Played  int       `json:"played"` // which of the setup's games it comes from
	Mover   int       `json:"mover"`
	Steps   int       `json:"steps"`   // analysis.Evaluate's steps for it
	Raw     []float64 `json:"raw"`     // the engine's chances, by seat, uncalibrated
	Outcome []float64 `json:"outcome"` // each seat's share of the win: 1, 0, or shared in a draw
}

// Fit is the curve that best predicts the outcomes of samples (the
// greatest likelihood of the results, a draw counting as a share of a
// win), found by Newton's method from the curve that changes nothing,
// each step kept within the curve's bounds and halved until it gains.
func Fit(samples []Sample) Curve {
	c := Curve{Scale: 1}
	now := logLikelihood(samples, c)
	for range 100 {
		var grad [3]float64
		var hess [3][3]float64
		for _, s := range samples {
			addDerivatives(s, c, &grad, &hess)
		}
		next, gained := c, false
		for _, step := range steps(grad, hess) {
			next, gained = climb(samples, c, step, &now)
			if gained {
				break
			}
		}
		if !gained {
			return c
		}
		moved := 0.0
		for k, w := range next.params() {
			moved += math.Abs(w - c.params()[k])
		}
		c = next
		if moved < 1e-9 {
			break
		}
	}
	return c
}

// steps are the ways Fit tries to go down from c: Newton's step, then
// each number's own Newton step alone (which a bound does not turn
// aside, as it may the whole step).
func steps(grad [3]float64, hess [3][3]float64) [][3]float64 {
	var out [][3]float64
	if step, ok := solve3(hess, grad); ok {
		out = append(out, step)
	}
	for k := range 3 {
		if hess[k][k] < 0 {
			var step [3]float64
			step[k] = grad[k] / hess[k][k]
			out = append(out, step)
		}
	}
	return out
}

// climb is c moved by step, or by half of it, a quarter and so on, kept
// within the curve's bounds, the first that is more likely than now
// (which it then updates); false when none is.
func climb(samples []Sample, c Curve, step [3]float64, now *float64) (Curve, bool) {
	w := c.params()
	for t := 1.0; t > 1e-6; t /= 2 {
		next := Curve{Scale: min(max(w[0]-t*step[0], 0), maxScale), Cube: min(max(w[1]-t*step[1], 0), maxCube),
			Mover: min(max(w[2]-t*step[2], -maxMover), maxMover)}
		if ll := logLikelihood(samples, next); ll > *now {
			*now = ll
			return next, true
		}
	}
	return c, false
}

// logLikelihood is how likely c makes the outcomes of samples, in logs.
func logLikelihood(samples []Sample, c Curve) float64 {
	sum := 0.0
	for _, s := range samples {
		for i, p := range c.Apply(s.Mover, s.Raw) {
			if i < len(s.Outcome) {
				sum += s.Outcome[i] * math.Log(p)
			}
		}
	}
	return sum
}

// addDerivatives adds a sample's derivatives of its log-likelihood by
// the curve's numbers to grad and hess. With f_i seat i's features and p
// c's chances, the gradient is sum y_i (f_i - E_p f) and the Hessian
// -Cov_p f (the outcomes y add up to 1).
func addDerivatives(s Sample, c Curve, grad *[3]float64, hess *[3][3]float64) {
	p := c.Apply(s.Mover, s.Raw)
	var mean [3]float64
	var sq [3][3]float64
	for i := range s.Raw {
		f := features(s.Raw, s.Mover, i)
		for a := range 3 {
			mean[a] += p[i] * f[a]
			for b := range 3 {
				sq[a][b] += p[i] * f[a] * f[b]
			}
		}
	}
	for i := range s.Raw {
		f := features(s.Raw, s.Mover, i)
		for a := range 3 {
			if i < len(s.Outcome) {
				grad[a] += s.Outcome[i] * (f[a] - mean[a])
			}
		}
	}
	for a := range 3 {
		for b := range 3 {
			hess[a][b] -= sq[a][b] - mean[a]*mean[b]
		}
	}
}

// solve3 is x with m x = v, by Gaussian elimination with the largest
// pivot; false when m is singular.
func solve3(m [3][3]float64, v [3]float64) ([3]float64, bool) {
	for col := range 3 {
		piv := col
		for r := col + 1; r < 3; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[piv][col]) {
				piv = r
			}
		}
		if math.Abs(m[piv][col]) < 1e-12 {
			return v, false
		}
		m[col], m[piv] = m[piv], m[col]
		v[col], v[piv] = v[piv], v[col]
		for r := range 3 {
			if r != col {
				f := m[r][col] / m[col][col]
				for k := range 3 {
					m[r][k] -= f * m[col][k]
				}
				v[r] -= f * v[col]
			}
		}
	}
	for k := range 3 {
		v[k] /= m[k][k]
	}
	return v, true
}

// Prediction is one seat's chance to win a position, and what it won:
// 1, 0, or a share in a draw.
type Prediction struct{ Chance, Won float64 }

// Predictions are the chances c gives each seat of each sample, with
// what they won.
func Predictions(c Curve, samples []Sample) []Prediction {
	var out []Prediction
	for _, s := range samples {
		for i, p := range c.Apply(s.Mover, s.Raw) {
			if i < len(s.Outcome) {
				out = append(out, Prediction{p, s.Outcome[i]})
			}
		}
	}
	return out
}

// Brier is the mean of (chance - won)² over ps: 0 for perfect foresight.
func Brier(ps []Prediction) float64 {
	if len(ps) == 0 {
		return 0
	}
	sum := 0.0
	for _, p := range ps {
		sum += (p.Chance - p.Won) * (p.Chance - p.Won)
	}
	return sum / float64(len(ps))
}

// Bin is one bin of a reliability table: the chances from Low to High,
// how many there were, their mean and the rate at which they won.
type Bin struct {
	Low       float64 `json:"low"`
	High      float64 `json:"high"`
	Count     int     `json:"count"`
	Predicted float64 `json:"predicted"`
	Observed  float64 `json:"observed"`
}

// Error is how far the bin's chances were from what happened.
func (b Bin) Error() float64 { return math.Abs(b.Predicted - b.Observed) }

// Reliability sorts ps into the ten bins of a tenth of chance each, then
// merges each bin with fewer than least predictions into its neighbour
// nearer an even chance (the middle bins are the sparse ones in a game
// far from even, and a bin of few predictions measures chance, not the
// curve), until every bin has least or only one is left.
func Reliability(ps []Prediction, least int) []Bin {
	bins := make([]Bin, 10)
	for i := range bins {
		bins[i].Low, bins[i].High = float64(i)/10, float64(i+1)/10
	}
	for _, p := range ps {
		i := min(max(int(p.Chance*10), 0), 9)
		bins[i].Count++
		bins[i].Predicted += p.Chance
		bins[i].Observed += p.Won
	}
	for {
		i := sparsest(bins, least)
		if i < 0 || len(bins) == 1 {
			break
		}
		j := i + 1
		if bins[i].Low >= 0.5 || i == len(bins)-1 {
			j = i - 1
		}
		if j < 0 {
			j = i + 1
		}
		lo, hi := min(i, j), max(i, j)
		merged := Bin{Low: bins[lo].Low, High: bins[hi].High, Count: bins[lo].Count + bins[hi].Count,
			Predicted: bins[lo].Predicted + bins[hi].Predicted, Observed: bins[lo].Observed + bins[hi].Observed}
		bins = append(bins[:lo], append([]Bin{merged}, bins[hi+1:]...)...)
	}
	for i := range bins {
		if bins[i].Count > 0 {
			bins[i].Predicted /= float64(bins[i].Count)
			bins[i].Observed /= float64(bins[i].Count)
		}
	}
	return bins
}

// sparsest is the first of the bins with the fewest predictions, when
// that is below least; else -1.
func sparsest(bins []Bin, least int) int {
	low := 0
	for i, b := range bins {
		if b.Count < bins[low].Count {
			low = i
		}
	}
	if bins[low].Count >= least {
		return -1
	}
	return low
}

// LeastInBin is the fewest chances a bin of the reliability tables holds:
// with 400, a bin's observed rate near an even chance has a standard
// error of 2.5 points, so that a curve that is right is within the 5
// points asked 19 times in 20; sparser bins are merged (Reliability).
const LeastInBin = 400

// Table is the reliability table of one game and number of players.
type Table struct {
	Game    string `json:"game"`
	Players int    `json:"players"`
	Bins    []Bin  `json:"bins"`
}

// HeldOut is the positions held out of the curves' fit, with the
// reliability tables of the curves on them.
type HeldOut struct {
	Least     int      `json:"least"`
	Tables    []Table  `json:"tables"`
	Positions []Sample `json:"positions"`
}

// Rounded is samples with their chances to four decimals, as the
// held-out set keeps them.
func Rounded(samples []Sample) []Sample {
	out := make([]Sample, len(samples))
	for i, s := range samples {
		s.Raw, s.Outcome = rounded(s.Raw), rounded(s.Outcome)
		out[i] = s
	}
	return out
}

func rounded(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = math.Round(x*1e4) / 1e4
	}
	return out
}
