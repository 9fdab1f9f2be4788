package reliefview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
)

// The signs the play screen sets show in the painted board where their
// squares are, from every side of the table, on both boards: a ring on a
// square's top (where no column in front hides it), a ring round a large
// piece (its front in sight over the piece's foot), an arrow over the
// squares between its two squares, its head at the second. Each point
// sampled is the sign's colour laid over the board as it was painted
// without it.
func TestMarkingsShowOnTheirSquares(t *testing.T) {
	test.NewTempApp(t)
	ringColour := color.NRGBA{0x15, 0x78, 0x1b, 0xd0}
	arrowColour := color.NRGBA{0xc4, 0x2b, 0x1c, 0xd0}
	for _, c := range []struct {
		setup, ring, piece, from, to string
	}{
		{"terrace/long", "c4", "e1", "a2", "a5"},
		{"terrace/8x8-long", "e4", "g1", "c2", "c5"},
	} {
		inFront := 0
		v, _, _ := newView(t, c.setup, fyne.NewSize(800, 600))
		if _, taken := v.game.At(sq(c.ring)); taken {
			t.Fatalf("%s: %s holds a piece, whose dome would hide its ring", c.setup, c.ring)
		}
		signs := []board.Marking{
			{Shape: board.Circle, From: fromSquare(sq(c.ring)), To: fromSquare(sq(c.ring)), Colour: ringColour},
			{Shape: board.Arrow, From: fromSquare(sq(c.from)), To: fromSquare(sq(c.to)), Colour: arrowColour},
			{Shape: board.Circle, From: fromSquare(sq(c.piece)), To: fromSquare(sq(c.piece)), Colour: ringColour},
		}
		for turn := range 4 {
			t.Run(fmt.Sprintf("%s/side%d", c.setup, turn), func(t *testing.T) {
				v.SetTurned(turn)
				v.SetMarkings(nil)
				bare := clone(paintView(v, 800, 600))
				v.SetMarkings(signs)
				marked := paintView(v, 800, 600)
				l := v.relief.rend.pixel
				ring := sq(c.ring)
				// The ring's middle, on its square's four sides, where
				// they are in sight.
				mid := ringRadius - keylineWidth(l) - ringWidth/2
				front := &v.relief.paint.terrain(l, 800, 600).masks[index(l.n, ring)]
				seen := 0
				for _, d := range [][2]float64{{mid, 0}, {-mid, 0}, {0, mid}, {0, -mid}} {
					at := l.at(float64(ring.File)+0.5+d[0], float64(ring.Rank)+0.5+d[1], height(l.n, ring))
					if hides(front, at) {
						continue
					}
					seen++
					checkLaid(t, "the ring on "+c.ring, bare, marked, at, ringColour)
				}
				if seen < 2 {
					t.Errorf("the ring on %s is hidden on %d of its sides", c.ring, 4-seen)
				}
				piece := sq(c.piece)
				s, co := math.Sincos(towardsViewer(turn))
				nearest := l.at(float64(piece.File)+0.5+mid*co, float64(piece.Rank)+0.5+mid*s, height(l.n, piece))
				if !hides(&v.relief.paint.terrain(l, 800, 600).masks[index(l.n, piece)], nearest) {
					inFront++
					checkLaid(t, "the front of the ring round "+c.piece, bare, marked, nearest, ringColour)
				}
				from, to := l.bases[index(l.n, sq(c.from))], l.bases[index(l.n, sq(c.to))]
				checkLaid(t, "the arrow's shaft", bare, marked, from.add(to.sub(from).times(0.4)), arrowColour)
				checkLaid(t, "the arrow's head", bare, marked, to.add(from.sub(to).times(0.1)), arrowColour)
			})
		}
		if inFront < 2 {
			t.Errorf("%s: the ring round %s is in sight from %d sides", c.setup, c.piece, inFront)
		}
		v.SetMarkings(nil)
		if len(v.relief.scene.arrows) > 0 || len(v.relief.scene.cells[index(v.game.Size(), sq(c.ring))].rings) > 0 {
			t.Errorf("%s: the signs taken off stay in the scene", c.setup)
		}
	}
}

// hides reports whether the columns in front hide any of the pixels
// around p.
func hides(m *mask, p vec) bool {
	for y := int(p.Y) - 2; y <= int(p.Y)+2; y++ {
		for x := int(p.X) - 2; x <= int(p.X)+2; x++ {
			q := image.Pt(x, y)
			if !q.In(m.rect) || m.a[(y-m.rect.Min.Y)*m.rect.Dx()+x-m.rect.Min.X] > 0 {
				return true
			}
		}
	}
	return false
}

