package setups

import (
	"strings"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// terachessFile is every key a Terachess setup may have.
type terachessFile struct {
	header
	FEN string
}

// parseTerachess reads a Terachess setup: the position as position text
// (FEN) in the rules' format.
func parseTerachess(src Source, s *Setup) error {
	var f terachessFile
	if err := src.Decode(&f); err != nil {
		return err
	}
	if strings.TrimSpace(f.FEN) == "" {
		return src.Errorf("", "the position is missing (add fen = \"...\"; see setups/terachess/standard.toml)")
	}
	fen := strings.TrimSpace(f.FEN)
	g, err := terachess.ParseFEN(fen)
	if err != nil {
		return src.problemAt("fen", Reason(err))
	}
	s.Seats = []Seat{{Colour: "white", Letter: "W"}, {Colour: "black", Letter: "B"}}
	s.start = func() (rules.Game, error) { return terachess.ParseFEN(fen) }
	side := g.SideToMove().String()
	s.summary = []rules.Explanation{rules.Explain("16x16 board"), rules.ExplainN(pieceCount(g), "%d piece", "%d pieces", pieceCount(g)),
		rules.Explain("%s to move", rules.Word(strings.ToUpper(side[:1])+side[1:]))}
	return nil
}

func pieceCount(g *terachess.Game) int {
	n := 0
	for sq := range terachess.Size * terachess.Size {
		if !g.PieceAt(terachess.Square(sq)).IsEmpty() {
			n++
		}
	}
	return n
}
