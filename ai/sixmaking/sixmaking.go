// Package sixmaking is the computer player's knowledge of Six MaKING and
// Sixth MaKING: Easy's and Medium's position and evaluation on the game
// itself, the packed position (sixState) that Hard's alpha-beta search
// with a learnt evaluation and the tree search of Sixth MaKING work on,
// and the settings of each level.
package sixmaking

import (
	"fmt"

	"boardshelf/ai/search"
	"boardshelf/rules"
	six "boardshelf/rules/sixmaking"
)

// Evaluation weights for Six MaKING, in the search's units.
const (
	sixCrownNow    = 15000 // the side to move can build a King in its colour
	sixOneThreat   = 500   // the opponent threatens one King: we must answer
	sixTwoThreats  = 4000  // the opponent threatens two: usually too many
	sixPoint       = 3000  // Sixth MaKING: a point already scored
	sixCrownPoint  = 1500  // Sixth MaKING: a point the side to move can take
	sixReserveDisk = 8
)

// sixTallValue is what a tower under one's own colour is worth by height:
// tall towers are the material Kings are built from.
var sixTallValue = [...]int{0, 10, 22, 36, 52, 70}

// sixPosition is a Six MaKING game for the alpha-beta search, with a copy
// of the towers kept move by move for the evaluation.
type sixPosition struct {
	*sixBoard
	g     *six.Game
	keys  search.KeyLine // after placements and Kings earlier positions cannot recur
	undos []sixUndo
}

type sixUndo struct {
	from, to       int
	fromT, toT     sixTower
	placement      bool
	moveKey, oldKO uint64
}

func newSixPosition(g *six.Game) *sixPosition {
	p := &sixPosition{sixBoard: newSixBoard(g), g: g}
	// Positions since the last placement could come back: key them.
	c := g.Clone().(*six.Game)
	p.keys = search.NewKeyLine(func() uint64 { return sixKey(c) }, func() bool {
		m, ok := c.LastMove()
		if !ok || m.Place {
			return false
		}
		c.Undo()
		return true
	})
	return p
}

// sixKey keys a game's position: towers, reserves, scores, the player to
// move and the move Ko forbids undoing.
func sixKey(g *six.Game) uint64 {
	k := sixStateKey(g)
	n := g.Size()
	for i := range n * n {
		k ^= towerOf(g.Tower(six.Square{File: i % n, Rank: i / n})).Key(i)
	}
	if m, ok := g.LastMove(); ok && !m.Place {
		k ^= sixMoveKey(m)
	}
	return k
}

// sixStateKey keys what is not on the board.
func sixStateKey(g *six.Game) uint64 {
	light, dark := six.Light, six.Dark
	return search.Mix(uint64(g.Turn()) | uint64(g.Reserve(light))<<8 | uint64(g.Reserve(dark))<<16 |
		uint64(g.Score(light))<<24 | uint64(g.Score(dark))<<32 | 1<<40)
}

func sixMoveKey(m six.Move) uint64 {
	return search.Mix(uint64(m.From.File) | uint64(m.From.Rank)<<4 | uint64(m.To.File)<<8 | uint64(m.To.Rank)<<12 | uint64(m.Count)<<16 | 1<<41)
}

func (p *sixPosition) Moves(buf []six.Move) []six.Move {
	return p.g.AppendMoves(buf[:0])
}

func (p *sixPosition) Play(m six.Move) error {
	before := sixStateKey(p.g)
	oldKO := p.lastMoveKey()
	if err := p.g.PlayMove(m); err != nil {
		return fmt.Errorf("six making search: %w", err)
	}
	to := p.index(m.To)
	u := sixUndo{from: -1, to: to, toT: p.towers[to], placement: m.Place, oldKO: oldKO}
	key := p.keys.Key() ^ before ^ sixStateKey(p.g) ^ oldKO ^ u.toT.Key(to)
	if !m.Place {
		u.from, u.fromT = p.index(m.From), p.towers[p.index(m.From)]
		key ^= u.fromT.Key(u.from)
		p.read(p.g, u.from)
		key ^= p.towers[u.from].Key(u.from)
		u.moveKey = sixMoveKey(m)
		key ^= u.moveKey
	}
	p.read(p.g, to)
	key ^= p.towers[to].Key(to)
	// After a placement or a King no earlier position can come back.
	p.keys.Push(key, m.Place || u.toT.height+m.Count >= kingHeight)
	p.undos = append(p.undos, u)
	return nil
}

// lastMoveKey is the key part of the move Ko refers to now.
func (p *sixPosition) lastMoveKey() uint64 {
	if len(p.undos) > 0 {
		return p.undos[len(p.undos)-1].moveKey
	}
	if m, ok := p.g.LastMove(); ok && !m.Place {
		return sixMoveKey(m)
	}
	return 0
}

func (p *sixPosition) Undo() {
	u := p.undos[len(p.undos)-1]
	p.undos = p.undos[:len(p.undos)-1]
	p.g.Undo()
	p.towers[u.to] = u.toT
	if u.from >= 0 {
		p.towers[u.from] = u.fromT
	}
	p.keys.Pop()
}

