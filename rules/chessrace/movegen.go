package chessrace

// target is where a piece can end a move of one figure.
type target struct {
	to, via int // via: the mud square that diverted it, -1 if none
	capture bool
	finish  bool
}

// generate lists the legal moves of the current state into out.
func (g *Game) generate(out []Move) []Move {
	st := &g.st
	switch st.phase {
	case PhasePlace:
		for _, r := range g.track.ribbons {
			if g.cells[r].height == 0 {
				out = append(out, Move{Kind: PlaceMove, To: g.track.square(r)})
			}
		}
	case PhaseChoose:
		out = append(out, Move{Kind: RollMove})
		for _, f := range faces {
			out = g.pieceMoves(out, f, true)
		}
		for _, f := range faces {
			out = g.pullMoves(out, f)
		}
	case PhaseRoll, PhaseReroll:
		for _, f := range faces {
			out = append(out, Move{Kind: FaceMove, Figure: f})
		}
	case PhaseMove:
		out = g.pieceMoves(out, st.figure, false)
	case PhaseTile:
		out = g.tileMoves(out)
	}
	return out
}

// pieceMoves adds the moves of the player's free pieces as figure f, and
// the entries of a waiting piece on any of the four ribbons, whatever
// stands there (the piece it starts on is not captured: arrive never lets
// a move end where it started); after a capture only the capturing piece
// moves.
func (g *Game) pieceMoves(out []Move, f Figure, promoted bool) []Move {
	st := &g.st
	seat := st.seat
	for idx, p := range st.pieces[seat] {
		if p.at < 0 || p.level != g.cells[p.at].height-1 || (st.mover >= 0 && idx != st.mover) {
			continue
		}
		for _, tg := range g.targets(seat, p.at, f, !p.moved) {
			out = append(out, g.pieceMove(f, p.at, tg, Move{Promoted: promoted}))
		}
	}
	if st.mover >= 0 || st.count(seat, atWaiting) == 0 {
		return out
	}
	for _, r := range g.track.ribbons {
		for _, tg := range g.targets(seat, r, f, true) {
			out = append(out, g.pieceMove(f, r, tg, Move{Promoted: promoted, Enter: true}))
		}
	}
	return out
}

// pullMoves adds the moves of the player's covered pieces pulled out of
// their stacks with two promotion halves.
func (g *Game) pullMoves(out []Move, f Figure) []Move {
	seat := g.st.seat
	for _, p := range g.st.pieces[seat] {
		if p.at < 0 || p.level == g.cells[p.at].height-1 {
			continue
		}
		for _, tg := range g.targets(seat, p.at, f, !p.moved) {
			out = append(out, g.pieceMove(f, p.at, tg, Move{Promoted: true, Pull: true}))
		}
	}
	return out
}

func (g *Game) pieceMove(f Figure, from int, tg target, m Move) Move {
	t := g.track
	m.Kind, m.Figure = PieceMove, f
	m.From, m.Via, m.To = t.square(from), t.squareOrZero(tg.via), t.square(tg.to)
	m.Capture, m.Finish = tg.capture, tg.finish
	return m
}

// targets lists where a piece of seat standing on from can go as figure f;
// first says the piece has not moved yet. The list is only good until the
// next call.
func (g *Game) targets(seat, from int, f Figure, first bool) []target {
	out := g.scratch[:0]
	t := g.track
	switch f {
	case Pawn:
		out = g.pawnTargets(out, seat, from, first)
	case Knight:
		t.knightPaths(from, func(_, to int) {
			if _, tiled := tileAt(&g.st.tiles, to); !tiled {
				out = g.arrive(out, seat, from, -1, to, false)
			}
		})
	case King:
		for _, d := range allDirs {
			out = g.reach(out, seat, from, t.step(from, d), false)
		}
	case Rook:
		out = g.slide(out, seat, from, orthogonal)
	case Bishop:
		out = g.slide(out, seat, from, diagonal)
	case Queen:
		out = g.slide(out, seat, from, allDirs)
	}
	g.scratch = out
	return out
}

