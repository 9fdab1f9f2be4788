package boardspace

import (
	"strings"

	"boardshelf/rules"
)

// property is one SGF property with its value: P0[1 Pickb C 3 1].
type property struct{ name, value string }

// maxNesting caps how deep variations may nest: Boardspace writes a few
// levels; a hostile file of nothing but "(" must not cost more than a
// count.
const maxNesting = 1000

// mainLine reads the first game tree of an SGF text and gives the
// properties of its main line, node after node in order: the root, then at
// each branch the first variation, as Boardspace's own reader selects its
// principal variation. Every other variation is read past. A property
// belongs to the node its ";" began; nodeStarts[i] is the index in the
// result of node i's first property.
func mainLine(text string) (props []property, nodeStarts []int, err error) {
	s := scanner{text: text}
	depth, follow := 0, 0 // follow: the deepest open tree the main line runs through
	done := false         // the main line has ended: the tree it was in closed
	for {
		s.skipBlanks()
		if s.atEnd() {
			return nil, nil, rules.Explain("the SGF game ends before its last \")\"")
		}
		c := s.text[s.at]
		switch {
		case c == '(':
			s.at++
			if depth++; depth > maxNesting {
				return nil, nil, rules.Explain("the SGF variations nest more than %d deep", maxNesting)
			}
			if !done && depth == follow+1 {
				follow = depth
			}
		case c == ')':
			s.at++
			if depth == 0 {
				return nil, nil, rules.Explain("the SGF text has a \")\" with no \"(\" before it")
			}
			if depth == follow {
				done = true
			}
			if depth--; depth == 0 {
				return props, nodeStarts, nil
			}
		case c == ';':
			s.at++
			if depth == 0 {
				return nil, nil, rules.Explain("the SGF text does not begin with \"(\"")
			}
			if !done && depth == follow {
				nodeStarts = append(nodeStarts, len(props))
			}
		case isNameByte(c):
			p, err := s.property()
			if err != nil {
				return nil, nil, err
			}
			if depth == 0 || len(nodeStarts) == 0 {
				return nil, nil, rules.Explain("the SGF property %s stands outside any node", rules.Quote(p.name))
			}
			if !done && depth == follow {
				props = append(props, splitValues(p)...)
			}
		default:
			return nil, nil, rules.Explain("the SGF text has %s where a node or a property should be", rules.Quote(string(rune(c))))
		}
	}
}

// splitValues gives a property with several values (AB[a][b]) as one
// property per value.
func splitValues(p property) []property {
	values := strings.Split(p.value, "\x00")
	out := make([]property, len(values))
	for i, v := range values {
		out[i] = property{p.name, v}
	}
	return out
}

// scanner walks an SGF text.
type scanner struct {
	text string
	at   int
}

func (s *scanner) atEnd() bool { return s.at >= len(s.text) }

func (s *scanner) skipBlanks() {
	for !s.atEnd() && strings.IndexByte(" \t\r\n\f\v", s.text[s.at]) >= 0 {
		s.at++
	}
	if strings.HasPrefix(s.text[s.at:], "\xef\xbb\xbf") {
		s.at += 3
		s.skipBlanks()
	}
}

// isNameByte: Boardspace's names are upper case letters with lower case
// letters and digits beside them (P0, GM, SU).
func isNameByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// property reads a name and its bracketed values; several values are kept
// joined by NUL, which no value holds (splitValues parts them).
func (s *scanner) property() (property, error) {
	start := s.at
	for !s.atEnd() && isNameByte(s.text[s.at]) {
		s.at++
	}
	p := property{name: s.text[start:s.at]}
	var values []string
	for {
		s.skipBlanks()
		if s.atEnd() || s.text[s.at] != '[' {
			break
		}
		v, err := s.value()
		if err != nil {
			return p, err
		}
		values = append(values, v)
	}
	if len(values) == 0 {
		return p, rules.Explain("the SGF property %s has no value in brackets", rules.Quote(p.name))
	}
	p.value = strings.Join(values, "\x00")
	return p, nil
}

// value reads one [value]: a backslash takes the next character as it is,
// as Boardspace's sgf_property escapes "\", "[" and "]".
func (s *scanner) value() (string, error) {
	s.at++ // the "["
	var b strings.Builder
	for !s.atEnd() {
		c := s.text[s.at]
		s.at++
		switch c {
		case ']':
			return b.String(), nil
		case '\\':
			if s.atEnd() {
				continue
			}
			if next := s.text[s.at]; next != '\n' { // a soft line break goes
				b.WriteByte(next)
			}
			s.at++
		case 0:
			b.WriteByte(' ') // NUL parts several values (see property)
		default:
			b.WriteByte(c)
		}
	}
	return "", rules.Explain("an SGF value in brackets is never closed with \"]\"")
}

// bracketed writes value as SGF does: "\", "[" and "]" after a backslash.
func bracketed(value string) string {
	var b strings.Builder
	b.WriteByte('[')
	for _, r := range value {
		if r == '\\' || r == '[' || r == ']' {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	b.WriteByte(']')
	return b.String()
}
