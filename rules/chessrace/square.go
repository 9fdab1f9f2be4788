package chessrace

import (
	"boardshelf/rules"
	"strconv"
)

// Square names a square the way the notation writes it: a file letter
// (a = the leftmost column of the drawing) and a rank (1 = the bottom row of
// the drawing), as on a chess board. The zero Square means "no square".
type Square struct {
	Col  int8 // 0-based from the left
	Rank int8 // 1-based from the bottom; 0 for no square
}

// maxSide bounds a track drawing so that every square has a one-letter file.
const maxSide = 26

// IsZero reports whether s is the zero Square ("no square").
func (s Square) IsZero() bool { return s.Rank == 0 }

func (s Square) String() string {
	if s.IsZero() || s.Col < 0 || s.Col >= maxSide {
		return "?"
	}
	return string(rune('a'+s.Col)) + strconv.Itoa(int(s.Rank))
}

// ParseSquare reads a square name such as "c4". Whether the square lies on a
// particular track is for Track.Contains to say.
func ParseSquare(name string) (Square, error) {
	if len(name) < 2 || name[0] < 'a' || name[0] > 'z' {
		return Square{}, rules.Explain("%s is not a square name", rules.Quote(name))
	}
	rank, err := strconv.Atoi(name[1:])
	if err != nil || rank < 1 || rank > maxSide || name[1] == '0' || name[1] == '+' {
		return Square{}, rules.Explain("%s is not a square name", rules.Quote(name))
	}
	return Square{Col: int8(name[0] - 'a'), Rank: int8(rank)}, nil
}

// Dir is one of the eight compass directions on the drawing (north is up).
// Forward directions and mud arrows are always one of the first four.
type Dir int8

const (
	North Dir = iota
	East
	South
	West
	NorthEast
	SouthEast
	SouthWest
	NorthWest
)

// orthogonal lists the directions of rooks, forward steps and mud arrows.
var orthogonal = []Dir{North, East, South, West}

// diagonal lists the directions of bishops.
var diagonal = []Dir{NorthEast, SouthEast, SouthWest, NorthWest}

// allDirs lists the directions of queens and kings.
var allDirs = []Dir{North, East, South, West, NorthEast, SouthEast, SouthWest, NorthWest}

var dirDelta = [8][2]int{ // row, column
	North: {-1, 0}, East: {0, 1}, South: {1, 0}, West: {0, -1},
	NorthEast: {-1, 1}, SouthEast: {1, 1}, SouthWest: {1, -1}, NorthWest: {-1, -1},
}

// Delta is the step of d in drawing rows (down is positive) and columns.
func (d Dir) Delta() (dRow, dCol int) {
	if d < North || d > NorthWest {
		return 0, 0
	}
	return dirDelta[d][0], dirDelta[d][1]
}

// Opposite is the direction pointing the other way.
func (d Dir) Opposite() Dir {
	if d < NorthEast {
		return (d + 2) % 4
	}
	return NorthEast + (d-NorthEast+2)%4
}

// Arrow is the character the notation and the track drawing use for an
// orthogonal direction: ^ > v < (? for any other).
func (d Dir) Arrow() byte {
	if d < North || d > West {
		return '?'
	}
	return "^>v<"[d]
}

func (d Dir) String() string {
	return nameOf(d, "north", "east", "south", "west", "north-east", "south-east", "south-west", "north-west")
}

// dirWords name the directions a piece goes in a message, as words the UI
// translates.
var dirWords = [...]rules.Explanation{
	North: rules.Explain("going north"), East: rules.Explain("going east"),
	South: rules.Explain("going south"), West: rules.Explain("going west"),
	NorthEast: rules.Explain("going north-east"), SouthEast: rules.Explain("going south-east"),
	SouthWest: rules.Explain("going south-west"), NorthWest: rules.Explain("going north-west"),
}

// word names the direction a piece goes in a message ("going north").
func (d Dir) word() rules.Explanation { return dirWords[d] }

// arrowDir reads an arrow character.
func arrowDir(c byte) (Dir, bool) {
	switch c {
	case '^':
		return North, true
	case '>':
		return East, true
	case 'v':
		return South, true
	case '<':
		return West, true
	}
	return 0, false
}

// sideways lists the two directions at right angles to an orthogonal d.
func sideways(d Dir) [2]Dir { return [2]Dir{(d + 1) % 4, (d + 3) % 4} }

// combine is the diagonal made of two orthogonal directions at right angles.
func combine(a, b Dir) Dir {
	ar, ac := a.Delta()
	br, bc := b.Delta()
	for _, d := range diagonal {
		if r, c := d.Delta(); r == ar+br && c == ac+bc {
			return d
		}
	}
	return a
}
