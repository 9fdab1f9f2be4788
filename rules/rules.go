// Package rules is the contract every game in Boardshelf meets. The UI, the
// computer players, game records and tests speak only this interface; each
// game package (terrace, terachess, sixmaking, chessrace) offers a richer API
// of its own for its view.
//
// Nothing below rules/ imports Fyne: the games are pure, deterministic Go.
package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Chance is the seat returned by Turn when a die must be rolled. The die's
// faces are then the legal moves, and rolling is playing one of them, so a
// game stays a pure function of its setup and its move list.
const Chance = -1

// Move is one legal action. Its String is the move's notation, which
// ParseMove turns back into the move.
type Move interface{ String() string }

// Status says whether a game is over and how it ended.
type Status struct {
	Over    bool
	Winners []int  // seats that won; empty in a finished game means a draw
	End     Ending // how it ended, as a value the UI words (and translates)
	Reason  string // the same in English words, for logs and game records: "black captured white's T"
}

// Ending is how a finished game ended: what happened, who did it, to
// whom and where. Seat and Other are -1 when they do not apply.
type Ending struct {
	Kind   EndKind
	Seat   int    // the seat whose act ended the game: the mover, the one who resigned, the one left with no move
	Other  int    // the seat it was done to: whose T was captured, who was mated
	Square string // where it happened, when a square matters: the T's goal, the King's square
	Count  int    // a number that matters: the points reached
}

// EndKind is what ended a game.
type EndKind string

// The ways games end. Each game uses some of them; the Winners of the
// Status say who won.
const (
	Resigned     EndKind = "resigned"       // Seat resigned (in a game of three or more, the last one left wins)
	TimedOut     EndKind = "timed-out"      // Seat ran out of time on the clock (as a resignation: in a game of three or more, the seat leaves)
	DrawAgreed   EndKind = "draw-agreed"    // the players agreed a draw
	NoMove       EndKind = "no-move"        // Seat, to move, has no legal move (a draw in Terrace, a loss in Six MaKING)
	Stalemate    EndKind = "stalemate"      // Seat, to move, is not in check and has no legal move: a draw
	Checkmate    EndKind = "checkmate"      // Seat mated Other
	Repetition   EndKind = "repetition"     // the same position came a third time: a draw
	TCaptured    EndKind = "t-captured"     // Seat captured Other's T
	OwnTCaptured EndKind = "own-t-captured" // Seat captured its own T
	THome        EndKind = "t-home"         // Seat's T reached its goal, Square
	KingBuilt    EndKind = "king-built"     // Seat built a King on Square; the colour on top wins
	PointsWon    EndKind = "points-won"     // Seat reached the points that win (Sixth MaKING)
	AllHome      EndKind = "all-home"       // Seat brought all its pieces home (Chess Race)
)

// Ended is the Ending of kind by seat to other (either -1 for none).
func Ended(kind EndKind, seat, other int) Ending { return Ending{Kind: kind, Seat: seat, Other: other} }

// Seated is offered by games with a die: the player whose turn it is while
// the die is rolled for them (Turn then gives Chance).
type Seated interface{ Seat() int }

// Eliminating is offered by games in which players can leave while the
// others play on (three or four at Terrace, Chess Race).
type Eliminating interface{ Eliminated(seat int) bool }

// PositionKeyer is offered by games that can write their position down as
// a key: what stands where, what is in hand, who is to move and whatever
// else decides the legal moves now (Six MaKING's Ko, Terachess's en passant),
// but not the history, so equal keys are the same position however it was
// reached. A string rather than a hash: it never collides, and it reads
// the same in every build, in a test or in a file kept as data.
type PositionKeyer interface{ PositionKey() string }

// Marker is offered by games whose notation marks what a move does, as
// chess players write "+" after a check and "#" after a mate. Mark is that
// sign for m played from the current position: "" for neither, and for a
// move that is not legal now. The game is left as it was.
type Marker interface{ Mark(m Move) string }

// MarkedNotation is m's notation followed by the mark g's rules write after
// it from g's position ("p1p16#"); in a game without marks, the notation.
func MarkedNotation(g Game, m Move) string {
	if mk, ok := g.(Marker); ok {
		return m.String() + mk.Mark(m)
	}
	return m.String()
}

// SeatToMove is the player whose turn it is, also while the die is to be
// rolled for them.
func SeatToMove(g Game) int {
	if g.Turn() == Chance {
		if s, ok := g.(Seated); ok {
			return s.Seat()
		}
	}
	return g.Turn()
}

// MoverOf is the player who makes m in g: the one whose turn it is, but
// for a resignation that names its seat (ResignOf), made on another's turn.
func MoverOf(g Game, m Move) int {
	if a, ok := m.(Agreement); ok {
		if seat, named := a.Resigner(); named {
			return seat
		}
	}
	return SeatToMove(g)
}

