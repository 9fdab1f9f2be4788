package setups

import (
	"bytes"

	"boardshelf/rules"
)

// Why a guard: the TOML library (github.com/BurntSushi/toml, v1.6.0, the
// newest) takes time and memory that grow with the SQUARE of a key's length
// in parts. For every part of a dotted key (a.a.a… = 1), of a [a.a.a…] table
// heading and of every level of nested inline tables ({a = {a = …}}) it
// builds the whole key so far as a string, and keeps each one. A 16 KB file
// holding one 8,000-part key takes seconds and more than a gigabyte; 32 KB
// takes four times that, and 200 KB never finishes. Deeply nested lists
// ([[[[…]]]]) are linear but cost some 500 bytes of memory per bracket. A
// setup or a record is read at start-up and whenever it is opened, so such
// a file would freeze the app or exhaust the machine's memory.
//
// So every file is looked over before the library sees it: its size, the
// parts and length of each key, how deeply lists and tables nest and how
// many keys it sets. The look is one pass over the bytes that knows just
// enough TOML (strings, comments, brackets, where a key stands) to find the
// keys. What it lets through the library reads in well under a second on
// any machine; see TestGuardIsQuick. No setup or record comes anywhere near
// these limits: a setup has a dozen keys of one or two parts, nested two
// deep.
const (
	maxKeyParts  = 8    // parts of a dotted key or table heading, such as a.b.c
	maxKeyLength = 128  // characters of a key as written, quotes and dots included
	maxNesting   = 8    // lists and inline tables inside each other
	maxKeys      = 1000 // keys and table headings in a file
	// maxValues are the values in a file's lists. Each small value costs the
	// library some 100 bytes and a microsecond: 16 MB of "1," took 7 s and
	// 830 MB. A record of 40,000 moves carries 40,000 moves and as many
	// entries of its log; a setup holds a few dozen.
	maxValues = 120_000
)

// FileKind is a kind of file the app reads: what it is called in messages
// and how large one may be.
type FileKind struct {
	Name    string // "setup file": "a setup file may be at most 64 KB"
	MaxSize int    // bytes
	// Called names a file of the kind in messages, as words to translate:
	// rules.Explain("a setup file"). Without it messages name it "a " + Name.
	Called rules.Explanation
}

// called names a file of the kind in a message.
func (k FileKind) called() any {
	if k.Called.Format != "" {
		return k.Called
	}
	return article(k.Name) + " " + k.Name
}

// SetupFile is a setup. The largest shipped one is under 1.5 KB; a user's
// may hold long comments, but 64 KB leaves room for forty times as much.
var SetupFile = FileKind{Name: "setup file", MaxSize: 64 << 10, Called: rules.Explain("a setup file")}

// CheckTOML refuses, quickly and before any decoding, a file the TOML library
// would take too long or too much memory to read (see the comment on the
// limits above): one larger than kind allows, with a key of too many parts or
// too long, nesting too deep or too many keys. The error names the file and,
// where one is to blame, the line.
func CheckTOML(file string, data []byte, kind FileKind) error {
	if len(data) > kind.MaxSize {
		return NewError(file, 0, msgTooLarge(int64(len(data)), kind))
	}
	sc := scanner{data: skipBOM(data), line: 1}
	if line, p := sc.run(); p.Format != "" {
		return NewError(file, line, p)
	}
	return nil
}

// skipBOM drops the byte-order marks the TOML library drops, so that the
// scan starts where the library's reading does.
func skipBOM(data []byte) []byte {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		return data[2:]
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return data[3:]
	}
	return data
}

// scanner walks a file the way the TOML library's lexer does, as far as
// finding keys needs: a key stands at the start of a top-level line, in a
// [table] or [[table]] heading, and after the { or , of an inline table;
// everything in strings and comments is skipped. Where the file breaks the
// TOML rules the scanner carries on somehow: the library stops at the first
// such place, so whatever follows it is never read.
type scanner struct {
	data     []byte
	pos      int
	line     int
	open     []byte // the lists ([) and inline tables ({) open, innermost last
	keys     int
	values   int  // the values of lists, counted by their commas
	keyStart bool // a key may start here
}

