package reliefview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view/viewtest"
)

// Every Terrace setup is played to its end in the relief view by clicks
// and drags on the board as drawn, in a window of each size the board is
// made for, the board turned to another viewpoint after every move.
func TestEverySetupPlaysToTheEndInRelief(t *testing.T) {
	test.NewTempApp(t)
	list, problems := setups.Default.List("terrace")
	if len(problems) > 0 || len(list) == 0 {
		t.Fatalf("the Terrace setups: %v %v", list, problems)
	}
	for _, s := range list {
		for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1280, Height: 900}} {
			v, h, w := newView(t, s.ID, size)
			plies := playOut(t, v, h, w, rand.New(rand.NewPCG(uint64(len(s.ID)), 7)))
			t.Logf("%s at %v: %d moves, %s", s.ID, size, plies, h.Game.Status().Reason)
			if st := h.Game.Status(); !st.Over {
				t.Errorf("%s at %v: not over after %d moves", s.ID, size, plies)
			}
		}
	}
}

// playOut plays the game on v to its end (or 600 moves), choosing each
// move by a simple player's sense (take a T, bring one's own home, else
// any move that keeps one's own T), and making it on the board: a click
// on the piece and one on its target, or a drag from one to the other.
func playOut(t *testing.T, v *View, h *host, w fyne.Window, rnd *rand.Rand) int {
	t.Helper()
	g := h.Game
	for ply := range 600 {
		if g.Status().Over {
			return ply
		}
		m := choose(g, rnd)
		from, to := pointOn(t, v, m.From), pointOn(t, v, m.To)
		before := len(g.History())
		if ply%2 == 0 {
			test.TapAt(v.relief, from)
			if _, chosen := v.pieces.Chosen(); !chosen {
				t.Fatalf("a click on %v did not choose it (said %q)", m.From, h.Said)
			}
			test.TapAt(v.relief, to)
		} else {
			drag(v.relief, from, to)
		}
		if len(g.History()) != before+1 || g.History()[before] != m {
			t.Fatalf("move %d, %v, was not played (said %q, moves %s)", ply+1, m, h.Said, h.Moves())
		}
		v.SetTurned(ply + 1)
	}
	return 600
}

// choose picks the move a simple player would.
func choose(g *terrace.Game, rnd *rand.Rand) terrace.Move {
	var moves, safe []terrace.Move
	for _, m := range g.AppendMoves(nil) {
		moves = append(moves, m)
		victim, _ := g.At(m.To)
		mover, _ := g.At(m.From)
		switch {
		case m.Capture && victim.T && victim.Seat != g.Turn():
			return m
		case mover.T && m.To == g.Goal(g.Turn()):
			return m
		case !g.LosesOwnT(m):
			safe = append(safe, m)
		}
	}
	if len(safe) > 0 {
		moves = safe
	}
	return moves[rnd.IntN(len(moves))]
}

// pointOn is a point of the widget that hits sq: the middle of its piece
// or of its top.
func pointOn(t *testing.T, v *View, s terrace.Square) fyne.Position {
	t.Helper()
	r := v.relief
	base := r.geo.bases[index(r.n, s)]
	var candidates []vec
	if size := r.drawnSize(s); size > 0 {
		candidates = append(candidates, up(base, domeReach(domeRadius(r.n, size))*r.geo.scale/2))
	}
	for _, p := range append(candidates, base) {
		at := fyne.NewPos(float32(p.X), float32(p.Y))
		if got, ok := r.squareAt(at); ok && got == s {
			return at
		}
	}
	t.Fatalf("no point of %v hits it", s)
	return fyne.Position{}
}

// drag carries what is on the board at from to the point end, as the
// desktop driver reports it: the first event once the pointer has moved a
// little, then the rest.
func drag(r *relief, from, end fyne.Position) {
	mid := fyne.NewPos(from.X+(end.X-from.X)/4, from.Y+(end.Y-from.Y)/4)
	r.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-from.X, mid.Y-from.Y)})
	r.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-mid.X, end.Y-mid.Y)})
	r.DragEnd()
}

// Capturing one's own T is marked with an amber ring and asked about
// first, as on the flat board.
func TestCapturingOnesOwnTIsAsked(t *testing.T) {
	test.NewTempApp(t)
	v, h, w := newView(t, "terrace/long", fyne.NewSize(800, 600))
	tap(v, "b2")
	sc := v.relief.scene
	if sc.cells[index(6, sq("a1"))].mark != board.WarningMark || sc.cells[index(6, sq("a3"))].mark != board.MoveMark {
		t.Fatalf("b2xa1 takes white's own T: marks %v and %v", sc.cells[index(6, sq("a1"))].mark, sc.cells[index(6, sq("a3"))].mark)
	}
	if !strings.Contains(h.Said, "amber ring on a1") {
		t.Errorf("the ring is not explained: %q", h.Said)
	}
	drag(v.relief, pointOn(t, v, sq("b2")), pointOn(t, v, sq("a1")))
	if len(h.Game.History()) != 0 {
		t.Fatal("the losing capture was played without asking")
	}
	viewtest.Press(t, w, "Capture it")
	if st := h.Game.Status(); !st.Over || len(st.Winners) != 1 || st.Winners[0] != 1 {
		t.Errorf("after confirming: %+v", st)
	}
}

// The board plays as the flat one does: a click on another player's piece
// says whose it is, a drop where the piece may not go says why and puts it
// back, one off the board too, and a piece put back where it was picked
// up stays chosen.
func TestRefusalsAndDrops(t *testing.T) {
	test.NewTempApp(t)
	v, h, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	tap(v, "b6")
	if _, chosen := v.pieces.Chosen(); chosen || h.Said != "That is Black's piece; White is to move" {
		t.Errorf("a click on black's piece: chosen %v, said %q", chosen, h.Said)
	}
	drag(v.relief, pointOn(t, v, sq("e1")), pointOn(t, v, sq("e4")))
	if len(h.Played) != 0 || !strings.HasPrefix(h.Said, "e1 to e4: ") {
		t.Errorf("a drop where the piece may not go: played %v, said %q", h.Played, h.Said)
	}
	if v.relief.lifted != -1 || v.relief.scene.cells[index(6, sq("e1"))].piece.size == 0 {
		t.Error("the piece did not go back to e1")
	}
	drag(v.relief, pointOn(t, v, sq("e2")), fyne.NewPos(2, 2))
	if len(h.Played) != 0 || h.Said != "Dropped off the board: the piece goes back" {
		t.Errorf("a drop off the board: played %v, said %q", h.Played, h.Said)
	}
	drag(v.relief, pointOn(t, v, sq("e2")), pointOn(t, v, sq("e2")).AddXY(1, 1))
	if at, chosen := v.pieces.Chosen(); !chosen || at != sq("e2") {
		t.Errorf("put back: chosen %v %v", at, chosen)
	}
	tap(v, "e3")
	if h.Moves() != "e2-e3" {
		t.Errorf("then a click on e3 played %q", h.Moves())
	}
	drag(v.relief, pointOn(t, v, sq("e5")), pointOn(t, v, sq("e4")))
	if h.Moves() != "e2-e3 e5-e4" {
		t.Errorf("a drag of black's e5 to e4 played %q (said %q)", h.Moves(), h.Said)
	}
}
