// Package setups reads starting setups: small TOML files, one per setup,
// that say which game is played, by whom, and where everything starts. The
// shipped setups are embedded in the program; a user's own live in a folder
// of theirs and appear beside them. Every file is checked as it is read, and
// a bad one is rejected with an error naming the file, the line and the
// problem, without hiding the good ones.
//
// The format of each game's setups is described in docs/setup-files.md.
package setups

import (
	"bytes"
	"fmt"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/BurntSushi/toml"

	"boardshelf/rules"
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

	words   map[string]Words           // the name and description in other languages
	start   func() (rules.Game, error) // set by the game's reader
	summary []rules.Explanation        // set by the game's reader: its parts
	// position is the starting position as the game's reader parsed it,
	// of the game's own type, for an editor of that game; nil when the
	// reader keeps none.
	position any
}

// Seat is one player's place at the table.
type Seat struct {
	Colour string // one of Colours
	Letter string // the letter the seat's pieces carry in a board diagram
}

// Colours are the seat colours a setup may use.
var Colours = []string{"white", "black", "red", "blue", "green", "yellow"}

// Reader reads the keys of one game's setup files (src.Decode them into
// a struct with a field for each) and makes s a setup of that game with
// s.SetGame, or says what is wrong with src.Errorf.
type Reader func(src Source, s *Setup) error

// readers are the games setups can be read for, in the order registered.
var readers []gameReader

type gameReader struct {
	game string
	read Reader
}

// Register makes setups of a game readable: game is the name its files
// give (game = "terrace"). A second reader for a game replaces the first.
func Register(game string, read Reader) {
	for i := range readers {
		if readers[i].game == game {
			readers[i].read = read
			return
		}
	}
	readers = append(readers, gameReader{game, read})
}

func init() {
	Register("terrace", parseTerrace)
	Register("terachess", parseTerachess)
	Register("sixmaking", parseSixMaking)
	Register("chessrace", parseChessRace)
}

// Games are the games a setup may be for, by the name the files use.
func Games() []string {
	var names []string
	for _, r := range readers {
		names = append(names, r.game)
	}
	return names
}

// SetGame makes s a setup of its game: who sits where, how to start a
// game of it, and its few words for the picker ("6x6 board, 2 players").
func (s *Setup) SetGame(seats []Seat, start func() (rules.Game, error), summary ...rules.Explanation) {
	s.Seats, s.start, s.summary = seats, start, summary
}

// SetPosition keeps the starting position as the game's reader parsed it
// (Terrace keeps a terrace.Position), for whoever edits setups of that
// game: see Position.
func (s *Setup) SetPosition(p any) { s.position = p }

// Position is the starting position of a setup whose reader kept one of
// type P: setups.Position[terrace.Position](s). ok is false for a setup of
// another game.
func Position[P any](s *Setup) (p P, ok bool) {
	p, ok = s.position.(P)
	return p, ok
}

// NewGame starts a game from the setup.
func (s *Setup) NewGame() (rules.Game, error) {
	if s.start == nil {
		return nil, NewError(s.File, 0, problem("%s setups cannot be played yet", rules.Clip(s.Game)))
	}
	return s.start()
}

// Summary describes the setup in a few words for the picker, such as
// "6x6 board, 2 players", in English.
func (s *Setup) Summary() string {
	var parts []string
	for _, p := range s.SummaryParts() {
		parts = append(parts, p.String())
	}
	return strings.Join(parts, ", ")
}

// SummaryParts is the summary as words to translate, its parts to be
// joined by commas: "6x6 board", "2 players".
func (s *Setup) SummaryParts() []rules.Explanation {
	if len(s.summary) > 0 {
		return s.summary
	}
	return []rules.Explanation{players(len(s.Seats))}
}

// players is the part of a summary that counts the players: "2 players".
func players(n int) rules.Explanation { return rules.ExplainN(n, "%d player", "%d players", n) }

// Error is a problem with a setup file.
type Error struct {
	File string // name or path of the file
	Line int    // 1-based line of the problem; 0 when it concerns the whole file
	Msg  string // the problem in English
	// Problem is the problem as words the UI translates: Msg is its
	// English. (While a message has none, the UI shows Msg.)
	Problem rules.Explanation
	Err     error // the file system's error behind it, if any
}

