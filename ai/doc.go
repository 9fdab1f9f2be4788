// Package ai is the computer opponent: given any game in progress, BestMove
// chooses a move for the seat to move at one of four strengths.
//
// The search works on a clone, so the caller's game never changes. It
// reaches the four games through the rules contract and their own exported
// views (a type switch picks the game's search); any other game is played
// through the contract alone. Each game gets the search that suits it:
//
//   - Terachess, Terrace and Six MaKING: alpha-beta with iterative
//     deepening, a transposition table, killer and history move ordering,
//     late-move reductions, a capture (quiescence) search, and an
//     evaluation for the game. Terrace with three or four seats is a
//     best-reply search: every other seat plays against the one to move,
//     and between two of its moves only the one with the most damaging
//     reply moves. Hard and Expert search on several threads sharing the
//     table (Lazy SMP). Six MaKING's Hard and Expert search a packed
//     position with an evaluation learnt from self-play (ai/sixmaking,
//     cmd/sixtrain).
//   - Sixth MaKING at Hard and Expert: Monte Carlo tree search with a
//     solver over a graph of packed positions (ai/sixmaking), whose short
//     playouts are judged by the points; one tree per thread.
//   - Chess Race: Monte Carlo tree search with chance nodes (the die's faces
//     are sampled evenly), a value per seat backed up the tree (max-n), and
//     each new position judged at once by the race's own sense of progress;
//     one tree per thread at Hard and Expert.
//   - Any other game: the same tree search with random playouts.
//
// The kernel (package ai/search) holds the searches, the move picker, the
// transposition table and the time management, and knows no game; each
// game's position, evaluation and settings by level are a package over it
// (ai/terachess, ai/terrace, ai/sixmaking, ai/chessrace). This package is
// the public face: it picks the game's search, and plays any other game
// by the kernel's tree search.
//
// Every level shifts its judgement a little by its seed, so that it varies
// among moves of about the same worth (Options.Seed, MoveSeed).
//
// At every level an immediate win is taken; from Medium up a move that
// hands the next player an immediate win is avoided whenever another move
// exists. The caller rolls the die: at a chance turn BestMove refuses.
package ai
