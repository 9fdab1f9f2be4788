// Package interchange converts game records between Boardshelf and the
// formats other programs keep games in (Boardspace's SGF for Six MaKING
// today; Abstract Play and Jocly to come). Every format has the same shape,
// a Format: a name, its file extensions, a sniffer that knows its content,
// an importer to a records.Record and an exporter from one. Whatever comes
// in is played through Boardshelf's rules before it is handed on, so a
// record imported is a game Boardshelf can replay, or an error naming the
// move that is not legal; nothing is half imported.
//
// Nothing here imports Fyne: the command line and the app share it.
package interchange

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"

	"boardshelf/clock"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
)

// Format is one way of writing games down, Boardshelf's own or another
// program's.
type Format struct {
	Name       string   // "Boardspace SGF": how people call it
	Extensions []string // ".sgf": the file names it goes by, lower case, with the dot
	Games      []string // the Boardshelf games it can carry: "sixmaking"
	Keeps      Keeps    // what it keeps of a record beside the moves
	// File is its kind of file: a name for messages and the largest a file
	// may be, so that a huge file is refused before it is parsed.
	File setups.FileKind

	// Sniff reports whether data looks like this format (its first bytes
	// are enough): for a file whose extension says nothing.
	Sniff func(data []byte) bool
	// Import reads a game. It plays every move through the rules, and
	// says which move is not legal (see IllegalMove).
	Import func(data []byte) (records.Record, error)
	// Export writes a game; what the format cannot say is refused in words.
	Export func(r records.Record) ([]byte, error)
}

// Keeps is what a format keeps of a record beside its main line of
// moves, its setup, players, result and date, which every format keeps.
type Keeps struct {
	Comments, Variations, NAGs, Marks, Clock bool
	TimeLoss                                 bool // a game's end on the clock, its last move
}

// LeftOut names what r holds that format f does not keep, for saying what
// an export leaves behind: "2 variations", "the clock". Comments on
// variations go with the variations.
func LeftOut(f *Format, r records.Record) []rules.Explanation {
	var out []rules.Explanation
	count := func(keeps bool, n int, one, other string) {
		if !keeps && n > 0 {
			out = append(out, rules.ExplainN(n, one, other, n))
		}
	}
	n := r.Notes
	count(f.Keeps.Variations, len(n.Variations), "%d variation", "%d variations")
	comments := 0
	for place := range n.Comments {
		if place.Line == 0 || f.Keeps.Variations {
			comments++
		}
	}
	count(f.Keeps.Comments, comments, "%d comment", "%d comments")
	count(f.Keeps.NAGs, len(n.NAGs), "%d move judged with a sign such as !?", "%d moves judged with signs such as !?")
	marks := 0
	for _, list := range n.Marks {
		marks += len(list)
	}
	count(f.Keeps.Marks, marks, "%d mark on the board", "%d marks on the board")
	if !f.Keeps.Clock && r.Clock.Kind != clock.None {
		out = append(out, rules.Explain("the clock"))
	}
	if !f.Keeps.TimeLoss && len(r.Moves) > 0 && r.Moves[len(r.Moves)-1] == string(rules.TimeOut) {
		out = append(out, rules.Explain("the loss on time that ends the game"))
	}
	return out
}

// Carries reports whether the format can hold games of game.
func (f *Format) Carries(game string) bool { return slices.Contains(f.Games, game) }

// Detect finds the format of a file named name holding data: its extension
// first, its content when the extension is unknown (or shared by formats
// that do not know the content).
func Detect(formats []*Format, name string, data []byte) (*Format, error) {
	ext := strings.ToLower(filepath.Ext(name))
	var byExt []*Format
	for _, f := range formats {
		if slices.Contains(f.Extensions, ext) {
			byExt = append(byExt, f)
		}
	}
	if len(byExt) == 1 {
		return byExt[0], nil
	}
	candidates := byExt
	if len(candidates) == 0 {
		candidates = formats
	}
	for _, f := range candidates {
		if f.Sniff(data) {
			return f, nil
		}
	}
	return nil, rules.Explain("%s is in no format Boardshelf reads (%s)", rules.Quote(filepath.Base(name)), names(formats))
}

