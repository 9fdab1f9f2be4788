package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
)

// The screen's widgets, made once: the status line under the board, and
// the side panel of the seats, the move list and the controls.

func (p *Screen) build() {
	p.status = widget.NewLabel("")
	p.status.TextStyle.Bold = true
	p.status.Truncation = fyne.TextTruncateEllipsis
	p.swatch = canvas.NewCircle(color.Transparent)
	p.swatch.StrokeWidth = 1.5
	p.swatch.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	p.notice = widget.NewLabel("")
	p.notice.Importance = widget.DangerImportance
	p.notice.TextStyle.Bold = true
	p.message = widget.NewLabel("")
	p.message.TextStyle.Italic = true
	p.message.Truncation = fyne.TextTruncateEllipsis
	p.turn.build()
	p.buildConfirm()
	p.buildClocks()
	p.statusRow = container.New(statusLayout{p.status}, p.status, p.notice, container.NewStack(p.message, p.turn.box, p.confirmBar, p.clocks.bar))
	statusLine := container.NewBorder(nil, nil,
		container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(18), p.swatch)), nil,
		p.statusRow)

	seatList := container.NewVBox()
	for seat := range p.game.Players() {
		// A deadline ("until Wed 9 Dec, 14:05") is long: it goes under the name.
		days := p.sess.Clocked() && p.sess.Clock().Control().Kind == clock.Days
		row := newSeatRow(view.SeatColour(p.colour(seat)), days)
		p.seats = append(p.seats, row)
		seatList.Add(row.object)
	}
	p.buildMoveList()
	startBtn := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.GoTo(0) })
	backBtn := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.GoTo(p.sess.At() - 1) })
	forwardBtn := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.GoTo(p.sess.At() + 1) })
	endBtn := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { p.GoTo(len(p.sess.Line())) })
	browse := container.NewGridWithColumns(4, startBtn, backBtn, forwardBtn, endBtn)

	p.undoBtn = widget.NewButtonWithIcon(lang.L("Undo"), theme.ContentUndoIcon(), p.Undo)
	p.redoBtn = widget.NewButtonWithIcon(lang.L("Redo"), theme.ContentRedoIcon(), p.Redo)
	p.resignBtn = widget.NewButtonWithIcon(lang.L("Resign"), theme.CancelIcon(), p.ConfirmResign)
	p.drawBtn = widget.NewButton(lang.L("Offer a draw"), p.OfferDraw)
	newGame := widget.NewButtonWithIcon(lang.L("New game"), theme.ContentAddIcon(), p.host.ChooseGame)
	p.muteBtn = widget.NewButtonWithIcon("", theme.VolumeUpIcon(), func() {
		p.host.SetMuted(!p.host.Options().Muted)
		p.showMuted()
	})

	title := widget.NewLabel(lang.L("{{.Game}} — {{.Setup}}", map[string]any{"Game": p.kind.LocalName(), "Setup": p.setup.NameIn(i18n.Current())}))
	title.TextStyle.Bold = true
	title.Wrapping = fyne.TextWrapWord
	movesHeading := widget.NewLabel(lang.L("Moves"))
	movesHeading.TextStyle.Bold = true
	controls := container.NewVBox(
		container.NewGridWithColumns(2, p.undoBtn, p.redoBtn),
		container.NewGridWithColumns(2, p.resignBtn, p.drawBtn),
		container.NewBorder(nil, nil, nil, p.muteBtn, newGame))
	// A review shows its summary over the seats and its plot over the
	// controls (review.go).
	p.seatArea, p.controlArea = container.NewStack(seatList), container.NewStack(controls)
	top := container.NewVBox(title, p.seatArea)
	if p.shared != nil {
		top.Add(p.chatBox())
	}
	top.Add(widget.NewSeparator())
	moves := container.NewBorder(movesHeading, nil, nil, nil, container.New(p.rowHeights, p.moveList))
	p.side = container.NewBorder(
		top,
		container.NewVBox(browse, p.controlArea), nil, nil, p.buildAnalysis(moves))

	boardArea := container.NewBorder(nil, container.NewPadded(statusLine), nil, nil, container.NewStack(p.view.Object(), p.takeBack))
	p.split = container.NewHSplit(boardArea, container.NewPadded(p.side))
	p.content = p.split
}

// seatRow is a player in the side panel: a dot of its colour and its name,
// with who plays it and whether it is to move or out.
type seatRow struct {
	label  *widget.Label
	time   *widget.Label // the seat's clock, when the game has clocks
	object fyne.CanvasObject
}

func newSeatRow(colour color.Color, timeBelow bool) seatRow {
	dot := canvas.NewCircle(colour)
	dot.StrokeWidth = 1.5
	dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	label := widget.NewLabel("")
	// A narrow panel (or long words) wraps the line, never cuts it: who
	// plays and whose turn it is must be read whole.
	label.Wrapping = fyne.TextWrapWord
	clockLabel := widget.NewLabel("")
	clockLabel.Hide()
	dotBox := container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(16), dot))
	if timeBelow {
		return seatRow{label: label, time: clockLabel, object: container.NewBorder(nil, nil, dotBox, nil, container.NewVBox(label, clockLabel))}
	}
	return seatRow{label: label, time: clockLabel, object: container.NewBorder(nil, nil, dotBox, clockLabel, label)}
}
