package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// turns is the line of the status bar that shows the computer at work
// (its move, a hint, a draw's judgement), with a spinner.
type turns struct {
	label   *widget.Label
	spinner *widget.ProgressBarInfinite
	box     *fyne.Container // the label and the spinner, shown while at work
}

func (t *turns) build() {
	t.label = widget.NewLabel("")
	t.label.Truncation = fyne.TextTruncateEllipsis
	t.spinner = widget.NewProgressBarInfinite()
	t.box = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(120, t.spinner.MinSize().Height), t.spinner), t.label)
	t.box.Hide()
}

// show shows the label and runs the spinner.
func (t *turns) show() {
	t.box.Show()
	if !t.spinner.Running() {
		t.spinner.Start()
	}
}

// hide hides them and stops the spinner: hiding its container alone leaves
// a ProgressBarInfinite animating, which redrew the window sixty times a
// second (a core busy drawing) for as long as the game stayed open.
func (t *turns) hide() {
	t.spinner.Stop()
	t.box.Hide()
}
