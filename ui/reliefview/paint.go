package reliefview

import (
	"image"
	"image/color"
	"math"
)

// The relief is painted by Boardshelf itself, in pixels: polygons filled
// with antialiased edges (the exact area each covers of every pixel, by the
// accumulation method of font rasterisers), blended over an image. Every
// shape is a polygon: a circle is drawn as one with many sides.

// pen fills polygons: begin with the pixels a shape may cover, add its
// outlines, then fill. Each row is worked only between the first and the
// last cell its edges touched: a long slanting arrow crosses the rows of
// its bounds in a short stretch each.
type pen struct {
	rect image.Rectangle // the pixels the shape may cover
	w, h int
	acc  []float32 // per row w+2 cells: signed area, then coverage 0..1; 0 beyond the cells touched
	// lo and hi are, by row, the first and the last cell touched (none
	// while lo > hi).
	lo, hi []int
}

// begin readies the pen for a shape within area; it reports false when
// area is empty.
func (p *pen) begin(area image.Rectangle) bool {
	p.wipe()
	p.rect = area
	p.w, p.h = area.Dx(), area.Dy()
	if p.w <= 0 || p.h <= 0 {
		p.h = 0
		return false
	}
	n := (p.w + 2) * p.h
	if cap(p.acc) < n {
		p.acc = make([]float32, n)
	} else {
		p.acc = p.acc[:n]
	}
	if cap(p.lo) < p.h {
		p.lo, p.hi = make([]int, p.h), make([]int, p.h)
	}
	p.lo, p.hi = p.lo[:p.h], p.hi[:p.h]
	for y := range p.h {
		p.lo[y], p.hi[y] = p.w+2, -1
	}
	return true
}

// wipe clears the cells the last shape touched, so that the next starts
// on cells all 0.
func (p *pen) wipe() {
	stride := p.w + 2
	for y := range min(p.h, len(p.lo)) {
		if p.lo[y] <= p.hi[y] {
			clear(p.acc[y*stride+p.lo[y] : y*stride+p.hi[y]+1])
		}
	}
}

// touched are the cells of row y that may hold coverage.
func (p *pen) touched(y int) (lo, hi int) { return p.lo[y], min(p.hi[y]+1, p.w) }

// bounds is the pixels a polygon touches, within clip.
func bounds(pts []vec, clip image.Rectangle) image.Rectangle {
	if len(pts) == 0 {
		return image.Rectangle{}
	}
	lo, hi := pts[0], pts[0]
	for _, q := range pts[1:] {
		lo = vec{min(lo.X, q.X), min(lo.Y, q.Y)}
		hi = vec{max(hi.X, q.X), max(hi.Y, q.Y)}
	}
	r := image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)), int(math.Ceil(hi.X))+1, int(math.Ceil(hi.Y))+1)
	return r.Intersect(clip)
}

// add adds a closed outline to the shape. Outlines of the same direction
// add up to their union; an outline the other way round cuts a hole.
func (p *pen) add(pts []vec) {
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		p.line(a, b)
	}
}

