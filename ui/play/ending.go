package play

import (
	"fmt"
	"strings"

	"boardshelf/rules"
	"boardshelf/ui/view"
)

// The words of the end of a game, from the rules' typed Ending: the status
// line's short line ("Checkmate: White wins", "Black wins: White
// resigned") and the end dialog's title ("White wins!") and sentence.

// winnersText names the winners: "White wins", "Red and Blue win".
func winnersText(st rules.Status, name func(int) string) string {
	var names []string
	for _, w := range st.Winners {
		names = append(names, name(w))
	}
	if len(names) == 1 {
		return names[0] + " wins"
	}
	return strings.Join(names, " and ") + " win"
}

// endLine is the status line at the end of a game.
func endLine(st rules.Status, name func(int) string) string {
	what, namesWinner := endWords(st, name)
	switch {
	case namesWinner:
		return what
	case len(st.Winners) == 0:
		return what
	}
	return winnersText(st, name) + ": " + what
}

// endTitle is the end dialog's title.
func endTitle(st rules.Status, name func(int) string) string {
	if len(st.Winners) == 0 {
		return "Draw"
	}
	return winnersText(st, name) + "!"
}

// endSentence says in the end dialog how the game ended, and who won if
// those words do not say it.
func endSentence(st rules.Status, name func(int) string) string {
	what, namesWinner := endWords(st, name)
	if !namesWinner && len(st.Winners) > 0 {
		what += ": " + winnersText(st, name)
	}
	return what + "."
}

// endWords says what ended the game, and whether those words name the
// winner already (so that "White wins" need not come first).
func endWords(st rules.Status, name func(int) string) (string, bool) {
	e := st.End
	winner := ""
	if len(st.Winners) == 1 {
		winner = name(st.Winners[0])
	}
	seat := name(e.Seat)
	switch e.Kind {
	case rules.Resigned:
		return seat + " resigned", false
	case rules.DrawAgreed:
		return "Draw agreed", true
	case rules.NoMove:
		if len(st.Winners) == 0 {
			return "Draw: " + seat + " has no legal move", true
		}
		return seat + " has no legal move", false
	case rules.Stalemate:
		return "Stalemate: draw", true
	case rules.Checkmate:
		return "Checkmate: " + winner + " wins", true
	case rules.Repetition:
		return "Draw by the third repetition", true
	case rules.TCaptured:
		return seat + " captured " + name(e.Other) + "'s T", seat == winner
	case rules.OwnTCaptured:
		return seat + " captured its own T", false
	case rules.THome:
		return seat + "'s T reached " + e.Square, seat == winner
	case rules.KingBuilt:
		if seat == winner {
			return seat + " built a King on " + e.Square, true
		}
		return seat + " built a King on " + e.Square + " with " + winner + " on top", false
	case rules.PointsWon:
		return fmt.Sprintf("%s reached %d points", seat, e.Count), seat == winner
	case rules.AllHome:
		return seat + " brought all three pieces home", seat == winner
	}
	// A game of which the shell knows no words: the rules' own.
	return view.Capitalised(st.Reason), false
}
