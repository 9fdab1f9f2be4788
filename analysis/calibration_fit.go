package analysis

import (
	"cmp"
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"slices"
)

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
	weight  float64   // in a fit
}

// Fit is the curve whose chances are nearest the outcomes of samples:
// the least Brier score (a draw counts as a share of a win), found by
// Gauss-Newton steps from the curve that changes nothing, each kept
// within the curve's bounds and halved until it gains. The least Brier
// score rather than the greatest likelihood: the likelihood is ruled by
// the few positions the engine called won and lost (a thousand to one
// against, lost by the weak players of the games), and shrinks every
// other chance to suit them. Each game weighs as one, however many of
// its positions were judged: its positions share its result.
func Fit(samples []Sample) Curve {
	samples = weighedByGame(samples)
	c := Curve{Scale: 1}
	now := sumOfSquares(samples, c)
	for range 100 {
		var grad [3]float64
		var gram [3][3]float64
		for _, s := range samples {
			addGaussNewton(s, c, &grad, &gram)
		}
		held(c, &grad, &gram)
		next, gained := c, false
		for _, step := range steps(grad, gram) {
			// A step that gains only by rounding is none: taken, it would
			// end the fit as if it had come to rest.
			if next, gained = descend(samples, c, step, &now); gained && distance(next, c) > 1e-9 {
				break
			}
			gained = false
		}
		if !gained {
			return c
		}
		c = next
	}
	return c
}

// held keeps out of the step the numbers that stand at a bound the
// gradient pushes them past (Scale or Cube at 0, wanting less): the
// Gauss-Newton step of all three, clipped at the bound, would waste
// itself there, and the others' share of it is left near nothing (the
// fit of Terrace of three stopped at Scale 0.64 where 0.45 fits better).
func held(c Curve, grad *[3]float64, gram *[3][3]float64) {
	for k, w := range c.params() {
		if k == 2 || w > 0 || grad[k] <= 0 { // Mover has no bound near; a step against grad raises w
			continue
		}
		grad[k] = 0
		for j := range 3 {
			gram[k][j], gram[j][k] = 0, 0
		}
		gram[k][k] = 1
	}
}

// distance is how far apart two curves' numbers are, summed.
func distance(a, b Curve) float64 {
	d := 0.0
	for k, w := range a.params() {
		d += math.Abs(w - b.params()[k])
	}
	return d
}

// steps are the ways Fit tries to go down from c: the Gauss-Newton step,
// then each number's own step alone (which a bound does not turn aside,
// as it may the whole step).
func steps(grad [3]float64, gram [3][3]float64) [][3]float64 {
	var out [][3]float64
	if step, ok := solve3(gram, grad); ok {
		out = append(out, step)
	}
	for k := range 3 {
		if gram[k][k] > 0 {
			var step [3]float64
			step[k] = grad[k] / gram[k][k]
			out = append(out, step)
		}
	}
	return out
}

// descend is c moved against step, or against half of it, a quarter and
// so on, kept within the curve's bounds: the first whose sum of squares
// is below now (which it then updates); false when none is.
func descend(samples []Sample, c Curve, step [3]float64, now *float64) (Curve, bool) {
	w := c.params()
	for t := 1.0; t > 1e-6; t /= 2 {
		next := Curve{Scale: min(max(w[0]-t*step[0], 0), maxScale), Cube: min(max(w[1]-t*step[1], 0), maxCube),
			Mover: min(max(w[2]-t*step[2], -maxMover), maxMover)}
		if ss := sumOfSquares(samples, next); ss < *now {
			*now = ss
			return next, true
		}
	}
	return c, false
}

// weighedByGame is samples with each one's weight 1 over the number of
// samples of its game.
func weighedByGame(samples []Sample) []Sample {
	type game struct {
		setup  string
		played int
	}
	count := map[game]int{}
	for _, s := range samples {
		count[game{s.Setup, s.Played}]++
	}
	out := slices.Clone(samples)
	for i, s := range out {
		out[i].weight = 1 / float64(count[game{s.Setup, s.Played}])
	}
	return out
}

// sumOfSquares is the sum over samples and seats of (chance - outcome)²,
// each sample by its weight.
func sumOfSquares(samples []Sample, c Curve) float64 {
	sum := 0.0
	for _, s := range samples {
		for i, p := range c.Apply(s.Mover, s.Raw) {
			if i < len(s.Outcome) {
				sum += s.weight * (p - s.Outcome[i]) * (p - s.Outcome[i])
			}
		}
	}
	return sum
}

// addGaussNewton adds a sample's part of the sum of squares' gradient
// (halved) to grad and of its Gauss-Newton matrix to gram. With f_i seat
// i's features and p c's chances, p_i's derivative by the curve's
// numbers is J_i = p_i (f_i - E_p f); the gradient is sum (p_i - y_i) J_i
// and the matrix sum J_i J_iᵀ.
func addGaussNewton(s Sample, c Curve, grad *[3]float64, gram *[3][3]float64) {
	p := c.Apply(s.Mover, s.Raw)
	var mean [3]float64
	for i := range s.Raw {
		f := features(s.Raw, s.Mover, i)
		for a := range 3 {
			mean[a] += p[i] * f[a]
		}
	}
	for i := range s.Raw {
		if i >= len(s.Outcome) {
			continue
		}
		f := features(s.Raw, s.Mover, i)
		var jac [3]float64
		for a := range 3 {
			jac[a] = p[i] * (f[a] - mean[a])
		}
		for a := range 3 {
			grad[a] += s.weight * (p[i] - s.Outcome[i]) * jac[a]
			for b := range 3 {
				gram[a][b] += s.weight * jac[a] * jac[b]
			}
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

// Reliability sorts ps by chance and cuts them into deciles, ten bins of
// as many predictions each, or into fewer bins of as many each when ten
// would hold fewer than least (a bin of few predictions measures luck,
// not the curve); at least one bin.
func Reliability(ps []Prediction, least int) []Bin {
	sorted := slices.Clone(ps)
	slices.SortStableFunc(sorted, func(a, b Prediction) int { return cmp.Compare(a.Chance, b.Chance) })
	n := min(max(len(sorted)/max(least, 1), 1), 10)
	bins := make([]Bin, 0, n)
	for k := range n {
		part := sorted[k*len(sorted)/n : (k+1)*len(sorted)/n]
		if len(part) == 0 {
			continue
		}
		b := Bin{Low: part[0].Chance, High: part[len(part)-1].Chance, Count: len(part)}
		for _, p := range part {
			b.Predicted += p.Chance
			b.Observed += p.Won
		}
		b.Predicted /= float64(len(part))
		b.Observed /= float64(len(part))
		bins = append(bins, b)
	}
	return bins
}

// LeastInBin is the fewest chances a bin of the reliability tables holds:
// with 400, a bin's observed rate near an even chance has a standard
// error of 2.5 points, so that a curve that is right is within the 5
// points asked 19 times in 20 (were the positions independent).
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

// ReadHeldOut reads a held-out set as cmd/calibrate writes it, gzipped.
func ReadHeldOut(name string) (HeldOut, error) {
	var h HeldOut
	f, err := os.Open(name)
	if err != nil {
		return h, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return h, err
	}
	err = json.NewDecoder(zr).Decode(&h)
	return h, err
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
