package ai

import "boardshelf/rules/terachess"

// A side that starts a search three Rooks ahead or more presses the attack
// for that whole search: its pieces are drawn towards the enemy King from
// as far as pullReach squares, and its attack near the King counts
// 1 + lead/500 times. Without it Hard, far ahead, could spend a hundred
// moves before the mate: nothing told it to bring its army over while the
// defender kept thirty pieces round its King. From four positions three
// Rooks ahead it mates the best-first searcher in a mean of 88 plies
// rather than 126, and from the start 22 plies sooner (docs/strength.md).
//
// The lead is the search's root's, not each position's: pressing wherever
// a position of the search stood far ahead changed how Hard judged the
// positions on the way there, and scored 12-45% against the Hard without.
// From the root the press starts only once the game is as good as won,
// and pressed caps it so that it gives no material back for it.
const (
	terachessPressFrom = 1500 // three Rooks
	pullReach          = 13
	pullEighths        = 6 // the pull counts 6/8 of pullOf
)

// pressIfFarAhead makes the side to move press when it leads by
// terachessPressFrom or more, material and position counted.
func (p *terachessPosition) pressIfFarAhead() {
	p.presser = p.g.SideToMove()
	lead := p.lead()
	if lead < terachessPressFrom {
		return
	}
	p.pressing, p.pressAttack = true, lead/500
	p.countAttack()
}

// pullOf is what a piece of kind k on s adds to its side's pull towards
// the enemy King on king: like tropism, but from further away.
func pullOf(k terachess.Kind, s, king terachess.Square) int {
	d := max(abs(s.File()-king.File()), abs(s.Rank()-king.Rank()))
	if d > pullReach || k == terachess.King {
		return 0
	}
	return terachessTropismWeight[k] * (pullReach + 1 - d)
}

// lead is the presser's material and position over the defender's.
func (p *terachessPosition) lead() int {
	if p.presser == terachess.White {
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
	return cappedPress(p.pressValue(), p.lead())
}

func cappedPress(press, lead int) int { return max(0, min(press, lead-terachessPressFrom)) }

// pressGain is what m, not yet played, changes in pressed, given the
// change it makes to the score (p.change(m), which gain has already).
func (p *terachessPosition) pressGain(m terachess.Move, change int) int {
	lead := p.lead()
	next := lead + change
	if p.presser == terachess.Black {
		next = lead - change
	}
	press := p.pressValue()
	return cappedPress(press+p.pressChange(m), next) - cappedPress(press, lead)
}

// pressValue is the press before the cap: the pull and the extra weight of
// the attack.
func (p *terachessPosition) pressValue() int {
	return p.pull[p.presser]*pullEighths/8 + p.attack[p.presser]*p.pressAttack
}

// pressChange is about what m, not yet played, changes in pressValue (the
// eighths rounded per move; a King's move, which moves the target, as 0).
func (p *terachessPosition) pressChange(m terachess.Move) int {
	c := m.Piece.Color()
	if m.Piece.Kind() == terachess.King {
		return 0
	}
	if c == p.presser {
		king := p.g.KingSquare(c.Opponent())
		placed := m.Piece.Kind()
		if m.Promotion != terachess.NoKind {
			placed = m.Promotion
		}
		pull := pullOf(placed, m.To, king) - pullOf(m.Piece.Kind(), m.From, king)
		attack := tropism(placed, m.To, king) - tropism(m.Piece.Kind(), m.From, king)
		return pull*pullEighths/8 + attack*p.pressAttack
	}
	if m.Captured == terachess.NoPiece {
		return 0
	}
	at, king, k := capturedAt(m), p.g.KingSquare(c), m.Captured.Kind()
	return -(pullOf(k, at, king)*pullEighths/8 + tropism(k, at, king)*p.pressAttack)
}
