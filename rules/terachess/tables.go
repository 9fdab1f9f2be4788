package terachess

// Move and attack tables, computed once at start-up and read-only after.
// Squares are plain 0..255 indices; every table lists only squares on the
// board, so the generator never tests for the edge.

type offset struct{ df, dr int }

// The eight line directions: 0-3 orthogonal, 4-7 diagonal.
var dirOffsets = [8]offset{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}

const (
	orthogonalDirs uint8 = 0x0f
	diagonalDirs   uint8 = 0xf0
	allDirs        uint8 = 0xff
)

// slideDirs and hopDirs are the directions along which each kind slides
// (capturing the first piece met) or hops (capturing the piece beyond
// exactly one screen).
var slideDirs, hopDirs [kindLimit]uint8

// Which enemy kinds attack the King from a given direction: sliders as the
// first piece on the line, hoppers as the second, bent riders from beside an
// empty square of the line (see bentFrom).
var slideAttackers, hopAttackers, bentAttackers [8]kindSet

var (
	dirStep  [8]int             // square difference of one step in each direction
	rayLen   [256][8]uint8      // squares from a square to the edge in each direction
	bentFrom [8][256]squarePair // see initBentFrom
)

// squarePair holds up to two squares.
type squarePair struct {
	n  uint8
	sq [2]Square
}

// squareLists holds, for every square, a list of squares.
type squareLists struct {
	start   [257]uint16
	squares []Square
}

func (t *squareLists) of(s Square) []Square { return t.squares[t.start[s]:t.start[int(s)+1]] }

// leapTargets lists, per kind, the squares its leaps (and single steps)
// reach from each square; Pawn-like forward moves and bent riders are
// generated separately.
var leapTargets [kindLimit]squareLists

// bentStep is a bent rider's first step and the directions it may slide on
// from there if the first square is empty.
type bentStep struct {
	to   Square
	dirs uint8
}

type bentLists struct {
	start [257]uint16
	steps []bentStep
}

func (t *bentLists) of(s Square) []bentStep { return t.steps[t.start[s]:t.start[int(s)+1]] }

var bentSteps [kindLimit]bentLists

// leapAttacker is a square from which any of kinds, if an enemy, attacks a
// given square with a leap or a step.
type leapAttacker struct {
	from  Square
	kinds kindSet
}

type attackerLists struct {
	start   [257]uint16
	entries []leapAttacker
}

func (t *attackerLists) of(s Square) []leapAttacker { return t.entries[t.start[s]:t.start[int(s)+1]] }

// leapAttackers[c] lists, for each square, where leapers of colour c attack it from.
var leapAttackers [2]attackerLists

func init() {
	for d, o := range dirOffsets {
		dirStep[d] = o.df + Size*o.dr
		for s := 0; s < 256; s++ {
			n := 0
			for onBoard(s%Size+(n+1)*o.df, s/Size+(n+1)*o.dr) {
				n++
			}
			rayLen[s][d] = uint8(n)
		}
	}
	for _, k := range []Kind{Rook, Marshall} {
		slideDirs[k] = orthogonalDirs
	}
	for _, k := range []Kind{Bishop, Cardinal} {
		slideDirs[k] = diagonalDirs
	}
	slideDirs[Queen], slideDirs[Amazon] = allDirs, allDirs
	hopDirs[Cannon], hopDirs[Bow], hopDirs[Star] = orthogonalDirs, diagonalDirs, allDirs
	for d := range 8 {
		for k := King; k < kindLimit; k++ {
			if slideDirs[k]&(1<<d) != 0 {
				slideAttackers[d] |= 1 << k
			}
			if hopDirs[k]&(1<<d) != 0 {
				hopAttackers[d] |= 1 << k
			}
		}
	}
	bentAttackers[0], bentAttackers[1] = setOf(Ship, Eagle), setOf(Ship, Eagle)
	bentAttackers[2], bentAttackers[3] = setOf(Eagle), setOf(Eagle)
	for d := 4; d < 8; d++ {
		bentAttackers[d] = setOf(Rhinoceros)
	}

	for k := King; k < kindLimit; k++ {
		leapTargets[k] = buildSquareLists(leapOffsets(k))
	}
	initBentSteps()
	for c := White; c <= Black; c++ {
		leapAttackers[c] = buildAttackerLists(c)
	}
	initBentFrom()
}

func onBoard(file, rank int) bool { return file >= 0 && file < Size && rank >= 0 && rank < Size }

// symmetric returns (df, dr) turned and mirrored every way, without repeats.
func symmetric(df, dr int) []offset {
	var out []offset
	for _, o := range []offset{{df, dr}, {dr, df}} {
		for _, sf := range []int{1, -1} {
			for _, sr := range []int{1, -1} {
				v := offset{o.df * sf, o.dr * sr}
				dup := false
				for _, w := range out {
					dup = dup || w == v
				}
				if !dup {
					out = append(out, v)
				}
			}
		}
	}
	return out
}

func leaps(pairs ...[2]int) []offset {
	var out []offset
	for _, p := range pairs {
		out = append(out, symmetric(p[0], p[1])...)
	}
	return out
}

