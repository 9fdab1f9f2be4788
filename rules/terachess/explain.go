package terachess

import (
	"fmt"
	"strings"
)

// Explain says in words why moving the piece on from to to is not a legal
// move, or gives "" when it is one. The board uses it to answer a refused
// drop.
func (g *Game) Explain(from, to Square) string {
	if g.Status().Over {
		return "the game is over"
	}
	p := g.board[from]
	switch {
	case p == NoPiece:
		return fmt.Sprintf("there is no piece on %s", from)
	case p.Color() != g.side:
		return fmt.Sprintf("the %s on %s is %s's; %s is to move", p.Kind(), from, p.Color(), g.side)
	case from == to:
		return "a piece must move to another square"
	}
	for _, m := range g.MovesFrom(from) {
		if m.To == to {
			return ""
		}
	}
	if target := g.board[to]; target != NoPiece && target.Color() == g.side {
		return fmt.Sprintf("%s holds your own %s", to, target.Kind())
	}
	for _, m := range g.generateFrom(nil, from, p) {
		if m.To == to {
			if g.inCheck() {
				return "your King is in check, and that move does not save it"
			}
			return "that would leave your King in check"
		}
	}
	how := p.Kind().Description()
	return fmt.Sprintf("the %s does not move that way: %s", p.Kind(), strings.ToLower(how[:1])+how[1:])
}
