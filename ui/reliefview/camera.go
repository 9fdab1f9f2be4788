package reliefview

import (
	"math"
	"slices"
	"strconv"

	"boardshelf/rules/terrace"
)

// The board in relief is seen the way a player at the table sees it: in
// an orthographic projection from above and in front, turned a little so
// that the walls facing the viewer's right show as well as those facing
// the viewer. Each square is a column standing on the board's plinth, as
// tall as its level; a piece stands on the top of its column.
//
// Board units are those of package board: x counts squares from the left
// edge of the a-file, y from the bottom edge of the first rank, both as
// White sees the board, and z counts squares up from the lowest terrace.

const (
	yawDegrees       = 22.0 // the board turned anticlockwise on the table, so its right-hand walls show
	elevationDegrees = 45.0 // how far above the table the eye is: 90 would look straight down
	stepHeight       = 0.30 // the height of one level, in squares
	plinthDepth      = 0.30 // the board's body below the lowest terrace
)

var (
	yawSin, yawCos   = math.Sincos(yawDegrees * math.Pi / 180)
	elevSin, elevCos = math.Sincos(elevationDegrees * math.Pi / 180)
)

// vec is a point on the screen (Y down), or a direction.
type vec struct{ X, Y float64 }

func (a vec) add(b vec) vec                   { return vec{a.X + b.X, a.Y + b.Y} }
func (a vec) sub(b vec) vec                   { return vec{a.X - b.X, a.Y - b.Y} }
func (a vec) times(k float64) vec             { return vec{a.X * k, a.Y * k} }
func cross(o, a, b vec) float64               { return (a.X-o.X)*(b.Y-o.Y) - (a.Y-o.Y)*(b.X-o.X) }
func height(n int, sq terrace.Square) float64 { return float64(terrace.Level(n, sq)) * stepHeight }

// turned gives a direction of the board (x along the files, y along the
// ranks) as the viewer sees it after the board is turned by turn quarter
// turns clockwise: X to the viewer's right, Y away from the viewer. Turn 0
// is White's view, 2 the other side of the table, 1 and 3 the sides (as
// board.Geometry turns).
func turned(turn int, dx, dy float64) (X, Y float64) {
	switch turn {
	case 1:
		return dy, -dx
	case 2:
		return -dx, -dy
	case 3:
		return -dy, dx
	}
	return dx, dy
}

// seen gives a point of the board, centred, as the eye sees it: across
// the screen (right) and into the picture (away from the eye).
func seen(n, turn int, x, y float64) (across, away float64) {
	c := float64(n) / 2
	X, Y := turned(turn, x-c, y-c)
	return X*yawCos + Y*yawSin, -X*yawSin + Y*yawCos
}

// unit projects a point of the board at height z onto the screen, in
// squares, the board's centre at the lowest terrace's height at (0, 0).
func unit(n, turn int, x, y, z float64) vec {
	across, away := seen(n, turn, x, y)
	return vec{across, -(away*elevSin + z*elevCos)}
}

// faces reports whether the wall of a column whose outward normal on the
// board is (dx, dy) faces the eye, and how much it faces the light, which
// comes from the viewer's front left: 1 full on, -1 away from it.
func faces(turn int, dx, dy float64) (visible bool, light float64) {
	X, Y := turned(turn, dx, dy)
	across, away := X*yawCos+Y*yawSin, -X*yawSin+Y*yawCos
	const lx, ly = -0.5, -0.8660254 // towards the light: left and towards the viewer
	return away < 0, across*lx + away*ly
}

// Domes: a piece of size s on a board of side n has the radius it has on
// the flat board, and rises domeRise times its radius.
const domeRise = 1.15

func domeRadius(n, size int) float64 {
	return 0.5 * (0.30 + 0.50*float64(size)/float64(terrace.MaxPieceSize(n)))
}

// domeReach is how far above the centre of its base the top of a dome of
// radius r is drawn, in squares; its base reaches r*elevSin below it.
func domeReach(r float64) float64 {
	h := domeRise * r
	return math.Sqrt(r*r*elevSin*elevSin + h*h*elevCos*elevCos)
}

// layout is the board drawn at a scale in a place: for the widget's hit
// testing (in its coordinates) and for painting (in pixels).
type layout struct {
	n, turn int
	scale   float64 // screen units per square
	origin  vec     // where the centre of the board at the lowest level is drawn
	order   []int   // the squares (by index, rank*n+file) back to front: the painter's order
	hulls   [][]vec // the outline of each square's column, from the plinth's foot to its top
	bases   []vec   // the centre of each square's top, where a piece stands
}

