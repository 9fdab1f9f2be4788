package setups

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"boardshelf/rules"
)

// This file builds the messages about files that are not what they should
// be, for setups and records alike, each kind in one place: the guard's, the
// file system's and the TOML library's, put in plain words.

// clipLength is how much of a piece of the file a message quotes.
const clipLength = 32

// clipTo keeps the first n characters of s.
func clipTo(s string, n int) string {
	count := 0
	for i := range s {
		if count == n {
			return s[:i] + "…"
		}
		count++
	}
	return s
}

// quoted is a piece of the file in quotes, clipped, as %q would write it.
func quoted(s string) string { return rules.Quote(s) }

// goQuoted finds the strings a message from elsewhere (the rules, the TOML
// library) quotes with %q.
var goQuoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// ClipQuoted shortens every quoted string in a message made elsewhere, such
// as the rules' `move "…" is not legal here`, and the message itself should
// it still be long.
func ClipQuoted(msg string) string {
	msg = goQuoted.ReplaceAllStringFunc(msg, func(q string) string {
		if len(q) <= clipLength+2 {
			return q
		}
		s, err := strconv.Unquote(q)
		if err != nil {
			s = q[1 : len(q)-1]
		}
		return quoted(s)
	})
	if len(msg) > 8*clipLength {
		if cut := strings.LastIndex(msg[:8*clipLength], " "); cut > 0 {
			return msg[:cut+1] + "…"
		}
		return clipTo(msg, 8*clipLength)
	}
	return msg
}

// Reason is what an error of the rules (or any other) says, as a value of
// a message that wraps it, such as "move %d (%s) cannot be played: %s":
// the rules' Explanation, which the UI translates, with the input it quotes
// clipped; or else the error's English, clipped.
func Reason(err error) rules.Explanation {
	var e rules.Explanation
	if errors.As(err, &e) {
		return clipExplanation(e)
	}
	return english(ClipQuoted(err.Error()))
}

// reasonOf is Reason for what the rules say of a problem, whether they say
// it as an Explanation, an error or words.
func reasonOf(v any) rules.Explanation {
	switch v := v.(type) {
	case rules.Explanation:
		return clipExplanation(v)
	case error:
		return Reason(v)
	}
	return english(ClipQuoted(fmt.Sprint(v)))
}

// english is words said elsewhere in English only, as an explanation that
// no translation has: the UI shows them as they are.
func english(s string) rules.Explanation {
	return rules.Explanation{Format: strings.ReplaceAll(s, "%", "%%")}
}

// clipExplanation clips the texts an explanation fills in, its own and
// those of the explanations inside it, so that no message made elsewhere
// quotes much of a file.
func clipExplanation(e rules.Explanation) rules.Explanation {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		switch a := a.(type) {
		case string:
			if strings.HasPrefix(a, `"`) {
				args[i] = ClipQuoted(a)
			} else {
				args[i] = rules.Clip(a)
			}
		case rules.Explanation:
			args[i] = clipExplanation(a)
		default:
			args[i] = a
		}
	}
	return e.WithArgs(args)
}

// reasons is a list of what the rules find wrong, as one problem: each of
// them in turn, separated by semicolons. The list is not empty.
func reasons[T any](list []T) rules.Explanation {
	all := reasonOf(list[len(list)-1])
	for i := len(list) - 2; i >= 0; i-- {
		all = problem("%s; %s", reasonOf(list[i]), all)
	}
	return all
}

// The guard's refusals (see guard.go).

func msgTooLarge(size int64, kind FileKind) rules.Explanation {
	return problem("the file is %s, but %s may be at most %s", sizeWords(size), kind.called(), sizeWords(int64(kind.MaxSize)))
}

func msgKeyParts() rules.Explanation {
	return rules.ExplainN(maxKeyParts, "a key of more than %d part joined by dots (such as a.b.c) is refused",
		"a key of more than %d parts joined by dots (such as a.b.c) is refused", maxKeyParts)
}

func msgKeyLength() rules.Explanation {
	return rules.ExplainN(maxKeyLength, "a key longer than %d character is refused", "a key longer than %d characters is refused", maxKeyLength)
}

func msgTooDeep() rules.Explanation {
	return rules.ExplainN(maxNesting, "lists and tables nested more than %d deep are refused", "lists and tables nested more than %d deep are refused", maxNesting)
}

func msgManyKeys() rules.Explanation {
	return rules.ExplainN(maxKeys, "the file sets more than %d key; that is far more than any setup or record needs",
		"the file sets more than %d keys; that is far more than any setup or record needs", maxKeys)
}

func msgManyValues() rules.Explanation {
	return rules.ExplainN(maxValues, "the file's lists hold more than %d value; that is far more than any setup or record needs",
		"the file's lists hold more than %d values; that is far more than any setup or record needs", maxValues)
}

