package terrace

import "boardshelf/rules"

// WhyNot says why moving the piece on from to to is not a legal move, or
// gives none (an Explanation with no Format) when it is one. The board
// uses it to answer a refused drop; the seats it names are rules.Seats.
func (g *Game) WhyNot(from, to Square) rules.Explanation {
	n := g.geo.n
	if g.over() {
		return rules.Explain("the game is over")
	}
	pc, ok := g.At(from)
	switch {
	case !ok:
		return rules.Explain("there is no piece on %s", from)
	case pc.Seat != g.turn:
		return rules.Explain("the piece on %s is %s's; %s is to move", from, rules.Seat(pc.Seat), rules.Seat(g.turn))
	case !OnBoard(n, to):
		return rules.Explain("that is off the board")
	case from == to:
		return rules.Explain("a piece must move to another square")
	}
	for _, m := range g.MovesFrom(from) {
		if m.To == to {
			return rules.Explanation{}
		}
	}
	target, occupied := g.At(to)
	climb := Level(n, to) - Level(n, from)
	df, dr := abs(to.File-from.File), abs(to.Rank-from.Rank)
	neighbour := max(df, dr) == 1
	diagonal := df == 1 && dr == 1
	switch {
	case occupied && target.Seat == pc.Seat && !(diagonal && climb == -1):
		return rules.Explain("%s holds one of your own pieces", to)
	case climb == 0 && !SameTerrace(n, from, to):
		return rules.Explain("%s and %s lie on different terraces of the same level: no piece crosses the centre", from, to)
	case climb == 0 && occupied:
		return rules.Explain("captures go only diagonally down one level")
	case climb == 0:
		return rules.Explain("an opponent's piece blocks the way along the terrace")
	case climb > 0 && (climb > 1 || !neighbour):
		return rules.Explain("a piece climbs only one level at a time, to a neighbouring square")
	case climb > 0:
		return rules.Explain("a piece moves up only onto an empty square; captures go diagonally down")
	case climb < -1 || !neighbour:
		return rules.Explain("a piece steps down only one level at a time, to a neighbouring square")
	case !diagonal && occupied:
		return rules.Explain("no capture straight down: captures go diagonally down")
	case diagonal && !occupied:
		return rules.Explain("a piece moves down only straight; the diagonal step down is for capturing")
	case diagonal && target.Size > pc.Size:
		return rules.Explain("a %d cannot capture a bigger %d", pc.Size, target.Size)
	}
	return rules.Explain("%s to %s is not a legal move", from, to)
}

func abs(x int) int { return max(x, -x) }
