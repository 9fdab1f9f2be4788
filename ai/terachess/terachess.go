// Package terachess is the computer player's knowledge of Terachess: the
// position the alpha-beta search works on, its evaluation (material, the
// pieces' places, the attack on the King and the press when far ahead),
// and the settings of each level.
package terachess

import (
	"boardshelf/ai/search"
	"boardshelf/rules"
	tera "boardshelf/rules/terachess"
)

// terachessLevel is how one level searches and judges Terachess.
type terachessLevel struct {
	search search.Settings
	press  terachessPress // the zero press: never
}

// terachessLevels: Easy looks one move ahead and not at the replies, so it
// grabs what hangs without seeing the recapture. Null-move pruning, which
// helps Six MaKING, is left out: it lost strength in Terachess
// (docs/strength.md, "Null moves in Terachess"). Hard and Expert press
// when far ahead.
var terachessLevels = [...]terachessLevel{
	search.Easy:   {search: search.Settings{MaxDepth: 1, Noise: 120, TableBits: 12}},
	search.Medium: {search: search.Settings{MaxDepth: 3, Quiesce: 4, TableBits: 16, Vary: 6}},
	search.Hard:   {search: search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 6, TableBits: 20, Vary: 3, Contempt: 15}, press: terachessPressing},
	search.Expert: {search: search.Settings{MaxDepth: search.MaxPly / 2, Quiesce: 6, TableBits: 22, Vary: 3, Contempt: 15}, press: terachessPressing},
}

// Search chooses among the candidates of g by the alpha-beta search at
// level.
func Search(g *tera.Game, candidates []rules.Move, level search.Level, j *search.Job) (rules.Move, error) {
	lvl := terachessLevels[level]
	positions := func(i int) search.Position[tera.Move] {
		game := g
		if i > 0 {
			game = g.Copy()
		}
		return newTerachessPosition(game, lvl.press)
	}
	return search.AlphaBeta(g, positions, candidates, lvl.search, j)
}

// terachessTropism scales the attack on the King (see tropism): 4 makes a
// Queen next to the King worth about a Pawn.
//
// Other scales and other ways to hasten the mate, weighed in every
// position of the search rather than from the root as the press is (see
// press.go), mated no faster or cost games against the Hard
// without; docs/strength.md lists them.
const terachessTropism = 4

// Terachess piece values in hundredths of a pawn-and-a-half: the values
// Jocly's Terachess uses (a Pawn 0.5, a Rook 5, an Amazon 10.2), times 100.
var terachessValue = [...]int{
	tera.King:       0,
	tera.Queen:      830,
	tera.Rook:       500,
	tera.Bishop:     340,
	tera.Knight:     200,
	tera.Pawn:       50,
	tera.Corporal:   80,
	tera.Prince:     220,
	tera.Amazon:     1020,
	tera.Marshall:   690,
	tera.Cardinal:   530,
	tera.Elephant:   200,
	tera.Machine:    220,
	tera.Lion:       600,
	tera.Antelope:   370,
	tera.Camel:      200,
	tera.Bull:       170,
	tera.Buffalo:    540,
	tera.Cannon:     500,
	tera.Bow:        330,
	tera.Star:       820,
	tera.Ship:       440,
	tera.Eagle:      840,
	tera.Rhinoceros: 610,
}

// terachessSquareValue[k][s] is what a White piece of kind k is worth on
// square s, position included; Black reads the board mirrored.
var terachessSquareValue = buildTerachessSquareValues()

func buildTerachessSquareValues() [][256]int {
	table := make([][256]int, len(terachessValue))
	for k := range table {
		kind := tera.Kind(k)
		for s := range 256 {
			sq := tera.Square(s)
			table[k][s] = terachessValue[k] + terachessPlace(kind, sq.File(), sq.Rank())
		}
	}
	return table
}

