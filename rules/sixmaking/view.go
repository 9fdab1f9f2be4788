package sixmaking

// The accessors the board view draws from. Squares off the board read as
// empty; none of these changes the game.

// Size is the number of squares per side.
func (g *Game) Size() int { return g.geo.size }

// OnBoard reports whether s is a square of this board.
func (g *Game) OnBoard(s Square) bool {
	_, ok := g.geo.index(s)
	return ok
}

// Sixth reports whether this is the Sixth MaKING variant.
func (g *Game) Sixth() bool { return g.sixth }

// Target is the score that wins Sixth MaKING (0 in the ordinary game).
func (g *Game) Target() int { return g.target }

// ToMove is the colour of the player to move.
func (g *Game) ToMove() Color { return g.pos.turn }

// Tower lists the disks on s, bottom to top; nil when s is empty.
func (g *Game) Tower(s Square) []Color {
	if t := g.at(s); !t.empty() {
		return t.disks()
	}
	return nil
}

// Height is the number of disks on s.
func (g *Game) Height(s Square) int { return g.at(s).height() }

// PieceAt is the piece the tower on s moves as (NoPiece when s is empty,
// King for the final tower of 6 or more).
func (g *Game) PieceAt(s Square) Piece { return PieceFor(g.Height(s)) }

// Reserve is the number of disks colour c still has off the board.
func (g *Game) Reserve(c Color) int {
	if !c.valid() {
		return 0
	}
	return g.pos.reserve[c]
}

// Score is colour c's points in Sixth MaKING (always 0 in the ordinary game).
func (g *Game) Score(c Color) int {
	if !c.valid() {
		return 0
	}
	return g.pos.score[c]
}

// LastMove is the last move played on the board (a resignation or draw
// agreement is skipped), for highlighting; false at the start.
func (g *Game) LastMove() (Move, bool) {
	for i := len(g.history) - 1; i >= 0; i-- {
		if r := &g.history[i]; r.agreement == "" {
			return g.public(r.played, &r.before), true
		}
	}
	return Move{}, false
}

// Targets lists the squares to which k disks from the top of the tower on
// from may legally move now (Ko taken into account); nil if none.
func (g *Game) Targets(from Square, k int) []Square {
	if g.over() {
		return nil
	}
	s, ok := g.geo.index(from)
	if !ok {
		return nil
	}
	h := g.pos.board[s].height()
	if k < 1 || k > h {
		return nil
	}
	var squares []Square
	var targets [directions]int8
	for _, to := range g.reach(targets[:0], s, h) {
		if !(move{from: int8(s), to: to, count: int8(k)}).reverses(g.ko) {
			squares = append(squares, g.geo.square(int(to)))
		}
	}
	return squares
}

// KoForbids reports whether moving k disks from from to to is illegal only
// because of Ko: it would take back the opponent's last move exactly.
func (g *Game) KoForbids(from, to Square, k int) bool {
	if g.over() {
		return false
	}
	h := g.Height(from)
	if h == 0 {
		return false
	}
	m, err := g.shape(Move{From: from, To: to, Count: k, Whole: k == h})
	return err == nil && m.reverses(g.ko)
}

// at is the tower on s, empty when s is off the board.
func (g *Game) at(s Square) tower {
	if i, ok := g.geo.index(s); ok {
		return g.pos.board[i]
	}
	return 0
}
