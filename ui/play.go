package ui

import (
	"fmt"
	"image/color"
	"regexp"
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

// playScreen is a game in progress: the board with a status line below it,
// and beside it the players, the moves and the controls.
type playScreen struct {
	app   *App
	setup *setups.Setup
	game  rules.Game
	view  view.View

	hist    *history     // the line of moves and the position shown on it
	file    string       // the record file the game was opened from or saved to
	players []seatPlayer // who plays each seat
	cancel  func()       // stops the computer's turn under way, if any
	left    bool         // the screen was left: nothing may play on it any more

	spawn func(work func()) // runs a computer's work; nil starts a goroutine (tests step through it)

	thinkingLabel *widget.Label
	thinkingBox   *fyne.Container

	status    *widget.Label
	statusRow *fyne.Container // the status, the notice and the messages
	swatch    *canvas.Circle
	notice    *widget.Label
	message   *widget.Label
	seatList  *fyne.Container
	moveList  *widget.List
	undoBtn   *widget.Button
	redoBtn   *widget.Button
	resignBtn *widget.Button
	drawBtn   *widget.Button
	menu      playMenu // the Play menu's items that are greyed when they cannot be used
	split     *container.Split
	content   fyne.CanvasObject
	endDialog dialog.Dialog
}

func newPlayScreen(u *App, s *setups.Setup) (*playScreen, error) {
	g, err := s.NewGame()
	if err != nil {
		return nil, err
	}
	return newPlayScreenOf(u, s, g, nil, 0, u.playersFor(s))
}

// newPlayScreenOf shows a game already under way: g has had the first at
// of the moves played from the setup's start; the others are there to redo.
func newPlayScreenOf(u *App, s *setups.Setup, g rules.Game, moves []played, at int, players []seatPlayer) (*playScreen, error) {
	p := &playScreen{app: u, setup: s, game: g, hist: &history{game: g, line: moves, at: at}, players: players}
	var err error
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
	p.thinkingLabel = widget.NewLabel("")
	p.thinkingLabel.Truncation = fyne.TextTruncateEllipsis
	spinner := widget.NewProgressBarInfinite()
	p.thinkingBox = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(120, spinner.MinSize().Height), spinner), p.thinkingLabel)
	p.thinkingBox.Hide()
	p.status.Truncation = fyne.TextTruncateEllipsis
	p.statusRow = container.New(statusLayout{p.status}, p.status, p.notice, container.NewStack(p.message, p.thinkingBox))
	statusLine := container.NewBorder(nil, nil,
		container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(18), p.swatch)), nil,
		p.statusRow)

	p.seatList = container.NewVBox()
	// The move list: every move of the line, the one last played in the
	// position shown in bold, the ones after it (to redo) in grey. A click
	// on a move shows the position after it.
	p.moveList = widget.NewList(
		func() int { return len(p.hist.Line()) },
		func() fyne.CanvasObject {
			dot := canvas.NewCircle(color.Transparent)
			dot.StrokeWidth = 1
			dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
			return container.NewHBox(container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(12), dot)), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			dot := row.Objects[0].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			m := p.hist.Line()[i]
			dot.FillColor = view.SeatColour(p.colour(m.seat))
			dot.Refresh()
			label := row.Objects[1].(*widget.Label)
			label.TextStyle.Bold = i == p.hist.At()-1
			label.Importance = widget.MediumImportance
			if i >= p.hist.At() {
				label.Importance = widget.LowImportance
			}
			label.SetText(fmt.Sprintf("%d. %s", i+1, p.describe(m)))
		})
	p.moveList.OnSelected = func(i widget.ListItemID) {
		p.moveList.UnselectAll()
		// A click leaves the list focused, and a focused list takes the
		// keys: the arrows, Home and End must go on stepping the moves.
		p.app.win.Canvas().Unfocus()
		p.goTo(i + 1)
	}
	startBtn := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.goTo(0) })
	backBtn := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.goTo(p.hist.At() - 1) })
	forwardBtn := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.goTo(p.hist.At() + 1) })
	endBtn := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { p.goTo(len(p.hist.Line())) })
	browse := container.NewGridWithColumns(4, startBtn, backBtn, forwardBtn, endBtn)

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
		container.NewVBox(title, p.seatList, widget.NewSeparator(), movesHeading),
		container.NewVBox(browse, controls), nil, nil, p.moveList)

	boardArea := container.NewBorder(nil, container.NewPadded(statusLine), nil, nil, p.view.Object())
	p.split = container.NewHSplit(boardArea, container.NewPadded(side))
	p.content = p.split
}

// playMenu is the Play menu's items that can be greyed.
type playMenu struct{ undo, redo, resign, draw, hint *fyne.MenuItem }

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
	return view.Capitalised(c)
}

// describe writes a move for the move list.
func (p *playScreen) describe(m played) string {
	switch m.move {
	case rules.Resign:
		return p.seatName(m.seat) + " resigns"
	case rules.Draw:
		return "Draw agreed"
	}
	text := m.move.String()
	if n, ok := p.view.(view.Notator); ok {
		text = n.MoveText(m.move)
	}
	return p.seatName(m.seat) + "  " + text
}

