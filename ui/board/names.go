package board

import (
	"strconv"
	"strings"
)

// Name is the square as a record writes a mark on it: its file's letter
// and its rank's number from 1, "a1" at the first file and rank. It is
// the games' own notation on every board of squares.
func (s Square) Name() string { return string(rune('a'+s.File)) + strconv.Itoa(s.Rank+1) }

// SquareNamed is the square of a name Name writes, if it is one of b's.
func (b *Board) SquareNamed(name string) (Square, bool) {
	if len(name) < 2 || name[0] < 'a' || name[0] > 'z' || strings.HasPrefix(name[1:], "0") {
		return Square{}, false
	}
	rank, err := strconv.Atoi(name[1:])
	s := Square{File: int(name[0] - 'a'), Rank: rank - 1}
	if err != nil || s.File >= b.files || s.Rank < 0 || s.Rank >= b.ranks {
		return Square{}, false
	}
	return s, true
}
