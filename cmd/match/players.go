package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
)

// A player is written as a name and, after a colon, settings separated by
// commas:
//
//	hard                       the engine's Hard at its own time (1.5 s)
//	hard:time=500ms,threads=1  Hard given half a second, on one thread
//	hard:steps=200000          Hard stopped after 200,000 positions
//	uct:time=4.5s              the reference UCT player for 4.5 s a move
//	uct:playouts=100000,c=0.7  ... for 100,000 playouts, exploration 0.7
//	bestfirst:nodes=60000      the reference best-first minimax (Terachess)
//	random                     a random legal move
//	exec:PATH:level=expert     an engine run as a process (PATH engine),
//	                           spoken to by the engine protocol
//	                           (docs/engine-protocol.md); its settings
//	                           (level, time, steps, threads) go to it
//
// Names: easy, medium, hard and expert; uct, bestfirst and random; and
// exec:PATH. The engines of earlier commits are played as processes (see
// build-engine and engines.txt).
type player struct {
	spec    string // as written
	kind    string // "level", "uct", "bestfirst", "random" or "exec"
	level   ai.Level
	time    time.Duration
	steps   int
	threads int
	c       float64
	engines *enginePool // an exec player's processes
}

// position is a game in play as a player is asked to move in it: the
// game, and for engine processes the setup and the moves from its start.
type position struct {
	game  rules.Game
	setup string   // the setup id or file
	moves []string // every move so far, die rolls included
}

// uctExploration is the reference player's exploration constant: of the
// usual values (0.4 to 1.4 for results from 0 to 1), the strongest in
// Six MaKING at equal playouts (see docs/strength.md).
const uctExploration = 0.7

func parsePlayer(spec string) (player, error) {
	name, settings, _ := strings.Cut(strings.TrimSpace(spec), ":")
	p := player{spec: spec, c: uctExploration}
	lower := strings.ToLower(name)
	switch {
	case strings.HasPrefix(strings.TrimSpace(spec), execPrefix):
		return parseExec(spec)
	case lower == "random" || lower == "uct" || lower == "bestfirst":
		p.kind = lower
	default:
		l, err := ai.ParseLevel(lower)
		if err != nil {
			return p, fmt.Errorf("player %q: want a level (%s), uct, bestfirst, random or exec:PATH", spec, levelNames())
		}
		p.kind, p.level = "level", l
	}
	return p, p.setAll(settings)
}

// setAll reads the settings after the colon, separated by commas.
func (p *player) setAll(settings string) error {
	if settings == "" {
		return nil
	}
	for _, kv := range strings.Split(settings, ",") {
		if err := p.set(kv); err != nil {
			return fmt.Errorf("player %q: %v", p.spec, err)
		}
	}
	return nil
}

func levelNames() string {
	var names []string
	for _, l := range ai.Levels {
		names = append(names, l.String())
	}
	return strings.Join(names, ", ")
}

// set reads one setting, key=value.
func (p *player) set(kv string) error {
	key, value, ok := strings.Cut(strings.TrimSpace(kv), "=")
	if !ok {
		return fmt.Errorf("setting %q: want key=value", kv)
	}
	var err error
	switch key {
	case "time":
		p.time, err = time.ParseDuration(value)
	case "steps", "playouts", "nodes":
		var f float64
		f, err = strconv.ParseFloat(value, 64) // 2e5 is welcome
		p.steps = int(f)
	case "threads":
		p.threads, err = strconv.Atoi(value)
	case "c":
		p.c, err = strconv.ParseFloat(value, 64)
	case "level":
		if p.kind != "exec" {
			return fmt.Errorf("setting %q: only an exec player takes a level", kv)
		}
		p.level, err = ai.ParseLevel(value)
	default:
		return fmt.Errorf("setting %q: want time, steps (playouts, nodes), threads, c or (exec) level", key)
	}
	if err != nil {
		return fmt.Errorf("setting %q: %v", kv, err)
	}
	return nil
}

// name is how the report calls the player.
func (p player) name() string { return p.spec }

// budget is the time a player has for a move: its own setting, else the
// match's, else (zero) its level's.
func (p player) budget(match time.Duration) time.Duration {
	if p.time > 0 {
		return p.time
	}
	return match
}

// reply is a player's move, the steps its search took and, from a search
// that scores positions, its score for the mover (see resignRule).
type reply struct {
	move   rules.Move
	steps  int
	score  int
	scored bool
}

// move is the player's move in the position (left as it was).
func (p player) move(ctx context.Context, pos position, seed uint64, match time.Duration) (reply, error) {
	budget := p.budget(match)
	g := pos.game
	switch p.kind {
	case "exec":
		return p.execMove(ctx, pos, seed, budget)
	case "random":
		return reply{move: ai.RandomMove(g, seed)}, nil
	case "uct":
		if budget <= 0 && p.steps <= 0 {
			budget = ai.Hard.Budget()
		}
		m, n := uctMove(ctx, g, p.c, p.steps, budget, seed)
		return reply{move: m, steps: n}, nil
	case "bestfirst":
		steps := p.steps
		if steps <= 0 {
			steps = 60000
		}
		m, n := bestFirstMove(ctx, g, steps, seed)
		if m == nil {
			return reply{steps: n}, fmt.Errorf("bestfirst plays Terachess only, not %T", g)
		}
		return reply{move: m, steps: n}, nil
	}
	r, err := ai.Search(ctx, g, p.level, ai.Options{Budget: budget, Seed: seed, Steps: p.steps, Threads: p.threadCount()})
	return reply{move: r.Move, steps: r.Steps, score: r.Score, scored: r.Depth > 0}, err
}

// threadCount is the threads a level searches with: one unless set, so
// that a match compares the searches core for core.
func (p player) threadCount() int {
	if p.threads > 0 {
		return p.threads
	}
	return 1
}
