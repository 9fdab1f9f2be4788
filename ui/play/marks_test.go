package play

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/reliefview"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
)

// rightButton presses the secondary button on from and lets it go on to
// with keys held, as the desktop driver reports it to the board.
func rightButton(b *board.Board, from, to string, keys fyne.KeyModifier) {
	ev := func(s string) *desktop.MouseEvent {
		return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: b.SquareCentre(anySquare(s))},
			Button: desktop.MouseButtonSecondary, Modifier: keys}
	}
	b.MouseDown(ev(from))
	b.MouseUp(ev(to))
}

func TestAPlayerDrawsMarksWithTheRightButton(t *testing.T) {
	u := start(t, "terrace/short")
	p := u.play
	_, b := u.terrace(t)
	rightButton(b, "a1", "c3", fyne.KeyModifierShift)
	rightButton(b, "d4", "d4", 0)
	want := []records.Mark{{From: "a1", To: "c3", Colour: "red"}, {From: "d4", Colour: "green"}}
	if got := p.Marks(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("marks %v, want %v", got, want)
	}
	shown := b.Markings()
	if len(shown) != 2 || shown[0].Shape != board.Arrow || shown[1].Shape != board.Circle || shown[0].Colour != markColours["red"] {
		t.Fatalf("the board shows %+v", shown)
	}
	rightButton(b, "d4", "d4", fyne.KeyModifierControl) // the same ring in blue
	rightButton(b, "a1", "c3", fyne.KeyModifierShift)
	if got := p.Marks(); len(got) != 1 || got[0] != (records.Mark{From: "d4", Colour: "blue"}) {
		t.Fatalf("after recolouring and taking off: %v", got)
	}
	// The marks belong to the position: a move leaves them behind, going
	// back shows them again, and the record keeps them.
	p.Play(p.game.Moves()[0])
	if len(b.Markings()) != 0 {
		t.Errorf("the next position shows %+v", b.Markings())
	}
	p.GoTo(0)
	if len(b.Markings()) != 1 {
		t.Errorf("back at the start the board shows %+v", b.Markings())
	}
	rec, err := records.Decode("game.boardshelf", records.Encode(p.Record()))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Notes.Marks) != 1 {
		t.Errorf("the record keeps the marks %v", rec.Notes.Marks)
	}
}

// shownAs shows the game on u's screen again in a look of its board, as
// the View menu does (the app's reshow): the same line, the same move
// shown, the analysis board on if it was.
func shownAs(t *testing.T, u *App, look func(rules.Game, *setups.Setup, view.Host) (view.View, error)) *Screen {
	t.Helper()
	old := u.play
	kind := old.kind
	kind.NewView = look
	p := &Screen{host: u, kind: kind, spawn: old.spawn, steps: old.steps}
	turn := old.BoardTurn()
	if err := p.open(Begin{Setup: old.Setup(), Game: old.Game(), Line: old.Line(), At: old.At(), Players: old.Players(),
		Clock: old.Clock(), Turn: &turn, Shown: old.Shown()}); err != nil {
		t.Fatal(err)
	}
	analysing := old.Analysing()
	old.Leave()
	u.play = p
	u.win.SetContent(p.Content())
	p.SetAnalysis(analysing)
	return p
}

// inRelief is Terrace in relief, as the shelf offers it.
func inRelief(g rules.Game, s *setups.Setup, host view.Host) (view.View, error) {
	return reliefview.New(g.(*terrace.Game), s.Seats, host), nil
}

// reliefButton is rightButton on the board in relief, delivered to the
// window: the secondary button down on the middle of one square's top and
// up on another's.
func reliefButton(t *testing.T, u *App, v *reliefview.View, from, to string, keys fyne.KeyModifier) {
	t.Helper()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(v.Object())
	for i, s := range []string{from, to} {
		at := origin.Add(v.SquareCentre(sq(s)))
		m, in := mouseableAt(u.win, at)
		if m == nil {
			t.Fatalf("nothing under %s takes the mouse's buttons", s)
		}
		ev := &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: in, AbsolutePosition: at},
			Button: desktop.MouseButtonSecondary, Modifier: keys}
		if i == 0 {
			m.MouseDown(ev)
		} else {
			m.MouseUp(ev)
		}
	}
}

