package sixmaking

import (
	"boardshelf/rules"
)

// kingHeight is the height at which a tower becomes a King.
const kingHeight = 6

// apply plays a legal move, records how to take it back and settles whether
// the game has ended.
func (g *Game) apply(m move) {
	mover := g.pos.turn
	g.history = append(g.history, record{before: g.pos, ko: g.ko, played: m, irreversible: m.placement()})
	board := &g.pos.board
	if m.placement() {
		board[m.to] = disk(mover)
		g.pos.reserve[mover]--
		g.ko = move{}
	} else {
		rest, part := board[m.from].split(int(m.count))
		board[m.from] = rest
		board[m.to] = board[m.to].stack(part)
		g.ko = m
	}
	g.pos.turn = mover.Opponent()

	if board[m.to].height() >= kingHeight {
		g.history[len(g.history)-1].irreversible = true
		g.crown(mover, int(m.to))
		if g.over() {
			return
		}
	}
	switch {
	case g.thirdOccurrence():
		g.end = ending{how: repetition}
	case !g.hasMove():
		g.end = ending{how: noMove, actor: g.pos.turn, winner: g.pos.turn.Opponent()}
	}
}

// crown settles the King that builder has just built on square s: the end of
// the game, or in Sixth MaKING a point for the owner of its top colour and
// the King's disks back to their owners' reserves.
func (g *Game) crown(builder Color, s int) {
	king := g.pos.board[s]
	owner := king.top()
	if !g.sixth {
		g.end = ending{how: kingBuilt, winner: owner, actor: builder, square: int8(s)}
		return
	}
	g.pos.score[owner]++
	g.pos.reserve[Light] += king.count(Light)
	g.pos.reserve[Dark] += king.count(Dark)
	g.pos.board[s] = 0
	g.ko = move{}
	if g.pos.score[owner] >= g.target {
		g.end = ending{how: targetReached, winner: owner}
	}
}

// thirdOccurrence reports whether the current position (player to move
// included) has now occurred for the third time.
func (g *Game) thirdOccurrence() bool {
	seen := 1
	for i := len(g.history) - 1; i >= 0; i-- {
		r := &g.history[i]
		if r.irreversible {
			break
		}
		if r.before == g.pos {
			if seen++; seen == 3 {
				return true
			}
		}
	}
	return false
}

// agree plays a resignation (of the player to move, or of the player
// named), an agreed draw or a time run out.
func (g *Game) agree(a rules.Agreement) error {
	seat, err := a.Leaver(int(g.pos.turn), 2, nil)
	if err != nil {
		return err
	}
	end := ending{how: drawAgreed}
	if seat >= 0 {
		loser := Color(seat)
		end = ending{how: resigned, actor: loser, winner: loser.Opponent()}
		if a == rules.TimeOut {
			end.how = timedOut
		}
	}
	g.history = append(g.history, record{before: g.pos, ko: g.ko, agreement: a})
	g.end = end
	return nil
}

// takeBack takes back the last entry of the history. Every entry was played in
// a game not yet over, so the status goes back to "not over".
func (g *Game) takeBack() {
	last := len(g.history) - 1
	r := &g.history[last]
	g.pos = r.before
	g.ko = r.ko
	g.end = ending{}
	g.history = g.history[:last]
}
