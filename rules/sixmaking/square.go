package sixmaking

import (
	"fmt"
	"strconv"
	"strings"

	"boardshelf/rules"
)

// Square names a square of the board: File 0 is file a (left), Rank 0 is rank
// 1 (bottom). A Square knows nothing of the board size; Game.OnBoard does.
type Square struct{ File, Rank int }

// String gives the square's name, "a1" .. "e5".
func (s Square) String() string {
	if s.File < 0 || s.File >= 26 || s.Rank < 0 {
		return fmt.Sprintf("(file %d, rank %d)", s.File+1, s.Rank+1)
	}
	return string(rune('a'+s.File)) + strconv.Itoa(s.Rank+1)
}

// ParseSquare reads a square name such as "c3" (a letter, then a rank
// number from 1; the letter may be upper case).
func ParseSquare(name string) (Square, error) {
	s := strings.ToLower(strings.TrimSpace(name))
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' || s[1] < '1' || s[1] > '9' {
		return Square{}, rules.Explain("square %s: want a file letter and a rank number, like c3", rules.Quote(name))
	}
	rank, err := strconv.Atoi(s[1:])
	if err != nil || strings.ContainsAny(s[1:], "+-") {
		return Square{}, rules.Explain("square %s: want a file letter and a rank number, like c3", rules.Quote(name))
	}
	return Square{File: int(s[0] - 'a'), Rank: rank - 1}, nil
}
