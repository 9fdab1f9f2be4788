// Package play is the play screen: a game in progress, its board (drawn by
// the game's view), the status line, the players, the move list and its
// history, the controls, and the computer's turns.
//
// The screen draws (update) apart from running the turn (turns.go): after
// every change it redraws everything from the game, then lets a computer
// take its turn if one is to move.
package play

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"regexp"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
	"boardshelf/ui/sound"
	"boardshelf/ui/view"
)

// Host is what the play screen asks of the app around it.
type Host interface {
	Window() fyne.Window
	Pace() Pace                // how fast a computer's move is shown
	Moved(s *Screen)           // the game changed: keep it for a restart
	PlayAgain(s *setups.Setup) // start the setup again, from the end dialog
	ChooseGame()               // back to the picker
	Sound(s sound.Sound)       // play a sound, if sounds are on
	SetMuted(muted bool)       // turn the sounds off or on, as Settings does
	Options() Options          // the player's settings of how a game is shown and played
}

// Options are the player's settings the play screen follows.
type Options struct {
	ConfirmMoves bool // a move made on the board waits for Confirm
	HideMoves    bool // no marks of the moves a piece may make
	HideCoords   bool // no files and ranks along the board's edges
	HideLastMove bool // the last move not lit up
	TurnToPlayer bool // with people only at the table, the board turns to the one to move
	Muted        bool // no sounds
}

// Screen is a game in progress: the board with a status line below it,
// and beside it the players, the moves and the controls.
type Screen struct {
	host  Host
	kind  view.Game
	setup *setups.Setup
	game  rules.Game
	view  view.View

	hist    *history // the line of moves and the position shown on it
	file    string   // the record file the game was opened from or saved to
	players []Player // who plays each seat
	turn    turns    // the computer's turn under way
	names   []*regexp.Regexp

	clocks     clocks          // the players' time
	turnedFor  int             // the seat the board was last turned to (see turnToPlayer)
	pending    *pendingMove    // a move made on the board that waits for Confirm
	muteBtn    *widget.Button  // sounds off and on
	confirmBar *fyne.Container // Confirm and Take back, while a move waits
	takeBack   *catcher        // over the board while a move waits

	status     *widget.Label
	statusRow  *fyne.Container // the status, the notice and the messages
	swatch     *canvas.Circle
	notice     *widget.Label
	message    *widget.Label
	seats      []seatRow
	moveList   *widget.List
	rowHeights *rowHeights // the move list's, each as tall as its move's text
	undoBtn    *widget.Button
	redoBtn    *widget.Button
	resignBtn  *widget.Button
	drawBtn    *widget.Button
	menu       playMenu // the Play menu's items that are greyed when they cannot be used
	split      *container.Split
	content    fyne.CanvasObject
	endDialog  dialog.Dialog
}

// Begin is a game as it comes onto the screen: its setup, the game with
// the first At moves of Line played from the setup's start (the others are
// there to redo), who plays each seat, and the players' clock if the game
// has one.
type Begin struct {
	Setup   *setups.Setup
	Game    rules.Game
	Line    []Played
	At      int
	Players []Player
	Clock   *clock.Clock // nil: no clock
	Paused  bool         // the clocks wait for Resume (a game opened again)
	Turn    *int         // how the board is turned at first, in quarter turns (see view.Turner); nil: toward the first person at the table
	Pending bool         // the last move played waits for Confirm (a screen shown afresh)
}

// New shows a game of kind as b begins it.
func New(host Host, kind view.Game, b Begin) (*Screen, error) {
	p := &Screen{host: host, kind: kind, setup: b.Setup, game: b.Game, hist: &history{game: b.Game, line: b.Line, at: b.At}, players: b.Players}
	p.clocks.clock, p.clocks.paused = b.Clock, b.Paused && b.Clock != nil
	p.turnedFor = -1
	p.turn.seed = rand.Uint64()
	if b.Pending && b.At > 0 {
		m := b.Line[b.At-1]
		p.pending = &pendingMove{m.Move, m.Seat}
	}
	if err := p.open(b.Turn); err != nil {
		return nil, err
	}
	return p, nil
}

