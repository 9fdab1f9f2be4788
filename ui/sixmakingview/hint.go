package sixmakingview

import (
	"image/color"

	"fyne.io/fyne/v2/canvas"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/ui/board"
)

// hint is a suggested move on show, and the game it was suggested in.
type hint struct {
	move sixmaking.Move
	at   string // see View.snapshot
}

// hintColour frames the square a hint suggests: white, distinct from the
// glow of the other landings, the blue of a selection and the yellow of
// the last move.
var hintColour = color.NRGBA{0xff, 0xff, 0xff, 0xe6}

// ShowHint shows a suggested move as if the player had begun it: for a
// tower move the part it takes is chosen (lifted, its landings glowing)
// and the landing suggested is framed; for a placement the square is
// marked and framed. Playing it takes one click on the framed square.
func (v *View) ShowHint(m rules.Move) {
	mv, ok := m.(sixmaking.Move)
	if !ok || !v.mayAct() {
		return
	}
	if _, legal := v.legal(mv); !legal {
		return
	}
	v.hint = &hint{move: mv, at: v.snapshot()}
	v.selected, v.placing, v.dragging = nil, false, false
	if !mv.Place {
		v.selected = &selection{from: mv.From, count: mv.Count}
	}
	v.Update()
}

// hinted is the suggested move while it is on show: until the game moves
// on or the player chooses something else.
func (v *View) hinted(now string) (sixmaking.Move, bool) {
	h := v.hint
	if h == nil {
		return sixmaking.Move{}, false
	}
	s, m := v.selected, h.move
	shown := h.at == now && v.flight == nil
	if m.Place {
		shown = shown && s == nil
	} else {
		shown = shown && s != nil && s.from == m.From && s.count == m.Count
	}
	if !shown {
		v.hint = nil
		return sixmaking.Move{}, false
	}
	return m, true
}

// hintFrame draws a frame just inside the square a hint suggests.
func hintFrame(sq sixmaking.Square) board.Decoration {
	frame := canvas.NewRectangle(color.Transparent)
	frame.StrokeColor = hintColour
	const inset = 0.05
	x, y := float32(sq.File), float32(sq.Rank)
	return board.Decoration{Object: frame, X0: x + inset, Y0: y + inset, X1: x + 1 - inset, Y1: y + 1 - inset, Stroke: 0.05}
}
