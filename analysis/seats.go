package analysis

import "boardshelf/rules"

// withoutSeatsOut is chances with every seat that is out of g (a game of
// three or four, rules.Eliminating) at exactly 0, the others scaled to
// make up 1: the rules have ruled, where calibration keeps every chance
// a judgement gives from being quite sure.
func withoutSeatsOut(g rules.Game, chances []float64) []float64 {
	out, ok := g.(rules.Eliminating)
	if !ok || len(chances) != g.Players() {
		return chances
	}
	in, kept := make([]float64, len(chances)), 0.0
	for seat, c := range chances {
		if !out.Eliminated(seat) {
			in[seat] = c
			kept += c
		}
	}
	if kept <= 0 {
		return chances
	}
	for seat := range in {
		in[seat] /= kept
	}
	return in
}

// withoutSeatsOutAfter is withoutSeatsOut in the position after m.
func withoutSeatsOutAfter(g rules.Game, m rules.Move, chances []float64) []float64 {
	if _, ok := g.(rules.Eliminating); !ok || chances == nil || m == nil {
		return withoutSeatsOut(g, chances)
	}
	after := g.Clone()
	if after.Play(m) != nil {
		return chances
	}
	return withoutSeatsOut(after, chances)
}
