// Package terrace is the computer player's knowledge of Terrace: the
// position the alpha-beta search works on (a best-reply search with three
// or four seats), its evaluation, and the settings of each level.
package terrace

import (
	"math"
	"slices"

	"boardshelf/ai/search"
	"boardshelf/rules"
	ter "boardshelf/rules/terrace"
)

// Worth of a Terrace piece by size: a bigger piece captures more and fears
// fewer. The T is scored by its race to the goal instead.
var terraceSizeValue = [...]int{0, 100, 160, 220, 280}

const (
	terraceTStep  = 45  // each move the T still needs to reach its goal
	terraceTAlive = 600 // a seat still in the game
)

// terracePosition is a Terrace game for the alpha-beta search. With two
// seats each is a team. With three or four it is a best-reply search
// (Schadd and Winands): the seat it plays for (root) against all the
// others, where between two of root's moves only one other seat moves,
// whichever has the reply that hurts root most. Root so sees its own
// next move two plies on rather than four, and a threat from any seat is
// still answered.
//
// With four players Hard was no stronger than Medium until it counted a
// goal held by a big piece (terraceLevel.heldGoal). Deeper captures, a
// faster race, paranoid search, BRS+ and a tree search were tried and
// dropped (docs/strength.md, "Terrace: four players").
type terracePosition struct {
	g         *ter.Game
	n         int
	players   int
	root      int
	bestReply bool           // three or four players: the others' moves are one ply
	impartial bool           // analysis: judge as an onlooker (search.Job.Impartial)
	board     [64]ter.Piece  // a copy of the board, by rank*n+file
	goal      [4][64]int     // moves a seat's T needs from each square to its goal, pieces ignored
	goalAt    [4]int         // each seat's goal square
	heldGoal  int            // moves a T counts extra while its goal holds a piece it cannot take
	above     [64][]int      // each square's diagonal neighbours a level higher: whence a T on it is taken
	keys      search.KeyLine // the position's key after each move, game history included; a capture makes every earlier position unrepeatable
	undos     []terraceUndo
}

type terraceUndo struct {
	from, to     int
	moved, taken ter.Piece
	board        *[64]ter.Piece // the whole board, when an elimination cleared pieces
	ended        bool
}

func newTerracePosition(g *ter.Game) *terracePosition {
	p := &terracePosition{g: g, n: g.Size(), players: g.Players(), root: g.Turn(), bestReply: g.Players() > 2}
	p.read()
	for seat := range p.players {
		p.goal[seat] = terraceDistances(p.n, g.Goal(seat))
		p.goalAt[seat] = p.index(g.Goal(seat))
	}
	p.above = terraceAbove(p.n)
	// The positions since the last capture could come back: key them.
	c := g.Clone().(*ter.Game)
	p.keys = search.NewKeyLine(func() uint64 { return terraceKey(c) }, func() bool {
		m, ok := c.LastMove()
		if !ok || m.Capture {
			return false
		}
		c.Undo()
		return true
	})
	return p
}

// read copies the board from the game.
func (p *terracePosition) read() {
	for i := range p.n * p.n {
		p.board[i], _ = p.g.At(ter.Square{File: i % p.n, Rank: i / p.n})
	}
}

// terraceKey keys a game's position (pieces and seat to move).
func terraceKey(g *ter.Game) uint64 {
	n := g.Size()
	k := search.Mix(uint64(g.Turn()) + 0x7e77ace)
	for i := range n * n {
		if pc, ok := g.At(ter.Square{File: i % n, Rank: i / n}); ok {
			k ^= terracePieceKey(i, pc)
		}
	}
	return k
}

func terracePieceKey(i int, pc ter.Piece) uint64 {
	t := uint64(0)
	if pc.T {
		t = 1
	}
	return search.Mix(uint64(i)<<16 | uint64(pc.Seat)<<8 | uint64(pc.Size)<<1 | t)
}