// Game is the state of one game in progress.
type Game interface {
	Players() int    // seats in play, 2..4
	Turn() int       // seat to move, or Chance when a die must be rolled
	Moves() []Move   // every legal move now; none once the game is over
	Play(Move) error // applies a legal move; on error nothing changes
	Undo()           // takes back the last Play; does nothing at the start
	Status() Status  // whether and how the game ended
	Clone() Game     // an independent copy, history included
}

// Agreement is a move made by the players' word rather than on the board:
// the player to move resigns (Resign), or any player resigns, to move or
// not (ResignOf), or the players agree a draw, or the clock says the player
// to move ran out of time (which ends their game as a resignation does).
// Agreements never appear in Moves (so Perft does not count them), but
// every game accepts them in Play while it is not over, and Undo takes them
// back like any move.
//
// A resignation ends a game of two: the other player wins. In a game of
// three or four the player leaves and the others play on (the last one
// left wins); the turn passes if the player who left was to move, else it
// stays where it was.
type Agreement string

const (
	Resign  Agreement = "resign"
	Draw    Agreement = "draw"
	TimeOut Agreement = "time"
)

func (a Agreement) String() string { return string(a) }

// ResignOf is the agreement by which seat (0 the first, as Turn counts)
// resigns, whether or not it is to move, as a player online may resign
// while the opponent thinks. Its notation is "resign 1".
func ResignOf(seat int) Agreement { return Resign + Agreement(" "+strconv.Itoa(seat)) }

// Resigner is the seat a ResignOf agreement names. ok is false for every
// other agreement, Resign included: its seat is whoever is to move.
func (a Agreement) Resigner() (seat int, ok bool) {
	digits, found := strings.CutPrefix(string(a), string(Resign)+" ")
	if !found {
		return 0, false
	}
	seat, err := strconv.Atoi(digits)
	if err != nil || ResignOf(seat) != a {
		return 0, false // "resign +1", "resign 01": not the notation
	}
	return seat, true
}

// Leaver is the seat that agreement a takes out of a game of players seats
// in which toMove is the seat to move: toMove for Resign and TimeOut, the
// seat named for ResignOf, and -1 for Draw. out reports the seats already
// out of the game (nil in a game where nobody leaves before the end). An
// Explanation says why a is refused: it is no agreement, or it names a seat
// that is not in the game or has left it.
func (a Agreement) Leaver(toMove, players int, out func(seat int) bool) (int, error) {
	switch a {
	case Resign, TimeOut:
		return toMove, nil
	case Draw:
		return -1, nil
	}
	seat, ok := a.Resigner()
	switch {
	case !ok:
		return 0, Explain("%s is not %q, %q or %q", Quote(string(a)), Resign, Draw, TimeOut)
	case seat < 0 || seat >= players:
		return 0, Explain("%s names no player: the seats are 0 to %d", Quote(string(a)), players-1)
	case out != nil && out(seat):
		return 0, Explain("%s has already left the game", Seat(seat))
	}
	return seat, nil
}

// Leaving is how seat leaves a game, or ends it, by agreement a (Resign,
// ResignOf or TimeOut): the Ending, and its words with the seat called
// name ("red resigned", "red ran out of time").
func (a Agreement) Leaving(seat int, name string) (Ending, string) {
	if a == TimeOut {
		return Ended(TimedOut, seat, -1), name + " ran out of time"
	}
	return Ended(Resigned, seat, -1), name + " resigned"
}

// Perft counts the move sequences of exactly depth moves from g (chance
// moves included). A finished game has no continuation. g is left as found.
func Perft(g Game, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := g.Moves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			panic(fmt.Sprintf("perft: legal move %s refused: %v", m, err))
		}
		n += Perft(g, depth-1)
		g.Undo()
	}
	return n
}

// ParseMove finds the legal move whose notation is s (surrounding spaces
// ignored). The words "resign", "draw" and "time", and "resign 1" (seat 1
// resigns), give the Agreement moves while the game is not over; a seat
// that is not in the game, or has left it, is refused with words.
func ParseMove(g Game, s string) (Move, error) {
	s = strings.TrimSpace(s)
	for _, m := range g.Moves() {
		if m.String() == s {
			return m, nil
		}
	}
	if g.Status().Over {
		return nil, fmt.Errorf("move %s: the game is over", Quote(s))
	}
	a := Agreement(s)
	if _, named := a.Resigner(); !named && a != Resign && a != Draw && a != TimeOut {
		return nil, fmt.Errorf("move %s is not legal here", Quote(s))
	}
	if _, err := a.Leaver(SeatToMove(g), g.Players(), outOf(g)); err != nil {
		return nil, err // "resign 5" with 2 players, or a seat that has left
	}
	return a, nil
}

// outOf reports the seats that have left g, nil in a game nobody leaves.
func outOf(g Game) func(seat int) bool {
	if e, ok := g.(Eliminating); ok {
		return e.Eliminated
	}
	return nil
}
