package terachess

import "boardshelf/rules"

// WhyNot says why moving the piece on from to to is not a legal move, or
// gives none (an Explanation with no Format) when it is one. The board
// uses it to answer a refused drop.
func (g *Game) WhyNot(from, to Square) rules.Explanation {
	if g.Status().Over {
		return rules.Explain("the game is over")
	}
	p := g.board[from]
	switch {
	case p == NoPiece:
		return rules.Explain("there is no piece on %s", from)
	case p.Color() != g.side:
		return rules.Explain("the %s on %s is %s's; %s is to move", p.Kind().Word(), from, p.Color().Word(), g.side.Word())
	case from == to:
		return rules.Explain("a piece must move to another square")
	}
	for _, m := range g.MovesFrom(from) {
		if m.To == to {
			return rules.Explanation{}
		}
	}
	if target := g.board[to]; target != NoPiece && target.Color() == g.side {
		return rules.Explain("%s holds your own %s", to, target.Kind().Word())
	}
	for _, m := range g.generateFrom(nil, from, p) {
		if m.To == to {
			if g.inCheck() {
				return rules.Explain("your King is in check, and that move does not save it")
			}
			return rules.Explain("that would leave your King in check")
		}
	}
	return rules.Explain("the %s does not move that way. %s", p.Kind().Word(), p.Kind().Description())
}
