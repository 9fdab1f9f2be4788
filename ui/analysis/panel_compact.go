package analysis

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The analysis panel in a short room: four seats' bars, the best moves and
// the line beside the board at 800x600 need more height than the room
// between the seats and the controls. There the panel goes compact
// rather than scrolling its lines out of sight: its rows close up to
// their text, the line is cut to one line (the board draws it whole when
// pointed at), and the heading goes, its state (thinking, the depth)
// moving beside "Best moves for …". The scroll around the panel stays as
// the last resort (a larger text size).

// row puts o in the panel as a row whose padding follows the layout.
func (p *Panel) row(o fyne.CanvasObject) *fyne.Container {
	c := container.New(&rowLayout{p: p}, o)
	p.rowsShown = append(p.rowsShown, c)
	return c
}

// rowTrim is how much of a label's padding a row gives up, above and
// below: a third while there is room, most of it when compact.
func (p *Panel) rowTrim() float32 {
	if p.compact {
		return theme.InnerPadding()
	}
	return theme.InnerPadding() / 3
}

// rowLayout lays its one object out over its room and the trim above and
// below it.
type rowLayout struct{ p *Panel }

func (l *rowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := objs[0].MinSize()
	return fyne.NewSize(s.Width, max(0, s.Height-2*l.p.rowTrim()))
}

func (l *rowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	trim := l.p.rowTrim()
	objs[0].Move(fyne.NewPos(0, -trim))
	objs[0].Resize(fyne.NewSize(size.Width, size.Height+2*trim))
}

// SetRoom lays the panel out for a room of height h: compact when its
// rows as they stand with room would not fit.
func (p *Panel) SetRoom(h float32) {
	need := p.roomyHeight()
	if p.compact { // the line measured cut short may wrap once with room
		need += p.best.label.MinSize().Height
	}
	compact := need > h
	if compact == p.compact {
		return
	}
	p.compact = compact
	p.heading.Hidden = compact
	p.moverState.Hidden = !compact
	p.best.label.Wrapping, p.best.label.Truncation = fyne.TextWrapWord, fyne.TextTruncateOff
	if compact {
		p.best.label.Wrapping, p.best.label.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
	}
	p.best.label.Refresh()
	p.showMoverRow()
	for _, r := range p.rowsShown {
		r.Refresh()
	}
	p.syncRows()
}

// Compact reports whether the panel is laid out for a short room.
func (p *Panel) Compact() bool { return p.compact }

// roomyHeight is the height the panel needs laid out with room: the rows
// shown now with a third of their padding trimmed, and the heading.
func (p *Panel) roomyHeight() float32 {
	roomy := theme.InnerPadding() / 3
	h, rows := float32(0), 0
	for _, o := range p.object.Objects {
		switch {
		case o == p.moverRow:
			if p.mover.Text == "" {
				continue
			}
		case o == p.heading:
		case !o.Visible():
			continue
		}
		if r, ok := o.(*fyne.Container); ok && isRow(r) {
			h += r.Objects[0].MinSize().Height - 2*roomy
		} else { // the bars' grid, its rows laid out as they stand
			h += o.MinSize().Height + float32(p.barRows())*2*(p.rowTrim()-roomy)
		}
		rows++
	}
	return h + float32(max(0, rows-1))*theme.Padding()
}

func isRow(c *fyne.Container) bool {
	_, ok := c.Layout.(*rowLayout)
	return ok && len(c.Objects) == 1
}

// barRows is how many rows the bars take: one a seat for two seats, two
// to a row for three or four.
func (p *Panel) barRows() int {
	if len(p.bars) <= 2 {
		return len(p.bars)
	}
	return (len(p.bars) + 1) / 2
}

// syncRows hides a row whose content is hidden (an empty line), so that
// the box keeps no padding for it.
func (p *Panel) syncRows() {
	for _, o := range p.object.Objects {
		if r, ok := o.(*fyne.Container); ok && isRow(r) && o != p.moverRow && o != p.heading {
			r.Hidden = !r.Objects[0].Visible()
		}
	}
	p.object.Refresh()
}

// showMoverRow shows "Best moves for …" when there are moves, and in a
// compact panel always, for the state beside it.
func (p *Panel) showMoverRow() {
	if p.moverRow == nil {
		return
	}
	p.moverRow.Hidden = !p.compact && p.mover.Text == ""
	p.moverRow.Refresh()
}

// setState says how the thinking stands, in the heading or, compact,
// beside the mover.
func (p *Panel) setState(text string) {
	p.state.SetText(text)
	p.moverState.SetText(text)
}

// moverLayout shares a row between "Best moves for …" and the state beside
// it in a compact panel: the mover as much of the row as its words need, up
// to four fifths, and the state (the depth, thinking) the rest, each cut
// short (…) where the row is too narrow for both (French and German at
// 800x600): whose move it is matters more than how deep the engine is.
type moverLayout struct{}

// fullWidth is the width a label needs to show all its text.
func fullWidth(l *widget.Label) float32 {
	if !l.Visible() || l.Text == "" {
		return 0
	}
	th := l.Theme() // the label's own: a container may change the sizes
	text := fyne.MeasureText(l.Text, th.Size(theme.SizeNameText), l.TextStyle).Width
	return text + 2*th.Size(theme.SizeNameInnerPadding) + 1 // a pixel for the rounding of the text's width
}

func (moverLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(objs[0].MinSize().Width+objs[1].MinSize().Width, h)
}

func (moverLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	mover, state := objs[0].(*widget.Label), objs[1].(*widget.Label)
	moverWidth := min(fullWidth(mover), size.Width*4/5)
	stateWidth := size.Width - moverWidth
	mover.Move(fyne.NewPos(0, 0))
	mover.Resize(fyne.NewSize(moverWidth, size.Height))
	state.Move(fyne.NewPos(moverWidth, 0))
	state.Resize(fyne.NewSize(stateWidth, size.Height))
}