// seatToMove is the player whose turn it is, also while a die is to be
// rolled for them.
func (p *playScreen) seatToMove() int { return rules.SeatToMove(p.game) }

// Play makes a move chosen on the board. In an earlier position of the
// line, a move other than the line's next one starts a new line.
func (p *playScreen) Play(m rules.Move) {
	// A die rolled again after an undo shows what it showed before: taking
	// back a roll must not give a second chance at a better one.
	if line := p.hist.Line(); p.game.Turn() == rules.Chance && p.hist.At() < len(line) {
		m = line[p.hist.At()].move
	}
	if err := p.hist.play(m, p.seatToMove()); err != nil {
		p.Say(err.Error())
		p.view.Update()
		return
	}
	p.replayComputers()
	p.message.SetText("")
	p.changed()
	p.announceEnd()
}

// changed redraws after the game moved on or back, and saves it for a
// restart.
func (p *playScreen) changed() {
	p.update()
	p.app.autosave(p)
}

// typedKey steps through the moves with Home, End and the arrow keys, and
// passes other keys typed in the window to the game's view.
func (p *playScreen) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyHome:
		p.goTo(0)
	case fyne.KeyEnd:
		p.goTo(len(p.hist.Line()))
	case fyne.KeyLeft:
		p.goTo(p.hist.At() - 1)
	case fyne.KeyRight:
		p.goTo(p.hist.At() + 1)
	default:
		if k, ok := p.view.(view.KeyHandler); ok {
			k.TypedKey(ev)
		}
	}
}

// goTo shows the position after n moves of the line.
func (p *playScreen) goTo(n int) {
	if n < 0 || n > len(p.hist.Line()) || n == p.hist.At() {
		return
	}
	p.stopThinking()
	p.hist.goTo(n)
	p.message.SetText("")
	p.closeEndDialog()
	p.update()
}

// Say shows a message in the status line until the next move, naming the
// seats with capitals as the rest of the screen does.
func (p *playScreen) Say(message string) { p.message.SetText(p.seatNames(message)) }

// Confirm asks a question over the window (view.Host).
func (p *playScreen) Confirm(title, question, yes string, action func()) {
	view.Confirm(p.app.win.Canvas(), title, question, yes, action)
}

// SeatName is a seat as the screen names it (view.Host).
func (p *playScreen) SeatName(seat int) string { return p.seatName(seat) }

// PromptChanged shows the view's prompt afresh when it changed without a
// move (a figure chosen for two promotion halves in Chess Race).
func (p *playScreen) PromptChanged() { p.update() }

// CanMove is true while a person is to move in a game that goes on.
func (p *playScreen) CanMove() bool {
	return !p.game.Status().Over && p.cancel == nil && !p.computerToMove()
}

// undo takes back the last move (taking back the first move of a new line
// brings back the line it replaced). Against the computer it takes back
// the computer's moves too, back to a person's turn.
func (p *playScreen) undo() {
	p.stopThinking()
	if !p.hist.undo() {
		return
	}
	for p.computerToMove() && p.somePerson() && p.hist.undo() {
	}
	p.message.SetText("")
	p.closeEndDialog()
	p.changed()
}

// replayComputers plays again the computers' replies that follow in the
// line, after a person's move played again (by Redo, or as the same move),
// up to a person's turn: a computer thinks only at the end of the line,
// and would otherwise never be asked.
func (p *playScreen) replayComputers() {
	for p.computerToMove() && p.somePerson() && p.hist.forward() {
	}
}

// redoMove plays the next move of the line again. It mirrors undo:
// against the computer, the computer's replies come back with the move.
func (p *playScreen) redoMove() {
	p.stopThinking()
	if !p.hist.forward() {
		return
	}
	p.replayComputers()
	p.message.SetText("")
	p.changed()
	p.announceEnd()
}

func (p *playScreen) confirmResign() {
	if !p.CanMove() {
		return
	}
	who := p.seatName(p.seatToMove())
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
	turn := p.seatToMove()
	switch {
	case st.Over:
		p.status.SetText(p.endLine(st))
		p.swatch.FillColor = color.Transparent
		if len(st.Winners) > 0 {
			p.swatch.FillColor = view.SeatColour(p.colour(st.Winners[0]))
		}
	default:
		text := p.seatName(turn) + " to move"
		prompter, prompts := p.view.(view.Prompter)
		switch {
		case p.computerToMove() && p.hist.At() < len(p.hist.Line()):
			// The computer plays on only at the end of the moves.
			text = p.seatName(turn) + " (computer) to move: you are looking back; End returns to the game"
		case p.computerToMove(): // the prompts are for people
			text = p.seatName(turn) + " (computer) to move"
		case prompts:
			text = prompter.Prompt()
		}
		p.status.SetText(text)
		p.swatch.FillColor = view.SeatColour(p.colour(turn))
	}
	p.swatch.Refresh()
	notice := ""
	if !st.Over {
		notice = p.view.Notice()
	}
	p.notice.SetText(notice)
	p.statusRow.Refresh() // the status's share of the line follows its text
	p.updatePlayers(st)
	p.moveList.Refresh()
	if n := p.hist.At(); n > 0 {
		p.moveList.ScrollTo(n - 1)
	}
	setEnabled(p.undoBtn, p.hist.At() > 0)
	setEnabled(p.redoBtn, p.hist.At() < len(p.hist.Line()))
	// Resigning and agreeing a draw are the word of the person to move.
	setEnabled(p.resignBtn, p.CanMove())
	setEnabled(p.drawBtn, p.CanMove())
	if p.menuStates() {
		if menu := p.app.win.MainMenu(); menu != nil {
			menu.Refresh()
		}
	}
	p.maybeComputerMove()
}

