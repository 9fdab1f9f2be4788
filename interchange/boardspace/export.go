package boardspace

import (
	"fmt"
	"strings"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/setups"
)

// pools are the reserves' names in Boardspace's moves, by seat: the first
// player's white disks, the second's black (SixmakingId's shortName, with
// the colour map CM[0,1]).
var pools = [2]string{"W", "B"}

// Export writes a Boardshelf game of Six MaKING as Boardspace's server
// writes a game record (commonCanvas.printGameRecord): the root's facts,
// then one action a node, each move picked, dropped and confirmed as a
// person's moves are (Pick/Pickb, Dropb, Done), a comment on the Done of
// its move.
func Export(r records.Record) ([]byte, error) {
	v, g, err := boardspaceVariant(r)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "(;\nGM[%s]VV[1]\nCM[0,1]\nSU[%s 0 2]\n", sgfGame, v.name)
	if !r.Date.IsZero() {
		fmt.Fprintf(&b, "DT%s\n", bracketed(r.Date.UTC().Format(dateLayouts[0])))
	}
	if r.Result != "" {
		fmt.Fprintf(&b, "RE%s\n", bracketed(r.Result))
	}
	for seat, name := range r.Players[:min(len(r.Players), 2)] {
		fmt.Fprintf(&b, "P%d%s\n", seat, bracketed(`id "`+strings.ReplaceAll(name, `"`, "'")+`"`))
	}
	if c := r.Notes.Comments[records.Place{}]; c != "" {
		fmt.Fprintf(&b, "C%s\n", bracketed(c))
	}
	w := writer{b: &b}
	w.action(0, "Start P0")
	for i, text := range r.Moves {
		m, err := rules.ParseMove(g, text)
		if err != nil {
			return nil, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
		}
		if m == rules.Move(rules.TimeOut) {
			// Boardspace's WinOnTime names its winner by the turn when it
			// is claimed, which its record does not make plain: the game
			// is written without its end (interchange.LeftOut says so).
			break
		}
		w.move(g, m)
		if c := r.Notes.Comments[records.Place{Ply: i + 1}]; c != "" {
			fmt.Fprintf(&b, "C%s", bracketed(c))
		}
		if err := g.Play(m); err != nil {
			return nil, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
		}
	}
	b.WriteString("\n)\n")
	return []byte(b.String()), nil
}

// boardspaceVariant is the Boardspace variation that starts the record's
// game, and that game at its start: Boardspace plays Six MaKING from an
// empty board only, and not Sixth MaKING.
func boardspaceVariant(r records.Record) (variant, *sixmaking.Game, error) {
	s, err := setups.Parse("the record's setup", r.SetupID, []byte(r.Setup))
	if err != nil {
		return variant{}, nil, err
	}
	start, err := s.NewGame()
	if err != nil {
		return variant{}, nil, err
	}
	g, ok := start.(*sixmaking.Game)
	if !ok {
		return variant{}, nil, rules.Explain("Boardspace's SGF holds games of Six MaKING, not of %s", r.Game)
	}
	if g.Sixth() {
		return variant{}, nil, rules.Explain("Sixth MaKING has no Boardspace form: Boardspace plays only the game a King ends")
	}
	for _, v := range variants {
		_, shipped, err := shippedStart(v)
		if err != nil {
			return variant{}, nil, err
		}
		if shipped.PositionKey() == g.PositionKey() {
			return v, g, nil
		}
	}
	return variant{}, nil, rules.Explain("this setup has no Boardspace form: Boardspace starts Six MaKING from an empty board, 5x5 with 16 disks each or 4x4 with 12, light first")
}

// writer numbers the actions as Boardspace's history does, from 0.
type writer struct {
	b    *strings.Builder
	next int
}

func (w *writer) action(seat int, text string) {
	fmt.Fprintf(w.b, "\n; P%d%s", seat, bracketed(fmt.Sprintf("%d %s", w.next, text)))
	w.next++
}

// move writes m, played from g, as the actions that make it on Boardspace.
func (w *writer) move(g *sixmaking.Game, m rules.Move) {
	seat := rules.MoverOf(g, m)
	switch m := m.(type) {
	case sixmaking.Move:
		if m.Place {
			w.action(seat, "Pick "+pools[seat]+" 1")
		} else {
			count := m.Count
			if m.Whole {
				count = g.Height(m.From)
			}
			w.action(seat, fmt.Sprintf("Pickb %s %d", cell(m.From), count))
		}
		w.action(seat, "Dropb "+cell(m.To))
	case rules.Agreement:
		w.agreement(seat, m)
		return
	}
	w.action(seat, "Done")
}

// agreement writes a resignation or an agreed draw: a draw is offered by
// the player to move and accepted by the other, as on Boardspace.
func (w *writer) agreement(seat int, a rules.Agreement) {
	if a == rules.Draw {
		w.action(seat, "OfferDraw")
		w.action(seat, "Done")
		w.action(1-seat, "AcceptDraw")
		w.action(1-seat, "Done")
		return
	}
	w.action(seat, "Resign")
	w.action(seat, "Done")
}
