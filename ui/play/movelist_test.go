package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/view/viewtest"
)

// shownLabel is the label of the window that reads text, if one is drawn.
func shownLabel(w fyne.Window, text string) *widget.Label {
	l, _ := viewtest.LabelIn(w.Content(), text)
	return l
}

// A move too long for the side panel wraps onto a second line of its row
// rather than being cut at the panel's edge, and goes back to one line
// when the window is widened.
func TestALongMoveWrapsInTheMoveList(t *testing.T) {
	u := start(t, "chessrace/classic")
	_, v := u.chessRace(t)
	tapSquare(v, mustSquare("i1"))
	u.win.Resize(fyne.NewSize(800, 600))
	u.play.Split().SetOffset(0.72)
	const long = "1. Yellow  places a piece on i1"
	label := shownLabel(u.win, long)
	if label == nil {
		t.Fatalf("no row reads %q", long)
	}
	oneLine := widget.NewLabel("1.").MinSize().Height
	list := u.play.moveList
	if label.Size().Width > list.Size().Width || label.MinSize().Height > label.Size().Height {
		t.Errorf("the move is cut: its label is %v in a list %v wide, and needs %v", label.Size(), list.Size().Width, label.MinSize())
	}
	if label.Size().Height < 1.5*oneLine {
		t.Errorf("at 800x600 the move's row is %v high, one line being %v: it should wrap", label.Size().Height, oneLine)
	}

	u.win.Resize(fyne.NewSize(1600, 900))
	label = shownLabel(u.win, long)
	if label == nil || label.Size().Height > oneLine {
		t.Errorf("in a wide window the move should take one line of %v, not %v", oneLine, label.Size())
	}
}

// The move last played stays wholly in view when the window is made
// shorter, and the start of the game shows the first moves.
func TestTheMoveListFollowsTheMoveShown(t *testing.T) {
	u := start(t, "chessrace/classic")
	g, _ := u.chessRace(t)
	u.win.Resize(fyne.NewSize(800, 600))
	u.play.Split().SetOffset(0.72)
	for len(u.play.Line()) < 60 && !g.Status().Over {
		u.play.Play(g.Moves()[0])
	}
	u.win.Resize(fyne.NewSize(800, 520))
	n := len(u.play.Line())
	last, _ := u.play.moveRow(n - 1)
	if !inView(u, last) {
		t.Errorf("after the window was made shorter, the last move %q is not wholly in view", last)
	}
	u.play.GoTo(0)
	if first, _ := u.play.moveRow(0); !inView(u, first) {
		t.Errorf("at the start of the game, the first move %q is not in view", first)
	}
}

// inView reports whether the row reading text is drawn wholly inside the
// move list.
func inView(u *App, text string) bool {
	list := u.play.moveList
	label, at := viewtest.LabelIn(list, text)
	if label == nil {
		return false
	}
	return at.Y >= 0 && at.Y+label.Size().Height <= list.Size().Height
}

// BenchmarkMoveListAfterAMove measures what the move list's row heights
// cost the screen after each move of a long game, beside the whole of
// the screen's update after a move.
func BenchmarkMoveListAfterAMove(b *testing.B) {
	u := start(b, "chessrace/classic")
	g := u.play.game
	u.win.Resize(fyne.NewSize(800, 600))
	for len(u.play.Line()) < 300 && !g.Status().Over {
		u.play.Play(g.Moves()[0])
	}
	b.Logf("%d moves", len(u.play.Line()))
	b.Run("rows", func(b *testing.B) {
		for b.Loop() {
			u.play.rowHeights.update()
		}
	})
	b.Run("screen", func(b *testing.B) {
		for b.Loop() {
			u.play.update()
		}
	})
}
