package terachess

// Attack tests look outward from the attacked square: the leaper table says
// which kinds could strike from each nearby square, and one walk along each
// of the eight lines finds sliders (first piece), hoppers (second piece) and
// bent riders (beside an empty square of the line, about to step onto it and
// slide back along the line).

// attacked reports whether a piece of colour by could capture on s.
func (g *Game) attacked(s Square, by Color) bool {
	enemy := colorFlag(by)
	for _, a := range leapAttackers[by].of(s) {
		if p := g.board[a.from]; p&enemy != 0 && a.kinds.has(p.Kind()) {
			return true
		}
	}
	for d := range 8 {
		if g.lineAttacked(s, d, by) {
			return true
		}
	}
	return false
}

// lineAttacked reports whether a piece of colour by attacks s along the
// line leaving s in direction d.
func (g *Game) lineAttacked(s Square, d int, by Color) bool {
	enemy := colorFlag(by)
	bent := bentAttackers[d] & g.present[by]
	n, step, t := int(rayLen[s][d]), dirStep[d], int(s)
	i := 0
	var p Piece
	for ; i < n; i++ {
		t += step
		if p = g.board[t]; p != NoPiece {
			break
		}
		if bent != 0 {
			from := &bentFrom[d][t]
			for j := range from.n {
				if q := g.board[from.sq[j]]; q&enemy != 0 && bent.has(q.Kind()) {
					return true
				}
			}
		}
	}
	if i == n {
		return false
	}
	if p&enemy != 0 && slideAttackers[d].has(p.Kind()) {
		return true
	}
	if hopAttackers[d]&g.present[by] == 0 {
		return false
	}
	for i++; i < n; i++ {
		t += step
		if p = g.board[t]; p != NoPiece {
			return p&enemy != 0 && hopAttackers[d].has(p.Kind())
		}
	}
	return false
}

// inCheck reports whether the side to move has its King attacked.
func (g *Game) inCheck() bool {
	if g.check == checkUnknown {
		g.check = checkNo
		if g.attacked(g.kings[g.side], g.side.Opponent()) {
			g.check = checkYes
		}
	}
	return g.check == checkYes
}

// lineDir is the direction from a to b if they share a rank, file or
// diagonal, else -1.
func lineDir(a, b Square) int {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	switch {
	case df == 0 && dr == 0:
		return -1
	case df == 0:
		if dr > 0 {
			return 0
		}
		return 1
	case dr == 0:
		if df > 0 {
			return 2
		}
		return 3
	case df == dr:
		if df > 0 {
			return 4
		}
		return 7
	case df == -dr:
		if df < 0 {
			return 5
		}
		return 6
	}
	return -1
}