// open makes the view (its board turned so) and the widgets, draws them,
// and lets a computer take its turn if one is to move.
func (p *Screen) open(turn *int) error {
	for _, seat := range p.setup.Seats {
		p.names = append(p.names, regexp.MustCompile(`\b`+regexp.QuoteMeta(seat.Colour)+`\b`))
	}
	var err error
	if p.view, err = p.kind.NewView(p.game, p.setup, p); err != nil {
		return err
	}
	if turn != nil {
		p.SetBoardTurn(*turn)
	} else {
		p.faceFirstPerson()
	}
	p.build()
	if p.pending != nil {
		p.confirmBar.Show()
		p.takeBack.Show()
	}
	p.switchClock(false)
	p.refresh()
	return nil
}

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
		row := newSeatRow(view.SeatColour(p.colour(seat)))
		p.seats = append(p.seats, row)
		seatList.Add(row.object)
	}
	p.buildMoveList()
	startBtn := widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.GoTo(0) })
	backBtn := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.GoTo(p.hist.At() - 1) })
	forwardBtn := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.GoTo(p.hist.At() + 1) })
	endBtn := widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { p.GoTo(len(p.hist.Line())) })
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
	side := container.NewBorder(
		container.NewVBox(title, seatList, widget.NewSeparator(), movesHeading),
		container.NewVBox(browse, controls), nil, nil, container.New(p.rowHeights, p.moveList))

	boardArea := container.NewBorder(nil, container.NewPadded(statusLine), nil, nil, container.NewStack(p.view.Object(), p.takeBack))
	p.split = container.NewHSplit(boardArea, container.NewPadded(side))
	p.content = p.split
}

