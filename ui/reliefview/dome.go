package reliefview

import (
	"image"
	"image/color"
	"math"

	"boardshelf/rules/terrace"
	"boardshelf/ui/view"
)

// A piece is a dome, drawn as the eye sees it: every pixel is a ray
// meeting the dome's surface, lit from the viewer's front left with a
// gleam where the light glances off, its T mark upright on the face of
// the dome turned to the viewer, to be read from where the viewer sits.
// It casts a soft shadow on its square, behind it and to the right.

// The light, the eye and the halfway vector between them, in the dome's
// own frame: a to the viewer's right, b away from the viewer, c up.
var (
	toLight = unit3(-0.42, -0.50, 0.76)
	toEye   = [3]float64{0, -elevCos, elevSin}
	gleam   = unit3(toLight[0]+toEye[0], toLight[1]+toEye[1], toLight[2]+toEye[2])
)

func unit3(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

func dot3(a, b [3]float64) float64 { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }

// look is a piece as drawn: its seat's colour, size and mark.
type look struct {
	colour string
	size   int
	t      bool
}

type spriteKey struct {
	look look
	px   float64 // the radius in pixels
}

// domeSprite draws a piece of radius rad pixels with its shadow; at is
// the centre of its foot.
func domeSprite(pc look, rad float64) *sprite {
	reach := rad * domeReach(1)
	left, right := int(math.Ceil(1.3*rad))+1, int(math.Ceil(1.45*rad))+1
	up := int(math.Ceil(max(reach, 1.3*rad*elevSin))) + 1
	down := int(math.Ceil(1.1*rad*elevSin)) + 1
	img := image.NewRGBA(image.Rect(0, 0, left+right, up+down))
	d := newDomePainter(pc, rad)
	const samples = 3
	for y := range up + down {
		for x := range left + right {
			var sum [4]float64
			for sy := range samples {
				for sx := range samples {
					px := float64(x-left) + (float64(sx)+0.5)/samples
					pu := float64(up-y) - (float64(sy)+0.5)/samples
					c := d.sample(px, pu)
					for k := range sum {
						sum[k] += c[k]
					}
				}
			}
			o := img.PixOffset(x, y)
			for k := range 4 {
				img.Pix[o+k] = uint8(min(255, sum[k]/(samples*samples)*255+0.5))
			}
		}
	}
	return &sprite{img: img, at: image.Point{left, up}}
}

// domePainter answers the colour of one ray.
type domePainter struct {
	r, h               float64
	base, rim          [3]float64 // 0..1
	mark, markEdge     [3]float64
	t                  bool
	barTop, barBottom  float64 // the T, as drawn: up from the foot's centre
	halfBar, halfStem  float64
	stemFoot           float64
	edge               float64 // the width of the T's outline
	shadowAt, shadowRd float64
}

func newDomePainter(pc look, rad float64) *domePainter {
	base := view.SeatColour(pc.colour)
	rim := view.Mix(base, black, 0.55)
	if pc.colour == "black" {
		rim = view.Mix(base, white, 0.35)
	}
	mark := tMarkColour(pc.colour)
	h := domeRise * rad
	// The T as large as on the flat board, its middle halfway up the
	// dome as drawn.
	reach := rad * domeReach(1)
	tall, wide := rad*0.92, rad*0.95
	middle := reach * 0.48
	return &domePainter{
		r: rad, h: h, base: rgb(base), rim: rgb(rim), mark: rgb(mark), markEdge: rgb(view.Mix(mark, black, 0.35)), t: pc.t,
		barTop: middle + tall/2, barBottom: middle + tall/2 - tall*0.26, stemFoot: middle - tall/2, halfBar: wide / 2, halfStem: wide * 0.15,
		edge: max(0.7, rad*0.05), shadowAt: 0.14 * rad, shadowRd: rad,
	}
}

func rgb(c color.NRGBA) [3]float64 {
	return [3]float64{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255}
}

// sample is the premultiplied colour (0..1) seen at (x, u) pixels from
// the centre of the dome's foot, u up the screen.
func (d *domePainter) sample(x, u float64) [4]float64 {
	r2, h2 := d.r*d.r, d.h*d.h
	// The ray through the point: a = x, b = u*sin - t*cos, c = u*cos + t*sin,
	// t growing towards the eye; it meets the dome where
	// (a² + b²)/r² + c²/h² = 1.
	qa := elevCos*elevCos/r2 + elevSin*elevSin/h2
	qb := 2 * u * elevSin * elevCos * (1/h2 - 1/r2)
	qc := (x*x+u*u*elevSin*elevSin)/r2 + u*u*elevCos*elevCos/h2 - 1
	if disc := qb*qb - 4*qa*qc; disc >= 0 {
		t := (-qb + math.Sqrt(disc)) / (2 * qa)
		b, c := u*elevSin-t*elevCos, u*elevCos+t*elevSin
		if c >= 0 {
			col := d.surface(x, b, c, u)
			return [4]float64{col[0], col[1], col[2], 1}
		}
	}
	// The table under the ray: the shadow.
	b := u / elevSin
	dist := math.Hypot(x-d.shadowAt*0.8, b-d.shadowAt) / d.shadowRd
	a := 0.40 * (1 - smoothstep(0.72, 1.12, dist))
	return [4]float64{0, 0, 0, a}
}

// surface is the colour of the dome at (a, b, c) in its own frame, seen
// at u up from the centre of its foot.
func (d *domePainter) surface(a, b, c, u float64) [3]float64 {
	normal := unit3(a/(d.r*d.r), b/(d.r*d.r), c/(d.h*d.h))
	paint := d.base
	if d.t {
		switch {
		case d.inT(a, u, 0):
			paint = d.mark
		case d.inT(a, u, d.edge):
			paint = d.markEdge
		}
	}
	diffuse := max(dot3(normal, toLight), 0)
	shine := math.Pow(max(dot3(normal, gleam), 0), 36) * 0.55
	foot := 0.72 + 0.28*smoothstep(0, 0.22*d.h, c) // darker where it meets the ground
	facing := dot3(normal, toEye)
	rimmed := 1 - smoothstep(0.05, 0.32, facing) // the outline, where the dome turns away
	var out [3]float64
	for k := range out {
		v := paint[k] * (0.34 + 0.78*diffuse) * foot
		v += (d.rim[k] - v) * rimmed * 0.8
		out[k] = min(1, v+shine)
	}
	return out
}

// inT reports whether the point drawn at x across and u up from the
// centre of the dome's foot lies within grow of the T.
func (d *domePainter) inT(x, u, grow float64) bool {
	bar := math.Abs(x) <= d.halfBar+grow && u <= d.barTop+grow && u >= d.barBottom-grow
	stem := math.Abs(x) <= d.halfStem+grow && u <= d.barBottom && u >= d.stemFoot-grow
	return bar || stem
}

func smoothstep(lo, hi, v float64) float64 {
	t := min(max((v-lo)/(hi-lo), 0), 1)
	return t * t * (3 - 2*t)
}

// tMarkColour makes the T stand out on its piece's colour, in no other
// seat's colour, as on the flat board.
func tMarkColour(colour string) color.NRGBA {
	switch colour {
	case "white", "yellow":
		return color.NRGBA{0x3a, 0x32, 0x2a, 0xff}
	case "black":
		return color.NRGBA{0xf0, 0xc4, 0x3c, 0xff}
	}
	return color.NRGBA{0xff, 0xf8, 0xe8, 0xff}
}

// shadowSprite is the shadow of a piece of radius rad pixels held above
// the board: where it will come down.
func shadowSprite(rad float64) *sprite {
	w := int(math.Ceil(1.2*rad)) + 1
	hh := int(math.Ceil(1.2*rad*elevSin)) + 1
	img := image.NewRGBA(image.Rect(0, 0, 2*w, 2*hh))
	for y := range 2 * hh {
		for x := range 2 * w {
			dx, dy := (float64(x-w)+0.5)/rad, (float64(y-hh)+0.5)/(rad*elevSin)
			a := 0.45 * (1 - smoothstep(0.55, 1.1, math.Hypot(dx, dy)))
			img.Pix[img.PixOffset(x, y)+3] = uint8(a*255 + 0.5)
		}
	}
	return &sprite{img: img, at: image.Point{w, hh}}
}

// flag is a goal's pennant as drawn: a pole standing on the corner of the
// goal square, and a stripe for each seat racing there, flying away from
// the board.
type flag struct {
	pole    []vec
	stripes [][]vec // the first on top
}

// pennant places the pennant of a goal square with stripes stripes. Its
// pole stands at a corner of the square on the board's edge, behind the
// square's centre, so that it never hides a T come home; the flag flies
// away from the board.
func (l *layout) pennant(goal terrace.Square, stripes int) flag {
	const inset = 0.12
	// The square's corners on the edge of the board, the board's corner
	// first, each moved onto the square.
	x0, y0, dx := inset, inset, 1.0
	if goal.File > 0 {
		x0, y0, dx = float64(l.n)-inset, float64(l.n)-inset, -1
	}
	_, centre := seen(l.n, l.turn, float64(goal.File)+0.5, float64(goal.Rank)+0.5)
	x, y := x0, y0
	if _, d := seen(l.n, l.turn, x0, y0); d < centre {
		// The board's corner is in front: the farther of the other two.
		_, along := seen(l.n, l.turn, x0+dx*(1-2*inset), y0)
		_, up := seen(l.n, l.turn, x0, y0+dx*(1-2*inset))
		if along > up {
			x += dx * (1 - 2*inset)
		} else {
			y += dx * (1 - 2*inset)
		}
	}
	foot := l.at(x, y, height(l.n, goal))
	s := l.scale
	top := foot.sub(vec{0, 0.78 * s})
	// Away from the board: to the left of a corner left of its middle.
	// (The middle, not the origin: extent lays the board out at the
	// origin 0, fit elsewhere, and both must fly the flag the same way.)
	out := 1.0
	if middle := float64(l.n) / 2; l.at(x0, y0, 0).X < l.at(middle, middle, 0).X {
		out = -1
	}
	half := 0.022 * s
	f := flag{pole: []vec{foot.add(vec{-half, 0}), foot.add(vec{half, 0}), top.add(vec{half, 0}), top.add(vec{-half, 0})}}
	tall := 0.36 * s / float64(stripes)
	for i := range stripes {
		y0 := top.Y + 0.02*s + tall*float64(i)
		length := 0.5 * s * (1 - float64(i)*0.12)
		f.stripes = append(f.stripes, hull([]vec{{top.X, y0}, {top.X + out*length, y0 + tall/2}, {top.X, y0 + tall}}))
	}
	return f
}