// line accumulates the signed area an edge of a polygon leaves on each
// pixel to its right, and carries the rest to the pixel after.
func (p *pen) line(a, b vec) {
	ox, oy := float32(p.rect.Min.X), float32(p.rect.Min.Y)
	w := float32(p.w)
	// Points beyond the left or right edge are moved onto it: that
	// changes nothing inside.
	x0, y0 := clampf(float32(a.X)-ox, 0, w), float32(a.Y)-oy
	x1, y1 := clampf(float32(b.X)-ox, 0, w), float32(b.Y)-oy
	if y0 == y1 {
		return
	}
	dir := float32(1)
	if y0 > y1 {
		dir = -1
		x0, y0, x1, y1 = x1, y1, x0, y0
	}
	h := float32(p.h)
	if y0 >= h || y1 <= 0 {
		return
	}
	dxdy := (x1 - x0) / (y1 - y0)
	x := x0
	if y0 < 0 {
		x -= y0 * dxdy
		y0 = 0
	}
	y1 = min(y1, h)
	stride := p.w + 2
	for y := int(y0); y < int(math.Ceil(float64(y1))); y++ {
		row := p.acc[y*stride : (y+1)*stride]
		dy := min(float32(y+1), y1) - max(float32(y), y0)
		xnext := clampf(x+dxdy*dy, 0, w)
		d := dy * dir
		lo, hi := min(x, xnext), max(x, xnext)
		lof := float32(math.Floor(float64(lo)))
		loi := int(lof)
		hic := float32(math.Ceil(float64(hi)))
		hii := int(hic)
		p.lo[y], p.hi[y] = min(p.lo[y], loi), max(p.hi[y], loi+1, hii)
		if hii <= loi+1 {
			mid := 0.5*(x+xnext) - lof
			row[loi] += d - d*mid
			row[loi+1] += d * mid
		} else {
			s := 1 / (hi - lo)
			f0 := lo - lof
			a0 := 0.5 * s * (1 - f0) * (1 - f0)
			f1 := hi - hic + 1
			am := 0.5 * s * f1 * f1
			row[loi] += d * a0
			if hii == loi+2 {
				row[loi+1] += d * (1 - a0 - am)
			} else {
				a1 := s * (1.5 - f0)
				row[loi+1] += d * (a1 - a0)
				for xi := loi + 2; xi < hii-1; xi++ {
					row[xi] += d * s
				}
				a2 := a1 + float32(hii-loi-3)*s
				row[hii-1] += d * (1 - a2 - am)
			}
			row[hii] += d * am
		}
		x = xnext
	}
}

