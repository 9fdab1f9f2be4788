package analysis

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/contrast"
)

// Plot draws each seat's chance to win over a game, one line per seat in
// its colour: x is the number of moves played, y the chance, 0 at the
// bottom and 1 at the top. The position shown is a vertical line; a move
// the review marked is a dot of its mark's colour on its mover's line. A
// tap goes to the position under it and gives the plot the keys: Left and
// Right step through the game, Home and End go to its ends, as on lichess.
// The position under the pointer is told in a tooltip over the plot (see
// plot_tooltip.go).
type Plot struct {
	widget.BaseWidget
	colours  []color.Color // by seat
	points   [][]float64   // points[n][seat]: the chances after n moves
	marks    []plotMark
	shown    int
	hovered  int // the position under the pointer; -1 none
	focused  bool
	onTap    func(n int)
	describe func(n int) string // names the position after n moves: the move that led to it
}

var (
	_ desktop.Hoverable = (*Plot)(nil)
	_ fyne.Focusable    = (*Plot)(nil)
)

// plotMark is a marked move on the plot: the position after it, the seat
// whose line it sits on and the colour of its mark.
type plotMark struct {
	n, seat int
	colour  color.Color
}

// plotPadding keeps the lines and dots off the plot's edges.
const plotPadding = 6

// NewPlot makes an empty plot of seats drawn in colours; onTap is told
// the position (moves played) a tap chose.
func NewPlot(colours []color.Color, onTap func(n int)) *Plot {
	p := &Plot{colours: colours, onTap: onTap, hovered: -1}
	p.ExtendBaseWidget(p)
	return p
}

// setPoints gives the plot its positions' chances and its marks.
func (p *Plot) setPoints(points [][]float64, marks []plotMark) {
	p.points, p.marks = points, marks
	p.Refresh()
}

// SetShown marks the position after n moves as the one shown.
func (p *Plot) SetShown(n int) {
	if n != p.shown {
		p.shown = n
		p.Refresh()
	}
}

// Shown is the position the plot marks as shown.
func (p *Plot) Shown() int { return p.shown }

// Positions is how many positions the plot draws: the start and one after
// each move.
func (p *Plot) Positions() int { return len(p.points) }

// Tapped goes to the position nearest the tap, and takes the keys.
func (p *Plot) Tapped(ev *fyne.PointEvent) {
	if len(p.points) == 0 {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(p); c != nil {
		c.Focus(p)
	}
	p.goTo(p.PositionAt(ev.Position.X))
}

func (p *Plot) goTo(n int) {
	if p.onTap != nil && n >= 0 && n < len(p.points) {
		p.onTap(n)
	}
}

// Hovered is the position under the pointer, -1 when none is.
func (p *Plot) Hovered() int { return p.hovered }

func (p *Plot) MouseIn(ev *desktop.MouseEvent)    { p.hover(p.PositionAt(ev.Position.X)) }
func (p *Plot) MouseMoved(ev *desktop.MouseEvent) { p.hover(p.PositionAt(ev.Position.X)) }
func (p *Plot) MouseOut()                         { p.hover(-1) }

func (p *Plot) hover(n int) {
	if len(p.points) == 0 {
		n = -1
	}
	if n == p.hovered {
		return
	}
	p.hovered = n
	p.Refresh()
}

func (p *Plot) FocusGained()   { p.focused = true; p.Refresh() }
func (p *Plot) FocusLost()     { p.focused = false; p.Refresh() }
func (p *Plot) TypedRune(rune) {}

// TypedKey steps through the game from the position shown.
func (p *Plot) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		p.goTo(p.shown - 1)
	case fyne.KeyRight:
		p.goTo(p.shown + 1)
	case fyne.KeyHome:
		p.goTo(0)
	case fyne.KeyEnd:
		p.goTo(len(p.points) - 1)
	default: // the window's own, as if the plot had not taken the keys
		if c := fyne.CurrentApp().Driver().CanvasForObject(p); c != nil && c.OnTypedKey() != nil {
			c.OnTypedKey()(ev)
		}
	}
}

// PositionAt is the position (moves played) drawn nearest x.
func (p *Plot) PositionAt(x float32) int {
	last := len(p.points) - 1
	if last <= 0 {
		return 0
	}
	step := (p.Size().Width - 2*plotPadding) / float32(last)
	n := int((x-plotPadding)/step + 0.5)
	return max(0, min(last, n))
}

// At is where the plot draws seat's chance c after n moves.
func (p *Plot) At(n int, c float64) fyne.Position {
	size := p.Size()
	x := float32(plotPadding)
	if last := len(p.points) - 1; last > 0 {
		x += float32(n) * (size.Width - 2*plotPadding) / float32(last)
	}
	return fyne.NewPos(x, plotPadding+float32(1-c)*(size.Height-2*plotPadding))
}

