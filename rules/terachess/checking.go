package terachess

import "boardshelf/rules"

var _ rules.Marker = (*Game)(nil)

// Checking is what a move did to the enemy King, as the move list marks
// it: nothing, check ("+") or checkmate ("#").
type Checking uint8

const (
	NoCheck Checking = iota
	Check
	Checkmate
)

func (c Checking) String() string {
	switch c {
	case Check:
		return "check"
	case Checkmate:
		return "checkmate"
	}
	return "no check"
}

// Mark is the sign chess players write after a move that checks: "+" for
// check, "#" for checkmate, "" otherwise.
func (c Checking) Mark() string {
	switch c {
	case Check:
		return "+"
	case Checkmate:
		return "#"
	}
	return ""
}

// Checking says whether the side to move is in check, and whether it is
// mated: in check with no legal move. An agreement does not change it.
func (g *Game) Checking() Checking {
	switch {
	case !g.inCheck():
		return NoCheck
	case g.hasLegalMove():
		return Check
	}
	return Checkmate
}

// Gives says what playing m would do to the enemy King, leaving the game
// as it is; NoCheck for a move that is not legal (or a game that is over).
func (g *Game) Gives(m Move) Checking {
	if g.PlayMove(m) != nil {
		return NoCheck
	}
	c := g.Checking()
	g.unmakeMove()
	return c
}

// Mark is the sign written after m played now (see Checking.Mark): "+"
// for check, "#" for checkmate, "" for neither or for a move that is not a
// legal Terachess move here.
func (g *Game) Mark(m rules.Move) string {
	if tm, ok := m.(Move); ok {
		return g.Gives(tm).Mark()
	}
	return ""
}

// HistoryChecking says what each board move played did to the enemy King,
// for the moves of History from index from on. It costs a check test per
// move (and a copy of the game when there is more than the last), so a
// move list can note it once when a move is played rather than on every
// redraw.
func (g *Game) HistoryChecking(from int) []Checking {
	n := len(g.played)
	if from < 0 || from >= n {
		return nil
	}
	out := make([]Checking, n-from)
	out[n-from-1] = g.Checking()
	if from == n-1 {
		return out
	}
	c := g.Copy()
	for i := n - 2; i >= from; i-- {
		c.unmakeMove()
		out[i-from] = c.Checking()
	}
	return out
}
