package chessrace

// Kind is what a square of the track drawing is.
type Kind int8

const (
	Outside   Kind = iota // off the board
	Checkered             // an ordinary track square
	Ribbon                // a starting ribbon space (track)
	Curve                 // a curve square, marked with flowers (track)
	Pool                  // scenery
	Stones                // scenery
	Circle                // the winner's circle (scenery)
)

// Playable reports whether pieces may move over and onto squares of kind k.
func (k Kind) Playable() bool { return k == Checkered || k == Ribbon || k == Curve }

func (k Kind) String() string {
	return nameOf(k, "outside", "track", "starting ribbon", "curve", "pool", "stones", "winner's circle")
}

// kindChars is the drawing legend, indexed by Kind.
const kindChars = "-.=*~#W"

// Track is a race track read from a drawing: the kind of every square and,
// for the track squares, their lap position and forward directions. A Track
// never changes once parsed and may be shared by many games.
type Track struct {
	rows, cols int
	kinds      []Kind
	lap        []int    // lap position of each square; -1 off the track
	forward    [][]Dir  // forward directions of each track square
	steps      [][8]int // neighbour index in each direction; -1 off the grid
	lapLength  int
	ribbons    []int
	tiles      [tileCount]tileState // tiles the drawing places at the start
}

func (t *Track) index(s Square) (int, bool) {
	row, col := t.rows-int(s.Rank), int(s.Col)
	if s.IsZero() || row < 0 || row >= t.rows || col < 0 || col >= t.cols {
		return 0, false
	}
	return row*t.cols + col, true
}

func (t *Track) square(i int) Square { return t.At(i/t.cols, i%t.cols) }

// squareOrZero is square(i), or the zero Square for a negative index.
func (t *Track) squareOrZero(i int) Square {
	if i < 0 {
		return Square{}
	}
	return t.square(i)
}

func (t *Track) playable(i int) bool { return i >= 0 && t.kinds[i].Playable() }

// Rows is the number of rows of the drawing.
func (t *Track) Rows() int { return t.rows }

// Cols is the number of columns of the drawing.
func (t *Track) Cols() int { return t.cols }

// At is the square in the given 0-based row (from the top) and column of the
// drawing.
func (t *Track) At(row, col int) Square { return Square{Col: int8(col), Rank: int8(t.rows - row)} }

// RowCol is the 0-based row (from the top) and column of s in the drawing.
func (t *Track) RowCol(s Square) (row, col int) { return t.rows - int(s.Rank), int(s.Col) }

// Contains reports whether s lies within the drawing.
func (t *Track) Contains(s Square) bool {
	_, ok := t.index(s)
	return ok
}

// Kind is what square s is (Outside for squares beyond the drawing).
func (t *Track) Kind(s Square) Kind {
	if i, ok := t.index(s); ok {
		return t.kinds[i]
	}
	return Outside
}

// Lap is the lap position of track square s: 0 on the starting ribbons,
// growing along the race up to LapLength()-1; -1 for scenery.
func (t *Track) Lap(s Square) int {
	if i, ok := t.index(s); ok {
		return t.lap[i]
	}
	return -1
}

// LapLength is the number of lap positions of one lap.
func (t *Track) LapLength() int { return t.lapLength }

// Forward lists the forward directions of track square s: one on the
// straights, the incoming then the outgoing direction on a curve.
func (t *Track) Forward(s Square) []Dir {
	if i, ok := t.index(s); ok {
		return append([]Dir(nil), t.forward[i]...)
	}
	return nil
}

// Ribbons lists the starting ribbon spaces in drawing order.
func (t *Track) Ribbons() []Square {
	out := make([]Square, len(t.ribbons))
	for n, i := range t.ribbons {
		out[n] = t.square(i)
	}
	return out
}

// StartTiles lists the tiles the drawing places on the board at the start.
func (t *Track) StartTiles() []TileState { return publicTiles(t, t.tiles) }

// Drawing writes the track back as the rows ParseTrack reads.
func (t *Track) Drawing() []string {
	out := make([]string, t.rows)
	for r := range t.rows {
		line := make([]byte, t.cols)
		for c := range t.cols {
			line[c] = kindChars[t.kinds[r*t.cols+c]]
		}
		out[r] = string(line)
	}
	for id, tile := range t.tiles {
		if tile.at < 0 {
			continue
		}
		r, c := tile.at/t.cols, tile.at%t.cols
		ch := byte('B')
		if Tile(id) != Block {
			ch = tile.arrow.Arrow()
		}
		out[r] = out[r][:c] + string(ch) + out[r][c+1:]
	}
	return out
}

// step is the neighbour of i in direction d, or -1 off the grid.
func (t *Track) step(i int, d Dir) int { return t.steps[i][d] }

// wrap brings a difference of lap positions into (-L/2, L/2]: the shorter
// way round the loop, so that a move's progress can be read from where it
// starts and ends.
func (t *Track) wrap(diff int) int {
	l := t.lapLength
	diff %= l
	if diff > l/2 {
		diff -= l
	} else if diff <= -l+l/2 {
		diff += l
	}
	return diff
}

// progress is the lap position a piece reaches when it moves from square
// from (where its progress equals the square's lap position) to square to,
// diverted at via (-1 if not): below 0 means it went back over the starting
// line, LapLength() or more that it finished its lap.
func (t *Track) progress(from, via, to int) int {
	p := t.lap[from]
	if via >= 0 {
		p += t.wrap(t.lap[via] - t.lap[from])
		return p + t.wrap(t.lap[to]-t.lap[via])
	}
	return p + t.wrap(t.lap[to]-t.lap[from])
}
