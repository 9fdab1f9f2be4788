// Package setups reads starting setups: small TOML files, one per setup,
// that say which game is played, by whom, and where everything starts. The
// shipped setups are embedded in the program; a user's own live in a folder
// of theirs and appear beside them. Every file is checked as it is read, and
// a bad one is rejected with an error naming the file, the line and the
// problem, without hiding the good ones.
//
// The format of each game's setups is described in the README.
package setups

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
)

// Setup is one starting setup, read and checked.
type Setup struct {
	ID          string // "terrace/long": the game and the file's base name
	Game        string // "terrace"
	Name        string // shown in the picker
	Description string
	Order       int    // place in the picker among the game's setups; 0 sorts last
	File        string // where it was read from, for messages
	User        bool   // from the user's own folder
	Seats       []Seat // in turn order
	Source      []byte // the file as read

	start   func() (rules.Game, error) // set by the game's reader
	summary string                     // set by the game's reader
	terrace *terrace.Position
}

// Seat is one player's place at the table.
type Seat struct {
	Colour string // one of Colours
	Letter string // the letter the seat's pieces carry in a board diagram
}

// Colours are the seat colours a setup may use.
var Colours = []string{"white", "black", "red", "blue", "green", "yellow"}

// Games are the games a setup may be for, by the name the files use.
var Games = []string{"terrace", "terachess", "sixmaking", "chessrace"}

// NewGame starts a game from the setup.
func (s *Setup) NewGame() (rules.Game, error) {
	if s.start == nil {
		return nil, fmt.Errorf("%s: %s setups cannot be played yet", s.File, s.Game)
	}
	return s.start()
}

// Summary describes the setup in a few words for the picker, such as
// "6x6 board, 2 players".
func (s *Setup) Summary() string {
	if s.summary != "" {
		return s.summary
	}
	return fmt.Sprintf("%d players", len(s.Seats))
}

// Error is a problem with a setup file.
type Error struct {
	File string // name or path of the file
	Line int    // 1-based line of the problem; 0 when it concerns the whole file
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s, line %d: %s", e.File, e.Line, e.Msg)
	}
	return e.File + ": " + e.Msg
}

// header holds the keys every setup file has.
type header struct {
	Game        string
	Name        string
	Description string
	Order       int
}

// Parse reads a setup file. file names it in error messages; id is the id
// it gets (usually the game and the file's base name).
func Parse(file, id string, data []byte) (*Setup, error) {
	src := source{file: file, text: data}
	var h header
	if _, err := toml.Decode(string(data), &h); err != nil {
		return nil, src.tomlError(err)
	}
	if h.Game == "" {
		return nil, src.errorf("", "the file does not say which game it is for (add a line such as game = \"terrace\")")
	}
	if !slices.Contains(Games, h.Game) {
		return nil, src.errorf("game", "unknown game %q (Boardshelf plays %s)", h.Game, strings.Join(Games, ", "))
	}
	if strings.TrimSpace(h.Name) == "" {
		return nil, src.errorf("name", "the setup has no name (add a line such as name = \"My opening\")")
	}
	s := &Setup{ID: id, Game: h.Game, Name: h.Name, Description: h.Description, Order: h.Order, File: file, Source: data}
	var err error
	switch h.Game {
	case "terrace":
		err = parseTerrace(src, s)
	case "terachess":
		err = parseTerachess(src, s)
	case "sixmaking":
		err = parseSixMaking(src, s)
	case "chessrace":
		err = parseChessRace(src, s)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// source is a file being read, for placing errors.
type source struct {
	file string
	text []byte
}

func (src source) errorf(key, format string, args ...any) error {
	return &Error{File: src.file, Line: src.lineOf(key), Msg: fmt.Sprintf(format, args...)}
}

// seatError places a problem on the line of the i-th seat's colour.
func (src source) seatError(i int, format string, args ...any) error {
	return &Error{File: src.file, Line: src.nthLineOf("colour", i), Msg: fmt.Sprintf(format, args...)}
}

func (src source) errorAt(line int, format string, args ...any) error {
	return &Error{File: src.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// The TOML library reports a value of the wrong type as plain text.
var (
	tomlTypeError = regexp.MustCompile(`^toml: (?:line (\d+) )?\(last key "([^"]*)"\): (.*)$`)
	tomlTypes     = regexp.MustCompile(`TOML value has type (\w+); destination has type (\w+)`)
)

// tomlError turns the TOML library's syntax and type errors into ours.
func (src source) tomlError(err error) error {
	var perr toml.ParseError
	if errors.As(err, &perr) {
		return src.errorAt(perr.Position.Line, "%s", perr.Message)
	}
	if m := tomlTypeError.FindStringSubmatch(err.Error()); m != nil {
		line, _ := strconv.Atoi(m[1])
		msg := m[3]
		if t := tomlTypes.FindStringSubmatch(msg); t != nil {
			want, got := typeWord(t[2]), typeWord(t[1])
			msg = fmt.Sprintf("%s should be %s %s, not %s %s", m[2], article(want), want, article(got), got)
		}
		return src.errorAt(line, "%s", msg)
	}
	return &Error{File: src.file, Msg: strings.TrimPrefix(err.Error(), "toml: ")}
}

// typeWord names a type as the TOML library reports it in plain words.
func typeWord(t string) string {
	switch {
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "integer"
	case strings.HasPrefix(t, "float"):
		return "number"
	case t == "bool":
		return "true or false"
	case strings.HasPrefix(t, "[]"), t == "slice", t == "array":
		return "list"
	case strings.HasPrefix(t, "map"), t == "struct":
		return "table"
	}
	return t
}

func article(word string) string {
	if strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// decode reads the whole file into v, a struct with a field for every key
// the game's setups may have. A key that nothing reads is most likely
// misspelt, so it is an error rather than silently ignored.
func (src source) decode(v any) error {
	md, err := toml.Decode(string(src.text), v)
	if err != nil {
		return src.tomlError(err)
	}
	if extra := md.Undecoded(); len(extra) > 0 {
		key := extra[0]
		return src.errorf(key[len(key)-1], "unknown key %q", key.String())
	}
	return nil
}

// firstLineOf is the file line of the first line of a multi-line string
// set by key (a board or track diagram): TOML drops a newline right after
// the opening quotes, so the diagram usually starts on the line below.
func (src source) firstLineOf(key string) int {
	line := src.lineOf(key)
	if line == 0 {
		return 0
	}
	text := strings.Split(string(src.text), "\n")[line-1]
	_, after, _ := strings.Cut(text, "=")
	if after = strings.TrimSpace(after); after == `"""` || after == "'''" {
		return line + 1
	}
	return line
}

// lineOf finds the first line on which key is set, or 0. The TOML library
// gives positions only for syntax errors, so checks made after decoding
// find their line here.
func (src source) lineOf(key string) int { return src.nthLineOf(key, 0) }

// nthLineOf finds the line of the n-th (from 0) setting of key, or 0.
func (src source) nthLineOf(key string, n int) int {
	if key == "" {
		return 0
	}
	assign := regexp.MustCompile(`(^|[\s{,])` + regexp.QuoteMeta(key) + `\s*=`)
	for i, line := range bytes.Split(src.text, []byte("\n")) {
		if bytes.HasPrefix(bytes.TrimSpace(line), []byte("#")) || !assign.Match(line) {
			continue
		}
		if n == 0 {
			return i + 1
		}
		n--
	}
	return 0
}
