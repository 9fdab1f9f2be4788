package play

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusLayout lays out the status line: the turn text first, as wide as
// its words when there is room and cut short with an ellipsis when there
// is not, then the notice at its own width, then the messages in the rest.
// The line therefore never makes the window wider than it is.
type statusLayout struct {
	status *widget.Label // must truncate
}

func (l statusLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var size fyne.Size
	for _, o := range objects {
		if o.Visible() {
			m := o.MinSize()
			size = fyne.NewSize(size.Width+m.Width, max(size.Height, m.Height))
		}
	}
	return size
}

// Layout expects the status, the notice and the messages, in that order.
func (l statusLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	status, notice, rest := objects[0], objects[1], objects[2]
	noticeWidth := float32(0)
	if notice.Visible() {
		noticeWidth = notice.MinSize().Width
	}
	restMin := float32(0)
	if rest.Visible() {
		restMin = rest.MinSize().Width
	}
	statusWidth := min(l.wantedWidth(), size.Width-noticeWidth-restMin)
	statusWidth = max(statusWidth, status.MinSize().Width)
	x := float32(0)
	for _, part := range []struct {
		o fyne.CanvasObject
		w float32
	}{{status, statusWidth}, {notice, noticeWidth}, {rest, max(size.Width-statusWidth-noticeWidth, 0)}} {
		part.o.Move(fyne.NewPos(x, 0))
		part.o.Resize(fyne.NewSize(part.w, size.Height))
		x += part.w
	}
}

// wantedWidth is the width that shows the whole status text, with a pixel
// to spare: given its exact width a label may still cut the last letters.
func (l statusLayout) wantedWidth() float32 {
	text := fyne.MeasureText(l.status.Text, theme.TextSize(), l.status.TextStyle)
	return float32(math.Ceil(float64(text.Width))) + 2*theme.InnerPadding() + 1
}
