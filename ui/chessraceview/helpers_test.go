package chessraceview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the play screen: it plays the view's moves on the
// game and redraws, and remembers what it was told to say.
type host = viewtest.Host[*chessrace.Game]

var colours = []string{"yellow", "red", "blue", "green"}

// newView shows a new game on the track drawn for the given number of
// players, in a window large enough to lay the board out.
func newView(t *testing.T, drawing string, players int) (*View, *host) {
	t.Helper()
	return showGame(t, newGame(t, drawing, players))
}

func newGame(t *testing.T, drawing string, players int) *chessrace.Game {
	t.Helper()
	track, err := chessrace.ParseDrawing(drawing)
	if err != nil {
		t.Fatal(err)
	}
	g, err := chessrace.NewNamedGame(track, colours[:players])
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// showGame shows a game in progress.
func showGame(t *testing.T, g *chessrace.Game) (*View, *host) {
	t.Helper()
	return showGameIn(t, g, fyne.NewSize(1000, 760))
}

// showGameIn shows a game in progress in a window of the given size.
func showGameIn(t *testing.T, g *chessrace.Game, size fyne.Size) (*View, *host) {
	t.Helper()
	test.NewTempApp(t)
	players := g.Players()
	var seats []setups.Seat
	for _, c := range colours[:players] {
		seats = append(seats, setups.Seat{Colour: c, Letter: strings.ToUpper(c[:1])})
	}
	h := viewtest.New(t, g)
	for _, s := range seats {
		h.Names = append(h.Names, view.Capitalised(s.Colour))
	}
	v := New(g, seats, h)
	h.View = v
	w := test.NewWindow(v.Object())
	w.Resize(size)
	t.Cleanup(w.Close)
	return v, h
}

// dice makes the die roll the named figures in turn.
func dice(v *View, figures ...chessrace.Figure) {
	v.SetDice(func(n int) int {
		if len(figures) == 0 {
			return 0
		}
		f := figures[0]
		figures = figures[1:]
		return int(f - chessrace.Pawn)
	})
}

func sq(name string) chessrace.Square {
	s, err := chessrace.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func tap(v *View, square string) {
	test.TapAt(v.board, v.board.SquareCentre(toBoard(sq(square))))
}

// drag moves a piece with the mouse as the desktop driver reports it: each
// event carries the pointer's position and the distance since the last.
func drag(v *View, from, to string) {
	b := v.board
	start := b.SquareCentre(toBoard(sq(from)))
	end := b.SquareCentre(toBoard(sq(to)))
	step := fyne.NewPos(start.X+(end.X-start.X)/4, start.Y+(end.Y-start.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: step}, Dragged: fyne.NewDelta(step.X-start.X, step.Y-start.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-step.X, end.Y-step.Y)})
	b.DragEnd()
}

// marked lists the squares that show a mark, captures prefixed with x.
func marked(v *View) []string {
	var out []string
	for _, s := range squares(v.game.Track()) {
		switch v.board.Cell(toBoard(s)).Mark {
		case board.MoveMark:
			out = append(out, s.String())
		case board.CaptureMark:
			out = append(out, "x"+s.String())
		}
	}
	slices.Sort(out)
	return out
}

// targets lists where the rules let the moves given go, as marked does.
func targets(moves []chessrace.Move) []string {
	var out []string
	for _, m := range moves {
		name := m.To.String()
		if m.Capture {
			name = "x" + name
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// pieceName is the name of the picture on a square ("" when empty).
func pieceName(v *View, square string) string {
	if p := v.board.Cell(toBoard(sq(square))).Piece; p != nil {
		return strings.TrimSuffix(p.Name(), ".svg")
	}
	return ""
}

func space(v *View) bool { return v.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) }

// race plays on until done says so: seat's die shows the face that takes
// it furthest and it makes that move; the others roll a face that gives
// them no move when there is one, and otherwise make their first move
// that captures nothing. Tile actions are skipped and promotion halves
// kept.
func race(t *testing.T, h *host, seat int, done func() bool) {
	t.Helper()
	g := h.Game
	for steps := 0; !done(); steps++ {
		if steps > 5000 || g.Status().Over {
			t.Fatalf("the race did not get there (%d moves, over %v)", steps, g.Status().Over)
		}
		switch {
		case g.Turn() == rules.Chance:
			h.PlayAll(bestFace(g, seat))
		case g.Phase() == chessrace.PhaseTile:
			h.PlayAll("skip")
		case g.Phase() == chessrace.PhaseChoose:
			h.PlayAll("roll")
		case g.Phase() == chessrace.PhasePlace:
			h.PlayAll(g.LegalMoves()[0].String())
		case g.Seat() == seat:
			h.PlayAll(bestMove(g).String())
		default:
			moves := g.LegalMoves()
			pick := moves[0]
			for _, m := range moves {
				if !m.Capture {
					pick = m
					break
				}
			}
			h.PlayAll(pick.String())
		}
	}
}

// gain is how far a move takes its piece along the lap.
func gain(g *chessrace.Game, m chessrace.Move) int {
	t := g.Track()
	if m.Finish {
		return 1000
	}
	l := t.LapLength()
	d := ((t.Lap(m.To)-t.Lap(m.From))%l + l) % l
	if d > l/2 {
		d -= l // the move goes back
	}
	return d
}

func bestMove(g *chessrace.Game) chessrace.Move {
	moves := g.LegalMoves()
	best := moves[0]
	for _, m := range moves {
		if gain(g, m) > gain(g, best) {
			best = m
		}
	}
	return best
}

func bestFace(g *chessrace.Game, seat int) string {
	best, bestScore := "", -1
	for _, face := range g.LegalMoves() {
		c := g.Clone().(*chessrace.Game)
		c.Play(face)
		score := 0
		if g.Seat() == seat && c.Phase() == chessrace.PhaseMove {
			score = gain(c, bestMove(c))
		}
		if g.Seat() != seat {
			score = 100 - len(c.LegalMoves())
			if c.Seat() != g.Seat() || c.Phase() != chessrace.PhaseMove {
				score = 1000 // no move: the turn passes
			}
		}
		if score > bestScore {
			best, bestScore = face.String(), score
		}
	}
	return best
}

// playUntil plays seeded random moves on a new game, game after game,
// until found says the position is the one wanted.
func playUntil(t *testing.T, players int, seed uint64, found func(*chessrace.Game) bool) *chessrace.Game {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 50 {
		g := newGame(t, chessrace.DefaultTrack, players)
		for !g.Status().Over {
			moves := g.LegalMoves()
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			if found(g) {
				return g
			}
		}
	}
	t.Fatal("no game came to the position wanted")
	return nil
}
