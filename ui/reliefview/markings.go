package reliefview

import (
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/contrast"
)

// The signs the play screen draws over the board (board.Marking: the
// analysis's arrows, the player's own marks), and the marks the player
// draws with the secondary button, as on the flat board, so that a player
// who turns to the relief keeps them. A ring lies on its square's top,
// under the piece and behind the columns in front, as the marks of the
// moves do; an arrow joins the middles of two tops over everything, so
// that no terrace hides it from any side of the table.

// arrowSign is an arrow of the scene, from one square's top to another's.
type arrowSign struct {
	from, to terrace.Square
	colour   color.NRGBA
}

// SetMarkings replaces the signs drawn over the board (nil: none); a sign
// on a square the board has not is left out. The same signs again paint
// nothing: the play screen sets them after every redraw.
func (v *View) SetMarkings(m []board.Marking) {
	if slices.Equal(m, v.markings) {
		return
	}
	v.markings = slices.Clone(m)
	v.Update()
}

// Markings are the signs drawn over the board.
func (v *View) Markings() []board.Marking { return slices.Clone(v.markings) }

// SetOnMarkDrawn is told of each mark the player draws: the secondary
// button went down on from and up on to (the same square for a click),
// with the modifier keys held. nil takes no marks.
func (v *View) SetOnMarkDrawn(f func(from, to board.Square, keys fyne.KeyModifier)) {
	if f == nil {
		v.relief.onMarkDrawn = nil
		return
	}
	v.relief.onMarkDrawn = func(from, to terrace.Square, keys fyne.KeyModifier) {
		f(fromSquare(from), fromSquare(to), keys)
	}
}

// SquareNamed is the square a record names ("c4", as board.Square.Name
// writes it), if the board has it.
func (v *View) SquareNamed(name string) (board.Square, bool) {
	sq, err := terrace.ParseSquare(name)
	if err != nil || !terrace.OnBoard(v.game.Size(), sq) || sq.String() != name {
		return board.Square{}, false
	}
	return fromSquare(sq), true
}

// MoveSquares places a move on the board: the square it leaves and the
// square it reaches.
func (v *View) MoveSquares(m rules.Move) (from, to board.Square, ok bool) {
	tm, ok := m.(terrace.Move)
	return fromSquare(tm.From), fromSquare(tm.To), ok
}

// SquareCentre is the middle of a square's top in the view: a point that
// always hits the square (for tests, as the flat board's).
func (v *View) SquareCentre(sq board.Square) fyne.Position {
	return v.relief.centre(terrace.Square{File: sq.File, Rank: sq.Rank})
}

// centre is the middle of the top of a square in the widget.
func (b *relief) centre(sq terrace.Square) fyne.Position {
	if b.geo == nil || !terrace.OnBoard(b.n, sq) {
		return fyne.Position{}
	}
	p := b.geo.bases[index(b.n, sq)]
	return fyne.NewPos(float32(p.X), float32(p.Y))
}

// signs puts the markings into a scene: the rings on their squares'
// cells, the arrows over all.
func (v *View) signs(sc *scene) {
	n := v.game.Size()
	for _, m := range v.markings {
		from := terrace.Square{File: m.From.File, Rank: m.From.Rank}
		to := terrace.Square{File: m.To.File, Rank: m.To.Rank}
		switch {
		case !terrace.OnBoard(n, from):
		case m.Shape == board.Circle || from == to:
			c := &sc.cells[index(n, from)]
			c.rings = append(c.rings, m.Colour)
		case terrace.OnBoard(n, to):
			sc.arrows = append(sc.arrows, arrowSign{from: from, to: to, colour: m.Colour})
		}
	}
}

// MouseDown begins a mark on the square under the secondary button.
func (b *relief) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary || b.onMarkDrawn == nil {
		return
	}
	b.markFrom, b.marking = b.squareAt(ev.Position)
}

// MouseUp ends a mark on the square under the secondary button; a click
// or a drop of the primary one is reported by Tapped or DragEnd.
func (b *relief) MouseUp(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonSecondary || !b.marking {
		return
	}
	b.marking = false
	if to, ok := b.squareAt(ev.Position); ok && b.onMarkDrawn != nil {
		b.onMarkDrawn(b.markFrom, to, ev.Modifier)
	}
}

// markKey is the edge of a sign: the keyline of its own colour, as the
// flat board draws it, as translucent as the sign.
func markKey(c color.NRGBA) paint {
	return solid(withAlpha(nrgba(contrast.Keyline(c)), c.A))
}

