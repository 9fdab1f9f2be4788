package online

import (
	"fmt"
)

// Why is why an entry was refused, as a value the app words.
type Why string

const (
	Malformed    Why = "malformed"     // its form is broken (Detail says how)
	OtherGame    Why = "other-game"    // it belongs to another game
	BadSignature Why = "bad-signature" // its signature is not its author's
	Missing      Why = "missing"       // entries before it are not held yet (ask for them; not a fault)
	Fork         Why = "fork"          // a different entry holds its place: refused, never merged over
	NotHolder    Why = "not-holder"    // its author does not hold the seat it acts for
	NotStarted   Why = "not-started"   // a seat is still free, so nobody may move yet
	NotTheirTurn Why = "not-their-turn"
	Illegal      Why = "illegal" // the rules refuse the move (Detail says why)
	SeatTaken    Why = "seat-taken"
	GameOver     Why = "game-over"
	NoOffer      Why = "no-offer"    // an answer with no offer on the table, or a second offer
	TooEarly     Why = "too-early"   // a claim that the clock ran out before it did
	ClockClaim   Why = "clock"       // a time left larger than the clock allows
	BadDice      Why = "bad-dice"    // a share of the die that does not follow its commitment
	NotAllowed   Why = "not-allowed" // the entry's kind cannot be made now (Detail says why)
)

// Refusal is an entry refused, with who sent it and why.
type Refusal struct {
	Why    Why
	Seq    int    // the entry's place in the log
	Kind   Kind   // what it said
	By     string // its author's key
	Name   string // its author's name, when the log knows it
	Detail error  // more: the rules' words, the broken field
}

func (r *Refusal) Error() string {
	who := r.Name
	if who == "" {
		who = "an unknown participant"
	}
	s := fmt.Sprintf("entry %d (%s) from %s refused: %s", r.Seq, r.Kind, who, r.Why)
	if r.Detail != nil {
		s += ": " + r.Detail.Error()
	}
	return s
}

func (r *Refusal) Unwrap() error { return r.Detail }
