package sixmaking

import (
	"boardshelf/ai/search"
	six "boardshelf/rules/sixmaking"
)

// A tower of six or more disks is a King: the owner of its top disk wins
// (or, in Sixth MaKING, scores a point).
const kingHeight = 6

// sixTower is one tower as the evaluation sees it.
type sixTower struct {
	height int
	top    six.Color
	disks  uint16 // bit i set: the i-th disk from the bottom is dark
}

func towerOf(disks []six.Color) sixTower {
	t := sixTower{height: len(disks)}
	for k, c := range disks {
		if c == six.Dark {
			t.disks |= 1 << k
		}
		t.top = c
	}
	return t
}

func (t sixTower) Key(i int) uint64 {
	if t.height == 0 {
		return 0
	}
	return search.Mix(uint64(i)<<24 | uint64(t.height)<<16 | uint64(t.disks))
}

// sixBoard is a copy of a Six MaKING board for evaluating it: the towers
// and the lines along which they move.
type sixBoard struct {
	size   int
	towers [64]sixTower
	geo    *sixGeo
}

func newSixBoard(g *six.Game) *sixBoard {
	b := &sixBoard{size: g.Size(), geo: sixGeoOf(g.Size())}
	b.readAll(g)
	return b
}

func (b *sixBoard) square(i int) six.Square {
	return six.Square{File: i % b.size, Rank: i / b.size}
}

func (b *sixBoard) index(s six.Square) int { return s.Rank*b.size + s.File }

// read copies the tower on square i from the game.
func (b *sixBoard) read(g *six.Game, i int) { b.towers[i] = towerOf(g.Tower(b.square(i))) }

func (b *sixBoard) readAll(g *six.Game) {
	for i := range b.size * b.size {
		b.read(g, i)
	}
}

// reach calls visit for each tower the tower on s can land on. It follows
// the movement by height (Pawn, Rook, Knight, Bishop, Queen) for the
// evaluation's sake only, Ko aside; which moves are legal the game says.
func (b *sixBoard) reach(s int, visit func(to int)) {
	first := func(rays [][]int8) {
		for _, ray := range rays {
			for _, to := range ray {
				if b.towers[to].height > 0 {
					visit(int(to))
					break
				}
			}
		}
	}
	switch b.towers[s].height {
	case 1:
		for d := 0; d < 4; d++ {
			if ray := b.geo.rays[s][d]; len(ray) > 0 && b.towers[ray[0]].height > 0 {
				visit(int(ray[0]))
			}
		}
	case 2:
		first(b.geo.rays[s][:4])
	case 3:
		for _, to := range b.geo.knight[s] {
			if b.towers[to].height > 0 {
				visit(int(to))
			}
		}
	case 4:
		first(b.geo.rays[s][4:])
	case 5:
		first(b.geo.rays[s][:])
	}
}

// crowns counts, for each colour, the Kings it could build at once (a
// tower under that colour landing on another for six disks or more), and
// marks the squares those towers stand on.
func (b *sixBoard) crowns() (count [2]int, sources [2]uint64) {
	for s := range b.size * b.size {
		t := b.towers[s]
		if t.height == 0 {
			continue
		}
		b.reach(s, func(to int) {
			if t.height+b.towers[to].height >= kingHeight {
				count[t.top]++
				sources[t.top] |= 1 << s
			}
		})
	}
	return count, sources
}
