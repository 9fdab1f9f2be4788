// Package chessrace implements Chess Race, a dice race for 2 to 4 players
// around a track. Each turn the chess die says how one piece moves: as a
// pawn, rook, bishop, knight, queen or king. docs/rules/chessrace.md writes
// out for players the rules as implemented, every decision on what the
// rulebook leaves open and the reference counts of the tests.
//
// # The track
//
// The printed board is data: a Track is read from a drawing, one character
// per square, top row first (ParseTrack, ParseDrawing). The legend:
//
//	.  track square (checkered)
//	=  starting ribbon space (track; exactly four, side by side in one
//	   line across the track, spanning it from edge to edge)
//	*  curve square (track, marked with flowers on the board)
//	~  pool        (scenery)
//	#  stones      (scenery)
//	W  winner's circle (scenery)
//	-  outside the board
//	B  the block tile, lying on a track square at the start
//	^ > v <  a mud tile with its arrow, on a track square at the start
//	   (the first in reading order is mud1, the second mud2)
//
// Squares are named like chess squares: a file letter from the left and a
// rank from the bottom of the drawing ("c4"), so a drawing has at most 26
// rows and columns.
//
// Lap positions and forward directions are derived from the drawing, not
// written in it. The track squares fall into parts: the starting line,
// straights (connected track squares) and curves (connected curve squares).
// On a closed loop each part touches exactly two others, so walking from
// part to part from the starting line visits them all and comes back; the
// walk is taken counter-clockwise on the drawing, which is the race
// direction. A part's incoming direction is the side it is entered from and
// its outgoing direction the side it is left by: straights (and the starting
// line) must keep one direction, curves have the two. Lap positions count
// cross-sections along the walk from 0 on the starting line: on a straight,
// squares side by side across the track share a position, whatever the
// width; on a curve the cross-sections are the rays from the corner it turns
// around (an odd number of sections, as many as the curve is wide or more,
// so its diagonal is one of them). Every track square must have a forward
// direction that leads onto the track. A hairpin needs a straight between
// two curves, since touching curve squares form one curve.
//
// A move's progress is read from the lap positions it starts, is diverted
// and ends at, the shorter way round the loop. That is the way the piece
// went only while a move covers less than half a lap, so a track on which
// some move could cover half a lap less one position or more is refused
// (on a straight line of track squares half a lap long a backward slide
// would be read as a finish). Moves are measured square by square along
// their way on the empty track: every slide along a straight line of track
// squares (the king's and pawn's steps among them), every pawn's double
// step off a ribbon, each also with a mud tile diverting it where it ends,
// and every knight's jump, through the square of its orthogonal step.
//
// ParseTrack returns a *TrackError naming the 1-based row and column of the
// problem: unknown characters, ragged rows, not four ribbons, ribbons not
// in one line across the track, a track that is not one closed loop, parts
// meeting on two sides, a straight that turns, a square with no forward
// way, a move that could cover too much of the lap (named with where it
// goes), tiles where the placement rules forbid them.
//
// DefaultTrack and LongTrack are the shipped drawings.
//
// # The game
//
// A Game satisfies rules.Game for 2 to 4 seats; the die is the rules.Chance
// seat. NewNamedGame names the seats for Status ("red resigned"). A turn is
// a sequence of separate moves, so Undo steps back one:
//
//	set-up     each seat in order places a piece on an empty ribbon: "+i2"
//	choose     a player holding two promotion halves plays "roll", or spends
//	           them: any move as a figure of their choice ("Q:i2-m2",
//	           "Q:+i3-m3") or a covered piece of theirs pulled out of its
//	           stack and moved so ("pull:N:k2-l4")
//	roll       Turn is rules.Chance; one move per face: "roll:P" ... "roll:K"
//	move       one free piece moves as the figure ("i2-k2", a capture
//	           "i2xk2"), or a waiting piece is put on any of the four
//	           ribbons, even one where a piece stands, and moves from there
//	           as the figure ("+i3-k3")
//	tile       after a king move: "skip", "block@e7", "mud1@c4>" (placed or
//	           relocated), "mud2-" (taken off)
//	roll again after a capture the die is rolled again and the capturing
//	           piece alone moves; this repeats while it captures
//
// For the board view a Game also tells the phase of the turn (Phase, Seat,
// Figure, MustMove), the stacks bottom to top by seat (Stack), each seat's
// waiting and finished pieces and promotion halves (Waiting, Home, Halves,
// Left), the tiles (Tiles), the last move and whether the turn passed
// (LastMove, Passed), and the legal moves with their details (LegalMoves,
// MovesFrom). The Track gives each square's kind, lap position and forward
// directions (Kind, Lap, Forward) and converts between squares and drawing
// rows and columns (At, RowCol).
//
// Decisions where the rulebook is open (beyond those of docs/rules/chessrace.md):
//
//   - Entering places a piece on a ribbon, empty or not, and moves it as
//     the figure in the same move; a ribbon from which it cannot move is
//     not offered. It may not end where it started (so it never takes the
//     piece it started on), and it leaves that piece where it stands.
//     Entries are not possible while the capturing piece must move again.
//     The set-up placements still go on empty ribbons.
//   - A roll that leaves the player no move passes the turn at once
//     (Passed reports it); after a capture this ends the turn with the
//     piece on top.
//   - A pawn's first move, from the ribbon it was placed or entered on,
//     may step two squares (not a later move that ends on a ribbon, nor a
//     piece pulled out after it moved): the second step follows a forward
//     direction of the first square. Its first square may hold anything;
//     the pawn passes it.
//   - A pawn's forward step may end on a mud tile; it is then diverted and
//     may capture where the arrow leads. Diagonal steps only capture.
//   - Mud arrows point along the four orthogonal directions. A slider is
//     diverted by the first mud tile on its line. A move whose diversion
//     brings the piece back to its own square is no move. Two ways to the
//     same square are one move (notation names only where it starts and
//     ends).
//   - A knight's path is taken literally: one orthogonal step, then one
//     diagonal step on outward. Both squares are track squares; it jumps
//     whatever stands on the first and lands on no tile. A jump is legal
//     when a literal path to it stays on the track; there is exactly one
//     such path per jump (the orthogonal step along the jump's long side),
//     and the diagonal-first route does not count.
//   - Rooks, bishops and queens pass the mover's own pieces. A stack that
//     holds another player's piece stops them (they may take it, unless
//     the mover's own piece is in it), even with the mover's piece on top.
//   - A move's progress is the shorter way round the loop between the lap
//     positions it starts, is diverted and ends at (the track check above
//     keeps this the way it went). A piece may not end behind the starting
//     line (progress below 0); a move reaching or crossing the line at the
//     end of a lap takes the piece home, capturing nothing. The usual
//     landing rules still choose which squares a finishing move may name.
//   - A king move is followed by the tile action even if the king went home
//     (unless that won the game); the two mud tiles are alike, so while both
//     are off the board only mud1 is placed.
//   - Resigning (rules.Resign) is done by the player whose turn it is, also
//     while the die is rolled for them; any player still in may resign at
//     any time by rules.ResignOf. With two players left the other one
//     wins; otherwise the resigning player's pieces leave the board, those
//     they covered are free again, and the others race on. The turn passes
//     if the player who resigned had it (the die rolled for them included);
//     else it stays, unless the figure rolled has no move left without the
//     pieces that left (a pawn's only capture), when it passes as after a
//     roll that leaves no move. rules.Draw ends the game with no winner.
package chessrace