// run scans the whole file and gives the line and the problem of the
// first limit broken, or none (an empty format).
func (sc *scanner) run() (int, rules.Explanation) {
	sc.keyStart = true
	for sc.pos < len(sc.data) {
		c := sc.data[sc.pos]
		switch {
		case c == '\n':
			sc.line++
			sc.pos++
			if len(sc.open) == 0 {
				sc.keyStart = true
			}
		case c == ' ' || c == '\t' || c == '\r':
			sc.pos++
		case c == '#':
			sc.skipComment()
		case c == ']' || c == '}':
			if len(sc.open) > 0 {
				sc.open = sc.open[:len(sc.open)-1]
			}
			sc.keyStart = false
			sc.pos++
		case c == '[' && sc.keyStart && len(sc.open) == 0: // a table heading
			sc.pos++
			if sc.pos < len(sc.data) && sc.data[sc.pos] == '[' {
				sc.pos++
			}
			if p := sc.key(); p.Format != "" {
				return sc.line, p
			}
		case sc.keyStart:
			if p := sc.key(); p.Format != "" {
				return sc.line, p
			}
		case c == '"' || c == '\'':
			sc.skipString()
		case c == '[' || c == '{':
			if len(sc.open) == maxNesting {
				return sc.line, msgTooDeep()
			}
			sc.open = append(sc.open, c)
			sc.keyStart = c == '{'
			sc.pos++
		case c == ',':
			if p := sc.comma(); p.Format != "" {
				return sc.line, p
			}
		default:
			sc.pos++
		}
	}
	return 0, rules.Explanation{}
}

// comma takes a comma: in a list it ends a value, in an inline table a
// key's value, after which a key starts.
func (sc *scanner) comma() rules.Explanation {
	sc.pos++
	if len(sc.open) == 0 {
		sc.keyStart = false
		return rules.Explanation{}
	}
	if sc.keyStart = sc.open[len(sc.open)-1] == '{'; sc.keyStart {
		return rules.Explanation{}
	}
	if sc.values++; sc.values > maxValues {
		return msgManyValues()
	}
	return rules.Explanation{}
}

// key reads a key (or a table heading's name): bare or quoted parts joined
// by dots, up to the = (which it takes) or the ] (which it leaves).
func (sc *scanner) key() rules.Explanation {
	sc.keyStart = false
	start, parts := sc.pos, 0
	for {
		sc.skipSpaces()
		if sc.pos == len(sc.data) {
			break
		}
		switch c := sc.data[sc.pos]; {
		case c == '"' || c == '\'':
			sc.skipQuotedKey(c)
		case isBareKeyChar(c):
			for sc.pos < len(sc.data) && isBareKeyChar(sc.data[sc.pos]) {
				sc.pos++
			}
		default:
			// The key ends, or it is broken and the library says so.
			return sc.keyDone(start, parts)
		}
		parts++
		sc.skipSpaces()
		if sc.pos == len(sc.data) || sc.data[sc.pos] != '.' {
			break
		}
		sc.pos++
	}
	return sc.keyDone(start, parts)
}

func (sc *scanner) keyDone(start, parts int) rules.Explanation {
	sc.keys++
	switch {
	case parts > maxKeyParts:
		return msgKeyParts()
	case sc.pos-start > maxKeyLength:
		return msgKeyLength()
	case sc.keys > maxKeys:
		return msgManyKeys()
	}
	if sc.pos < len(sc.data) && sc.data[sc.pos] == '=' {
		sc.pos++
	}
	return rules.Explanation{}
}

func isBareKeyChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

func (sc *scanner) skipSpaces() {
	for sc.pos < len(sc.data) && (sc.data[sc.pos] == ' ' || sc.data[sc.pos] == '\t') {
		sc.pos++
	}
}

// skipComment goes to the end of the line, leaving the newline.
func (sc *scanner) skipComment() {
	if i := bytes.IndexByte(sc.data[sc.pos:], '\n'); i >= 0 {
		sc.pos += i
		return
	}
	sc.pos = len(sc.data)
}

// skipQuotedKey skips a quoted key part: a string on one line.
func (sc *scanner) skipQuotedKey(quote byte) {
	sc.pos++
	for sc.pos < len(sc.data) {
		switch c := sc.data[sc.pos]; {
		case c == '\n':
			return // the library stops here: keys are on one line
		case c == '\\' && quote == '"' && sc.pos+1 < len(sc.data) && sc.data[sc.pos+1] != '\n':
			sc.pos += 2
		case c == quote:
			sc.pos++
			return
		default:
			sc.pos++
		}
	}
}

// skipString skips a string value: "basic", 'literal', or either kind
// tripled for several lines. A multi-line string ends at the last three of
// a run of its quotes ("""a""""" is a"").
func (sc *scanner) skipString() {
	quote := sc.data[sc.pos]
	triple := []byte{quote, quote, quote}
	if !bytes.HasPrefix(sc.data[sc.pos:], triple) {
		sc.skipQuotedKey(quote) // the same rules as a quoted key
		return
	}
	sc.pos += 3
	for sc.pos < len(sc.data) {
		switch c := sc.data[sc.pos]; {
		case c == '\n':
			sc.line++
			sc.pos++
		case c == '\\' && quote == '"':
			if sc.pos+1 < len(sc.data) && sc.data[sc.pos+1] == '\n' {
				sc.line++
			}
			sc.pos += 2
		case c == quote:
			run := 0
			for sc.pos < len(sc.data) && sc.data[sc.pos] == quote {
				sc.pos++
				run++
			}
			if run >= 3 {
				return
			}
		default:
			sc.pos++
		}
	}
}
