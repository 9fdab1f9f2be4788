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
	Flipped      bool          // drawn turned by 180 degrees (the other side's view)
	Origin       fyne.Position // top-left corner of the squares
	Cell         float32       // side of one square
}

// Fit lays out a files x ranks board, as large as fits in size with a
// margin for the coordinates, centred.
func Fit(size fyne.Size, files, ranks int, flipped bool) Geometry {
	cell := min(size.Width/(float32(files)+2*marginCells), size.Height/(float32(ranks)+2*marginCells))
	cell = max(cell, 0)
	return Geometry{
		Files: files, Ranks: ranks, Flipped: flipped, Cell: cell,
		Origin: fyne.NewPos((size.Width-cell*float32(files))/2, (size.Height-cell*float32(ranks))/2),
	}
}

// Size is the size of the squares together.
func (g Geometry) Size() fyne.Size {
	return fyne.NewSize(g.Cell*float32(g.Files), g.Cell*float32(g.Ranks))
}

// SquareAt finds the square under a point of the widget; ok is false off
// the squares.
func (g Geometry) SquareAt(p fyne.Position) (sq Square, ok bool) {
	if g.Cell <= 0 {
		return Square{}, false
	}
	x := (p.X - g.Origin.X) / g.Cell
	y := (p.Y - g.Origin.Y) / g.Cell
	if x < 0 || y < 0 || x >= float32(g.Files) || y >= float32(g.Ranks) {
		return Square{}, false
	}
	col, row := int(x), int(y)
	if g.Flipped {
		return Square{File: g.Files - 1 - col, Rank: row}, true
	}
	return Square{File: col, Rank: g.Ranks - 1 - row}, true
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

// Pos is the top-left corner of a square in the widget.
func (g Geometry) Pos(sq Square) fyne.Position {
	col, row := sq.File, g.Ranks-1-sq.Rank
	if g.Flipped {
		col, row = g.Files-1-sq.File, sq.Rank
	}
	return fyne.NewPos(g.Origin.X+float32(col)*g.Cell, g.Origin.Y+float32(row)*g.Cell)
}

// Point maps board units to the widget: x counts squares from the left
// edge of the a-file, y from the bottom edge of the first rank, so (1, 1)
// is the top-right corner of a1 and (0.5, 0.5) its centre.
func (g Geometry) Point(x, y float32) fyne.Position {
	if g.Flipped {
		x, y = float32(g.Files)-x, float32(g.Ranks)-y
	}
	return fyne.NewPos(g.Origin.X+x*g.Cell, g.Origin.Y+(float32(g.Ranks)-y)*g.Cell)
}
