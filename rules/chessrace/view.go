package chessrace

import "boardshelf/rules"

// The accessors the board view draws from. None of them changes the game;
// squares off the track read as empty and seats out of range as nothing.

// Track is the track the game is played on.
func (g *Game) Track() *Track { return g.track }

// Phase is the step of the turn the game waits for.
func (g *Game) Phase() Phase { return g.st.phase }

// Seat is the player whose turn it is, also while the die is rolled for
// them (Turn then says rules.Chance).
func (g *Game) Seat() int { return g.st.seat }

// Figure is how the player moves in PhaseMove (the rolled or chosen face)
// and how they moved in PhaseTile (always King) and in PhaseReroll (the
// capturing move, until the die is rolled again); NoFigure otherwise.
func (g *Game) Figure() Figure { return g.st.figure }

// MustMove is the square of the piece that captured and must move again
// (in PhaseTile, PhaseReroll and the PhaseMove that follows).
func (g *Game) MustMove() (Square, bool) {
	if g.st.mover < 0 {
		return Square{}, false
	}
	return g.track.square(g.st.pieces[g.st.seat][g.st.mover].at), true
}

// Stack lists the seats of the pieces on s, bottom to top; nil when empty.
func (g *Game) Stack(s Square) []int {
	i, ok := g.track.index(s)
	if !ok || g.cells[i].height == 0 {
		return nil
	}
	out := make([]int, g.cells[i].height)
	for seat := range g.st.pieces {
		for _, p := range g.st.pieces[seat] {
			if p.at == i {
				out[p.level] = seat
			}
		}
	}
	return out
}

// Waiting is how many of seat's pieces wait off the board to enter.
func (g *Game) Waiting(seat int) int { return g.countAt(seat, atWaiting) }

// Home is how many of seat's pieces are in the winner's circle.
func (g *Game) Home(seat int) int { return g.countAt(seat, atHome) }

// Halves is how many promotion halves seat holds (0 to 2).
func (g *Game) Halves(seat int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.st.halves[seat]
}

// Left reports whether seat resigned and left the race.
func (g *Game) Left(seat int) bool { return seat >= 0 && seat < g.players && g.st.left[seat] }

// Eliminated is Left under the name the play screen asks for, so that it
// marks a player who left the race as out.
func (g *Game) Eliminated(seat int) bool { return g.Left(seat) }

func (g *Game) countAt(seat, at int) int {
	if seat < 0 || seat >= g.players {
		return 0
	}
	return g.st.count(seat, at)
}

// Tiles says where the block and the two mud tiles are.
func (g *Game) Tiles() []TileState { return publicTiles(g.track, g.st.tiles) }

// LastMove is the last move played, a roll included; a resignation or an
// agreed draw leaves the move before it. False at the start.
func (g *Game) LastMove() (rules.Move, bool) { return g.st.last, g.st.last != nil }

// Passed reports whether the last move was a roll that left the player no
// move, so that their turn passed.
func (g *Game) Passed() bool { return g.st.passed }

// LegalMoves lists the legal moves with their details.
func (g *Game) LegalMoves() []Move { return append([]Move(nil), g.legalMoves()...) }

// MovesFrom lists the legal piece moves starting on s: the moves of the
// piece there (or, with promotion halves, of the covered piece pulled out)
// and, on a ribbon, the entries (Move.Enter tells them apart).
func (g *Game) MovesFrom(s Square) []Move {
	var out []Move
	for _, m := range g.legalMoves() {
		if m.Kind == PieceMove && m.From == s {
			out = append(out, m)
		}
	}
	return out
}
