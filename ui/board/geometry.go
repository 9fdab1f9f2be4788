// Package board is the board widget every game draws on: a grid of square
// cells that keeps its squares square as the window resizes, with
// coordinates along the edges, pieces, highlights, decorations placed in
// board units, and input at board level (tap, press, drag and drop,
// hover), reported in squares and, where a game needs it, the point within
// the square. What to draw comes from the game's view; the widget decides
// no rule. The pictures it shows are drawn in pixels by package pictures.
package board

import "fyne.io/fyne/v2"

// Square is a cell of the board: File 0 is the left column and Rank 0 the
// bottom row, as White (or the first seat) sees it.
type Square struct{ File, Rank int }

// marginCells is the room left around the squares for the coordinates, in
// squares.
const marginCells = 0.55

// Geometry places the squares of a board in a widget of a given size.
type Geometry struct {
	Files, Ranks int
	// Turn is how the board is turned for the player looking at it, in
	// quarter turns clockwise (0 to 3): 0 as White sees it, 2 from the
	// other side of the table (Black's), 1 and 3 from either side.
	Turn   int
	Origin fyne.Position // top-left corner of the squares
	Cell   float32       // side of one square
	// Label is the room kept for the coordinates beyond the frame, at
	// least, whatever the size of the squares.
	Label float32
}

// Fit lays out a files x ranks board turned by turn quarter turns, as large
// as fits in size with a margin for the coordinates, centred.
func Fit(size fyne.Size, files, ranks, turn int) Geometry {
	return FitLabelled(size, files, ranks, turn, 0)
}

// FitLabelled is Fit keeping at least label beyond the frame on each side
// for the coordinates: their text follows the theme's, not the squares.
func FitLabelled(size fyne.Size, files, ranks, turn int, label float32) Geometry {
	g := Geometry{Files: files, Ranks: ranks, Turn: ((turn % 4) + 4) % 4, Label: label}
	cols, rows := g.screenGrid()
	g.Cell = max(min(g.cellFor(size.Width, cols), g.cellFor(size.Height, rows)), 0)
	g.Origin = fyne.NewPos((size.Width-g.Cell*float32(cols))/2, (size.Height-g.Cell*float32(rows))/2)
	return g
}

// cellFor is the side of the largest squares n of which fit in length
// with the margins on either side.
func (g Geometry) cellFor(length float32, n int) float32 {
	return min(length/(float32(n)+2*marginCells), (length-2*g.Label)/(float32(n)+2*frameCells))
}

// Margin is the room on each side of the squares: the frame, and beyond
// it the coordinates.
func (g Geometry) Margin() float32 {
	return max(g.Cell*marginCells, g.Cell*frameCells+g.Label)
}

// screenGrid is the squares across and down the widget: a quarter turn
// swaps them.
func (g Geometry) screenGrid() (cols, rows int) {
	if g.Turn%2 == 1 {
		return g.Ranks, g.Files
	}
	return g.Files, g.Ranks
}

// Size is the size of the squares together, as drawn.
func (g Geometry) Size() fyne.Size {
	cols, rows := g.screenGrid()
	return fyne.NewSize(g.Cell*float32(cols), g.Cell*float32(rows))
}

// toScreen maps board units (see Point) to squares across from the left
// and down from the top of the drawn squares.
func (g Geometry) toScreen(x, y float32) (u, v float32) {
	f, r := float32(g.Files), float32(g.Ranks)
	switch g.Turn {
	case 1:
		return y, x
	case 2:
		return f - x, y
	case 3:
		return r - y, f - x
	}
	return x, r - y
}

// fromScreen is toScreen undone.
func (g Geometry) fromScreen(u, v float32) (x, y float32) {
	f, r := float32(g.Files), float32(g.Ranks)
	switch g.Turn {
	case 1:
		return v, u
	case 2:
		return f - u, v
	case 3:
		return f - v, r - u
	}
	return u, r - v
}

// SquareAt finds the square under a point of the widget; ok is false off
// the squares.
func (g Geometry) SquareAt(p fyne.Position) (sq Square, ok bool) {
	if g.Cell <= 0 {
		return Square{}, false
	}
	u, v := (p.X-g.Origin.X)/g.Cell, (p.Y-g.Origin.Y)/g.Cell
	cols, rows := g.screenGrid()
	if u < 0 || v < 0 || u >= float32(cols) || v >= float32(rows) {
		return Square{}, false
	}
	// The point's square is the one whose drawn cell holds it: map the
	// cell's centre, not the point, so that no edge falls between squares.
	x, y := g.fromScreen(float32(int(u))+0.5, float32(int(v))+0.5)
	return Square{File: int(x), Rank: int(y)}, true
}

// Locate finds the square under a point of the widget and where in it the
// point is, as drawn: X from the square's left edge and Y from its top, in
// squares (0 to 1). ok is false off the squares.
func (g Geometry) Locate(p fyne.Position) (sq Square, at fyne.Position, ok bool) {
	sq, ok = g.SquareAt(p)
	if !ok {
		return Square{}, fyne.Position{}, false
	}
	corner := g.Pos(sq)
	return sq, fyne.NewPos((p.X-corner.X)/g.Cell, (p.Y-corner.Y)/g.Cell), true
}

// Pos is the top-left corner of a square in the widget, as drawn.
func (g Geometry) Pos(sq Square) fyne.Position {
	return g.Point(float32(sq.File)+0.5, float32(sq.Rank)+0.5).SubtractXY(g.Cell/2, g.Cell/2)
}

// Point maps board units to the widget: x counts squares from the left
// edge of the a-file, y from the bottom edge of the first rank (as White
// sees the board), so (1, 1) is the top-right corner of a1 and (0.5, 0.5)
// its centre, however the board is turned.
func (g Geometry) Point(x, y float32) fyne.Position {
	u, v := g.toScreen(x, y)
	return fyne.NewPos(g.Origin.X+u*g.Cell, g.Origin.Y+v*g.Cell)
}

// TurnToward is the turn (0 to 3) that brings the side of a files x ranks
// board nearest to squares (a seat's pieces as they start) to the bottom,
// by the player: the side of the table the seat plays from.
func TurnToward(files, ranks int, squares []Square) int {
	var dx, dy float32 // from the board's middle to the squares' own
	for _, sq := range squares {
		dx += float32(sq.File) + 0.5 - float32(files)/2
		dy += float32(sq.Rank) + 0.5 - float32(ranks)/2
	}
	switch {
	case abs(dy) >= abs(dx) && dy <= 0:
		return 0 // the first rank's side, as White sits
	case abs(dy) >= abs(dx):
		return 2
	case dx > 0:
		return 1 // the last file's side
	}
	return 3
}

func abs(x float32) float32 { return max(x, -x) }
