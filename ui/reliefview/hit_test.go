package reliefview

import (
	"fmt"
	"math"
	"testing"

	"boardshelf/rules/terrace"
)

// Hit testing finds the square drawn under a point, front-most first. The
// tables below are checked for both boards, from each of the four
// viewpoints, at the two window sizes the board is made for.

type seenBoard struct {
	n    int
	turn int
	w, h float64
}

func boards() []seenBoard {
	var out []seenBoard
	for _, n := range terrace.Sizes {
		for turn := range 4 {
			for _, size := range [][2]float64{{560, 520}, {980, 820}} {
				out = append(out, seenBoard{n, turn, size[0], size[1]})
			}
		}
	}
	return out
}

func (b seenBoard) String() string {
	return fmt.Sprintf("%dx%d turned %d at %gx%g", b.n, b.n, b.turn, b.w, b.h)
}

// empty is a board without pieces; full has the largest piece on every
// square.
func empty(terrace.Square) int { return 0 }

func full(n int) func(terrace.Square) int {
	return func(terrace.Square) int { return terrace.MaxPieceSize(n) }
}

// step is p moved d pixels towards q.
func step(p, q vec, d float64) vec {
	v := q.sub(p)
	return p.add(v.times(d / math.Hypot(v.X, v.Y)))
}

func up(p vec, d float64) vec { return p.sub(vec{0, d}) }

// A click in the middle of a square's top hits that square, empty or
// under its piece, and a click beside the board hits none.
func TestTheMiddleOfEverySquareHitsIt(t *testing.T) {
	for _, b := range boards() {
		l := fit(b.n, b.turn, b.w, b.h)
		for _, pieces := range []func(terrace.Square) int{empty, full(b.n)} {
			for i := range b.n * b.n {
				want := square(b.n, i)
				if got, ok := l.squareAt(l.bases[i], pieces); !ok || got != want {
					t.Errorf("%v: the middle of %v hits %v (%v)", b, want, got, ok)
				}
			}
		}
		for _, p := range []vec{{1, 1}, {b.w - 1, b.h - 1}, {1, b.h - 1}} {
			if got, ok := l.squareAt(p, full(b.n)); ok {
				t.Errorf("%v: the corner %v of the widget hits %v", b, p, got)
			}
		}
	}
}

// Where two neighbouring squares of different levels meet, a click on the
// nearer one's top hits it, and a click on the farther one hits that one:
// its top where the nearer is the higher and hides the front of it, its
// wall where the farther is the higher. Every such edge of both boards is
// tried, a pixel and a half to either side.
func TestTheEdgesOfRaisedTerraces(t *testing.T) {
	const d = 1.5
	for _, b := range boards() {
		l := fit(b.n, b.turn, b.w, b.h)
		hit := func(p vec) terrace.Square {
			sq, _ := l.squareAt(p, empty)
			return sq
		}
		edges := 0
		for i := range b.n * b.n {
			for _, s := range sides {
				a, c := square(b.n, i), square(b.n, i)
				c.File += s.dx
				c.Rank += s.dy
				if !terrace.OnBoard(b.n, c) || terrace.Level(b.n, a) == terrace.Level(b.n, c) {
					continue
				}
				_, da := seen(b.n, b.turn, float64(a.File)+0.5, float64(a.Rank)+0.5)
				_, dc := seen(b.n, b.turn, float64(c.File)+0.5, float64(c.Rank)+0.5)
				if da > dc {
					continue // each edge once, a the nearer square
				}
				edges++
				za, zc := height(b.n, a), height(b.n, c)
				// The middle of the edge between them.
				ex := float64(a.File) + 0.5 + float64(s.dx)/2
				ey := float64(a.Rank) + 0.5 + float64(s.dy)/2
				mid := func(z float64) vec { return l.at(ex, ey, z) }
				centre := func(sq terrace.Square, z float64) vec {
					return l.at(float64(sq.File)+0.5, float64(sq.Rank)+0.5, z)
				}
				cases := []hitCase{{"the nearer square's top by the edge", step(mid(za), centre(a, za), d), a}}
				if za > zc {
					cases = append(cases, hitCase{"just beyond the raised nearer square", step(mid(za), centre(c, za), d), c})
				} else {
					cases = append(cases,
						hitCase{"the foot of the farther square's wall", up(mid(za), d), c},
						hitCase{"the top of the farther square's wall", up(mid(zc), -d), c},
						hitCase{"the farther square's top by the edge", step(mid(zc), centre(c, zc), d), c})
				}
				for _, k := range cases {
					if got := hit(k.p); got != k.want {
						t.Errorf("%v, %v|%v: %s hits %v, want %v", b, a, c, k.what, got, k.want)
					}
				}
			}
		}
		if edges == 0 {
			t.Errorf("%v: no edge between levels tried", b)
		}
	}
}

type hitCase struct {
	what string
	p    vec
	want terrace.Square
}

// A piece standing in front of a square is drawn over part of it: a click
// on the piece there hits the piece's square, and a click just above the
// piece's top hits the square behind. With the largest pieces on every
// square the tops of some of them are drawn over the squares behind, from
// every viewpoint.
func TestPiecesDrawnOverTheSquareBehind(t *testing.T) {
	for _, b := range boards() {
		l := fit(b.n, b.turn, b.w, b.h)
		pieces := full(b.n)
		reach := domeReach(domeRadius(b.n, terrace.MaxPieceSize(b.n))) * l.scale
		over := 0
		for i := range b.n * b.n {
			own := square(b.n, i)
			top := up(l.bases[i], reach-1)
			behind := -1 // the square whose column is drawn there, pieces aside
			for _, j := range l.order {
				if inside(l.hulls[j], top) {
					behind = j
				}
			}
			if got, ok := l.squareAt(top, pieces); !ok || got != own {
				t.Errorf("%v: the top of the piece on %v hits %v (%v)", b, own, got, ok)
			}
			if behind < 0 || behind == i {
				continue
			}
			over++
			// Just above the piece, the square behind shows (unless a
			// piece stands there, drawn over it in turn).
			above := up(l.bases[i], reach+1.5)
			if got, ok := l.squareAt(above, empty); !ok || got == own {
				t.Errorf("%v: just above the piece on %v hits %v (%v), not the square behind", b, own, got, ok)
			}
		}
		if over == 0 {
			t.Errorf("%v: no piece is drawn over the square behind it", b)
		}
	}
}

// The outline of a convex set of points holds them all, and nothing
// beyond them.
func TestHull(t *testing.T) {
	pts := []vec{{0, 0}, {4, 0}, {4, 3}, {0, 3}, {2, 1}, {1, 2}, {4, 1}}
	h := hull(pts)
	if len(h) != 4 {
		t.Fatalf("the hull of a rectangle with points inside has %d corners: %v", len(h), h)
	}
	for _, p := range pts {
		if !inside(h, p) {
			t.Errorf("%v is not inside %v", p, h)
		}
	}
	for _, p := range []vec{{-0.01, 1}, {2, 3.01}, {4.01, 2}, {5, 5}} {
		if inside(h, p) {
			t.Errorf("%v is inside %v", p, h)
		}
	}
}
