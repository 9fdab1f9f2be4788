package reliefview

import (
	"image"
	"image/color"
	"math"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/contrast"
	"boardshelf/ui/view"
)

// scene is what the board shows on its terraces: the pieces, the
// highlights and marks of each square, and the goals' pennants.
type scene struct {
	cells    []cell // by square index
	pennants []pennant
	arrows   []arrowSign // drawn over everything
}

type cell struct {
	piece look // size 0 for an empty square
	tint  color.NRGBA
	mark  board.Mark
	rings []color.NRGBA // the rings of the signs drawn on it (markings.go)
}

type pennant struct {
	goal    terrace.Square
	colours []string
}

// Colours of the marks, as on the flat board. Each is edged with a
// keyline (see keyline), since no one colour stands out from every
// terrace: the dot round its rim, a ring on both sides of it.
var (
	moveDot     = color.NRGBA{0x14, 0x14, 0x14, 0xa0}
	captureRing = color.NRGBA{0xc8, 0x1e, 0x1e, 0xe0}
	warningRing = color.NRGBA{0xf0, 0xa8, 0x00, 0xf0}
	poleColour  = color.NRGBA{0xef, 0xe6, 0xcf, 0xff}
	poleEdge    = color.NRGBA{0x3a, 0x2e, 0x20, 0xff}
	stripeEdge  = color.NRGBA{0xf4, 0xec, 0xd8, 0xff}
)

// The sizes of the marks on a top, in squares: the dot's, and the ring's
// with its keylines, whose outer edge stays inside the lip.
const (
	dotRadius  = 0.185
	ringRadius = 0.5 - lipWidth
	ringWidth  = 0.08
)

// keylineWidth is the width of the keylines round the marks and inside
// the tinted tops, in squares: never less than a few pixels, so that each
// keyline has pixels wholly its own colour, which is what stands out.
func keylineWidth(l *layout) float64 { return max(0.03, 2.4/l.scale) }

// painter paints frames: it keeps the terrains of the viewpoints seen
// lately at the size shown, and the pieces' pictures.
type painter struct {
	terrains []*terrain // newest last
	sprites  map[spriteKey]*sprite
	shadows  map[float64]*sprite
	frame    *image.RGBA
	pen      pen
	keys     map[[2]color.NRGBA]bool // the keyline's colour on a surface under a tint: white?
}

// keyline paints the keylines of a square: each pixel black or white,
// whichever stands out more (board.Keyline) from the terrace under it as
// drawn, lit by the lip or shaded at the foot of a wall, and tinted. One
// colour for the whole square would not do: at the foot of a higher
// terrace a mid-green's shadow takes white where its lit part takes black.
type keyline struct {
	terrain *image.RGBA
	tint    color.NRGBA
	white   map[[2]color.NRGBA]bool
	last    color.NRGBA // the pixel under the keyline last asked about, most often the next one's
	lastInk [4]float32
}

var (
	blackInk = premultiplied(black)
	whiteInk = premultiplied(white)
)

func (p *painter) keyline(t *terrain, tint color.NRGBA) paint {
	if p.keys == nil || len(p.keys) > 1<<14 {
		p.keys = map[[2]color.NRGBA]bool{}
	}
	return paint{key: &keyline{terrain: t.img, tint: tint, white: p.keys}}
}

// at is the colour of the keyline at pixel (x, y), premultiplied.
func (k *keyline) at(x, y int) [4]float32 {
	i := k.terrain.PixOffset(x, y)
	px := k.terrain.Pix[i : i+4 : i+4]
	under := color.NRGBA{px[0], px[1], px[2], 0xff} // a top is opaque
	if under == k.last && k.lastInk[3] > 0 {
		return k.lastInk
	}
	key := [2]color.NRGBA{under, k.tint}
	w, ok := k.white[key]
	if !ok {
		w = contrast.Luminance(contrast.Keyline(contrast.Over(k.tint, under))) > 0.5
		k.white[key] = w
	}
	k.last, k.lastInk = under, blackInk
	if w {
		k.lastInk = whiteInk
	}
	return k.lastInk
}

// keptTerrains is how many terrains the painter keeps: one per viewpoint,
// so that turning the board back and forth draws no terrace again.
const keptTerrains = 4

func (p *painter) terrain(l *layout, w, h int) *terrain {
	key := terrainKey{l.n, l.turn, w, h}
	for _, t := range p.terrains {
		if t.key == key {
			return t
		}
	}
	t := newTerrain(l, w, h)
	// A new size makes the others useless.
	kept := p.terrains[:0]
	for _, old := range p.terrains {
		if old.key.w == w && old.key.h == h && old.key.n == l.n {
			kept = append(kept, old)
		}
	}
	p.terrains = append(kept, t)
	if len(p.terrains) > keptTerrains {
		p.terrains = p.terrains[1:]
	}
	return t
}

// sprite is the picture of a piece of radius rad pixels.
func (p *painter) sprite(pc look, rad float64) *sprite {
	key := spriteKey{pc, math.Round(rad*100) / 100}
	if s, ok := p.sprites[key]; ok {
		return s
	}
	if p.sprites == nil || len(p.sprites) > 64 { // a new size: the old ones go
		p.sprites = map[spriteKey]*sprite{}
	}
	s := domeSprite(pc, rad)
	p.sprites[key] = s
	return s
}