// Unwrap gives the file system's error behind the problem, so that
// errors.Is(err, fs.ErrNotExist) tells a missing file.
func (e *Error) Unwrap() error { return e.Err }

// NewError is a problem with a file at a line of it (0 for the file as a
// whole), in words the UI translates: its Msg is their English.
func NewError(file string, line int, p rules.Explanation) *Error {
	return &Error{File: file, Line: line, Msg: p.String(), Problem: p}
}

// problem is the words of a problem with a file, to translate: an English
// format of whole sentences, the key of its translations, and the values
// that fill it in. A value quoted from the file stays as it is (quoted and
// clipped); a colour, or a problem inside another, is an Explanation the
// UI words in turn.
func problem(format string, args ...any) rules.Explanation { return rules.Explain(format, args...) }

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
	// The name and description in the languages Boardshelf speaks, as
	// tables named by the language's code: [fr] name = "Partie longue".
	En Words `toml:"en"`
	Fr Words `toml:"fr"`
	De Words `toml:"de"`
}

// Words are a setup's name and description in one language.
type Words struct {
	Name        string
	Description string
}

// NameIn is the setup's name in the language of code, or its own name
// when the file gives none in that language.
func (s *Setup) NameIn(code string) string {
	if w := s.words[code]; strings.TrimSpace(w.Name) != "" {
		return w.Name
	}
	return s.Name
}

// DescriptionIn is the setup's description in the language of code, or
// its own.
func (s *Setup) DescriptionIn(code string) string {
	if w := s.words[code]; strings.TrimSpace(w.Description) != "" {
		return w.Description
	}
	return s.Description
}

// Translations are the setup's names and descriptions in other languages,
// by the language's code.
func (s *Setup) Translations() map[string]Words { return maps.Clone(s.words) }

// Parse reads a setup file. file names it in error messages; id is the id
// it gets (usually the game and the file's base name). The file is decoded
// once: its keys are kept as the TOML library parsed them, and the game's
// reader takes those it knows.
func Parse(file, id string, data []byte) (*Setup, error) {
	src, err := newSource(file, data)
	if err != nil {
		return nil, err
	}
	var h header
	if err := src.decodeFields(&h, false); err != nil {
		return nil, err
	}
	if h.Game == "" {
		return nil, src.Errorf("", "the file does not say which game it is for (add a line such as game = \"terrace\")")
	}
	i := slices.IndexFunc(readers, func(r gameReader) bool { return r.game == h.Game })
	if i < 0 {
		return nil, src.Errorf("game", "unknown game %s (Boardshelf plays %s)", quoted(h.Game), strings.Join(Games(), ", "))
	}
	if strings.TrimSpace(h.Name) == "" {
		return nil, src.Errorf("name", "the setup has no name (add a line such as name = \"My opening\")")
	}
	s := &Setup{ID: id, Game: h.Game, Name: h.Name, Description: h.Description, Order: h.Order, File: file, Source: data,
		words: map[string]Words{}}
	for code, w := range map[string]Words{"en": h.En, "fr": h.Fr, "de": h.De} {
		if w != (Words{}) {
			s.words[code] = w
		}
	}
	if err = readers[i].read(src, s); err != nil {
		return nil, err
	}
	return s, nil
}

// Source is a file being read, for placing errors, and its keys as decoded.
type Source struct {
	file  string
	text  []byte
	md    *toml.MetaData
	keys  map[string]toml.Primitive // the top-level keys, not yet given a type
	order []string                  // the top-level keys in the file's order
}

// newSource decodes a setup file, once.
func newSource(file string, data []byte) (Source, error) {
	src := Source{file: file, text: data}
	md, err := decodeTOML(file, data, SetupFile, &src.keys)
	if err != nil {
		return src, err
	}
	src.md = &md
	for _, k := range md.Keys() {
		if !slices.Contains(src.order, k[0]) {
			src.order = append(src.order, k[0])
		}
	}
	return src, nil
}

