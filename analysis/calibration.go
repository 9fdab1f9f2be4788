package analysis

import (
	_ "embed"
	"encoding/json"
	"math"
)

// Curve turns the engine's chances for one game and number of players
// into chances to win. With x_i half the logit of seat i's raw chance,
// each seat weighs
//
//	w_i = exp(Scale x_i + Cube x_i³ + Mover [i is to move])
//
// and its chance is w_i over the sum of the weights (a multinomial
// logistic curve fitted on self-play by cmd/calibrate; with two seats it
// is the logistic of Scale l + Cube l³/4 ± Mover, l the mover's logit, and
// Scale 1 alone changes nothing). Scale below 1 says the engine is too
// sure of small leads; Cube makes it surer again of large ones (the
// engine's near-even judgements say less than its won positions); Mover
// corrects what the engine makes of having the move. Scale and Cube are
// never negative, so the seats other than the mover keep their order and
// the mover's chance rises with its raw chance.
type Curve struct {
	Game    string  `json:"game"`
	Players int     `json:"players"`
	Scale   float64 `json:"scale"`
	Cube    float64 `json:"cube"`
	Mover   float64 `json:"mover"`
	Fit     FitInfo `json:"fit"`
}

// FitInfo is what a curve was fitted on and how well it did on the
// positions held out of the fit.
type FitInfo struct {
	Setups     []string `json:"setups"`
	Steps      int      `json:"steps"` // analysis.Evaluate's steps for each position
	Games      int      `json:"games"`
	Positions  int      `json:"positions"`
	HeldOut    int      `json:"held_out"` // positions held out of the fit
	Brier      float64  `json:"brier"`    // on the held-out positions, calibrated
	RawBrier   float64  `json:"raw_brier"`
	EvenBrier  float64  `json:"even_brier"` // of saying 1/players for every seat
	WorstError float64  `json:"worst_error"`
	Bins       int      `json:"bins"` // of the reliability table on the held-out positions
	// In a game of two without dice: how many seats of all the positions
	// the engine gave at least SureChance, and the share of those won.
	Sure    int     `json:"sure,omitempty"`
	SureWon float64 `json:"sure_won,omitempty"`
}

// What a curve must do on the positions held out of its fit to be used:
// every bin of its reliability table within MaxError of the rate won, and
// a Brier score no worse than the engine's own chances' nor an even
// chance's, by more than BrierSlack (a curve that rightly changes little
// scores as the engine's own).
const (
	MaxError   = 0.05
	BrierSlack = 0.001
)

// In a game of two without dice a position the engine judges won is won
// by a player who sees what it sees: self-play that loses more than one in
// ten of the positions judged SureChance or surer (MinSureWon) measures the
// weakness of its players or an engine over-sure of a lead, not the
// positions, and a curve fitted on it flattens (Terachess, while its clear
// lead was two Pawns: its players won 74% of its 99% positions, and its
// curve would have called a lost Queen a few points).
// With three or four seats the others' choices can undo a won position
// whoever plays, as a die can: that is for the curve to measure.
const (
	SureChance = 0.95
	MinSureWon = 0.9
)

// Passes reports whether the curve this describes did what a curve must to
// be used, on data that can show it (SureWon); cmd/calibrate writes only those, and a form without one shows
// the engine's own chances.
func (i FitInfo) Passes() bool {
	return i.Bins >= 2 && i.WorstError <= MaxError && i.Brier <= min(i.RawBrier, i.EvenBrier)+BrierSlack &&
		(i.Sure == 0 || i.SureWon >= MinSureWon)
}

//go:embed calibration.json
var curvesFile []byte

// curves are the fitted curves by game and number of players, read once
// from calibration.json; none when it cannot be read.
var curves = readCurves(curvesFile)

type curveKey struct {
	game    string
	players int
}

func readCurves(b []byte) map[curveKey]Curve {
	var file struct {
		Curves []Curve `json:"curves"`
	}
	out := map[curveKey]Curve{}
	if json.Unmarshal(b, &file) != nil {
		return out
	}
	for _, c := range file.Curves {
		if c.valid() {
			out[curveKey{c.Game, c.Players}] = c
		}
	}
	return out
}

// Calibrated turns the engine's chances (ai.Result.Chances, by seat, from
// the search for the seat mover) into calibrated chances to win, by the
// curve fitted for game and its number of players; nil stays nil. The
// chances it gives are within (0, 1) and add up to 1; a game without a
// curve keeps the engine's own chances, scaled to add up to 1.
func Calibrated(game string, players, mover int, raw []float64) []float64 {
	if raw == nil {
		return nil
	}
	c, ok := curves[curveKey{game, players}]
	if !ok || len(raw) != players {
		out := make([]float64, len(raw))
		for i, p := range raw {
			out[i] = math.Exp(logChance(p))
		}
		return sharedOut(out)
	}
	return c.Apply(mover, raw)
}

// rawFloor keeps a chance of 0 or 1 (a win the search proved) from being
// infinitely sure: a thousandth.
const rawFloor = 1e-3

// logChance is the log of the engine's chance p, kept from being
// infinitely sure, an unknown taken as even.
func logChance(p float64) float64 {
	if math.IsNaN(p) {
		p = 0.5
	}
	return math.Log(min(max(p, rawFloor), 1))
}

// halfLogit is x, half the logit of the engine's chance p, kept from
// being infinitely sure.
func halfLogit(p float64) float64 {
	if math.IsNaN(p) {
		p = 0.5
	}
	p = min(max(p, rawFloor), 1-rawFloor)
	return math.Log(p/(1-p)) / 2
}

// chanceFloor is the least chance a seat is given: far below what a
// player reads, far above what would round to nothing beside 1.
const chanceFloor = 1e-9

// The bounds of a curve's numbers: beyond, a curve would say the engine
// knows nothing, or everything.
const (
	maxScale = 10
	maxCube  = 5
	maxMover = 5
)

func (c Curve) valid() bool {
	return c.Scale >= 0 && c.Scale <= maxScale && c.Cube >= 0 && c.Cube <= maxCube && math.Abs(c.Mover) <= maxMover
}

// features are what a curve weighs for seat i of raw: x, x³, and 1 for
// the mover.
func features(raw []float64, mover, i int) [3]float64 {
	x := halfLogit(raw[i])
	var m float64
	if i == mover {
		m = 1
	}
	return [3]float64{x, x * x * x, m}
}

func (c Curve) params() [3]float64 { return [3]float64{c.Scale, c.Cube, c.Mover} }

// Apply is raw, the engine's chances in a position where seat mover is
// to move, turned into chances by c.
func (c Curve) Apply(mover int, raw []float64) []float64 {
	z := make([]float64, len(raw))
	top := math.Inf(-1)
	w := c.params()
	for i := range raw {
		f := features(raw, mover, i)
		z[i] = w[0]*f[0] + w[1]*f[1] + w[2]*f[2]
		top = max(top, z[i])
	}
	for i := range z {
		z[i] = math.Exp(z[i] - top)
	}
	return sharedOut(z)
}

// sharedOut is weights shared out to add up to 1, none below chanceFloor (nor
// so exactly 1).
func sharedOut(weights []float64) []float64 {
	out := make([]float64, len(weights))
	for pass := range 2 {
		sum := 0.0
		for _, w := range weights {
			sum += w
		}
		for i, w := range weights {
			out[i] = w / sum
			if pass == 0 {
				out[i] = max(out[i], chanceFloor)
			}
		}
		weights = out
	}
	return out
}