// markRing draws half of a player's ring round a square's top, edged on
// both sides with its keyline: the back half (front false) goes under the
// square's piece, the front half over it, so that the ring lies round the
// piece's foot, in sight in front of it however large the piece is.
func (p *painter) markRing(l *layout, sq terrace.Square, c color.NRGBA, front bool, m *mask) {
	kw := keylineWidth(l)
	outer, inner := ringRadius-kw, ringRadius-kw-ringWidth
	from := towardsViewer(l.turn) - math.Pi/2 // the front half, from the viewer's left
	if !front {
		from += math.Pi
	}
	to := from + math.Pi
	dst, clip := p.frame, p.frame.Rect
	p.pen.shape(dst, clip, markKey(c), m, l.band(sq, outer, ringRadius, from, to), l.band(sq, inner-kw, inner, from, to))
	p.pen.shape(dst, clip, solid(c), m, l.band(sq, inner, outer, from, to))
}

// towardsViewer is the angle on the board (anticlockwise from the files'
// direction, as White sees it) of the direction towards the viewer.
func towardsViewer(turn int) float64 {
	away := func(dx, dy float64) float64 {
		X, Y := turned(turn, dx, dy)
		return -X*yawSin + Y*yawCos
	}
	return math.Atan2(-away(0, 1), -away(1, 0))
}

// band is the part of a ring round a square's top between the radii r0
// and r1 (in squares) from the angle a0 to a1, as drawn.
func (l *layout) band(sq terrace.Square, r0, r1, a0, a1 float64) []vec {
	steps := max(12, min(48, int(r1*l.scale/2)))
	f, r, z := float64(sq.File)+0.5, float64(sq.Rank)+0.5, height(l.n, sq)
	out := make([]vec, 0, 2*(steps+1))
	for k := range 2 * (steps + 1) {
		rad, t := r1, float64(k)/float64(steps)
		if k > steps { // back along the inner edge
			rad, t = r0, float64(2*steps+1-k)/float64(steps)
		}
		s, c := math.Sincos(a0 + (a1-a0)*t)
		out = append(out, l.at(f+rad*c, r+rad*s, z))
	}
	return out
}

// arrow draws an arrow from the middle of one square's top to another's,
// over everything, edged with its keyline.
func (p *painter) arrow(l *layout, a arrowSign) {
	from, to := l.bases[index(l.n, a.from)], l.bases[index(l.n, a.to)]
	shape := arrowOutline(from, to, l.scale)
	if shape == nil {
		return
	}
	edge := keylineWidth(l) * l.scale
	dst, clip := p.frame, p.frame.Rect
	p.pen.shape(dst, clip, markKey(a.colour), nil, grownOutline(shape, edge), reversed(shape))
	p.pen.shape(dst, clip, solid(a.colour), nil, shape)
}

// arrowOutline is an arrow from one point to another (in pixels) for
// squares cell pixels wide, shaped as the flat board's: a shaft, and a
// head whose tip is on the second point. It is nil when the points meet.
func arrowOutline(from, to vec, cell float64) []vec {
	d := to.sub(from)
	length := math.Hypot(d.X, d.Y)
	if length < 1e-9 {
		return nil
	}
	dir := d.times(1 / length)
	across := vec{-dir.Y, dir.X}
	head := min(board.ArrowHeadLength*cell, length*0.6) // a short arrow keeps some shaft
	base := to.sub(dir.times(head))
	shaft, side := across.times(board.ArrowShaftWidth*cell/2), across.times(board.ArrowHeadWidth*cell/2)
	return []vec{from.add(shaft), base.add(shaft), base.add(side), to, base.sub(side), base.sub(shaft), from.sub(shaft)}
}

// grownOutline is a polygon pushed out by d on every side, its corners
// mitred.
func grownOutline(poly []vec, d float64) []vec {
	var area float64
	for i, a := range poly {
		b := poly[(i+1)%len(poly)]
		area += a.X*b.Y - b.X*a.Y
	}
	if area < 0 { // the outward side of each edge depends on the way round
		d = -d
	}
	out := make([]vec, len(poly))
	for i, b := range poly {
		a, c := poly[(i+len(poly)-1)%len(poly)], poly[(i+1)%len(poly)]
		out[i] = mitre(a, b, c, d)
	}
	return out
}

// mitre is where the edges a-b and b-c, each moved d to its right (on the
// screen, Y down), meet.
func mitre(a, b, c vec, d float64) vec {
	n1, n2 := normal(a, b).times(d), normal(b, c).times(d)
	p1, d1 := a.add(n1), b.sub(a)
	p2, d2 := b.add(n2), c.sub(b)
	den := d1.X*d2.Y - d1.Y*d2.X
	if math.Abs(den) < 1e-9 { // a straight corner
		return b.add(n1)
	}
	q := p2.sub(p1)
	t := (q.X*d2.Y - q.Y*d2.X) / den
	return p1.add(d1.times(t))
}

// normal is the unit normal to the edge a-b on its right.
func normal(a, b vec) vec {
	d := b.sub(a)
	l := math.Hypot(d.X, d.Y)
	if l == 0 {
		return vec{}
	}
	return vec{d.Y / l, -d.X / l}
}

func reversed(poly []vec) []vec {
	out := slices.Clone(poly)
	slices.Reverse(out)
	return out
}
