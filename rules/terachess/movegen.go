package terachess

// generate appends every pseudo-legal move of the side to move to buf:
// moves that follow the pieces' rules but may leave the King attacked.
// Squares are scanned a1..p16, so the order depends only on the position.
func (g *Game) generate(buf []Move) []Move {
	own := colorFlag(g.side)
	for s, p := range g.board {
		if p&own != 0 {
			buf = g.generateFrom(buf, Square(s), p)
		}
	}
	return buf
}

// generateFrom appends the pseudo-legal moves of piece p standing on from.
func (g *Game) generateFrom(buf []Move, from Square, p Piece) []Move {
	own := colorFlag(p.Color())
	k := p.Kind()
	for _, to := range leapTargets[k].of(from) {
		if q := g.board[to]; q&own == 0 {
			buf = appendMove(buf, from, to, p, q)
		}
	}
	if dirs := slideDirs[k]; dirs != 0 {
		for d := range 8 {
			if dirs&(1<<d) != 0 {
				buf = g.slide(buf, from, from, d, p)
			}
		}
	}
	if dirs := hopDirs[k]; dirs != 0 {
		for d := range 8 {
			if dirs&(1<<d) != 0 {
				buf = g.hop(buf, from, d, p)
			}
		}
	}
	switch k {
	case Pawn, Corporal, Prince:
		buf = g.forwardMoves(buf, from, p)
	case Ship, Eagle, Rhinoceros:
		buf = g.bentMoves(buf, from, p)
	}
	return buf
}

// appendMove adds the move of p from from to to, taking captured, with the
// promotion it earns on its last rank.
func appendMove(buf []Move, from, to Square, p, captured Piece) []Move {
	m := Move{From: from, To: to, Piece: p, Captured: captured}
	if to.Rank() == lastRank(p.Color()) {
		m.Promotion = p.Kind().Promotion()
	}
	return append(buf, m)
}

// slide appends the moves of p (which stands on from) along direction d
// starting after square start: empty squares, then the first piece met if
// it is an enemy.
func (g *Game) slide(buf []Move, from, start Square, d int, p Piece) []Move {
	own := colorFlag(p.Color())
	n, step, t := int(rayLen[start][d]), dirStep[d], int(start)
	for range n {
		t += step
		q := g.board[t]
		if q == NoPiece {
			buf = appendMove(buf, from, Square(t), p, NoPiece)
			continue
		}
		if q&own == 0 {
			buf = appendMove(buf, from, Square(t), p, q)
		}
		break
	}
	return buf
}

// hop appends the moves of a hopper along direction d: empty squares up to
// the first piece (the screen), then the first piece beyond it if it is an
// enemy.
func (g *Game) hop(buf []Move, from Square, d int, p Piece) []Move {
	enemy := colorFlag(p.Color().Opponent())
	n, step, t := int(rayLen[from][d]), dirStep[d], int(from)
	i := 0
	for ; i < n; i++ {
		t += step
		if g.board[t] != NoPiece {
			break
		}
		buf = appendMove(buf, from, Square(t), p, NoPiece)
	}
	for i++; i < n; i++ {
		t += step
		if q := g.board[t]; q != NoPiece {
			if q&enemy != 0 {
				buf = appendMove(buf, from, Square(t), p, q)
			}
			break
		}
	}
	return buf
}

// forwardMoves appends the Pawn's and Corporal's straight and diagonal
// forward moves (en passant included) and the Prince's double step; the
// Prince's single steps are in its leap table.
func (g *Game) forwardMoves(buf []Move, from Square, p Piece) []Move {
	us := p.Color()
	fwd := forward(us)
	ranksAhead := lastRank(us) - from.Rank() // the moves stay on the board
	if fwd < 0 {
		ranksAhead = -ranksAhead
	}
	if ranksAhead < 1 {
		return buf
	}
	one := int(from) + fwd
	if g.board[one] == NoPiece {
		if p.Kind() != Prince {
			buf = appendMove(buf, from, Square(one), p, NoPiece)
		}
		if two := one + fwd; ranksAhead >= 2 && g.board[two] == NoPiece {
			buf = appendMove(buf, from, Square(two), p, NoPiece)
		}
	}
	if p.Kind() == Prince {
		return buf
	}
	enemy := colorFlag(us.Opponent())
	for _, df := range [2]int{-1, 1} {
		if f := from.File() + df; f < 0 || f >= Size {
			continue
		}
		to := Square(one + df)
		q := g.board[to]
		switch {
		case q&enemy != 0:
			buf = appendMove(buf, from, to, p, q)
		case q != NoPiece: // its own piece blocks the step
		case g.hasEP && to == g.ep:
			m := Move{From: from, To: to, Piece: p, Captured: g.board[int(to)-fwd], EnPassant: true}
			buf = append(buf, m)
		case p.Kind() == Corporal:
			buf = appendMove(buf, from, to, p, NoPiece)
		}
	}
	return buf
}

// bentMoves appends the moves of a Ship, Eagle or Rhinoceros: the first step
// (moving or capturing), then, if that square is empty, slides onward.
func (g *Game) bentMoves(buf []Move, from Square, p Piece) []Move {
	own := colorFlag(p.Color())
	for _, st := range bentSteps[p.Kind()].of(from) {
		q := g.board[st.to]
		if q != NoPiece {
			if q&own == 0 {
				buf = appendMove(buf, from, st.to, p, q)
			}
			continue
		}
		buf = appendMove(buf, from, st.to, p, NoPiece)
		for d := range 8 {
			if st.dirs&(1<<d) != 0 {
				buf = g.slide(buf, from, st.to, d, p)
			}
		}
	}
	return buf
}

