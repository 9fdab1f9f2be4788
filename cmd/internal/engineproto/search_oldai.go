//go:build oldai

package engineproto

import (
	"context"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
)

// think searches g with an engine of an earlier commit, which answers a
// move and nothing more (ai.BestMoveWith with a budget, a seed and steps
// is as old as the match runner); see search.go.
func think(ctx context.Context, g rules.Game, lvl ai.Level, o GoOptions) (report, error) {
	budget := o.Time
	if o.Steps > 0 && budget <= 0 {
		budget = time.Hour // such engines stop at their level's time even when given steps
	}
	m, err := ai.BestMoveWith(ctx, g, lvl, ai.Options{Budget: budget, Seed: o.Seed, Steps: o.Steps})
	return report{move: m}, err
}
