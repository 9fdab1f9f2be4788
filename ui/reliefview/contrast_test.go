package reliefview

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/contrast"
	"boardshelf/ui/themetest"
)

// The marks a player reads on the terraces stand out at WCAG's 4.5:1 at
// least from the terrace they lie on, as painted: its ground, lit along
// the lip where it falls away, shaded at the foot of a higher terrace's
// wall, and tinted. Measured on the pictures the painter paints, on both
// boards, from every side, in a small window and a large one:
//
//   - each move dot and capture (or warning) ring, on every square, under
//     every tint and none: all along its edge, where it meets the terrace,
//     some of its ink within a few pixels stands out from the terrace
//     under that ink (a mark drawn in more than one colour, a dot with a
//     rim, a ring on its keylines, counts by the colour of it that stands
//     out most there);
//   - each tint (the piece chosen, the last move, a T in danger), on every
//     square: all along the edge of the top, the tint stands out from the
//     terrace, or a line drawn with it does from the top as tinted.
func TestMarksStandOutOnTheTerraces(t *testing.T) {
	tints := []struct {
		name string
		c    color.NRGBA
	}{{"untinted", color.NRGBA{}}, {"chosen", selectedTint}, {"last move", lastMoveTint}, {"in danger", dangerTint}}
	marks := []struct {
		name string
		mark board.Mark
	}{{"move dot", board.MoveMark}, {"capture ring", board.CaptureMark}, {"warning ring", board.WarningMark}}
	for _, c := range []struct{ n, w, h int }{{6, 640, 480}, {8, 640, 480}, {6, 1000, 800}, {8, 1000, 800}} {
		for turn := range 4 {
			t.Run(fmt.Sprintf("%dx%d/%dx%d/side%d", c.n, c.n, c.w, c.h, turn), func(t *testing.T) {
				t.Parallel()
				var p painter
				l := fit(c.n, turn, float64(c.w), float64(c.h))
				// paint paints a tint and a mark on the squares of a phase
				// (all for -1). The four phases leave no two marks side by
				// side, so that whatever changes near a mark is its own.
				paint := func(tint color.NRGBA, mark board.Mark, phase int) *image.RGBA {
					sc := scene{cells: make([]cell, c.n*c.n)}
					for i := range sc.cells {
						if phase < 0 || phaseOf(square(c.n, i)) == phase {
							sc.cells[i] = cell{tint: tint, mark: mark}
						}
					}
					return p.draw(l, c.w, c.h, &sc, -1)
				}
				bare := clone(paint(color.NRGBA{}, board.NoMark, -1))
				tops := visibleTops(l, p.terrain(l, c.w, c.h), bare.Rect)
				// A few pixels: a keyline and a half.
				reach := int(math.Ceil(1.5*keylineWidth(l)*l.scale)) + 1
				fails := &failures{t: t}
				for _, tint := range tints {
					tinted := tintedBy(tint.c)
					if tint.c.A > 0 {
						all := paint(tint.c, board.NoMark, -1)
						for i, top := range tops {
							// The line may keep off the lip.
							ratio, at := tintContrast(top, bare, all, tinted, reach+int(math.Ceil(lipWidth*l.scale)))
							if ratio < contrast.Min {
								fails.add("the tint of a square %s, on %v, stands out %.2f:1 at best at %v (terrace %s), want %.1f:1",
									tint.name, square(c.n, i), ratio, at, themetest.Hex(bare.RGBAAt(at.X, at.Y)), contrast.Min)
							}
						}
					}
					for phase := range 4 {
						under := clone(paint(tint.c, board.NoMark, phase))
						for _, m := range marks {
							over := paint(tint.c, m.mark, phase)
							for i, top := range tops {
								if phaseOf(square(c.n, i)) != phase {
									continue
								}
								if ratio, at := markContrast(top, bare, under, over, tinted, reach); ratio < contrast.Min {
									fails.add("the %s on %v, %s, stands out %.2f:1 at best at %v (terrace %s), want %.1f:1",
										m.name, square(c.n, i), tint.name, ratio, at, themetest.Hex(under.RGBAAt(at.X, at.Y)), contrast.Min)
								}
							}
						}
					}
				}
				fails.done()
			})
		}
	}
}

