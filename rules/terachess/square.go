package terachess

import (
	"fmt"

	"boardshelf/rules"
)

// Size is the number of files and of ranks on the board.
const Size = 16

// Square is one of the 256 squares: file + 16*rank, both counted from 0, so
// a1 is 0, p1 is 15 and p16 is 255.
type Square uint8

// SquareAt returns the square on the given file and rank (0-based: a1 is
// SquareAt(0, 0)). Both must lie in 0..15.
func SquareAt(file, rank int) Square { return Square(file + Size*rank) }

// File is the square's file, 0 for a to 15 for p.
func (s Square) File() int { return int(s) % Size }

// Rank is the square's rank counted from 0, so the board's rank 16 is 15.
func (s Square) Rank() int { return int(s) / Size }

// String names the square as in the notation, e.g. "a1" or "p16".
func (s Square) String() string {
	return fmt.Sprintf("%c%d", 'a'+s.File(), s.Rank()+1)
}

// ParseSquare reads a square name such as "h4" or "a16".
func ParseSquare(name string) (Square, error) {
	if len(name) < 2 || len(name) > 3 || name[0] < 'a' || name[0] > 'p' {
		return 0, rules.Explain("%s is not a square (a1 to p16)", rules.Quote(name))
	}
	rank := 0
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return 0, rules.Explain("%s is not a square (a1 to p16)", rules.Quote(name))
		}
		rank = rank*10 + int(c-'0')
	}
	if rank < 1 || rank > Size || name[1] == '0' {
		return 0, rules.Explain("%s is not a square (a1 to p16)", rules.Quote(name))
	}
	return SquareAt(int(name[0]-'a'), rank-1), nil
}

// Color is a side: White (seat 0) moves first, Black is seat 1.
type Color uint8

const (
	White Color = 0
	Black Color = 1
)

// Opponent is the other side.
func (c Color) Opponent() Color { return c ^ 1 }

// Word names the side as a word of the rules, to be translated: "White".
func (c Color) Word() rules.Word {
	if c == White {
		return "White"
	}
	return "Black"
}

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// forward is the square step that moves a piece of colour c one rank ahead.
func forward(c Color) int {
	if c == White {
		return Size
	}
	return -Size
}

// lastRank is the rank (0-based) on which the pieces of colour c promote.
func lastRank(c Color) int {
	if c == White {
		return Size - 1
	}
	return 0
}
