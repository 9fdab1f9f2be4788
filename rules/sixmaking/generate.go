package sixmaking

import "boardshelf/rules"

// reach appends to dst the squares a tower of height h standing on from may
// land on, Ko aside. It must land on a tower: a Pawn steps onto an adjacent
// one, a Knight leaps onto one, and the sliders stop at the first tower in
// each line, since they may neither land on an empty square nor pass a tower.
func (g *Game) reach(dst []int8, from, h int) []int8 {
	board := &g.pos.board
	rays := &g.geo.rays[from]
	switch PieceFor(h) {
	case Pawn:
		for d := firstOrthogonal; d < firstDiagonal; d++ {
			if r := rays[d]; len(r) > 0 && !board[r[0]].empty() {
				dst = append(dst, r[0])
			}
		}
	case Rook:
		dst = g.slide(dst, rays[firstOrthogonal:firstDiagonal])
	case Knight:
		for _, to := range g.geo.knight[from] {
			if !board[to].empty() {
				dst = append(dst, to)
			}
		}
	case Bishop:
		dst = g.slide(dst, rays[firstDiagonal:])
	case Queen:
		dst = g.slide(dst, rays[:])
	}
	return dst
}

// slide appends the first tower along each ray.
func (g *Game) slide(dst []int8, rays [][]int8) []int8 {
	for _, ray := range rays {
		for _, to := range ray {
			if !g.pos.board[to].empty() {
				dst = append(dst, to)
				break
			}
		}
	}
	return dst
}

// generate appends every legal move to dst: placements, then tower moves.
func (g *Game) generate(dst []move) []move {
	if g.over() {
		return dst
	}
	board := &g.pos.board
	if g.pos.reserve[g.pos.turn] > 0 {
		for s := range g.geo.squares {
			if board[s].empty() {
				dst = append(dst, move{to: int8(s)})
			}
		}
	}
	var targets [directions]int8
	for s := range g.geo.squares {
		h := board[s].height()
		if h == 0 {
			continue
		}
		for _, to := range g.reach(targets[:0], s, h) {
			for k := 1; k <= h; k++ {
				if m := (move{from: int8(s), to: to, count: int8(k)}); !m.reverses(g.ko) {
					dst = append(dst, m)
				}
			}
		}
	}
	return dst
}

// hasMove reports whether the player to move has any legal move.
func (g *Game) hasMove() bool {
	board := &g.pos.board
	if g.pos.reserve[g.pos.turn] > 0 {
		for s := range g.geo.squares {
			if board[s].empty() {
				return true
			}
		}
	}
	var targets [directions]int8
	for s := range g.geo.squares {
		h := board[s].height()
		if h == 0 {
			continue
		}
		for _, to := range g.reach(targets[:0], s, h) {
			// Ko forbids one count only, so a taller tower always has another.
			if h > 1 || !(move{from: int8(s), to: to, count: 1}).reverses(g.ko) {
				return true
			}
		}
	}
	return false
}

// check turns a Move into its internal form if it is legal now.
func (g *Game) check(m Move) (move, error) {
	internal, err := g.shape(m)
	if err != nil {
		return move{}, err
	}
	if internal.reverses(g.ko) {
		return move{}, rules.Explain("%v would undo %s's last move (Ko)", m, g.pos.turn.Opponent().Word())
	}
	return internal, nil
}

// shape checks everything about m but Ko.
func (g *Game) shape(m Move) (move, error) {
	board := &g.pos.board
	to, ok := g.geo.index(m.To)
	if !ok {
		return move{}, g.offBoard(m.To)
	}
	if m.Place {
		switch {
		case m != Placement(m.To):
			return move{}, rules.Explain("placement %v: a placement has no source square or count", m)
		case !board[to].empty():
			return move{}, rules.Explain("%v is not empty", m.To)
		case g.pos.reserve[g.pos.turn] == 0:
			return move{}, rules.Explain("%s has no disk left to place", g.pos.turn.Word())
		}
		return move{to: int8(to)}, nil
	}
	from, ok := g.geo.index(m.From)
	if !ok {
		return move{}, g.offBoard(m.From)
	}
	h := board[from].height()
	switch {
	case h == 0:
		return move{}, rules.Explain("there is no tower on %v", m.From)
	case m.Count < 1 || m.Count > h:
		return move{}, rules.ExplainN(m.Count, "the tower on %v is %d high: it cannot move %d disk",
			"the tower on %v is %d high: it cannot move %d disks", m.From, h, m.Count)
	case m.Whole != (m.Count == h):
		// Here 1 <= m.Count <= h: the words agree with h.
		return move{}, rules.ExplainN(h, "move %v moves %d of the %d disk on %v, but Whole is %v",
			"move %v moves %d of the %d disks on %v, but Whole is %v", m, m.Count, h, m.From, m.Whole)
	}
	var targets [directions]int8
	for _, t := range g.reach(targets[:0], from, h) {
		if int(t) == to {
			return move{from: int8(from), to: int8(to), count: int8(m.Count)}, nil
		}
	}
	return move{}, rules.Explain("the %s on %v cannot reach %v", PieceFor(h).Word(), m.From, m.To)
}

func (g *Game) offBoard(s Square) error {
	return rules.Explain("square %v is off the %dx%d board", s, g.geo.size, g.geo.size)
}
