//go:build !oldai

package engineproto

import (
	"context"

	"boardshelf/ai"
	"boardshelf/rules"
)

// think searches g with today's engine, which tells its judgement. This
// file and its twin search_oldai.go are the only ones that call the
// engine, so that the server builds against engines of earlier commits
// (see cmd/match/build-engine).
func think(ctx context.Context, g rules.Game, lvl ai.Level, o GoOptions) (report, error) {
	r, err := ai.Search(ctx, g, lvl, ai.Options{Budget: o.Time, Seed: o.Seed, Steps: o.Steps, Threads: o.Threads, Lines: o.Lines})
	if err != nil {
		return report{}, err
	}
	out := report{move: r.Move, depth: r.Depth, steps: r.Steps, threads: r.Threads,
		score: r.Score, chances: r.Chances, line: r.Line}
	if o.Lines > 1 {
		for _, l := range r.Best {
			out.best = append(out.best, report{move: l.Move, score: l.Score, chances: l.Chances, line: []rules.Move{l.Move}})
		}
	}
	return out, nil
}
