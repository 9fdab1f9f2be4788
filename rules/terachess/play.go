package terachess

import (
	"fmt"

	"boardshelf/rules"
)

var _ rules.Game = (*Game)(nil)

// Players is 2: seat 0 is White, seat 1 Black.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move: 0 for White, 1 for Black.
func (g *Game) Turn() int { return int(g.side) }

// Moves lists every legal move (each a Move), none once the game is over.
func (g *Game) Moves() []rules.Move {
	legal := g.LegalMoves()
	out := make([]rules.Move, len(legal))
	for i, m := range legal {
		out[i] = m
	}
	return out
}

// LegalMoves lists every legal move, none once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.agreement != "" || g.isThirdRepetition() {
		return nil
	}
	return g.legalMoves(make([]Move, 0, 256))
}

// Play applies a Move (found by its from and to squares among the legal
// moves) or a rules.Agreement. On error the game is unchanged.
func (g *Game) Play(move rules.Move) error {
	switch m := move.(type) {
	case rules.Agreement:
		if m != rules.Resign && m != rules.Draw {
			return fmt.Errorf("%q is neither %q nor %q", string(m), rules.Resign, rules.Draw)
		}
		if g.Status().Over {
			return fmt.Errorf("%s: the game is over", m)
		}
		g.agreement = m
		return nil
	case Move:
		return g.playMove(m)
	case *Move:
		if m == nil {
			return fmt.Errorf("no move given")
		}
		return g.playMove(*m)
	case nil:
		return fmt.Errorf("no move given")
	}
	return fmt.Errorf("%q is not a Terachess move", move.String())
}

func (g *Game) playMove(m Move) error {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return fmt.Errorf("%s: the game is over", m)
	}
	for _, legal := range moves {
		if legal.From == m.From && legal.To == m.To {
			g.makeMove(legal)
			return nil
		}
	}
	return fmt.Errorf("%s is not a legal move", m)
}

// Undo takes back the last Play, agreement or move; at the start it does
// nothing.
func (g *Game) Undo() {
	switch {
	case g.agreement != "":
		g.agreement = ""
	case len(g.played) > 0:
		g.unmakeMove()
	}
}

// Status says whether the game is over and why: checkmate, stalemate, third
// repetition, resignation or agreed draw.
func (g *Game) Status() rules.Status {
	mover, other := g.side, g.side.Opponent()
	switch g.agreement {
	case rules.Resign:
		return rules.Status{Over: true, Winners: []int{int(other)}, Reason: mover.String() + " resigned"}
	case rules.Draw:
		return rules.Status{Over: true, Reason: "draw agreed"}
	}
	if !g.hasLegalMove() {
		if g.inCheck() {
			return rules.Status{Over: true, Winners: []int{int(other)}, Reason: "checkmate: " + other.String() + " wins"}
		}
		return rules.Status{Over: true, Reason: "stalemate: draw"}
	}
	if g.isThirdRepetition() {
		return rules.Status{Over: true, Reason: "third repetition: draw"}
	}
	return rules.Status{}
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() rules.Game { return g.Copy() }

// Copy is Clone with its concrete type.
func (g *Game) Copy() *Game {
	c := *g
	c.played = append([]undoRecord(nil), g.played...)
	return &c
}