// terraceDistances counts the moves from every square to goal on an empty
// board: up one level in any direction, down one level straight, or along
// the ter.
func terraceDistances(n int, goal ter.Square) [64]int {
	var dist [64]int
	for i := range dist {
		dist[i] = -1
	}
	at := func(i int) ter.Square { return ter.Square{File: i % n, Rank: i / n} }
	// Searching backwards from the goal: i reaches j in one move.
	oneMove := func(i, j int) bool {
		a, b := at(i), at(j)
		la, lb := ter.Level(n, a), ter.Level(n, b)
		df, dr := search.Abs(a.File-b.File), search.Abs(a.Rank-b.Rank)
		near := df <= 1 && dr <= 1
		switch {
		case lb == la+1:
			return near
		case lb == la-1:
			return near && df+dr == 1
		case lb == la:
			return ter.SameTerrace(n, a, b)
		}
		return false
	}
	g := goal.Rank*n + goal.File
	dist[g] = 0
	queue := []int{g}
	for len(queue) > 0 {
		j := queue[0]
		queue = queue[1:]
		for i := range n * n {
			if dist[i] < 0 && i != j && oneMove(i, j) {
				dist[i] = dist[j] + 1
				queue = append(queue, i)
			}
		}
	}
	return dist
}

func (p *terracePosition) index(s ter.Square) int { return s.Rank*p.n + s.File }

func (p *terracePosition) square(i int) ter.Square {
	return ter.Square{File: i % p.n, Rank: i / p.n}
}

// Moves lists root's moves at its turn; at the others' turn, in a
// best-reply search, the moves of every other seat still in (but those a
// later seat wins by, in an impartial judgement: see laterWin).
func (p *terracePosition) Moves(buf []ter.Move) []ter.Move {
	if !p.bestReply || p.g.Turn() == p.root {
		return p.g.AppendMoves(buf[:0])
	}
	buf = buf[:0]
	for seat := range p.players {
		if seat != p.root {
			buf = p.g.AppendMovesOf(seat, buf)
		}
	}
	return p.withoutLaterWins(buf)
}

// laterWin reports, in an impartial judgement, a T's step onto its goal
// at the others' turn by a seat other than the next to move. The best-reply
// search lets whichever other seat hurts root most reply, so a T one step
// from its goal made root lost whatever it did, and so in turn every seat
// but the T's owner, while the seats that move before that T, who lose by
// it as much, answer the threat: a judgement gave the seat to move 0.1%
// turn after turn, and a move later its fair share.
func (p *terracePosition) laterWin(m ter.Move) bool {
	mover := p.board[p.index(m.From)]
	return p.impartial && mover.T && mover.Seat != p.g.Turn() && m.To == p.g.Goal(mover.Seat)
}

func (p *terracePosition) withoutLaterWins(buf []ter.Move) []ter.Move {
	if !p.impartial {
		return buf
	}
	return slices.DeleteFunc(buf, p.laterWin)
}

// The search finds these by type assertion.
var (
	_ search.NoisyLister[ter.Move] = (*terracePosition)(nil)
	_ search.TableMover[ter.Move]  = (*terracePosition)(nil)
)

// NoisyMoves is moves' noisy ones alone (see noisy), listed without the
// moves along the terraces but the T's.
func (p *terracePosition) NoisyMoves(buf []ter.Move) []ter.Move {
	if !p.bestReply || p.g.Turn() == p.root {
		return p.g.AppendNoisyMovesOf(p.g.Turn(), buf[:0])
	}
	buf = buf[:0]
	for seat := range p.players {
		if seat != p.root {
			buf = p.g.AppendNoisyMovesOf(seat, buf)
		}
	}
	return p.withoutLaterWins(buf)
}

func (p *terracePosition) Play(m ter.Move) error {
	from, to := p.index(m.From), p.index(m.To)
	u := terraceUndo{from: from, to: to, moved: p.board[from], taken: p.board[to]}
	turn := p.g.Turn()
	// The search plays only the moves it listed.
	if p.bestReply && u.moved.Seat != p.root {
		p.g.PlayListedOutOfTurn(m, p.root)
	} else {
		p.g.PlayListed(m)
	}
	u.ended = u.taken.T || u.moved.T && m.To == p.g.Goal(u.moved.Seat)
	key := p.keys.Key() ^ search.Mix(uint64(turn)+0x7e77ace) ^ search.Mix(uint64(p.g.Turn())+0x7e77ace)
	if u.taken.T && p.players > 2 {
		// The owner is out and their pieces left the board.
		saved := p.board
		u.board = &saved
		p.read()
		key = terraceKey(p.g)
	} else {
		p.board[to], p.board[from] = u.moved, ter.Piece{}
		key ^= terracePieceKey(from, u.moved) ^ terracePieceKey(to, u.moved)
		if u.taken.Size > 0 {
			key ^= terracePieceKey(to, u.taken)
		}
	}
	p.keys.Push(key, m.Capture)
	p.undos = append(p.undos, u)
	return nil
}

