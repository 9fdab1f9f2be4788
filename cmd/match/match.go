package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/setups"
)

type config struct {
	setup    string
	sides    [2]player
	games    int
	parallel int // games played at once
	seed     uint64
	budget   time.Duration
	maxPlies int
	seatA    int // side A's seat in every game, from 1; 0 takes turns
	verbose  bool
	moves    bool        // with verbose: each game's moves too
	only     []int       // the games to play, numbered from 1 as -v prints them; nil: 1 to games
	sprt     *sprt       // stops the match at a verdict; nil: every game is played
	resign   *resignRule // ends a game both searches judge lost; nil: games are played out
}

// gameIndexes are the games of the match to play, from 0.
func (cfg config) gameIndexes() []int {
	if cfg.only != nil {
		return cfg.only
	}
	all := make([]int, cfg.games)
	for i := range all {
		all[i] = i
	}
	return all
}

// gameResult is how one game ended for side A.
type gameResult struct {
	index       int
	seatA       int
	winner      int // 0 side A, 1 side B, -1 a draw
	plies       int
	done        bool // false: stopped at the move limit
	forfeit     bool // lost by an engine process that gave no legal move
	adjudicated bool // ended by the resign rule
	reason      string
	times       [2][]time.Duration
	steps       [2][]int
	record      []string
}

// results is the score of a match from side A's and side B's point of view.
type results struct {
	seats       int
	wins        [2]int
	draws       int
	unfinished  int
	times       [2][]time.Duration
	steps       [2][]int
	plies       []int
	winPlies    [2][]int // the length of each side's won games
	verdict     string   // the sequential test's, once reached
	forfeits    []string // how the games lost by forfeit ended, by game
	adjudicated int      // games the resign rule ended
}

// test is where the sequential test stands after the games so far; a
// verdict once reached stands, though games under way when it was end
// after it and count.
func (r *results) test(s sprt) sprtState {
	st := s.state(r.wins[0], r.draws, r.wins[1])
	if r.verdict != "" {
		st.Verdict = r.verdict
	}
	return st
}

func (r *results) add(g gameResult) {
	if g.winner >= 0 {
		r.wins[g.winner]++
		r.winPlies[g.winner] = append(r.winPlies[g.winner], g.plies)
	} else {
		r.draws++
	}
	if !g.done {
		r.unfinished++
	}
	if g.adjudicated {
		r.adjudicated++
	}
	if g.forfeit {
		r.forfeits = append(r.forfeits, fmt.Sprintf("game %d: %s", g.index+1, g.reason))
	}
	r.plies = append(r.plies, g.plies)
	for side := range 2 {
		r.times[side] = append(r.times[side], g.times[side]...)
		r.steps[side] = append(r.steps[side], g.steps[side]...)
	}
}

// run plays the match, cfg.parallel games at a time. In game i side A
// takes seat i mod seats and side B every other seat, so both sides play
// every seat in turn; the games of one round of seats share their seed
// (the same rolls of the die where the moves allow).
func run(cfg config, log io.Writer) (results, error) {
	first, err := setups.Open(cfg.setup)
	if err != nil {
		return results{}, err
	}
	for _, p := range cfg.sides {
		if p.engines != nil {
			defer p.engines.close()
		}
	}
	res := results{seats: first.Players()}
	if cfg.seatA < 0 || cfg.seatA > res.seats {
		return res, fmt.Errorf("-seat %d: the setup has seats 1 to %d (or 0 to take turns)", cfg.seatA, res.seats)
	}
	if cfg.sprt != nil && res.seats != 2 {
		return res, fmt.Errorf("-sprt: the test weighs two sides' Elo, and the setup has %d seats", res.seats)
	}
	var mu sync.Mutex
	var firstErr error
	work := make(chan int)
	var wg sync.WaitGroup
	for range max(cfg.parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				g, err := playOne(cfg, i, res.seats)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("game %d: %w", i+1, err)
				}
				if err == nil {
					res.add(g)
					if cfg.verbose {
						fmt.Fprintln(log, g.line(cfg))
					}
					if cfg.sprt != nil && res.verdict == "" {
						res.verdict = res.test(*cfg.sprt).Verdict
					}
				}
				mu.Unlock()
			}
		}()
	}
	for _, i := range cfg.gameIndexes() {
		mu.Lock()
		stop := firstErr != nil || res.verdict != "" // no game begins after the test's verdict
		mu.Unlock()
		if stop {
			break
		}
		work <- i
	}
	close(work)
	wg.Wait()
	return res, firstErr
}

func playOne(cfg config, i, seats int) (gameResult, error) {
	g, err := setups.Open(cfg.setup)
	if err != nil {
		return gameResult{}, err
	}
	gr := gameResult{index: i, seatA: i % seats}
	seed := ai.MoveSeed(cfg.seed, i/seats)
	if cfg.seatA > 0 { // every game its own seed, or the players would repeat one
		gr.seatA, seed = cfg.seatA-1, ai.MoveSeed(cfg.seed, i)
	}
	err = playGame(g, cfg, seed, &gr)
	return gr, err
}

