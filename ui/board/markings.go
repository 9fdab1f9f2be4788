package board

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"boardshelf/ui/contrast"
)

// Shape is what a Marking draws.
type Shape int

const (
	Arrow  Shape = iota // from From to To, its head on To
	Circle              // a ring round From (To is not used)
)

// Marking is a sign drawn over the board, above the pieces: the analysis's
// lines, a player's own marks. An arrow from a square to itself is drawn
// as a circle.
type Marking struct {
	Shape    Shape
	From, To Square
	Colour   color.NRGBA // its alpha makes the pieces show through
}

// SetMarkings replaces the signs drawn over the board (nil: none).
func (b *Board) SetMarkings(m []Marking) {
	b.markings = append([]Marking(nil), m...)
	if b.markLayer != nil {
		b.markLayer.Refresh()
	}
}

// Markings are the signs drawn over the board.
func (b *Board) Markings() []Marking { return append([]Marking(nil), b.markings...) }

// newMarkLayer is the picture the markings are painted on: one raster over
// the whole widget, painted only where a sign lies, so that an arrow
// across the board has a clean head and edge at any size.
func (b *Board) newMarkLayer() *canvas.Raster {
	b.markLayer = canvas.NewRaster(b.paintMarkings)
	return b.markLayer
}

// Sizes of a sign, in squares.
const (
	shaftWidth = 0.2
	headLength = 0.42
	headWidth  = 0.44
	ringRadius = 0.44
	ringWidth  = 0.08
)

// The sizes of an arrow, in squares, for a view that draws the markings
// itself (Terrace in relief), so that they keep their shape from one look
// of the board to the other.
const (
	ArrowShaftWidth = shaftWidth
	ArrowHeadLength = headLength
	ArrowHeadWidth  = headWidth
)

// paintMarkings draws the markings at w x h pixels. Each sign is edged by
// the keyline of its own colour (contrast.Keyline): where the board under
// it is close to the sign's colour the edge stands out, and where it is
// close to the edge's the sign does.
func (b *Board) paintMarkings(w, h int) image.Image {
	size := b.Size()
	g := b.geometry
	if len(b.markings) == 0 || size.Width <= 0 || g.Cell <= 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1)) // nothing, at no cost
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	scale := float64(w) / float64(size.Width)
	cell := float64(g.Cell) * scale
	edge := float64(keylineWidth(g.Cell)) * scale
	for _, m := range b.markings {
		from := centre(g, m.From, scale)
		to := centre(g, m.To, scale)
		var s sign
		if m.Shape == Circle || m.From == m.To {
			s = ring{c: from, r: ringRadius * cell, half: ringWidth * cell / 2}
		} else {
			s = newArrow(from, to, cell)
		}
		paintSign(img, s, m.Colour, edge)
	}
	return img
}

// centre is a square's centre in pixels.
func centre(g Geometry, sq Square, scale float64) point {
	p := g.Pos(sq).AddXY(g.Cell/2, g.Cell/2)
	return point{float64(p.X) * scale, float64(p.Y) * scale}
}

type point struct{ x, y float64 }

func (p point) sub(q point) point      { return point{p.x - q.x, p.y - q.y} }
func (p point) add(q point) point      { return point{p.x + q.x, p.y + q.y} }
func (p point) mul(k float64) point    { return point{p.x * k, p.y * k} }
func (p point) dot(q point) float64    { return p.x*q.x + p.y*q.y }
func (p point) length() float64        { return math.Hypot(p.x, p.y) }
func (p point) cross(q point) float64  { return p.x*q.y - p.y*q.x }
func (p point) perpendicular() point   { return point{-p.y, p.x} }
func clamp(x, lo, hi float64) float64  { return math.Max(lo, math.Min(hi, x)) }
func lerp(a, b uint8, t float64) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t + 0.5) }

// A sign is a shape by its signed distance (negative inside, in pixels)
// and the pixels that hold it.
type sign interface {
	distance(p point) float64
	bounds() image.Rectangle
	// spans are the parts of the pixel row at height y that may lie
	// within grow of the sign, as [x0, x1] pairs: a long slanting arrow
	// crosses its bounds' rows in a short stretch each.
	spans(y, grow float64) [][2]float64
}

type ring struct {
	c       point
	r, half float64
}

func (s ring) distance(p point) float64 { return math.Abs(p.sub(s.c).length()-s.r) - s.half }

func (s ring) spans(y, grow float64) [][2]float64 {
	out := s.r + s.half + grow
	return [][2]float64{{s.c.x - out, s.c.x + out}}
}

func (s ring) bounds() image.Rectangle {
	out := s.r + s.half
	return image.Rect(int(s.c.x-out), int(s.c.y-out), int(s.c.x+out)+1, int(s.c.y+out)+1)
}

// arrow is a shaft from a square's centre to the base of a head whose tip
// is the other square's centre.
type arrow struct {
	from, base, tip, left, right point
	half                         float64 // the shaft's half width
	dir                          point   // from from to tip, of length 1
	shaft                        float64 // from from to base
}

func newArrow(from, to point, cell float64) arrow {
	d := to.sub(from)
	n := d.length()
	dir := d.mul(1 / n)
	head := math.Min(headLength*cell, n*0.6)
	base := to.sub(dir.mul(head))
	side := dir.perpendicular().mul(headWidth * cell / 2)
	return arrow{from: from, base: base, tip: to, left: base.add(side), right: base.sub(side), half: shaftWidth * cell / 2,
		dir: dir, shaft: n - head}
}

