package chessrace

import "boardshelf/rules"

const (
	maxSeats      = 4
	piecesPerSeat = 3
)

// Where a piece is when it is not on a square.
const (
	atWaiting = -1 // off the board, not yet entered
	atHome    = -2 // in the winner's circle
	atGone    = -3 // its player left the race
)

// Phase is the step of the turn the game waits for.
type Phase int8

const (
	PhasePlace  Phase = iota // set-up: the player places a first piece on a ribbon
	PhaseChoose              // the player holds two promotion halves: roll, or spend them
	PhaseRoll                // the die is rolled for the player's move
	PhaseMove                // the player moves as Figure (after a capture: only the capturing piece)
	PhaseTile                // after a king move the player may place, relocate or remove a tile
	PhaseReroll              // after a capture the die is rolled again for the same piece
	PhaseOver                // the game has ended
)

func (p Phase) String() string {
	return nameOf(p, "place a piece", "roll or promote", "roll", "move", "tile action", "roll again", "over")
}

type piece struct {
	at    int  // square index, or atWaiting, atHome, atGone
	level int  // place in its stack, 0 at the bottom
	moved bool // it has made a move: a pawn's double step is for its first
}

// state is everything that changes during a game. It is a plain value, so
// the history is a list of copies and Undo restores one exactly.
type state struct {
	pieces [maxSeats][piecesPerSeat]piece
	halves [maxSeats]int // promotion halves held
	tiles  [tileCount]tileState
	left   [maxSeats]bool // the player resigned and left the race
	seat   int            // whose turn it is
	phase  Phase
	figure Figure       // how the player moves in PhaseMove (and moved, in PhaseTile)
	mover  int          // the piece that captured and must move again; -1 if none
	last   rules.Move   // the move that led here; nil at the start
	passed bool         // the last move was a roll that left no move, so the turn passed
	winner int          // -1 unless someone won
	end    rules.Ending // how the game ended
	reason string       // the same in words
}

// cell is what stands on one square, derived from the pieces.
type cell struct {
	height int
	seats  uint8 // one bit per seat with a piece in the stack
}

func seatBit(seat int) uint8 { return 1 << seat }

func (st *state) count(seat, at int) int {
	n := 0
	for _, p := range st.pieces[seat] {
		if p.at == at {
			n++
		}
	}
	return n
}

// lift takes a piece out of its stack; the pieces above it drop one level.
func (st *state) lift(seat, idx int) {
	p := st.pieces[seat][idx]
	for s := range st.pieces {
		for k := range st.pieces[s] {
			if q := &st.pieces[s][k]; q.at == p.at && q.level > p.level {
				q.level--
			}
		}
	}
}
