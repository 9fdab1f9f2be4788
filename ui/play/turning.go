package play

import (
	"slices"
)

// Turning the board: by the player (Play > Turn the board), or to the
// player to move when only people sit at the table and the settings ask
// for it.

// TurnBoard turns the board by one turn of the view's (a quarter turn in
// Terrace, half a turn in the other games).
func (p *Screen) TurnBoard() { p.view.SetTurned(p.view.Turned() + p.view.TurnStep()) }

// BoardTurn is how the board is turned, in quarter turns clockwise.
func (p *Screen) BoardTurn() int { return p.view.Turned() }

// SetBoardTurn turns the board so, as it was on a screen shown before.
func (p *Screen) SetBoardTurn(quarters int) { p.view.SetTurned(quarters) }

// faceFirstPerson turns the board so that the first seat a person plays
// (the first seat, when the computer plays them all) is nearest the table's
// edge, as a new game is set out.
func (p *Screen) faceFirstPerson() {
	seat := max(slices.IndexFunc(p.players, func(pl Player) bool { return !pl.Computer }), 0)
	if p.shared != nil {
		seat = p.firstSeatHere()
	}
	p.view.SetTurned(max(p.view.SeatTurn(seat), 0))
}

// turnToPlayer turns the board to the side of the seat to move, once at
// each new turn, when the settings ask for it and only people play: a
// player may still turn it by hand meanwhile.
func (p *Screen) turnToPlayer() {
	seat := p.seatToMove()
	if !p.host.Options().TurnToPlayer || !p.onlyPeople() || p.game.Status().Over || seat == p.turnedFor {
		return
	}
	p.turnedFor = seat
	if side := p.view.SeatTurn(seat); side >= 0 {
		p.view.SetTurned(side)
	}
}

// onlyPeople reports whether no seat is played by the computer, nor
// elsewhere: a shared game's board faces this app's seat.
func (p *Screen) onlyPeople() bool {
	if p.shared != nil {
		return false
	}
	for _, pl := range p.players {
		if pl.Computer {
			return false
		}
	}
	return true
}
