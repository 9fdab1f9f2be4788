package search

import (
	"fmt"
	"strings"
	"time"
)

// Level is how strongly the computer plays.
type Level int

const (
	// Easy looks one move ahead with some noise in its judgement: it takes
	// what is offered and wins when it can, but falls for simple traps.
	Easy Level = iota
	// Medium searches a few moves deep (at most 0.6 s) and never hands
	// over an immediate win when it can avoid it.
	Medium
	// Hard thinks for one and a half seconds on every core (see
	// ai.Options.Threads): alpha-beta in Terachess, Terrace and Six MaKING, a
	// Monte Carlo tree search in Sixth MaKING (with a solver) and in Chess
	// Race.
	Hard
	// Expert is Hard given six times its time (see Budget), for people who
	// want the strongest play and for analysing a position.
	Expert
)

// Levels lists the levels from the weakest.
var Levels = []Level{Easy, Medium, Hard, Expert}

func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	case Expert:
		return "expert"
	}
	return fmt.Sprintf("level %d", int(l))
}

// ParseLevel reads "easy", "medium", "hard" or "expert" (any case).
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("level %q: want easy, medium, hard or expert", s)
}

// Valid reports whether l is one of the four levels.
func (l Level) Valid() bool { return l >= Easy && l <= Expert }

// Budget is the time a level may think about one move. Hard stays well
// under two seconds so that the move is back in time on a busy machine;
// Expert's move is back within ten.
func (l Level) Budget() time.Duration {
	switch l {
	case Easy:
		return 150 * time.Millisecond
	case Medium:
		return 600 * time.Millisecond
	case Expert:
		return 9 * time.Second
	}
	return 1500 * time.Millisecond
}

// AvoidsLosses reports whether the level filters out moves that hand the
// next player an immediate win.
func (l Level) AvoidsLosses() bool { return l >= Medium }

// Parallel reports whether the level searches on every core.
func (l Level) Parallel() bool { return l >= Hard }
