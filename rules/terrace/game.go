package terrace

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"boardshelf/rules"
)

// Move is one move of a piece. Its notation is a2-a3, or b2xa1 for a capture.
type Move struct {
	From, To Square
	Capture  bool
}

func (m Move) String() string {
	sep := "-"
	if m.Capture {
		sep = "x"
	}
	return m.From.String() + sep + m.To.String()
}

// Game is a game of Terrace in progress. It satisfies rules.Game.
type Game struct {
	geo     *geometry
	players int
	names   []string
	goals   []Square
	board   []Piece // by square index; Size 0 is an empty square
	turn    int
	out     []bool // seats eliminated (3-4 players) or that lost
	result  *rules.Status
	history []step
}

// step is what Undo needs to take one move back.
type step struct {
	move     rules.Move
	turn     int           // seat that moved
	resume   int           // seat to move before the move: turn, unless played out of turn
	captured Piece         // what stood on the target (Size 0 if nothing)
	removed  []placed      // pieces taken off by an elimination
	outSeats []int         // seats eliminated by the move
	result   *rules.Status // the result the move produced, if it ended the game
}

// placed is a piece and the square index it stood on.
type placed struct {
	at    int
	piece Piece
}

// New starts a game from a position, which must have no Problems.
func New(p Position) (*Game, error) {
	if problems := p.Problems(); len(problems) > 0 {
		return nil, errors.New(strings.Join(problems, "; "))
	}
	g := &Game{
		geo:     geometries[p.Size],
		players: p.Players,
		names:   slices.Clone(p.names()),
		goals:   slices.Clone(p.Goals),
		board:   make([]Piece, p.Size*p.Size),
		turn:    p.First,
		out:     make([]bool, p.Players),
	}
	if g.goals == nil {
		g.goals = DefaultGoals(p.Size, p.Players, p.Pieces)
	}
	for sq, pc := range p.Pieces {
		g.board[g.geo.index(sq)] = pc
	}
	return g, nil
}

// Size is the side of the board.
func (g *Game) Size() int { return g.geo.n }

// Players is the number of seats the game began with.
func (g *Game) Players() int { return g.players }

// Turn is the seat to move.
func (g *Game) Turn() int { return g.turn }

// Name is the colour name of a seat, as used in messages.
func (g *Game) Name(seat int) string { return g.names[seat] }

// Goal is the corner a seat's T races to.
func (g *Game) Goal(seat int) Square { return g.goals[seat] }

// Eliminated reports whether a seat is out of the game.
func (g *Game) Eliminated(seat int) bool { return g.out[seat] }

// At gives the piece on a square, if any.
func (g *Game) At(s Square) (Piece, bool) {
	if !OnBoard(g.geo.n, s) {
		return Piece{}, false
	}
	pc := g.board[g.geo.index(s)]
	return pc, pc.Size > 0
}

// History lists the moves played so far, oldest first.
func (g *Game) History() []rules.Move {
	moves := make([]rules.Move, len(g.history))
	for i, st := range g.history {
		moves[i] = st.move
	}
	return moves
}

// LastMove is the most recent board move, if the last thing played was one.
func (g *Game) LastMove() (Move, bool) {
	if len(g.history) == 0 {
		return Move{}, false
	}
	m, ok := g.history[len(g.history)-1].move.(Move)
	return m, ok
}

// JustOut lists the seats the last move or agreement put out of the game.
func (g *Game) JustOut() []int {
	if len(g.history) == 0 {
		return nil
	}
	return slices.Clone(g.history[len(g.history)-1].outSeats)
}

// LosesOwnT reports whether m captures the mover's own T, which loses the
// game (with two players) or puts the mover out (with more).
func (g *Game) LosesOwnT(m Move) bool {
	pc, ok := g.At(m.To)
	return m.Capture && ok && pc.T && pc.Seat == g.turn
}

// LosingLeaves reports whether a player who loses (whose T is captured, by
// another or by themselves, or who resigns) leaves the game while the
// others play on (three or four players; the last one left wins), rather
// than ending it at once (two players).
func (g *Game) LosingLeaves() bool { return g.players > 2 }

// Moves lists every legal move of the seat to move.
func (g *Game) Moves() []rules.Move {
	var moves []rules.Move
	for _, m := range g.AppendMoves(nil) {
		moves = append(moves, m)
	}
	return moves
}

// AppendMoves appends the legal moves to dst, in the order of Moves. A
// search lists moves millions of times: this spares it the allocations.
func (g *Game) AppendMoves(dst []Move) []Move {
	if g.result != nil {
		return dst
	}
	for i, pc := range g.board {
		if pc.Size > 0 && pc.Seat == g.turn {
			dst = g.movesFrom(i, dst)
		}
	}
	return dst
}