// buildMoveList makes the move list: every move of the line, the one last
// played in the position shown in bold, the ones after it (to redo) in
// grey. A click on a move shows the position after it.
func (p *Screen) buildMoveList() {
	p.moveList = widget.NewList(
		func() int { return len(p.hist.Line()) },
		func() fyne.CanvasObject {
			dot := canvas.NewCircle(color.Transparent)
			dot.StrokeWidth = 1
			dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
			label := widget.NewLabel("")
			label.Wrapping = fyne.TextWrapWord
			// The dot stays level with the first line of a wrapped move.
			top := (widget.NewLabel("1.").MinSize().Height - moveRowDot) / 2
			dotBox := container.New(layout.NewCustomPaddedLayout(top, 0, 0, 0), container.NewGridWrap(fyne.NewSquareSize(moveRowDot), dot))
			return container.NewBorder(nil, nil, dotBox, nil, label)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			label := row.Objects[0].(*widget.Label)
			dot := row.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			m := p.hist.Line()[i]
			dot.FillColor = view.SeatColour(p.colour(m.Seat))
			dot.Refresh()
			text, bold := p.moveRow(i)
			label.TextStyle.Bold = bold
			label.Importance = widget.MediumImportance
			if i >= p.hist.At() {
				label.Importance = widget.LowImportance
			}
			label.SetText(text)
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
	switch n := p.hist.At(); {
	case n > 0 && n == len(p.hist.Line()):
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
	return fmt.Sprintf("%d. %s", i+1, p.describe(i, p.hist.Line()[i])), i == p.hist.At()-1
}

// Content is the screen's content for the window.
func (p *Screen) Content() fyne.CanvasObject { return p.content }

// Split is the divider between the board and the side panel.
func (p *Screen) Split() *container.Split { return p.split }

// Setup is the setup the game started from.
func (p *Screen) Setup() *setups.Setup { return p.setup }

// Kind is the game played.
func (p *Screen) Kind() view.Game { return p.kind }

// Game is the game in the position shown.
func (p *Screen) Game() rules.Game { return p.game }

// View draws the game.
func (p *Screen) View() view.View { return p.view }

// Players says who plays each seat.
func (p *Screen) Players() []Player { return p.players }

// Line is every move of the line; At is how many of them are played in
// the position shown.
func (p *Screen) Line() []Played { return p.hist.Line() }
func (p *Screen) At() int        { return p.hist.At() }

// StatusLine is what the status line says; Message is the message beside
// it ("Saved to …", why a move was refused).
func (p *Screen) StatusLine() string { return p.status.Text }
func (p *Screen) Message() string    { return p.message.Text }

// File is the record file the game was opened from or saved to, if any.
func (p *Screen) File() string { return p.file }

// SetFile notes the file the game was saved to.
func (p *Screen) SetFile(name string) { p.file = name }

// UnderWay reports whether leaving the screen would put a game aside: it
// has moves, and its line has not ended.
func (p *Screen) UnderWay() bool {
	return len(p.hist.Line()) > 0 && !p.lineEnd().Status().Over
}

// lineEnd is the game at the end of its line, whichever position is shown.
func (p *Screen) lineEnd() rules.Game {
	end := p.game.Clone()
	for _, m := range p.hist.Line()[p.hist.At():] {
		end.Play(m.Move)
	}
	return end
}

// colour is the colour name of a seat.
func (p *Screen) colour(seat int) string {
	if seat >= 0 && seat < len(p.setup.Seats) {
		return p.setup.Seats[seat].Colour
	}
	return ""
}

// SeatName is a seat as the screen names it, "White" (view.Host).
func (p *Screen) SeatName(seat int) string {
	c := p.colour(seat)
	if c == "" {
		return lang.L("the die")
	}
	return view.ColourName(c)
}

// seatNames writes the seats' colours in a text from the rules with
// capitals, as the rest of the screen names them.
func (p *Screen) seatNames(text string) string {
	for seat, colour := range p.names {
		text = colour.ReplaceAllLiteralString(text, p.SeatName(seat))
	}
	return text
}

// describe writes the i-th move of the line for the move list.
func (p *Screen) describe(i int, m Played) string {
	switch m.Move {
	case rules.Resign:
		return lang.L("{{.Seat}} resigns", map[string]any{"Seat": p.SeatName(m.Seat)})
	case rules.Draw:
		return lang.L("Draw agreed")
	case rules.TimeOut:
		return lang.L("{{.Seat}} ran out of time", map[string]any{"Seat": p.SeatName(m.Seat)})
	}
	return p.SeatName(m.Seat) + "  " + p.moveText(i, m.Move)
}

// moveText writes the move at index ply of the line (or to be played
// there, a hint) as the view words it.
func (p *Screen) moveText(ply int, m rules.Move) string {
	switch n := p.view.(type) {
	case view.PlyNotator:
		return n.MoveTextAt(ply, m)
	case view.Notator:
		return n.MoveText(m)
	}
	return m.String()
}

// seatToMove is the player whose turn it is, also while a die is to be
// rolled for them.
func (p *Screen) seatToMove() int { return rules.SeatToMove(p.game) }

// Play makes a move chosen on the board (view.Host). In an earlier
// position of the line, a move other than the line's next one starts a
// new line.
func (p *Screen) Play(m rules.Move) {
	// A die rolled again after an undo shows what it showed before: taking
	// back a roll must not give a second chance at a better one.
	if line := p.hist.Line(); p.game.Turn() == rules.Chance && p.hist.At() < len(line) {
		m = line[p.hist.At()].Move
	}
	roll, person := p.game.Turn() == rules.Chance, !p.computerToMove()
	if person && !roll && p.host.Options().ConfirmMoves {
		seat := p.seatToMove()
		if err := p.hist.play(m, seat); err != nil {
			p.Say(i18n.Error(err, p.SeatName))
			p.view.Update()
			return
		}
		p.awaitConfirm(m, seat)
		return
	}
	if err := p.hist.play(m, p.seatToMove()); err != nil {
		p.Say(i18n.Error(err, p.SeatName))
		p.view.Update()
		return
	}
	p.played(m, person, roll)
}

// played goes on after a move: its sound, the computers' replies that
// follow in the line, the redraw, the end. (The view sounds the die's
// rolls, which it shows.)
func (p *Screen) played(m rules.Move, person, roll bool) {
	if _, agreed := m.(rules.Agreement); !agreed && !roll {
		p.moveSound(m, person)
	}
	p.replayComputers()
	p.message.SetText("")
	p.switchClock(true)
	p.changed()
	if notice := p.view.Notice(); notice != "" && !p.game.Status().Over {
		p.host.Sound(sound.Alert)
	}
	p.announceEnd()
}

// changed goes on after the game moved on or back: it redraws, keeps the
// game for a restart, and lets a computer take its turn.
func (p *Screen) changed() {
	p.refresh()
	p.host.Moved(p)
}

// refresh redraws from the game, then lets a computer play if one is to.
func (p *Screen) refresh() {
	p.update()
	p.maybeComputerMove()
}

// TypedKey steps through the moves with Home, End and the arrow keys, and
// passes other keys typed in the window to the game's view.
func (p *Screen) TypedKey(ev *fyne.KeyEvent) {
	if p.pending != nil { // a move waits: Enter confirms it, Escape takes it back
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			p.ConfirmMove()
		case fyne.KeyEscape:
			p.TakeBackMove()
		}
		return
	}
	switch ev.Name {
	case fyne.KeyHome:
		p.GoTo(0)
	case fyne.KeyEnd:
		p.GoTo(len(p.hist.Line()))
	case fyne.KeyLeft:
		p.GoTo(p.hist.At() - 1)
	case fyne.KeyRight:
		p.GoTo(p.hist.At() + 1)
	default:
		if k, ok := p.view.(view.KeyHandler); ok {
			k.TypedKey(ev)
		}
	}
}

// GoTo shows the position after n moves of the line.
func (p *Screen) GoTo(n int) {
	if n < 0 || n > len(p.hist.Line()) || n == p.hist.At() || p.pending != nil {
		return
	}
	p.stopThinking()
	p.hist.goTo(n)
	p.message.SetText("")
	p.closeEndDialog()
	p.refresh()
}

// Say shows a message in the status line until the next move, naming the
// seats with capitals as the rest of the screen does (view.Host).
func (p *Screen) Say(message string) { p.message.SetText(p.seatNames(message)) }

// Sound plays a sound the view asks for (view.Host).
func (p *Screen) Sound(s sound.Sound) { p.host.Sound(s) }

// Refuse says why a move was refused, with its sound (view.Host).
func (p *Screen) Refuse(message string) {
	p.Say(message)
	p.host.Sound(sound.Refused)
}

// Confirm asks a question over the window (view.Host).
func (p *Screen) Confirm(title, question, yes string, action func()) {
	modal.Confirm(p.host.Window(), title, question, yes, action)
}

// PromptChanged shows the view's prompt afresh when it changed without a
// move (a figure chosen for two promotion halves in Chess Race).
func (p *Screen) PromptChanged() { p.update() }

// CanMove is true while a person is to move in a game that goes on, and
// no move waits for Confirm (view.Host).
func (p *Screen) CanMove() bool {
	return !p.game.Status().Over && !p.turn.busy() && !p.computerToMove() && p.pending == nil && !p.clocks.paused
}

// Undo takes back the last move (taking back the first move of a new line
// brings back the line it replaced). Against the computer it takes back
// the computer's moves too, back to a person's turn.
func (p *Screen) Undo() {
	if p.pending != nil { // the move that waits is the one taken back
		p.TakeBackMove()
		return
	}
	p.stopThinking()
	if !p.hist.undo() {
		return
	}
	for p.computerToMove() && p.somePerson() && p.hist.undo() {
	}
	p.message.SetText("")
	p.closeEndDialog()
	p.switchClock(false)
	p.changed()
}

// replayComputers plays again the computers' replies that follow in the
// line, after a person's move played again (by Redo, or as the same move),
// up to a person's turn: a computer thinks only at the end of the line,
// and would otherwise never be asked.
func (p *Screen) replayComputers() {
	for p.computerToMove() && p.somePerson() && p.hist.forward() {
	}
}

// Redo plays the next move of the line again. It mirrors Undo: against
// the computer, the computer's replies come back with the move.
func (p *Screen) Redo() {
	if p.pending != nil {
		return
	}
	p.stopThinking()
	if !p.hist.forward() {
		return
	}
	p.replayComputers()
	p.message.SetText("")
	p.switchClock(true)
	p.changed()
	p.announceEnd()
}

// ConfirmResign asks the person to move whether they give up.
func (p *Screen) ConfirmResign() {
	if !p.CanMove() {
		return
	}
	who := p.SeatName(p.seatToMove())
	p.present(dialog.NewConfirm(lang.L("Resign?"), lang.L("{{.Seat}} gives up this game.", map[string]any{"Seat": who}), func(ok bool) {
		if ok {
			p.Play(rules.Resign)
		}
	}, p.host.Window()))
}

// update redraws everything from the game.
func (p *Screen) update() {
	p.view.Update()
	st := p.game.Status()
	p.status.SetText(p.statusText(st))
	p.swatch.FillColor = color.Transparent
	switch {
	case p.pending != nil:
		p.swatch.FillColor = view.SeatColour(p.colour(p.pending.seat))
	case st.Over && len(st.Winners) > 0:
		p.swatch.FillColor = view.SeatColour(p.colour(st.Winners[0]))
	case !st.Over:
		p.swatch.FillColor = view.SeatColour(p.colour(p.seatToMove()))
	}
	p.swatch.Refresh()
	notice := ""
	if !st.Over {
		notice = p.view.Notice()
	}
	p.notice.SetText(notice)
	p.statusRow.Refresh() // the status's share of the line follows its text
	p.applyOptions()
	p.turnToPlayer()
	p.showMuted()
	p.updateSeats(st)
	p.rowHeights.update()
	p.moveList.Refresh()
	p.scrollToCurrent()
	setEnabled(p.undoBtn, p.hist.At() > 0)
	setEnabled(p.redoBtn, p.hist.At() < len(p.hist.Line()))
	// Resigning and agreeing a draw are the word of the person to move.
	setEnabled(p.resignBtn, p.CanMove())
	setEnabled(p.drawBtn, p.CanMove())
	p.updateMenu()
}

// statusText is what the status line says: how the game ended, whose
// turn it is, or the view's prompt of what to do.
func (p *Screen) statusText(st rules.Status) string {
	if p.pending != nil {
		return p.pendingText()
	}
	if st.Over {
		return endLine(st, p.SeatName)
	}
	who := map[string]any{"Seat": p.SeatName(p.seatToMove())}
	prompter, prompts := p.view.(view.Prompter)
	switch {
	case p.computerToMove() && p.hist.At() < len(p.hist.Line()):
		// The computer plays on only at the end of the moves.
		return lang.L("{{.Seat}} (computer) to move: you are looking back; End returns to the game", who)
	case p.computerToMove(): // the prompts are for people
		return lang.L("{{.Seat}} (computer) to move", who)
	case prompts:
		return prompter.Prompt()
	}
	return lang.L("{{.Seat}} to move", who)
}

// somePerson reports whether any seat is played by a person.
func (p *Screen) somePerson() bool {
	for _, pl := range p.players {
		if !pl.Computer {
			return true
		}
	}
	return false
}

// seatRow is a player in the side panel: a dot of its colour and its name,
// with who plays it and whether it is to move or out.
type seatRow struct {
	label  *widget.Label
	time   *widget.Label // the seat's clock, when the game has clocks
	object fyne.CanvasObject
}

func newSeatRow(colour color.Color) seatRow {
	dot := canvas.NewCircle(colour)
	dot.StrokeWidth = 1.5
	dot.StrokeColor = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	label := widget.NewLabel("")
	// A narrow panel (or long words) wraps the line, never cuts it: who
	// plays and whose turn it is must be read whole.
	label.Wrapping = fyne.TextWrapWord
	clockLabel := widget.NewLabel("")
	clockLabel.Hide()
	return seatRow{label: label, time: clockLabel, object: container.NewBorder(nil, nil,
		container.NewCenter(container.NewGridWrap(fyne.NewSquareSize(16), dot)), clockLabel, label)}
}

func (p *Screen) updateSeats(st rules.Status) {
	out, eliminates := p.game.(rules.Eliminating)
	for seat, row := range p.seats {
		values := map[string]any{"Seat": p.SeatName(seat)}
		name := p.SeatName(seat)
		if seat < len(p.players) && p.players[seat].Computer {
			values["Level"] = p.players[seat].LevelName()
			name = lang.L("{{.Seat}} (computer, {{.Level}})", values)
		}
		values["Name"] = name
		importance, bold := widget.MediumImportance, false
		switch {
		case eliminates && out.Eliminated(seat) && (!st.Over || p.game.Players() > 2): // in a two-player game the loser is not "out"
			name = lang.L("{{.Name}} — out", values)
			importance = widget.LowImportance
		case !st.Over && seat == p.mover():
			name = lang.L("{{.Name}} — to move", values)
			bold = true
		}
		if row.label.Text != name || row.label.Importance != importance || row.label.TextStyle.Bold != bold {
			row.label.Importance, row.label.TextStyle.Bold = importance, bold
			row.label.SetText(name)
		}
	}
}

// announceEnd opens the end-of-game dialog when the game has just ended.
func (p *Screen) announceEnd() {
	st := p.game.Status()
	if !st.Over {
		return
	}
	p.host.Sound(p.endSound(st))
	reason := widget.NewLabel(endSentence(st, p.SeatName))
	reason.Wrapping = fyne.TextWrapWord
	p.stopThinking()
	again := widget.NewButtonWithIcon(lang.L("Play again"), theme.ViewRefreshIcon(), func() {
		p.closeEndDialog()
		p.host.PlayAgain(p.setup)
	})
	again.Importance = widget.HighImportance
	other := widget.NewButton(lang.L("Choose another game"), func() {
		p.closeEndDialog()
		p.host.ChooseGame()
	})
	p.closeEndDialog()
	// The three ways on stand in one row, the one most taken last.
	win := p.host.Window()
	d := dialog.NewCustomWithoutButtons(endTitle(st, p.SeatName), reason, win)
	look := widget.NewButton(lang.L("Look at the board"), p.closeEndDialog)
	d.SetButtons([]fyne.CanvasObject{look, other, again})
	p.endDialog = d
	d.Resize(fyne.NewSize(min(520, win.Canvas().Size().Width-40), d.MinSize().Height))
	p.present(d)
}

func (p *Screen) closeEndDialog() {
	if p.endDialog != nil {
		p.endDialog.Hide()
		p.endDialog = nil
	}
}

// Leave stops everything under way on the screen being left: no computer
// may play on in it, and its dialog goes.
func (p *Screen) Leave() {
	p.turn.left = true
	p.stopThinking()
	if p.clocks.stop != nil { // the clock itself may go on, on a screen shown afresh
		p.clocks.stop()
		p.clocks.stop = nil
	}
	p.closeEndDialog()
}

// endSound is the sound of a game ended: won when a person won (or, with
// none playing, anyone), lost when the people playing all lost.
func (p *Screen) endSound(st rules.Status) sound.Sound {
	if len(st.Winners) == 0 {
		return sound.Won // a draw is nobody's loss
	}
	for _, w := range st.Winners {
		if w < len(p.players) && !p.players[w].Computer {
			return sound.Won
		}
	}
	if p.somePerson() {
		return sound.Lost
	}
	return sound.Won
}

// moveSound is the sound of a move made: the view's own for it (a climb,
// a capture, a disk placed) or a plain move's, and the computer's own.
func (p *Screen) moveSound(m rules.Move, person bool) {
	s := sound.Move
	if v, ok := p.view.(view.Sounder); ok {
		s = v.MoveSound(m)
	}
	if !person && s == sound.Move {
		s = sound.ComputerMove
	}
	p.host.Sound(s)
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

// Refresh redraws the screen, as after a change of the player's settings.
func (p *Screen) Refresh() { p.update() }

// showMuted shows on the sound button whether sounds are on: the icon of
// what is, and the word of what a click does.
func (p *Screen) showMuted() {
	icon := theme.VolumeUpIcon()
	if p.host.Options().Muted {
		icon = theme.VolumeMuteIcon()
	}
	if p.muteBtn.Icon != icon {
		p.muteBtn.SetIcon(icon)
	}
}

// present shows a dialog over the window, to be closed by Escape too.
func (p *Screen) present(d modal.Dialog) { modal.Show(p.host.Window().Canvas(), d) }
