package chessrace

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

func mustTrack(t testing.TB, drawing string) *Track {
	t.Helper()
	tr, err := ParseDrawing(drawing)
	if err != nil {
		t.Fatalf("track: %v", err)
	}
	return tr
}

func newGame(t testing.TB, drawing string, players int) *Game {
	t.Helper()
	g, err := NewGame(mustTrack(t, drawing), players)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func sq(t testing.TB, name string) Square {
	t.Helper()
	s, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// arrange sets up a position on the default track with seat to move as
// figure (PhaseMove; NoFigure gives the start of the turn). Each stack is
// "square:seats", the seats from the bottom up, e.g. "n4:21". Pieces not
// placed wait off the board.
func arrange(t testing.TB, players, seat int, figure Figure, stacks ...string) *Game {
	t.Helper()
	return arrangeOn(t, DefaultTrack, players, seat, figure, stacks...)
}

// arrangeOn is arrange on the track of the given drawing.
func arrangeOn(t testing.TB, drawing string, players, seat int, figure Figure, stacks ...string) *Game {
	t.Helper()
	g := newGame(t, drawing, players)
	used := [maxSeats]int{}
	for s := range players {
		for k := range g.st.pieces[s] {
			g.st.pieces[s][k] = piece{at: atWaiting}
		}
	}
	for _, spec := range stacks {
		name, seats, _ := strings.Cut(spec, ":")
		at, ok := g.track.index(sq(t, name))
		if !ok {
			t.Fatalf("%s is off the track", name)
		}
		for level, ch := range seats {
			s := int(ch - '0')
			if used[s] == piecesPerSeat {
				t.Fatalf("seat %d has only three pieces", s)
			}
			g.st.pieces[s][used[s]] = piece{at: at, level: level}
			used[s]++
		}
	}
	g.st.seat = seat
	g.st.figure = figure
	g.st.phase = PhaseMove
	if figure == NoFigure {
		g.startTurn()
	}
	g.refresh()
	return g
}

// setHome sends n of seat's waiting pieces home.
func setHome(g *Game, seat, n int) {
	for k := range g.st.pieces[seat] {
		if n > 0 && g.st.pieces[seat][k].at == atWaiting {
			g.st.pieces[seat][k].at = atHome
			n--
		}
	}
	g.refresh()
}

// setTile puts a tile on the board ("m2", '^' for a mud arrow).
func setTile(t testing.TB, g *Game, id Tile, name string, arrow byte) {
	t.Helper()
	at, _ := g.track.index(sq(t, name))
	d, _ := arrowDir(arrow)
	g.st.tiles[id] = tileState{at: at, arrow: d}
	g.refresh()
}

func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(g, s)
		if err != nil {
			t.Fatalf("%s: %v (legal: %v)", s, err, g.Moves())
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// moveList is the sorted notation of the legal moves.
func moveList(g *Game) []string {
	var out []string
	for _, m := range g.Moves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// from is the sorted notation of the legal moves starting on square name.
func from(t testing.TB, g *Game, name string) []string {
	t.Helper()
	var out []string
	for _, m := range g.MovesFrom(sq(t, name)) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// pieceFrom is from without the entries: the moves of the piece standing
// on square name.
func pieceFrom(t testing.TB, g *Game, name string) []string {
	t.Helper()
	var out []string
	for _, m := range g.MovesFrom(sq(t, name)) {
		if !m.Enter {
			out = append(out, m.String())
		}
	}
	slices.Sort(out)
	return out
}

func sorted(s ...string) []string {
	slices.Sort(s)
	return s
}

func stack(t testing.TB, g *Game, name string) []int { return g.Stack(sq(t, name)) }
