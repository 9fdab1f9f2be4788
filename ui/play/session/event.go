package session

import "boardshelf/rules"

// Event tells the owner of a change. Seats are numbers: the owner words
// them with its own names.
type Event struct {
	Kind   EventKind
	Seat   int        // the seat concerned: who moved, is asked, ran out of time, declines
	Other  int        // for DrawDeclined, the seat that offered; -1 when all the computers decline
	Move   rules.Move // the move played, answered or hinted
	Person bool       // for Moved, the move was made by a person at this table
	Chance bool       // the move is, or the driver is asked for, a roll of the die
	Err    error      // for Refused and Failed, why
	Land   func()     // for Answered, plays the move once the owner has shown it
}

// EventKind is what changed.
type EventKind int

const (
	Opened       EventKind = iota // the session started
	Moved                         // a move was played for good
	Awaiting                      // a move made on the board waits for Confirm
	TakenBack                     // the move that waited is taken back
	Refused                       // a move was refused by the rules (Err)
	Undone                        // moves were taken back
	Redone                        // moves were played again
	Browsed                       // another position of the line is shown
	Asked                         // the seat's driver is asked for its move
	Answered                      // a driver's move is to be shown, then landed (Event.Land)
	Failed                        // a driver could not move (Err)
	PausedClocks                  // the clocks and the game were paused
	Resumed                       // and resumed
	TimedOut                      // Seat ran out of time (the game may go on without it)
	Hinted                        // a hint's search found Move, or failed (Err)
	WorkStarted                   // work for the person to move began: a hint or a draw's judgement (Working)
	DrawDeclined                  // Seat declines the draw Other offered (or Err)
	Seated                        // every player of a shared game took their seat
	Noted                         // the tree's notes or the order of its lines changed, not the position shown
)

// Work is the work under way in a session.
type Work int

const (
	NoWork  Work = iota
	Asking       // a driver is asked for its move
	Hinting      // a search for the person to move
	Judging      // the computer judges a draw offered
)