// MinSize is small enough for a window of 800x600, and taller as the
// plot is given more width (a wide panel of a large window), so that a
// long game's lines stay apart.
func (p *Plot) MinSize() fyne.Size {
	return fyne.NewSize(120, min(160, 72+0.6*max(0, p.Size().Width-230)))
}

func (p *Plot) CreateRenderer() fyne.WidgetRenderer {
	r := &plotRenderer{plot: p, back: canvas.NewRectangle(color.Transparent), half: canvas.NewLine(color.Transparent),
		shown: canvas.NewLine(color.Transparent), hovered: canvas.NewLine(color.Transparent)}
	r.back.CornerRadius = theme.InputRadiusSize()
	r.half.StrokeWidth, r.shown.StrokeWidth, r.hovered.StrokeWidth = 1, 2, 1
	return r
}

type plotRenderer struct {
	plot    *Plot
	back    *canvas.Rectangle // edged in the focus colour while the plot has the keys
	half    *canvas.Line      // the even chance, 50%
	shown   *canvas.Line
	hovered *canvas.Line
	objects []fyne.CanvasObject
}

func (r *plotRenderer) Layout(fyne.Size) { r.Refresh() }

func (r *plotRenderer) MinSize() fyne.Size { return r.plot.MinSize() }

func (r *plotRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *plotRenderer) Destroy() {}

// Refresh draws everything again: the lines are few (a seat's is one
// segment a move) and a refresh comes with a new position or size.
func (r *plotRenderer) Refresh() {
	p, size := r.plot, r.plot.Size()
	r.objects = r.objects[:0]
	if size.Width < plotPadding*2 || size.Height < plotPadding*2 {
		return // not laid out yet
	}
	bg := theme.Color(theme.ColorNameInputBackground)
	r.back.FillColor = bg
	r.back.StrokeColor, r.back.StrokeWidth = theme.Color(theme.ColorNameFocus), 0
	if p.focused {
		r.back.StrokeWidth = 2
	}
	r.back.Resize(size)
	r.half.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.half.Position1, r.half.Position2 = fyne.NewPos(0, size.Height/2), fyne.NewPos(size.Width, size.Height/2)
	r.objects = append(r.objects, r.back, r.half)
	under := contrast.Over(bg, theme.Color(theme.ColorNameBackground))
	for seat, colour := range p.colours {
		// A seat of the plot's own shade (white on a light theme, black
		// on a dark one) is drawn hollow, in an edge that stands out.
		if contrast.Ratio(colour, under) < 3 {
			r.polyline(seat, contrast.Keyline(colour), 5)
		}
		r.polyline(seat, colour, 2.5)
	}
	if len(p.points) > 0 {
		x := p.At(min(p.shown, len(p.points)-1), 0).X
		r.shown.StrokeColor = theme.Color(theme.ColorNamePrimary)
		r.shown.Position1, r.shown.Position2 = fyne.NewPos(x, 0), fyne.NewPos(x, size.Height)
		r.objects = append(r.objects, r.shown)
	}
	if p.hovered >= 0 && p.hovered < len(p.points) && p.hovered != p.shown {
		x := p.At(p.hovered, 0).X
		r.hovered.StrokeColor = theme.Color(theme.ColorNameDisabled)
		r.hovered.Position1, r.hovered.Position2 = fyne.NewPos(x, 0), fyne.NewPos(x, size.Height)
		r.objects = append(r.objects, r.hovered)
	}
	for _, m := range p.marks {
		if m.n < len(p.points) && m.seat < len(p.points[m.n]) {
			dot := canvas.NewCircle(m.colour)
			dot.StrokeColor, dot.StrokeWidth = contrast.Keyline(m.colour), 1
			at := p.At(m.n, p.points[m.n][m.seat])
			dot.Move(at.SubtractXY(4, 4))
			dot.Resize(fyne.NewSquareSize(8))
			r.objects = append(r.objects, dot)
		}
	}
	r.objects = append(r.objects, r.tooltip()...) // over the lines and dots
	canvas.Refresh(p)
}

// polyline adds seat's line over the game, in colour and width.
func (r *plotRenderer) polyline(seat int, colour color.Color, width float32) {
	p := r.plot
	for n := 1; n < len(p.points); n++ {
		if seat >= len(p.points[n]) || seat >= len(p.points[n-1]) {
			continue
		}
		l := canvas.NewLine(colour)
		l.StrokeWidth = width
		l.Position1, l.Position2 = p.At(n-1, p.points[n-1][seat]), p.At(n, p.points[n][seat])
		r.objects = append(r.objects, l)
	}
}
