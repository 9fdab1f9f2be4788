// Package sound gives the games their sounds: a family of short wooden
// clicks and thocks, a chime and a falling two-note, all synthesised in Go
// when the app starts (no sound files), and the players that play them.
//
// The app holds a Player and asks it for a sound at the right moment:
//
//	speaker := sound.Open() // at start-up; never blocks, never fails
//	speaker.SetVolume(0.8)
//	speaker.Play(sound.Capture)
//
// Open plays through the machine's audio device (oto). The device is started
// in the background; until it is ready, and for good on a machine without
// one (CI, Xvfb, a remote desktop), the sounds asked for are dropped, and the
// log says once why ("Boardshelf: no sound: <reason>"). Silent plays nothing,
// and Recorder keeps the sounds asked for, for tests.
package sound

import (
	"slices"
	"sync"
)

// Sound is one of the game's sounds. The zero value is no sound: playing
// it does nothing.
type Sound int

// The sounds.
const (
	// Move: a piece set down on the board by a person.
	Move Sound = iota + 1
	// Capture: a piece knocked off by another that takes its square.
	Capture
	// Climb: a Terrace piece stepping up a level.
	Climb
	// Descend: a Terrace piece stepping down a level.
	Descend
	// DiskPlaced: a Six MaKING disk put on the board from the reserve.
	DiskPlaced
	// DieRoll: the Chess Race die tumbling (about half a second, the length
	// of its animation).
	DieRoll
	// DieLand: the die coming to rest.
	DieLand
	// Alert: "Terrace!", or a king in check: a short call to attention.
	Alert
	// Refused: a move that is not allowed; soft, and short.
	Refused
	// ComputerMove: a move made by the computer, told apart from a
	// person's.
	ComputerMove
	// Won: the game is won (a small rising chime).
	Won
	// Lost: the game is lost (a soft falling two-note).
	Lost

	numSounds // one past the last sound
)

var names = [numSounds]string{
	Move: "move", Capture: "capture", Climb: "climb", Descend: "descend",
	DiskPlaced: "disk-placed", DieRoll: "die-roll", DieLand: "die-land",
	Alert: "alert", Refused: "refused", ComputerMove: "computer-move",
	Won: "won", Lost: "lost",
}

// String is the sound's name in lower case ("capture", "die-roll").
func (s Sound) String() string {
	if !s.valid() {
		return "none"
	}
	return names[s]
}

func (s Sound) valid() bool { return s > 0 && s < numSounds }

// All are every sound, in the order of their constants.
func All() []Sound {
	all := make([]Sound, 0, numSounds-1)
	for s := Move; s < numSounds; s++ {
		all = append(all, s)
	}
	return all
}

// Player plays sounds. Play never blocks the caller and is safe to call
// from any goroutine, the UI's included.
type Player interface {
	Play(Sound)
}

// Silent is a Player that plays nothing.
type Silent struct{}

// Play does nothing.
func (Silent) Play(Sound) {}

// Recorder is a Player that keeps the sounds asked for, in order, for
// tests: "a capture sound at a capture". Its zero value is ready to use,
// and it is safe for concurrent use.
type Recorder struct {
	mu     sync.Mutex
	sounds []Sound
}

// Play records s (even the zero Sound, so that a test sees a bad call).
func (r *Recorder) Play(s Sound) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sounds = append(r.sounds, s)
}

// Sounds are the sounds asked for since the start or the last Reset.
func (r *Recorder) Sounds() []Sound {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.sounds)
}

// Reset forgets the sounds recorded.
func (r *Recorder) Reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sounds = nil
}

var (
	_ Player = Silent{}
	_ Player = (*Recorder)(nil)
	_ Player = (*Speaker)(nil)
)
