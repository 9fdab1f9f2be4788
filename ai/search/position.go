package search

// Position is what the alpha-beta search needs of a game: a game behind a
// small fast interface, with the game's own evaluation. M is the game's
// move type. Scores are always from the point of view of the team to move:
// in a two-player game each side is a team; in paranoid search the seat the
// search plays for is one team and every other seat the other.
type Position[M comparable] interface {
	// Moves appends the legal moves of the seat to move to buf[:0].
	Moves(buf []M) []M
	Play(M) error
	Undo()
	// Outcome reports whether the game is over for the searching seat
	// and, if so, the result for the team to move: 1 won, -1 lost, 0 drawn.
	Outcome() (over bool, result int)
	// NoMoves is the result for the team to move when it has no legal move.
	NoMoves() int
	// Repeated reports whether the position occurred before, in the game
	// or on the search path; the search scores a repetition as a draw.
	Repeated() bool
	// Evaluate is the static score of the position for the team to move.
	Evaluate() int
	// Key identifies the position: pieces, seat to move and whatever else
	// changes the legal moves.
	Key() uint64
	// Team is 0 or 1, the team of the seat to move.
	Team() int
	// Noisy moves (captures, promotions) are searched past the horizon.
	Noisy(M) bool
	// Order scores a move for trying it early: higher first.
	Order(M) int
	// Pack codes a move as a number above 0 that no other legal move of
	// the position shares, for the transposition table.
	Pack(M) uint32
	// Slot numbers a move for the history table, 0 to Slots()-1.
	Slot(M) int
	Slots() int
	// InCheck reports whether the seat to move must answer a check
	// (Terachess); such positions are searched on past the horizon.
	InCheck() bool
}

// Gainer is a position that can tell, without playing a move, how much
// the move changes the evaluation for the team to move. Where playing a
// move is dear, the search then passes over moves that cannot matter.
type Gainer[M comparable] interface {
	Gain(M) int
}

// NoisyLister is a position that can list its noisy moves alone, at less
// cost than all its moves: the quiescence search asks for no others.
type NoisyLister[M comparable] interface {
	NoisyMoves(buf []M) []M
}

// Exchanger is a position that can tell, without playing it, a capture
// that likely loses material: its piece is worth more than the one taken
// and can be taken back. The quiescence search passes over such captures:
// in Terachess about half the captures it played were of that kind, and
// the positions they cost are better spent a ply deeper.
type Exchanger[M comparable] interface {
	Losing(M) bool
}

// CandidateLister is a position that can list its moves before it knows
// them legal, and tell a listed one legal when the search comes to it:
// most positions are refuted after a few moves, and the rest need no
// test. In Terachess the tests were half the cost of listing the moves.
type CandidateLister[M comparable] interface {
	Candidates(buf []M) []M
	Legal(M) bool
}

// TableMover is a position that can tell which legal move, if any, a
// packed one stands for without listing every move. The search then tries
// the transposition table's move, the winning captures and the killers
// before it lists the rest (see searchMoves).
type TableMover[M comparable] interface {
	Unpack(packed uint32) (M, bool)
}

// Passer is a two-player position whose side to move can pass, for
// null-move pruning: where even a free move for the opponent leaves the
// position above beta, the search takes the cut-off without searching
// the real moves. mayPass says where that is sound enough: not where
// every move might do harm (zugzwang), as when the side to move has
// little left.
type Passer interface {
	Pass()
	Unpass()
	MayPass() bool
}

const (
	Infinity   = 1 << 20
	WinScore   = 1 << 18 // a win at the root; a win n plies deep scores winScore-n
	WinBound   = WinScore - 1000
	MaxPly     = 96
	tableFirst = 1 << 30 // order bonus that puts the transposition table's move first

	// Margins of the pruning that uses gains: a quiet move near the
	// horizon is passed over when even this much more would not reach
	// alpha (per ply of depth left), and a capture in the quiescence
	// search likewise.
	futilityMargin = 150
	deltaMargin    = 200

	// checkExtensionPlies bounds where checks are extended, so that a
	// long series of checks cannot stretch one iteration without end.
	checkExtensionPlies = 16

	// passMinDepth is the least depth at which null-move pruning is tried.
	passMinDepth = 3
)

// Settings tune one search to a level.
type Settings struct {
	MaxDepth  int // deepest iteration
	Quiesce   int // plies of captures searched past the horizon
	Noise     int // at Easy: each root move's score is blurred by up to this much
	Vary      int // every level: the evaluation varies by up to this much with the seed
	TableBits int // the transposition table has 1<<TableBits entries
	Contempt  int // what the side searched for gives up by repeating a position
	// pass turns on null-move pruning where the position allows a pass:
	// a pass is searched this many plies shallower than a move (one more
	// from depth 7); 0 for none.
	Pass int
}

// Leader is a position that says what score counts as a clear lead for
// the team to move, for the chances to win a search reports.
type Leader interface{ ClearLead() int }

// treeLead is the chance to win above an equal share that counts as a
// clear lead in the tree search's values.
const treeLead = 0.15
