package sixmaking

import (
	"fmt"

	"boardshelf/rules"
)

// ending records how the game ended. Status puts it into words only when
// asked, so that perft and search do not format a sentence per finished game.
type ending struct {
	how    endKind
	winner Color // for the endings that have one
	actor  Color // who built the King, had no move, resigned or ran out of time
	square int8  // where the King was built
}

type endKind int8

const (
	notOver       endKind = iota
	kingBuilt             // actor built a King on square; winner's colour is on top
	targetReached         // winner reached the target score (Sixth MaKING)
	noMove                // actor had no legal move
	repetition            // third occurrence of a position
	resigned              // actor resigned
	timedOut              // actor ran out of time
	drawAgreed
)

func (g *Game) over() bool { return g.end.how != notOver }

// Status says whether and how the game ended.
func (g *Game) Status() rules.Status {
	e := g.end
	switch e.how {
	case notOver:
		return rules.Status{}
	case repetition:
		return rules.Status{Over: true, End: rules.Ended(rules.Repetition, -1, -1), Reason: "third repetition: draw"}
	case drawAgreed:
		return rules.Status{Over: true, End: rules.Ended(rules.DrawAgreed, -1, -1), Reason: "draw agreed"}
	}
	s := rules.Status{Over: true, Winners: []int{int(e.winner)}}
	switch e.how {
	case kingBuilt:
		square := g.geo.square(int(e.square))
		s.End = rules.Ending{Kind: rules.KingBuilt, Seat: int(e.actor), Other: -1, Square: square.String()}
		s.Reason = fmt.Sprintf("%v built a King on %v", e.actor, square)
		if e.winner != e.actor {
			s.Reason += fmt.Sprintf(" with %v on top: %v wins", e.winner, e.winner)
		}
	case targetReached:
		s.End = rules.Ending{Kind: rules.PointsWon, Seat: int(e.winner), Other: -1, Count: g.pos.score[e.winner]}
		s.Reason = fmt.Sprintf("%v reached %s", e.winner, points(g.pos.score[e.winner]))
	case noMove:
		s.End = rules.Ended(rules.NoMove, int(e.actor), -1)
		s.Reason = fmt.Sprintf("%v has no legal move: %v wins", e.actor, e.winner)
	case resigned:
		s.End = rules.Ended(rules.Resigned, int(e.actor), -1)
		s.Reason = fmt.Sprintf("%v resigned", e.actor)
	case timedOut:
		s.End = rules.Ended(rules.TimedOut, int(e.actor), -1)
		s.Reason = fmt.Sprintf("%v ran out of time", e.actor)
	}
	return s
}

func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}
