package abstractplay

import (
	"encoding/json"
	"errors"
	"strings"
	"time"

	"boardshelf/interchange"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
)

// record is the part of an APGameRecord Boardshelf reads (recranks'
// schemas/gamerecord.json); the other fields are let be.
type record struct {
	Header header              `json:"header"`
	Moves  [][]json.RawMessage `json:"moves"`
}

type header struct {
	Game struct {
		Name     string   `json:"name"`
		Variants []string `json:"variants"`
	} `json:"game"`
	Site struct {
		Name string `json:"name"`
	} `json:"site"`
	DateStart     string   `json:"date-start"`
	DateEnd       string   `json:"date-end"`
	DateGenerated string   `json:"date-generated"`
	Players       []player `json:"players"`
}

// player is one seat of the header. Result is nil for a game not over
// (genRecord's -Infinity, which JSON writes as null).
type player struct {
	Name   string   `json:"name"`
	Result *float64 `json:"result"`
}

// entry is a move in a round as the record writes it: a string, or an
// object with the move (and its sequence and results, not read).
type entry struct {
	Move string `json:"move"`
}

// Import reads an Abstract Play record of Terrace and plays its moves
// through Boardshelf's rules.
func Import(data []byte) (records.Record, error) {
	var rec record
	if err := json.Unmarshal(data, &rec); err != nil {
		return records.Record{}, notARecord(err)
	}
	s, g, err := startOf(rec.Header)
	if err != nil {
		return records.Record{}, err
	}
	r := records.New(s)
	for _, p := range rec.Header.Players {
		r.Players = append(r.Players, p.Name)
	}
	if end, err := time.Parse(time.RFC3339, rec.Header.DateEnd); err == nil {
		r.Date = end.UTC()
	}
	if r.Moves, err = play(g, rec.Moves, rec.Header.Players, r.Seats); err != nil {
		return records.Record{}, err
	}
	r.Result = records.ResultOf(g)
	return r, nil
}

// notARecord says why data that json would not read is no record, in
// words of its own (json's are English only).
func notARecord(err error) error {
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return rules.Explain("the file is not an Abstract Play record: its JSON breaks off at byte %d", syntax.Offset)
	}
	var kind *json.UnmarshalTypeError
	if errors.As(err, &kind) && kind.Field != "" {
		return rules.Explain("the file is not an Abstract Play record: %s holds a value of the wrong kind", rules.Quote(kind.Field))
	}
	return rules.Explain("the file is not an Abstract Play record: a JSON object with a header and the moves")
}

// startOf is the setup the header's game and variants name, and its game
// at the start; what Boardshelf has no form of is refused in words.
func startOf(h header) (*setups.Setup, *terrace.Game, error) {
	if !strings.EqualFold(strings.TrimSpace(h.Game.Name), gameName) {
		return nil, nil, rules.Explain("the record is of %s, and Boardshelf reads Abstract Play's records of Terrace only", rules.Quote(h.Game.Name))
	}
	if n := len(h.Players); n > 2 {
		return nil, nil, rules.ExplainN(n, "Abstract Play's Terrace is for two players; the record has %d player", "Abstract Play's Terrace is for two players; the record has %d players", n)
	}
	v, err := variantOf(h.Game.Variants)
	if err != nil {
		return nil, nil, err
	}
	return shippedStart(v.setupID)
}

// variantOf is the game the header's variants choose; what has no
// Boardshelf form is refused in words.
func variantOf(words []string) (variant, error) {
	var v variant
	for _, word := range words {
		switch c, known := choices[strings.ToLower(strings.TrimSpace(word))]; {
		case !known:
			return variant{}, rules.Explain("Abstract Play's Terrace variant %s has no Boardshelf form", rules.Quote(word))
		case c == assassination:
			return variant{}, rules.Explain("Abstract Play's assassination variant has no Boardshelf form: its pieces capture up and sideways by their sizes, and Boardshelf plays Terrace's captures one step down a diagonal only")
		case c == board8:
			v.board8 = true
		case c == long:
			v.long = true
		}
	}
	return variants[variantIndex(v.board8, v.long)], nil
}