// Errorf is a problem of the file, placed on the line that sets key (the
// whole file for ""): format is its English, whole sentences, which the UI
// translates before filling in the values (see problem).
func (src Source) Errorf(key, format string, args ...any) error {
	return src.problemAt(key, problem(format, args...))
}

// problemAt places a problem on the line that sets key.
func (src Source) problemAt(key string, p rules.Explanation) error {
	return NewError(src.file, src.lineOf(key), p)
}

// seatError places a problem on the line of the i-th seat's colour.
func (src Source) seatError(i int, format string, args ...any) error {
	return NewError(src.file, src.nthLineOf("colour", i), problem(format, args...))
}

func (src Source) errorAt(line int, format string, args ...any) error {
	return NewError(src.file, line, problem(format, args...))
}

// tomlDecodes counts the files decoded, for the test that each is decoded
// once.
var tomlDecodes atomic.Int64

// decodeTOML decodes a file of the given kind into v as toml.Decode does,
// but only once CheckTOML has passed it, and with the library's errors (and
// any panic of its) turned into an *Error in plain words.
func decodeTOML(file string, data []byte, kind FileKind, v any) (md toml.MetaData, err error) {
	if err := CheckTOML(file, data, kind); err != nil {
		return md, err
	}
	defer func() {
		if r := recover(); r != nil {
			md, err = toml.MetaData{}, NewError(file, 0, problem("the file cannot be read: %s", ClipQuoted(fmt.Sprint(r))))
		}
	}()
	tomlDecodes.Add(1)
	md, err = toml.Decode(string(data), v)
	if err != nil {
		return md, TOMLError(file, err)
	}
	return md, nil
}

// DecodeTOML reads a file of the given kind (such as a game record) into v,
// a pointer to a struct, as toml.Decode does, but safely: the file is
// checked by CheckTOML first, and every problem is an *Error in plain
// words naming the file and, where it is known, the line, including a key
// that v has no field for (most likely misspelt).
func DecodeTOML(file string, data []byte, kind FileKind, v any) (toml.MetaData, error) {
	md, err := decodeTOML(file, data, kind, v)
	if err != nil {
		return md, err
	}
	if extra := md.Undecoded(); len(extra) > 0 {
		src := Source{file: file, text: data}
		return md, src.problemAt(extra[0][len(extra[0])-1], msgUnknownKey(extra[0]))
	}
	return md, nil
}

// decode reads the file's keys into v, a struct with a field for every key
// the game's setups may have. A key that nothing reads is most likely
// misspelt, so it is an error rather than silently ignored.
func (src Source) Decode(v any) error { return src.decodeFields(v, true) }

// decodeFields gives each field of the struct v the value of the key of
// its name (in any case, as the TOML library matches them), in the file's
// order. Strict, it refuses a key that v has no field for, the first in the
// file's order; inner keys, such as those of each seat, included.
func (src Source) decodeFields(v any, strict bool) error {
	fields := fieldsOf(reflect.ValueOf(v).Elem())
	for _, name := range src.order {
		if f, ok := fieldNamed(fields, name); ok {
			if err := src.md.PrimitiveDecode(src.keys[name], f.Addr().Interface()); err != nil {
				return TOMLError(src.file, err)
			}
		}
	}
	if !strict {
		return nil
	}
	undecoded := map[string]bool{}
	for _, k := range src.md.Undecoded() {
		undecoded[k.String()] = true
	}
	for _, k := range src.md.Keys() {
		if _, known := fieldNamed(fields, k[0]); !known || undecoded[k.String()] {
			return src.problemAt(k[len(k)-1], msgUnknownKey(k))
		}
	}
	return nil
}

type field struct {
	name  string
	value reflect.Value
}

// fieldsOf lists the fields of a struct by the key each reads, those of
// embedded structs (the header) included.
func fieldsOf(v reflect.Value) []field {
	var fields []field
	for i := range v.NumField() {
		sf := v.Type().Field(i)
		switch {
		case sf.Anonymous && sf.Type.Kind() == reflect.Struct:
			fields = append(fields, fieldsOf(v.Field(i))...)
		case sf.IsExported():
			name, _, _ := strings.Cut(sf.Tag.Get("toml"), ",")
			if name == "" {
				name = sf.Name
			}
			fields = append(fields, field{name, v.Field(i)})
		}
	}
	return fields
}