// sizeWords gives a file size for people: 800 bytes, 64 KB, 1.5 MB.
func sizeWords(n int64) rules.Explanation {
	switch {
	case n < 1<<10:
		return rules.ExplainN(int(n), "%d byte", "%d bytes", n)
	case n < 1<<20:
		return problem("%d KB", (n+1<<10-1)>>10)
	case n%(1<<20) == 0:
		return problem("%d MB", n>>20)
	}
	tenths := (10*n + 1<<20 - 1) >> 20 // rounded up, so that a file over 1 MB never reads "1.0 MB"
	return problem("%d.%d MB", tenths/10, tenths%10)
}

// Files that cannot be read.

// msgCannotRead says why a file cannot be read, in a few words where the
// reason is a common one, else in the system's.
func msgCannotRead(err error) rules.Explanation {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return problem("cannot be read: there is no such file")
	case errors.Is(err, fs.ErrPermission):
		return problem("cannot be read: permission denied")
	}
	var perr *fs.PathError
	if errors.As(err, &perr) {
		return problem("cannot be read: %s", ClipQuoted(perr.Err.Error()))
	}
	return problem("cannot be read: %s", ClipQuoted(err.Error()))
}

// cannotRead is the problem of a file that cannot be read, the system's
// error behind it kept.
func cannotRead(name string, err error) *Error {
	e := NewError(name, 0, msgCannotRead(err))
	e.Err = err
	return e
}

// msgNotRegular says what a name that is no ordinary file is instead.
func msgNotRegular(mode fs.FileMode) rules.Explanation {
	switch {
	case mode.IsDir():
		return problem("not read: it is a folder, not an ordinary file")
	case mode&fs.ModeNamedPipe != 0:
		return problem("not read: it is a named pipe, not an ordinary file")
	case mode&fs.ModeSocket != 0:
		return problem("not read: it is a socket, not an ordinary file")
	case mode&fs.ModeDevice != 0:
		return problem("not read: it is a device, not an ordinary file")
	}
	return problem("not read: it is a special file, not an ordinary file")
}

func msgUnknownKey(key toml.Key) rules.Explanation {
	return problem("unknown key %s", quoted(key.String()))
}

// The TOML library's messages.

