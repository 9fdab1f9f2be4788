package search

import "math"

// An impartial judgement of three or four seats, for people rather than
// for play (Job.Impartial): each seat still in has a worth, in clear
// leads, and its chance to win is its share of exp(leadLogit·worth) among
// the seats still in. With two seats that is leadChances' curve; with more
// it gives every seat the same chance whichever of them is to move, where
// a lead over the others' average, and the rest shared equally, gives the
// mover more than its due each turn in turn.

// SoftRival is the others' worths (in clear leads) taken as one rival, so
// that a seat of worth w has the chance 1/(1+exp(-leadLogit·(w-rival)))
// its share gives it: near the strongest other's worth, raised by each
// other close to it. Of one other it is that other's worth; of none, 0.
func SoftRival(others []float64) float64 {
	if len(others) == 0 {
		return 0
	}
	top := math.Inf(-1)
	for _, w := range others {
		top = max(top, w)
	}
	sum := 0.0
	for _, w := range others {
		sum += math.Exp(leadLogit * (w - top))
	}
	return top + math.Log(sum)/leadLogit
}

// SharedChances is each seat's chance to win: the mover's from its lead
// over SoftRival of the others still in (in clear leads), the rest shared
// among those others by their worths (in clear leads), 0 for a seat not
// in; nil for a lead that is NaN (not judged).
func SharedChances(mover int, lead float64, worths []float64, in []bool) []float64 {
	if math.IsNaN(lead) {
		return nil
	}
	out := make([]float64, len(worths))
	top := math.Inf(-1)
	for s, w := range worths {
		if s != mover && in[s] {
			top = max(top, w)
		}
	}
	sum := 0.0
	for s, w := range worths {
		if s != mover && in[s] {
			out[s] = math.Exp(leadLogit * (w - top))
			sum += out[s]
		}
	}
	own := 1.0
	if sum > 0 {
		own = 1 / (1 + math.Exp(-leadLogit*lead))
	}
	for s := range out {
		if sum > 0 {
			out[s] *= (1 - own) / sum
		}
	}
	out[mover] = own
	return out
}
