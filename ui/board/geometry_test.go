package board

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestFitKeepsSquaresSquareAndCentred(t *testing.T) {
	g := Fit(fyne.NewSize(800, 500), 8, 8, 0)
	// 500 high: 8 ranks plus the margins above and below.
	if want := float32(500) / (8 + 2*marginCells); g.Cell != want {
		t.Errorf("cell %v, want %v", g.Cell, want)
	}
	if left, right := g.Origin.X, 800-g.Origin.X-g.Size().Width; left != right {
		t.Errorf("not centred: %v left, %v right", left, right)
	}
}

func TestSquareAt(t *testing.T) {
	g := Geometry{Files: 6, Ranks: 6, Origin: fyne.NewPos(10, 20), Cell: 50}
	flipped := g
	flipped.Turn = 2
	left, right := g, g // the board seen from either side of the table
	left.Turn, right.Turn = 1, 3
	for _, tc := range []struct {
		g    Geometry
		x, y float32
		want Square
		ok   bool
	}{
		{g, 10, 20, Square{0, 5}, true},       // top-left corner: a6
		{g, 35, 295, Square{0, 0}, true},      // bottom-left square: a1
		{g, 309.9, 319.9, Square{5, 0}, true}, // last point of f1
		{g, 310, 100, Square{}, false},        // right of the board
		{g, 9, 100, Square{}, false},          // left of it
		{g, 100, 19, Square{}, false},         // above
		{flipped, 35, 295, Square{5, 5}, true},
		{flipped, 10, 20, Square{5, 0}, true},
		// A quarter turn clockwise: a1 at the top left, a6 at the top
		// right, f1 at the bottom left.
		{left, 35, 45, Square{0, 0}, true},
		{left, 285, 45, Square{0, 5}, true},
		{left, 35, 295, Square{5, 0}, true},
		// Three quarters: f6 at the top left, f1 at the top right.
		{right, 35, 45, Square{5, 5}, true},
		{right, 285, 45, Square{5, 0}, true},
		{right, 285, 295, Square{0, 0}, true},
	} {
		got, ok := tc.g.SquareAt(fyne.NewPos(tc.x, tc.y))
		if got != tc.want || ok != tc.ok {
			t.Errorf("SquareAt(%v,%v) turned %d = %v %v, want %v %v", tc.x, tc.y, tc.g.Turn, got, ok, tc.want, tc.ok)
		}
	}
}

func TestPosAndPointAgreeWithSquareAt(t *testing.T) {
	for turn := range 4 {
		g := Fit(fyne.NewSize(640, 480), 16, 16, turn)
		for f := range 16 {
			for r := range 16 {
				sq := Square{f, r}
				centre := g.Pos(sq).AddXY(g.Cell/2, g.Cell/2)
				if got, ok := g.SquareAt(centre); !ok || got != sq {
					t.Fatalf("turned %d: centre of %v maps back to %v", turn, sq, got)
				}
				if p := g.Point(float32(f)+0.5, float32(r)+0.5); abs(p.X-centre.X) > 0.01 || abs(p.Y-centre.Y) > 0.01 {
					t.Fatalf("turned %d: Point of %v = %v, want %v", turn, sq, p, centre)
				}
			}
		}
	}
}

func TestEmptyWidgetHasNoSquares(t *testing.T) {
	g := Fit(fyne.NewSize(0, 0), 8, 8, 0)
	if _, ok := g.SquareAt(fyne.NewPos(0, 0)); ok {
		t.Error("a zero-sized board has a square")
	}
}

// Locate finds the point within the square as drawn, the board either
// way round: a quarter in from the square's left edge and three quarters down
// from its top is (0.25, 0.75) on every square.
func TestLocate(t *testing.T) {
	for turn := range 4 {
		g := Fit(fyne.NewSize(500, 400), 6, 6, turn)
		for f := range 6 {
			for r := range 6 {
				want := Square{f, r}
				sq, at, ok := g.Locate(g.Pos(want).AddXY(g.Cell/4, g.Cell*3/4))
				if !ok || sq != want || abs(at.X-0.25) > 1e-4 || abs(at.Y-0.75) > 1e-4 {
					t.Fatalf("turned %d: in %v found %v at %v (%v)", turn, want, sq, at, ok)
				}
			}
		}
		if _, _, ok := g.Locate(g.Origin.SubtractXY(1, 1)); ok {
			t.Errorf("turned %d: a point beside the squares is in one", turn)
		}
	}
}

// A board that is not square turned by a quarter fits its turned shape:
// its ranks run across.
func TestAQuarterTurnOfARectangularBoard(t *testing.T) {
	g := Fit(fyne.NewSize(1000, 600), 20, 10, 1)
	if size := g.Size(); size.Width/size.Height != 0.5 {
		t.Errorf("a 20x10 board turned a quarter is drawn %v", size)
	}
	for f := range 20 {
		for r := range 10 {
			sq := Square{f, r}
			if got, ok := g.SquareAt(g.Pos(sq).AddXY(g.Cell/2, g.Cell/2)); !ok || got != sq {
				t.Fatalf("centre of %v maps back to %v", sq, got)
			}
		}
	}
}
