package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// resignRule ends a game as won once both players' searches agree on it,
// as cutechess's resign adjudication does: for moves moves in a row each,
// the side behind scored its position score or more below even and the
// side ahead that much above. Between engines of about equal strength,
// Terachess games run to hundreds of plies after the outcome is clear;
// the rule keeps a sequential test affordable. It needs players whose
// search scores positions (the levels and engine processes, not uct,
// bestfirst or random), and two seats.
type resignRule struct {
	score int // in the game's units (docs/engine-protocol.md: the info line's score)
	moves int
}

// parseResign reads "score,moves".
func parseResign(text string) (*resignRule, error) {
	a, b, ok := strings.Cut(text, ",")
	score, err1 := strconv.Atoi(strings.TrimSpace(a))
	moves, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || score <= 0 || moves <= 0 {
		return nil, errors.New("-resign: want score,moves, both above 0 (1500,4)")
	}
	return &resignRule{score: score, moves: moves}, nil
}

// resignWatch follows the scores of one game for its rule.
type resignWatch struct {
	rule   *resignRule
	behind [2]int // moves in a row each side scored itself lost
	ahead  [2]int // moves in a row each side scored itself won
}

// see takes side's reply and reports whether a side has now lost by the
// rule, and which.
func (w *resignWatch) see(side int, r reply) (loser int, over bool) {
	if w.rule == nil {
		return 0, false
	}
	switch {
	case r.scored && r.score <= -w.rule.score:
		w.behind[side]++
		w.ahead[side] = 0
	case r.scored && r.score >= w.rule.score:
		w.ahead[side]++
		w.behind[side] = 0
	default:
		w.behind[side], w.ahead[side] = 0, 0
	}
	for s := range 2 {
		if w.behind[s] >= w.rule.moves && w.ahead[1-s] >= w.rule.moves {
			return s, true
		}
	}
	return 0, false
}

func (w *resignWatch) reason(loser string) string {
	return fmt.Sprintf("adjudicated: both searches scored %s lost by %d or more for %d moves each", loser, w.rule.score, w.rule.moves)
}
