package records

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"boardshelf/rules"
	"boardshelf/setups"
)

// Notes are what a record keeps beside its main line, in keys older
// readers pass over: the variations tried, and what the players wrote on
// moves (comments, NAGs) and drew on the board (marks).
type Notes struct {
	Variations []Variation
	Comments   map[Place]string
	NAGs       map[Place]string
	Marks      map[Place][]Mark
}

// Variation is a line of moves tried instead of another's: it begins
// after move At of the line In (0 the main line, n the variation n, from
// 1, always one listed before it), so its first move is move At+1 of the
// game.
type Variation struct {
	In, At int
	Moves  []string
}

// Place is a position of the tree of moves: after move Ply of the line
// Line (0 the main line, n the variation n). A variation's places are its
// own moves; Ply 0 of the main line is the start.
type Place struct{ Line, Ply int }

// String writes a place as a record's keys do: "12" on the main line,
// "3:14" on variation 3.
func (p Place) String() string {
	if p.Line == 0 {
		return strconv.Itoa(p.Ply)
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Ply)
}

// parsePlace reads a place written by Place.String.
func parsePlace(s string) (Place, bool) {
	line, ply, inVariation := strings.Cut(s, ":")
	if !inVariation {
		line, ply = "0", s
	}
	l, err1 := strconv.Atoi(line)
	p, err2 := strconv.Atoi(ply)
	place := Place{l, p}
	ok := err1 == nil && err2 == nil && l >= 0 && p >= 0 && (!inVariation || l > 0) && place.String() == s
	return place, ok
}

// NAGs are the marks a move's worth may carry, as players write them
// after it: good, mistake, brilliant, blunder, interesting, dubious.
var NAGs = []string{"!", "?", "!!", "??", "!?", "?!"}

// Mark is an arrow or a circle a player drew on the board: an arrow from
// From to To, a circle on From when To is "". Squares are written as the
// game writes them in its moves ("c3", "p16").
type Mark struct {
	From, To string
	Colour   string // one of MarkColours
}

// MarkColours are the colours of the marks, as lichess offers them.
var MarkColours = []string{"green", "red", "blue", "yellow"}

// maxSquare is the longest square name accepted in a mark.
const maxSquare = 8

// String writes a mark as a record does: "a1-b2 green", "c3 red".
func (m Mark) String() string {
	if m.To == "" {
		return m.From + " " + m.Colour
	}
	return m.From + "-" + m.To + " " + m.Colour
}

// ParseMark reads a mark written by Mark.String.
func ParseMark(s string) (Mark, bool) {
	squares, colour, ok := strings.Cut(s, " ")
	from, to, arrow := strings.Cut(squares, "-")
	if !ok || !slices.Contains(MarkColours, colour) || !square(from) || (arrow && (!square(to) || to == from)) {
		return Mark{}, false
	}
	return Mark{From: from, To: to, Colour: colour}, true
}

