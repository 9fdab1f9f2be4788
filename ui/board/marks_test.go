package board_test

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/rules/sixmaking"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/chessraceview"
	"boardshelf/ui/contrast"
	"boardshelf/ui/sixmakingview"
	"boardshelf/ui/terachessview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/themetest"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// The marks a player reads on the board stand out from the square under
// them at WCAG's 4.5:1 at least, in every game's colours, in the light and
// the dark theme: the dots of the moves, the rings of the captures and of
// a losing capture, the tint of the piece chosen and of the last move. A
// mark drawn in more than one colour (a dot with a rim, a ring on a
// keyline) counts by the colour of it that stands out most; a translucent
// tint, by the edge drawn round it, against the square as tinted.
func TestMarksStandOutOnEverySquare(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, c := range []struct {
			setup string
			plies int  // moves played in turn, the pieces chosen after each
			dots  bool // a piece chosen on the board marks its moves with dots
		}{
			{"terrace/short", 3, true},
			{"terrace/8x8-four-player", 3, true},
			{"terachess/standard", 2, true},
			// A tower goes onto another, lit in its picture; the dots
			// of a disk placed from the reserve are checked on every
			// square colour below.
			{"sixmaking/standard", 6, false},
			{"chessrace/classic-4", 14, true},
		} {
			t.Run(fmt.Sprintf("%s/%s", c.setup, themetest.Name(v)), func(t *testing.T) {
				test.NewTempApp(t)
				test.ApplyTheme(t, themetest.Variant(v))
				g := open(t, c.setup)
				seen := newColours()
				for ply := 0; ply <= c.plies; ply++ {
					for _, sq := range g.pieces() {
						g.choose(sq)
						check(t, g.board, fmt.Sprintf("after %d moves, %v chosen", ply, sq), seen)
						g.letGo(sq)
					}
					moves := g.game.Moves()
					if ply == c.plies || len(moves) == 0 {
						break
					}
					g.play(moves[0])
					check(t, g.board, fmt.Sprintf("after %d moves", ply+1), seen)
				}
				if (c.dots && seen.marks[board.MoveMark] == 0) || len(seen.tints) < 2 {
					t.Fatalf("too little was marked to tell: %d dots, tints %v", seen.marks[board.MoveMark], seen.tints)
				}
				// Every mark and tint on every square colour of the game.
				everyMarkOnEveryGround(t, seen)
			})
		}
	}
}

// colours are the colours of a game's squares and tints met, and the
// marks checked.
type colours struct {
	grounds, tints []color.Color
	marks          map[board.Mark]int
}

func newColours() *colours { return &colours{marks: map[board.Mark]int{}} }

func (c *colours) add(cell board.Cell) {
	addNew := func(list *[]color.Color, col color.Color) {
		for _, known := range *list {
			if known == col {
				return
			}
		}
		*list = append(*list, col)
	}
	addNew(&c.grounds, cell.Ground)
	if cell.Tint != nil {
		addNew(&c.tints, cell.Tint)
	}
	c.marks[cell.Mark]++
}

// everyMarkOnEveryGround lays every mark on every square colour, tinted
// with each tint met and not, on a board of its own.
func everyMarkOnEveryGround(t *testing.T, seen *colours) {
	t.Helper()
	tints := append([]color.Color{nil}, seen.tints...)
	marks := []board.Mark{board.MoveMark, board.CaptureMark, board.WarningMark}
	b := board.New(len(seen.grounds)*len(tints), len(marks))
	for i, ground := range seen.grounds {
		for j, tint := range tints {
			for rank, mark := range marks {
				b.SetCell(board.Square{File: i*len(tints) + j, Rank: rank}, board.Cell{Ground: ground, Tint: tint, Mark: mark})
			}
		}
	}
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(float32(b.Files())*40+100, 300))
	b.Refresh()
	check(t, b, "every mark on every square", nil)
}

// check measures the marks and tints drawn on every square of b. It tells
// the first few faint ones, and how many more.
func check(t *testing.T, b *board.Board, when string, seen *colours) {
	t.Helper()
	faint := 0
	fail := func(format string, args ...any) {
		if faint++; faint <= 8 {
			t.Errorf(format, args...)
		}
	}
	defer func() {
		if faint > 8 {
			t.Errorf("%s: and %d more", when, faint-8)
		}
	}()
	drawn := drawnMarks(b)
	for f := range b.Files() {
		for r := range b.Ranks() {
			sq := board.Square{File: f, Rank: r}
			c := b.Cell(sq)
			if seen != nil {
				seen.add(c)
			}
			square := contrast.Over(c.Tint, c.Ground)
			where := fmt.Sprintf("%s: on %v (ground %s, tint %s, drawn %s)", when, sq, themetest.Hex(c.Ground), themetest.Hex(c.Tint), themetest.Hex(square))
			if visible(c.Tint) {
				best := contrast.Ratio(square, contrast.Over(nil, c.Ground))
				for _, edge := range drawn[sq].edges {
					best = max(best, contrast.Ratio(contrast.Over(edge, square), square))
				}
				if best < contrast.Min {
					fail("%s: the tint %s, edges %s, stands out %.2f:1 at best, want %.1f:1", where, themetest.Hex(c.Tint), hexes(drawn[sq].edges), best, contrast.Min)
				}
			}
			if c.Mark == board.NoMark {
				continue
			}
			best := 1.0
			for _, ink := range drawn[sq].marks {
				best = max(best, contrast.Ratio(contrast.Over(ink, square), square))
			}
			if best < contrast.Min {
				fail("%s: the %s drawn in %s stands out %.2f:1 at best, want %.1f:1", where, markName[c.Mark], hexes(drawn[sq].marks), best, contrast.Min)
			}
		}
	}
}