// play plays the rounds' moves in order, and returns them in Boardshelf's
// notation. A game abandoned ends there, unfinished: Boardshelf has no
// such end.
func play(g *terrace.Game, rounds [][]json.RawMessage, players []player, seats []string) ([]string, error) {
	var moves []string
	for _, round := range rounds {
		for _, raw := range round {
			written, ok, err := moveText(raw)
			if err != nil {
				return nil, interchange.IllegalMove(seats, len(moves)+1, string(raw), err)
			}
			if !ok {
				continue // a seat with no move this round
			}
			word := strings.Join(strings.Fields(strings.ToLower(written)), "")
			if word == "abandoned" {
				return moves, nil
			}
			m, err := readMove(g, word, players)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				return nil, interchange.IllegalMove(seats, len(moves)+1, written, err)
			}
			moves = append(moves, m.String())
		}
	}
	return moves, nil
}

// readMove is a move as Abstract Play writes it, lower case without
// spaces: a move of a piece, or the words GameBase writes for the end of
// a game that is no move ("resign", "timeout", "draw"), whose player the
// results tell.
func readMove(g *terrace.Game, s string, players []player) (rules.Move, error) {
	loser := loserOf(players)
	if loser < 0 {
		loser = g.Turn()
	}
	switch s {
	case "draw":
		return rules.Draw, nil
	case "timeout":
		if loser == g.Turn() {
			return rules.TimeOut, nil
		}
		return rules.ResignOf(loser), nil
	case "resign":
		if loser == g.Turn() {
			return rules.Resign, nil
		}
		return rules.ResignOf(loser), nil
	}
	return parseMove(g, s)
}

// loserOf is the seat whose result is the lower of two, or -1: the player
// who resigned or ran out of time (GameBase.eog makes every other player a
// winner).
func loserOf(players []player) int {
	if len(players) != 2 || players[0].Result == nil || players[1].Result == nil {
		return -1
	}
	switch first, second := *players[0].Result, *players[1].Result; {
	case first < second:
		return 0
	case second < first:
		return 1
	}
	return -1
}

// moveText is the move an entry of a round holds; ok is false for null.
func moveText(raw json.RawMessage) (text string, ok bool, err error) {
	if string(raw) == "null" {
		return "", false, nil
	}
	if err := json.Unmarshal(raw, &text); err == nil {
		return text, true, nil
	}
	var e entry
	if err := json.Unmarshal(raw, &e); err != nil || e.Move == "" {
		return "", false, rules.Explain("a move is a string, or an object with a \"move\"")
	}
	return e.Move, true, nil
}

// parseMove reads Abstract Play's notation, as TerraceGame.moves writes
// it: the moving piece's size, its square, "-" for a move, "x" for a
// capture of the other player's piece or "*" of one's own, and the square
// it goes to. s is in lower case without spaces, as TerraceGame.move reads
// moves.
func parseMove(g *terrace.Game, s string) (terrace.Move, error) {
	cut := strings.IndexAny(s, "-x*")
	if len(s) < 2 || s[0] < '1' || s[0] > '9' || cut < 0 {
		return terrace.Move{}, rules.Explain("Abstract Play writes a Terrace move as the piece's size, its square, -, x or *, and the square it goes to: 3b1-b2")
	}
	from, err := terrace.ParseSquare(s[1:cut])
	if err != nil {
		return terrace.Move{}, err
	}
	to, err := terrace.ParseSquare(s[cut+1:])
	if err != nil {
		return terrace.Move{}, err
	}
	m := terrace.Move{From: from, To: to, Capture: s[cut] != '-'}
	return m, checkWritten(g, m, int(s[0]-'0'), s[cut])
}

// checkWritten refuses a move whose size or sign says another move than
// the board's: Abstract Play writes the size of the piece that moves, and
// tells a capture of one's own piece from another's.
func checkWritten(g *terrace.Game, m terrace.Move, size int, sign byte) error {
	mover, ok := g.At(m.From)
	if !ok {
		return rules.Explain("there is no piece on %s", m.From)
	}
	if mover.Size != size {
		return rules.Explain("the piece on %s is of size %d, not %d", m.From, mover.Size, size)
	}
	victim, taken := g.At(m.To)
	if taken && sign == 'x' && victim.Seat == mover.Seat {
		return rules.Explain("x takes the other player's piece; the piece on %s is the mover's own (Abstract Play writes *)", m.To)
	}
	if taken && sign == '*' && victim.Seat != mover.Seat {
		return rules.Explain("* takes one's own piece; the piece on %s is the other player's (Abstract Play writes x)", m.To)
	}
	return nil
}
