package chessrace

import (
	"fmt"

	"boardshelf/rules"
)

// Game is a game of Chess Race in progress. It satisfies rules.Game.
type Game struct {
	track   *Track
	players int
	names   []string // how Status speaks of the seats; nil for "player 1", ...
	st      state
	history []state
	cells   []cell // what stands on each square, derived from st
	legal   []Move // the legal moves of st, once worked out
	legalOK bool
	scratch []target // reused by targets
}

// NewGame starts a game for 2 to 4 players on track t, with the tiles its
// drawing places. Seat 0 places the first piece.
func NewGame(t *Track, players int) (*Game, error) {
	if t == nil {
		return nil, rules.Explain("chess race: no track")
	}
	if players < 2 || players > maxSeats {
		return nil, rules.Explain("chess race is for 2 to 4 players, not %d", players)
	}
	g := &Game{track: t, players: players, cells: make([]cell, len(t.kinds))}
	for s := range g.st.pieces {
		for k := range g.st.pieces[s] {
			g.st.pieces[s][k].at = atWaiting
			if s >= players {
				g.st.pieces[s][k].at = atGone
			}
		}
	}
	g.st.tiles = t.tiles
	g.st.phase = PhasePlace
	g.st.mover = -1
	g.st.winner = -1
	g.refresh()
	return g, nil
}

// NewNamedGame starts a game like NewGame for one seat per name; the names
// are how Status speaks of the seats ("yellow brought all three pieces
// home") instead of "player 1", "player 2", ...
func NewNamedGame(t *Track, names []string) (*Game, error) {
	g, err := NewGame(t, len(names))
	if err != nil {
		return nil, err
	}
	g.names = append([]string(nil), names...)
	return g, nil
}

// seatName is how the status speaks of a seat.
func (g *Game) seatName(seat int) string {
	if seat < len(g.names) {
		return g.names[seat]
	}
	return fmt.Sprintf("player %d", seat+1)
}

// Players is the number of seats.
func (g *Game) Players() int { return g.players }

// Turn is the seat to move, or rules.Chance when the die is to be rolled.
func (g *Game) Turn() int {
	if g.st.phase == PhaseRoll || g.st.phase == PhaseReroll {
		return rules.Chance
	}
	return g.st.seat
}

// Moves lists every legal move; none once the game is over.
func (g *Game) Moves() []rules.Move {
	legal := g.legalMoves()
	out := make([]rules.Move, len(legal))
	for k, m := range legal {
		out[k] = m
	}
	return out
}

// Play applies a legal Move, or a rules.Agreement; on error
// nothing changes.
func (g *Game) Play(m rules.Move) error {
	if g.st.phase == PhaseOver {
		return rules.Explain("%s: the game is over", m)
	}
	switch m := m.(type) {
	case rules.Agreement:
		seat, err := m.Leaver(g.st.seat, g.players, g.Left)
		if err != nil {
			return err
		}
		g.push()
		g.legalOK = false
		g.agree(m, seat)
	case Move:
		if !g.isLegal(m) {
			return rules.Explain("%s is not a legal move", m)
		}
		g.push()
		g.legalOK = false
		g.apply(m)
	default:
		return rules.Explain("%v is not a Chess Race move", m)
	}
	g.refreshCells()
	return nil
}

// Undo takes back the last Play; it does nothing at the start.
func (g *Game) Undo() {
	if len(g.history) == 0 {
		return
	}
	g.st = g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.refresh()
}

// Status says whether and how the game ended.
func (g *Game) Status() rules.Status {
	if g.st.phase != PhaseOver {
		return rules.Status{}
	}
	s := rules.Status{Over: true, End: g.st.end, Reason: g.st.reason}
	if g.st.winner >= 0 {
		s.Winners = []int{g.st.winner}
	}
	return s
}

// Clone is an independent copy, history included.
func (g *Game) Clone() rules.Game {
	c := *g
	c.history = append([]state(nil), g.history...)
	c.cells = append([]cell(nil), g.cells...)
	c.legal = append([]Move(nil), g.legal...)
	c.scratch = nil
	return &c
}

func (g *Game) push() { g.history = append(g.history, g.st) }

// refresh rebuilds what is derived from the state after it changed.
func (g *Game) refresh() {
	g.refreshCells()
	g.legalOK = false
}

// refreshCells works out what stands on each square from the pieces.
func (g *Game) refreshCells() {
	clear(g.cells)
	for s := range g.st.pieces {
		for _, p := range g.st.pieces[s] {
			if p.at >= 0 {
				g.cells[p.at].height++
				g.cells[p.at].seats |= seatBit(s)
			}
		}
	}
}

func (g *Game) legalMoves() []Move {
	if !g.legalOK {
		g.legal = g.generate(g.legal[:0])
		g.legalOK = true
	}
	return g.legal
}

func (g *Game) isLegal(m Move) bool {
	for _, l := range g.legalMoves() {
		if l == m {
			return true
		}
	}
	return false
}