// tomlWordings put the TOML library's syntax errors (lex.go and parse.go of
// github.com/BurntSushi/toml) in words for someone editing a file by hand.
// Each pattern matches one of the library's messages; its groups are the
// pieces of the file the message quotes.
var tomlWordings = []struct {
	pattern *regexp.Regexp
	say     func(m []string) rules.Explanation
}{
	{re(`^unexpected EOF; expected '"'$`), fixed(problem(`the file ends inside a quoted text that was never closed (a " is missing)`))},
	{re(`^unexpected EOF; expected "'"$`), fixed(problem(`the file ends inside a quoted text that was never closed (a ' is missing)`))},
	{re(`^unexpected EOF; expected '"""'$`), fixed(problem(`the file ends inside a text opened with """ that was never closed`))},
	{re(`^unexpected EOF; expected "'''"$`), fixed(problem(`the file ends inside a text opened with ''' that was never closed`))},
	{re(`^strings cannot contain newlines$`), fixed(problem(`a quoted text runs past the end of its line: close it on the same line, or use """ for a text of several lines`))},
	{re(`^unexpected EOF; expected value$`), fixed(problem("the file ends where a value should follow the ="))},
	{re(`^unexpected EOF; expected key separator '='$`), fixed(problem("the file ends after a key, without = and a value"))},
	{re(`^unexpected EOF$`), fixed(problem("the file ends in the middle of a line"))},
	{re(`^expected value but found '\\n' instead$`), fixed(problem("the value after the = is missing"))},
	{re(`^expected value but found (.*) instead$`), func(m []string) rules.Explanation {
		return problem(`%s is not a value: text needs quotes (such as name = "My game"); numbers, true and false do not`, piece(m[1]))
	}},
	{re(`^expected a top-level item to end with a newline, comment, or EOF, but got (.*) instead$`), func(m []string) rules.Explanation {
		return problem("%s after the value: each key = value needs a line of its own, and text needs quotes", piece(m[1]))
	}},
	{re(`^expected '\.' or '=', but got '\\n' instead$`), fixed(problem("a key without = and a value"))},
	{re(`^expected '\.' or '=', but got (.*) instead$`), func(m []string) rules.Explanation {
		return problem("a key must be followed by = and its value, not %s (a key is one word, or words joined by dots or in quotes)", piece(m[1]))
	}},
	{re(`^unexpected '=': key name appears blank$`), fixed(problem("the key before the = is missing"))},
	{re(`^unexpected '\.'(: keys cannot start with a '\.')?$|^unexpected '='$`), fixed(problem("a part of a key is missing: a dot needs a name on each side"))},
	{re(`^floats must start with a digit, not '\.'$`), fixed(problem("a number must start with a digit: write 0.5, not .5"))},
	{re(`^unexpected comma$`), fixed(problem("a comma with nothing before it"))},
	{re(`^expected a comma \(','\) or array terminator \(']'\), but got (.*)$`), func(m []string) rules.Explanation {
		return problem("the list needs a comma between its items, or a ] to close it, not %s", piece(m[1]))
	}},
	{re(`^expected a comma or an inline table terminator '}', but got (.*) instead$`), func(m []string) rules.Explanation {
		return problem("the table in { } needs a comma between its entries, or a } to close it, not %s", piece(m[1]))
	}},
	{re(`^newlines not allowed within inline tables$`), fixed(problem("a table in { } must stay on one line"))},
	{re(`^expected end of table array name delimiter ']', but got (.*) instead$`), fixed(problem("a [[...]] heading must end with ]]"))},
	{re(`^unexpected (end of table name|table separator) \(table names cannot be empty\)$`), fixed(problem("a [...] heading needs a name"))},
	{re(`^expected '\.' or '\]' to end table name, but got (.*) instead$`), fixed(problem("a [...] heading holds one name (or names joined by dots) and ends with ]"))},
	{re(`^invalid escape(?: in string)?: '\\(.)'$|^invalid escape in string '\\(.)'$`), func(m []string) rules.Explanation {
		return problem(`\%s is not allowed in quoted text: write \\ for a backslash, or use '...' quotes, in which \ is plain`, m[1]+m[2])
	}},
	{re(`^expected (two|four|eight) hexadecimal digits after '\\(.)', but got (.*) instead$`), func(m []string) rules.Explanation {
		switch m[1] {
		case "two":
			return problem(`\%s in quoted text must be followed by two hexadecimal digits: write \\ for a backslash`, m[2])
		case "four":
			return problem(`\%s in quoted text must be followed by four hexadecimal digits: write \\ for a backslash`, m[2])
		}
		return problem(`\%s in quoted text must be followed by eight hexadecimal digits: write \\ for a backslash`, m[2])
	}},
	{re(`^Escaped character '\\u(.*)' is not valid UTF-8\.$`), func(m []string) rules.Explanation {
		return problem(`\u%s in quoted text is not a character`, rules.Clip(m[1]))
	}},
	{re(`^TOML files cannot contain control characters: '0x(..)'$`), func(m []string) rules.Explanation {
		return problem("the file holds an invisible control character (code %s); remove it", m[1])
	}},
	{re(`^invalid UTF-8 byte: 0x(..)$`), fixed(problem("the file is not plain text in UTF-8; save it as UTF-8 text"))},
	{re(`^files cannot contain NULL bytes`), fixed(problem("the file is not saved as UTF-8 text (it looks like UTF-16); save it as UTF-8"))},
	{re(`^invalid datetime: (.*)$`), func(m []string) rules.Explanation {
		return problem("%s is not a date and time; write one such as %s", piece(m[1]), exampleDate)
	}},
	{re(`^(.*) is out of range for \w+$`), func(m []string) rules.Explanation {
		return problem("the number %s is too large", rules.Clip(m[1]))
	}},
	{re(`^Invalid (?:integer|float) (.*): underscores must be surrounded by digits$`), func(m []string) rules.Explanation {
		return problem("%s is not a number: an underscore may only stand between two digits", piece(m[1]))
	}},
	{re(`^Invalid (?:integer|float) (.*): cannot have leading zeroes$`), func(m []string) rules.Explanation {
		return problem("%s is not a number: write it without leading zeros", piece(m[1]))
	}},
	{re(`^Invalid float (.*): '\.' must be followed by one or more digits$`), func(m []string) rules.Explanation {
		return problem("%s is not a number: a digit must follow the point", piece(m[1]))
	}},
	{re(`^(?:invalid float: |Invalid float value: |not an? (?:binary|octal|hexadecimal) number: |cannot use sign with non-decimal numbers: )(.*)$`), func(m []string) rules.Explanation {
		return problem("%s is not a number", piece(m[1]))
	}},
	{re(`^expected a digit but got (.*)$`), func(m []string) rules.Explanation {
		return problem("a number ends too soon: %s is not a digit", piece(m[1]))
	}},
	{re(`^Key '(.*)' has already been defined\.$`), func(m []string) rules.Explanation {
		return problem("%s is set twice; each key may be set only once", rules.Clip(m[1]))
	}},
	{re(`^Key '(.*)' was already created (?:as a hash|and cannot be used as an array)\.$`), func(m []string) rules.Explanation {
		return problem("%s is set twice; each key may be set only once", rules.Clip(m[1]))
	}},
	{re(`^unexpected '""""""'$|^unexpected "''''''"$`), fixed(problem("too many quotes in a row"))},
}

