package play

import (
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
)

// A draw is offered by the person to move and agreed by every other player
// still in the game: each person at the table accepts or declines in turn,
// then the computer judges the position for its seats and accepts unless
// it finds the one who offered clearly behind.

// OfferDraw offers a draw for the person to move.
func (p *Screen) OfferDraw() {
	if p.shared != nil {
		p.offerSharedDraw()
		return
	}
	if !p.CanMove() {
		return
	}
	offerer := p.seatToMove()
	people, _ := p.sess.DrawAnswerers(offerer)
	p.askPeople(offerer, people, func() { p.sess.ConsiderDraw(offerer) })
}

// askPeople asks each of people in turn whether they accept the draw
// offerer offers, then goes on; the first to decline ends the offer.
func (p *Screen) askPeople(offerer int, people []int, then func()) {
	if len(people) == 0 {
		then()
		return
	}
	at, seat := p.At(), people[0]
	names := map[string]any{"Seat": p.SeatName(offerer), "Other": p.SeatName(seat)}
	d := dialog.NewConfirm(lang.L("A draw?"), lang.L("{{.Seat}} offers a draw. {{.Other}}, do you accept?", names), func(yes bool) {
		if p.At() != at || !p.CanMove() {
			return // the game moved on meanwhile
		}
		if !yes {
			p.Say(lang.L("{{.Other}} declines the draw", names))
			return
		}
		p.askPeople(offerer, people[1:], then)
	}, p.host.Window())
	d.SetConfirmText(lang.L("Accept"))
	d.SetDismissText(lang.L("Decline"))
	p.present(d)
}
