package ai

import (
	"slices"

	"boardshelf/ai/search"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/rules/terrace"
)

// The must-haves every level keeps, checked through the rules contract so
// that they hold for every game whatever its search makes of a position.

// lost reports whether seat has lost g: the game ended with someone else
// winning, or (in Terrace with three or four seats) seat was knocked out
// while the others play on.
func lost(g rules.Game, seat int) bool {
	if t, ok := g.(*terachess.Game); ok && !t.InCheck() {
		return false // only checkmate loses, and it needs a check
	}
	if st := g.Status(); st.Over {
		return len(st.Winners) > 0 && !slices.Contains(st.Winners, seat)
	}
	if t, ok := g.(*terrace.Game); ok {
		return t.Eliminated(seat)
	}
	return false
}

// immediateWin finds a move among moves that wins g for seat at once.
func immediateWin(g rules.Game, moves []rules.Move, seat int) (rules.Move, bool) {
	for _, m := range moves {
		if g.Play(m) != nil {
			continue
		}
		won := search.Wins(g.Status(), seat)
		g.Undo()
		if won {
			return m, true
		}
	}
	return nil, false
}

// safeMoves keeps the moves after which seat has not lost and the next
// player (when a player, not the die, is next) has no move that beats seat
// at once. When the clock runs out the moves not yet looked at are kept.
func safeMoves(g rules.Game, moves []rules.Move, seat int, c *search.Clock) []rules.Move {
	var safe []rules.Move
	for i, m := range moves {
		if c.Check() {
			return append(safe, moves[i:]...)
		}
		if g.Play(m) != nil {
			continue
		}
		if !lost(g, seat) && !opponentWinsNext(g, seat) {
			safe = append(safe, m)
		}
		g.Undo()
	}
	return safe
}

// opponentWinsNext reports whether the player to move in g, when it is not
// seat and not the die, has a move after which seat has lost.
func opponentWinsNext(g rules.Game, seat int) bool {
	next := g.Turn()
	if next == rules.Chance || next == seat || g.Status().Over {
		return false
	}
	for _, reply := range g.Moves() {
		if g.Play(reply) != nil {
			continue
		}
		beaten := lost(g, seat)
		g.Undo()
		if beaten {
			return true
		}
	}
	return false
}
