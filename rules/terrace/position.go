package terrace

import (
	"slices"

	"boardshelf/rules"
)

// Piece is one dome on the board.
type Piece struct {
	Seat int  // owner, 0 = the first seat
	Size int  // 1 (smallest) .. MaxPieceSize; a T is always size 1
	T    bool // the marked piece that wins by reaching its goal and loses when captured
}

// Position is a starting position: everything a game needs to begin.
type Position struct {
	Size    int              // side of the board: 6 or 8
	Players int              // 2, 3 or 4 seats, in turn order
	First   int              // seat that moves first
	Names   []string         // a colour name per seat for messages; nil gives the defaults
	Goals   []Square         // a goal corner per seat; nil derives them (see DefaultGoals)
	Pieces  map[Square]Piece // what stands where
}

// DefaultNames are the seat colours when a position names none.
func DefaultNames(players int) []string {
	if players == 2 {
		return []string{"white", "black"}
	}
	return []string{"white", "red", "black", "blue"}[:min(players, 4)]
}

// Faults lists everything that keeps p from being a playable position, as
// words to translate (the seats named as rules.Seats); none means p is
// valid. The setup editor shows the list as the player builds a position.
func (p Position) Faults() []rules.Explanation {
	var out []rules.Explanation
	problem := func(format string, args ...any) { out = append(out, rules.Explain(format, args...)) }
	add := func(e rules.Explanation) { out = append(out, e) }
	if !slices.Contains(Sizes, p.Size) {
		problem("the board must be 6x6 or 8x8, not %dx%d", p.Size, p.Size)
		return out
	}
	if p.Players < 2 || p.Players > 4 {
		problem("Terrace is for 2 to 4 players, not %d", p.Players)
		return out
	}
	if p.First < 0 || p.First >= p.Players {
		problem("the first player must be one of seats 1 to %d", p.Players)
	}
	if p.Names != nil && len(p.Names) != p.Players {
		// p.Players is 2 to 4 here: "players" agrees with it in every count.
		add(rules.ExplainN(len(p.Names), "%d colour name given for %d players", "%d colour names given for %d players", len(p.Names), p.Players))
	}
	if p.Goals != nil {
		if len(p.Goals) != p.Players {
			add(rules.ExplainN(len(p.Goals), "%d goal given for %d players", "%d goals given for %d players", len(p.Goals), p.Players))
		}
		a1, far := LowCorners(p.Size)
		for seat, goal := range p.Goals {
			if goal != a1 && goal != far && seat < p.Players {
				problem("%s's goal %s is not a low corner (%s or %s)", rules.Seat(seat), goal, a1, far)
			}
		}
	}
	maxSize := MaxPieceSize(p.Size)
	ts := make([]int, p.Players)
	for _, sq := range sortedSquares(p.Pieces) {
		pc := p.Pieces[sq]
		switch {
		case !OnBoard(p.Size, sq):
			problem("square %s is off a %dx%d board", sq, p.Size, p.Size)
		case pc.Seat < 0 || pc.Seat >= p.Players:
			add(rules.ExplainN(p.Players, "the piece on %s belongs to player %d, but there is %d player", "the piece on %s belongs to player %d, but there are %d players", sq, pc.Seat+1, p.Players))
		case pc.T && pc.Size != 1:
			problem("the T on %s has size %d; a T is always size 1", sq, pc.Size)
		case pc.Size < 1 || pc.Size > maxSize:
			problem("the piece on %s has size %d; a %dx%d board has sizes 1 to %d", sq, pc.Size, p.Size, p.Size, maxSize)
		case pc.T:
			ts[pc.Seat]++
		}
	}
	for seat, n := range ts {
		switch {
		case n == 0:
			problem("%s has no T", rules.Seat(seat))
		case n > 1:
			add(rules.ExplainN(n, "%s has %d T; each player has exactly one", "%s has %d Ts; each player has exactly one", rules.Seat(seat), n))
		}
	}
	return out
}

// Problems are the Faults in English, the seats by their colour names
// ("white has no T"), for messages that are not translated.
func (p Position) Problems() []string {
	var out []string
	names := p.names()
	for _, f := range p.Faults() {
		args := slices.Clone(f.Args)
		for i, a := range args {
			if seat, ok := a.(rules.Seat); ok && int(seat) < len(names) {
				args[i] = names[seat]
			}
		}
		out = append(out, f.WithArgs(args).String())
	}
	return out
}

func (p Position) names() []string {
	if len(p.Names) == p.Players {
		return p.Names
	}
	return DefaultNames(p.Players)
}

// sortedSquares gives the occupied squares in a fixed order (rank, then
// file) so that messages and games never depend on map order.
func sortedSquares(pieces map[Square]Piece) []Square {
	squares := make([]Square, 0, len(pieces))
	for sq := range pieces {
		squares = append(squares, sq)
	}
	slices.SortFunc(squares, func(a, b Square) int {
		if a.Rank != b.Rank {
			return a.Rank - b.Rank
		}
		return a.File - b.File
	})
	return squares
}

// DefaultGoals gives each seat the low corner it races its T to: the one
// farther from where its T starts, so the army near a1 aims at the far
// corner and the army near the far corner at a1. When a T stands as far from
// one corner as from the other, the seat order decides: with two players the
// first seat aims at the far corner; with three or four (armies on the bottom,
// left, top and right edges) the first two do. Two players always aim at
// different corners.
func DefaultGoals(size, players int, pieces map[Square]Piece) []Square {
	a1, far := LowCorners(size)
	goals := make([]Square, players)
	for seat := range goals {
		if seat < (players+1)/2 {
			goals[seat] = far
		} else {
			goals[seat] = a1
		}
	}
	for sq, pc := range pieces {
		if !pc.T || pc.Seat < 0 || pc.Seat >= players {
			continue
		}
		toA1 := sq.File + sq.Rank
		toFar := (size - 1 - sq.File) + (size - 1 - sq.Rank)
		switch {
		case toA1 < toFar:
			goals[pc.Seat] = far
		case toFar < toA1:
			goals[pc.Seat] = a1
		}
	}
	// Two players race to opposite corners, even when both Ts start on
	// the same side: the second seat takes the corner the first leaves.
	if players == 2 && goals[0] == goals[1] {
		goals[1] = a1
		if goals[0] == a1 {
			goals[1] = far
		}
	}
	return goals
}
