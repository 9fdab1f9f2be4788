package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"boardshelf/ai"
	"boardshelf/cmd/internal/engineproto"
	"boardshelf/rules"
)

// execPrefix begins the spec of an engine run as a process.
const execPrefix = "exec:"

// enginePool holds the processes of one exec player: one per game played
// at once, each told the whole position at every move, so any may answer
// any game.
type enginePool struct {
	path string
	mu   sync.Mutex
	idle []*engineproto.Client
	all  []*engineproto.Client
	name string // the engine's id name, once one has greeted
}

// take is an idle process, or a new one.
func (p *enginePool) take() (*engineproto.Client, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		return c, nil
	}
	c, err := engineproto.Start(p.path)
	if err != nil {
		return nil, err
	}
	p.all = append(p.all, c)
	p.name = c.Name
	return c, nil
}

// give hands a process back; one that failed is ended, not used again.
func (p *enginePool) give(c *engineproto.Client, failed bool) {
	if failed {
		c.Close()
		return
	}
	p.mu.Lock()
	p.idle = append(p.idle, c)
	p.mu.Unlock()
}

// close ends every process.
func (p *enginePool) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.all {
		c.Close()
	}
	p.all, p.idle = nil, nil
}

// engineName is the engine's id name, "" before it has played.
func (p *enginePool) engineName() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.name
}

// parseExec reads exec:PATH with its settings after a further colon.
func parseExec(spec string) (player, error) {
	rest := strings.TrimPrefix(strings.TrimSpace(spec), execPrefix)
	path, settings, _ := strings.Cut(rest, ":")
	if path == "" {
		return player{}, fmt.Errorf("player %q: want exec:PATH", spec)
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	p := player{spec: spec, kind: "exec", level: ai.Hard, engines: &enginePool{path: path}}
	return p, p.setAll(settings)
}

// forfeit is a move an engine process failed to give: the game is lost.
type forfeit struct{ why string }

func (f forfeit) Error() string { return f.why }

// execMove asks the engine process for its move in the position.
func (p player) execMove(ctx context.Context, pos position, seed uint64, budget time.Duration) (reply, error) {
	c, err := p.engines.take()
	if err != nil {
		return reply{}, forfeit{fmt.Sprintf("the engine could not start: %v", err)}
	}
	o := engineproto.GoOptions{Level: p.level.String(), Steps: p.steps, Time: budget, Seed: seed, Threads: p.threadCount()}
	ctx, cancel := context.WithTimeout(ctx, answerWithin(o, p.level))
	defer cancel()
	a, err := c.Move(ctx, pos.setup, pos.moves, o, 5*time.Second)
	p.engines.give(c, err != nil)
	if err != nil {
		return reply{}, forfeit{fmt.Sprintf("no move: %v", err)}
	}
	m, err := rules.ParseMove(pos.game, a.Move)
	if err != nil {
		return reply{steps: a.Steps}, forfeit{fmt.Sprintf("played %s, which is not legal", rules.Clip(a.Move))}
	}
	return reply{move: m, steps: a.Steps, score: a.Score, scored: a.Depth > 0}, nil
}

// answerWithin is how long an engine may take before it is told to stop:
// twice its time and some, a generous bound for a search by steps.
func answerWithin(o engineproto.GoOptions, lvl ai.Level) time.Duration {
	switch {
	case o.Time > 0:
		return 2*o.Time + 5*time.Second
	case o.Steps > 0:
		return 10 * time.Minute
	}
	return 2*lvl.Budget() + 5*time.Second
}
