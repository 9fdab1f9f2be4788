package ui

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/board"
	"boardshelf/ui/chessraceview"
)

func (u *App) chessRace(t *testing.T) (*chessrace.Game, *chessraceview.View) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	return u.play.game.(*chessrace.Game), u.play.view.(*chessraceview.View)
}

// button finds the button with the given text on the screen.
func button(t *testing.T, u *App, text string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && b.Visible() {
			return b
		}
	}
	t.Fatalf("no %q button on the screen", text)
	return nil
}

func tapSquare(v *chessraceview.View, s chessrace.Square) {
	b := v.Board()
	test.TapAt(b, b.SquareCentre(board.Square{File: int(s.Col), Rank: int(s.Rank) - 1}))
}

func TestChessRaceInThePicker(t *testing.T) {
	u := start(t)
	u.picker.chooseGame("chessrace")
	var ids []string
	for _, s := range u.picker.setups {
		ids = append(ids, s.ID)
	}
	want := []string{"chessrace/classic", "chessrace/classic-3", "chessrace/classic-4", "chessrace/long-course", "chessrace/long-course-4"}
	if !slices.Equal(ids, want) {
		t.Errorf("chess race setups %v, want %v", ids, want)
	}
	u.picker.startChosen()
	g, _ := u.chessRace(t)
	if u.play.setup.ID != "chessrace/classic" || g.Players() != 2 {
		t.Errorf("the default setup should start: %s for %d", u.play.setup.ID, g.Players())
	}
	if u.play.status.Text != "Yellow: place a piece on a starting ribbon" {
		t.Errorf("status %q", u.play.status.Text)
	}
}

// Four players race to the end with nothing but clicks: the Roll and Skip
// buttons, and a click on a piece (or a starting ribbon) and then on its
// target. Each player makes the move that takes a piece furthest.
func TestAFourPlayerGameToTheEndWithTheMouse(t *testing.T) {
	u := start(t, "chessrace/classic-4")
	g, v := u.chessRace(t)
	rng := rand.New(rand.NewPCG(4, 4))
	v.SetDice(rng.IntN)
	clicks := 0
	for !g.Status().Over {
		if clicks++; clicks > 20000 {
			t.Fatalf("no end after %d clicks", clicks)
		}
		before := len(u.play.hist.Played())
		switch g.Phase() {
		case chessrace.PhasePlace:
			tapSquare(v, g.LegalMoves()[0].To)
		case chessrace.PhaseRoll, chessrace.PhaseReroll, chessrace.PhaseChoose:
			test.Tap(button(t, u, "Roll"))
		case chessrace.PhaseTile:
			test.Tap(button(t, u, "Skip"))
		case chessrace.PhaseMove:
			m := furthest(g)
			tapSquare(v, m.From)
			tapSquare(v, m.To)
			if last, _ := g.LastMove(); last != m {
				t.Fatalf("clicking %s then %s played %v, want %v", m.From, m.To, last, m)
			}
		}
		if len(u.play.hist.Played()) == before {
			t.Fatalf("a click in phase %v played nothing; prompt %q", g.Phase(), u.play.status.Text)
		}
	}
	st := g.Status()
	winner := u.play.seatName(st.Winners[0])
	text := overlayText(u.win)
	if !strings.Contains(text, winner+" wins!") || !strings.Contains(text, winner+" brought all three pieces home.") {
		t.Errorf("end dialog says %q", text)
	}
	if g.Home(st.Winners[0]) != 3 {
		t.Errorf("the winner has %d pieces home", g.Home(st.Winners[0]))
	}
	u.play.undo()
	if g.Status().Over || u.win.Canvas().Overlays().Top() != nil {
		t.Error("undo should take the winning move back and close the dialog")
	}
}

// furthest is the move that takes a piece furthest along the lap.
func furthest(g *chessrace.Game) chessrace.Move {
	t := g.Track()
	gain := func(m chessrace.Move) int {
		if m.Finish {
			return 1000
		}
		l := t.LapLength()
		d := ((t.Lap(m.To)-t.Lap(m.From))%l + l) % l
		if d > l/2 {
			d -= l
		}
		return d
	}
	moves := g.LegalMoves()
	best := moves[0]
	for _, m := range moves {
		if gain(m) > gain(best) {
			best = m
		}
	}
	return best
}

func TestChessRaceMoveListAndUndo(t *testing.T) {
	u := start(t, "chessrace/classic")
	g, v := u.chessRace(t)
	v.SetDice(func(int) int { return 1 }) // always a rook
	tapSquare(v, mustSquare("i1"))
	tapSquare(v, mustSquare("i4"))
	u.play.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if u.play.status.Text != "Yellow: move a piece as a Rook, or enter a new one" {
		t.Errorf("status %q", u.play.status.Text)
	}
	var lines []string
	for _, m := range u.play.hist.Played() {
		lines = append(lines, u.play.describe(m))
	}
	if got := strings.Join(lines, " | "); got != "Yellow  places a piece on i1 | Red  places a piece on i4 | Yellow  rolls a Rook" {
		t.Errorf("move list %q", got)
	}
	u.play.undo()
	if g.Turn() != -1 || u.play.status.Text != "Yellow: roll" {
		t.Errorf("after undo: turn %d, status %q", g.Turn(), u.play.status.Text)
	}
}

func mustSquare(name string) chessrace.Square {
	s, err := chessrace.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}