// fieldNamed finds the field for a key: of the same name, or else of the
// same name in another case.
func fieldNamed(fields []field, key string) (reflect.Value, bool) {
	if i := slices.IndexFunc(fields, func(f field) bool { return f.name == key }); i >= 0 {
		return fields[i].value, true
	}
	if i := slices.IndexFunc(fields, func(f field) bool { return strings.EqualFold(f.name, key) }); i >= 0 {
		return fields[i].value, true
	}
	return reflect.Value{}, false
}

// firstLineOf is the file line of the first line of a multi-line string
// set by key (a board or track diagram): TOML drops a newline right after
// the opening quotes, so the diagram usually starts on the line below.
func (src Source) firstLineOf(key string) int {
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
func (src Source) lineOf(key string) int { return src.nthLineOf(key, 0) }

// LineOf finds the first line of data on which key (one part of a key, such
// as colour) is set, or 0, for placing a problem found after decoding.
func LineOf(data []byte, key string) int { return Source{text: data}.lineOf(key) }

// assignment matches a line that sets key.
func assignment(key string) *regexp.Regexp {
	return regexp.MustCompile(`(^|[\s{,])` + regexp.QuoteMeta(key) + `\s*=`)
}

// nthLineOf finds the line of the n-th (from 0) setting of key, or 0.
func (src Source) nthLineOf(key string, n int) int {
	if key == "" {
		return 0
	}
	assign := assignment(key)
	for i, line := range bytes.Split(src.text, []byte("\n")) {
		// The regular expression only where the key is: a record's lines are
		// many (a shared game's log), and the expression is slow on them.
		if !bytes.Contains(line, []byte(key)) || bytes.HasPrefix(bytes.TrimSpace(line), []byte("#")) || !assign.Match(line) {
			continue
		}
		if n == 0 {
			return i + 1
		}
		n--
	}
	return 0
}

// TextLine is the line of data that holds line n (from 1) of the text set
// by key, such as the setup inside a record: the key's own line for n = 0
// or a text on one line, and 0 when key is not set.
func TextLine(data []byte, key string, n int) int {
	src := Source{text: data}
	line := src.lineOf(key)
	if line == 0 || n == 0 {
		return line
	}
	text := strings.Split(string(data), "\n")[line-1]
	_, after, _ := strings.Cut(text, "=")
	after = strings.TrimSpace(after)
	if !strings.HasPrefix(after, `"""`) && !strings.HasPrefix(after, "'''") {
		return line
	}
	return src.firstLineOf(key) + n - 1
}

// ListLines gives the line of data on which each string of the list set by
// key starts, such as the moves of a record, or nil when key does not set a
// list.
func ListLines(data []byte, key string) []int {
	line := LineOf(data, key)
	if line == 0 {
		return nil
	}
	start := 0
	for range line - 1 {
		start += bytes.IndexByte(data[start:], '\n') + 1
	}
	end := bytes.IndexByte(data[start:], '\n')
	if end < 0 {
		end = len(data) - start
	}
	at := assignment(key).FindIndex(data[start : start+end])
	if at == nil {
		return nil
	}
	sc := scanner{data: data, pos: start + at[1], line: line}
	var lines []int
	depth := 0
	for sc.pos < len(sc.data) {
		switch c := sc.data[sc.pos]; {
		case c == '\n':
			sc.line++
			sc.pos++
		case c == '#':
			sc.skipComment()
		case c == '"' || c == '\'':
			if depth == 1 {
				lines = append(lines, sc.line)
			}
			sc.skipString()
		case c == '[':
			depth++
			sc.pos++
		case c == ']':
			if depth--; depth <= 0 {
				return lines
			}
			sc.pos++
		case depth == 0 && c != ' ' && c != '\t':
			return nil
		default:
			sc.pos++
		}
	}
	return lines
}