const exampleDate = "2026-12-01T10:00:00Z"

func re(pattern string) *regexp.Regexp { return regexp.MustCompile(pattern) }

func fixed(p rules.Explanation) func([]string) rules.Explanation {
	return func([]string) rules.Explanation { return p }
}

// piece is a piece of the file that the library quoted with %q (or in
// single quotes), clipped and quoted again.
func piece(s string) any {
	if t, err := strconv.Unquote(s); err == nil {
		s = t
	} else if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		s = s[1 : len(s)-1]
	}
	if s == "\n" {
		return problem("the end of the line")
	}
	return quoted(s)
}

// The TOML library reports a value of the wrong type as plain text.
var (
	tomlTypeError = regexp.MustCompile(`^toml: (?:line (\d+) )?\(last key "((?:[^"\\]|\\.)*)"\): (.*)$`)
	tomlTypes     = regexp.MustCompile(`^incompatible types: TOML value has type (\S+); destination has type (.+)$`)
	tomlNotATable = regexp.MustCompile(`^type mismatch for (\S+): expected table but found (\S+)$`)
	seatEntryType = "setups.seatEntry"
)

// TOMLError turns an error of the TOML library's, about a syntax mistake or
// a value of the wrong type in file, into an *Error in plain words.
func TOMLError(file string, err error) *Error {
	var perr toml.ParseError
	if errors.As(err, &perr) {
		return NewError(file, perr.Position.Line, wordTOML(perr.Message, lastPart(perr.LastKey)))
	}
	m := tomlTypeError.FindStringSubmatch(err.Error())
	if m == nil {
		return NewError(file, 0, problem("the file cannot be read: %s", ClipQuoted(strings.TrimPrefix(err.Error(), "toml: "))))
	}
	line, _ := strconv.Atoi(m[1])
	key, msg := m[2], m[3]
	if k, err := strconv.Unquote(`"` + key + `"`); err == nil {
		key = k
	}
	return NewError(file, line, wordType(key, msg))
}

// wordTOML words one of the library's syntax messages, or cleans up one it
// has no words for; key is the key being read when it came, if any.
func wordTOML(msg, key string) rules.Explanation {
	if strings.HasPrefix(msg, "parsing time ") { // a value the library could not convert
		if key == "" {
			return problem("the value should be a date and time such as %s", exampleDate)
		}
		return problem("%s should be a date and time such as %s", key, exampleDate)
	}
	for _, w := range tomlWordings {
		if m := w.pattern.FindStringSubmatch(msg); m != nil {
			return w.say(m)
		}
	}
	return problem("this is not TOML as Boardshelf reads it: %s", ClipQuoted(msg))
}

// wordType words a type mismatch at key, such as "size should be a whole
// number, not text in quotes".
func wordType(key, msg string) rules.Explanation {
	key = rules.Clip(key)
	if t := tomlTypes.FindStringSubmatch(msg); t != nil {
		if t[2] == "primitive (string-like)" { // only a date is read from text
			return problem("%s should be a date and time such as %s, not %s", lastPart(key), exampleDate, typePhrase(t[1]))
		}
		return problem("%s should be %s, not %s", key, typePhrase(t[2]), typePhrase(t[1]))
	}
	if t := tomlNotATable.FindStringSubmatch(msg); t != nil {
		if t[1] == seatEntryType {
			return problem(`each of the %s should be a table such as { colour = "white" }, not %s`, key, typePhrase(t[2]))
		}
		return problem("%s should be a table, not %s", key, typePhrase(t[2]))
	}
	return problem("the value of %s cannot be read: %s", key, ClipQuoted(msg))
}

// lastPart is the last part of a dotted key, the name a person wrote.
func lastPart(key string) string {
	return rules.Clip(key[strings.LastIndex(key, ".")+1:])
}

// typePhrase names a type as the TOML library reports it (the value's Go
// type, or what it was to be decoded into) in plain words.
func typePhrase(t string) any {
	switch {
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"), t == "integer":
		return problem("a whole number")
	case strings.HasPrefix(t, "float"):
		return problem("a number")
	case t == "string":
		return problem("text in quotes")
	case t == "bool", t == "boolean":
		return problem("true or false")
	case strings.HasPrefix(t, "[]map"):
		return problem("a list of tables")
	case strings.HasPrefix(t, "[]"), t == "slice", t == "array":
		return problem("a list in [ ]")
	case strings.HasPrefix(t, "map"), t == "struct":
		return problem("a table")
	case t == "time.Time":
		return problem("a date")
	}
	return rules.Clip(t)
}

func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}

// valueText is a value of the file, of any type, as a message shows it.
func valueText(v any) string { return rules.Clip(fmt.Sprint(v)) }