var markName = map[board.Mark]string{board.MoveMark: "move dot", board.CaptureMark: "capture ring", board.WarningMark: "warning ring"}

// drawn are the colours drawn on a square: of its marks (the fills and
// strokes of the circles and rounded shapes centred on it) and of the
// edges of its tint (the strokes of the rectangles covering it).
type drawn struct{ marks, edges []color.Color }

func drawnMarks(b *board.Board) map[board.Square]*drawn {
	g := b.Geometry()
	out := map[board.Square]*drawn{}
	at := func(p fyne.Position) (*drawn, bool) {
		sq, ok := g.SquareAt(p)
		if !ok {
			return nil, false
		}
		if out[sq] == nil {
			out[sq] = &drawn{}
		}
		return out[sq], true
	}
	near := func(a, b fyne.Position) bool { return abs(a.X-b.X) < 1 && abs(a.Y-b.Y) < 1 }
	for _, o := range test.WidgetRenderer(b).Objects() {
		if !o.Visible() {
			continue
		}
		centre := o.Position().AddXY(o.Size().Width/2, o.Size().Height/2)
		d, ok := at(centre)
		if !ok {
			continue
		}
		var fill, stroke color.Color
		var width float32
		round := false
		switch o := o.(type) {
		case *canvas.Circle:
			fill, stroke, width, round = o.FillColor, o.StrokeColor, o.StrokeWidth, true
		case *canvas.Rectangle:
			fill, stroke, width, round = o.FillColor, o.StrokeColor, o.StrokeWidth, o.CornerRadius > 0
		default:
			continue
		}
		switch {
		case round && o.Size().Width <= g.Cell+1 && near(centre, b.SquareCentre(mustSquare(g, centre))):
			if visible(fill) {
				d.marks = append(d.marks, fill)
			}
			if width > 0 && visible(stroke) {
				d.marks = append(d.marks, stroke)
			}
		case !round && width > 0 && visible(stroke) && abs(o.Size().Width-g.Cell) < 1.5 && near(o.Position(), g.Pos(mustSquare(g, centre))):
			d.edges = append(d.edges, stroke)
		}
	}
	return out
}

func mustSquare(g board.Geometry, p fyne.Position) board.Square {
	sq, _ := g.SquareAt(p)
	return sq
}

func visible(c color.Color) bool {
	if c == nil {
		return false
	}
	_, _, _, a := c.RGBA()
	return a > 0
}

func abs(x float32) float32 { return max(x, -x) }

func hexes(cs []color.Color) string {
	out := "none"
	for i, c := range cs {
		if i == 0 {
			out = themetest.Hex(c)
		} else {
			out += ", " + themetest.Hex(c)
		}
	}
	return out
}

// game is a game's view on its board, in a test window, with the moves
// played through a stand-in for the play screen.
type game struct {
	view  view.View
	board *board.Board
	game  rules.Game
	play  func(rules.Move)
}

// open starts a game of a setup in its view.
func open(t *testing.T, setup string) *game {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	start, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	out := &game{game: start}
	var v interface {
		view.View
		Board() *board.Board
	}
	switch g := start.(type) {
	case *terrace.Game:
		h := viewtest.New(t, g)
		v = terraceview.New(g, s.Seats, h)
		h.View, out.play = v, h.Play
	case *terachess.Game:
		h := viewtest.New(t, g)
		v = terachessview.New(g, h)
		h.View, out.play = v, h.Play
	case *sixmaking.Game:
		h := viewtest.New(t, g)
		v = sixmakingview.New(g, h)
		h.View, out.play = v, h.Play
	case *chessrace.Game:
		h := viewtest.New(t, g)
		v = chessraceview.New(g, s.Seats, h)
		h.View, out.play = v, h.Play
	default:
		t.Fatalf("%s: a game of %T", setup, start)
	}
	out.view, out.board = v, v.Board()
	w := test.NewWindow(v.Object())
	w.Resize(fyne.NewSize(1100, 800))
	t.Cleanup(w.Close)
	v.Update()
	return out
}

// pieces are the squares with a piece.
func (g *game) pieces() []board.Square {
	var out []board.Square
	for f := range g.board.Files() {
		for r := range g.board.Ranks() {
			if sq := (board.Square{File: f, Rank: r}); g.board.Cell(sq).Piece != nil {
				out = append(out, sq)
			}
		}
	}
	return out
}

// choose clicks a piece, as a player choosing it.
func (g *game) choose(sq board.Square) { test.TapAt(g.board, g.board.SquareCentre(sq)) }

// letGo lets go of the piece chosen: Escape where the game takes it, a
// second click on the piece where it does not.
func (g *game) letGo(sq board.Square) {
	if k, ok := g.view.(view.KeyHandler); ok && k.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		return
	}
	g.choose(sq)
}
