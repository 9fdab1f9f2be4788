package terrace

import "fmt"

// Explain says in words why moving the piece on from to to is not a legal
// move, or gives "" when it is one. The board uses it to answer a refused
// drop.
func (g *Game) Explain(from, to Square) string {
	n := g.geo.n
	if g.over() {
		return "the game is over"
	}
	pc, ok := g.At(from)
	switch {
	case !ok:
		return fmt.Sprintf("there is no piece on %s", from)
	case pc.Seat != g.turn:
		return fmt.Sprintf("the piece on %s is %s's; %s is to move", from, g.names[pc.Seat], g.names[g.turn])
	case !OnBoard(n, to):
		return "that is off the board"
	case from == to:
		return "a piece must move to another square"
	}
	for _, m := range g.MovesFrom(from) {
		if m.To == to {
			return ""
		}
	}
	target, occupied := g.At(to)
	climb := Level(n, to) - Level(n, from)
	df, dr := abs(to.File-from.File), abs(to.Rank-from.Rank)
	neighbour := max(df, dr) == 1
	diagonal := df == 1 && dr == 1
	switch {
	case occupied && target.Seat == pc.Seat && !(diagonal && climb == -1):
		return fmt.Sprintf("%s holds one of your own pieces", to)
	case climb == 0 && !SameTerrace(n, from, to):
		return fmt.Sprintf("%s and %s lie on different terraces of the same level: no piece crosses the centre", from, to)
	case climb == 0 && occupied:
		return "captures go only diagonally down one level"
	case climb == 0:
		return "an opponent's piece blocks the way along the terrace"
	case climb > 0 && (climb > 1 || !neighbour):
		return "a piece climbs only one level at a time, to a neighbouring square"
	case climb > 0:
		return "a piece moves up only onto an empty square; captures go diagonally down"
	case climb < -1 || !neighbour:
		return "a piece steps down only one level at a time, to a neighbouring square"
	case !diagonal && occupied:
		return "no capture straight down: captures go diagonally down"
	case diagonal && !occupied:
		return "a piece moves down only straight; the diagonal step down is for capturing"
	case diagonal && target.Size > pc.Size:
		return fmt.Sprintf("a %d cannot capture a bigger %d", pc.Size, target.Size)
	}
	return fmt.Sprintf("%s to %s is not a legal move", from, to)
}

func abs(x int) int { return max(x, -x) }
