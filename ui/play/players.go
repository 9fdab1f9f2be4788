package play

import (
	"time"

	"boardshelf/ai"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play/session"

	"fyne.io/fyne/v2/lang"
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
// choice box cut short still shows it ("Hard computer").
func (p Player) Label() string {
	switch {
	case !p.Computer:
		return lang.L("Human")
	case p.Level == ai.Easy:
		return lang.L("Easy computer")
	case p.Level == ai.Medium:
		return lang.L("Medium computer")
	case p.Level == ai.Expert:
		return lang.L("Expert computer")
	}
	return lang.L("Hard computer")
}

// LevelName is the computer's level in words: "hard".
func (p Player) LevelName() string {
	switch p.Level {
	case ai.Easy:
		return lang.L("easy")
	case ai.Medium:
		return lang.L("medium")
	case ai.Expert:
		return lang.L("expert")
	}
	return lang.L("hard")
}

// Choices are the players a seat may have, in the picker's order.
var Choices = []Player{Human, {true, ai.Easy}, {true, ai.Medium}, {true, ai.Hard}, {true, ai.Expert}}

// ParsePlayer reads what String or Label wrote; anything else is a person.
func ParsePlayer(s string) Player {
	for _, c := range Choices {
		if c.String() == s || c.Label() == s {
			return c
		}
	}
	return Human
}

// drivers are the seats' drivers in the session: a person at this table,
// or the computer at its level, pausing at the app's pace.
func (p *Screen) drivers() []session.Driver {
	var out []session.Driver
	for _, pl := range p.players {
		if !pl.Computer {
			out = append(out, session.Person{})
			continue
		}
		out = append(out, &session.Computer{Level: pl.Level, Spawn: p.spawn, Pause: func() time.Duration { return p.host.Pace().Pause }})
	}
	return out
}

// Pace is how fast a computer's move is shown: the pause before it is
// played and the slide of its piece, so that people can follow a game.
type Pace struct {
	Name  string
	Pause time.Duration
	Slide time.Duration
}

// Paces are the speeds the Play menu offers; the second is the default.
// A name is kept in the preferences, and translated where it is shown.
var Paces = []Pace{
	{i18n.Key("Fast"), 0, 150 * time.Millisecond},
	{i18n.Key("Normal"), 400 * time.Millisecond, 300 * time.Millisecond},
	{i18n.Key("Slow"), 1500 * time.Millisecond, 500 * time.Millisecond},
}
