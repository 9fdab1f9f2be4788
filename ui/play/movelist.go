package play

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/play/session"
	"boardshelf/ui/view"
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

// listRow is a row of the move list: a move of the tree, and how deep in
// variations it is.
type listRow struct {
	node  *session.Node
	depth int
}

// treeRows lists the tree of moves as lichess does: the main line, each
// variation under the move it is played instead of, indented, its own
// variations under it in turn.
func treeRows(root *session.Node) []listRow {
	var rows []listRow
	var line func(first *session.Node, depth int)
	line = func(first *session.Node, depth int) {
		for n := first; n != nil; {
			rows = append(rows, listRow{n, depth})
			siblings := n.Parent().Children()
			if siblings[0] == n {
				for _, v := range siblings[1:] {
					line(v, depth+1)
				}
			}
			n = nextOnLine(n)
		}
	}
	line(nextOnLine(root), 0)
	return rows
}

// nextOnLine is the move n's line goes on with, nil at its end.
func nextOnLine(n *session.Node) *session.Node {
	if c := n.Children(); len(c) > 0 {
		return c[0]
	}
	return nil
}

// moveRowWidget is a row of the move list: the seat's dot and the move,
// with its mark and comment. A click on it shows the position after the
// move, a right click opens the move's menu. It takes both itself: the
// desktop driver gives every click to the topmost widget that takes any,
// so a row taking right clicks alone would keep the left ones from the
// list under it.
type moveRowWidget struct {
	widget.BaseWidget
	content *fyne.Container
	show    func()
	menu    func(at fyne.Position)
}

// Tapped shows the position after the move.
func (r *moveRowWidget) Tapped(*fyne.PointEvent) {
	if r.show != nil {
		r.show()
	}
}

func (r *moveRowWidget) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(r.content)
}

// TappedSecondary opens the move's menu where the click was.
func (r *moveRowWidget) TappedSecondary(e *fyne.PointEvent) {
	if r.menu != nil {
		r.menu(e.AbsolutePosition)
	}
}

// buildMoveList makes the move list: every move of the tree, the one last
// played in the position shown in bold, the ones after it on the line
// followed (to redo) in grey. A click on a move shows the position after
// it; a right click opens its menu.
func (p *Screen) buildMoveList() {
	p.moveList = widget.NewList(
		func() int { return len(p.rows) },
		func() fyne.CanvasObject {
			dot := canvas.NewCircle(color.Transparent)
			dot.StrokeWidth = 1
			dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
			label := widget.NewLabel("")
			label.Wrapping = fyne.TextWrapWord
			// The dot stays level with the first line of a wrapped move.
			top := (widget.NewLabel("1.").MinSize().Height - moveRowDot) / 2
			dotBox := container.New(layout.NewCustomPaddedLayout(top, 0, 0, 0), container.NewGridWrap(fyne.NewSquareSize(moveRowDot), dot))
			mark := canvas.NewText("", color.Transparent) // the review's, "??"
			mark.TextStyle.Bold = true
			mark.Hide()
			r := &moveRowWidget{content: container.NewBorder(nil, nil, dotBox, mark, label)}
			r.ExtendBaseWidget(r)
			return r
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			r := o.(*moveRowWidget)
			label := r.content.Objects[0].(*widget.Label)
			dot := r.content.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			if i >= len(p.rows) {
				return
			}
			n := p.rows[i].node
			r.show = func() { p.showRow(n) }
			r.menu = func(at fyne.Position) { p.showMoveMenu(n, at) }
			dot.FillColor = view.SeatColour(p.colour(n.Seat))
			dot.Refresh()
			text, bold := p.moveRow(i)
			label.TextStyle.Bold = bold
			label.Importance = widget.MediumImportance
			if p.toRedo(n) {
				label.Importance = widget.LowImportance
			}
			label.SetText(text)
			mark := r.content.Objects[2].(*canvas.Text)
			mark.Text, mark.Color = p.reviewMark(n)
			if mark.Visible() != (mark.Text != "") {
				setVisible(mark, mark.Text != "")
				r.content.Refresh() // the label makes room for the mark, or takes it back
			}
			mark.Refresh()
		})
	p.rowHeights = newRowHeights(p.moveList, p.moveRow, p.scrollToCurrent)
	p.moveList.OnSelected = func(i widget.ListItemID) {
		p.moveList.UnselectAll()
		if i < len(p.rows) {
			p.showRow(p.rows[i].node)
		}
	}
}

// showRow shows the position after the move n, clicked in the move list.
func (p *Screen) showRow(n *session.Node) {
	// A click may leave the list focused, and a focused list takes the
	// keys: the arrows, Home and End must go on stepping the moves.
	p.host.Window().Canvas().Unfocus()
	p.sess.Show(n)
}

// toRedo reports whether n is on the line followed, after the move shown.
func (p *Screen) toRedo(n *session.Node) bool {
	return n.Ply() > p.sess.At() && p.sess.Followed(n)
}

// listRows lists the tree's rows again, after any change of it.
func (p *Screen) listRows() { p.rows = treeRows(p.sess.Tree()) }

// rowOf is the row of the move n, -1 for none (the start).
func (p *Screen) rowOf(n *session.Node) int {
	for i, r := range p.rows {
		if r.node == n {
			return i
		}
	}
	return -1
}

// scrollToCurrent brings the move last played in the position shown into
// the move list's view.
func (p *Screen) scrollToCurrent() {
	switch i := p.rowOf(p.sess.Shown()); {
	case i >= 0 && i == len(p.rows)-1:
		// List.ScrollTo stops once a row's first line is in view, so a
		// last move on two lines would be left cut in half (Fyne 2.7).
		p.moveList.ScrollToBottom()
	case i >= 0:
		p.moveList.ScrollTo(i)
	default:
		p.moveList.ScrollToTop() // the start: the first moves, all to redo
	}
}

// moveRow is the text of the move list's row i: the move, its NAG, its
// comment on the lines under it, indented by its depth in variations;
// and whether it is the move last played in the position shown (in
// bold).
func (p *Screen) moveRow(i int) (string, bool) {
	if i < 0 || i >= len(p.rows) {
		return "", false
	}
	r := p.rows[i]
	n, indent := r.node, strings.Repeat("\u2003", r.depth)
	text := fmt.Sprintf("%s%d. %s", indent, n.Ply(), p.describe(n.Ply()-1, n.Played))
	if note := n.Note(); note.NAG != "" {
		text += " " + note.NAG
	}
	if c := n.Note().Comment; c != "" {
		text += "\n" + indent + c
	}
	return text, n == p.sess.Shown()
}
