package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// played is a move in the move list, with the seat that made it.
type played struct {
	move rules.Move
	seat int
}

// playScreen is a game in progress: the board with a status line below it,
// and beside it the players, the moves and the controls.
type playScreen struct {
	app   *App
	setup *setups.Setup
	game  rules.Game
	view  view.View

	moves []played // played so far, oldest first
	redo  []played // taken back by Undo, most recent last

	status    *widget.Label
	swatch    *canvas.Circle
	notice    *widget.Label
	message   *widget.Label
	players   *fyne.Container
	moveList  *widget.List
	undoBtn   *widget.Button
	redoBtn   *widget.Button
	resignBtn *widget.Button
	drawBtn   *widget.Button
	split     *container.Split
	content   fyne.CanvasObject
	endDialog dialog.Dialog
}

func newPlayScreen(u *App, s *setups.Setup) (*playScreen, error) {
	g, err := s.NewGame()
	if err != nil {
		return nil, err
	}
	p := &playScreen{app: u, setup: s, game: g}
	if p.view, err = newView(g, s, p); err != nil {
		return nil, err
	}
	p.build()
	p.update()
	return p, nil
}

func (p *playScreen) build() {
	p.status = widget.NewLabel("")
	p.status.TextStyle.Bold = true
	p.swatch = canvas.NewCircle(color.Transparent)
	p.swatch.StrokeWidth = 1.5
	p.swatch.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	p.notice = widget.NewLabel("")
	p.notice.Importance = widget.DangerImportance
	p.notice.TextStyle.Bold = true
	p.message = widget.NewLabel("")
	p.message.TextStyle.Italic = true
	p.message.Truncation = fyne.TextTruncateEllipsis
	statusLine := container.NewBorder(nil, nil,
		container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(18), p.swatch)), p.status, p.notice),
		nil, p.message)

	p.players = container.NewVBox()
	p.moveList = widget.NewList(
		func() int { return len(p.moves) },
		func() fyne.CanvasObject {
			dot := canvas.NewCircle(color.Transparent)
			dot.StrokeWidth = 1
			dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
			return container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(12), dot)), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			dot := row.Objects[0].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			m := p.moves[i]
			dot.FillColor = view.SeatColour(p.colour(m.seat))
			dot.Refresh()
			row.Objects[1].(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, p.describe(m)))
		})

	p.undoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), p.undo)
	p.redoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), p.redoMove)
	p.resignBtn = widget.NewButtonWithIcon("Resign", theme.CancelIcon(), p.confirmResign)
	p.drawBtn = widget.NewButton("Agree a draw", p.confirmDraw)
	newGame := widget.NewButtonWithIcon("New game", theme.ContentAddIcon(), p.app.showPicker)

	title := widget.NewLabel(gameByID(p.setup.Game).name + " — " + p.setup.Name)
	title.TextStyle.Bold = true
	title.Wrapping = fyne.TextWrapWord
	movesHeading := widget.NewLabel("Moves")
	movesHeading.TextStyle.Bold = true
	controls := container.NewVBox(
		container.NewGridWithColumns(2, p.undoBtn, p.redoBtn),
		container.NewGridWithColumns(2, p.resignBtn, p.drawBtn),
		newGame)
	side := container.NewBorder(
		container.NewVBox(title, p.players, widget.NewSeparator(), movesHeading),
		controls, nil, nil, p.moveList)

	boardArea := container.NewBorder(nil, container.NewPadded(statusLine), nil, nil, p.view.Object())
	p.split = container.NewHSplit(boardArea, container.NewPadded(side))
	p.content = p.split
}

// colour is the colour name of a seat.
func (p *playScreen) colour(seat int) string {
	if seat >= 0 && seat < len(p.setup.Seats) {
		return p.setup.Seats[seat].Colour
	}
	return ""
}

func (p *playScreen) seatName(seat int) string {
	c := p.colour(seat)
	if c == "" {
		return "the die"
	}
	return strings.ToUpper(c[:1]) + c[1:]
}

// describe writes a move for the move list.
func (p *playScreen) describe(m played) string {
	switch m.move {
	case rules.Resign:
		return p.seatName(m.seat) + " resigns"
	case rules.Draw:
		return "Draw agreed"
	}
	return p.seatName(m.seat) + "  " + m.move.String()
}

// Play makes a move chosen on the board.
func (p *playScreen) Play(m rules.Move) {
	seat := p.game.Turn()
	if err := p.game.Play(m); err != nil {
		p.Say(err.Error())
		p.view.Update()
		return
	}
	p.moves = append(p.moves, played{m, seat})
	p.redo = nil
	p.message.SetText("")
	p.update()
	p.announceEnd()
}

// Say shows a message in the status line until the next move.
func (p *playScreen) Say(message string) { p.message.SetText(message) }

// CanMove is true while the game goes on.
func (p *playScreen) CanMove() bool { return !p.game.Status().Over }

