package sixmaking

import (
	"math/bits"
	"math/rand/v2"
	"sync"

	"boardshelf/ai/search"
	six "boardshelf/rules/sixmaking"
)

// sixState is a Six MaKING position packed small, for the tree search's
// playouts: copied whole, played on without undo, with the game's rules
// (docs/rules/sixmaking.md) but the repetition draw, which a playout never
// meets in practice. Squares are numbered rank*size+file; bit i of a
// mask stands for square i.
type sixState struct {
	geo      *sixGeo
	board    [64]stack
	occupied uint64
	tops     [2]uint64  // the towers with each colour on top
	height   [11]uint64 // the towers of each height
	hash     uint64     // the towers' part of key
	reserve  [2]int8
	score    [2]int8
	target   int8 // Sixth MaKING's points to win; 0 in the ordinary game
	turn     six.Color
	ko       sixMove // the last tower move, which may not be undone; zero for none
	over     bool
	winner   int8 // when over: the winning colour, or -1 for a draw
}

// stack is a tower: the low 4 bits its height, bit 4+i the colour of the
// i-th disk from the bottom (1 dark).
type stack uint16

func (t stack) height() int             { return int(t & 15) }
func (t stack) top() six.Color          { return six.Color(t >> (4 + t.height() - 1) & 1) }
func (t stack) colorAt(i int) six.Color { return six.Color(t >> (4 + i) & 1) }

// split takes the top k disks off t.
func (t stack) split(k int) (rest, part stack) {
	h := t.height()
	disks := t >> 4
	part = (disks>>(h-k))<<4 | stack(k)
	rest = (disks&(1<<(h-k)-1))<<4 | stack(h-k)
	if h == k {
		rest = 0
	}
	return rest, part
}

// on puts part on top of t.
func (t stack) on(part stack) stack {
	h := t.height()
	return (t>>4|part>>4<<h)<<4 | stack(h+part.height())
}

// dark is how many of t's disks are dark.
func (t stack) dark() int {
	n := 0
	for i := range t.height() {
		n += int(t.colorAt(i))
	}
	return n
}

func stackOf(disks []six.Color) stack {
	var t stack
	for i, c := range disks {
		t |= stack(c) << (4 + i)
	}
	return t | stack(len(disks))
}

// sixMove is a move of the packed position: count disks from from onto
// to, or (count 0) a disk from the reserve onto to.
type sixMove struct{ from, to, count int8 }

func (m sixMove) place() bool { return m.count == 0 }

// sixGeo is the lines of a board size, shared by every search: the
// squares along each line (for the evaluation) and the same as masks.
type sixGeo struct {
	size    int
	all     uint64
	rays    [64][8][]int8 // N E S W, then NE SE SW NW
	knight  [64][]int8
	rayMask [64][8]uint64
	leaps   [64]uint64 // a Knight's leaps
	steps   [64]uint64 // a Pawn's steps: the orthogonal neighbours
}

// sixUp tells the lines along which square numbers grow: their first
// square is the lowest bit of a mask.
var sixUp = [8]bool{true, true, false, false, true, false, false, true}

var sixGeos sync.Map // size -> *sixGeo