// generateNoisy appends the pseudo-legal captures and promotions of the
// side to move, in the order of generate. A piece that may promote on
// this move has its moves generated and the quiet ones dropped; the
// others look only at the pieces they reach.
func (g *Game) generateNoisy(buf []Move) []Move {
	own := colorFlag(g.side)
	last := lastRank(g.side)
	for s, p := range g.board {
		if p&own == 0 {
			continue
		}
		from := Square(s)
		if !mayPromote(p.Kind(), max(last-from.Rank(), from.Rank()-last)) {
			buf = g.capturesFrom(buf, from, p)
			continue
		}
		n := len(buf)
		buf = g.generateFrom(buf, from, p)
		noisy := buf[:n]
		for _, m := range buf[n:] {
			if m.Captured != NoPiece || m.Promotion != NoKind {
				noisy = append(noisy, m)
			}
		}
		buf = noisy
	}
	return buf
}

// mayPromote reports whether a piece of kind k, ranks short of its last
// rank, may reach it in one move: no leap or step covers more than three
// ranks, but a Ship slides on after its step.
func mayPromote(k Kind, ranks int) bool {
	switch {
	case k.Promotion() == NoKind:
		return false
	case k == Ship:
		return true
	}
	return ranks <= 3
}

// capturesFrom appends the pseudo-legal captures of piece p standing on
// from: generateFrom's moves that take a piece, when none can promote.
func (g *Game) capturesFrom(buf []Move, from Square, p Piece) []Move {
	enemy := colorFlag(p.Color().Opponent())
	k := p.Kind()
	for _, to := range leapTargets[k].of(from) {
		if q := g.board[to]; q&enemy != 0 {
			buf = append(buf, Move{From: from, To: to, Piece: p, Captured: q})
		}
	}
	if dirs := slideDirs[k]; dirs != 0 {
		for d := range 8 {
			if dirs&(1<<d) != 0 {
				buf = g.slideCapture(buf, from, from, d, p)
			}
		}
	}
	if dirs := hopDirs[k]; dirs != 0 {
		for d := range 8 {
			if dirs&(1<<d) != 0 {
				buf = g.hopCapture(buf, from, d, p)
			}
		}
	}
	switch k {
	case Pawn, Corporal:
		buf = g.forwardCaptures(buf, from, p)
	case Ship, Eagle, Rhinoceros:
		buf = g.bentCaptures(buf, from, p)
	}
	return buf
}

// forwardCaptures is forwardMoves' captures alone, en passant included.
func (g *Game) forwardCaptures(buf []Move, from Square, p Piece) []Move {
	fwd := forward(p.Color())
	if from.Rank() == lastRank(p.Color()) {
		return buf
	}
	enemy := colorFlag(p.Color().Opponent())
	for _, df := range [2]int{-1, 1} {
		if f := from.File() + df; f < 0 || f >= Size {
			continue
		}
		to := Square(int(from) + fwd + df)
		switch q := g.board[to]; {
		case q&enemy != 0:
			buf = append(buf, Move{From: from, To: to, Piece: p, Captured: q})
		case q == NoPiece && g.hasEP && to == g.ep:
			buf = append(buf, Move{From: from, To: to, Piece: p, Captured: g.board[int(to)-fwd], EnPassant: true})
		}
	}
	return buf
}

// bentCaptures is bentMoves' captures alone.
func (g *Game) bentCaptures(buf []Move, from Square, p Piece) []Move {
	enemy := colorFlag(p.Color().Opponent())
	for _, st := range bentSteps[p.Kind()].of(from) {
		if q := g.board[st.to]; q != NoPiece {
			if q&enemy != 0 {
				buf = append(buf, Move{From: from, To: st.to, Piece: p, Captured: q})
			}
			continue
		}
		for d := range 8 {
			if st.dirs&(1<<d) != 0 {
				buf = g.slideCapture(buf, from, st.to, d, p)
			}
		}
	}
	return buf
}

// slideCapture is slide's capture alone: the first piece along direction
// d after start, if it is an enemy.
func (g *Game) slideCapture(buf []Move, from, start Square, d int, p Piece) []Move {
	n, step, t := int(rayLen[start][d]), dirStep[d], int(start)
	for range n {
		t += step
		if q := g.board[t]; q != NoPiece {
			if q.Color() != p.Color() {
				buf = append(buf, Move{From: from, To: Square(t), Piece: p, Captured: q})
			}
			break
		}
	}
	return buf
}

// hopCapture is hop's capture alone: the first piece beyond the screen
// along direction d, if it is an enemy.
func (g *Game) hopCapture(buf []Move, from Square, d int, p Piece) []Move {
	n, step, t := int(rayLen[from][d]), dirStep[d], int(from)
	screened := false
	for range n {
		t += step
		q := g.board[t]
		if q == NoPiece {
			continue
		}
		if screened {
			if q.Color() != p.Color() {
				buf = append(buf, Move{From: from, To: Square(t), Piece: p, Captured: q})
			}
			break
		}
		screened = true
	}
	return buf
}