// paintView paints the view's board w by h pixels, as the window does.
func paintView(v *View, w, h int) *image.RGBA {
	return v.relief.rend.generate(w, h).(*image.RGBA)
}

// checkLaid checks that the pixel at p is the colour c laid over the
// pixel there in bare.
func checkLaid(t *testing.T, what string, bare, marked *image.RGBA, p vec, c color.NRGBA) {
	t.Helper()
	x, y := int(p.X), int(p.Y)
	under, got := bare.RGBAAt(x, y), marked.RGBAAt(x, y)
	a := float64(c.A) / 255
	want := color.RGBA{lay(c.R, under.R, a), lay(c.G, under.G, a), lay(c.B, under.B, a), 0xff}
	if far(got.R, want.R) || far(got.G, want.G) || far(got.B, want.B) {
		t.Errorf("%s at (%d, %d) is %v, want %v (%v under it)", what, x, y, got, want, under)
	}
}

func lay(c, under uint8, a float64) uint8 { return uint8(float64(c)*a + float64(under)*(1-a) + 0.5) }
func far(a, b uint8) bool                 { return max(a, b)-min(a, b) > 6 }

// A ring (a click) and an arrow (a drag) drawn with the secondary button,
// delivered as Fyne's desktop driver delivers them: the button down on
// the widget under the pointer, then up on the widget under it then, with
// the modifier keys held. The primary button and a button let go beside
// the board draw nothing.
func TestTheSecondaryButtonDrawsMarks(t *testing.T) {
	test.NewTempApp(t)
	v, _, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	type mark struct {
		from, to board.Square
		keys     fyne.KeyModifier
	}
	var drawn []mark
	v.SetOnMarkDrawn(func(from, to board.Square, keys fyne.KeyModifier) { drawn = append(drawn, mark{from, to, keys}) })
	rel := v.relief
	button := func(b desktop.MouseButton, from, to fyne.Position, keys fyne.KeyModifier) {
		ev := func(p fyne.Position) *desktop.MouseEvent {
			return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}, Button: b, Modifier: keys}
		}
		rel.MouseDown(ev(from))
		rel.MouseUp(ev(to))
	}
	right := desktop.MouseButtonSecondary
	for turn := range 4 {
		v.SetTurned(turn)
		drawn = nil
		button(right, rel.centre(sq("a1")), rel.centre(sq("c3")), fyne.KeyModifierShift)
		button(right, rel.centre(sq("d4")), rel.centre(sq("d4")), 0)
		button(desktop.MouseButtonPrimary, rel.centre(sq("b2")), rel.centre(sq("b4")), 0)
		button(right, rel.centre(sq("e5")), fyne.NewPos(1, 1), 0) // let go in the window's corner
		want := []mark{{fromSquare(sq("a1")), fromSquare(sq("c3")), fyne.KeyModifierShift}, {fromSquare(sq("d4")), fromSquare(sq("d4")), 0}}
		if len(drawn) != len(want) || drawn[0] != want[0] || drawn[1] != want[1] {
			t.Errorf("seen from side %d, the marks drawn are %+v, want %+v", turn, drawn, want)
		}
	}
	v.SetOnMarkDrawn(nil)
	button(right, rel.centre(sq("a1")), rel.centre(sq("c3")), 0)
	if len(drawn) != 2 {
		t.Error("a mark was drawn on a view that takes none")
	}
}

// Squares are named as records name them, on this board only.
func TestSquaresByName(t *testing.T) {
	test.NewTempApp(t)
	v, _, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	for name, want := range map[string]bool{"a1": true, "f6": true, "c4": true, "g1": false, "a7": false, "a0": false, "a01": false, "": false, "4c": false} {
		s, ok := v.SquareNamed(name)
		if ok != want || ok && terrace.Square(s).String() != name {
			t.Errorf("%q is square %v (%v), want %v", name, s, ok, want)
		}
	}
	// Signs on squares off the board are left out, not drawn elsewhere.
	v.SetMarkings([]board.Marking{{Shape: board.Arrow, From: board.Square{File: 0, Rank: 0}, To: board.Square{File: 9, Rank: 9}},
		{Shape: board.Circle, From: board.Square{File: -1, Rank: 2}}})
	paintView(v, 800, 600)
	if len(v.relief.scene.arrows) != 0 {
		t.Errorf("an arrow off the board is drawn: %+v", v.relief.scene.arrows)
	}
}