func (p *sixPosition) Outcome() (bool, int) {
	st := p.g.Status()
	switch {
	case !st.Over:
		return false, 0
	case len(st.Winners) == 0:
		return true, 0
	case search.Wins(st, p.g.Turn()):
		return true, 1
	}
	return true, -1
}

// noMoves: a player without a move loses (the game says so itself first).
func (p *sixPosition) NoMoves() int { return -1 }

// Repeated looks for the position among those since the last placement or
// King, the player to move's own turns only.
func (p *sixPosition) Repeated() bool { return p.keys.Repeated(2) }

// Evaluate looks for Kings about to be built: the side to move builds one
// if it can; threats of the opponent's must be answered. Beyond that it
// weighs the towers under each colour, the reserves and the scores.
func (p *sixPosition) Evaluate() int {
	me := p.g.ToMove()
	score := 0
	for s := range p.size * p.size {
		if t := p.towers[s]; t.height > 0 && t.top == me {
			score += sixTallValue[t.height]
		} else if t.height > 0 {
			score -= sixTallValue[t.height]
		}
	}
	threats, threatSources := p.crowns()
	op := me.Opponent()
	score += sixReserveDisk * (p.g.Reserve(me) - p.g.Reserve(op))
	crown, point := sixCrownNow, 0
	if p.g.Sixth() {
		crown, point = sixCrownPoint, sixPoint
		score += point * (p.g.Score(me) - p.g.Score(op))
	}
	switch {
	case threats[me] > 0:
		score += crown
	case threats[op] > 1 && threatSources[op]&(threatSources[op]-1) != 0:
		score -= sixTwoThreats * crown / sixCrownNow
	case threats[op] > 0:
		score -= sixOneThreat * crown / sixCrownNow
	}
	return score
}

func (p *sixPosition) Key() uint64 { return p.keys.Key() }
func (p *sixPosition) Team() int   { return p.g.Turn() }

func (p *sixPosition) Noisy(six.Move) bool { return false }

// Order tries first the moves that leave a tall tower under the mover's
// colour.
func (p *sixPosition) Order(m six.Move) int {
	if m.Place {
		return 0
	}
	src, dst := p.towers[p.index(m.From)], p.towers[p.index(m.To)]
	if src.top != p.g.ToMove() {
		return -10
	}
	return 10 * (dst.height + m.Count)
}

func (p *sixPosition) Slot(m six.Move) int {
	from := 63
	if !m.Place {
		from = p.index(m.From)
	}
	return p.index(m.To)<<6 | from
}

func (p *sixPosition) Slots() int { return 1 << 12 }

// Pack adds the count of disks moved to the slot.
func (p *sixPosition) Pack(m six.Move) uint32 {
	return uint32(m.Count)<<12 | uint32(p.Slot(m)) + 1
}
func (p *sixPosition) InCheck() bool { return false }

// sixLevel is how one level searches Six MaKING.
type sixLevel struct {
	search search.Settings
	// packed: the level searches the packed position (sixsearch.go), with
	// the learnt evaluation, or in Sixth MaKING, whose points the
	// evaluation does not know, by the tree search (sixmcts.go); else the
	// game itself with the hand-made evaluation.
	packed bool
}

// sixLevels: Easy looks one move ahead; its blur is about half of what a
// threatened King weighs, so it sometimes overlooks one. Hard and Expert
// search the packed position: no captures to follow past the horizon, but
// a position where the opponent threatens a King is searched on (a
// check's answers), and null moves are tried (docs/strength.md, "Null
// moves in Six MaKING").
var sixLevels = [...]sixLevel{
	search.Easy:   {search: search.Settings{MaxDepth: 1, Noise: 250, TableBits: 12}},
	search.Medium: {search: search.Settings{MaxDepth: 4, TableBits: 16, Vary: 6}},
	search.Hard:   {search: search.Settings{MaxDepth: search.MaxPly / 2, TableBits: 20, Vary: 3, Pass: 2}, packed: true},
	search.Expert: {search: search.Settings{MaxDepth: search.MaxPly / 2, TableBits: 22, Vary: 3, Pass: 2}, packed: true},
}

// Search chooses among the candidates of g at level: the alpha-beta
// search, or at Hard and Expert in Sixth MaKING the tree search.
func Search(g *six.Game, candidates []rules.Move, level search.Level, j *search.Job) (rules.Move, error) {
	lvl := sixLevels[level]
	switch {
	case lvl.packed && g.Sixth():
		return searchSixTree(g, candidates, j)
	case lvl.packed:
		return searchSixAlphaBeta(g, candidates, lvl.search, j)
	}
	positions := func(i int) search.Position[six.Move] {
		if i == 0 {
			return newSixPosition(g)
		}
		return newSixPosition(g.Clone().(*six.Game))
	}
	return search.AlphaBeta(g, positions, candidates, lvl.search, j)
}

// ClearLead is a tower of four under one's colour (see Assess).
func (p *sixPosition) ClearLead() int { return sixTallValue[4] }