func (p *playScreen) undo() {
	if len(p.moves) == 0 {
		return
	}
	p.game.Undo()
	p.redo = append(p.redo, p.moves[len(p.moves)-1])
	p.moves = p.moves[:len(p.moves)-1]
	p.message.SetText("")
	p.closeEndDialog()
	p.update()
}

func (p *playScreen) redoMove() {
	if len(p.redo) == 0 {
		return
	}
	m := p.redo[len(p.redo)-1]
	if err := p.game.Play(m.move); err != nil {
		p.redo = nil // cannot happen: the move was legal here before
		p.update()
		return
	}
	p.redo = p.redo[:len(p.redo)-1]
	p.moves = append(p.moves, m)
	p.update()
	p.announceEnd()
}

func (p *playScreen) confirmResign() {
	if !p.CanMove() {
		return
	}
	who := p.seatName(p.game.Turn())
	dialog.ShowConfirm("Resign?", who+" gives up this game.", func(ok bool) {
		if ok {
			p.Play(rules.Resign)
		}
	}, p.app.win)
}

func (p *playScreen) confirmDraw() {
	if !p.CanMove() {
		return
	}
	dialog.ShowConfirm("Agree a draw?", "Do all players agree to end the game as a draw?", func(ok bool) {
		if ok {
			p.Play(rules.Draw)
		}
	}, p.app.win)
}

// update redraws everything from the game.
func (p *playScreen) update() {
	p.view.Update()
	st := p.game.Status()
	turn := p.game.Turn()
	switch {
	case st.Over && len(st.Winners) == 0:
		p.status.SetText("Draw: " + st.Reason)
		p.swatch.FillColor = color.Transparent
	case st.Over:
		p.status.SetText(p.winners(st) + ": " + st.Reason)
		p.swatch.FillColor = view.SeatColour(p.colour(st.Winners[0]))
	default:
		p.status.SetText(p.seatName(turn) + " to move")
		p.swatch.FillColor = view.SeatColour(p.colour(turn))
	}
	p.swatch.Refresh()
	notice := ""
	if !st.Over {
		notice = p.view.Notice()
	}
	p.notice.SetText(notice)
	p.updatePlayers(st)
	p.moveList.Refresh()
	if n := len(p.moves); n > 0 {
		p.moveList.ScrollToBottom()
	}
	setEnabled(p.undoBtn, len(p.moves) > 0)
	setEnabled(p.redoBtn, len(p.redo) > 0)
	setEnabled(p.resignBtn, !st.Over)
	setEnabled(p.drawBtn, !st.Over)
}

func (p *playScreen) winners(st rules.Status) string {
	var names []string
	for _, w := range st.Winners {
		names = append(names, p.seatName(w))
	}
	if len(names) == 1 {
		return names[0] + " wins"
	}
	return strings.Join(names, " and ") + " win"
}

// eliminated is offered by games in which players can drop out.
type eliminated interface{ Eliminated(seat int) bool }

func (p *playScreen) updatePlayers(st rules.Status) {
	p.players.RemoveAll()
	for seat := range p.game.Players() {
		dot := canvas.NewCircle(view.SeatColour(p.colour(seat)))
		dot.StrokeWidth = 1.5
		dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
		label := widget.NewLabel(p.seatName(seat))
		switch out, ok := p.game.(eliminated); {
		case ok && out.Eliminated(seat) && !st.Over:
			label.SetText(p.seatName(seat) + " — out")
			label.Importance = widget.LowImportance
		case !st.Over && seat == p.game.Turn():
			label.SetText(p.seatName(seat) + " — to move")
			label.TextStyle.Bold = true
		}
		p.players.Add(container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(16), dot)), label))
	}
}

// announceEnd opens the end-of-game dialog when the game has just ended.
func (p *playScreen) announceEnd() {
	st := p.game.Status()
	if !st.Over {
		return
	}
	title := "Draw"
	if len(st.Winners) > 0 {
		title = p.winners(st) + "!"
	}
	reason := widget.NewLabel(strings.ToUpper(st.Reason[:1]) + st.Reason[1:] + ".")
	reason.Wrapping = fyne.TextWrapWord
	again := widget.NewButtonWithIcon("Play again", theme.ViewRefreshIcon(), func() {
		p.closeEndDialog()
		p.app.startGame(p.setup)
	})
	again.Importance = widget.HighImportance
	other := widget.NewButton("Choose another game", func() {
		p.closeEndDialog()
		p.app.showPicker()
	})
	content := container.NewVBox(reason, container.NewHBox(again, other))
	p.closeEndDialog()
	p.endDialog = dialog.NewCustom(title, "Look at the board", content, p.app.win)
	p.endDialog.Resize(fyne.NewSize(420, 160))
	p.endDialog.Show()
}

func (p *playScreen) closeEndDialog() {
	if p.endDialog != nil {
		p.endDialog.Hide()
		p.endDialog = nil
	}
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}
