package terachess

import (
	"boardshelf/ai/search"
	tera "boardshelf/rules/terachess"
)

// terachessPress is a term of the evaluation for a side far ahead: a side
// that leads by from or more where the search starts presses the attack
// for that whole search. Its pieces are drawn towards the enemy King from
// as far as reach squares (the pull, counting eighths/8 of pullOf), and
// its attack near the King counts 1 + lead/attackPer times. Without it
// Hard, far ahead, could spend a hundred moves before the mate: nothing
// told it to bring its army over while the defender kept thirty pieces
// round its King; with it Hard mates sooner (docs/strength.md, "The
// press").
//
// The lead is the search's root's, not each position's: pressing wherever
// a position of the search stood far ahead changed how Hard judged the
// positions on the way there, and lost games (docs/strength.md, "The
// press"). From the root the press starts only once the game is as good
// as won, and pressed caps it so that it gives no material back for it.
type terachessPress struct {
	from      int // the lead from which the side to move presses; 0 for never
	reach     int
	eighths   int
	attackPer int
}

// terachessPressing is the press of Hard and Expert: from three Rooks
// ahead.
var terachessPressing = terachessPress{from: 1500, reach: 13, eighths: 6, attackPer: 500}

// pressIfFarAhead makes the side to move press when the press applies
// and it leads by press.from or more, material and position counted.
func (p *terachessPosition) pressIfFarAhead() {
	if p.press.from == 0 {
		return
	}
	p.presser = p.g.SideToMove()
	if lead := p.lead(); lead >= p.press.from {
		p.pressing, p.pressAttack = true, lead/p.press.attackPer
	}
}

// pullOf is what a piece of kind k on s adds to its side's pull towards
// the enemy King on king: like tropism, but from further away.
func (press terachessPress) pullOf(k tera.Kind, s, king tera.Square) int {
	d := max(search.Abs(s.File()-king.File()), search.Abs(s.Rank()-king.Rank()))
	if d > press.reach || k == tera.King {
		return 0
	}
	return terachessTropismWeight[k] * (press.reach + 1 - d)
}

// lead is the presser's material and position over the defender's.
func (p *terachessPosition) lead() int {
	if p.presser == tera.White {
		return p.score
	}
	return -p.score
}

// pressed is what the press adds to the presser's evaluation: pressValue,
// but no more than the lead beyond three Rooks. So the press is worth no
// material that would bring the lead below where the press starts, and it
// grows from nothing as the lead grows. Without that cap a search that
// pressed from three Rooks ahead gave pieces for squares near the King
// and, its lead gone, drew games that the search without won.
func (p *terachessPosition) pressed() int {
	return p.cappedPress(p.pressValue(), p.lead())
}

func (p *terachessPosition) cappedPress(press, lead int) int {
	return max(0, min(press, lead-p.press.from))
}

// pressGain is what m, not yet played, changes in pressed, given the
// change it makes to the score (p.change(m), which gain has already).
func (p *terachessPosition) pressGain(m tera.Move, change int) int {
	lead := p.lead()
	next := lead + change
	if p.presser == tera.Black {
		next = lead - change
	}
	press := p.pressValue()
	return p.cappedPress(press+p.pressChange(m), next) - p.cappedPress(press, lead)
}

// pressValue is the press before the cap: the pull and the extra weight of
// the attack.
func (p *terachessPosition) pressValue() int {
	return p.pull[p.presser]*p.press.eighths/8 + p.attack[p.presser]*p.pressAttack
}

// pressChange is about what m, not yet played, changes in pressValue (the
// eighths rounded per move; a King's move, which moves the target, as 0).
func (p *terachessPosition) pressChange(m tera.Move) int {
	c := m.Piece.Color()
	if m.Piece.Kind() == tera.King {
		return 0
	}
	if c == p.presser {
		king := p.g.KingSquare(c.Opponent())
		placed := m.Piece.Kind()
		if m.Promotion != tera.NoKind {
			placed = m.Promotion
		}
		pull := p.press.pullOf(placed, m.To, king) - p.press.pullOf(m.Piece.Kind(), m.From, king)
		attack := tropism(placed, m.To, king) - tropism(m.Piece.Kind(), m.From, king)
		return pull*p.press.eighths/8 + attack*p.pressAttack
	}
	if m.Captured == tera.NoPiece {
		return 0
	}
	at, king, k := capturedAt(m), p.g.KingSquare(c), m.Captured.Kind()
	return -(p.press.pullOf(k, at, king)*p.press.eighths/8 + tropism(k, at, king)*p.pressAttack)
}
