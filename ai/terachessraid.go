package ai

import "boardshelf/rules/terachess"

// The Buffalo raid: from the standard start, a pawn steps aside and the
// Buffalo leaps through the gap towards the enemy King; two or three
// leaps more give a smothered mate (the King walled in by its own pieces)
// unless the defender sees it coming. Searched to depth 7, each of the
// two steps is within a fifth of a Pawn of the best move (the opening's
// scores lie that close together), so it costs next to nothing against a
// good defence, while a defender that looks no further than material
// falls into the mate within a dozen moves.
//
// Hard and Expert take the two steps while their own moves so far are
// the raid's: the next step is favoured by raidBonus, so the search
// leaves the raid for any move better by more than that (half a Pawn).
// The leaps after it are the search's own choice: it goes on where the
// mate threatens and the defence has not seen it. A plan of four steps,
// all the leaps up to the mate favoured, lost games to the search without
// it (docs/strength.md). From the start they raid in raidShare of the
// games, drawn from the move's seed, and play their own choice in the
// rest.
var raidSteps = [2][]string{
	terachess.White: {"e4e6", "f1e4"},
	terachess.Black: {"e13e11", "f16e13"},
}

const (
	raidBonus = 25
	// raidShare is the share of the games, in quarters, that begin the raid.
	raidShare = 3
)

// terachessRaids are the levels that raid.
var terachessRaids = [...]bool{Hard: true, Expert: true}

// raidStep is the raid's next step for the side to move in g, if the game
// began at the standard start, that side's moves so far are the raid's
// first ones and its next step is legal. seed draws whether a raid begins.
func raidStep(g *terachess.Game, seed uint64) (terachess.Move, bool) {
	side := g.SideToMove()
	steps := raidSteps[side]
	history := g.History()
	own := len(history) / 2 // the side's moves so far: White moves first
	if own >= len(steps) || own == 0 && mix(seed^0x4a1d)%4 >= raidShare || !fromStandardStart(history, g) {
		return terachess.Move{}, false
	}
	for i, m := range history {
		if terachess.Color(i%2) == side && m.String() != steps[i/2] {
			return terachess.Move{}, false
		}
	}
	for _, m := range g.AppendLegalMoves(nil) {
		if m.String() == steps[own] {
			return m, true
		}
	}
	return terachess.Move{}, false
}

// fromStandardStart reports whether history, played from the standard
// start, gives g: the raid is a plan for that start alone.
func fromStandardStart(history []terachess.Move, g *terachess.Game) bool {
	start := terachess.New()
	for _, m := range history {
		if start.PlayMove(m) != nil {
			return false
		}
	}
	return start.Hash() == g.Hash()
}