// ByExtension is the format files named name are written in, for an
// export: told by the extension alone.
func ByExtension(formats []*Format, name string) (*Format, error) {
	ext := strings.ToLower(filepath.Ext(name))
	for _, f := range formats {
		if slices.Contains(f.Extensions, ext) {
			return f, nil
		}
	}
	return nil, rules.Explain("%s: Boardshelf writes no format with that extension (%s)", rules.Quote(filepath.Base(name)), names(formats))
}

// names lists the formats with their extensions, for messages.
func names(formats []*Format) string {
	var list []string
	for _, f := range formats {
		list = append(list, f.Name+" "+strings.Join(f.Extensions, " "))
	}
	return strings.Join(list, ", ")
}

// Import reads a game in format f, and checks it replays in Boardshelf.
func Import(f *Format, data []byte) (records.Record, error) {
	if len(data) > f.File.MaxSize {
		return records.Record{}, rules.Explain("the file is larger than %d KB, the most %s may be", f.File.MaxSize>>10, f.File.Called)
	}
	r, err := f.Import(data)
	if err != nil {
		return records.Record{}, err
	}
	// The importer has played the moves already; replaying the record as
	// the app will is the proof that what it built is what it played.
	if _, _, _, err := r.Replay(f.Name); err != nil {
		return records.Record{}, err
	}
	return r, nil
}

// Export writes r in format f, once it has replayed: a record that does
// not replay is no game to hand to another program.
func Export(f *Format, r records.Record) ([]byte, error) {
	if !f.Carries(r.Game) {
		return nil, rules.Explain("%s holds no games of %s", f.Name, r.Game)
	}
	if _, _, _, err := r.Replay("the game"); err != nil {
		return nil, err
	}
	return f.Export(r)
}

// ReadFile reads and imports a game file, in whichever of formats it is.
// It reads through setups.ReadLimited, so that a pipe or a device is
// refused before anything is read, and no more than the largest file of
// the formats (Import then holds the file to its own format's size).
func ReadFile(formats []*Format, name string) (records.Record, *Format, error) {
	kind := setups.FileKind{Name: "game file", Called: rules.Explain("a game file")}
	for _, f := range formats {
		kind.MaxSize = max(kind.MaxSize, f.File.MaxSize)
	}
	data, err := setups.ReadLimited(name, kind)
	if err != nil {
		return records.Record{}, nil, err
	}
	f, err := Detect(formats, name, data)
	if err != nil {
		return records.Record{}, nil, err
	}
	r, err := Import(f, data)
	return r, f, err
}

// IllegalMove is why an imported move cannot be played: its number in the
// game (from 1), the move as the file writes it, and the rules' reason.
// seats are the game's seats' colours (records.Record.Seats), for the app
// to name a seat as it does everywhere ("Black", not "player 2").
func IllegalMove(seats []string, number int, written string, why error) error {
	return MoveError{Explanation: rules.Explain("move %d (%s) is not legal here: %s", number, rules.Clip(written), reason(why)), Seats: seats}
}

// MoveError is a move of a file that is not legal: its words, and the
// colours of the game's seats, by which the app names the seats in them.
type MoveError struct {
	rules.Explanation
	Seats []string
}

func (e MoveError) Unwrap() error { return e.Explanation }

// Error is the move's words with the seats named by their colours.
func (e MoveError) Error() string {
	seats := make([]setups.Seat, len(e.Seats))
	for i, c := range e.Seats {
		seats[i].Colour = c
	}
	return setups.SeatsNamed(e.Explanation, seats).String()
}

// reason is an error's words, its Explanation when it has one.
func reason(err error) any {
	var e rules.Explanation
	if errors.As(err, &e) {
		return e
	}
	return err.Error()
}

// HasPrefixFold reports whether data, its leading blanks and byte order
// mark skipped, begins with prefix in any case: for sniffers.
func HasPrefixFold(data []byte, prefix string) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	data = bytes.TrimLeft(data, " \t\r\n")
	return len(data) >= len(prefix) && strings.EqualFold(string(data[:len(prefix)]), prefix)
}