// extent is the room a board takes seen from one viewpoint at scale 1:
// the columns, the tallest pieces, the pennants, and a margin for the
// coordinates.
func extent(n, turn int) (lo, hi vec) {
	lo, hi = vec{math.Inf(1), math.Inf(1)}, vec{math.Inf(-1), math.Inf(-1)}
	grow := func(p vec) {
		lo = vec{min(lo.X, p.X), min(lo.Y, p.Y)}
		hi = vec{max(hi.X, p.X), max(hi.Y, p.Y)}
	}
	l := newLayout(n, turn, 1, vec{})
	reach := domeReach(domeRadius(n, terrace.MaxPieceSize(n)))
	for i, outline := range l.hulls {
		for _, p := range outline {
			grow(p)
		}
		grow(l.bases[i].sub(vec{0, reach}))
	}
	a1, far := terrace.LowCorners(n)
	for _, goal := range []terrace.Square{a1, far} {
		for _, stripe := range l.pennant(goal, 1).stripes {
			for _, p := range stripe {
				grow(p)
			}
		}
	}
	for _, lp := range labelPlaces(n, turn) {
		grow(lp.at.add(lp.out.times(labelRoom)))
	}
	return lo, hi
}

// labelRoom is the room the coordinates need beyond where they are
// anchored, in squares.
const labelRoom = 0.28

// fit lays a board of side n out, seen from turn, as large as fits in a
// width by height area and centred in it. The scale is the one that fits
// every viewpoint, so the board keeps its size as it turns.
func fit(n, turn int, width, height float64) *layout {
	var w, h float64
	var lo, hi vec
	for t := range 4 {
		l, u := extent(n, t)
		w, h = max(w, u.X-l.X), max(h, u.Y-l.Y)
		if t == turn {
			lo, hi = l, u
		}
	}
	scale := max(min(width/w, height/h), 0)
	origin := vec{width/2 - (lo.X+hi.X)/2*scale, height/2 - (lo.Y+hi.Y)/2*scale}
	return newLayout(n, turn, scale, origin)
}

// newLayout places the board's squares for a scale and origin.
func newLayout(n, turn int, scale float64, origin vec) *layout {
	l := &layout{n: n, turn: turn, scale: scale, origin: origin}
	depth := make([]float64, n*n)
	for i := range n * n {
		sq := square(n, i)
		f, r := float64(sq.File), float64(sq.Rank)
		_, depth[i] = seen(n, turn, f+0.5, r+0.5)
		z := height(n, sq)
		var corners []vec
		for _, c := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			corners = append(corners, l.at(f+c[0], r+c[1], z), l.at(f+c[0], r+c[1], -plinthDepth))
		}
		l.hulls = append(l.hulls, hull(corners))
		l.bases = append(l.bases, l.at(f+0.5, r+0.5, z))
		l.order = append(l.order, i)
	}
	// Far squares first. No two squares lie at the same depth: the board
	// is turned by an angle whose tangent is no ratio of small numbers.
	slices.SortFunc(l.order, func(a, b int) int {
		switch {
		case depth[a] > depth[b]:
			return -1
		case depth[a] < depth[b]:
			return 1
		}
		return 0
	})
	return l
}

// at is where a point of the board at height z is drawn.
func (l *layout) at(x, y, z float64) vec {
	return l.origin.add(unit(l.n, l.turn, x, y, z).times(l.scale))
}

func square(n, i int) terrace.Square     { return terrace.Square{File: i % n, Rank: i / n} }
func index(n int, sq terrace.Square) int { return sq.Rank*n + sq.File }

// topFace is the outline of a square's top.
func (l *layout) topFace(sq terrace.Square) []vec { return l.inset(sq, 0, false) }

// inset is the outline of a square's top shrunk by d squares on every
// side; reverse runs it the other way round, to cut a hole.
func (l *layout) inset(sq terrace.Square, d float64, reverse bool) []vec {
	f, r, z := float64(sq.File), float64(sq.Rank), height(l.n, sq)
	lo, hi := d, 1-d
	out := []vec{l.at(f+lo, r+lo, z), l.at(f+hi, r+lo, z), l.at(f+hi, r+hi, z), l.at(f+lo, r+hi, z)}
	if reverse {
		slices.Reverse(out)
	}
	return out
}

