package play

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"boardshelf/ai"
	"boardshelf/rules"
)

// A draw is offered by the person to move and agreed by every other player
// still in the game: each person at the table accepts or declines in turn,
// then the computer judges the position for its seats and accepts unless
// it finds the one who offered clearly behind.

// OfferDraw offers a draw for the person to move.
func (p *Screen) OfferDraw() {
	if !p.CanMove() {
		return
	}
	offerer := p.seatToMove()
	out, eliminates := p.game.(rules.Eliminating)
	var people, computers []int
	for seat := range p.game.Players() {
		switch {
		case seat == offerer || eliminates && out.Eliminated(seat):
		case seat < len(p.players) && p.players[seat].Computer:
			computers = append(computers, seat)
		default:
			people = append(people, seat)
		}
	}
	p.askPeople(offerer, people, func() { p.askComputer(offerer, computers) })
}

// askPeople asks each of people in turn whether they accept the draw
// offerer offers, then goes on; the first to decline ends the offer.
func (p *Screen) askPeople(offerer int, people []int, then func()) {
	if len(people) == 0 {
		then()
		return
	}
	at, seat := p.hist.At(), people[0]
	names := map[string]any{"Seat": p.SeatName(offerer), "Other": p.SeatName(seat)}
	d := dialog.NewConfirm(lang.L("A draw?"), lang.L("{{.Seat}} offers a draw. {{.Other}}, do you accept?", names), func(yes bool) {
		if p.hist.At() != at || p.turn.left {
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

// askComputer lets the computer judge the draw offered for its seats, off
// the UI goroutine, and plays the draw when it accepts.
func (p *Screen) askComputer(offerer int, computers []int) {
	if len(computers) == 0 {
		p.Play(rules.Draw)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.turn.cancel = cancel
	at := p.hist.At()
	p.thinking(lang.L("The computer considers the draw…"))
	p.update() // no other word or move meanwhile
	game := p.game.Clone()
	p.turn.background(func() {
		lead, err := ai.Assess(ctx, game)
		fyne.Do(func() {
			if !p.current(ctx, at) {
				return
			}
			p.stopThinking()
			p.update()
			switch {
			case err != nil:
				p.Say(lang.L("The computer could not judge the offer: {{.Why}}", map[string]any{"Why": err.Error()}))
			case lead < -1 && len(computers) == 1:
				p.Say(lang.L("{{.Seat}} declines the draw: the computer finds its position better", map[string]any{"Seat": p.SeatName(computers[0])}))
			case lead < -1:
				p.Say(lang.L("The computer declines the draw: it finds {{.Seat}} behind", map[string]any{"Seat": p.SeatName(offerer)}))
			default:
				p.Play(rules.Draw)
			}
		})
	})
}
