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

	"boardshelf/clock"
	"boardshelf/rules"
	"boardshelf/setups"
)

// Record is one game as saved.
type Record struct {
	Game      string    // "terrace", "terachess", ...
	SetupID   string    // the setup it started from, e.g. "terrace/long" (for people; Setup is what counts)
	Setup     string    // the complete setup file the game started from
	Seats     []string  // who sat where, in turn order, e.g. "white"
	Players   []string  // who played each seat, e.g. "human" or "computer (hard)"; may be empty
	Moves     []string  // every move in notation, die rolls included
	TakenBack int       // how many of the last moves were taken back on screen (they can be redone)
	Result    string    // how the game ended, at its last move; "" while it goes on
	Date      time.Time // when it was last saved

	Clock clock.Control   // the game's time control; the zero Control for none
	Times []time.Duration // each seat's time left on the clock, with a Clock

	// A game shared with other apps carries its log: the game itself, which
	// every app checks (package online). The fields above are then derived
	// from it, so that the file reads as a record anywhere.
	Online  Online   // how it travels; the zero Online at one table
	Log     []string // every entry of the game's log in its wire form (online.Entry.Encode)
	Pending []string // this app's entries the game has not taken yet (on the network)

	Notes Notes // the variations, comments, NAGs and marks; Moves is the main line

	lines lines // where things stand in the file it was read from
}

// Online is how a shared game travels for the app that keeps it, and
// what it needs to come back to it on the network.
type Online struct {
	How     string // HowFile, HowHost, HowJoin or HowRelay
	Address string // the host's address to reconnect to, or to host on again: "192.168.1.20:47123"
	Code    string // the join code
	// Access is how this app reaches the game through a relay
	// (byrelay.Access.String()): the relay, the game's room and its secret.
	Access string
}

// How a shared game travels.
const (
	HowFile = "file" // a file sent by any messenger
	HowHost = "host" // this app hosts it on the local network
	HowJoin = "join" // this app joined it on the local network
	// HowRelay: it travels through a relay, where every app follows it
	// alike, whichever began it.
	HowRelay = "relay"
)

// file is the record's layout in TOML.
type file struct {
	Game      string       `toml:"game"`
	SetupID   string       `toml:"setup_id"`
	Date      time.Time    `toml:"date"`
	Result    string       `toml:"result"`
	Seats     []string     `toml:"seats"`
	Players   []string     `toml:"players"`
	Moves     []string     `toml:"moves"`
	TakenBack int          `toml:"taken_back"`
	Clock     string       `toml:"clock"`
	Times     []string     `toml:"times"`
	Setup     string       `toml:"setup"`
	Online    *onlineTable `toml:"online"`

	Variations []variationTable    `toml:"variation"`
	Comments   map[string]string   `toml:"comments"`
	NAGs       map[string]string   `toml:"nags"`
	Marks      map[string][]string `toml:"marks"`
}

// onlineTable is the [online] table of a shared game's record.
type onlineTable struct {
	How     string   `toml:"how"`
	Address string   `toml:"address"`
	Code    string   `toml:"code"`
	Access  string   `toml:"access"`
	Log     []string `toml:"log"`
	Pending []string `toml:"pending"`
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
	if r.Clock.Kind != clock.None {
		var times []string
		for _, t := range r.Times {
			times = append(times, t.Round(time.Millisecond).String())
		}
		fmt.Fprintf(&b, "clock = %s\ntimes = [%s]  # each seat's time left\n", quote(r.Clock.String()), quoteAll(times))
	}
	b.WriteString("\nmoves = [\n")
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "  %-16s # %d\n", quote(m)+",", i+1)
	}
	b.WriteString("]\n")
	if r.TakenBack > 0 {
		fmt.Fprintf(&b, "# The position on screen is after move %d: the moves after it were taken back.\ntaken_back = %d\n",
			len(r.Moves)-r.TakenBack, r.TakenBack)
	}
	b.WriteString("\n# The setup the game started from.\n")
	if literalSafe(r.Setup) {
		fmt.Fprintf(&b, "setup = '''\n%s'''\n", ensureNewline(r.Setup))
	} else {
		fmt.Fprintf(&b, "setup = %s\n", quote(r.Setup))
	}
	encodeNotes(&b, r.Notes)
	if len(r.Log) > 0 {
		encodeOnline(&b, r)
	}
	return []byte(b.String())
}