// terachessPlace is the positional part of a White piece's worth: foot
// soldiers gain as they near promotion (a Pawn becomes a Queen, a Prince
// an Amazon), the King keeps to its home ranks, short-range pieces want
// the centre.
func terachessPlace(k tera.Kind, file, rank int) int {
	centre := 7 - max(search.Abs(2*file-15), search.Abs(2*rank-15))/2 // 0 at the edge, 7 in the middle
	switch k {
	case tera.Pawn, tera.Corporal:
		bonus := 3 * rank
		if rank >= 10 {
			bonus += 8 * (rank - 9) * (rank - 9)
		}
		return bonus
	case tera.Prince:
		bonus := 2 * rank
		if rank >= 10 {
			bonus += 10 * (rank - 9) * (rank - 9)
		}
		return bonus + centre
	case tera.King:
		return -12 * max(0, rank-2)
	case tera.Queen, tera.Rook, tera.Bishop, tera.Amazon, tera.Marshall,
		tera.Cardinal, tera.Cannon, tera.Bow, tera.Star:
		return centre
	}
	return 3 * centre
}

// pieceWorth is p on s, from White's side: positive for White's pieces.
func pieceWorth(p tera.Piece, s tera.Square) int {
	if p.Color() == tera.White {
		return terachessSquareValue[p.Kind()][s]
	}
	return -terachessSquareValue[p.Kind()][mirror(s)]
}

// mirror is the square seen from the other side (Black's setup is White's
// mirrored across the middle).
func mirror(s tera.Square) tera.Square {
	return tera.SquareAt(s.File(), tera.Size-1-s.Rank())
}

// terachessPosition is a Terachess game for the alpha-beta search, with the
// evaluation kept up to date move by move.
type terachessPosition struct {
	g      *tera.Game
	score  int    // White's material and position minus Black's
	attack [2]int // each side's pieces near the enemy King (see tropism)
	saved  []terachessSaved

	// The press, decided when the position is made, for the whole search.
	press       terachessPress
	pressing    bool
	presser     tera.Color
	pressAttack int    // the presser's attack counts this many times more
	pull        [2]int // each side's pieces drawn to the enemy King (see pullOf), kept while pressing
}

// terachessSaved is the evaluation before a move played by the search.
type terachessSaved struct {
	score  int
	attack [2]int
	pull   [2]int
}

// newTerachessPosition is g for a search whose evaluation presses as
// press says (see terachessPress).
func newTerachessPosition(g *tera.Game, press terachessPress) *terachessPosition {
	p := &terachessPosition{g: g, press: press}
	for s := range 256 {
		if pc := g.PieceAt(tera.Square(s)); pc != tera.NoPiece {
			p.score += pieceWorth(pc, tera.Square(s))
		}
	}
	p.pressIfFarAhead()
	p.countAttack()
	return p
}

// tropism is what a piece of kind k on s adds to its side's attack on the
// enemy King on king: the stronger the piece and the nearer, the more
// (nothing beyond five squares). Mates come from pieces gathered round
// the King, which material alone does not see.
func tropism(k tera.Kind, s, king tera.Square) int {
	d := max(search.Abs(s.File()-king.File()), search.Abs(s.Rank()-king.Rank()))
	if d >= 6 || k == tera.King {
		return 0
	}
	return terachessTropismWeight[k] * (6 - d)
}

// terachessTropismWeight is each kind's share in an attack on the King.
var terachessTropismWeight = func() [len(terachessValue)]int {
	var w [len(terachessValue)]int
	for k, v := range terachessValue {
		w[k] = v / 100 * terachessTropism / 4
	}
	return w
}()

