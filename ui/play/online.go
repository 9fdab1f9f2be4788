package play

import (
	"errors"
	"time"

	"boardshelf/online"
)

// Online is a game shared with other apps: its table (the log as this app
// holds it), the seats this app holds with who plays each here, and what
// the transport knows of who is connected.
type Online struct {
	Table *online.Table
	Here  map[int]Player // the seats this app holds, and who plays each of them here
	// Presence tells who is connected now, by public key; nil when the
	// transport knows nothing of it (a game by file).
	Presence func() []Presence
	// How is how the game travels, for the players panel: "file", "host", "join".
	How string
}

// Presence is whether a participant is connected, and since when it is
// or is away.
type Presence struct {
	Key   string
	Here  bool
	Since time.Time
}

// BeginOnline is the Begin of an online game as its table gives it: the
// moves of the log, the clocks as the log left them.
func BeginOnline(o *Online) (Begin, error) {
	return Begin{}, errors.New("not yet")
}
