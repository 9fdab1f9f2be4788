package play

import (
	"time"

	"boardshelf/ai"
	"boardshelf/ui/view"
)

// Player is who plays a seat: a person, or the computer at a level.
type Player struct {
	Computer bool
	Level    ai.Level
}

// Human is a seat played by a person.
var Human = Player{}

// String is how records and the preferences write a player: "human" or
// "computer (hard)".
func (p Player) String() string {
	if !p.Computer {
		return "human"
	}
	return "computer (" + p.Level.String() + ")"
}

// Label is how the picker offers it: the level first, so that a narrow
// choice box cut short still shows it.
func (p Player) Label() string {
	if !p.Computer {
		return "Human"
	}
	return view.Capitalised(p.Level.String()) + " computer"
}

// Choices are the players a seat may have, in the picker's order.
var Choices = []Player{Human, {true, ai.Easy}, {true, ai.Medium}, {true, ai.Hard}}

// ParsePlayer reads what String or Label wrote; anything else is a person.
func ParsePlayer(s string) Player {
	for _, c := range Choices {
		if c.String() == s || c.Label() == s {
			return c
		}
	}
	return Human
}

// Pace is how fast a computer's move is shown: the pause before it is
// played and the slide of its piece, so that people can follow a game.
type Pace struct {
	Name  string
	Pause time.Duration
	Slide time.Duration
}

// Paces are the speeds the Play menu offers; the second is the default.
var Paces = []Pace{
	{"Fast", 0, 150 * time.Millisecond},
	{"Normal", 400 * time.Millisecond, 300 * time.Millisecond},
	{"Slow", 1500 * time.Millisecond, 500 * time.Millisecond},
}