// shadow is the shadow of a piece of radius rad pixels held above the
// board.
func (p *painter) shadow(rad float64) *sprite {
	key := math.Round(rad*100) / 100
	if s, ok := p.shadows[key]; ok {
		return s
	}
	if p.shadows == nil || len(p.shadows) > 16 {
		p.shadows = map[float64]*sprite{}
	}
	s := shadowSprite(rad)
	p.shadows[key] = s
	return s
}

// draw paints the scene over the terrain of a w by h picture laid out by
// l, leaving out the piece on the square lifted (an index, -1 for none).
func (p *painter) draw(l *layout, w, h int, sc *scene, lifted int) *image.RGBA {
	t := p.terrain(l, w, h)
	if p.frame == nil || p.frame.Rect.Dx() != w || p.frame.Rect.Dy() != h {
		p.frame = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	copy(p.frame.Pix, t.img.Pix)
	flags := map[int]pennant{}
	for _, f := range sc.pennants {
		flags[index(l.n, f.goal)] = f
	}
	for _, i := range l.order {
		f, hasFlag := flags[i]
		p.cell(l, t, sc.cells[i], square(l.n, i), i == lifted, f, hasFlag)
	}
	for _, a := range sc.arrows {
		p.arrow(l, a)
	}
	return p.frame
}

// cell draws what stands on one square, behind the columns in front of
// it: its highlight, its mark, its piece and a goal's pennant.
func (p *painter) cell(l *layout, t *terrain, c cell, sq terrace.Square, lifted bool, f pennant, hasFlag bool) {
	dst, clip := p.frame, p.frame.Rect
	m := &t.masks[index(l.n, sq)]
	key, kw := p.keyline(t, c.tint), keylineWidth(l)
	if c.tint.A > 0 {
		// Edged inside the lip, which stays the top's bright edge.
		p.pen.shape(dst, clip, solid(c.tint), m, l.topFace(sq))
		p.pen.shape(dst, clip, key, m, l.inset(sq, lipWidth, false), l.inset(sq, lipWidth+kw, true))
	}
	switch c.mark {
	case board.MoveMark:
		p.pen.shape(dst, clip, key, m, l.circle(sq, dotRadius, false), l.circle(sq, dotRadius-kw, true))
		p.pen.shape(dst, clip, solid(moveDot), m, l.circle(sq, dotRadius-kw, false))
	case board.CaptureMark, board.WarningMark:
		ring := captureRing
		if c.mark == board.WarningMark {
			ring = warningRing
		}
		p.ring(l, sq, solid(ring), key, m)
	}
	for _, ring := range c.rings {
		p.markRing(l, sq, ring, false, m)
	}
	if hasFlag { // behind the piece
		p.flag(l.pennant(sq, len(f.colours)), f.colours, m)
	}
	if c.piece.size > 0 && !lifted {
		rad := domeRadius(l.n, c.piece.size) * l.scale
		base := l.bases[index(l.n, sq)]
		place(dst, p.sprite(c.piece, rad), image.Pt(int(math.Round(base.X)), int(math.Round(base.Y))), clip, m)
	}
	for _, ring := range c.rings {
		p.markRing(l, sq, ring, true, m)
	}
}

// ring draws a ring round a square's top inside its lip, filled with fill
// and edged on both sides with key: a capture's, a losing capture's.
func (p *painter) ring(l *layout, sq terrace.Square, fill, key paint, m *mask) {
	dst, clip, kw := p.frame, p.frame.Rect, keylineWidth(l)
	outer, inner := ringRadius-kw, ringRadius-kw-ringWidth
	p.pen.shape(dst, clip, key, m, l.circle(sq, ringRadius, false), l.circle(sq, outer, true),
		l.circle(sq, inner, false), l.circle(sq, inner-kw, true))
	p.pen.shape(dst, clip, fill, m, l.circle(sq, outer, false), l.circle(sq, inner, true))
}

// flag draws a goal's pennant, as on the flat board: a light pole, and
// the stripes edged in light so that even a black one shows.
func (p *painter) flag(f flag, colours []string, m *mask) {
	dst, clip := p.frame, p.frame.Rect
	edge := max(1, p.edgeWidth(f))
	p.pen.shape(dst, clip, solid(poleEdge), m, grown(f.pole, edge*0.7))
	p.pen.shape(dst, clip, solid(poleColour), m, f.pole)
	// The flag flies beside the board, over the window's background:
	// a dark outline round the light edge keeps it in sight on a light one.
	for _, stripe := range f.stripes {
		p.pen.shape(dst, clip, solid(poleEdge), m, grown(stripe, edge*2.2))
	}
	for i, stripe := range f.stripes {
		p.pen.shape(dst, clip, solid(stripeEdge), m, grown(stripe, edge*1.3))
		p.pen.shape(dst, clip, solid(view.SeatColour(colours[i])), m, stripe)
	}
}

// edgeWidth is the width of a pennant's edges in pixels: its pole's.
func (p *painter) edgeWidth(f flag) float64 { return (f.pole[1].X - f.pole[0].X) * 0.5 }

// grown is a convex outline pushed out by d pixels.
func grown(poly []vec, d float64) []vec {
	var c vec
	for _, q := range poly {
		c = c.add(q)
	}
	c = c.times(1 / float64(len(poly)))
	out := make([]vec, len(poly))
	for i, q := range poly {
		v := q.sub(c)
		l := math.Hypot(v.X, v.Y)
		if l == 0 {
			out[i] = q
			continue
		}
		out[i] = q.add(v.times(d * 1.4 / l))
	}
	return out
}