// MovesFrom lists the legal moves of the piece on s, if it belongs to the
// seat to move.
func (g *Game) MovesFrom(s Square) []Move {
	pc, ok := g.At(s)
	if !ok || pc.Seat != g.turn || g.result != nil {
		return nil
	}
	return g.movesFrom(g.geo.index(s), nil)
}

// movesFrom appends to buf the moves of the piece on square index from.
func (g *Game) movesFrom(from int, buf []Move) []Move {
	geo := g.geo
	pc := g.board[from]
	level := geo.level[from]
	fromSq := geo.square(from)
	add := func(to int, capture bool) {
		buf = append(buf, Move{From: fromSq, To: geo.square(to), Capture: capture})
	}
	for _, to := range geo.around[from] {
		target := g.board[to]
		switch geo.level[to] - level {
		case 1: // up, straight or diagonal
			if target.Size == 0 {
				add(to, false)
			}
		case -1:
			switch {
			case g.captures(from, to):
				add(to, true)
			case !geo.diagonal(from, to) && target.Size == 0: // down, straight only
				add(to, false)
			}
		}
	}
	// Along the terrace: every vacant square reachable by orthogonal steps
	// on this level that pass no opponent's piece; own pieces may be passed.
	var seen [64]bool // the largest board has 64 squares
	var queue [64]int
	seen[from] = true
	queue[0] = from
	for head, tail := 0, 1; head < tail; head++ {
		for _, to := range geo.orth[queue[head]] {
			if seen[to] || geo.terrace[to] != geo.terrace[from] {
				continue
			}
			seen[to] = true
			target := g.board[to]
			if target.Size > 0 && target.Seat != pc.Seat {
				continue
			}
			if target.Size == 0 {
				add(to, false)
			}
			queue[tail] = to
			tail++
		}
	}
	return buf
}

// captures reports whether the piece on from can take the piece on to, a
// square around it: one level down, diagonally, a piece no bigger.
func (g *Game) captures(from, to int) bool {
	target := g.board[to]
	return g.geo.level[to]-g.geo.level[from] == -1 && g.geo.diagonal(from, to) &&
		target.Size > 0 && target.Size <= g.board[from].Size
}

// capturesFrom appends to buf the captures of the piece on square index
// from, in the order of movesFrom.
func (g *Game) capturesFrom(from int, buf []Move) []Move {
	for _, to := range g.geo.around[from] {
		if g.captures(from, to) {
			buf = append(buf, Move{From: g.geo.square(from), To: g.geo.square(to), Capture: true})
		}
	}
	return buf
}

// Play makes a move of the seat to move, or an agreement (a resignation,
// of any seat still in, a draw or a time run out).
func (g *Game) Play(m rules.Move) error {
	switch m := m.(type) {
	case rules.Agreement:
		if g.over() {
			return rules.Explain("the game is over")
		}
		return g.agree(m)
	case Move:
		return g.PlayMove(m)
	default:
		return rules.Explain("%v is not a Terrace move", m)
	}
}

// PlayMove is Play for a Move, without boxing it in an interface.
func (g *Game) PlayMove(m Move) error {
	if g.result != nil {
		return rules.Explain("the game is over")
	}
	if pc, ok := g.At(m.From); ok && pc.Seat == g.turn {
		var buf [32]Move
		for _, legal := range g.movesFrom(g.geo.index(m.From), buf[:0]) {
			if legal == m {
				g.move(m)
				return nil
			}
		}
	}
	return rules.Explain("%s is not a legal move for %s", m, rules.Seat(g.turn))
}

// PlayListed plays m, which must be one of the moves AppendMoves listed
// for this very position, without checking it again: a search plays
// millions of the moves it has just listed.
func (g *Game) PlayListed(m Move) { g.move(m) }

func (g *Game) move(m Move) {
	geo := g.geo
	from, to := geo.index(m.From), geo.index(m.To)
	mover := g.board[from]
	st := step{move: m, turn: g.turn, resume: g.turn, captured: g.board[to]}
	g.board[to], g.board[from] = mover, Piece{}

	name := g.names[g.turn]
	if victim := st.captured; victim.T {
		if victim.Seat == g.turn {
			g.eliminate(&st, victim.Seat, rules.Ended(rules.OwnTCaptured, g.turn, g.turn), name+" captured its own T")
		} else {
			g.eliminate(&st, victim.Seat, rules.Ended(rules.TCaptured, g.turn, victim.Seat), fmt.Sprintf("%s captured %s's T", name, g.names[victim.Seat]))
		}
	}
	if mover.T && m.To == g.goals[g.turn] && st.result == nil {
		st.result = &rules.Status{Over: true, Winners: []int{g.turn}, End: rules.Ending{Kind: rules.THome, Seat: g.turn, Other: -1, Square: m.To.String()},
			Reason: fmt.Sprintf("%s's T reached %s", name, m.To)}
	}
	g.result = st.result
	g.history = append(g.history, st)
	g.passTurn()
}