func sixGeoOf(n int) *sixGeo {
	if g, ok := sixGeos.Load(n); ok {
		return g.(*sixGeo)
	}
	steps := [8][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	leaps := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	on := func(f, r int) bool { return f >= 0 && f < n && r >= 0 && r < n }
	g := &sixGeo{size: n, all: 1<<(n*n) - 1}
	for s := range n * n {
		f, r := s%n, s/n
		for d, st := range steps {
			for ff, rr := f+st[0], r+st[1]; on(ff, rr); ff, rr = ff+st[0], rr+st[1] {
				g.rays[s][d] = append(g.rays[s][d], int8(rr*n+ff))
				g.rayMask[s][d] |= 1 << (rr*n + ff)
			}
			if d < 4 && len(g.rays[s][d]) > 0 {
				g.steps[s] |= 1 << g.rays[s][d][0]
			}
		}
		for _, l := range leaps {
			if on(f+l[0], r+l[1]) {
				to := (r+l[1])*n + f + l[0]
				g.knight[s] = append(g.knight[s], int8(to))
				g.leaps[s] |= 1 << to
			}
		}
	}
	actual, _ := sixGeos.LoadOrStore(n, g)
	return actual.(*sixGeo)
}

// newSixState packs g's position.
func newSixState(g *six.Game) sixState {
	n := g.Size()
	s := sixState{geo: sixGeoOf(n), turn: g.ToMove(), winner: -1}
	for i := range n * n {
		s.set(i, stackOf(g.Tower(six.Square{File: i % n, Rank: i / n})))
	}
	for c := range six.Color(2) {
		s.reserve[c], s.score[c] = int8(g.Reserve(c)), int8(g.Score(c))
	}
	if g.Sixth() {
		s.target = int8(g.Target())
	}
	if m, ok := g.LastMove(); ok && !m.Place {
		s.ko = sixMoveOf(m, n)
	}
	return s
}

func sixMoveOf(m six.Move, n int) sixMove {
	to := int8(m.To.Rank*n + m.To.File)
	if m.Place {
		return sixMove{to: to}
	}
	return sixMove{from: int8(m.From.Rank*n + m.From.File), to: to, count: int8(m.Count)}
}

// set puts tower t on square i, keeping the masks.
func (s *sixState) set(i int, t stack) {
	bit := uint64(1) << i
	if old := s.board[i]; old != 0 {
		s.occupied &^= bit
		s.tops[old.top()] &^= bit
		s.height[old.height()] &^= bit
		s.hash ^= search.Mix(uint64(i)<<16 | uint64(old))
	}
	s.board[i] = t
	if t != 0 {
		s.occupied |= bit
		s.tops[t.top()] |= bit
		s.height[t.height()] |= bit
		s.hash ^= search.Mix(uint64(i)<<16 | uint64(t))
	}
}

// Key identifies the position: towers, reserves, scores, the player to
// move and the move Ko forbids undoing.
func (s *sixState) Key() uint64 {
	rest := uint64(uint8(s.reserve[0])) | uint64(uint8(s.reserve[1]))<<8 | uint64(uint8(s.score[0]))<<16 |
		uint64(uint8(s.score[1]))<<24 | uint64(s.turn)<<32 | uint64(uint8(s.ko.from))<<40 |
		uint64(uint8(s.ko.to))<<48 | uint64(uint8(s.ko.count))<<56
	return s.hash ^ search.Mix(rest^0x51c5)
}

// atLeast is the towers at least h high.
func (s *sixState) atLeast(h int) uint64 {
	var m uint64
	for ; h <= 5; h++ {
		m |= s.height[h]
	}
	return m
}

// reach is the squares the tower on from, h high, may land on, Ko aside:
// the first tower along each line of its piece, or the towers a Pawn's
// step or a Knight's leap away.
func (s *sixState) reach(from, h int) uint64 {
	switch h {
	case 1:
		return s.geo.steps[from] & s.occupied
	case 2:
		return s.firsts(from, 0, 4)
	case 3:
		return s.geo.leaps[from] & s.occupied
	case 4:
		return s.firsts(from, 4, 8)
	case 5:
		return s.firsts(from, 0, 8)
	}
	return 0
}

// firsts is the first tower along each line d0 to d1-1 from square from.
func (s *sixState) firsts(from, d0, d1 int) uint64 {
	var m uint64
	for d := d0; d < d1; d++ {
		b := s.geo.rayMask[from][d] & s.occupied
		switch {
		case b == 0:
		case sixUp[d]:
			m |= b & -b
		default:
			m |= 1 << (63 - bits.LeadingZeros64(b))
		}
	}
	return m
}

// forbidden reports whether Ko forbids m: it undoes the last move.
func (s *sixState) forbidden(m sixMove) bool {
	return s.ko.count != 0 && m.count == s.ko.count && m.from == s.ko.to && m.to == s.ko.from
}

// Moves appends the legal moves: placements, then tower moves by square,
// target and count.
func (s *sixState) Moves(dst []sixMove) []sixMove {
	if s.over {
		return dst
	}
	if s.reserve[s.turn] > 0 {
		for free := s.geo.all &^ s.occupied; free != 0; free &= free - 1 {
			dst = append(dst, sixMove{to: int8(bits.TrailingZeros64(free))})
		}
	}
	for towers := s.occupied; towers != 0; towers &= towers - 1 {
		i := bits.TrailingZeros64(towers)
		h := s.board[i].height()
		for r := s.reach(i, h); r != 0; r &= r - 1 {
			to := int8(bits.TrailingZeros64(r))
			for k := 1; k <= h; k++ {
				if m := (sixMove{from: int8(i), to: to, count: int8(k)}); !s.forbidden(m) {
					dst = append(dst, m)
				}
			}
		}
	}
	return dst
}

// isLegal reports whether m, any move of the packed kind, is legal here:
// what moves would list, without listing them.
func (s *sixState) isLegal(m sixMove) bool {
	if s.over || m.to < 0 || m.to >= 64 || s.geo.all&(1<<m.to) == 0 {
		return false
	}
	if m.place() {
		return s.reserve[s.turn] > 0 && s.occupied&(1<<m.to) == 0
	}
	if m.from < 0 || m.from >= 64 || s.occupied&(1<<m.from) == 0 {
		return false
	}
	h := s.board[m.from].height()
	return int(m.count) <= h && s.reach(int(m.from), h)&(1<<m.to) != 0 && !s.forbidden(m)
}

// randomMove is a legal move drawn evenly from them all (there must be
// one), without listing them.
func (s *sixState) randomMove(rng *rand.Rand) sixMove {
	var reach [64]uint64
	var counts [64]int16
	total := 0
	free := s.geo.all &^ s.occupied
	if s.reserve[s.turn] > 0 {
		total = bits.OnesCount64(free)
	}
	places := total
	for towers := s.occupied; towers != 0; towers &= towers - 1 {
		i := bits.TrailingZeros64(towers)
		h := s.board[i].height()
		r := s.reach(i, h)
		reach[i] = r
		n := bits.OnesCount64(r) * h
		if s.ko.count != 0 && int(s.ko.to) == i && int(s.ko.count) <= h && r&(1<<s.ko.from) != 0 {
			n-- // the move back, which Ko forbids
		}
		counts[i] = int16(n)
		total += n
	}
	k := rng.IntN(total)
	if k < places {
		return sixMove{to: int8(nthBit(free, k))}
	}
	k -= places
	for towers := s.occupied; towers != 0; towers &= towers - 1 {
		i := bits.TrailingZeros64(towers)
		if k >= int(counts[i]) {
			k -= int(counts[i])
			continue
		}
		return s.nthMove(i, reach[i], k)
	}
	panic("six making: no move to draw")
}

// nthMove is the k-th legal move of the tower on square i, whose targets
// are reach, by target and count.
func (s *sixState) nthMove(i int, reach uint64, k int) sixMove {
	h := s.board[i].height()
	for r := reach; r != 0; r &= r - 1 {
		m := sixMove{from: int8(i), to: int8(bits.TrailingZeros64(r))}
		if !s.forbidden(sixMove{from: m.from, to: m.to, count: s.ko.count}) {
			if k < h {
				m.count = int8(k + 1)
				return m
			}
			k -= h
			continue
		}
		// Ko forbids one count here.
		for c := 1; c <= h; c++ {
			if m.count = int8(c); !s.forbidden(m) {
				if k == 0 {
					return m
				}
				k--
			}
		}
	}
	panic("six making: no such move")
}

// nthBit is the square of the n-th set bit of m, from the lowest.
func nthBit(m uint64, n int) int {
	for range n {
		m &= m - 1
	}
	return bits.TrailingZeros64(m)
}

// Play plays a legal move.
func (s *sixState) Play(m sixMove) {
	mover := s.turn
	if m.place() {
		s.set(int(m.to), stack(mover)<<4|1)
		s.reserve[mover]--
		s.ko = sixMove{}
	} else {
		rest, part := s.board[m.from].split(int(m.count))
		s.set(int(m.from), rest)
		s.set(int(m.to), s.board[m.to].on(part))
		s.ko = m
	}
	s.turn = mover.Opponent()
	if s.board[m.to].height() >= kingHeight {
		s.crown(int(m.to))
		if s.over {
			return
		}
	}
	if !s.hasMove() {
		s.over, s.winner = true, int8(mover)
	}
}

// crown settles a King built on square i.
func (s *sixState) crown(i int) {
	king := s.board[i]
	owner := king.top()
	if s.target == 0 {
		s.over, s.winner = true, int8(owner)
		return
	}
	s.score[owner]++
	dark := king.dark()
	s.reserve[six.Dark] += int8(dark)
	s.reserve[six.Light] += int8(king.height() - dark)
	s.set(i, 0)
	s.ko = sixMove{}
	if s.score[owner] >= s.target {
		s.over, s.winner = true, int8(owner)
	}
}

func (s *sixState) hasMove() bool {
	if s.reserve[s.turn] > 0 && s.occupied != s.geo.all {
		return true
	}
	for towers := s.occupied; towers != 0; towers &= towers - 1 {
		i := bits.TrailingZeros64(towers)
		h := s.board[i].height()
		r := s.reach(i, h)
		if h > 1 && r != 0 || bits.OnesCount64(r) > 1 {
			return true
		}
		if r != 0 && !s.forbidden(sixMove{from: int8(i), to: int8(bits.TrailingZeros64(r)), count: 1}) {
			return true
		}
	}
	return false
}

// crownFor finds a move that builds a King under colour c, as if c were
// to move (Ko as it stands): the fewest disks that make six.
func (s *sixState) crownFor(c six.Color) (sixMove, bool) {
	tallest := 5
	for tallest > 0 && s.height[tallest] == 0 {
		tallest--
	}
	for sources := s.tops[c] & s.atLeast(max(1, kingHeight-tallest)); sources != 0; sources &= sources - 1 {
		i := bits.TrailingZeros64(sources)
		h := s.board[i].height()
		for r := s.reach(i, h) & s.atLeast(kingHeight-h); r != 0; r &= r - 1 {
			to := bits.TrailingZeros64(r)
			for k := max(1, kingHeight-s.board[to].height()); k <= h; k++ {
				if m := (sixMove{from: int8(i), to: int8(to), count: int8(k)}); !s.forbidden(m) {
					return m, true
				}
			}
		}
	}
	return sixMove{}, false
}

// builds reports whether m builds a King.
func (s *sixState) builds(m sixMove) bool {
	return !m.place() && s.board[m.to].height()+int(m.count) >= kingHeight
}
