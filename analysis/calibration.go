package analysis

// Calibrated turns the engine's chances (ai.Result.Chances, by seat, from
// the search for the seat mover) into calibrated chances to win, by the
// curve fitted for game and its number of players; nil stays nil.
//
// Until a curve is fitted the engine's own chances pass as they are,
// scaled to add up to 1.
func Calibrated(game string, players, mover int, raw []float64) []float64 {
	if raw == nil {
		return nil
	}
	out := make([]float64, len(raw))
	sum := 0.0
	for _, c := range raw {
		sum += c
	}
	for i, c := range raw {
		if sum > 0 {
			out[i] = c / sum
		} else {
			out[i] = 1 / float64(len(raw))
		}
	}
	return out
}
