package abstractplay

import (
	"encoding/json"
	"slices"
	"time"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
)

// isoDate is JavaScript's Date.toISOString, which genRecord writes dates in.
const isoDate = "2006-01-02T15:04:05.000Z"

// Export writes a Boardshelf game of Terrace as Abstract Play's genRecord
// does: the header (the game and its variants, the site, the dates, the
// players with their results), then the moves, a round of two a line.
func Export(r records.Record) ([]byte, error) {
	v, g, err := abstractPlayVariant(r)
	if err != nil {
		return nil, err
	}
	out := struct {
		Header header     `json:"header"`
		Moves  [][]string `json:"moves"`
	}{Moves: [][]string{}}
	h := &out.Header
	h.Game.Name, h.Game.Variants = gameName, v.names
	h.Site.Name = "Abstract Play"
	date := r.Date.UTC().Format(isoDate)
	if r.Date.IsZero() {
		date = time.Unix(0, 0).UTC().Format(isoDate)
	}
	h.DateStart, h.DateEnd, h.DateGenerated = date, date, date
	var played []string
	for i, text := range r.Moves {
		m, err := rules.ParseMove(g, text)
		if err == nil {
			err = write(g, m, &played)
		}
		if err != nil {
			return nil, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
		}
	}
	for i := 0; i < len(played); i += 2 {
		out.Moves = append(out.Moves, played[i:min(i+2, len(played))])
	}
	h.Players = players(r, g)
	return json.MarshalIndent(out, "", "  ")
}

// write plays m on g and adds it to played as Abstract Play writes it:
// a move in its notation, an end that is no move in GameBase's words (the
// results say who resigned or ran out of time).
func write(g *terrace.Game, m rules.Move, played *[]string) error {
	switch m := m.(type) {
	case terrace.Move:
		*played = append(*played, notation(g, m))
	case rules.Agreement:
		word := "resign"
		switch m {
		case rules.Draw:
			word = "draw"
		case rules.TimeOut:
			word = "timeout"
		}
		*played = append(*played, word)
	}
	return g.Play(m)
}

// notation is m, to be played on g, as Abstract Play writes it: "3b1-b2",
// "1e1xd2", "2c2*b1" (a capture of one's own piece).
func notation(g *terrace.Game, m terrace.Move) string {
	mover, _ := g.At(m.From)
	sign := "-"
	if victim, taken := g.At(m.To); taken && victim.Seat == mover.Seat {
		sign = "*"
	} else if taken {
		sign = "x"
	}
	return string(rune('0'+mover.Size)) + m.From.String() + sign + m.To.String()
}

// players are the header's players, with their results at the end of g:
// 1 for a winner, 0 for a loser, 1 each for a draw (genRecord's
// getPlayerResult), none while the game goes on.
func players(r records.Record, g *terrace.Game) []player {
	st := g.Status()
	list := make([]player, g.Players())
	for seat := range list {
		list[seat].Name = r.Seats[seat]
		if seat < len(r.Players) && r.Players[seat] != "" {
			list[seat].Name = r.Players[seat]
		}
		if st.Over {
			result := 0.0
			if len(st.Winners) == 0 || slices.Contains(st.Winners, seat) {
				result = 1
			}
			list[seat].Result = &result
		}
	}
	return list
}

// abstractPlayVariant is the Abstract Play variant that starts the
// record's game, and that game at its start.
func abstractPlayVariant(r records.Record) (variant, *terrace.Game, error) {
	s, err := setups.Parse("the record's setup", r.SetupID, []byte(r.Setup))
	if err != nil {
		return variant{}, nil, err
	}
	g, err := terraceGame(s)
	if err != nil {
		return variant{}, nil, err
	}
	if g.Players() != 2 {
		return variant{}, nil, rules.Explain("Abstract Play plays Terrace with two players only")
	}
	for _, v := range variants {
		_, shipped, err := shippedStart(v.setupID)
		if err != nil {
			return variant{}, nil, err
		}
		if sameStart(shipped, g) {
			return v, g, nil
		}
	}
	return variant{}, nil, rules.Explain("this setup has no Abstract Play form: Abstract Play starts Terrace from its own positions only, 6x6 with four or twelve pieces each, 8x8 with six or sixteen, white first")
}