// knightPaths visits the knight's moves from square from as the rules take
// its path, literally: one orthogonal step onto a track square (mid), then
// one diagonal step on outward, the way the first step went, onto a track
// square (to). Whatever stands on mid is jumped, but a knight never leaps
// over scenery or off the board.
//
// Decision: a jump is legal when a literal path to it has its orthogonal
// square on the track. Each jump has exactly one such path: the orthogonal
// step runs along the jump's long side, since a first step along its short
// side would leave two orthogonal steps rather than a diagonal one. The
// route that starts with the diagonal step is not the path the rules
// describe ("one orthogonal step then one diagonal step"), so it makes no
// jump legal: on the classic track l4-m6 is refused (l5 is pool) though m5
// is track.
func (t *Track) knightPaths(from int, visit func(mid, to int)) {
	for _, d := range orthogonal {
		mid := t.step(from, d)
		if !t.playable(mid) {
			continue
		}
		for _, side := range sideways(d) {
			if to := t.step(mid, combine(d, side)); t.playable(to) {
				visit(mid, to)
			}
		}
	}
}

// slide follows each direction until the track, a tile or another player's
// piece stops it. The mover's own pieces do not block the line (arrive
// keeps it from ending on them). A stack holding another player's piece
// stops it even with the mover's piece on top: that player's piece stands
// there all the same.
func (g *Game) slide(out []target, seat, from int, dirs []Dir) []target {
	t := g.track
	for _, d := range dirs {
		for sq := t.step(from, d); t.playable(sq); sq = t.step(sq, d) {
			if _, tiled := tileAt(&g.st.tiles, sq); tiled {
				out = g.reach(out, seat, from, sq, false) // a mud tile diverts, the block stops
				break
			}
			out = g.arrive(out, seat, from, -1, sq, false)
			if g.cells[sq].seats&^seatBit(seat) != 0 {
				break
			}
		}
	}
	return out
}

// pawnTargets: forward steps onto free squares, the double step of a
// piece's first move off a ribbon, and diagonal captures; on a curve both
// forward directions count.
func (g *Game) pawnTargets(out []target, seat, from int, first bool) []target {
	t := g.track
	for _, f := range t.forward[from] {
		out = g.reach(out, seat, from, t.step(from, f), true)
		for _, side := range sideways(f) {
			if diag := t.step(from, combine(f, side)); t.playable(diag) && g.cells[diag].height > 0 {
				out = g.arrive(out, seat, from, -1, diag, false)
			}
		}
	}
	if !first || t.kinds[from] != Ribbon {
		return out
	}
	// The double step passes over whatever lies on the first square.
	for _, f := range t.forward[from] {
		mid := t.step(from, f)
		if !t.playable(mid) {
			continue
		}
		for _, f2 := range t.forward[mid] {
			out = g.reach(out, seat, from, t.step(mid, f2), true)
		}
	}
	return out
}

// reach is a piece ending its movement on square sq: the block refuses it,
// a mud tile diverts it one square along the arrow, where it may capture.
// A pawn's forward step may not end on a piece unless it is diverted.
func (g *Game) reach(out []target, seat, from, sq int, pawnStep bool) []target {
	t := g.track
	if !t.playable(sq) {
		return out
	}
	tile, tiled := tileAt(&g.st.tiles, sq)
	switch {
	case !tiled:
		return g.arrive(out, seat, from, -1, sq, pawnStep)
	case tile == Block:
		return out
	}
	to := t.step(sq, g.st.tiles[tile].arrow)
	if !t.playable(to) {
		return out
	}
	return g.arrive(out, seat, from, sq, to, false)
}

// arrive adds the piece ending on square to, if it may end there: not where
// it started, not on a stack holding a piece of its own side, not back over
// the starting line. Crossing the line forward completes the lap; otherwise
// ending on another player's piece is a capture. Two ways to the same square
// are one move.
func (g *Game) arrive(out []target, seat, from, via, to int, pawnStep bool) []target {
	c := g.cells[to]
	if to == from || c.seats&seatBit(seat) != 0 || (pawnStep && c.height > 0) {
		return out
	}
	p := g.track.progress(from, via, to)
	if p < 0 {
		return out
	}
	tg := target{to: to, via: via, finish: p >= g.track.lapLength}
	tg.capture = c.height > 0 && !tg.finish
	for k := range out {
		if out[k].to == to {
			if out[k].via >= 0 && via < 0 {
				out[k] = tg // prefer the direct way for the view
			}
			return out
		}
	}
	return append(out, tg)
}
