// Package hard202611 is a frozen copy of the computer player as it stood in
// November 2026 (package boardshelf/ai before issue 17), kept unchanged so
// that the match runner can always measure today's levels against it: its
// Hard is the player "hard-2026-11" of cmd/match. Do not improve it; the
// only change since is the split of the search into steps (issue 14),
// which searches exactly the same nodes.
//
// What follows is the package comment of the time.
//
// Package ai is the computer opponent: given any game in progress, BestMove
// chooses a move for the seat to move at one of three strengths.
//
// The search works on a clone, so the caller's game never changes. It
// reaches the four games through the rules contract and their own exported
// views (a type switch picks the game's search); any other game is played
// through the contract alone. Each game gets the search that suits it:
//
//   - Terachess, Terrace and Six MaKING: alpha-beta with iterative
//     deepening, a transposition table, killer and history move ordering,
//     late-move reductions, a capture (quiescence) search, and an
//     evaluation written for the game. Terrace with three or four seats is
//     searched "paranoid": every other seat plays against the one to move.
//   - Chess Race: Monte Carlo tree search with chance nodes (the die's faces
//     are sampled evenly), a value per seat backed up the tree (max-n), and
//     short playouts guided by the race's own sense of progress.
//   - Any other game: the same tree search with random playouts.
//
// At every level an immediate win is taken; from Medium up a move that
// hands the next player an immediate win is avoided whenever another move
// exists. The caller rolls the die: at a chance turn BestMove refuses.
package hard202611
