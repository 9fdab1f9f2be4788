package ui

import (
	"strings"

	"boardshelf/records"
	"boardshelf/setups"
	"boardshelf/ui/play"
)

// Who plays each seat, and how fast the computer's moves are shown, as the
// player last chose them.

const (
	prefPace    = "computer.speed"
	prefPlayers = "players." // + game id: who played each seat colour last time
)

// pace is how fast the computer moves (its pause before a move, Settings'
// Computer speed) and how fast the pieces slide (Animations).
func (u *App) pace() play.Pace {
	pause, slide := u.paceNamed(prefPace), u.paceNamed(prefAnimation)
	return play.Pace{Name: pause.Name, Pause: pause.Pause, Slide: slide.Slide}
}

// paceNamed is the pace whose name is kept under key, the normal one when
// none is.
func (u *App) paceNamed(key string) play.Pace {
	name := u.prefs.String(key, play.Paces[1].Name)
	for _, p := range play.Paces {
		if p.Name == name {
			return p
		}
	}
	return play.Paces[1]
}

// playersFor gives who plays each seat of a setup: as chosen last time
// for that seat's colour in that game, people where nothing was chosen.
// (By colour, not by seat number: Red, the second seat of a four-player
// game, is not Black, the second of a two-player one.)
func (u *App) playersFor(s *setups.Setup) []play.Player {
	saved := u.prefs.Map(prefPlayers + s.Game)
	players := make([]play.Player, len(s.Seats))
	for i, seat := range s.Seats {
		players[i] = play.ParsePlayer(saved[seat.Colour])
	}
	return players
}

// setPlayer remembers who plays a seat of a setup, for its colour in
// that game.
func (u *App) setPlayer(s *setups.Setup, seat int, p play.Player) {
	saved := u.prefs.Map(prefPlayers + s.Game)
	saved[s.Seats[seat].Colour] = p.String()
	u.prefs.SetMap(prefPlayers+s.Game, saved)
}

// playersOf reads who played each seat from a record.
func playersOf(r *records.Record, seats int) []play.Player {
	players := make([]play.Player, seats)
	for i := range players {
		if i < len(r.Players) {
			players[i] = play.ParsePlayer(strings.TrimSpace(r.Players[i]))
		}
	}
	return players
}