// countAttack works the attack of both sides out afresh.
func (p *terachessPosition) countAttack() {
	p.attack, p.pull = [2]int{}, [2]int{}
	kings := [2]tera.Square{p.g.KingSquare(tera.White), p.g.KingSquare(tera.Black)}
	for s := range 256 {
		sq := tera.Square(s)
		if pc := p.g.PieceAt(sq); pc != tera.NoPiece {
			c := pc.Color()
			p.attack[c] += tropism(pc.Kind(), sq, kings[c.Opponent()])
			if p.pressing {
				p.pull[c] += p.press.pullOf(pc.Kind(), sq, kings[c.Opponent()])
			}
		}
	}
}

// followAttack updates the attack after m, just played.
func (p *terachessPosition) followAttack(m tera.Move) {
	if m.Piece.Kind() == tera.King {
		p.countAttack()
		return
	}
	c := m.Piece.Color()
	enemyKing, ownKing := p.g.KingSquare(c.Opponent()), p.g.KingSquare(c)
	placed := m.Piece.Kind()
	if m.Promotion != tera.NoKind {
		placed = m.Promotion
	}
	p.attack[c] += tropism(placed, m.To, enemyKing) - tropism(m.Piece.Kind(), m.From, enemyKing)
	if p.pressing {
		p.pull[c] += p.press.pullOf(placed, m.To, enemyKing) - p.press.pullOf(m.Piece.Kind(), m.From, enemyKing)
	}
	if m.Captured != tera.NoPiece {
		at := capturedAt(m)
		p.attack[c.Opponent()] -= tropism(m.Captured.Kind(), at, ownKing)
		if p.pressing {
			p.pull[c.Opponent()] -= p.press.pullOf(m.Captured.Kind(), at, ownKing)
		}
	}
}

// capturedAt is where the piece m captures stood: en passant, behind the
// square moved to.
func capturedAt(m tera.Move) tera.Square {
	if m.EnPassant {
		return tera.SquareAt(m.To.File(), m.From.Rank())
	}
	return m.To
}

func (p *terachessPosition) Moves(buf []tera.Move) []tera.Move {
	return p.g.AppendLegalMoves(buf[:0])
}

func (p *terachessPosition) Candidates(buf []tera.Move) []tera.Move {
	return p.g.AppendCandidateMoves(buf[:0])
}

func (p *terachessPosition) Legal(m tera.Move) bool { return p.g.IsLegal(m) }

func (p *terachessPosition) Play(m tera.Move) error {
	p.g.PlayListed(m) // the search plays only the moves it listed
	p.saved = append(p.saved, terachessSaved{p.score, p.attack, p.pull})
	p.score += p.change(m)
	p.followAttack(m)
	return nil
}

// change is what m does to the score.
func (p *terachessPosition) change(m tera.Move) int {
	placed := m.Piece
	if m.Promotion != tera.NoKind {
		placed = tera.NewPiece(m.Piece.Color(), m.Promotion)
	}
	d := pieceWorth(placed, m.To) - pieceWorth(m.Piece, m.From)
	if m.Captured != tera.NoPiece {
		d -= pieceWorth(m.Captured, capturedAt(m))
	}
	return d
}

// Gain is what m changes in the evaluation of the side to move, the press
// included, so that futility pruning does not pass over a move that
// presses.
func (p *terachessPosition) Gain(m tera.Move) int {
	change := p.change(m)
	g := change
	if p.g.SideToMove() == tera.Black {
		g = -g
	}
	if !p.pressing {
		return g
	}
	if m.Piece.Color() == p.presser {
		return g + p.pressGain(m, change)
	}
	return g - p.pressGain(m, change)
}

func (p *terachessPosition) Undo() {
	p.g.Undo()
	last := p.saved[len(p.saved)-1]
	p.score, p.attack, p.pull = last.score, last.attack, last.pull
	p.saved = p.saved[:len(p.saved)-1]
}

func (p *terachessPosition) Outcome() (bool, int) { return false, 0 }

func (p *terachessPosition) NoMoves() int {
	if p.InCheck() {
		return -1 // checkmate
	}
	return 0 // stalemate or third repetition
}

