package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/view"
)

// Confirming moves, the player's guard against a slip of the mouse: a move
// made on the board is shown played and waits for Confirm (or Enter);
// Take back, Escape or a click on the board takes it back.

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

// applyOptions shows the board's aids as the player's settings ask.
func (p *Screen) applyOptions() {
	o := p.host.Options()
	p.view.SetAids(view.Aids{HideMoves: o.HideMoves, HideCoordinates: o.HideCoords, HideLastMove: o.HideLastMove})
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
