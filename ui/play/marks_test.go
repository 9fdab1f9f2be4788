package play

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"boardshelf/records"
	"boardshelf/ui/board"
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
