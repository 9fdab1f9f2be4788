package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// moveRowDot is the width of the seat's dot that starts a row.
const moveRowDot = 12

// rowHeights keeps each row of the move list as tall as its text needs at
// the list's width, so that a long move ("pulled out, e1-e5 as a Queen
// (halves), home") wraps onto a second line instead of being cut off at
// the panel's edge. widget.List gives every row the template's height
// unless it is told a row's own, and it has to be told again when the
// list's width changes: it sits in a container of this layout, which sees
// the width.
type rowHeights struct {
	list    *widget.List
	row     func(i int) (text string, bold bool)
	resized func()    // after the list changed size
	size    fyne.Size // the list's, which the heights are for
	// markWidth is the room kept right of each move for the review's
	// mark ("??"); 0 without a review.
	markWidth float32
	measure   *widget.Label
	known     map[rowKey]float32 // heights at the width, by text
}

type rowKey struct {
	text string
	bold bool
}

func newRowHeights(list *widget.List, row func(int) (string, bool), resized func()) *rowHeights {
	m := widget.NewLabel("")
	m.Wrapping = fyne.TextWrapWord
	return &rowHeights{list: list, row: row, resized: resized, measure: m, known: map[rowKey]float32{}}
}

// Layout gives the list the whole space, and the rows their heights anew
// when the width changed. Then the move shown is scrolled into view
// again: rows above it may have grown or shrunk, and a list made shorter
// keeps its offset, which would leave the last move below its edge.
func (h *rowHeights) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size == h.size {
		return
	}
	widthChanged := size.Width != h.size.Width
	h.size = size
	if widthChanged {
		clear(h.known)
		h.update()
		h.list.Refresh()
	}
	h.resized()
}

func (h *rowHeights) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return objects[0].MinSize()
}

// update tells the list the height of every row, after moves were added
// or taken back or the row shown in bold changed.
func (h *rowHeights) update() {
	if h.size.Width <= 0 {
		return
	}
	for i := range h.list.Length() {
		h.list.SetItemHeight(i, h.height(h.row(i)))
	}
}

// setMarkWidth keeps w right of each move for its mark, and measures the
// rows again.
func (h *rowHeights) setMarkWidth(w float32) {
	if w != h.markWidth {
		h.markWidth = w
		clear(h.known)
	}
}

func (h *rowHeights) height(text string, bold bool) float32 {
	key := rowKey{text, bold}
	if v, ok := h.known[key]; ok {
		return v
	}
	// The label's width in a row: the list's, less the dot and the space
	// the row's layout puts after it.
	width := h.size.Width - moveRowDot - theme.Padding() - h.markWidth
	h.measure.TextStyle.Bold = bold
	h.measure.SetText(text)
	h.measure.Resize(fyne.NewSize(width, h.measure.MinSize().Height))
	v := h.measure.MinSize().Height
	h.known[key] = v
	return v
}
