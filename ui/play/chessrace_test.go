package play

import (
	"boardshelf/rules"
	"boardshelf/rules/chessrace"
	"boardshelf/ui/board"
	"boardshelf/ui/chessraceview"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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
		before := u.play.At()
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
			if m.Enter && hasPieceMove(g, m.From) {
				// On a ribbon where the player's own piece can move, the
				// second click chooses the new piece entering there.
				tapSquare(v, m.From)
			}
			tapSquare(v, m.To)
			if last, _ := g.LastMove(); last != m {
				t.Fatalf("clicking %s then %s played %v, want %v", m.From, m.To, last, m)
			}
		}
		if u.play.At() == before {
			t.Fatalf("a click in phase %v played nothing; prompt %q", g.Phase(), u.play.status.Text)
		}
	}
	st := g.Status()
	winner := u.play.SeatName(st.Winners[0])
	text := overlayText(u.win)
	if !strings.Contains(text, winner+" wins!") || !strings.Contains(text, winner+" brought all three pieces home.") {
		t.Errorf("end dialog says %q", text)
	}
	if g.Home(st.Winners[0]) != 3 {
		t.Errorf("the winner has %d pieces home", g.Home(st.Winners[0]))
	}
	u.play.Undo()
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
	u.play.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if u.play.status.Text != "Yellow: move a piece as a Rook, or enter a new one" {
		t.Errorf("status %q", u.play.status.Text)
	}
	var lines []string
	for i, m := range u.play.Line()[:u.play.At()] {
		lines = append(lines, u.play.describe(i, m))
	}
	if got := strings.Join(lines, " | "); got != "Yellow  places a piece on i1 | Red  places a piece on i4 | Yellow  rolls a Rook" {
		t.Errorf("move list %q", got)
	}
	u.play.Undo()
	if g.Turn() != -1 || u.play.status.Text != "Yellow: roll" {
		t.Errorf("after undo: turn %d, status %q", g.Turn(), u.play.status.Text)
	}
}

// hasPieceMove reports whether the piece standing on s can move (not a new
// piece entering there).
func hasPieceMove(g *chessrace.Game, s chessrace.Square) bool {
	for _, m := range g.MovesFrom(s) {
		if !m.Enter {
			return true
		}
	}
	return false
}

// playMoves plays moves by their notation, as clicks would.
func playMoves(t *testing.T, u *App, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := rules.ParseMove(u.play.game, s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		u.play.Play(m)
	}
}

// shownTexts lists the texts drawn on the screen (canvas texts, such as the
// words under the Chess Race buttons), leaving out what hides in a hidden
// container or widget.
func shownTexts(u *App) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch o := o.(type) {
		case *canvas.Text:
			if o.Size().Width > 0 {
				out = append(out, o.Text)
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(o).Objects() {
				walk(c)
			}
		}
	}
	walk(u.win.Content())
	return out
}

// iconButton finds the visible button whose icon's name holds the word.
func iconButton(t *testing.T, u *App, word string) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(u.win.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && strings.Contains(b.Icon.Name(), word) {
			return b
		}
	}
	t.Fatalf("no button with a %s on the screen", word)
	return nil
}

// After choosing the figure to spend two promotion halves on, the status
// line says what to do now, not "roll, or spend...".
func TestChessRacePromptAfterChoosingAFigure(t *testing.T) {
	u := start(t, "chessrace/classic")
	playMoves(t, u, "+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	if got := u.play.status.Text; got != "Yellow: roll, or spend two halves below" {
		t.Fatalf("status %q", got)
	}
	test.Tap(iconButton(t, u, "figure-queen"))
	if status := u.play.status.Text; !strings.HasPrefix(status, "Yellow: move a piece as a Queen") || strings.Contains(status, "roll") {
		t.Errorf("the status line says %q after choosing the Queen", status)
	}
	tapSquare(u.play.view.(*chessraceview.View), mustSquare("l1"))
	tapSquare(u.play.view.(*chessraceview.View), mustSquare("p1"))
	if last := u.play.Line()[:u.play.At()][u.play.At()-1]; last.Move.String() != "Q:l1-p1" {
		t.Errorf("played %v", last.Move)
	}
	if u.play.message.Text != "" || u.play.status.Text != "Red: roll" {
		t.Errorf("after the move: status %q, message %q", u.play.status.Text, u.play.message.Text)
	}
}

// The block, mud, arrow and figure buttons carry their words.
func TestChessRaceButtonsHaveWords(t *testing.T) {
	u := start(t, "chessrace/classic")
	playMoves(t, u, "+i1", "+i4", "roll:K", "i1-j2")
	texts := shownTexts(u)
	for _, want := range []string{"Block", "Mud", "Mud arrow"} {
		if !slices.Contains(texts, want) {
			t.Errorf("%q not on the screen after a king move: %v", want, texts)
		}
	}
	u = start(t, "chessrace/classic")
	playMoves(t, u, "+i1", "+i4", "roll:P", "i1-k1", "roll:R", "i4-l4", "roll:P", "k1-l1", "roll:R", "l4-l3")
	if g, _ := u.chessRace(t); g.Phase() != chessrace.PhaseChoose {
		t.Fatalf("phase %v", g.Phase())
	}
	texts = shownTexts(u)
	for _, want := range []string{"Pawn", "Rook", "Bishop", "Knight", "Queen", "King"} {
		if !slices.Contains(texts, want) {
			t.Errorf("%q not on the screen with two halves: %v", want, texts)
		}
	}
}

// A new piece enters on a ribbon where another player's piece stands with
// two clicks, as on an empty one; the piece there stays.
func TestChessRaceEntryOnAnOccupiedRibbon(t *testing.T) {
	u := start(t, "chessrace/classic")
	g, v := u.chessRace(t)
	playMoves(t, u, "+i1", "+i4", "roll:R")
	tapSquare(v, mustSquare("i4"))
	tapSquare(v, mustSquare("m4"))
	if last, _ := g.LastMove(); last.String() != "+i4-m4" {
		t.Fatalf("clicking i4 then m4 played %v", last)
	}
	if !slices.Equal(g.Stack(mustSquare("i4")), []int{1}) || g.Waiting(0) != 1 {
		t.Errorf("i4 holds %v, yellow has %d waiting", g.Stack(mustSquare("i4")), g.Waiting(0))
	}
}

func mustSquare(name string) chessrace.Square {
	s, err := chessrace.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}
