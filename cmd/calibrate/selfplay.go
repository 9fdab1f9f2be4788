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

// playGame plays game number i of setup (selfPlayGame), then judges the
// positions drawn with the chances the engine gives uncalibrated, and
// returns them with the game's result; none when the game was not over
// after sp.maxPlies.
func playGame(ctx context.Context, setup string, sp selfPlay, i int) ([]analysis.Sample, error) {
	drawn, g, err := selfPlayGame(ctx, setup, sp, i)
	if err != nil || !g.Status().Over {
		return nil, err // unfinished: what it would have come to is unknown
	}
	seed := gameSeed(sp, i)
	outcome := analysis.ResultChances(g.Players(), g.Status().Winners)
	var out []analysis.Sample
	for _, d := range drawn {
		p := d.game
		e, err := analysis.Evaluate(ctx, p, analysis.Options{Steps: sp.judgeSteps, Threads: 1, Seed: ai.MoveSeed(seed, 1000+d.index), Raw: true})
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

// drawnPosition is a position of a game of self-play drawn to be judged,
// the index-th of those where a player was to move.
type drawnPosition struct {
	index int
	game  rules.Game
}

// gameSeed is the seed of game number i: its random moves, Hard's and the
// judgements'.
func gameSeed(sp selfPlay, i int) uint64 { return sp.seed<<32 ^ uint64(i) }

// selfPlayGame plays game number i of setup: a few random moves, then
// Hard against itself at sp.playSteps a move, the die rolled at random,
// at most sp.maxPlies moves. It draws sp.samples of the positions where a
// player was to move, and gives them with the game where it stopped. The
// same game comes again on any machine: a seed of its number, fixed
// steps, one thread.
func selfPlayGame(ctx context.Context, setup string, sp selfPlay, i int) ([]drawnPosition, rules.Game, error) {
	g, err := setups.Open(setup)
	if err != nil {
		return nil, nil, err
	}
	seed := gameSeed(sp, i)
	rng := rand.New(rand.NewPCG(seed, 0xca11b))
	var positions []rules.Game
	for ply := 0; ply < sp.maxPlies && !g.Status().Over; ply++ {
		m, err := nextMove(ctx, g, sp, rng, seed, ply)
		if err != nil {
			return nil, nil, err
		}
		if g.Turn() != rules.Chance && ply >= sp.randomPlies {
			positions = append(positions, g.Clone())
		}
		if err := g.Play(m); err != nil {
			return nil, nil, err
		}
	}
	var drawn []drawnPosition
	if g.Status().Over { // an unfinished game draws none, as it always has: the seed's sequence is the same
		for _, k := range rng.Perm(len(positions))[:min(sp.samples, len(positions))] {
			drawn = append(drawn, drawnPosition{k, positions[k]})
		}
	}
	return drawn, g, nil
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
