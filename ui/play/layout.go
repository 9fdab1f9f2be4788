package play

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
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
	top.Add(movesHeading)
	p.side = container.NewBorder(
		top,
		container.NewVBox(browse, p.controlArea), nil, nil, container.New(p.rowHeights, p.moveList))

	boardArea := container.NewBorder(nil, container.NewPadded(statusLine), nil, nil, container.NewStack(p.view.Object(), p.takeBack))
	p.split = container.NewHSplit(boardArea, container.NewPadded(p.side))
	p.content = p.split
}

// buildMoveList makes the move list: every move of the line, the one last
// played in the position shown in bold, the ones after it (to redo) in
// grey. A click on a move shows the position after it.
func (p *Screen) buildMoveList() {
	p.moveList = widget.NewList(
		func() int { return len(p.sess.Line()) },
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
			return container.NewBorder(nil, nil, dotBox, mark, label)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			label := row.Objects[0].(*widget.Label)
			dot := row.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			m := p.sess.Line()[i]
			dot.FillColor = view.SeatColour(p.colour(m.Seat))
			dot.Refresh()
			text, bold := p.moveRow(i)
			label.TextStyle.Bold = bold
			label.Importance = widget.MediumImportance
			if i >= p.sess.At() {
				label.Importance = widget.LowImportance
			}
			label.SetText(text)
			mark := row.Objects[2].(*canvas.Text)
			mark.Text, mark.Color = p.reviewMark(i)
			if mark.Visible() != (mark.Text != "") {
				setVisible(mark, mark.Text != "")
				row.Refresh() // the label makes room for the mark, or takes it back
			}
			mark.Refresh()
		})
	p.rowHeights = newRowHeights(p.moveList, p.moveRow, p.scrollToCurrent)
	p.moveList.OnSelected = func(i widget.ListItemID) {
		p.moveList.UnselectAll()
		// A click leaves the list focused, and a focused list takes the
		// keys: the arrows, Home and End must go on stepping the moves.
		p.host.Window().Canvas().Unfocus()
		p.GoTo(i + 1)
	}
}

// scrollToCurrent brings the move last played in the position shown into
// the move list's view.
func (p *Screen) scrollToCurrent() {
	switch n := p.sess.At(); {
	case n > 0 && n == len(p.sess.Line()):
		// List.ScrollTo stops once a row's first line is in view, so a
		// last move on two lines would be left cut in half (Fyne 2.7).
		p.moveList.ScrollToBottom()
	case n > 0:
		p.moveList.ScrollTo(n - 1)
	default:
		p.moveList.ScrollToTop() // the start: the first moves, all to redo
	}
}

// moveRow is the text of the move list's row i, and whether it is the
// move last played in the position shown (in bold).
func (p *Screen) moveRow(i int) (string, bool) {
	return fmt.Sprintf("%d. %s", i+1, p.describe(i, p.sess.Line()[i])), i == p.sess.At()-1
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
