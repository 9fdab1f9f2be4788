// Package records reads and writes game records: readable TOML files that
// hold a game's complete starting setup, its seats, every move in notation
// (die rolls included), the result and the date. A record replays through
// the rules, so it stays playable even when the setup file it came from has
// changed or is gone.
package records

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Record is one game as saved.
type Record struct {
	Game    string    // "terrace", "terachess", ...
	SetupID string    // the setup it started from, e.g. "terrace/long" (for people; Setup is what counts)
	Setup   string    // the complete setup file the game started from
	Seats   []string  // who sat where, in turn order, e.g. "white"
	Players []string  // who played each seat, e.g. "human" or "computer (hard)"; may be empty
	Moves   []string  // every move in notation, die rolls included
	Result  string    // how the game ended; "" while it goes on
	Date    time.Time // when it was last saved
}

// file is the record's layout in TOML.
type file struct {
	Game    string    `toml:"game"`
	SetupID string    `toml:"setup_id"`
	Date    time.Time `toml:"date"`
	Result  string    `toml:"result"`
	Seats   []string  `toml:"seats"`
	Players []string  `toml:"players"`
	Moves   []string  `toml:"moves"`
	Setup   string    `toml:"setup"`
}

// Encode writes a record as a person would lay it out: the facts first,
// one move per line with its number, and the setup file last, verbatim.
func Encode(r Record) []byte {
	var b strings.Builder
	b.WriteString("# A game record of Boardshelf.\n")
	fmt.Fprintf(&b, "game = %s\n", quote(r.Game))
	if r.SetupID != "" {
		fmt.Fprintf(&b, "setup_id = %s\n", quote(r.SetupID))
	}
	fmt.Fprintf(&b, "date = %s\n", r.Date.UTC().Format(time.RFC3339))
	if r.Result != "" {
		fmt.Fprintf(&b, "result = %s\n", quote(r.Result))
	}
	fmt.Fprintf(&b, "seats = [%s]\n", quoteAll(r.Seats))
	if len(r.Players) > 0 {
		fmt.Fprintf(&b, "players = [%s]\n", quoteAll(r.Players))
	}
	b.WriteString("\nmoves = [\n")
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "  %-16s # %d\n", quote(m)+",", i+1)
	}
	b.WriteString("]\n\n# The setup the game started from.\n")
	if literalSafe(r.Setup) {
		fmt.Fprintf(&b, "setup = '''\n%s'''\n", ensureNewline(r.Setup))
	} else {
		fmt.Fprintf(&b, "setup = %s\n", quote(r.Setup))
	}
	return []byte(b.String())
}

// Decode reads a record; name is the file's name for messages.
func Decode(name string, data []byte) (*Record, error) {
	var f file
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return nil, fmt.Errorf("%s, line %d: %s", name, perr.Position.Line, perr.Message)
		}
		return nil, fmt.Errorf("%s: %v", name, strings.TrimPrefix(err.Error(), "toml: "))
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		return nil, fmt.Errorf("%s: unknown key %q", name, undecoded[0].String())
	}
	switch {
	case f.Game == "":
		return nil, fmt.Errorf("%s: this is not a game record (it names no game)", name)
	case strings.TrimSpace(f.Setup) == "":
		return nil, fmt.Errorf("%s: the record holds no setup to start the game from", name)
	case !md.IsDefined("moves"):
		return nil, fmt.Errorf("%s: the record has no list of moves", name)
	}
	return &Record{Game: f.Game, SetupID: f.SetupID, Setup: f.Setup, Seats: f.Seats, Players: f.Players,
		Moves: f.Moves, Result: f.Result, Date: f.Date}, nil
}

// Step is a move of a replayed game and the seat that made it (for a die
// roll, the player it was rolled for).
type Step struct {
	Move rules.Move
	Seat int  // the player whose turn it was (see SeatToMove)
	Roll bool // the move was a roll of the die for them
}

// Replay starts the game of the record's setup and plays every move
// through the rules. A move that cannot be read or is not legal stops it
// with an error naming the move's number and why.
func (r *Record) Replay(name string) (*setups.Setup, rules.Game, []Step, error) {
	s, err := setups.Parse(name+" (its setup)", r.SetupID, []byte(r.Setup))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: the setup in the record cannot be read: %w", name, err)
	}
	if s.Game != r.Game {
		return nil, nil, nil, fmt.Errorf("%s: the record is of %s but its setup is of %s", name, r.Game, s.Game)
	}
	g, err := s.NewGame()
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	steps := make([]Step, 0, len(r.Moves))
	for i, text := range r.Moves {
		seat, roll := SeatToMove(g), g.Turn() == rules.Chance
		m, err := rules.ParseMove(g, text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s: move %d (%s) cannot be played: %v", name, i+1, text, err)
		}
		steps = append(steps, Step{m, seat, roll})
	}
	return s, g, steps, nil
}

// SeatToMove is the player whose turn it is, also while the die is to be
// rolled for them (games with a die say whose roll it is with Seat).
func SeatToMove(g rules.Game) int {
	if g.Turn() == rules.Chance {
		if s, ok := g.(interface{ Seat() int }); ok {
			return s.Seat()
		}
	}
	return g.Turn()
}

// Write saves a record to a file without ever leaving a damaged one.
func Write(name string, r Record) error { return setups.WriteFile(name, Encode(r)) }

func quote(s string) string { return setups.TOMLString(s) }

// literalSafe reports whether s can stand verbatim in a multi-line literal
// string: no closing quotes and no control characters but newline and tab.
func literalSafe(s string) bool {
	if strings.Contains(s, "'''") || strings.HasSuffix(s, "'") {
		return false
	}
	for _, r := range s {
		if (r < 0x20 && r != '\n' && r != '\t') || r == 0x7f {
			return false
		}
	}
	return true
}

func quoteAll(list []string) string {
	quoted := make([]string, len(list))
	for i, s := range list {
		quoted[i] = quote(s)
	}
	return strings.Join(quoted, ", ")
}

func ensureNewline(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}
