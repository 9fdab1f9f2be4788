package analysis

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"boardshelf/ui/contrast"
)

// The tooltip over the plot, as lichess shows over its chart: the position
// under the pointer named by the move that led to it ("12. f4-f5"), and
// each seat's chance there after a dot of the seat's colour, the colour of
// its line and of its dot in the summary. It is drawn over the plot, in
// the half away from the pointer, so that it takes no room of its own: at
// 800x600 four seats' review has none to spare.

// tooltipDot is the size of a seat's dot in the tooltip.
const tooltipDot = 8

// Tooltip is what the tooltip reads: the position pointed at and each
// seat's chance there; "" while the pointer is not over the plot.
func (p *Plot) Tooltip() string {
	name, chances := p.tooltipText()
	if name == "" {
		return ""
	}
	return name + " " + strings.Join(chances, " ")
}

// tooltipText is the tooltip's two lines: the position's name and each
// seat's chance; "" and nil when nothing is pointed at.
func (p *Plot) tooltipText() (string, []string) {
	n := p.hovered
	if n < 0 || n >= len(p.points) || p.describe == nil {
		return "", nil
	}
	var chances []string
	for _, pc := range Percentages(p.points[n]) {
		chances = append(chances, lang.L("{{.Percent}}%", map[string]any{"Percent": pc}))
	}
	return p.describe(n), chances
}

// tooltip draws the tooltip: a box in the overlay's colour, the name on its
// first line, the dots and chances on its second.
func (r *plotRenderer) tooltip() []fyne.CanvasObject {
	p := r.plot
	name, chances := p.tooltipText()
	if name == "" {
		return nil
	}
	fg, size, pad := theme.Color(theme.ColorNameForeground), theme.CaptionTextSize(), theme.Padding()
	text := func(s string) *canvas.Text {
		t := canvas.NewText(s, fg)
		t.TextSize = size
		t.Resize(t.MinSize())
		return t
	}
	title := text(name)
	title.TextStyle.Bold = true
	title.Resize(title.MinSize())
	var objects []fyne.CanvasObject
	x, line := pad, title.MinSize().Height
	for seat, c := range chances {
		colour := p.colours[min(seat, len(p.colours)-1)]
		dot := canvas.NewCircle(colour)
		dot.StrokeColor, dot.StrokeWidth = contrast.Keyline(colour), 1
		dot.Resize(fyne.NewSquareSize(tooltipDot))
		dot.Move(fyne.NewPos(x, pad+line+(line-tooltipDot)/2))
		t := text(c)
		t.Move(fyne.NewPos(x+tooltipDot+pad/2, pad+line))
		objects = append(objects, dot, t)
		x += tooltipDot + pad/2 + t.MinSize().Width + pad*1.5
	}
	width := max(x-pad/2, title.MinSize().Width+2*pad)
	box := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	box.StrokeColor, box.StrokeWidth, box.CornerRadius = theme.Color(theme.ColorNameSeparator), 1, theme.InputRadiusSize()
	box.Resize(fyne.NewSize(width, 2*line+2*pad))
	title.Move(fyne.NewPos(pad, pad))
	// In the half away from the pointer, at the top.
	at := fyne.NewPos(2, 2)
	if p.At(p.hovered, 0).X < p.Size().Width/2 {
		at.X = max(2, p.Size().Width-width-2)
	}
	out := []fyne.CanvasObject{box, title}
	out = append(out, objects...)
	for _, o := range out {
		o.Move(o.Position().Add(at))
	}
	return out
}
