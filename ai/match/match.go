package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/setups"
)

// player is a level of the computer player, or the random mover.
type player struct {
	name   string
	level  ai.Level
	random bool
}

func parsePlayer(s string) (player, error) {
	if strings.EqualFold(s, "random") {
		return player{name: "random", random: true}, nil
	}
	l, err := ai.ParseLevel(s)
	if err != nil {
		return player{}, fmt.Errorf("player %q: want easy, medium, hard or random", s)
	}
	return player{name: l.String(), level: l}, nil
}

type config struct {
	setup    string
	sides    [2]player
	games    int
	seed     uint64
	budget   time.Duration
	maxPlies int
	verbose  bool
}

// results is the score of a match from side A's and side B's point of view.
type results struct {
	wins       [2]int
	draws      int
	unfinished int
	times      [2][]time.Duration
}

// run plays the match. In game i side A takes seat i mod seats and side B
// every other seat, so both sides play every seat in turn.
func run(cfg config, log io.Writer) (results, error) {
	var res results
	for i := range cfg.games {
		g, err := setups.Open(cfg.setup)
		if err != nil {
			return res, err
		}
		seatA := i % g.Players()
		outcome, err := playGame(g, cfg, seatA, uint64(i), &res)
		if err != nil {
			return res, fmt.Errorf("game %d: %w", i+1, err)
		}
		if cfg.verbose {
			fmt.Fprintf(log, "game %d (%s on seat %d): %s\n", i+1, cfg.sides[0].name, seatA+1, outcome)
		}
	}
	return res, nil
}

// playGame plays one game to its end or to the move limit and scores it.
func playGame(g rules.Game, cfg config, seatA int, game uint64, res *results) (string, error) {
	die := cfg.seed*0x9e3779b97f4a7c15 + game
	for ply := 0; ply < cfg.maxPlies; ply++ {
		if g.Status().Over {
			break
		}
		seat := g.Turn()
		seed := die + uint64(ply)*0x2545f4914f6cdd1d
		if seat == rules.Chance {
			if err := g.Play(ai.RandomMove(g, seed)); err != nil {
				return "", err
			}
			continue
		}
		side := 1
		if seat == seatA {
			side = 0
		}
		p := cfg.sides[side]
		start := time.Now()
		var m rules.Move
		if p.random {
			m = ai.RandomMove(g, seed)
		} else {
			var err error
			m, err = ai.BestMoveWith(context.Background(), g, p.level, ai.Options{Budget: cfg.budget, Seed: seed})
			if err != nil {
				return "", err
			}
			res.times[side] = append(res.times[side], time.Since(start))
		}
		if err := g.Play(m); err != nil {
			return "", fmt.Errorf("%s played %v: %w", p.name, m, err)
		}
	}
	st := g.Status()
	switch {
	case !st.Over:
		res.draws++
		res.unfinished++
		return fmt.Sprintf("unfinished after %d moves", cfg.maxPlies), nil
	case len(st.Winners) == 0:
		res.draws++
	case slices.Contains(st.Winners, seatA):
		res.wins[0]++
	default:
		res.wins[1]++
	}
	return st.Reason, nil
}

func (r results) print(w io.Writer, cfg config) {
	fmt.Fprintf(w, "%s: %s vs %s, %d games\n", cfg.setup, cfg.sides[0].name, cfg.sides[1].name, cfg.games)
	for side, p := range cfg.sides {
		line := fmt.Sprintf("  %-7s wins %3d", p.name, r.wins[side])
		if ts := r.times[side]; len(ts) > 0 {
			line += fmt.Sprintf("   time per move: median %v, max %v (%d moves)",
				median(ts).Round(time.Millisecond), slices.Max(ts).Round(time.Millisecond), len(ts))
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "  draws   %3d", r.draws)
	if r.unfinished > 0 {
		fmt.Fprintf(w, " (%d stopped after %d moves)", r.unfinished, cfg.maxPlies)
	}
	fmt.Fprintln(w)
}

func median(ts []time.Duration) time.Duration {
	s := slices.Clone(ts)
	slices.Sort(s)
	return s[len(s)/2]
}
