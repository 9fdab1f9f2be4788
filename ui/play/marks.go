package play

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// The marks a player draws on the board with the secondary button, as on
// lichess: a click rings a square, a drag draws an arrow; Shift makes it
// red, Ctrl blue, both yellow, none green (Alt
// alone opens the menu bar). Drawing a mark again takes it
// off. They are kept with the position shown (the record's marks) and
// drawn under the analysis's arrows.

// markColours are the marks' colours as drawn, by the record's names.
var markColours = map[string]color.NRGBA{
	"green":  {0x15, 0x78, 0x1b, 0xd0},
	"red":    {0xc4, 0x2b, 0x1c, 0xd0},
	"blue":   {0x1f, 0x4e, 0xb4, 0xd0},
	"yellow": {0xe0, 0xa8, 0x00, 0xd0},
}

// markedView is a view that draws the signs over its board and takes the
// player's marks: a flat board through its board.Board (flatMarks), or a
// view that draws them itself (Terrace in relief).
type markedView interface {
	MoveSquares(m rules.Move) (from, to board.Square, ok bool)
	SquareNamed(name string) (board.Square, bool)
	Markings() []board.Marking
	SetMarkings(m []board.Marking)
	SetOnMarkDrawn(f func(from, to board.Square, keys fyne.KeyModifier))
}

// flatMarks is a view drawn on a board.Board, as a markedView.
type flatMarks struct{ view.MoveSquarer }

func (f flatMarks) SquareNamed(name string) (board.Square, bool) { return f.Board().SquareNamed(name) }
func (f flatMarks) Markings() []board.Marking                    { return f.Board().Markings() }
func (f flatMarks) SetMarkings(m []board.Marking)                { f.Board().SetMarkings(m) }
func (f flatMarks) SetOnMarkDrawn(fn func(from, to board.Square, keys fyne.KeyModifier)) {
	f.Board().OnMarkDrawn = fn
}

// viewForMarks is the view as one that draws signs, if it is.
func (p *Screen) viewForMarks() (markedView, bool) {
	switch v := p.view.(type) {
	case markedView:
		return v, true
	case view.MoveSquarer:
		return flatMarks{v}, true
	}
	return nil, false
}

// letPlayersMark lets the player draw marks on a view drawn on a board of
// squares; a shared game keeps none (its record is its log).
func (p *Screen) letPlayersMark() {
	if v, ok := p.viewForMarks(); ok && p.shared == nil {
		v.SetOnMarkDrawn(p.drawMark)
	}
}

// markColour is the colour the modifier keys held choose.
func markColour(keys fyne.KeyModifier) string {
	shift, ctrl := keys&fyne.KeyModifierShift != 0, keys&fyne.KeyModifierControl != 0
	switch {
	case shift && ctrl:
		return "yellow"
	case shift:
		return "red"
	case ctrl:
		return "blue"
	}
	return "green"
}

// drawMark adds a mark to the position shown, or takes off the same one,
// or recolours one on the same squares.
func (p *Screen) drawMark(from, to board.Square, keys fyne.KeyModifier) {
	m := records.Mark{From: from.Name(), Colour: markColour(keys)}
	if to != from {
		m.To = to.Name()
	}
	marks := p.Marks()
	i := slices.IndexFunc(marks, func(o records.Mark) bool { return o.From == m.From && o.To == m.To })
	switch {
	case i < 0:
		marks = append(marks, m)
	case marks[i].Colour == m.Colour:
		marks = slices.Delete(slices.Clone(marks), i, i+1)
	default:
		marks = slices.Clone(marks)
		marks[i] = m
	}
	p.SetMarks(marks)
	p.paintMarkings()
}

// paintMarkings draws on the board the player's marks of the position
// shown, then the analysis's line pointed at, then a try while learning
// from mistakes and the engine's answer.
func (p *Screen) paintMarkings() {
	b, ok := p.viewForMarks()
	if !ok {
		return
	}
	var all []board.Marking
	for _, m := range p.Marks() {
		from, ok := b.SquareNamed(m.From)
		to, ok2 := b.SquareNamed(m.To)
		if !ok || m.To != "" && !ok2 {
			continue // a mark of a record made on another board
		}
		shape := board.Arrow
		if m.To == "" {
			shape, to = board.Circle, from
		}
		all = append(all, board.Marking{Shape: shape, From: from, To: to, Colour: markColours[m.Colour]})
	}
	all = append(all, p.analysis.marks...)
	all = append(all, p.learningMarks()...)
	if len(all) > 0 || len(b.Markings()) > 0 {
		b.SetMarkings(all)
	}
}
