package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"boardshelf/ai"
	"boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/setups"
)

// selfPlay is how the games are played and their positions judged.
type selfPlay struct {
	games       int // per setup
	first       int // number of the first game
	playSteps   int // Hard's steps a move in the games
	judgeSteps  int // analysis.Evaluate's steps for each position judged
	samples     int // positions judged per game
	randomPlies int // random moves that open each game
	maxPlies    int // a game still going after so many moves is left out
	parallel    int
	seed        uint64
}

// playSetup plays sp.games games of setup, sp.parallel at once, and
// hands keep the positions judged in each, one game at a time.
func playSetup(ctx context.Context, setup string, sp selfPlay, keep func([]analysis.Sample) error) error {
	next := make(chan int)
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		first error
	)
	for range max(sp.parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s, err := playGame(ctx, setup, sp, i)
				mu.Lock()
				if err != nil {
					err = fmt.Errorf("%s game %d: %w", setup, i, err)
				} else {
					err = keep(s)
				}
				if first == nil {
					first = err
				}
				mu.Unlock()
			}
		}()
	}
	for i := range sp.games {
		next <- sp.first + i
	}
	close(next)
	wg.Wait()
	return first
}

// playGame plays game number i of setup: a few random moves, then Hard
// against itself at sp.playSteps a move, the die rolled at random. Then
// it judges sp.samples of its positions, drawn among those where a
// player is to move, with the chances the engine gives uncalibrated, and
// returns them with the game's result; none when the game was not over
// after sp.maxPlies.
func playGame(ctx context.Context, setup string, sp selfPlay, i int) ([]analysis.Sample, error) {
	g, err := setups.Open(setup)
	if err != nil {
		return nil, err
	}
	seed := sp.seed<<32 ^ uint64(i)
	rng := rand.New(rand.NewPCG(seed, 0xca11b))
	var positions []rules.Game
	for ply := 0; ply < sp.maxPlies && !g.Status().Over; ply++ {
		m, err := nextMove(ctx, g, sp, rng, seed, ply)
		if err != nil {
			return nil, err
		}
		if g.Turn() != rules.Chance && ply >= sp.randomPlies {
			positions = append(positions, g.Clone())
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	if !g.Status().Over {
		return nil, nil // unfinished: what it would have come to is unknown
	}
	outcome := analysis.ResultChances(g.Players(), g.Status().Winners)
	var out []analysis.Sample
	for _, k := range rng.Perm(len(positions))[:min(sp.samples, len(positions))] {
		p := positions[k]
		e, err := analysis.Evaluate(ctx, p, analysis.Options{Steps: sp.judgeSteps, Threads: 1, Seed: ai.MoveSeed(seed, 1000+k), Raw: true})
		if err != nil {
			return nil, err
		}
		if e.Chances == nil {
			continue // a move found without judging: nothing to calibrate
		}
		out = append(out, analysis.Sample{Setup: setup, Game: analysis.GameName(p), Players: p.Players(),
			Mover: p.Turn(), Steps: sp.judgeSteps, Raw: e.Chances, Outcome: outcome, Played: i})
	}
	return out, nil
}

// nextMove is the move played at ply: a random face of the die, a random
// move in the opening, else Hard's.
func nextMove(ctx context.Context, g rules.Game, sp selfPlay, rng *rand.Rand, seed uint64, ply int) (rules.Move, error) {
	moves := g.Moves()
	if len(moves) == 0 {
		return nil, fmt.Errorf("no move at ply %d", ply)
	}
	if g.Turn() == rules.Chance || ply < sp.randomPlies {
		return moves[rng.IntN(len(moves))], nil
	}
	return ai.BestMoveWith(ctx, g, ai.Hard, ai.Options{Steps: sp.playSteps, Threads: 1, Seed: ai.MoveSeed(seed, ply)})
}