func (p *terracePosition) Undo() {
	u := p.undos[len(p.undos)-1]
	p.undos = p.undos[:len(p.undos)-1]
	p.g.Undo()
	if u.board != nil {
		p.board = *u.board
	} else {
		p.board[u.from], p.board[u.to] = u.moved, u.taken
	}
	p.keys.Pop()
}

func (p *terracePosition) Outcome() (bool, int) {
	if len(p.undos) == 0 || !p.undos[len(p.undos)-1].ended {
		return false, 0
	}
	r := 0
	switch st := p.g.Status(); {
	case st.Over && search.Wins(st, p.root):
		r = 1
	case st.Over && len(st.Winners) > 0, p.g.Eliminated(p.root):
		r = -1
	case !st.Over:
		return false, 0 // another seat was knocked out; play goes on
	}
	if p.Team() != 0 {
		r = -r
	}
	return true, r
}

func (p *terracePosition) NoMoves() int { return 0 } // the seat to move has no move: a draw

// Repeated looks for the position among those since the last capture.
func (p *terracePosition) Repeated() bool {
	return p.keys.Repeated(1)
}

// Evaluate weighs each seat's pieces and how near its T is to its goal,
// for the root seat against the others, then turns it to the team to
// move. With three players the root is weighed against the stronger of
// the other two, the one more likely to win; with four against the
// others' average, so that knocking one out counts (docs/strength.md,
// "Terrace: whom root is weighed against"). An impartial judgement weighs
// it against the others still in taken together (search.SoftRival), so
// that its score is its chance to win as every seat's share of their
// worths gives it.
func (p *terracePosition) Evaluate() int {
	worth := p.worths()
	var rival int
	switch {
	case p.impartial && p.players > 2:
		rival = p.softRivalOf(p.root, &worth)
	case p.players == 3:
		rival = math.MinInt
		for seat := range p.players {
			if seat != p.root {
				rival = max(rival, worth[seat])
			}
		}
	default:
		others := 0
		for seat := range p.players {
			if seat != p.root {
				others += worth[seat]
			}
		}
		rival = others / (p.players - 1) // two players: the other; four: the others' average
	}
	score := worth[p.root] - rival
	if p.Team() != 0 {
		return -score
	}
	return score
}

// worths weighs each seat's pieces and how near its T is to its goal.
func (p *terracePosition) worths() [4]int {
	var worth [4]int
	for i := range p.n * p.n {
		pc := p.board[i]
		switch {
		case pc.Size == 0:
		case pc.T:
			steps := p.goal[pc.Seat][i]
			if p.board[p.goalAt[pc.Seat]].Size > 1 {
				steps += p.heldGoal // a T takes only a 1: the piece must go first
			}
			worth[pc.Seat] += terraceTAlive - terraceTStep*steps
		default:
			worth[pc.Seat] += terraceSizeValue[pc.Size]
		}
	}
	return worth
}

// softRivalOf is the worth of the seats still in other than seat taken
// together (search.SoftRival).
func (p *terracePosition) softRivalOf(seat int, worth *[4]int) int {
	var others [4]float64
	n := 0
	for other := range p.players {
		if other != seat && !p.g.Eliminated(other) {
			others[n] = p.inClearLeads(worth[other])
			n++
		}
	}
	return int(math.Round(search.SoftRival(others[:n]) * float64(p.ClearLead())))
}

func (p *terracePosition) inClearLeads(worth int) float64 {
	return float64(worth) / float64(p.ClearLead())
}

func (p *terracePosition) Key() uint64 { return p.keys.Key() }

func (p *terracePosition) Team() int { return p.teamOf(p.g.Turn()) }

func (p *terracePosition) Noisy(m ter.Move) bool {
	mover := p.board[p.index(m.From)]
	return m.Capture || mover.T && m.To == p.g.Goal(mover.Seat)
}

