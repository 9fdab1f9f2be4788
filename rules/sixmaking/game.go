package sixmaking

import (
	"boardshelf/rules"
)

// position is everything the repetition rule compares: the board, both
// reserves, the scores (always zero outside Sixth MaKING) and the player to
// move. It is comparable with ==.
type position struct {
	board   [maxSquares]tower
	reserve [2]int
	score   [2]int
	turn    Color
}

// record is one entry of the history: what Undo needs to take a Play back.
type record struct {
	before    position
	ko        move
	played    move
	agreement rules.Agreement // set when the entry is a resignation or draw
	// irreversible marks a placement or a King: the positions before it can
	// never come back (a reserve only grows again when a score grows).
	irreversible bool
}

// Game is a game of Six MaKING or Sixth MaKING in progress. It satisfies
// rules.Game.
type Game struct {
	geo    *geometry
	sixth  bool
	target int

	pos position
	// ko is the previous move when it was a tower move: the player to move
	// may not reverse it. A placement (the zero move) forbids nothing.
	ko      move
	end     ending
	history []record
}

var _ rules.Game = (*Game)(nil)

// Players is always 2: seat 0 light, seat 1 dark.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move (never rules.Chance).
func (g *Game) Turn() int { return int(g.pos.turn) }

// Moves lists every legal move: placements first, then tower moves grouped
// by source square. None once the game is over.
func (g *Game) Moves() []rules.Move {
	var buf [128]Move
	legal := g.AppendMoves(buf[:0])
	moves := make([]rules.Move, len(legal))
	for i, m := range legal {
		moves[i] = m
	}
	return moves
}

// AppendMoves appends the legal moves to dst in the order of Moves. A
// search lists moves millions of times: this spares it the allocations.
func (g *Game) AppendMoves(dst []Move) []Move {
	var buf [128]move
	for _, m := range g.generate(buf[:0]) {
		dst = append(dst, g.public(m, &g.pos))
	}
	return dst
}

// Play applies a Move or a rules.Agreement. On error nothing changes.
func (g *Game) Play(m rules.Move) error {
	switch m := m.(type) {
	case Move:
		return g.PlayMove(m)
	case rules.Agreement:
		if g.over() {
			return rules.Explain("the game is over")
		}
		return g.agree(m)
	}
	return rules.Explain("%v is not a Six MaKING move", m)
}

// PlayMove is Play for a Move, without boxing it in an interface.
func (g *Game) PlayMove(m Move) error {
	if g.over() {
		return rules.Explain("the game is over")
	}
	internal, err := g.check(m)
	if err != nil {
		return err
	}
	g.apply(internal)
	return nil
}

// Undo takes back the last Play; at the start it does nothing.
func (g *Game) Undo() {
	if len(g.history) > 0 {
		g.takeBack()
	}
}

// Clone is an independent copy, history included.
func (g *Game) Clone() rules.Game {
	c := *g
	c.history = append([]record(nil), g.history...)
	return &c
}

// public turns an internal move into a Move, reading the source tower's
// height in p (the position the move is played from) to set Whole.
func (g *Game) public(m move, p *position) Move {
	if m.placement() {
		return Placement(g.geo.square(int(m.to)))
	}
	return Move{
		From:  g.geo.square(int(m.from)),
		To:    g.geo.square(int(m.to)),
		Count: int(m.count),
		Whole: int(m.count) == p.board[m.from].height(),
	}
}