// encodeOnline writes a shared game's table last: its log is long, and a
// table closes the top-level keys.
func encodeOnline(b *strings.Builder, r Record) {
	b.WriteString("\n# The game shared with other apps: its log, every entry signed by its author.\n[online]\n")
	fmt.Fprintf(b, "how = %s\n", quote(r.Online.How))
	if r.Online.Address != "" {
		fmt.Fprintf(b, "address = %s\n", quote(r.Online.Address))
	}
	if r.Online.Code != "" {
		fmt.Fprintf(b, "code = %s\n", quote(r.Online.Code))
	}
	if r.Online.Access != "" {
		fmt.Fprintf(b, "access = %s  # a secret: it lets its holder into the game\n", quote(r.Online.Access))
	}
	entries := func(key string, list []string) {
		fmt.Fprintf(b, "%s = [\n", key)
		for _, e := range list {
			fmt.Fprintf(b, "  %s,\n", quoteEntry(e))
		}
		b.WriteString("]\n")
	}
	entries("log", r.Log)
	if len(r.Pending) > 0 {
		entries("pending", r.Pending)
	}
}

// quoteEntry writes an entry, JSON full of double quotes, as a literal
// string when it can stand in one, so that it reads as it travels.
func quoteEntry(e string) string {
	if strings.ContainsRune(e, '\'') || strings.ContainsFunc(e, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return quote(e)
	}
	return "'" + e + "'"
}

// RecordFile is a game record. A record of a long game, 1,000 moves of
// Terachess with its setup, is some 26 KB; the longest games of Chess Race
// seen, four players played at random on the long course, run to 5,000
// moves (130 KB). 1 MB holds 40,000 moves as the app writes them. A shared
// game carries its log too, some 340 bytes an entry as written: 40,000
// moves take 14 MB, so 16 MB. The guard's cap on the values of lists keeps
// a hostile file of that size quick to refuse (see setups/guard.go).
var RecordFile = setups.FileKind{Name: "game record", MaxSize: 16 << 20, Called: rules.Explain("a game record")}

// ReadFile reads a record from disk as every record should be read: only
// an ordinary file of at most RecordFile.MaxSize bytes, without ever
// waiting on a named pipe or a device (see setups.ReadLimited).
func ReadFile(name string) (*Record, error) {
	data, err := setups.ReadLimited(name, RecordFile)
	if err != nil {
		return nil, err
	}
	return Decode(name, data)
}

// Decode reads a record; name is the file's name for messages. Every
// problem is a *setups.Error naming the file and, where it is known, the
// line.
func Decode(name string, data []byte) (*Record, error) {
	var f file
	md, err := setups.DecodeTOML(name, data, RecordFile, &f)
	if err != nil {
		return nil, err
	}
	switch {
	case f.Game == "":
		return nil, setups.NewError(name, 0, problem("it names no game (game = …)"))
	case strings.TrimSpace(f.Setup) == "":
		return nil, setups.NewError(name, 0, problem("the record holds no setup to start the game from"))
	case !md.IsDefined("moves"):
		return nil, setups.NewError(name, 0, problem("the record has no list of moves"))
	}
	if f.TakenBack < 0 || f.TakenBack > len(f.Moves) {
		n := len(f.Moves)
		return nil, setups.NewError(name, setups.LineOf(data, "taken_back"),
			rules.ExplainN(n, "taken_back = %d, but the record has %d move", "taken_back = %d, but the record has %d moves", f.TakenBack, n))
	}
	r := &Record{Game: f.Game, SetupID: f.SetupID, Setup: f.Setup, Seats: f.Seats, Players: f.Players,
		Moves: f.Moves, TakenBack: f.TakenBack, Result: f.Result, Date: f.Date}
	if err := r.readClock(name, data, f); err != nil {
		return nil, err
	}
	first := setups.TextLine(data, "setup", 1)
	r.lines = lines{game: setups.LineOf(data, "game"), moves: setups.LineOf(data, "moves"),
		setup: setups.TextLine(data, "setup", 0), setupFirst: first, setupStep: setups.TextLine(data, "setup", 2) - first}
	if ml := setups.ListLines(data, "moves"); len(ml) == len(f.Moves) {
		r.lines.eachMove = ml
	}
	r.lines.variations = headings(data, "[[variation]]")
	if err := r.readNotes(name, data, f); err != nil {
		return nil, err
	}
	if err := r.readOnline(name, data, f.Online); err != nil {
		return nil, err
	}
	return r, nil
}

// readClock reads the record's time control and the times left.
func (r *Record) readClock(name string, data []byte, f file) error {
	if f.Clock == "" {
		return nil
	}
	var err error
	if r.Clock, err = clock.Parse(f.Clock); err != nil {
		return setups.NewError(name, setups.LineOf(data, "clock"), problem("clock = %s is not a time control", rules.Quote(f.Clock)))
	}
	for _, text := range f.Times {
		t, err := time.ParseDuration(text)
		if err != nil || t < 0 {
			return setups.NewError(name, setups.LineOf(data, "times"), problem("times: %s is not a time left on a clock", rules.Quote(text)))
		}
		r.Times = append(r.Times, t)
	}
	return nil
}