func square(s string) bool {
	if s == "" || len(s) > maxSquare {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

// The caps on notes, beyond the file's own (setups' guard: 1,000 keys).
const (
	MaxComment = 4000 // bytes of a comment: a long paragraph
	maxMarks   = 64   // marks in one position: more than a board can show legibly
)

// IsZero reports whether there are no notes.
func (n Notes) IsZero() bool {
	return len(n.Variations) == 0 && len(n.Comments) == 0 && len(n.NAGs) == 0 && len(n.Marks) == 0
}

// variationTable is a [[variation]] of a record.
type variationTable struct {
	In    int      `toml:"in"`
	At    int      `toml:"at"`
	Moves []string `toml:"moves"`
}

// encodeNotes writes the notes as tables, after every top-level key.
func encodeNotes(b *strings.Builder, n Notes) {
	for i, v := range n.Variations {
		fmt.Fprintf(b, "\n[[variation]]  # %d\n", i+1)
		if v.In != 0 {
			fmt.Fprintf(b, "in = %d\n", v.In)
		}
		fmt.Fprintf(b, "at = %d\nmoves = [%s]\n", v.At, quoteAll(v.Moves))
	}
	writeTable(b, "comments", n.Comments, quote)
	writeTable(b, "nags", n.NAGs, quote)
	writeTable(b, "marks", n.Marks, func(marks []Mark) string {
		texts := make([]string, len(marks))
		for i, m := range marks {
			texts[i] = m.String()
		}
		return "[" + quoteAll(texts) + "]"
	})
}

// writeTable writes a table of places in the order of the game.
func writeTable[V any](b *strings.Builder, name string, m map[Place]V, value func(V) string) {
	if len(m) == 0 {
		return
	}
	places := make([]Place, 0, len(m))
	for p := range m {
		places = append(places, p)
	}
	slices.SortFunc(places, func(a, b Place) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return a.Ply - b.Ply
	})
	fmt.Fprintf(b, "\n[%s]\n", name)
	for _, p := range places {
		fmt.Fprintf(b, "%q = %s\n", p.String(), value(m[p]))
	}
}

// readNotes reads the notes of a record and checks that every place is
// one of its lines' (the moves are checked by Replay).
func (r *Record) readNotes(name string, data []byte, f file) error {
	for i, v := range f.Variations {
		line := r.lines.variation(i)
		length := r.lineLength(v.In)
		switch {
		case v.In < 0 || v.In > i:
			return setups.NewError(name, line, problem("variation %d: in = %d is no line before it (0 is the main line)", i+1, v.In))
		case v.At < r.lineStart(v.In) || v.At > length:
			return setups.NewError(name, line, problem("variation %d: at = %d is not a move of the line it branches from (it has moves up to %d)", i+1, v.At, length))
		case len(v.Moves) == 0:
			return setups.NewError(name, line, problem("variation %d has no moves", i+1))
		}
		r.Notes.Variations = append(r.Notes.Variations, Variation(v))
	}
	var err error
	if r.Notes.Comments, err = readPlaces(r, name, data, "comments", f.Comments, 0, readComment); err != nil {
		return err
	}
	if r.Notes.NAGs, err = readPlaces(r, name, data, "nags", f.NAGs, 1, readNAG); err != nil {
		return err
	}
	r.Notes.Marks, err = readPlaces(r, name, data, "marks", f.Marks, 0, readMarks)
	return err
}

// lineStart is the ply before the first move of line l.
func (r *Record) lineStart(l int) int {
	if l == 0 {
		return 0
	}
	return r.Notes.Variations[l-1].At
}

// lineLength is how many moves of the game lead to the end of line l.
func (r *Record) lineLength(l int) int {
	if l <= 0 || l > len(r.Notes.Variations) {
		return len(r.Moves)
	}
	v := r.Notes.Variations[l-1]
	return v.At + len(v.Moves)
}

// readPlaces reads a table of places, each value through read; a place
// before move least is refused (1 for what only a move has).
func readPlaces[T, V any](r *Record, name string, data []byte, table string, m map[string]T, least int, read func(T) (V, rules.Explanation)) (map[Place]V, error) {
	if len(m) == 0 {
		return nil, nil
	}
	out := make(map[Place]V, len(m))
	for key, raw := range m {
		fail := func(why rules.Explanation) error {
			return setups.NewError(name, keyLine(data, "["+table+"]", key), problem("%s, %s: %s", table, rules.Quote(rules.Clip(key)), why))
		}
		p, ok := parsePlace(key)
		if !ok || p.Line > len(r.Notes.Variations) {
			return nil, fail(rules.Explain("not a place of the game (write 12 for after move 12, 3:14 for move 14 of variation 3)"))
		}
		if first := max(r.lineStart(p.Line)+min(p.Line, 1), least); p.Ply < first || p.Ply > r.lineLength(p.Line) {
			return nil, fail(rules.Explain("the line has no move %d", p.Ply))
		}
		v, why := read(raw)
		if why.Format != "" {
			return nil, fail(why)
		}
		out[p] = v
	}
	return out, nil
}

func readComment(s string) (string, rules.Explanation) {
	switch {
	case len(s) > MaxComment:
		return "", rules.ExplainN(MaxComment, "a comment may be %d byte long, not %d", "a comment may be %d bytes long, not %d", MaxComment, len(s))
	case !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 && r != '\n' && r != '\t' || r == 0x7f }):
		return "", rules.Explain("a comment holds a character that is not text")
	}
	return s, rules.Explanation{}
}

