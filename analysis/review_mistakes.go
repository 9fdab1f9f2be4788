package analysis

import (
	"fmt"

	"boardshelf/rules"
)

// Revisit is a move to revisit ("learn from your mistakes"): the position
// before it, the move played and the engine's best.
type Revisit struct {
	Ply      int
	Position rules.Game // the position before the move, the mover to play
	Played   rules.Move
	Best     rules.Move
	Loss     float64
	Class    Class
}

// Mistakes are seat's moves in r classed least or worse, in the order
// played, each with its position replayed from start (the start the review
// was made from, which is not changed).
func Mistakes(start rules.Game, r Review, seat int, least Class) ([]Revisit, error) {
	var out []Revisit
	g := start.Clone()
	for _, m := range r.Moves {
		if m.Judged && m.Seat == seat && m.Class >= least && m.Class != Good {
			out = append(out, Revisit{Ply: m.Ply, Position: g.Clone(), Played: m.Move, Best: m.Best, Loss: m.Loss, Class: m.Class})
		}
		if err := g.Play(m.Move); err != nil {
			return nil, fmt.Errorf("analysis: move %d, %s: %w", m.Ply+1, m.Move, err)
		}
	}
	return out, nil
}
