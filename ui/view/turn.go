package view

// Turner turns a view's board for the player looking at it: Terrace's by
// quarter turns (a side for each seat of four), the others' by half turns,
// a board that cannot turn not at all (a TurnStep of 0). Turns are counted in quarter turns clockwise from
// the first seat's side, as board.Geometry counts them.
type Turner interface {
	TurnStep() int          // the quarter turns of one turn: 1 or 2; 0 when the board does not turn
	Turned() int            // how the board is turned now, 0 to 3
	SetTurned(quarters int) // turn it so (any number: -1 is 3)
	SeatTurn(seat int) int  // the turn that shows the board from seat's side; -1 when the game has no sides
}