// lines are where things stand in the file a record was read from, to
// place the problems replaying finds.
type lines struct {
	game, moves int
	eachMove    []int // the line of each move
	setup       int   // the line of the setup key
	setupFirst  int   // the line of the setup's first line
	setupStep   int   // 1 when the setup is written a line to a line, 0 on one line
	variations  []int // the line of each [[variation]]
	log         []int // the line of each entry of the log
	pending     []int // the line of each entry waiting
}

func (l lines) move(i int) int {
	if i < len(l.eachMove) {
		return l.eachMove[i]
	}
	return l.moves
}

// variation is the line of the variation i (from 0), 0 when unknown.
func (l lines) variation(i int) int {
	if i < len(l.variations) {
		return l.variations[i]
	}
	return 0
}

// inSetup is the record's line of line n (from 1) of its setup, or of the
// setup key for n = 0.
func (l lines) inSetup(n int) int {
	if n == 0 || l.setupFirst == 0 {
		return l.setup
	}
	return l.setupFirst + (n-1)*l.setupStep
}

// Step is a move of a replayed game and the seat that made it (for a die
// roll, the player it was rolled for).
type Step struct {
	Move rules.Move
	Seat int  // the player who made it (see rules.MoverOf)
	Roll bool // the move was a roll of the die for them
}

// Replay starts the game of the record's setup and plays every move
// through the rules. A move that cannot be read or is not legal stops it
// with an error naming the move's number and why, and its line when the
// record was read from a file.
func (r *Record) Replay(name string) (*setups.Setup, rules.Game, []Step, error) {
	s, err := setups.Parse(name+" (its setup)", r.SetupID, []byte(r.Setup))
	if err != nil {
		return nil, nil, nil, r.setupError(name, err)
	}
	if s.Game != r.Game {
		return nil, nil, nil, setups.NewError(name, r.lines.game, problem("the record is of %s but its setup is of %s", rules.Clip(r.Game), s.Game))
	}
	g, err := s.NewGame()
	if err != nil {
		return nil, nil, nil, setups.NewError(name, 0, problem("the game of the record cannot start: %s", setups.SeatsNamed(setups.Reason(err), s.Seats)))
	}
	steps := make([]Step, 0, len(r.Moves))
	for i, text := range r.Moves {
		roll := g.Turn() == rules.Chance
		m, err := rules.ParseMove(g, text)
		seat := rules.SeatToMove(g)
		if err == nil {
			seat = rules.MoverOf(g, m)
			err = g.Play(m)
		}
		if err != nil {
			return nil, nil, nil, setups.NewError(name, r.lines.move(i), problem("move %d (%s) cannot be played: %s", i+1, rules.Clip(text), setups.SeatsNamed(setups.Reason(err), s.Seats)))
		}
		steps = append(steps, Step{m, seat, roll})
	}
	if len(r.Notes.Variations) > 0 {
		// On a game of their own: g is the main line's end.
		start, _ := s.NewGame()
		if err := r.replayVariations(name, start, s.Seats); err != nil {
			return nil, nil, nil, err
		}
	}
	return s, g, steps, nil
}

// setupError places a problem of the record's setup on the record's line.
func (r *Record) setupError(name string, err error) error {
	var serr *setups.Error
	if !errors.As(err, &serr) {
		return setups.NewError(name, 0, problem("the setup in the record cannot be read: %s", setups.Reason(err)))
	}
	why := serr.Problem
	if why.Format == "" {
		why = setups.Reason(errors.New(serr.Msg))
	}
	return setups.NewError(name, r.lines.inSetup(serr.Line), problem("the setup in the record cannot be read: %s", why))
}

// problem is the words of a problem with a record, to translate: an
// English format of whole sentences and the values that fill it in.
func problem(format string, args ...any) rules.Explanation { return rules.Explain(format, args...) }

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

// ResultOf is a record's Result for a game at the end of its moves: how it
// ended, a draw said as one; "" while it goes on.
func ResultOf(g rules.Game) string {
	st := g.Status()
	if !st.Over {
		return ""
	}
	if len(st.Winners) == 0 && !strings.Contains(st.Reason, "draw") {
		return "draw: " + st.Reason
	}
	return st.Reason
}

// New is an empty record of a game of setup s: its game, setup and seats.
func New(s *setups.Setup) Record {
	r := Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source)}
	for _, seat := range s.Seats {
		r.Seats = append(r.Seats, seat.Colour)
	}
	return r
}