// Order tries captures of a T first, then other captures (big victims,
// small attackers), then T moves that near the goal.
func (p *terracePosition) Order(m ter.Move) int {
	mover, victim := p.board[p.index(m.From)], p.board[p.index(m.To)]
	switch {
	case victim.T:
		return 100000
	case m.Capture:
		return 10000 + 100*victim.Size - 10*mover.Size
	case mover.T:
		goal := &p.goal[mover.Seat]
		return 500 * (goal[p.index(m.From)] - goal[p.index(m.To)])
	}
	return 0
}

func (p *terracePosition) Pack(m ter.Move) uint32 { return uint32(p.Slot(m)) + 1 }

// Unpack is the move pack gave packed, if it is among moves' here.
func (p *terracePosition) Unpack(packed uint32) (ter.Move, bool) {
	v := int(packed) - 1
	from, to := v>>6, v&63
	if v < 0 || from >= p.n*p.n || to >= p.n*p.n {
		return ter.Move{}, false
	}
	seat := p.g.Turn()
	if p.bestReply && seat != p.root {
		if seat = p.board[from].Seat; seat == p.root {
			return ter.Move{}, false
		}
	}
	m, ok := p.g.MoveOf(seat, p.square(from), p.square(to))
	return m, ok && !p.laterWin(m)
}

func (p *terracePosition) Slot(m ter.Move) int { return p.index(m.From)<<6 | p.index(m.To) }
func (p *terracePosition) Slots() int          { return 1 << 12 }

// terraceAbove lists, for each square of a board of side n, the squares
// whence a piece takes a T on it (ter.Takers), by index.
func terraceAbove(n int) [64][]int {
	var above [64][]int
	for i := range n * n {
		for _, t := range ter.Takers(n, ter.Square{File: i % n, Rank: i / n}) {
			above[i] = append(above[i], t.Rank*n+t.File)
		}
	}
	return above
}

// InCheck reports whether a T of the side to move can be taken: like a
// check in chess it must be answered, so the search follows it past the
// horizon and a hunt of the T is seen to its end, though it slows each
// position by a fifth. Only with two players: in the best-reply search
// of three or four, where any of the others' Ts may be under the
// searching seat's pieces, it lost strength (docs/strength.md, "Terrace:
// a T that can be taken is followed like a check").
func (p *terracePosition) InCheck() bool {
	if p.bestReply {
		return false
	}
	side := p.Team()
	for i := range p.n * p.n {
		pc := p.board[i]
		if !pc.T || p.teamOf(pc.Seat) != side {
			continue
		}
		for _, j := range p.above[i] {
			if a := p.board[j]; a.Size > 0 && p.teamOf(a.Seat) != side {
				return true
			}
		}
	}
	return false
}

// teamOf is the team of a seat: 0 for root, 1 for the others.
func (p *terracePosition) teamOf(seat int) int {
	if seat == p.root {
		return 0
	}
	return 1
}

// terraceLevel is how one level searches and judges Terrace.
type terraceLevel struct {
	search search.Settings
	// heldGoal is how many moves further a T counts itself from its goal
	// while a piece of 2 or more stands on it (a T takes only a 1), in
	// games of four.
	heldGoal int
}

// terraceLevels: Easy looks one move ahead and not at the replies, so it
// may leave its T to be taken.
var terraceLevels = [...]terraceLevel{
	search.Easy:   {search: search.Settings{MaxDepth: 1, Noise: 60, TableBits: 12}},
	search.Medium: {search: search.Settings{MaxDepth: 5, Quiesce: 4, TableBits: 16, Vary: 8, Contempt: 30}},
	search.Hard:   {search: search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 8, TableBits: 20, Vary: 3, Contempt: 30}, heldGoal: 3},
	search.Expert: {search: search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 8, TableBits: 22, Vary: 3, Contempt: 30}, heldGoal: 3},
}

// The held goal counts at Hard and Expert: a big piece parked on the
// corner two seats race for is the strongest defence there, and the plain
// distance does not see it. Medium goes without, since given to every
// level it left games at a standstill, and so do games of three, where it
// lost strength against the Hard of 2026-11 (docs/strength.md, "Terrace:
// the held goal").

// newTerracePositionAt is g for the search at level lvl.
func newTerracePositionAt(g *ter.Game, lvl terraceLevel) *terracePosition {
	p := newTerracePosition(g)
	if p.players == 4 {
		p.heldGoal = lvl.heldGoal
	}
	return p
}