func clampf(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// cover turns the accumulated areas into each pixel's coverage.
func (p *pen) cover() {
	stride := p.w + 2
	for y := range p.h {
		lo, hi := p.touched(y)
		row := p.acc[y*stride : y*stride+p.w]
		var sum float32
		for x := lo; x < hi; x++ {
			sum += row[x]
			row[x] = min(abs32(sum), 1)
		}
	}
}

func abs32(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

// paint is what a shape is filled with: a colour, or two blended along a
// direction on the screen.
type paint struct {
	c0, c1     [4]float32 // premultiplied, 0..255
	gx, gy, g0 float32    // the blend at pixel (x, y) is gx*x + gy*y + g0, 0 giving c0 and 1 c1
	blend      bool
	key        *keyline // when set, it gives the colour of each pixel instead
}

func premultiplied(c color.NRGBA) [4]float32 {
	a := float32(c.A) / 255
	return [4]float32{float32(c.R) * a, float32(c.G) * a, float32(c.B) * a, float32(c.A)}
}

func solid(c color.NRGBA) paint { return paint{c0: premultiplied(c)} }

// gradient blends from c0 at the point from to c1 at the point to, and
// stays at either beyond them.
func gradient(c0, c1 color.NRGBA, from, to vec) paint {
	d := to.sub(from)
	l2 := d.X*d.X + d.Y*d.Y
	if l2 == 0 {
		return solid(c0)
	}
	gx, gy := d.X/l2, d.Y/l2
	// Pixel centres lie at half pixels.
	return paint{c0: premultiplied(c0), c1: premultiplied(c1), blend: true,
		gx: float32(gx), gy: float32(gy), g0: float32(-(from.X-0.5)*gx - (from.Y-0.5)*gy)}
}

// mask is how much of each pixel of a rectangle is hidden by what stands
// in front, 0 (nothing) to 255 (all).
type mask struct {
	rect image.Rectangle
	a    []uint8
}

// invisible is a coverage too small to change a pixel: less than a
// fortieth of a step of 255, whatever the colours.
const invisible = 1e-4

// fill blends the shape, filled with pt, over dst, except where m hides
// it (m may be nil); the shape must lie within m's rectangle.
func (p *pen) fill(dst *image.RGBA, pt paint, m *mask) {
	p.cover()
	stride := p.w + 2
	for y := range p.h {
		row := p.acc[y*stride : y*stride+p.w]
		iy := p.rect.Min.Y + y
		off := dst.PixOffset(p.rect.Min.X, iy)
		var hidden []uint8
		if m != nil {
			start := (iy-m.rect.Min.Y)*m.rect.Dx() + p.rect.Min.X - m.rect.Min.X
			hidden = m.a[start : start+p.w]
		}
		lo, hi := p.touched(y)
		for x := lo; x < hi; x++ {
			c := row[x]
			if c < invisible { // the rounding's leftovers inside a hole, as a keyline's
				continue
			}
			if hidden != nil {
				c *= 1 - float32(hidden[x])/255
			}
			col := pt.c0
			switch {
			case pt.key != nil:
				col = pt.key.at(p.rect.Min.X+x, iy)
			case pt.blend:
				t := clampf(pt.gx*float32(p.rect.Min.X+x)+pt.gy*float32(iy)+pt.g0, 0, 1)
				for k := range col {
					col[k] += (pt.c1[k] - col[k]) * t
				}
			}
			keep := 1 - col[3]*c/255
			px := dst.Pix[off+4*x : off+4*x+4 : off+4*x+4]
			px[0] = uint8(col[0]*c + float32(px[0])*keep + 0.5)
			px[1] = uint8(col[1]*c + float32(px[1])*keep + 0.5)
			px[2] = uint8(col[2]*c + float32(px[2])*keep + 0.5)
			px[3] = uint8(col[3]*c + float32(px[3])*keep + 0.5)
		}
	}
}

// shape fills a polygon (or several, with holes) over dst within clip.
func (p *pen) shape(dst *image.RGBA, clip image.Rectangle, pt paint, m *mask, outlines ...[]vec) {
	if m != nil {
		clip = clip.Intersect(m.rect)
	}
	var area image.Rectangle
	for _, o := range outlines {
		area = area.Union(bounds(o, clip))
	}
	if !p.begin(area) {
		return
	}
	for _, o := range outlines {
		p.add(o)
	}
	p.fill(dst, pt, m)
}

// sprite is a picture drawn once and placed many times: a piece, its
// shadow. at is the pixel of the picture that goes where it is placed.
type sprite struct {
	img *image.RGBA
	at  image.Point
}

// place blends s over dst with its point at at, except where m hides it
// (m may be nil; then clip bounds it).
func place(dst *image.RGBA, s *sprite, at image.Point, clip image.Rectangle, m *mask) {
	shift := at.Sub(s.at)
	r := s.img.Bounds().Add(shift).Intersect(clip)
	if m != nil {
		r = r.Intersect(m.rect)
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		src := s.img.Pix[s.img.PixOffset(r.Min.X-shift.X, y-shift.Y):]
		out := dst.Pix[dst.PixOffset(r.Min.X, y):]
		var hidden []uint8
		if m != nil {
			start := (y-m.rect.Min.Y)*m.rect.Dx() + r.Min.X - m.rect.Min.X
			hidden = m.a[start : start+r.Dx()]
		}
		for x := range r.Dx() {
			sp := src[4*x : 4*x+4 : 4*x+4]
			if sp[3] == 0 {
				continue
			}
			shown := uint32(255)
			if hidden != nil {
				shown -= uint32(hidden[x])
			}
			dp := out[4*x : 4*x+4 : 4*x+4]
			if shown == 255 && sp[3] == 255 {
				copy(dp, sp)
				continue
			}
			keep := 65025 - uint32(sp[3])*shown
			for k := range 4 {
				dp[k] = uint8((uint32(sp[k])*shown*255 + uint32(dp[k])*keep + 32512) / 65025)
			}
		}
	}
}