func (p *terachessPosition) Repeated() bool { return p.g.Repetitions() >= 2 }

func (p *terachessPosition) Evaluate() int {
	v := p.score + p.attack[tera.White] - p.attack[tera.Black]
	if p.pressing {
		if p.presser == tera.White {
			v += p.pressed()
		} else {
			v -= p.pressed()
		}
	}
	if p.g.SideToMove() == tera.White {
		return v
	}
	return -v
}

func (p *terachessPosition) Key() uint64 { return p.g.SearchKey() }
func (p *terachessPosition) Team() int   { return int(p.g.SideToMove()) }

// The search finds these by type assertion.
var (
	_ search.Gainer[tera.Move]          = (*terachessPosition)(nil)
	_ search.NoisyLister[tera.Move]     = (*terachessPosition)(nil)
	_ search.Exchanger[tera.Move]       = (*terachessPosition)(nil)
	_ search.TableMover[tera.Move]      = (*terachessPosition)(nil)
	_ search.CandidateLister[tera.Move] = (*terachessPosition)(nil)
)

// losingLast moves a losing capture down the order: below every quiet
// move when its catch is worth less than about half a Rook (a Pawn, a
// Knight), below the killers (see search.Picker) when less than about four
// fifths of one, and still ahead of the quiet moves when more (an Amazon
// given for a Queen loses little).
const losingLast = 12500

// Losing reports whether m, a capture without promotion, takes with a
// piece worth more than its catch onto a square the other side guards:
// taken back, it loses the difference. This looks at one recapture only,
// not the whole exchange, which is cheap enough to ask of every capture
// past the horizon.
func (p *terachessPosition) Losing(m tera.Move) bool {
	if m.Captured == tera.NoPiece || m.Promotion != tera.NoKind ||
		terachessValue[m.Piece.Kind()] <= terachessValue[m.Captured.Kind()] {
		return false
	}
	return p.g.Attacked(m.To, m.Piece.Color().Opponent())
}

func (p *terachessPosition) NoisyMoves(buf []tera.Move) []tera.Move {
	return p.g.AppendNoisyMoves(buf[:0])
}

func (p *terachessPosition) Noisy(m tera.Move) bool {
	return m.Captured != tera.NoPiece || m.Promotion != tera.NoKind
}

// Order tries the most valuable victim first, taken by the least valuable
// attacker, then promotions; a losing capture later (see losingLast).
func (p *terachessPosition) Order(m tera.Move) int {
	score := 0
	if m.Captured != tera.NoPiece {
		score += 10000 + 10*terachessValue[m.Captured.Kind()] - terachessValue[m.Piece.Kind()]/10
		if p.Losing(m) {
			score -= losingLast
		}
	}
	if m.Promotion != tera.NoKind {
		score += 5000 + terachessValue[m.Promotion] - terachessValue[m.Piece.Kind()]
	}
	return score
}

func (p *terachessPosition) Pack(m tera.Move) uint32 { return uint32(p.Slot(m)) + 1 }
func (p *terachessPosition) Slot(m tera.Move) int    { return int(m.From)<<8 | int(m.To) }
func (p *terachessPosition) Slots() int              { return 1 << 16 }

func (p *terachessPosition) Unpack(packed uint32) (tera.Move, bool) {
	slot := int(packed) - 1
	return p.g.LegalMoveBetween(tera.Square(slot>>8), tera.Square(slot&0xff))
}

// InCheck is asked of most positions twice (for the check extension after
// a move, then in the position itself); the game remembers the answer.
func (p *terachessPosition) InCheck() bool { return p.g.InCheck() }

// ClearLead is a Rook (see Assess): with 64 pieces a side a lead of two
// Pawns, a clear lead in chess, decides little; in games of Hard at 30,000
// steps a move a Rook is what wins about 70% (docs/engine.md).
func (p *terachessPosition) ClearLead() int { return terachessValue[tera.Rook] }
