package sixmaking

// Board sizes accepted: the rules know 5x5 and 4x4; every movement rule is
// the same on any square board, and 8 keeps square names one letter and one
// digit.
const (
	MinSize = 3
	MaxSize = 8

	maxSquares = MaxSize * MaxSize
)

// Directions, as indices into geometry.rays: the four orthogonal ones first,
// then the four diagonal ones, so each piece uses a contiguous range.
const (
	firstOrthogonal = 0
	firstDiagonal   = 4
	directions      = 8
)

// geometry holds what depends on the board size only. It is built once per
// game and shared, read-only, by clones.
type geometry struct {
	size    int
	squares int
	// rays[s][d] lists the squares from s outwards in direction d, nearest first.
	rays [maxSquares][directions][]int8
	// knight[s] lists the squares a knight's leap from s.
	knight [maxSquares][]int8
}

func newGeometry(size int) *geometry {
	steps := [directions][2]int{
		{0, 1}, {1, 0}, {0, -1}, {-1, 0}, // N E S W
		{1, 1}, {1, -1}, {-1, -1}, {-1, 1}, // NE SE SW NW
	}
	leaps := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	g := &geometry{size: size, squares: size * size}
	on := func(f, r int) bool { return f >= 0 && f < size && r >= 0 && r < size }
	for s := range g.squares {
		f, r := s%size, s/size
		for d, step := range steps {
			for ff, rr := f+step[0], r+step[1]; on(ff, rr); ff, rr = ff+step[0], rr+step[1] {
				g.rays[s][d] = append(g.rays[s][d], int8(rr*size+ff))
			}
		}
		for _, l := range leaps {
			if on(f+l[0], r+l[1]) {
				g.knight[s] = append(g.knight[s], int8((r+l[1])*size+f+l[0]))
			}
		}
	}
	return g
}

func (g *geometry) index(s Square) (int, bool) {
	if s.File < 0 || s.File >= g.size || s.Rank < 0 || s.Rank >= g.size {
		return 0, false
	}
	return s.Rank*g.size + s.File, true
}

func (g *geometry) square(i int) Square { return Square{File: i % g.size, Rank: i / g.size} }
