package jocly

import (
	"strconv"
	"strings"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// maxFEN is the longest position text read: the 256 squares, their 15
// slashes and the fields after them fit in 300 bytes.
const maxFEN = 1024

// FEN writes g's position as Jocly reads it (chessbase's Model.Game.Import,
// format "pjn"): six fields, the ranks as Boardshelf writes them, the side
// to move, castling "-" (Terachess has none), the en-passant square or
// "-", the moves since a capture (Boardshelf does not count them: 0) and
// the number of the move, counted from plies played as Jocly's own writer
// does (grid-geo-model's ExportBoardState). Jocly's reader takes one
// digit at a time, so a run of ten or more empty squares before a piece is
// written as digits that add up to it ("91" for 10): "10" would read as 1.
func FEN(g *terachess.Game, plies int) string {
	fields := strings.Fields(g.FEN())
	ranks := strings.Split(fields[0], "/")
	for i, rank := range ranks {
		ranks[i] = joclyRank(rank)
	}
	return strings.Join(ranks, "/") + " " + fields[1] + " - " + fields[2] + " 0 " + strconv.Itoa(plies/2+1)
}

// joclyRank rewrites the runs of ten or more empty squares that a piece
// follows as single digits.
func joclyRank(rank string) string {
	var b strings.Builder
	for i := 0; i < len(rank); {
		j := i
		for j < len(rank) && rank[j] >= '0' && rank[j] <= '9' {
			j++
		}
		if j == i {
			b.WriteByte(rank[i])
			i++
			continue
		}
		n, _ := strconv.Atoi(rank[i:j])
		if n > 9 && j < len(rank) {
			b.WriteString("9" + strconv.Itoa(n-9))
		} else {
			b.WriteString(rank[i:j])
		}
		i = j
	}
	return b.String()
}

// ParseFEN reads a position in Jocly's FEN (or Boardshelf's, three
// fields) and plays it through the rules' own reader.
func ParseFEN(text string) (*terachess.Game, error) {
	fen, err := boardshelfFEN(text)
	if err != nil {
		return nil, err
	}
	return terachess.ParseFEN(fen)
}

// boardshelfFEN is Jocly's position text as Boardshelf writes it: its
// ranks with runs of empty squares as numbers, the side to move and the
// en-passant square. Jocly's writer writes "16" for a run, its reader
// reads "97": each rank is read the way that makes it 16 squares wide.
func boardshelfFEN(text string) (string, error) {
	if len(text) > maxFEN {
		return "", rules.ExplainN(maxFEN, "the position text is longer than %d character", "the position text is longer than %d characters", maxFEN)
	}
	fields := strings.Fields(text)
	var ep string
	switch len(fields) {
	case 3: // Boardshelf's: pieces, side, en passant
		ep = fields[2]
	case 4, 5, 6: // Jocly's: pieces, side, castling, en passant, counts
		ep = fields[3]
	default:
		return "", rules.ExplainN(len(fields), "a position has 6 fields (pieces, side to move, castling, en-passant square, moves since a capture, move number), found %d", "a position has 6 fields (pieces, side to move, castling, en-passant square, moves since a capture, move number), found %d", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	for i, rank := range ranks {
		ranks[i] = boardshelfRank(rank)
	}
	return strings.Join(ranks, "/") + " " + fields[1] + " " + ep, nil
}

// boardshelfRank is a rank with its runs as Boardshelf reads them: as
// written when they make 16 squares so, else one digit a run as Jocly
// reads them (a rank that is neither is left for the rules to refuse).
func boardshelfRank(rank string) string {
	if width(rank, false) == terachess.Size || width(rank, true) != terachess.Size {
		return rank
	}
	var b strings.Builder
	run := 0
	for i := 0; i < len(rank); i++ {
		if c := rank[i]; c >= '0' && c <= '9' {
			run += int(c - '0')
			continue
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
			run = 0
		}
		b.WriteByte(rank[i])
	}
	if run > 0 {
		b.WriteString(strconv.Itoa(run))
	}
	return b.String()
}

// width is how many squares a rank covers, its runs read as numbers or,
// digitwise, one digit a run.
func width(rank string, digitwise bool) int {
	w := 0
	for i := 0; i < len(rank); {
		j := i
		for j < len(rank) && rank[j] >= '0' && rank[j] <= '9' && (j == i || !digitwise) {
			j++
		}
		if j == i {
			w++
			i++
			continue
		}
		n, err := strconv.Atoi(rank[i:j])
		if err != nil || n > 4*terachess.Size {
			return -1
		}
		w += n
		i = j
	}
	return w
}