// eliminate takes a seat out: with two players the other wins; with more,
// the seat's pieces leave the board and the last seat left wins.
func (g *Game) eliminate(st *step, seat int, end rules.Ending, why string) {
	g.out[seat] = true
	st.outSeats = append(st.outSeats, seat)
	if g.players > 2 {
		for i, pc := range g.board {
			if pc.Size > 0 && pc.Seat == seat {
				st.removed = append(st.removed, placed{i, pc})
				g.board[i] = Piece{}
			}
		}
	}
	left, last := 0, 0
	for s, out := range g.out {
		if !out {
			left, last = left+1, s
		}
	}
	if left == 1 {
		st.result = &rules.Status{Over: true, Winners: []int{last}, End: end, Reason: why}
	}
}

// passTurn hands the move to the next seat still in the game.
func (g *Game) passTurn() {
	for i := 1; i <= g.players; i++ {
		if next := (g.turn + i) % g.players; !g.out[next] {
			g.turn = next
			return
		}
	}
}

// agree plays an agreement: a draw, or a seat leaving (resigning, to move
// or not, or out of time). The turn passes unless the seat that left was
// not the one to move.
func (g *Game) agree(a rules.Agreement) error {
	seat, err := a.Leaver(g.turn, g.players, g.Eliminated)
	if err != nil {
		return err
	}
	st := step{move: a, turn: g.turn, resume: g.turn}
	if seat < 0 {
		st.result = &rules.Status{Over: true, End: rules.Ended(rules.DrawAgreed, -1, -1), Reason: "draw agreed"}
	} else {
		end, why := a.Leaving(seat, g.names[seat])
		g.eliminate(&st, seat, end, why)
	}
	g.result = st.result
	g.history = append(g.history, st)
	if seat < 0 || seat == g.turn {
		g.passTurn()
	}
	return nil
}

// Undo takes back the last move or agreement.
func (g *Game) Undo() {
	if len(g.history) == 0 {
		return
	}
	st := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	for _, r := range st.removed {
		g.board[r.at] = r.piece
	}
	for _, seat := range st.outSeats {
		g.out[seat] = false
	}
	if m, ok := st.move.(Move); ok {
		from, to := g.geo.index(m.From), g.geo.index(m.To)
		g.board[from], g.board[to] = g.board[to], st.captured
	}
	g.turn = st.resume
	g.result = nil
	if n := len(g.history); n > 0 {
		g.result = g.history[n-1].result
	}
}

// Status says whether the game is over: a T captured or home, the players
// agreed, or the seat to move has no legal move (a draw).
func (g *Game) Status() rules.Status {
	if g.result != nil {
		st := *g.result
		st.Winners = slices.Clone(st.Winners)
		return st
	}
	if !g.hasMove() {
		return rules.Status{Over: true, End: rules.Ended(rules.NoMove, g.turn, -1), Reason: g.names[g.turn] + " has no legal move: draw"}
	}
	return rules.Status{}
}

// over reports whether the game has ended, by a result or by the draw
// of a player to move without a move (which no move records).
func (g *Game) over() bool { return g.result != nil || !g.hasMove() }

func (g *Game) hasMove() bool {
	var buf [32]Move
	for i, pc := range g.board {
		if pc.Size > 0 && pc.Seat == g.turn && len(g.movesFrom(i, buf[:0])) > 0 {
			return true
		}
	}
	return false
}

// Clone gives an independent copy, history included.
func (g *Game) Clone() rules.Game {
	c := *g
	c.board = slices.Clone(g.board)
	c.out = slices.Clone(g.out)
	c.history = slices.Clone(g.history)
	return &c
}

// Threatened lists the seats whose T an opponent could capture if it were
// that opponent's turn: the moment the rulebook's courtesy calls "Terrace!".
func (g *Game) Threatened() []int {
	var seats []int
	for i, pc := range g.board {
		if !pc.T {
			continue
		}
		for _, j := range g.geo.takers[i] {
			if attacker := g.board[j]; attacker.Size > 0 && attacker.Seat != pc.Seat {
				seats = append(seats, pc.Seat)
				break
			}
		}
	}
	slices.Sort(seats)
	return seats
}
