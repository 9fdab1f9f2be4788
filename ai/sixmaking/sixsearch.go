package sixmaking

import (
	"slices"

	"boardshelf/ai/search"
	"boardshelf/rules"
	six "boardshelf/rules/sixmaking"
)

// sixSearchPos is Six MaKING for the alpha-beta search on the packed
// position (sixState): each move played pushes a copy, undo pops it.
type sixSearchPos struct {
	states  []sixState
	keys    []uint64 // the key of each position from the game's last placement on
	fresh   []int    // indexes into keys after placements and Kings: earlier positions cannot recur
	weights *sixWeights
}

func newSixSearchPos(g *six.Game, w *sixWeights) *sixSearchPos {
	p := &sixSearchPos{states: make([]sixState, 1, search.MaxPly+8), weights: w}
	p.states[0] = newSixState(g)
	// Positions since the last placement could come back: key them.
	c := g.Clone().(*six.Game)
	var back []uint64
	for len(back) < 200 {
		m, ok := c.LastMove()
		if !ok || m.Place {
			break
		}
		c.Undo()
		st := newSixState(c)
		back = append(back, st.Key())
	}
	for i := len(back) - 1; i >= 0; i-- {
		p.keys = append(p.keys, back[i])
	}
	p.keys = append(p.keys, p.states[0].Key())
	p.fresh = []int{0}
	return p
}

func (p *sixSearchPos) top() *sixState { return &p.states[len(p.states)-1] }

func (p *sixSearchPos) Moves(buf []sixMove) []sixMove { return p.top().Moves(buf[:0]) }

func (p *sixSearchPos) Play(m sixMove) error {
	s := p.top()
	reset := m.place() || s.builds(m)
	p.states = append(p.states, *s)
	s = p.top()
	s.Play(m)
	p.keys = append(p.keys, s.Key())
	if reset {
		p.fresh = append(p.fresh, len(p.keys)-1)
	} else {
		p.fresh = append(p.fresh, p.fresh[len(p.fresh)-1])
	}
	return nil
}

// Pass gives the turn to the opponent, for null-move pruning: Ko lapses,
// and no earlier position can recur across it.
func (p *sixSearchPos) Pass() {
	p.states = append(p.states, *p.top())
	s := p.top()
	s.turn, s.ko = s.turn.Opponent(), sixMove{}
	p.keys = append(p.keys, s.Key())
	p.fresh = append(p.fresh, len(p.keys)-1)
}

func (p *sixSearchPos) Unpass() { p.Undo() }

// mayPass: a player who can still place a disk has a move that changes
// little, so a pass tells what the position is worth.
func (p *sixSearchPos) MayPass() bool {
	s := p.top()
	return s.reserve[s.turn] > 0
}

func (p *sixSearchPos) Undo() {
	p.states = p.states[:len(p.states)-1]
	p.keys = p.keys[:len(p.keys)-1]
	p.fresh = p.fresh[:len(p.fresh)-1]
}

// outcome: a finished game, or one the player to move wins at once by
// building a King in their colour (a win a move away, proven).
func (p *sixSearchPos) Outcome() (bool, int) {
	s := p.top()
	switch {
	case s.over && s.winner < 0:
		return true, 0
	case s.over && s.winner == int8(s.turn):
		return true, 1
	case s.over:
		return true, -1
	case s.winsNow():
		return true, 1
	}
	return false, 0
}

func (p *sixSearchPos) NoMoves() int { return -1 }

// Repeated looks for the position among those since the last placement or
// King, the player to move's own turns only.
func (p *sixSearchPos) Repeated() bool {
	last := len(p.keys) - 1
	for i := last - 2; i >= p.fresh[len(p.fresh)-1]; i -= 2 {
		if p.keys[i] == p.keys[last] {
			return true
		}
	}
	return false
}

func (p *sixSearchPos) Key() uint64 { return p.top().Key() }
func (p *sixSearchPos) Team() int   { return int(p.top().turn) }

// Six MaKING has no captures or promotions to follow past the horizon:
// no move is noisy, and the list of noisy ones is empty.
func (p *sixSearchPos) Noisy(sixMove) bool                 { return false }
func (p *sixSearchPos) NoisyMoves(buf []sixMove) []sixMove { return buf[:0] }

// inCheck: the opponent threatens to build a King in their colour.
func (p *sixSearchPos) InCheck() bool {
	s := p.top()
	return s.crownSources(s.turn.Opponent()) != 0
}

func (p *sixSearchPos) Order(m sixMove) int {
	s := p.top()
	if m.place() {
		return 0
	}
	if s.board[m.from].top() != s.turn {
		return -10
	}
	return 10 * (s.board[m.to].height() + int(m.count))
}

func (p *sixSearchPos) Slot(m sixMove) int {
	from := 63
	if !m.place() {
		from = int(m.from)
	}
	return int(m.to)<<6 | from
}

func (p *sixSearchPos) Slots() int { return 1 << 12 }

func (p *sixSearchPos) Pack(m sixMove) uint32 {
	return uint32(m.count)<<12 | uint32(p.Slot(m)) + 1
}

// Unpack is the move pack gave packed, if it is legal here.
func (p *sixSearchPos) Unpack(packed uint32) (sixMove, bool) {
	v := packed - 1
	m := sixMove{to: int8(v >> 6 & 63), count: int8(v >> 12 & 7)}
	from := int8(v & 63)
	if m.place() {
		return m, from == 63 && p.top().isLegal(m)
	}
	m.from = from
	return m, p.top().isLegal(m)
}

// The search finds these by type assertion.
var (
	_ search.NoisyLister[sixMove] = (*sixSearchPos)(nil)
	_ search.TableMover[sixMove]  = (*sixSearchPos)(nil)
	_ search.Passer               = (*sixSearchPos)(nil)
)

// Evaluate is the learnt evaluation (sixeval.go).
func (p *sixSearchPos) Evaluate() int {
	var f sixFeatures
	p.top().features(&f)
	return p.weights.score(&f)
}

// sixWeightsFor is the evaluation's weights for a board of n squares a
// side: those learnt on the small board up to its size, else the
// standard board's.
func sixWeightsFor(n int) *sixWeights {
	if n <= 4 {
		return &sixWeights4x4
	}
	return &sixWeights5x5
}

// searchSixAlphaBeta chooses among the candidates of g by the alpha-beta
// search on the packed position, set as the level's.
func searchSixAlphaBeta(g *six.Game, candidates []rules.Move, set search.Settings, j *search.Job) (rules.Move, error) {
	moves, err := search.Concrete[six.Move](candidates)
	if err != nil {
		return nil, err
	}
	roots := make([]sixMove, len(moves))
	for i, m := range moves {
		roots[i] = sixMoveOf(m, g.Size())
	}
	weights := sixWeightsFor(g.Size())
	positions := func(int) search.Position[sixMove] { return newSixSearchPos(g, weights) }
	best, err := search.AlphaBetaMoves(g, positions, roots, set, j, func(m rules.Move) (sixMove, bool) {
		sm, ok := m.(six.Move)
		return sixMoveOf(sm, g.Size()), ok
	})
	if err != nil {
		return nil, err
	}
	return moves[slices.Index(roots, best)], nil
}

// ClearLead is 0.85 of a logit, a chance to win of about 70% (the learnt
// evaluation is in hundredths of a logit; see Assess).
func (p *sixSearchPos) ClearLead() int { return 85 }
