package jocly

import (
	"fmt"
	"strings"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// lineWidth is where the movetext is wrapped: JoclyBoard writes it on one
// line, and its reader takes it across lines as well.
const lineWidth = 79

// Export writes a Boardshelf game of Terachess as JoclyBoard saves a game
// (history.js, SaveBook): its tags, then the moves numbered in Jocly's
// natural notation (Model.Move.ToString), then the result. A game from a
// position of its own carries it in [FEN], where Jocly's reader starts
// (jocly-pjn.js, gotoNode).
func Export(r records.Record) ([]byte, error) {
	_, g, err := setupOf(r.SetupID, []byte(r.Setup))
	if err != nil {
		return nil, err
	}
	start := FEN(g, 0)
	custom := g.FEN() != terachess.StartFEN
	w := &moveWriter{}
	w.comment(r.Notes.Comments[records.Place{}])
	plies, err := w.moves(g, r)
	if err != nil {
		return nil, err
	}
	result := resultWord(g)
	w.word(result)

	var b strings.Builder
	tag := func(name, value string) { fmt.Fprintf(&b, "[%s \"%s\"]\n", name, strings.ReplaceAll(value, `"`, "'")) }
	tag("JoclyGame", gameName)
	if !r.Date.IsZero() {
		d := r.Date.UTC()
		tag("Date", fmt.Sprintf("%d.%d.%d", d.Year(), int(d.Month()), d.Day()))
	}
	tag("White", playerOf(r, 0))
	tag("Black", playerOf(r, 1))
	tag("PlyCount", fmt.Sprint(plies))
	tag("Result", result)
	if custom {
		tag("FEN", start)
	}
	b.WriteString("\n")
	b.WriteString(w.text.String())
	b.WriteString("\n")
	return []byte(b.String()), nil
}

// playerOf is the name of a seat's player, or PGN's "?".
func playerOf(r records.Record, seat int) string {
	if seat < len(r.Players) && strings.TrimSpace(r.Players[seat]) != "" {
		return r.Players[seat]
	}
	return "?"
}

// resultWord is the game's end as PGN and Jocly's grammar write it.
func resultWord(g *terachess.Game) string {
	st := g.Status()
	switch {
	case !st.Over:
		return "*"
	case len(st.Winners) == 0:
		return "1/2-1/2"
	case st.Winners[0] == int(terachess.White):
		return "1-0"
	}
	return "0-1"
}

// moveWriter writes the movetext, wrapped.
type moveWriter struct {
	text strings.Builder
	line int // the length of the line being written
}

func (w *moveWriter) word(s string) {
	if w.line > 0 && w.line+1+len(s) > lineWidth {
		w.text.WriteString("\n")
		w.line = 0
	} else if w.line > 0 {
		w.text.WriteString(" ")
		w.line++
	}
	w.text.WriteString(s)
	w.line += len(s)
}

// comment writes {text}; a brace would end it, and Jocly's reader runs
// the blanks of a comment together.
func (w *moveWriter) comment(text string) {
	text = strings.Join(strings.Fields(strings.NewReplacer("{", "(", "}", ")").Replace(text)), " ")
	if text != "" {
		w.word("{" + text + "}")
	}
}

// moves plays the record's moves from g, writing each with its number and
// its comment; an agreement or a loss on time is said by the result
// alone. It gives the number of moves on the board.
func (w *moveWriter) moves(g *terachess.Game, r records.Record) (int, error) {
	plies, blackFirst := 0, 0
	if g.SideToMove() == terachess.Black {
		blackFirst = 1
	}
	numbered := false // Black's move after White's needs no number of its own
	for i, text := range r.Moves {
		m, err := rules.ParseMove(g, text)
		if err != nil {
			return 0, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
		}
		if tm, onBoard := m.(terachess.Move); onBoard {
			if tm, err = legal(g, tm); err != nil {
				return 0, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
			}
			number := fmt.Sprintf("%d.", (plies+blackFirst)/2+1)
			switch {
			case g.SideToMove() == terachess.White:
				w.word(number)
			case !numbered:
				w.word(number + "..")
			}
			w.word(natural(g, tm))
			plies, numbered = plies+1, g.SideToMove() == terachess.White
		}
		if err := g.Play(m); err != nil {
			return 0, rules.Explain("move %d (%s) cannot be played: %v", i+1, rules.Clip(text), err)
		}
		if c := r.Notes.Comments[records.Place{Ply: i + 1}]; c != "" {
			w.comment(c)
			numbered = false
		}
	}
	return plies, nil
}

// legal is the legal move with m's squares, with its piece, capture and
// promotion filled in.
func legal(g *terachess.Game, m terachess.Move) (terachess.Move, error) {
	if lm, ok := g.LegalMoveBetween(m.From, m.To); ok {
		return lm, nil
	}
	return m, g.WhyNot(m.From, m.To)
}

// natural writes m, about to be played in g, as Jocly's natural notation
// does: the piece's letter (none for a Pawn), the squares joined by - or
// x, =X for a promotion, + when it gives check (Jocly writes + for a
// checkmate too, and nothing for en passant).
func natural(g *terachess.Game, m terachess.Move) string {
	var b strings.Builder
	if k := m.Piece.Kind(); k != terachess.Pawn {
		b.WriteByte(k.Letter())
	}
	b.WriteString(m.From.String())
	if m.IsCapture() {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(m.To.String())
	if m.Promotion != terachess.NoKind {
		b.WriteString("=" + string(m.Promotion.Letter()))
	}
	if g.Gives(m) != terachess.NoCheck {
		b.WriteByte('+')
	}
	return b.String()
}
