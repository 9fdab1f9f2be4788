package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/ui/view"
)

// Confirming moves, the player's guard against a slip of the mouse: a move
// made on the board is shown played and waits for Confirm (or Enter);
// Take back, Escape or a click on the board takes it back.

// pendingMove is a move made on the board that waits for Confirm, and the
// seat that made it.
type pendingMove struct {
	move rules.Move
	seat int
}

// buildConfirm makes the Confirm and Take back buttons of the status line,
// and the layer over the board that takes a click meanwhile.
func (p *Screen) buildConfirm() {
	confirm := widget.NewButtonWithIcon(lang.L("Confirm"), theme.ConfirmIcon(), p.ConfirmMove)
	confirm.Importance = widget.HighImportance
	back := widget.NewButtonWithIcon(lang.L("Take back"), theme.CancelIcon(), p.TakeBackMove)
	p.confirmBar = container.NewHBox(confirm, back)
	p.confirmBar.Hide()
	p.takeBack = newCatcher(p.TakeBackMove)
	p.takeBack.Hide()
}

// awaitConfirm shows a move just played on the board by seat as waiting.
func (p *Screen) awaitConfirm(m rules.Move, seat int) {
	p.pending = &pendingMove{m, seat}
	p.message.SetText("")
	p.confirmBar.Show()
	p.takeBack.Show()
	p.update()
}

// mover is the seat whose turn it is: the one to move, or the one whose
// move waits for Confirm.
func (p *Screen) mover() int {
	if p.pending != nil {
		return p.pending.seat
	}
	return p.seatToMove()
}

// pendingText is the status line while a move waits.
func (p *Screen) pendingText() string {
	return lang.L("{{.Seat}} plays {{.Move}}", map[string]any{
		"Seat": p.SeatName(p.pending.seat), "Move": p.moveText(p.hist.At()-1, p.pending.move)})
}

// ConfirmMove plays for good the move that waits.
func (p *Screen) ConfirmMove() {
	if p.pending == nil {
		return
	}
	m := p.pending.move
	p.endPending()
	p.played(m, true, false)
}

// TakeBackMove takes back the move that waits, as if it had never been
// made.
func (p *Screen) TakeBackMove() {
	if p.pending == nil {
		return
	}
	p.endPending()
	p.hist.undo()
	p.message.SetText("")
	p.update()
}

func (p *Screen) endPending() {
	p.pending = nil
	p.confirmBar.Hide()
	p.takeBack.Hide()
}

// applyOptions shows the board's aids as the player's settings ask.
func (p *Screen) applyOptions() {
	o := p.host.Options()
	if f, ok := p.view.(view.AidsFollower); ok {
		f.SetAids(view.Aids{HideMoves: o.HideMoves, HideCoordinates: o.HideCoords, HideLastMove: o.HideLastMove})
	}
}

// catcher lies over the board while a move waits, and takes any click on
// it for the wish to take the move back.
type catcher struct {
	widget.BaseWidget
	tapped func()
}

func newCatcher(tapped func()) *catcher {
	c := &catcher{tapped: tapped}
	c.ExtendBaseWidget(c)
	return c
}

func (c *catcher) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}

func (c *catcher) Tapped(*fyne.PointEvent)          { c.tapped() }
func (c *catcher) TappedSecondary(*fyne.PointEvent) { c.tapped() }
