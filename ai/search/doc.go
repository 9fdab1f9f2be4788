// Package search is the engine's kernel, which knows no game: the
// alpha-beta search (negamax with principal-variation windows, iterative
// deepening, quiescence, late-move reductions, futility and null-move
// pruning, Lazy SMP threads) over a game's Position, its staged move
// Picker with the killers and the history, the transposition table, the
// Monte Carlo tree search over any rules.Game judged by a Judge, and the
// time management: a Clock that stops a search by a budget, fixed steps
// or a share of a GameClock, with a soft stop (no new iteration) and a
// hard one.
//
// A Job is one search: what it is given (clock, seed, threads, lines
// wanted) and what it found (score, chances, the line expected, the best
// few root moves). Each game's position and evaluation is a package over
// this one (ai/terachess, ai/terrace, ai/sixmaking, ai/chessrace); package
// ai picks the game's search.
package search
