package session

// Phase is what the game in play waits for. It follows from the session's
// state by one rule (next), applied after every change.
type Phase int

const (
	// ToMove: a person at this table is to move, on the board.
	ToMove Phase = iota
	// Confirming: a move made on the board waits for Confirm or Take back.
	Confirming
	// Thinking: the driver of the seat to move (the computer, later a
	// remote player) is asked for its move.
	Thinking
	// Animating: a driver's move is shown on the board before it is
	// played (Land plays it).
	Animating
	// Consulting: the computer works for the person to move: a hint, or
	// its judgement of a draw offered.
	Consulting
	// Paused: the clocks and the game wait for Resume.
	Paused
	// Browsing: an earlier position of the line is shown with a driver's
	// seat to move; drivers play on only at the end of the line.
	Browsing
	// Over: the game in the position shown has ended.
	Over
	// Waiting: a shared game waits for its players to take their seats.
	Waiting
)

// facts are what the phase follows from.
type facts struct {
	over       bool // the game in the position shown has ended
	paused     bool
	pending    bool // a move waits for Confirm
	animating  bool // a driver's answer is being shown
	consulting bool // a hint's search or a draw's judgement is under way
	atTable    bool // the seat to move is played by a person at this table
	behind     bool // the position shown is before the end of the line
	waiting    bool // a shared game waits for its players
}

// next is the rule of the phases, written once: the end of the game comes
// before a pause, a pause before any move, and a driver's seat waits at
// the end of the line only.
func next(f facts) Phase {
	switch {
	case f.over:
		return Over
	case f.waiting:
		return Waiting
	case f.paused:
		return Paused
	case f.pending:
		return Confirming
	case f.animating:
		return Animating
	case f.consulting:
		return Consulting
	case f.atTable:
		return ToMove
	case f.behind:
		return Browsing
	}
	return Thinking
}
