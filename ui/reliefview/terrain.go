package reliefview

import (
	"image"
	"image/color"

	"boardshelf/rules/terrace"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
)

// terrain is what never changes during a game seen from one viewpoint at
// one size: the terraces with their walls, drawn once, and for every
// square what of the terraces stands in front of it, so that its piece
// and its highlights, drawn over the terrain later, stay behind.
type terrain struct {
	key   terrainKey
	img   *image.RGBA
	masks []mask // by square index: the columns in front, over the room the square's pieces and marks take
}

type terrainKey struct{ n, turn, w, h int }

// The colours of the terraces: the flat board's, from the deep green of
// the low corners to the sand of the high ones (terraceview.Ground), with
// walls of earth between them and the board's wooden body below.
var (
	lowGround  = color.NRGBA{0x3d, 0x6e, 0x4c, 0xff}
	highGround = color.NRGBA{0xe6, 0xd6, 0xa4, 0xff}
	earth      = color.NRGBA{0x6b, 0x55, 0x3a, 0xff}
	white      = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	black      = color.NRGBA{0, 0, 0, 0xff}
)

func nrgba(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// shade darkens (k < 1) or lightens (k > 1) a colour.
func shade(c color.NRGBA, k float64) color.NRGBA {
	ch := func(v uint8) uint8 { return uint8(min(255, float64(v)*k+0.5)) }
	return color.NRGBA{ch(c.R), ch(c.G), ch(c.B), c.A}
}

func withAlpha(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// wallColour is the colour of the walls of a square's column: its level's
// colour in earth.
func wallColour(n int, sq terrace.Square) color.NRGBA {
	level := view.Mix(lowGround, highGround, float64(terrace.Level(n, sq))/float64(n-1))
	return view.Mix(level, earth, 0.5)
}

// side is one of the four walls of a square's column: its outward
// direction on the board and its two corners, from the square's
// bottom-left corner.
type side struct {
	dx, dy int
	a, b   [2]float64
}

var sides = []side{
	{-1, 0, [2]float64{0, 0}, [2]float64{0, 1}},
	{1, 0, [2]float64{1, 0}, [2]float64{1, 1}},
	{0, -1, [2]float64{0, 0}, [2]float64{1, 0}},
	{0, 1, [2]float64{0, 1}, [2]float64{1, 1}},
}

// newTerrain draws the terraces of l into a w by h image.
func newTerrain(l *layout, w, h int) *terrain {
	t := &terrain{key: terrainKey{l.n, l.turn, w, h}, img: image.NewRGBA(image.Rect(0, 0, w, h))}
	var p pen
	clip := t.img.Bounds()
	n := float64(l.n)
	// The board's shadow on the table, soft.
	for k, a := range []uint8{0x14, 0x1c, 0x24} {
		grow := 0.10 - 0.03*float64(k)
		z := -plinthDepth
		foot := []vec{l.at(-grow, -grow, z), l.at(n+grow, -grow, z), l.at(n+grow, n+grow, z), l.at(-grow, n+grow, z)}
		shift := vec{0.05, 0.07}.times(l.scale)
		for i := range foot {
			foot[i] = foot[i].add(shift)
		}
		p.shape(t.img, clip, solid(withAlpha(black, a)), nil, hull(foot))
	}
	for _, i := range l.order {
		t.column(&p, l, square(l.n, i))
	}
	t.masks = make([]mask, l.n*l.n)
	for k, i := range l.order {
		t.masks[i] = t.hiddenBy(&p, l, l.order[k+1:], room(l, square(l.n, i)).Intersect(clip))
	}
	return t
}

// column draws a square's column: the walls that face the eye, then its
// top with the lines that mark its edges.
func (t *terrain) column(p *pen, l *layout, sq terrace.Square) {
	n := l.n
	clip := t.img.Bounds()
	z := height(n, sq)
	f, r := float64(sq.File), float64(sq.Rank)
	wall := wallColour(n, sq)
	for _, s := range sides {
		visible, light := faces(l.turn, float64(s.dx), float64(s.dy))
		if !visible {
			continue
		}
		next := terrace.Square{File: sq.File + s.dx, Rank: sq.Rank + s.dy}
		bright := 0.64 + 0.36*light
		a, b := vec{f + s.a[0], r + s.a[1]}, vec{f + s.b[0], r + s.b[1]}
		if !terrace.OnBoard(n, next) {
			// The board's wooden body, then the terrace's wall above it.
			body := nrgba(terraceview.Frame)
			t.wall(p, l, a, b, -plinthDepth, 0, shade(body, bright*1.25), shade(body, bright*0.8))
			if z > 0 {
				t.wall(p, l, a, b, 0, z, shade(wall, bright), shade(wall, bright*0.78))
			}
			continue
		}
		if below := height(n, next); below < z {
			t.wall(p, l, a, b, below, z, shade(wall, bright), shade(wall, bright*0.78))
		}
	}
	top := l.topFace(sq)
	p.shape(t.img, clip, solid(nrgba(terraceview.Ground(n, sq))), nil, top)
	t.edges(p, l, sq)
}

// wall draws the face of a column over the edge from a to b (board
// units) between heights z0 and z1, lit at the top and shaded towards its
// foot.
func (t *terrain) wall(p *pen, l *layout, a, b vec, z0, z1 float64, lit, foot color.NRGBA) {
	face := []vec{l.at(a.X, a.Y, z0), l.at(b.X, b.Y, z0), l.at(b.X, b.Y, z1), l.at(a.X, a.Y, z1)}
	p.shape(t.img, t.img.Bounds(), gradient(lit, foot, face[3], face[0]), nil, hull(face))
}

// lipWidth is the width of the bright lip along a top's edge where the
// ground falls away, in squares.
const lipWidth = 0.035

// edges draws the edges of a square's top: a bright lip where the ground
// falls away, a shadow at the foot of a higher neighbour's wall, and a
// faint line between squares of one terrace so that they can be counted.
func (t *terrain) edges(p *pen, l *layout, sq terrace.Square) {
	n := l.n
	z := height(n, sq)
	f, r := float64(sq.File), float64(sq.Rank)
	ground := nrgba(terraceview.Ground(n, sq))
	for _, s := range sides {
		next := terrace.Square{File: sq.File + s.dx, Rank: sq.Rank + s.dy}
		climb := -1
		if terrace.OnBoard(n, next) {
			climb = terrace.Level(n, next) - terrace.Level(n, sq)
		}
		a, b := vec{f + s.a[0], r + s.a[1]}, vec{f + s.b[0], r + s.b[1]}
		in := vec{-float64(s.dx), -float64(s.dy)} // into the square
		band := func(width float64) []vec {
			return hull([]vec{l.at(a.X, a.Y, z), l.at(b.X, b.Y, z),
				l.at(b.X+in.X*width, b.Y+in.Y*width, z), l.at(a.X+in.X*width, a.Y+in.Y*width, z)})
		}
		switch {
		case climb < 0:
			p.shape(t.img, t.img.Bounds(), solid(withAlpha(view.Mix(ground, white, 0.5), 0xd0)), nil, band(lipWidth))
		case climb > 0:
			const width = 0.2
			mid := vec{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
			from, to := l.at(mid.X, mid.Y, z), l.at(mid.X+in.X*width, mid.Y+in.Y*width, z)
			p.shape(t.img, t.img.Bounds(), gradient(withAlpha(black, 0x58), withAlpha(black, 0), from, to), nil, band(width))
		default:
			p.shape(t.img, t.img.Bounds(), solid(withAlpha(black, 0x22)), nil, band(0.012))
		}
	}
}

// room is the part of the picture a square's own drawing may take: its
// top, its largest piece with the piece's shadow, and a goal's pennant.
func room(l *layout, sq terrace.Square) image.Rectangle {
	clip := image.Rect(-1<<20, -1<<20, 1<<20, 1<<20)
	r := bounds(l.topFace(sq), clip)
	base := l.bases[index(l.n, sq)]
	rad := domeRadius(l.n, terrace.MaxPieceSize(l.n)) * l.scale
	up := max(domeReach(domeRadius(l.n, terrace.MaxPieceSize(l.n)))*l.scale, 1.4*rad*elevSin)
	r = r.Union(bounds([]vec{base.add(vec{-1.4 * rad, -up}), base.add(vec{1.5 * rad, 1.2 * rad * elevSin})}, clip).Inset(-2))
	if a1, far := terrace.LowCorners(l.n); sq == a1 || sq == far {
		for _, stripe := range l.pennant(sq, 1).stripes {
			r = r.Union(bounds(stripe, clip).Inset(-2))
		}
	}
	return r
}

// hiddenBy is how much of each pixel of rect the columns in front hide.
func (t *terrain) hiddenBy(p *pen, l *layout, front []int, rect image.Rectangle) mask {
	m := mask{rect: rect, a: make([]uint8, rect.Dx()*rect.Dy())}
	if !p.begin(rect) {
		return m
	}
	for _, j := range front {
		if bounds(l.hulls[j], rect).Empty() {
			continue
		}
		p.add(l.hulls[j])
	}
	p.cover()
	stride := p.w + 2
	for y := range p.h {
		for x, c := range p.acc[y*stride : y*stride+p.w] {
			m.a[y*p.w+x] = uint8(c*255 + 0.5)
		}
	}
	return m
}
