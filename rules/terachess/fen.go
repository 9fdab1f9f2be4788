package terachess

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"boardshelf/rules"
)

// StartFEN is the starting position in the position text.
const StartFEN = "gjwtzfusamcztwjg/ooooooolhooooooo/edrnbxiqkixbnrde/pppppppppppppppp/" +
	"16/16/16/16/16/16/16/16/" +
	"PPPPPPPPPPPPPPPP/EDRNBXIQKIXBNRDE/OOOOOOOLHOOOOOOO/GJWTZFUSAMCZTWJG w -"

// ParseFEN reads a position text: the ranks from 16 down to 1 separated by
// "/" (letters for pieces, numbers 1-16 for runs of empty squares), the side
// to move "w" or "b", and the en-passant square or "-". It rejects positions
// that cannot arise in play: a side without exactly one King, a promoting
// piece on its last rank, a bad en-passant square, the side not to move in
// check.
func ParseFEN(text string) (*Game, error) {
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return nil, rules.ExplainN(len(fields), "3 fields expected (pieces, side to move, en-passant square), found %d", "3 fields expected (pieces, side to move, en-passant square), found %d", len(fields))
	}
	g := &Game{}
	if err := g.parsePlacement(fields[0]); err != nil {
		return nil, err
	}
	if err := g.checkPieces(); err != nil {
		return nil, err
	}
	switch fields[1] {
	case "w":
		g.side = White
	case "b":
		g.side = Black
		g.hash ^= zobristBlack
	default:
		return nil, rules.Explain("bad side to move %s (w or b expected)", rules.Quote(fields[1]))
	}
	if err := g.parseEnPassant(fields[2]); err != nil {
		return nil, err
	}
	if g.attacked(g.kings[g.side.Opponent()], g.side) {
		return nil, rules.Explain("the side not to move is in check")
	}
	return g, nil
}

func (g *Game) parsePlacement(placement string) error {
	ranks := strings.Split(placement, "/")
	if len(ranks) != Size {
		return rules.ExplainN(len(ranks), "%d ranks expected, found %d", "%d ranks expected, found %d", Size, len(ranks))
	}
	for i, row := range ranks {
		rank := Size - 1 - i
		file := 0
		for j := 0; j < len(row); {
			if c := row[j]; c >= '0' && c <= '9' {
				k := j
				for k < len(row) && row[k] >= '0' && row[k] <= '9' {
					k++
				}
				run := row[j:k]
				n, err := strconv.Atoi(run)
				if err != nil || run[0] == '0' || n > Size {
					return rules.Explain("rank %d: %s is not a number of empty squares (1 to 16)", rank+1, rules.Quote(run))
				}
				file += n
				j = k
				continue
			}
			r, width := utf8.DecodeRuneInString(row[j:])
			kind, ok := NoKind, false
			if r < utf8.RuneSelf {
				kind, ok = KindOfLetter(byte(r))
			}
			if !ok {
				return rules.Explain("unknown piece letter %q", r)
			}
			color := White
			if r >= 'a' {
				color = Black
			}
			if file < Size {
				g.addPiece(SquareAt(file, rank), NewPiece(color, kind))
			}
			file++
			j += width
		}
		if file != Size {
			return rules.ExplainN(file, "rank %d has %d square", "rank %d has %d squares", rank+1, file)
		}
	}
	return nil
}

// checkPieces demands one King a side and no promoting piece on its last
// rank, where it would already have promoted.
func (g *Game) checkPieces() error {
	for c := White; c <= Black; c++ {
		switch n := g.counts[c][King]; n {
		case 0:
			return rules.Explain("no %s King", c.Word())
		case 1:
		case 2:
			return rules.Explain("two %s Kings", c.Word())
		default:
			return rules.ExplainN(int(n), "%d %s King", "%d %s Kings", n, c.Word())
		}
	}
	for s, p := range g.board {
		if p != NoPiece && p.Kind().Promotion() != NoKind && Square(s).Rank() == lastRank(p.Color()) {
			return rules.Explain("%s %s on %s should have promoted to %s", p.Color().Word(), p.Kind().Word(), Square(s), p.Kind().Promotion().Word())
		}
	}
	return nil
}

// parseEnPassant accepts "-" or the square just passed over by an enemy
// Pawn, Corporal or Prince that now stands beyond it, the square it came
// from being empty.
func (g *Game) parseEnPassant(field string) error {
	if field == "-" {
		return nil
	}
	ep, err := ParseSquare(field)
	if err != nil {
		return rules.Explain("bad en-passant square %s", rules.Quote(field))
	}
	// The enemy piece stepped towards the side to move: from ep+ahead,
	// over ep, to ep-ahead.
	ahead := forward(g.side)
	victimRank, originRank := ep.Rank()-ahead/Size, ep.Rank()+ahead/Size
	if victimRank < 0 || victimRank >= Size || originRank < 0 || originRank >= Size {
		return rules.Explain("bad en-passant square %s: no double step passes over it", rules.Quote(field))
	}
	victim := g.board[int(ep)-ahead]
	switch {
	case victim == NoPiece || victim.Color() == g.side ||
		victim.Kind() != Pawn && victim.Kind() != Corporal && victim.Kind() != Prince:
		return rules.Explain("bad en-passant square %s: no %s Pawn, Corporal or Prince stands beyond it", rules.Quote(field), g.side.Opponent().Word())
	case g.board[ep] != NoPiece || g.board[int(ep)+ahead] != NoPiece:
		return rules.Explain("bad en-passant square %s: the double step's path is not empty", rules.Quote(field))
	}
	g.ep, g.hasEP = ep, true
	return nil
}

var _ rules.PositionKeyer = (*Game)(nil)

// PositionKey is the position text (see FEN): it holds no move counts, so
// it is the pieces, the side to move and the en-passant square alone.
func (g *Game) PositionKey() string { return g.FEN() }

// FEN writes the position text that ParseFEN reads.
func (g *Game) FEN() string {
	var b strings.Builder
	for rank := Size - 1; rank >= 0; rank-- {
		empty := 0
		for file := range Size {
			p := g.board[SquareAt(file, rank)]
			if p == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(p.letter())
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if g.side == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	if g.hasEP {
		b.WriteString(g.ep.String())
	} else {
		b.WriteByte('-')
	}
	return b.String()
}
