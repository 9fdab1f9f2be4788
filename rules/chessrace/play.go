package chessrace

import "boardshelf/rules"

// apply plays a legal move on the state.
func (g *Game) apply(m Move) {
	st := &g.st
	st.last, st.passed = m, false
	switch m.Kind {
	case PlaceMove:
		at, _ := g.track.index(m.To)
		st.pieces[st.seat][g.firstWaiting(st.seat)] = piece{at: at}
		g.nextPlacer()
	case RollMove:
		st.phase = PhaseRoll
	case FaceMove:
		// The board is as it was, so the moves worked out here stay valid
		// unless the turn passes.
		st.figure, st.phase = m.Figure, PhaseMove
		g.passIfNoMove()
	case PieceMove:
		g.movePiece(m)
	case TileMove:
		if m.Remove {
			st.tiles[m.Tile] = tileState{at: -1}
		} else {
			at, _ := g.track.index(m.To)
			st.tiles[m.Tile] = tileState{at: at, arrow: m.Arrow}
		}
		g.afterTiles()
	case SkipMove:
		g.afterTiles()
	}
}

// movePiece moves, enters or pulls out a piece, then settles what follows:
// the win, the tile action of a king, the roll again after a capture.
func (g *Game) movePiece(m Move) {
	st := &g.st
	seat := st.seat
	from, _ := g.track.index(m.From)
	to, _ := g.track.index(m.To)
	idx := g.firstWaiting(seat)
	if !m.Enter {
		idx = g.pieceOn(seat, from)
		st.lift(seat, idx)
	}
	if m.Promoted {
		st.halves[seat] -= 2
	}
	st.figure = m.Figure // a promoted move chose it rather than rolled it
	if m.Finish {
		st.pieces[seat][idx] = piece{at: atHome}
	} else {
		st.pieces[seat][idx] = piece{at: to, level: g.cells[to].height, moved: true}
	}
	if m.Figure == Pawn {
		st.halves[seat] = min(2, st.halves[seat]+1)
	}
	st.mover = -1
	if m.Capture {
		st.mover = idx
	}
	switch {
	case st.count(seat, atHome) == piecesPerSeat:
		g.finish(seat, rules.Ended(rules.AllHome, seat, -1), g.seatName(seat)+" brought all three pieces home")
	case m.Figure == King:
		st.phase = PhaseTile
	case m.Capture:
		st.phase = PhaseReroll
	default:
		g.endTurn()
	}
}

// afterTiles ends a king's move: a capture rolls again, else the turn ends.
func (g *Game) afterTiles() {
	if g.st.mover >= 0 {
		g.st.phase = PhaseReroll
		return
	}
	g.endTurn()
}

// endTurn hands the turn to the next player still in the race.
func (g *Game) endTurn() {
	st := &g.st
	st.mover, st.figure = -1, NoFigure
	st.seat = g.nextSeat(st.seat)
	g.startTurn()
}

func (g *Game) startTurn() {
	st := &g.st
	st.phase = PhaseRoll
	if st.halves[st.seat] == 2 {
		st.phase = PhaseChoose
	}
}

// nextPlacer passes the set-up to the next seat in order, and starts the
// race with the first seat once everyone has placed a piece.
func (g *Game) nextPlacer() {
	st := &g.st
	for s := st.seat + 1; s < g.players; s++ {
		if !st.left[s] {
			st.seat = s
			return
		}
	}
	st.seat = g.nextSeat(g.players - 1)
	g.startTurn()
}

func (g *Game) nextSeat(seat int) int {
	for k := 1; k <= g.players; k++ {
		if s := (seat + k) % g.players; !g.st.left[s] {
			return s
		}
	}
	return seat
}

// passIfNoMove ends the turn when the figure the player is to move as
// leaves them no move.
func (g *Game) passIfNoMove() {
	if g.st.phase == PhaseMove && len(g.legalMoves()) == 0 {
		g.st.passed = true
		g.endTurn()
		g.legalOK = false
	}
}

// agree plays a draw agreement (seat -1), or seat's resignation or time
// run out. A player who resigns (or runs out of time) leaves the race:
// with two players left the other one wins; otherwise the player's pieces
// leave the board (uncovering what they covered) and the others play on.
// The turn passes if the player who left had it; else it stays, and passes
// only if the figure rolled no longer leaves a move (the capture it had
// was of a piece that left).
func (g *Game) agree(a rules.Agreement, seat int) {
	st := &g.st
	st.passed = false // the last move stays the one that led here, for the board to show
	if seat < 0 {
		g.finish(-1, rules.Ended(rules.DrawAgreed, -1, -1), "the players agreed a draw")
		return
	}
	active := 0
	for s := range g.players {
		if !st.left[s] {
			active++
		}
	}
	end, why := a.Leaving(seat, g.seatName(seat))
	if active == 2 {
		g.finish(g.nextSeat(seat), end, why)
		return
	}
	for idx, p := range st.pieces[seat] {
		if p.at >= 0 {
			st.lift(seat, idx)
		}
		st.pieces[seat][idx] = piece{at: atGone}
	}
	st.left[seat], st.halves[seat] = true, 0
	switch {
	case seat != st.seat:
		g.refreshCells() // the moves left are worked out on the board without the pieces
		g.passIfNoMove()
	case st.phase == PhasePlace:
		g.nextPlacer()
	default:
		g.endTurn()
	}
}

func (g *Game) finish(winner int, end rules.Ending, reason string) {
	g.st.phase, g.st.winner, g.st.end, g.st.reason = PhaseOver, winner, end, reason
	g.st.mover, g.st.figure = -1, NoFigure
}

func (g *Game) firstWaiting(seat int) int {
	for idx, p := range g.st.pieces[seat] {
		if p.at == atWaiting {
			return idx
		}
	}
	return -1
}

// pieceOn is the player's piece on square i (a player has at most one per
// stack).
func (g *Game) pieceOn(seat, i int) int {
	for idx, p := range g.st.pieces[seat] {
		if p.at == i {
			return idx
		}
	}
	return -1
}
