package sixmaking

import "strconv"

// Move is one turn on the board: a placement from the reserve, or k disks
// taken from the top of one tower and put on another.
//
// Notation: a placement is its square ("c3"); a move of the whole tower is
// "b2-b4", of the top two disks "2b2-b4" (the count is omitted exactly when
// the whole tower moves, which is why a Move records Whole).
type Move struct {
	Place bool   // a disk from the reserve onto the empty square To
	From  Square // the tower taken from (tower moves only)
	To    Square // the tower landed on, or the square a placement fills
	Count int    // disks taken from the top of From (tower moves only)
	Whole bool   // Count is the whole tower on From (tower moves only)
}

// Placement is the move that puts a disk from the reserve on sq.
func Placement(sq Square) Move { return Move{Place: true, To: sq} }

func (m Move) String() string {
	if m.Place {
		return m.To.String()
	}
	s := m.From.String() + "-" + m.To.String()
	if m.Whole {
		return s
	}
	return strconv.Itoa(m.Count) + s
}

// move is the internal form of a Move: square indices, and count 0 for a
// placement on to.
type move struct {
	from, to int8
	count    int8
}

func (m move) placement() bool { return m.count == 0 }

// reverses reports whether m takes back exactly the move last: the same
// number of disks between the same squares the other way.
func (m move) reverses(last move) bool {
	return !last.placement() && m.count == last.count && m.from == last.to && m.to == last.from
}