func readNAG(s string) (string, rules.Explanation) {
	if !slices.Contains(NAGs, s) {
		return "", rules.Explain("%s is not one of %s", rules.Quote(rules.Clip(s)), strings.Join(NAGs, " "))
	}
	return s, rules.Explanation{}
}

func readMarks(texts []string) ([]Mark, rules.Explanation) {
	if len(texts) > maxMarks {
		return nil, rules.ExplainN(maxMarks, "a position may hold %d mark, not %d", "a position may hold %d marks, not %d", maxMarks, len(texts))
	}
	marks := make([]Mark, 0, len(texts))
	for _, t := range texts {
		m, ok := ParseMark(t)
		if !ok {
			return nil, rules.Explain("%s is not a mark (write \"a1-b2 green\" for an arrow, \"c3 red\" for a circle; colours: %s)", rules.Quote(rules.Clip(t)), strings.Join(MarkColours, ", "))
		}
		marks = append(marks, m)
	}
	return marks, rules.Explanation{}
}

// replayVariations plays every variation's moves through the rules, from
// the position it branches at. It walks the tree with one game, backing
// up to where the next variation parts from the moves played, so that a
// record written in the order of its tree replays in time of its moves.
func (r *Record) replayVariations(name string, g rules.Game, seats []setups.Seat) error {
	var played []string // the moves g shows played
	// The tree's order walks each move at most twice; a file in another
	// order may walk the main line again for each variation, which a
	// hostile one would make last minutes.
	budget := 4 * len(r.Moves)
	for _, v := range r.Notes.Variations {
		budget += 4 * len(v.Moves)
	}
	for i, v := range r.Notes.Variations {
		target := r.movesTo(v.In, v.At)
		common := 0
		for common < len(played) && common < len(target) && played[common] == target[common] {
			common++
		}
		if budget -= len(played) - common + len(target) - common + len(v.Moves); budget < 0 {
			return setups.NewError(name, r.lines.variation(i), problem("variation %d: the variations are too far out of the order of the game to replay; write each after the one before it in the game", i+1))
		}
		for ; len(played) > common; played = played[:len(played)-1] {
			g.Undo()
		}
		for _, text := range append(target[common:], v.Moves...) {
			m, err := rules.ParseMove(g, text)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				return setups.NewError(name, r.lines.variation(i), problem("variation %d, move %d (%s) cannot be played: %s", i+1, len(played)+1, rules.Clip(text), setups.SeatsNamed(setups.Reason(err), seats)))
			}
			played = append(played, text)
		}
	}
	return nil
}

// headings are the lines of a table's headings in a file, in order.
func headings(data []byte, heading string) []int {
	var at []int
	for i, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), heading) {
			at = append(at, i+1)
		}
	}
	return at
}

// keyLine is the line of key in the table of the given heading, 0 when
// it cannot be told.
func keyLine(data []byte, heading, key string) int {
	lines := strings.Split(string(data), "\n")
	for _, table := range headings(data, heading) {
		for j := table; j < len(lines); j++ {
			text := strings.TrimSpace(lines[j])
			if strings.HasPrefix(text, "[") {
				break
			}
			if strings.HasPrefix(text, strconv.Quote(key)) || strings.HasPrefix(text, key+" ") || strings.HasPrefix(text, key+"=") {
				return j + 1
			}
		}
	}
	return 0
}

// movesTo is the moves leading to ply n of line l.
func (r *Record) movesTo(l, n int) []string {
	var tail [][]string
	for l > 0 {
		v := r.Notes.Variations[l-1]
		if n > v.At {
			tail = append(tail, v.Moves[:n-v.At])
			n = v.At
		}
		l = v.In
	}
	moves := slices.Clone(r.Moves[:n])
	for i := len(tail) - 1; i >= 0; i-- {
		moves = append(moves, tail[i]...)
	}
	return moves
}