// circle is the outline of a circle of radius rad (in squares) lying on
// the top of a square around its centre, as drawn: an ellipse.
func (l *layout) circle(sq terrace.Square, rad float64, reverse bool) []vec {
	steps := max(24, min(96, int(rad*l.scale)))
	f, r, z := float64(sq.File)+0.5, float64(sq.Rank)+0.5, height(l.n, sq)
	out := make([]vec, steps)
	for k := range steps {
		a := 2 * math.Pi * float64(k) / float64(steps)
		if reverse {
			a = -a
		}
		s, c := math.Sincos(a)
		out[k] = l.at(f+rad*c, r+rad*s, z)
	}
	return out
}

// squareAt finds the square drawn at p, front-most first: a piece (size
// gives the size of the piece drawn on a square, 0 for none) hits its own
// square even where it is drawn over the square behind it, and a raised
// column hits its own square, top or wall, where it hides a square behind
// it. ok is false beside the board.
func (l *layout) squareAt(p vec, size func(terrace.Square) int) (terrace.Square, bool) {
	for k := len(l.order) - 1; k >= 0; k-- {
		i := l.order[k]
		sq := square(l.n, i)
		if s := size(sq); s > 0 && l.onDome(l.bases[i], domeRadius(l.n, s), p) {
			return sq, true
		}
		if inside(l.hulls[i], p) {
			return sq, true
		}
	}
	return terrace.Square{}, false
}

// onDome reports whether p falls on a dome of radius r (in squares)
// standing at base: the upper half of the dome's outline is an ellipse as
// wide as the dome reaching domeReach above the base, the lower half the
// dome's foot, a circle seen at a slant.
func (l *layout) onDome(base vec, r float64, p vec) bool {
	dx := (p.X - base.X) / (r * l.scale)
	up := (base.Y - p.Y) / l.scale
	reach := domeReach(r)
	if up < 0 {
		reach = r * elevSin
	}
	up /= reach
	return dx*dx+up*up <= 1
}

// hull is the convex outline of points, anticlockwise in the screen's
// coordinates (Andrew's monotone chain).
func hull(points []vec) []vec {
	pts := slices.Clone(points)
	slices.SortFunc(pts, func(a, b vec) int {
		switch {
		case a.X != b.X:
			return cmpFloat(a.X, b.X)
		default:
			return cmpFloat(a.Y, b.Y)
		}
	})
	var out []vec
	for pass := range 2 {
		start := len(out)
		for _, p := range pts {
			for len(out) >= start+2 && cross(out[len(out)-2], out[len(out)-1], p) <= 0 {
				out = out[:len(out)-1]
			}
			out = append(out, p)
		}
		out = out[:len(out)-1] // the last point starts the other half
		if pass == 0 {
			slices.Reverse(pts)
		}
	}
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// inside reports whether p lies in the convex outline poly (as hull gives
// it), its edges included.
func inside(poly []vec, p vec) bool {
	if len(poly) < 3 {
		return false
	}
	for i, a := range poly {
		if cross(a, poly[(i+1)%len(poly)], p) < 0 {
			return false
		}
	}
	return true
}

// labelPlace is where a coordinate is written, at scale 1 around the
// board's centre: anchored at the board's foot beside a square, moved out
// from the board by out.
type labelPlace struct {
	text string
	at   vec
	out  vec // the direction away from the board on the screen
}

// labelPlaces are the coordinates along the board's front edge and its
// right edge as seen from turn (the edges whose walls face the eye, so that
// no terrace stands over them): files or ranks, whichever lie there.
func labelPlaces(n, turn int) []labelPlace {
	var out []labelPlace
	for _, e := range []struct{ dx, dy float64 }{{0, -1}, {0, 1}, {-1, 0}, {1, 0}} {
		X, Y := turned(turn, e.dx, e.dy)
		front, right := Y < 0 && X == 0, X > 0 && Y == 0
		if !front && !right {
			continue
		}
		dir := vec{0, 1}
		if right {
			dir = vec{1, 0}
		}
		for k := range n {
			var x, y float64
			var text string
			switch {
			case e.dy != 0: // the first or last rank: the files
				x, y, text = float64(k)+0.5, max(0, e.dy)*float64(n), string(rune('a'+k))
			default:
				x, y, text = max(0, e.dx)*float64(n), float64(k)+0.5, strconv.Itoa(k+1)
			}
			out = append(out, labelPlace{text: text, at: unit(n, turn, x, y, -plinthDepth).add(dir.times(0.22)), out: dir})
		}
	}
	return out
}
