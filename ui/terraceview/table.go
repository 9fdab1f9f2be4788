package terraceview

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// What every look of the Terrace board shares, the flat one and the
// relief: whose piece stands where, the guard before capturing one's own
// T, the words of the table ("Terrace!"), and the last move to light.

// Table plays Terrace through a view's host; Redraw is the view's Update.
type Table struct {
	Game   *terrace.Game
	Host   view.Host
	Redraw func()
}

// Rules answers the questions of the pieces' choosing (view.Pieces).
func (t Table) Rules() view.PieceRules[terrace.Square, terrace.Move] { return pieceRules{t.Game} }

type pieceRules struct{ *terrace.Game }

func (pieceRules) Square(s board.Square) terrace.Square { return toSquare(s) }
func (pieceRules) To(m terrace.Move) terrace.Square     { return m.To }

// Piece tells whose piece stands on sq; Terrace's pieces have no names.
func (r pieceRules) Piece(sq terrace.Square) (int, rules.Word, bool) {
	pc, ok := r.At(sq)
	return pc.Seat, "", ok
}

// Notice names a player just put out of the game, and makes the
// rulebook's courtesy: "Terrace!" when a T can be taken.
func (t Table) Notice() string {
	var notes []string
	for _, seat := range t.Game.JustOut() {
		notes = append(notes, lang.L("{{.Seat}} is out", map[string]any{"Seat": t.Host.SeatName(seat)}))
	}
	if threat := t.terrace(t.Game.Threatened()); threat != "" {
		notes = append(notes, threat)
	}
	return strings.Join(notes, ". ")
}

// terrace calls "Terrace!" for the Ts of seats that can be captured, the
// seats named as the screen names them; "" for none.
func (t Table) terrace(seats []int) string {
	var n []string
	for _, seat := range seats {
		n = append(n, t.Host.SeatName(seat))
	}
	switch len(n) {
	case 0:
		return ""
	case 1:
		return lang.L("Terrace! {{.First}}'s T can be captured", map[string]any{"First": n[0]})
	case 2:
		return lang.L("Terrace! {{.First}}'s and {{.Second}}'s Ts can be captured", map[string]any{"First": n[0], "Second": n[1]})
	case 3:
		return lang.L("Terrace! {{.First}}'s, {{.Second}}'s and {{.Third}}'s Ts can be captured",
			map[string]any{"First": n[0], "Second": n[1], "Third": n[2]})
	}
	return lang.L("Terrace! {{.First}}'s, {{.Second}}'s, {{.Third}}'s and {{.Fourth}}'s Ts can be captured",
		map[string]any{"First": n[0], "Second": n[1], "Third": n[2], "Fourth": n[3]})
}

// Play makes a move the player chose, asking first when it captures the
// player's own T.
func (t Table) Play(m terrace.Move) {
	if !t.Game.LosesOwnT(m) {
		t.Host.Play(m)
		return
	}
	who := map[string]any{"Seat": t.Host.SeatName(t.Game.Turn())}
	question := lang.L("{{.Seat}} captures {{.Seat}}'s own T: {{.Seat}} loses the game.", who)
	if t.Game.LosingLeaves() {
		question = lang.L("{{.Seat}} captures {{.Seat}}'s own T: {{.Seat}} leaves the game.", who)
	}
	t.Redraw()
	t.Host.Confirm(lang.L("Capture your own T?"), question, lang.L("Capture it"), func() { t.Host.Play(m) })
}

// WarnOfOwnT explains the amber ring round a piece chosen on from: a
// capture of one's own T is legal, and loses.
func (t Table) WarnOfOwnT(from terrace.Square) {
	for _, m := range t.Game.MovesFrom(from) {
		if t.Game.LosesOwnT(m) {
			where := map[string]any{"Square": m.To.String()}
			if t.Game.LosingLeaves() {
				t.Host.Say(lang.L("The amber ring on {{.Square}}: taking your own T there puts you out of the game", where))
			} else {
				t.Host.Say(lang.L("The amber ring on {{.Square}}: taking your own T there loses the game", where))
			}
			return
		}
	}
}

// LastMove is the last move played on the board. The game's LastMove
// gives none when the last thing played was an agreement (a resignation or
// an agreed draw), but the board should still show the move that led here.
func LastMove(g *terrace.Game) (terrace.Move, bool) {
	if m, ok := g.LastMove(); ok {
		return m, true
	}
	history := g.History()
	for i := len(history) - 1; i >= 0; i-- {
		if m, ok := history[i].(terrace.Move); ok {
			return m, true
		}
	}
	return terrace.Move{}, false
}
