package jocly

import (
	"strings"

	"boardshelf/rules"
)

// pjnGame is the first game of a PJN file: its tags and its main line, a
// move or a comment an item, and the result written at its end.
type pjnGame struct {
	tags   map[string]string // by name in lower case; the first of a name counts
	items  []item
	result string // "1-0", "0-1", "1/2-1/2", or "" for "*" or none
}

// item is a move as written, or a comment on the position reached.
type item struct {
	text    string
	comment bool
}

// parsePJN reads the tags and the main line of the file's first game, as
// JoclyBoard's grammar (pjn-parser/PJNParser.jison) has them: tags
// [Name "value"], then moves, move numbers ("12." "12..."), comments {…},
// variations (…) (read past: the main line alone is kept), NAGs $n, signs
// such as ! or +=, and a result that ends the game.
func parsePJN(text string) (pjnGame, error) {
	p := &pjnParser{text: text, game: pjnGame{tags: map[string]string{}}}
	if err := p.readTags(); err != nil {
		return pjnGame{}, err
	}
	if err := p.readMoves(); err != nil {
		return pjnGame{}, err
	}
	return p.game, nil
}

type pjnParser struct {
	text string
	at   int
	game pjnGame
}

func (p *pjnParser) skipBlanks() {
	for p.at < len(p.text) && strings.IndexByte(" \t\r\n\f\v", p.text[p.at]) >= 0 {
		p.at++
	}
}

// readTags reads [Name "value"] until the movetext. A value holds no
// quote: Jocly's STRING has no escape, and JoclyBoard writes a name's
// quotes as apostrophes.
func (p *pjnParser) readTags() error {
	p.text = strings.TrimPrefix(p.text, "\xef\xbb\xbf")
	for p.skipBlanks(); p.at < len(p.text) && p.text[p.at] == '['; p.skipBlanks() {
		end := strings.IndexByte(p.text[p.at:], ']')
		if end < 0 {
			return rules.Explain("a tag [ is never closed")
		}
		tag := p.text[p.at+1 : p.at+end]
		name, value, ok := strings.Cut(tag, " ")
		value = strings.TrimSpace(value)
		if !ok || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
			return rules.Explain("the tag %s is not [Name \"value\"]", rules.Quote("["+tag+"]"))
		}
		key := strings.ToLower(name)
		if _, seen := p.game.tags[key]; !seen {
			p.game.tags[key] = value[1 : len(value)-1]
		}
		p.at += end + 1
	}
	return nil
}

// readMoves reads the main line, up to a result, the next game's tags or
// the end of the file.
func (p *pjnParser) readMoves() error {
	for p.skipBlanks(); p.at < len(p.text); p.skipBlanks() {
		switch p.text[p.at] {
		case '[':
			return nil // the next game
		case '{':
			text, err := p.comment()
			if err != nil {
				return err
			}
			p.game.items = append(p.game.items, item{text: text, comment: true})
		case '(':
			if err := p.skipVariation(); err != nil {
				return err
			}
		default:
			if done := p.word(); done {
				return nil
			}
		}
	}
	return nil
}

// comment reads {…}, its blanks run together as Jocly's reader does.
func (p *pjnParser) comment() (string, error) {
	end := strings.IndexByte(p.text[p.at:], '}')
	if end < 0 {
		return "", rules.Explain("a comment { is never closed")
	}
	text := strings.Join(strings.Fields(p.text[p.at+1:p.at+end]), " ")
	p.at += end + 1
	return text, nil
}

// skipVariation reads past (…), the variations in it and their comments.
func (p *pjnParser) skipVariation() error {
	depth := 0
	for ; p.at < len(p.text); p.at++ {
		switch p.text[p.at] {
		case '{':
			end := strings.IndexByte(p.text[p.at:], '}')
			if end < 0 {
				return rules.Explain("a comment { is never closed")
			}
			p.at += end
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				p.at++
				return nil
			}
		}
	}
	return rules.Explain("a variation ( is never closed")
}

// word reads a word of the movetext: a move, a move number, a sign, a NAG
// or a result. It reports whether the word ends the game.
func (p *pjnParser) word() bool {
	start := p.at
	for p.at < len(p.text) && strings.IndexByte(" \t\r\n\f\v{}()[", p.text[p.at]) < 0 {
		p.at++
	}
	w := p.text[start:p.at]
	if p.at == start { // a stray ")"
		p.at++
		return false
	}
	w = strings.TrimLeft(w, "0123456789") // a move number, and the move glued to it
	if len(w) < len(p.text[start:p.at]) && strings.HasPrefix(w, ".") {
		w = strings.TrimLeft(w, ".")
	} else {
		w = p.text[start:p.at]
	}
	if r, ok := results[w]; ok {
		p.game.result = r
		return true
	}
	if w != "" && !ignored(w) {
		p.game.items = append(p.game.items, item{text: w})
	}
	return false
}

// results are the words that end a game in Jocly's grammar ("2-0" and the
// like are its scores for games of two points), and what they mean here.
var results = map[string]string{"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "1/2-1/2", "*": "",
	"2-0": "1-0", "0-2": "0-1", "1-1": "1/2-1/2", "0-0": ""}

// ignored reports the words that are no move: signs (Jocly's MOVERATE),
// NAGs, an ellipsis, an en-passant mark.
func ignored(w string) bool {
	if strings.Trim(w, "!?+-=/#.") == "" || w == "ep" || w == "e.p." {
		return true
	}
	return w[0] == '$'
}
