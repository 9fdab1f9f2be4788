package analysis

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/contrast"
)

// bar is one seat's chance to win: its name, a bar filled in its colour
// as far as the chance, and the percentage.
type bar struct {
	fill    *canvas.Rectangle
	track   *canvas.Rectangle
	share   float32 // the part filled, 0 to 1
	bars    *fyne.Container
	percent *widget.Label
	object  fyne.CanvasObject
}

// newBar makes a seat's bar; a compact one gives the name only its own
// width, for bars two to a row.
func newBar(s Seat, compact bool) *bar {
	b := &bar{}
	// The fill is edged so that a white seat's bar shows on a light theme
	// and a black seat's on a dark one.
	b.fill = canvas.NewRectangle(s.Colour)
	b.fill.StrokeColor = contrast.Keyline(s.Colour)
	b.fill.StrokeWidth = 1
	b.track = canvas.NewRectangle(color.Transparent)
	b.track.StrokeWidth = 1
	name := widget.NewLabel(s.Name)
	name.Truncation = fyne.TextTruncateEllipsis
	b.percent = widget.NewLabel("")
	b.percent.TextStyle.Bold = true
	b.percent.Alignment = fyne.TextAlignTrailing
	// The percentage keeps the room of "100%" so that the bars line up.
	room := widget.NewLabel(lang.L("{{.Percent}}%", map[string]any{"Percent": 100}))
	room.TextStyle.Bold = true
	percent := container.New(fixedWidth{room.MinSize().Width}, b.percent)
	b.bars = container.New(barLayout{b}, b.track, b.fill)
	if compact {
		name.Truncation = fyne.TextTruncateOff
		b.object = container.NewBorder(nil, nil, name, percent, b.bars)
	} else {
		b.object = container.NewBorder(nil, nil, nil, percent, container.NewGridWithColumns(2, name, b.bars))
	}
	return b
}

// set fills the bar to percent; -1 leaves it empty with no figure (not
// judged yet).
func (b *bar) set(percent int) {
	if percent < 0 {
		b.share = 0
		b.percent.SetText("–")
	} else {
		b.share = float32(percent) / 100
		b.percent.SetText(lang.L("{{.Percent}}%", map[string]any{"Percent": percent}))
	}
	b.fill.Hidden = b.share == 0
	b.bars.Refresh()
}

// barLayout draws the track across its room, a little thinner than the
// text beside it, and the fill over its share.
type barLayout struct{ b *bar }

func (l barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := min(size.Height, theme.TextSize()*1.1)
	top := (size.Height - h) / 2
	l.b.track.StrokeColor = theme.Color(theme.ColorNameDisabled) // the theme's, light or dark, as now
	l.b.track.Move(fyne.NewPos(0, top))
	l.b.track.Resize(fyne.NewSize(size.Width, h))
	l.b.fill.Move(fyne.NewPos(0, top))
	l.b.fill.Resize(fyne.NewSize(size.Width*l.b.share, h))
}

func (barLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(theme.TextSize()*3, theme.TextSize())
}

// fixedWidth lays its object out at least width wide.
type fixedWidth struct{ width float32 }

func (f fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := fyne.NewSize(f.width, 0)
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.Max(fyne.NewSize(f.width, 0))
}
