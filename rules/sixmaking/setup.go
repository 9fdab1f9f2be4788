package sixmaking

import "boardshelf/rules"

// DefaultTarget is the score that wins Sixth MaKING unless a setup says
// otherwise.
const DefaultTarget = 6

// Setup describes a starting position. The zero values of First, Sixth,
// Target, Score and Towers give the ordinary game from an empty board with
// light to move.
type Setup struct {
	Size    int     // squares per side: 5 (standard) or 4; MinSize to MaxSize are accepted
	Reserve [2]int  // disks each colour holds off the board, indexed by Color
	First   Color   // the colour that moves first
	Sixth   bool    // play the Sixth MaKING variant
	Target  int     // Sixth MaKING: the score that wins; 0 means DefaultTarget
	Score   [2]int  // Sixth MaKING: the points each colour starts with
	Towers  []Tower // towers already on the board
}

// Tower is one tower of a setup: its square and its disks, bottom to top.
type Tower struct {
	Square Square
	Disks  []Color
}

// Standard is the rulebook's game: a 5x5 board and 16 disks each.
func Standard() Setup { return Setup{Size: 5, Reserve: [2]int{16, 16}} }

// Small is the rulebook's smaller game: a 4x4 board and 12 disks each.
func Small() Setup { return Setup{Size: 4, Reserve: [2]int{12, 12}} }

// New starts a game from a setup, or says in words what is wrong with it.
func New(s Setup) (*Game, error) {
	if s.Size < MinSize || s.Size > MaxSize {
		return nil, rules.Explain("a %dx%d board is not supported: the size must be %d to %d (5 is standard, 4 the small game)",
			s.Size, s.Size, MinSize, MaxSize)
	}
	if !s.First.valid() {
		return nil, rules.Explain("the first player must be light or dark, not %v", s.First)
	}
	g := &Game{geo: newGeometry(s.Size), sixth: s.Sixth, target: s.Target}
	if err := g.placeTowers(s.Towers); err != nil {
		return nil, err
	}
	// While the game goes on no tower is taller than 5, so the board never
	// holds more than 5 disks a square: a reserve beyond that is a mistake.
	capacity := 5 * g.geo.squares
	for _, c := range []Color{Light, Dark} {
		switch n := s.Reserve[c]; {
		case n < 0:
			return nil, rules.ExplainN(n, "%s's reserve is %d disk: it cannot be negative", "%s's reserve is %d disks: it cannot be negative", c.Word(), n)
		case n > capacity:
			return nil, rules.ExplainN(n, "%s's reserve is %d disk, but a %dx%d board never holds more than %d",
				"%s's reserve is %d disks, but a %dx%d board never holds more than %d", c.Word(), n, s.Size, s.Size, capacity)
		}
	}
	if err := g.setScores(s); err != nil {
		return nil, err
	}
	g.pos.reserve = s.Reserve
	g.pos.turn = s.First
	if !g.hasMove() {
		return nil, rules.Explain("%s moves first but has no legal move", s.First.Word())
	}
	return g, nil
}

func (g *Game) placeTowers(towers []Tower) error {
	for _, t := range towers {
		s, ok := g.geo.index(t.Square)
		if !ok {
			return g.offBoard(t.Square)
		}
		if !g.pos.board[s].empty() {
			return rules.Explain("two towers on %v", t.Square)
		}
		if h := len(t.Disks); h < 1 || h >= kingHeight {
			return rules.Explain("tower on %v is %d high: towers are 1-5 high at the start", t.Square, h)
		}
		for _, c := range t.Disks {
			if !c.valid() {
				return rules.Explain("tower on %v has a disk of unknown %v", t.Square, c)
			}
		}
		g.pos.board[s] = towerOf(t.Disks)
	}
	return nil
}

func (g *Game) setScores(s Setup) error {
	if !s.Sixth {
		if s.Target != 0 || s.Score != [2]int{} {
			return rules.Explain("scores and a target score belong to the Sixth MaKING variant, which is off")
		}
		return nil
	}
	if g.target == 0 {
		g.target = DefaultTarget
	}
	if g.target < 1 {
		return rules.Explain("the target score is %d: it must be at least 1", g.target)
	}
	for _, c := range []Color{Light, Dark} {
		switch n := s.Score[c]; {
		case n < 0:
			return rules.Explain("%s's score of %d cannot be: scores are never negative", c.Word(), n)
		case n >= g.target:
			return rules.ExplainN(n, "%s already has %d point, but %d wins: the game would be over",
				"%s already has %d points, but %d wins: the game would be over", c.Word(), n, g.target)
		}
	}
	g.pos.score = s.Score
	return nil
}