// playGame plays one game to its end or to the move limit and scores it.
func playGame(g rules.Game, cfg config, seed uint64, gr *gameResult) error {
	ctx := context.Background()
	pos := position{game: g, setup: cfg.setup}
	watch := resignWatch{rule: cfg.resign}
	for ; gr.plies < cfg.maxPlies && !g.Status().Over; gr.plies++ {
		seat := g.Turn()
		moveSeed := ai.MoveSeed(seed, gr.plies)
		if seat == rules.Chance {
			roll := ai.RandomMove(g, moveSeed)
			if err := g.Play(roll); err != nil {
				return err
			}
			pos.moves = append(pos.moves, roll.String())
			continue
		}
		side := 1
		if seat == gr.seatA {
			side = 0
		}
		p := cfg.sides[side]
		start := time.Now()
		// The sides draw different seeds, so that the same player on
		// both sides does not play the same moves.
		r, err := p.move(ctx, pos, moveSeed^uint64(side+1)*0x9e3779b97f4a7c15, cfg.budget)
		var lost forfeit
		if errors.As(err, &lost) {
			gr.done, gr.winner, gr.reason, gr.forfeit = true, 1-side, fmt.Sprintf("%s forfeits: %v", p.name(), lost), true
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", p.name(), err)
		}
		if p.kind != "random" {
			gr.times[side] = append(gr.times[side], time.Since(start))
			gr.steps[side] = append(gr.steps[side], r.steps)
		}
		if err := g.Play(r.move); err != nil {
			return fmt.Errorf("%s played %v: %w", p.name(), r.move, err)
		}
		pos.moves = append(pos.moves, r.move.String())
		if loser, ok := watch.see(side, r); ok && !g.Status().Over {
			gr.done, gr.winner, gr.adjudicated, gr.reason = true, 1-loser, true, watch.reason(cfg.sides[loser].name())
			gr.plies++
			return nil
		}
	}
	if cfg.moves {
		gr.record = pos.moves
	}
	st := g.Status()
	gr.done, gr.winner, gr.reason = st.Over, -1, st.Reason
	switch {
	case !st.Over:
		gr.reason = fmt.Sprintf("unfinished after %d moves", cfg.maxPlies)
	case slices.Contains(st.Winners, gr.seatA):
		gr.winner = 0
	case len(st.Winners) > 0:
		gr.winner = 1
	}
	return nil
}

func (g gameResult) line(cfg config) string {
	s := fmt.Sprintf("game %d (%s on seat %d): %s, %d plies", g.index+1, cfg.sides[0].name(), g.seatA+1, g.reason, g.plies)
	if len(g.record) > 0 {
		s += "\n  " + strings.Join(g.record, " ")
	}
	return s
}

func (r results) print(w io.Writer, cfg config) {
	fmt.Fprintf(w, "%s: %s vs %s, %d games\n", cfg.setup, cfg.sides[0].name(), cfg.sides[1].name(), r.wins[0]+r.wins[1]+r.draws)
	width := max(len(cfg.sides[0].name()), len(cfg.sides[1].name()), 5)
	for side, p := range cfg.sides {
		line := fmt.Sprintf("  %-*s wins %3d", width, p.name(), r.wins[side])
		if ts := r.times[side]; len(ts) > 0 {
			line += fmt.Sprintf("   time per move: median %v, mean %v, max %v (%d moves)",
				median(ts).Round(time.Millisecond), mean(ts).Round(time.Millisecond), slices.Max(ts).Round(time.Millisecond), len(ts))
		}
		if st := r.steps[side]; len(st) > 0 && slices.Max(st) > 0 {
			line += fmt.Sprintf("; steps per move: median %d", median(st))
		}
		fmt.Fprintln(w, line)
	}
	fmt.Fprintf(w, "  %-*s %3d", width+5, "draws", r.draws)
	if r.unfinished > 0 {
		fmt.Fprintf(w, " (%d stopped after %d moves)", r.unfinished, cfg.maxPlies)
	}
	fmt.Fprintln(w)
	if r.adjudicated > 0 {
		fmt.Fprintf(w, "  %d games ended by the resign rule (%d for %d moves)\n", r.adjudicated, cfg.resign.score, cfg.resign.moves)
	}
	if n := len(r.forfeits); n > 0 {
		fmt.Fprintf(w, "  %d games lost by forfeit; the first, %s\n", n, r.forfeits[0])
	}
	e := estimateOf(r.wins[0], r.wins[1], r.draws, r.seats)
	fmt.Fprintf(w, "  score of %s: %v\n", cfg.sides[0].name(), e)
	if cfg.sprt != nil {
		fmt.Fprintf(w, "  %v: %v\n", *cfg.sprt, r.test(*cfg.sprt))
	}
	if len(r.plies) > 0 {
		line := fmt.Sprintf("  plies per game: median %d", median(r.plies))
		for side, p := range cfg.sides {
			if wp := r.winPlies[side]; len(wp) > 0 {
				line += fmt.Sprintf("; %s's wins: median %d, mean %.0f", p.name(), median(wp), meanInt(wp))
			}
		}
		fmt.Fprintln(w, line)
	}
}

func median[T int | time.Duration](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func mean(ts []time.Duration) time.Duration {
	var sum time.Duration
	for _, t := range ts {
		sum += t
	}
	return sum / time.Duration(len(ts))
}

func meanInt(xs []int) float64 {
	sum := 0
	for _, x := range xs {
		sum += x
	}
	return float64(sum) / float64(len(xs))
}

// parseGameNumbers reads -only: game numbers from 1, separated by commas,
// as indexes from 0. An empty text is nil: every game.
func parseGameNumbers(text string) ([]int, error) {
	if text == "" {
		return nil, nil
	}
	var indexes []int
	for _, field := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-only %q: %q is not a game number (1, 2, ...)", text, field)
		}
		indexes = append(indexes, n-1)
	}
	return indexes, nil
}