func (a arrow) distance(p point) float64 {
	// The shaft: a segment widened by half, in the arrow's own frame.
	q := p.sub(a.from)
	u, v := q.dot(a.dir), q.cross(a.dir)
	shaft := math.Hypot(u-clamp(u, 0, a.shaft), v) - a.half
	if u < a.shaft-a.half { // far from the head, which lies beyond the base
		return shaft
	}
	return math.Min(shaft, triangleDistance(p, a.tip, a.left, a.right))
}

// triangleDistance is p's signed distance to the triangle abc.
func triangleDistance(p, a, b, c point) float64 {
	near := math.Min(segmentDistance(p, a, b), math.Min(segmentDistance(p, b, c), segmentDistance(p, c, a)))
	s1, s2, s3 := b.sub(a).cross(p.sub(a)), c.sub(b).cross(p.sub(b)), a.sub(c).cross(p.sub(c))
	if (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0) {
		return -near
	}
	return near
}

func segmentDistance(p, a, b point) float64 {
	d := b.sub(a)
	t := clamp(p.sub(a).dot(d)/d.dot(d), 0, 1)
	return p.sub(a.add(d.mul(t))).length()
}

func (a arrow) spans(y, grow float64) [][2]float64 {
	d := a.tip.sub(a.from)
	n := d.length()
	dir := d.mul(1 / n)
	across := dir.perpendicular()
	shaftEnd := a.base.sub(a.from).length()
	head := a.left.sub(a.base).length()
	var out [][2]float64
	for _, band := range []struct{ u0, u1, v float64 }{
		{-grow, shaftEnd + grow, a.half + grow},  // the shaft
		{shaftEnd - grow, n + grow, head + grow}, // the head
	} {
		if x0, x1, ok := bandSpan(a.from, dir, across, y, band.u0, band.u1, band.v); ok {
			out = append(out, [2]float64{x0, x1})
		}
	}
	if len(out) == 2 && out[1][0] < out[0][0] { // left to right, for paintSign
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// bandSpan is where the row at height y crosses the band of points whose
// distance along dir from o is within [u0, u1] and across it within v.
func bandSpan(o, dir, across point, y, u0, u1, v float64) (x0, x1 float64, ok bool) {
	x0, x1 = math.Inf(-1), math.Inf(1)
	for _, limit := range []struct {
		axis   point
		lo, hi float64
	}{{dir, u0, u1}, {across, -v, v}} {
		// (x-o.x)*axis.x + (y-o.y)*axis.y within [lo, hi].
		c := (y - o.y) * limit.axis.y
		if math.Abs(limit.axis.x) < 1e-9 {
			if c < limit.lo || c > limit.hi {
				return 0, 0, false
			}
			continue
		}
		a, b := o.x+(limit.lo-c)/limit.axis.x, o.x+(limit.hi-c)/limit.axis.x
		x0, x1 = math.Max(x0, math.Min(a, b)), math.Min(x1, math.Max(a, b))
	}
	return x0, x1, x0 <= x1
}

func (a arrow) bounds() image.Rectangle {
	r := image.Rectangle{}
	for _, p := range []point{a.from, a.base, a.tip, a.left, a.right} {
		q := image.Rect(int(p.x-a.half)-1, int(p.y-a.half)-1, int(p.x+a.half)+2, int(p.y+a.half)+2)
		if r.Empty() {
			r = q
		} else {
			r = r.Union(q)
		}
	}
	return r
}

// paintSign lays s over img in colour c edged with its keyline, smoothed
// over a pixel.
func paintSign(img *image.NRGBA, s sign, c color.NRGBA, edge float64) {
	key := color.NRGBAModel.Convert(contrast.Keyline(c)).(color.NRGBA)
	grow := int(edge) + 2
	box := s.bounds().Inset(-grow).Intersect(img.Bounds())
	for y := box.Min.Y; y < box.Max.Y; y++ {
		// Each pixel once, where spans overlap (the shaft's and the
		// head's), or a translucent sign would darken there.
		from := box.Min.X
		for _, span := range s.spans(float64(y)+0.5, float64(grow)) {
			x0, x1 := max(from, int(span[0])-1), min(box.Max.X, int(span[1])+2)
			paintSpan(img, s, c, key, edge, y, x0, x1)
			from = max(from, x1)
		}
	}
}

// paintSpan paints the pixels x0 to x1 (not included) of row y.
func paintSpan(img *image.NRGBA, s sign, c, key color.NRGBA, edge float64, y, x0, x1 int) {
	for x := x0; x < x1; x++ {
		d := s.distance(point{float64(x) + 0.5, float64(y) + 0.5})
		outer := clamp(edge+0.5-d, 0, 1)
		if outer == 0 {
			continue
		}
		inner := clamp(0.5-d, 0, 1)
		px := color.NRGBA{lerp(key.R, c.R, inner), lerp(key.G, c.G, inner), lerp(key.B, c.B, inner), uint8(outer*float64(c.A) + 0.5)}
		img.SetNRGBA(x, y, over(px, img.NRGBAAt(x, y)))
	}
}

// over is the colour src laid over dst, both straight alpha.
func over(src, dst color.NRGBA) color.NRGBA {
	sa, da := float64(src.A)/255, float64(dst.A)/255
	a := sa + da*(1-sa)
	if a == 0 {
		return color.NRGBA{}
	}
	mix := func(s, d uint8) uint8 {
		return uint8((float64(s)*sa+float64(d)*da*(1-sa))/a + 0.5)
	}
	return color.NRGBA{mix(src.R, dst.R), mix(src.G, dst.G), mix(src.B, dst.B), uint8(a*255 + 0.5)}
}