func phaseOf(sq terrace.Square) int { return sq.File%2 + 2*(sq.Rank%2) }

// failures tells the first few faint marks, and how many more.
type failures struct {
	t *testing.T
	n int
}

func (f *failures) add(format string, args ...any) {
	f.t.Helper()
	if f.n++; f.n <= 8 {
		f.t.Errorf(format, args...)
	}
}

func (f *failures) done() {
	if f.n > 8 {
		f.t.Errorf("and %d more", f.n-8)
	}
}

// top is the pixels of a square's top as painted: own, those wholly of it
// (inside its outline, hidden by no column in front), and edge, those of
// them beside its own outline (not beside a column in front).
type top struct {
	rect      image.Rectangle
	own, edge []bool // by pixel of rect
}

func (tp top) index(p image.Point) int { return (p.Y-tp.rect.Min.Y)*tp.rect.Dx() + p.X - tp.rect.Min.X }

func (tp top) mine(p image.Point) bool { return p.In(tp.rect) && tp.own[tp.index(p)] }

func visibleTops(l *layout, tr *terrain, frame image.Rectangle) []top {
	var pn pen
	out := make([]top, l.n*l.n)
	for i := range out {
		face := l.topFace(square(l.n, i))
		r := bounds(face, frame).Inset(-1).Intersect(frame)
		if !pn.begin(r) {
			continue
		}
		pn.add(face)
		pn.cover()
		m := &tr.masks[i]
		hidden := func(p image.Point) bool {
			return p.In(m.rect) && m.a[(p.Y-m.rect.Min.Y)*m.rect.Dx()+p.X-m.rect.Min.X] > 0
		}
		tp := top{rect: r, own: make([]bool, r.Dx()*r.Dy()), edge: make([]bool, r.Dx()*r.Dy())}
		for p := range points(r) {
			tp.own[tp.index(p)] = pn.acc[(p.Y-r.Min.Y)*(pn.w+2)+p.X-r.Min.X] >= 0.999 && !hidden(p)
		}
		for p := range points(r) {
			if tp.own[tp.index(p)] && meets(p, func(q image.Point) bool { return !tp.mine(q) && !hidden(q) }) {
				tp.edge[tp.index(p)] = true
			}
		}
		out[i] = tp
	}
	return out
}

// asTinted is the luminance of a terrace's pixel with a tint over it
// (board.Over), worked out a channel at a time: the blend keeps the
// channels apart.
type asTinted [3][256]float64

func tintedBy(tint color.NRGBA) *asTinted {
	var out asTinted
	for v := range 256 {
		c := contrast.Over(tint, color.Gray{Y: uint8(v)})
		out[0][v], out[1][v], out[2][v] = 0.2126*linear[c.R], 0.7152*linear[c.G], 0.0722*linear[c.B]
	}
	return &out
}

func (t *asTinted) at(img *image.RGBA, p image.Point) float64 {
	i := img.PixOffset(p.X, p.Y)
	return t[0][img.Pix[i]] + t[1][img.Pix[i+1]] + t[2][img.Pix[i+2]]
}

// markContrast measures the mark painted on a top over the picture
// without it (painted): at every pixel of its edge where it meets the top,
// the best contrast within reach pixels of its ink, or of the line of the
// top's tint where the two meet, with the terrace as tinted under them (as
// the flat board measures its marks). It gives the worst, and where; 21
// for a top with no mark on show.
func markContrast(tp top, bare, painted, over *image.RGBA, tint *asTinted, reach int) (float64, image.Point) {
	r := tp.rect.Inset(-reach).Intersect(over.Rect)
	at := func(p image.Point) int { return (p.Y-r.Min.Y)*r.Dx() + p.X - r.Min.X }
	mark := make([]bool, r.Dx()*r.Dy())
	ink := make([]float64, r.Dx()*r.Dy())
	for p := range points(r) {
		k := at(p)
		mark[k] = differ(over, painted, p)
		if mark[k] || tp.mine(p) {
			ink[k] = ratio(luminance(over, p), tint.at(bare, p))
		}
	}
	worst, where := 21.0, image.Point{}
	for p := range points(tp.rect) {
		if !tp.mine(p) || !mark[at(p)] || !meets(p, func(q image.Point) bool { return tp.mine(q) && !mark[at(q)] }) {
			continue
		}
		if best := bestAround(ink, r, p, reach); best < worst {
			worst, where = best, p
		}
	}
	return worst, where
}

