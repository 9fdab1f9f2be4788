package ui

import (
	"context"
	"math/rand/v2"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"boardshelf/ai"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// Computer players: any seat may be played by the computer at one of the
// AI's levels. Its search runs on its own goroutine; the move comes back
// through fyne.Do, slides onto the board and is played, unless the game
// moved on meanwhile (an undo, a new game), which cancels the search.

// seatPlayer is who plays a seat.
type seatPlayer struct {
	computer bool
	level    ai.Level
}

var human = seatPlayer{}

func (s seatPlayer) String() string {
	if !s.computer {
		return "human"
	}
	return "computer (" + s.level.String() + ")"
}

// label is how the picker offers it: the level first, so that a narrow
// choice box cut short still shows it.
func (s seatPlayer) label() string {
	if !s.computer {
		return "Human"
	}
	return view.Capitalised(s.level.String()) + " computer"
}

// playerChoices are the picker's options, in order.
var playerChoices = []seatPlayer{human, {true, ai.Easy}, {true, ai.Medium}, {true, ai.Hard}}

// parsePlayer reads what String wrote; anything else is a human.
func parsePlayer(s string) seatPlayer {
	for _, c := range playerChoices {
		if c.String() == s || c.label() == s {
			return c
		}
	}
	return human
}

// Speeds of a computer's move: the pause before it is played and the
// slide of its piece, so that people can follow a computer game.
type speed struct {
	name  string
	pause time.Duration
	slide time.Duration
}

var speeds = []speed{
	{"Fast", 0, 150 * time.Millisecond},
	{"Normal", 400 * time.Millisecond, 300 * time.Millisecond},
	{"Slow", 1500 * time.Millisecond, 500 * time.Millisecond},
}

const (
	prefSpeed   = "computer.speed"
	prefPlayers = "players." // + game id: who played each seat colour last time
)

// speed is the chosen speed of computer moves.
func (u *App) speed() speed {
	name := u.prefs.String(prefSpeed, "Normal")
	for _, s := range speeds {
		if s.name == name {
			return s
		}
	}
	return speeds[1]
}

// playersFor gives who plays each seat of a setup: as chosen last time
// for that seat's colour in that game, people where nothing was chosen.
// (By colour, not by seat number: Red, the second seat of a four-player
// game, is not Black, the second of a two-player one.)
func (u *App) playersFor(s *setups.Setup) []seatPlayer {
	saved := u.prefs.Map(prefPlayers + s.Game)
	players := make([]seatPlayer, len(s.Seats))
	for i, seat := range s.Seats {
		players[i] = parsePlayer(saved[seat.Colour])
	}
	return players
}

// setPlayer remembers who plays a seat of a setup, for its colour in
// that game.
func (u *App) setPlayer(s *setups.Setup, seat int, p seatPlayer) {
	saved := u.prefs.Map(prefPlayers + s.Game)
	saved[s.Seats[seat].Colour] = p.String()
	u.prefs.SetMap(prefPlayers+s.Game, saved)
}

// computerToMove reports whether the computer plays the seat to move.
func (p *playScreen) computerToMove() bool {
	seat := p.seatToMove()
	return seat >= 0 && seat < len(p.players) && p.players[seat].computer
}

// maybeComputerMove starts the computer's turn when a computer seat is to
// move at the end of the line (not while the player browses back).
func (p *playScreen) maybeComputerMove() {
	if p.cancel != nil || p.game.Status().Over || p.hist.At() < len(p.hist.Line()) || !p.computerToMove() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	at := p.hist.At()
	if p.game.Turn() == rules.Chance {
		p.thinking("rolls the die…")
		p.background(func() { p.rollLater(ctx, at) })
		return
	}
	level := p.players[p.seatToMove()].level
	p.thinking("thinking…")
	game := p.game.Clone()
	p.background(func() {
		started := time.Now()
		// A fresh seed each time, so that the computer does not play the
		// same game over and over.
		m, err := ai.BestMoveWith(ctx, game, level, ai.Options{Seed: rand.Uint64()})
		// Give people time to see whose move it is, at the chosen speed.
		if wait := p.app.speed().pause - time.Since(started); wait > 0 && err == nil {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
			}
		}
		fyne.Do(func() { p.computerMoved(ctx, at, m, err) })
	})
}

// background runs a computer's work off the UI goroutine (tests replace
// it to run the work step by step).
func (p *playScreen) background(work func()) {
	if p.spawn != nil {
		p.spawn(work)
		return
	}
	go work()
}

// rollLater rolls the die for a computer seat after a moment, so that
// people see the roll happen.
func (p *playScreen) rollLater(ctx context.Context, at int) {
	select {
	case <-time.After(max(p.app.speed().pause, 300*time.Millisecond)):
	case <-ctx.Done():
	}
	fyne.Do(func() {
		if !p.current(ctx, at) {
			return
		}
		p.stopThinking()
		if roller, ok := p.view.(view.Roller); ok {
			roller.Roll()
		} else {
			faces := p.game.Moves()
			p.Play(faces[rand.IntN(len(faces))])
		}
	})
}

// current reports whether a computer's turn started at move at is still
// the one on screen: not cancelled, not left, not moved on.
func (p *playScreen) current(ctx context.Context, at int) bool {
	return ctx.Err() == nil && !p.left && p.hist.At() == at
}

// computerMoved shows and plays the computer's move, unless the game
// moved on meanwhile (an undo, a new game or a jump in the history). The
// turn stays the computer's, and the board closed to clicks, until the
// move's slide has ended and it is played.
func (p *playScreen) computerMoved(ctx context.Context, at int, m rules.Move, err error) {
	if !p.current(ctx, at) {
		return
	}
	p.thinkingBox.Hide()
	if err != nil {
		p.stopThinking()
		p.Say("The computer could not move: " + err.Error())
		return
	}
	play := func() {
		if !p.current(ctx, at) {
			return
		}
		p.stopThinking()
		p.Play(m)
	}
	if a, ok := p.view.(view.MoveAnimator); ok {
		a.AnimateMove(m, p.app.speed().slide, play)
		return
	}
	play()
}

// thinking shows that the computer is at work.
func (p *playScreen) thinking(text string) {
	p.thinkingLabel.SetText(text)
	p.thinkingBox.Show()
	p.view.Update() // the board takes no clicks meanwhile
}

func (p *playScreen) stopThinking() {
	if p.cancel != nil {
		p.cancel()
		p.cancel = nil
	}
	p.thinkingBox.Hide()
}

// hint shows the move the hardest level would play for the person to move.
func (p *playScreen) hint() {
	if p.cancel != nil || p.game.Status().Over || p.computerToMove() || p.game.Turn() == rules.Chance {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	at := p.hist.At()
	p.thinking("Looking for a good move…")
	game := p.game.Clone()
	p.background(func() {
		m, err := ai.BestMove(ctx, game, ai.Hard)
		fyne.Do(func() {
			if !p.current(ctx, at) {
				return
			}
			p.stopThinking()
			if err != nil {
				p.Say("No hint: " + err.Error())
				return
			}
			text := m.String()
			if n, ok := p.view.(view.Notator); ok {
				text = n.MoveText(m)
			}
			p.Say("Hint: " + text)
			if h, ok := p.view.(view.Hinter); ok {
				h.ShowHint(m)
			}
		})
	})
}

// playersOf reads who played each seat from a record.
func playersOf(r *records.Record, seats int) []seatPlayer {
	players := make([]seatPlayer, seats)
	for i := range players {
		if i < len(r.Players) {
			players[i] = parsePlayer(strings.TrimSpace(r.Players[i]))
		}
	}
	return players
}