// menuStates greys the Play menu's items as their buttons are, and
// reports whether that changed anything.
func (p *playScreen) menuStates() bool {
	changed := false
	for _, item := range []struct {
		*fyne.MenuItem
		enabled bool
	}{
		{p.menu.undo, p.hist.At() > 0},
		{p.menu.redo, p.hist.At() < len(p.hist.Line())},
		{p.menu.resign, p.CanMove()},
		{p.menu.draw, p.CanMove()},
		{p.menu.hint, p.CanMove() && p.game.Turn() != rules.Chance},
	} {
		if item.MenuItem != nil && item.Disabled == item.enabled {
			item.Disabled, changed = !item.enabled, true
		}
	}
	return changed
}

// somePerson reports whether any seat is played by a person.
func (p *playScreen) somePerson() bool {
	for _, pl := range p.players {
		if !pl.computer {
			return true
		}
	}
	return false
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

// endLine says how the game ended, naming the winners unless the reason
// does already: "Black wins: White resigned", "Checkmate: White wins".
func (p *playScreen) endLine(st rules.Status) string {
	reason := view.Capitalised(p.seatNames(st.Reason))
	if len(st.Winners) == 0 {
		if strings.Contains(strings.ToLower(reason), "draw") {
			return reason
		}
		return "Draw: " + reason
	}
	for _, w := range st.Winners {
		if strings.Contains(reason, p.seatName(w)) {
			return reason
		}
	}
	return p.winners(st) + ": " + reason
}

// seatNames writes the seats' colours in a text from the rules with
// capitals, as the rest of the screen names them.
func (p *playScreen) seatNames(text string) string {
	for seat := range p.setup.Seats {
		colour := regexp.MustCompile(`\b` + regexp.QuoteMeta(p.colour(seat)) + `\b`)
		text = colour.ReplaceAllLiteralString(text, p.seatName(seat))
	}
	return text
}

func (p *playScreen) updatePlayers(st rules.Status) {
	p.seatList.RemoveAll()
	for seat := range p.game.Players() {
		dot := canvas.NewCircle(view.SeatColour(p.colour(seat)))
		dot.StrokeWidth = 1.5
		dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
		name := p.seatName(seat)
		if seat < len(p.players) && p.players[seat].computer {
			name += " (computer, " + p.players[seat].level.String() + ")"
		}
		label := widget.NewLabel(name)
		label.Truncation = fyne.TextTruncateEllipsis // a narrow panel must not push the board aside
		switch out, ok := p.game.(rules.Eliminating); {
		case ok && out.Eliminated(seat) && (!st.Over || p.game.Players() > 2): // in a two-player game the loser is not "out"
			label.SetText(name + " — out")
			label.Importance = widget.LowImportance
		case !st.Over && seat == p.seatToMove():
			label.SetText(name + " — to move")
			label.TextStyle.Bold = true
		}
		p.seatList.Add(container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(16), dot)), nil, label))
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
	reason := widget.NewLabel(sentence(p.seatNames(st.Reason)))
	reason.Wrapping = fyne.TextWrapWord
	p.stopThinking()
	again := widget.NewButtonWithIcon("Play again", theme.ViewRefreshIcon(), func() {
		p.closeEndDialog()
		p.app.startGame(p.setup)
	})
	again.Importance = widget.HighImportance
	other := widget.NewButton("Choose another game", func() {
		p.closeEndDialog()
		p.app.showPicker()
	})
	p.closeEndDialog()
	// The three ways on stand in one row, the one most taken last.
	d := dialog.NewCustomWithoutButtons(title, reason, p.app.win)
	look := widget.NewButton("Look at the board", p.closeEndDialog)
	d.SetButtons([]fyne.CanvasObject{look, other, again})
	p.endDialog = d
	d.Resize(fyne.NewSize(min(520, p.app.win.Canvas().Size().Width-40), d.MinSize().Height))
	d.Show()
}

func (p *playScreen) closeEndDialog() {
	if p.endDialog != nil {
		p.endDialog.Hide()
		p.endDialog = nil
	}
}

// sentence capitalises words and ends them with a full stop.
func sentence(s string) string {
	if s == "" {
		return ""
	}
	return view.Capitalised(s) + "."
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}