// leapOffsets are the leaps and steps of kind k that move or capture alike.
func leapOffsets(k Kind) []offset {
	switch k {
	case King, Prince:
		return leaps([2]int{1, 0}, [2]int{1, 1})
	case Knight, Amazon, Marshall, Cardinal:
		return leaps([2]int{1, 2})
	case Elephant:
		return leaps([2]int{1, 1}, [2]int{2, 2})
	case Machine:
		return leaps([2]int{1, 0}, [2]int{2, 0})
	case Lion:
		return leaps([2]int{1, 0}, [2]int{1, 1}, [2]int{2, 0}, [2]int{2, 1}, [2]int{2, 2})
	case Antelope:
		return leaps([2]int{2, 0}, [2]int{3, 0}, [2]int{2, 2}, [2]int{3, 3})
	case Camel:
		return leaps([2]int{1, 3})
	case Bull:
		return leaps([2]int{2, 3})
	case Buffalo:
		return leaps([2]int{1, 2}, [2]int{1, 3}, [2]int{2, 3})
	}
	return nil
}

// captureOffsets are all the single-jump ways a piece of kind k and colour c
// captures: its leaps, a Pawn's or Corporal's diagonal forward step, a bent
// rider's first step.
func captureOffsets(k Kind, c Color) []offset {
	switch k {
	case Pawn, Corporal:
		fwd := forward(c) / Size
		return []offset{{1, fwd}, {-1, fwd}}
	case Ship, Eagle:
		return leaps([2]int{1, 1})
	case Rhinoceros:
		return leaps([2]int{1, 2})
	}
	return leapOffsets(k)
}

func buildSquareLists(offsets []offset) squareLists {
	var t squareLists
	for s := 0; s < 256; s++ {
		t.start[s] = uint16(len(t.squares))
		for _, o := range offsets {
			if f, r := s%Size+o.df, s/Size+o.dr; onBoard(f, r) {
				t.squares = append(t.squares, SquareAt(f, r))
			}
		}
	}
	t.start[256] = uint16(len(t.squares))
	return t
}

func dirIndex(df, dr int) int {
	for d, o := range dirOffsets {
		if o.df == df && o.dr == dr {
			return d
		}
	}
	panic("terachess: not a direction") // only reached from the tables' own constants
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// initBentSteps fills the first steps of the Ship (diagonal, then on
// vertically), the Eagle (diagonal, then on vertically or horizontally) and
// the Rhinoceros (Knight leap, then on along the diagonal of the leap).
func initBentSteps() {
	firstSteps := map[Kind][]offset{Ship: leaps([2]int{1, 1}), Eagle: leaps([2]int{1, 1}), Rhinoceros: leaps([2]int{1, 2})}
	for k, steps := range firstSteps {
		t := &bentSteps[k]
		for s := 0; s < 256; s++ {
			t.start[s] = uint16(len(t.steps))
			for _, o := range steps {
				f, r := s%Size+o.df, s/Size+o.dr
				if !onBoard(f, r) {
					continue
				}
				var dirs uint8
				switch k {
				case Ship:
					dirs = 1 << dirIndex(0, o.dr)
				case Eagle:
					dirs = 1<<dirIndex(0, o.dr) | 1<<dirIndex(o.df, 0)
				case Rhinoceros:
					dirs = 1 << dirIndex(sign(o.df), sign(o.dr))
				}
				t.steps = append(t.steps, bentStep{SquareAt(f, r), dirs})
			}
		}
		t.start[256] = uint16(len(t.steps))
	}
}

func buildAttackerLists(c Color) attackerLists {
	var t attackerLists
	for s := 0; s < 256; s++ {
		t.start[s] = uint16(len(t.entries))
		var kindsFrom [256]kindSet
		for k := King; k < kindLimit; k++ {
			for _, o := range captureOffsets(k, c) {
				// A piece on s-o reaches s with its offset o.
				if f, r := s%Size-o.df, s/Size-o.dr; onBoard(f, r) {
					kindsFrom[SquareAt(f, r)] |= 1 << k
				}
			}
		}
		for from, kinds := range kindsFrom {
			if kinds != 0 {
				t.entries = append(t.entries, leapAttacker{Square(from), kinds})
			}
		}
	}
	t.start[256] = uint16(len(t.entries))
	return t
}

// initBentFrom fills bentFrom[d][e]: walking from a King in direction d and
// reaching the empty square e, the squares from which a bent rider of
// bentAttackers[d] would make its first step onto e and then slide back
// along the line to the King.
func initBentFrom() {
	for d, w := range dirOffsets {
		var firsts []offset // where the rider stands, relative to e
		switch {
		case w.df == 0: // Ship or Eagle sliding vertically towards the King
			firsts = []offset{{1, w.dr}, {-1, w.dr}}
		case w.dr == 0: // Eagle sliding horizontally towards the King
			firsts = []offset{{w.df, 1}, {w.df, -1}}
		default: // Rhinoceros sliding diagonally towards the King
			firsts = []offset{{w.df, 2 * w.dr}, {2 * w.df, w.dr}}
		}
		for e := 0; e < 256; e++ {
			p := &bentFrom[d][e]
			for _, o := range firsts {
				if f, r := e%Size+o.df, e/Size+o.dr; onBoard(f, r) {
					p.sq[p.n] = SquareAt(f, r)
					p.n++
				}
			}
		}
	}
}
