package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// shownLabel is the label of the window that reads text, if one is drawn.
func shownLabel(w fyne.Window, text string) *widget.Label {
	for _, o := range test.LaidOutObjects(w.Content()) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.Text == text {
			return l
		}
	}
	return nil
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
