package sixmakingview

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/sixmaking"
)

// framed lists the squares the board draws a hint's frame in.
func framed(v *View) []string {
	var out []string
	geo := v.board.Geometry()
	for _, o := range test.WidgetRenderer(v.board).Objects() {
		r, ok := o.(*canvas.Rectangle)
		if !ok || r.StrokeColor != hintColour || !r.Visible() || r.StrokeWidth <= 0 {
			continue
		}
		middle := r.Position().AddXY(r.Size().Width/2, r.Size().Height/2)
		if bs, on := geo.SquareAt(middle); on && r.Size().Width > geo.Cell*0.8 && r.Size().Width <= geo.Cell {
			out = append(out, toSquare(bs).String())
		}
	}
	return out
}

func TestAHintChoosesThePartAndFramesItsLanding(t *testing.T) {
	v, h := show(t, position(crossroads))
	v.ShowHint(legalMove(t, v, "2c3-c5"))
	if chosen(v) != "c3 2" {
		t.Errorf("the hint chose %q, want the top two disks of c3", chosen(v))
	}
	if got, want := glowing(v), names(v.game.Targets(sq("c3"), 2)); !slices.Equal(got, want) {
		t.Errorf("glowing %v, want all the landings of that part %v", got, want)
	}
	if got := v.board.Cell(fromSquare(sq("c3"))).Piece.Name(); got != "tower-LDLDL-2-0.svg" {
		t.Errorf("c3 is drawn as %s, want its top two disks lifted", got)
	}
	if got := framed(v); !slices.Equal(got, []string{"c5"}) {
		t.Errorf("framed %v, want the landing suggested, c5", got)
	}
	tapAt(v, centre(v, "c5"))
	if h.Moves() != "2c3-c5" {
		t.Errorf("a click on the framed tower played %q", h.Moves())
	}
	if got := framed(v); len(got) != 0 {
		t.Errorf("after the move the frame is still on %v", got)
	}
}

func TestAHintForAWholeTowerChoosesAllOfIt(t *testing.T) {
	v, _ := show(t, position(crossroads))
	v.ShowHint(legalMove(t, v, "d4-b3"))
	if chosen(v) != "d4 3" || !slices.Equal(framed(v), []string{"b3"}) {
		t.Errorf("chosen %q, framed %v: want all three disks of d4 and b3", chosen(v), framed(v))
	}
}

// Choosing another part lets go of the hint: the frame no longer says
// where the chosen disks should go.
func TestChoosingAnotherPartDropsTheHint(t *testing.T) {
	v, _ := show(t, position(crossroads))
	v.ShowHint(legalMove(t, v, "2c3-c5"))
	tapDisk(v, "c3", 1) // the top four
	if chosen(v) != "c3 4" || len(framed(v)) != 0 {
		t.Errorf("chosen %q, framed %v: want c3 4 and no frame", chosen(v), framed(v))
	}
	tapDisk(v, "c3", 3) // the hinted split again: the hint is gone for good
	if len(framed(v)) != 0 {
		t.Errorf("the hint came back on %v", framed(v))
	}
}

func TestAHintToPlaceMarksTheSquare(t *testing.T) {
	v, h := show(t, sixmaking.Standard())
	v.ShowHint(legalMove(t, v, "c3"))
	if chosen(v) != "" || v.placing {
		t.Errorf("chosen %q, placing %v: a placement hint chooses no tower", chosen(v), v.placing)
	}
	if got := marked(v); !slices.Equal(got, []string{"c3"}) {
		t.Errorf("marked %v, want only c3", got)
	}
	if got := framed(v); !slices.Equal(got, []string{"c3"}) {
		t.Errorf("framed %v, want c3", got)
	}
	tapAt(v, centre(v, "c3"))
	if h.Moves() != "c3" || len(framed(v)) != 0 || len(marked(v)) != 0 {
		t.Errorf("moves %q, framed %v, marked %v after playing the hint", h.Moves(), framed(v), marked(v))
	}
}

func TestAHintThatIsNotLegalIsIgnored(t *testing.T) {
	v, _ := show(t, position(crossroads))
	v.ShowHint(sixmaking.Move{From: sq("e3"), To: sq("e4"), Count: 1, Whole: true})
	if chosen(v) != "" || len(framed(v)) != 0 {
		t.Errorf("chosen %q, framed %v", chosen(v), framed(v))
	}
}