// bestAround is the greatest of the values, by pixel of r, within reach
// pixels of p across and down, or the first that reaches contrast.Min.
func bestAround(values []float64, r image.Rectangle, p image.Point, reach int) float64 {
	w := image.Rect(p.X-reach, p.Y-reach, p.X+reach+1, p.Y+reach+1).Intersect(r)
	best := 1.0
	for y := w.Min.Y; y < w.Max.Y; y++ {
		row := (y-r.Min.Y)*r.Dx() - r.Min.X
		for _, v := range values[row+w.Min.X : row+w.Max.X] {
			if v >= contrast.Min {
				return v
			}
			best = max(best, v)
		}
	}
	return best
}

// tintContrast measures a tint painted on a top, over the bare terrace:
// at every pixel of the top's edge, the contrast of the top as tinted with
// the terrace, or, better, of a line drawn with the tint within reach
// pixels with the terrace as tinted under it. It gives the worst, and
// where.
func tintContrast(tp top, bare, tinted *image.RGBA, tint *asTinted, reach int) (float64, image.Point) {
	line := make([]float64, len(tp.own))
	for p := range points(tp.rect) {
		if tp.own[tp.index(p)] {
			line[tp.index(p)] = ratio(luminance(tinted, p), tint.at(bare, p))
		}
	}
	worst, where := 21.0, image.Point{}
	for p := range points(tp.rect) {
		if !tp.edge[tp.index(p)] {
			continue
		}
		best := max(ratio(tint.at(bare, p), luminance(bare, p)), bestAround(line, tp.rect, p, reach))
		if best < worst {
			worst, where = best, p
		}
	}
	return worst, where
}

// differ reports whether two pictures differ at p by more than the
// rounding of what is painted behind a column in front, seen through the
// antialiased edge of the column.
func differ(a, b *image.RGBA, p image.Point) bool {
	i := a.PixOffset(p.X, p.Y)
	for k := range 3 {
		if x, y := a.Pix[i+k], b.Pix[i+k]; max(x, y)-min(x, y) > 2 {
			return true
		}
	}
	return false
}

// meets reports whether a pixel next to p is one of those.
func meets(p image.Point, those func(image.Point) bool) bool {
	for q := range around(p, 1) {
		if q != p && those(q) {
			return true
		}
	}
	return false
}

// points are the pixels of r.
func points(r image.Rectangle) func(func(image.Point) bool) {
	return func(yield func(image.Point) bool) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if !yield(image.Pt(x, y)) {
					return
				}
			}
		}
	}
}

// around are the pixels at most d from p across and down.
func around(p image.Point, d int) func(func(image.Point) bool) {
	return points(image.Rect(p.X-d, p.Y-d, p.X+d+1, p.Y+d+1))
}

// linear is board.Luminance of each grey: what a channel's value adds to
// a colour's luminance, WCAG's weights of the three adding up to 1. With
// it the luminance of a great many pixels works out fast.
var linear = func() (out [256]float64) {
	for v := range out {
		out[v] = contrast.Luminance(color.Gray{Y: uint8(v)})
	}
	return out
}()

// luminance is board.Luminance of an opaque pixel.
func luminance(img *image.RGBA, p image.Point) float64 {
	i := img.PixOffset(p.X, p.Y)
	return 0.2126*linear[img.Pix[i]] + 0.7152*linear[img.Pix[i+1]] + 0.0722*linear[img.Pix[i+2]]
}

// ratio is contrast.Ratio of two colours of these luminances.
func ratio(a, b float64) float64 { return (max(a, b) + 0.05) / (min(a, b) + 0.05) }

func clone(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	return out
}
