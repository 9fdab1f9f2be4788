// Package terrace implements the rules of Terrace: a square board of levelled
// terraces on which dome-shaped pieces move up, down and along the terraces,
// capture diagonally downhill, and race their marked T piece to the low corner
// across the board. The rules followed are in docs/rules/terrace.md, with
// every decision on what the rulebooks leave open and the reference counts.
package terrace

import (
	"strconv"

	"boardshelf/rules"
)

// Square is a square of the board: File 0 is the a-file on the left, Rank 0
// the first rank at the bottom.
type Square struct{ File, Rank int }

// String gives the square in chess-like notation, e.g. "a1" or "h8".
func (s Square) String() string {
	return string(rune('a'+s.File)) + strconv.Itoa(s.Rank+1)
}

// ParseSquare reads a square such as "c4". It does not check the board size.
func ParseSquare(s string) (Square, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return Square{}, rules.Explain("%s is not a square (write a file letter and a rank number, e.g. c4)", rules.Quote(s))
	}
	rank, err := strconv.Atoi(s[1:])
	if err != nil || rank < 1 {
		return Square{}, rules.Explain("%s is not a square (write a file letter and a rank number, e.g. c4)", rules.Quote(s))
	}
	return Square{File: int(s[0] - 'a'), Rank: rank - 1}, nil
}

// Sizes are the board sizes Terrace is played on.
var Sizes = []int{6, 8}

// MaxPieceSize is the largest piece on a board of side n: sizes run 1-3 on
// 6x6 and 1-4 on 8x8.
func MaxPieceSize(n int) int { return n / 2 }

// Level is the height of square s on a board of side n, 0 (the low corners
// a1 and the opposite one) to n-1 (the high corners). The board is two
// staircases of L-shaped terraces meeting diagonally at the centre.
func Level(n int, s Square) int {
	return min(max(s.File, s.Rank), max(n-1-s.File, n-1-s.Rank))
}

// LowCorners are a1 and the far low corner of a board of side n: the goals.
func LowCorners(n int) (Square, Square) {
	return Square{0, 0}, Square{n - 1, n - 1}
}

// OnBoard reports whether s lies on a board of side n.
func OnBoard(n int, s Square) bool {
	return s.File >= 0 && s.File < n && s.Rank >= 0 && s.Rank < n
}

// geometry holds the tables that depend only on the board size.
type geometry struct {
	n       int
	level   []int   // by square index
	terrace []int   // terrace number by square index: squares of one L share it
	around  [][]int // the 8 neighbours of each square (indexes)
	orth    [][]int // the 4 orthogonal neighbours
	takers  [][]int // the diagonal neighbours a level higher: whence a piece on the square is taken
}

var geometries = map[int]*geometry{}

func init() {
	for _, n := range Sizes {
		geometries[n] = newGeometry(n)
	}
}

func newGeometry(n int) *geometry {
	g := &geometry{n: n}
	for i := 0; i < n*n; i++ {
		s := g.square(i)
		g.level = append(g.level, Level(n, s))
		var around, orth, takers []int
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				t := Square{s.File + df, s.Rank + dr}
				if (df == 0 && dr == 0) || !OnBoard(n, t) {
					continue
				}
				around = append(around, g.index(t))
				if df == 0 || dr == 0 {
					orth = append(orth, g.index(t))
				} else if Level(n, t) == Level(n, s)+1 {
					takers = append(takers, g.index(t))
				}
			}
		}
		g.around = append(g.around, around)
		g.orth = append(g.orth, orth)
		g.takers = append(g.takers, takers)
	}
	// A terrace is a set of same-level squares joined by orthogonal steps.
	g.terrace = make([]int, n*n)
	for i := range g.terrace {
		g.terrace[i] = -1
	}
	next := 0
	for i := range g.terrace {
		if g.terrace[i] >= 0 {
			continue
		}
		stack := []int{i}
		g.terrace[i] = next
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, k := range g.orth[j] {
				if g.terrace[k] < 0 && g.level[k] == g.level[i] {
					g.terrace[k] = next
					stack = append(stack, k)
				}
			}
		}
		next++
	}
	return g
}

func (g *geometry) index(s Square) int  { return s.Rank*g.n + s.File }
func (g *geometry) square(i int) Square { return Square{File: i % g.n, Rank: i / g.n} }

// diagonal reports whether squares a and b, neighbours, touch at a corner.
func (g *geometry) diagonal(a, b int) bool { return a%g.n != b%g.n && a/g.n != b/g.n }

// Takers are the squares from which a piece can take one on s, on a board
// of side n (one of Sizes): its diagonal neighbours one level higher. A
// capture steps diagonally down, and any piece may take a T.
func Takers(n int, s Square) []Square {
	g := geometries[n]
	if g == nil || !OnBoard(n, s) {
		return nil
	}
	var out []Square
	for _, j := range g.takers[g.index(s)] {
		out = append(out, g.square(j))
	}
	return out
}

// SameTerrace reports whether a and b lie on the same L-shaped terrace of a
// board of side n (one of Sizes). The two terraces of a level touch only
// diagonally at the centre, so a same-level move never crosses between them.
func SameTerrace(n int, a, b Square) bool {
	g := geometries[n]
	return g != nil && OnBoard(n, a) && OnBoard(n, b) && g.terrace[g.index(a)] == g.terrace[g.index(b)]
}
