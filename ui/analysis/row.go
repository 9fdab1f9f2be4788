package analysis

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// lineRow is a row of the panel that draws a line's moves on the board
// while the pointer is over it, and keeps them there once clicked (a
// click previews; it plays nothing).
type lineRow struct {
	widget.BaseWidget
	panel  *Panel
	line   int
	label  *widget.Label
	chance *widget.Label
	object fyne.CanvasObject
}

var (
	_ desktop.Hoverable = (*lineRow)(nil)
	_ fyne.Tappable     = (*lineRow)(nil)
)

func newLineRow(p *Panel, line int) *lineRow {
	r := &lineRow{panel: p, line: line, label: widget.NewLabel(""), chance: widget.NewLabel("")}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.chance.Alignment = fyne.TextAlignTrailing
	r.object = container.NewBorder(nil, nil, nil, r.chance, r.label)
	r.ExtendBaseWidget(r)
	return r
}

// set writes the row; an empty one is hidden.
func (r *lineRow) set(text, chance string) {
	r.label.SetText(text)
	r.chance.SetText(chance)
	if text == "" {
		r.Hide()
	} else {
		r.Show()
	}
}

// Text is what the row says, for tests.
func (r *lineRow) Text() string { return r.label.Text }

func (r *lineRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.object) }

func (r *lineRow) MouseIn(*desktop.MouseEvent)    { r.panel.Point(r.line) }
func (r *lineRow) MouseMoved(*desktop.MouseEvent) {}
func (r *lineRow) MouseOut()                      { r.panel.Point(-1) }
func (r *lineRow) Tapped(*fyne.PointEvent)        { r.panel.Pin(r.line) }
