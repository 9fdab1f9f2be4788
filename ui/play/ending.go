package play

import (
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/ui/view"
)

// The words of the end of a game, from the rules' typed Ending: the status
// line's short line ("Checkmate: White wins", "Black wins: White
// resigned") and the end dialog's title ("White wins!") and sentence.

// winnersText names the winners: "White wins", "Red and Blue win".
func winnersText(st rules.Status, name func(int) string) string {
	if len(st.Winners) == 1 {
		return lang.L("{{.Seat}} wins", map[string]any{"Seat": name(st.Winners[0])})
	}
	names := name(st.Winners[0])
	for _, w := range st.Winners[1:] {
		names = lang.L("{{.Some}} and {{.Other}}", map[string]any{"Some": names, "Other": name(w)})
	}
	return lang.L("{{.Seats}} win", map[string]any{"Seats": names})
}

// endLine is the status line at the end of a game.
func endLine(st rules.Status, name func(int) string) string {
	what, namesWinner := endWords(st, name)
	if namesWinner || len(st.Winners) == 0 {
		return what
	}
	return lang.L("{{.Winners}}: {{.Reason}}", map[string]any{"Winners": winnersText(st, name), "Reason": what})
}

// endTitle is the end dialog's title.
func endTitle(st rules.Status, name func(int) string) string {
	if len(st.Winners) == 0 {
		return lang.L("Draw")
	}
	return lang.L("{{.Winners}}!", map[string]any{"Winners": winnersText(st, name)})
}

// endSentence says in the end dialog how the game ended, and who won if
// those words do not say it.
func endSentence(st rules.Status, name func(int) string) string {
	what, namesWinner := endWords(st, name)
	if !namesWinner && len(st.Winners) > 0 {
		return lang.L("{{.Reason}}: {{.Winners}}.", map[string]any{"Reason": what, "Winners": winnersText(st, name)})
	}
	return lang.L("{{.Reason}}.", map[string]any{"Reason": what})
}

// endWords says what ended the game, and whether those words name the
// winner already (so that "White wins" need not come first).
func endWords(st rules.Status, name func(int) string) (string, bool) {
	e := st.End
	winner := ""
	if len(st.Winners) == 1 {
		winner = name(st.Winners[0])
	}
	values := map[string]any{"Seat": name(e.Seat), "Other": name(e.Other), "Winner": winner, "Square": e.Square, "Count": e.Count}
	switch e.Kind {
	case rules.Resigned:
		return lang.L("{{.Seat}} resigned", values), false
	case rules.TimedOut:
		return lang.L("{{.Seat}} ran out of time", values), false
	case rules.DrawAgreed:
		return lang.L("Draw agreed", values), true
	case rules.NoMove:
		if winner == "" {
			return lang.L("Draw: {{.Seat}} has no legal move", values), true
		}
		return lang.L("{{.Seat}} has no legal move", values), false
	case rules.Stalemate:
		return lang.L("Stalemate: draw", values), true
	case rules.Checkmate:
		return lang.L("Checkmate: {{.Winner}} wins", values), true
	case rules.Repetition:
		return lang.L("Draw by the third repetition", values), true
	case rules.TCaptured:
		return lang.L("{{.Seat}} captured {{.Other}}'s T", values), e.Seat == winnerSeat(st)
	case rules.OwnTCaptured:
		return lang.L("{{.Seat}} captured their own T", values), false
	case rules.THome:
		return lang.L("{{.Seat}}'s T reached {{.Square}}", values), e.Seat == winnerSeat(st)
	case rules.KingBuilt:
		if e.Seat == winnerSeat(st) {
			return lang.L("{{.Seat}} built a King on {{.Square}}", values), true
		}
		return lang.L("{{.Seat}} built a King on {{.Square}} with {{.Winner}} on top", values), false
	case rules.PointsWon:
		return lang.N("{{.Seat}} reached {{.Count}} points", e.Count, values), e.Seat == winnerSeat(st)
	case rules.AllHome:
		return lang.L("{{.Seat}} brought all three pieces home", values), e.Seat == winnerSeat(st)
	}
	// A game of which the shell knows no words: the rules' own, English.
	return view.Capitalised(st.Reason), false
}

// winnerSeat is the only winner, or -1.
func winnerSeat(st rules.Status) int {
	if len(st.Winners) == 1 {
		return st.Winners[0]
	}
	return -2 // no seat: -1 is a seat that does not apply
}