// newTerracePositionFor is g for a search at level lvl, impartial or
// not. An impartial judgement counts no held goal: the search fears that
// any other seat will park on the goal of the seat it judges for, as a
// player should, and so judged every seat in turn 135 points (some 20
// points of chance) worse on its own turn than on the others' turns
// (docs/analysis.md, "Three and four players").
func newTerracePositionFor(g *ter.Game, lvl terraceLevel, impartial bool) *terracePosition {
	p := newTerracePositionAt(g, lvl)
	if impartial {
		p.impartial, p.heldGoal = true, 0
	}
	return p
}

// Search chooses among the candidates of g by the alpha-beta search at
// level.
func Search(g *ter.Game, candidates []rules.Move, level search.Level, j *search.Job) (rules.Move, error) {
	lvl := terraceLevels[level]
	positions := func(i int) search.Position[ter.Move] {
		on := g
		if i > 0 {
			on = g.Clone().(*ter.Game)
		}
		return newTerracePositionFor(on, lvl, j.Impartial)
	}
	m, err := search.AlphaBeta(g, positions, candidates, lvl.search, j)
	if err == nil && j.Impartial && g.Players() > 2 {
		shareChances(g, lvl, j)
	}
	return m, err
}

// shareChances gives every seat its chance after each line the search
// judged, for an impartial judgement: the mover's from the line's score,
// the rest shared among the others still in by their worths where the
// line leads (search.SharedChances): for the line chosen as far as it is
// played in turn, for the others after their move.
//
// When the search finds the mover won or lost whatever it does, but the
// line it chose, played in turn, neither ends the game nor puts a seat
// out, the verdict is the best-reply search's alone, where the others
// reply as one and one seat's threat is made good before the seats
// between can answer it: each line won or lost is then worth the mover's
// share of the worths where it leads. Without this the seat to move was
// judged lost (0.1%) turn after turn, each in turn. A single line lost
// among others that are not (a T left to be taken) stays lost.
func shareChances(g *ter.Game, lvl terraceLevel, j *search.Job) {
	mover := g.Turn()
	verdict := func(score int) bool { return score > search.WinBound || score < -search.WinBound }
	trusted := func(int) bool { return true }
	if verdict(j.Score) && !playedOut(g, j.Line) {
		trusted = func(score int) bool { return !verdict(score) }
	}
	// ceiling keeps each line's lead at most the one before it's: the lines
	// come best first, and a lead from the worths must not rank them anew.
	ceiling := search.Infinity
	chances := func(score int, line []rules.Move) []float64 {
		end := g.Clone().(*ter.Game)
		for _, m := range line {
			if end.Play(m) != nil {
				break
			}
		}
		p := newTerracePositionFor(end, lvl, true)
		worth, worths, in := p.worths(), make([]float64, p.players), make([]bool, p.players)
		st := end.Status()
		for seat := range worths {
			worths[seat] = p.inClearLeads(worth[seat])
			in[seat] = !end.Eliminated(seat) && (!st.Over || search.Wins(st, seat))
		}
		if !trusted(score) {
			score = worth[mover] - p.softRivalOf(mover, &worth)
		}
		score = min(score, ceiling)
		ceiling = score
		return search.SharedChances(mover, p.inClearLeads(score), worths, in)
	}
	chosen := func(m rules.Move) bool { return len(j.Line) > 0 && m.String() == j.Line[0].String() }
	for i, b := range j.Best {
		line := []rules.Move{b.Move}
		if chosen(b.Move) {
			line = j.Line
		}
		j.Best[i].Chances = chances(b.Score, line)
	}
	if !math.IsNaN(j.Lead) {
		ceiling = search.Infinity
		j.Chances = chances(j.Score, j.Line)
	}
}

// playedOut reports whether line, played from g in turn as far as it
// goes, ends the game or puts a seat out.
func playedOut(g *ter.Game, line []rules.Move) bool {
	end := g.Clone().(*ter.Game)
	for _, m := range line {
		if end.Play(m) != nil {
			break
		}
	}
	if end.Status().Over {
		return true
	}
	for seat := range g.Players() {
		if end.Eliminated(seat) && !g.Eliminated(seat) {
			return true
		}
	}
	return false
}

// ClearLead is a piece of size 1 (see Assess).
func (p *terracePosition) ClearLead() int { return terraceSizeValue[1] }