// mouseableAt is what Fyne's desktop driver tells of a button pressed or
// let go at a point of the window: the top-most object there that takes
// clicks, if it takes the buttons (desktop.Mouseable), and the point in it.
func mouseableAt(w fyne.Window, at fyne.Position) (desktop.Mouseable, fyne.Position) {
	var top fyne.CanvasObject
	var in fyne.Position
	d := fyne.CurrentApp().Driver()
	for _, o := range test.LaidOutObjects(w.Content()) {
		switch o.(type) {
		case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable, desktop.Mouseable:
		default:
			continue
		}
		rel := at.Subtract(d.AbsolutePositionForObject(o))
		if o.Visible() && rel.X >= 0 && rel.Y >= 0 && rel.X < o.Size().Width && rel.Y < o.Size().Height {
			top, in = o, rel // later objects are drawn over earlier ones
		}
	}
	m, _ := top.(desktop.Mouseable)
	return m, in
}

// The marks live with the position, not with the look of the board: drawn
// on the flat board they show on the board in relief, drawn there they
// are kept in the record and show on the flat board again.
func TestMarksFollowTheGameFromOneLookToTheOther(t *testing.T) {
	u := start(t, "terrace/short")
	_, b := u.terrace(t)
	rightButton(b, "a1", "c3", fyne.KeyModifierShift)
	rightButton(b, "d4", "d4", 0)
	p := shownAs(t, u, inRelief)
	v := p.view.(*reliefview.View)
	want := b.Markings()
	if got := v.Markings(); !slices.Equal(got, want) {
		t.Fatalf("in relief the board shows %+v, want %+v as on the flat board", got, want)
	}
	reliefButton(t, u, v, "b2", "b4", fyne.KeyModifierControl)
	reliefButton(t, u, v, "d4", "d4", 0) // takes the ring off
	marks := []records.Mark{{From: "a1", To: "c3", Colour: "red"}, {From: "b2", To: "b4", Colour: "blue"}}
	if got := p.Marks(); !slices.Equal(got, marks) {
		t.Fatalf("after marking in relief the marks are %v, want %v", got, marks)
	}
	if got := v.Markings(); len(got) != 2 || got[1].Shape != board.Arrow || got[1].Colour != markColours["blue"] {
		t.Errorf("the relief shows %+v", got)
	}
	p.Play(p.game.Moves()[0])
	if len(v.Markings()) != 0 {
		t.Errorf("the next position shows %+v in relief", v.Markings())
	}
	p.GoTo(0)
	p = shownAs(t, u, terraceview.Game.NewView)
	if got := p.view.(view.MoveSquarer).Board().Markings(); len(got) != 2 || got[1].From != sq("b2") || got[1].To != sq("b4") {
		t.Errorf("back on the flat board the marks are %+v", got)
	}
}

// The analysis's line pointed at is drawn on the board in relief as on
// the flat board, over the player's marks.
func TestTheAnalysisDrawsItsLineInRelief(t *testing.T) {
	u, queue := startWith(t, "terrace/short")
	p := shownAs(t, u, inRelief)
	v := p.view.(*reliefview.View)
	reliefButton(t, u, v, "c3", "c3", 0)
	analyse(t, u)
	step(t, queue)
	best := p.analysis.eval.Lines[0]
	p.analysis.panel.Point(0)
	marks := v.Markings()
	from, to, _ := v.MoveSquares(best.Move)
	if len(marks) != 1+len(best.Moves) || marks[0].Shape != board.Circle || marks[1].From != from || marks[1].To != to {
		t.Fatalf("pointing at the best line drew %+v, want the ring then %d arrows from %v to %v first", marks, len(best.Moves), from, to)
	}
	p.analysis.panel.Point(-1)
	if got := v.Markings(); len(got) != 1 {
		t.Errorf("once the pointer left the line the relief shows %+v", got)
	}
}
