// Package play is the play screen: a game in progress, its board (drawn by
// the game's view), the status line, the players, the move list and its
// history, the controls, and the computer's turns.
//
// The game in play is a session (package session): its line, seats,
// clocks and phase. The screen draws the session (redraw.go) after every
// change it tells of (events.go), and turns clicks and keys into its
// calls; the game's view reaches the screen through a small host
// (viewhost.go).
package play

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/play/session"
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
	Analysis     bool // the player left View > Analysis on: a game opens with it where it is allowed
}

// Studier is a host that opens a finished shared game as a copy to study
// (Game > Study a copy), what the end dialog offers in a shared game
// instead of playing its setup again here.
type Studier interface {
	StudyCopy()
}

// AnalysisKeeper is a host that keeps the player's View > Analysis, on or
// off, for the next games and runs (Options.Analysis).
type AnalysisKeeper interface {
	KeepAnalysis(on bool)
}

// Played is a move in the move list, with the seat that made it (for a
// roll of the die, the player it was rolled for).
type Played = session.Played

// Screen is a game in progress: the board with a status line below it,
// and beside it the players, the moves and the controls.
type Screen struct {
	host    Host
	kind    view.Game
	setup   *setups.Setup
	game    rules.Game // the session's, in the position shown
	view    view.View
	sess    *session.Session
	file    string   // the record file the game was opened from or saved to
	players []Player // who plays each seat

	// spawn runs the computer's work (nil: a goroutine of its own); tests
	// queue it, and set steps to make every search a fixed number of
	// steps rather than a time.
	spawn func(work func())
	steps int
	// post brings what other goroutines found back to the UI goroutine
	// (nil: fyne.Do); tests hand it to their own loop.
	post func(f func())

	turn      turns  // the line of the status bar that shows the computer at work
	clocks    clocks // the clocks on screen
	turnedFor int    // the seat the board was last turned to (see turnToPlayer)

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
	rows       []listRow   // the move list's rows: the tree of moves (movelist.go)
	undoBtn    *widget.Button
	redoBtn    *widget.Button
	resignBtn  *widget.Button
	drawBtn    *widget.Button
	menu       playMenu // the Play menu's items that are greyed when they cannot be used
	split      *container.Split
	content    fyne.CanvasObject
	endDialog  dialog.Dialog

	shared *onlineScreen // a game shared with other apps; nil at one table

	analysis analysisBoard // View > Analysis (analysis.go)

	review *reviewing // the game review, under way or shown; nil without one
	// The side panel, and in it the seats and the controls, which a
	// review covers with its own.
	side, seatArea, controlArea *fyne.Container
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
	Clock   *clock.Clock  // nil: no clock
	Paused  bool          // the clocks wait for Resume (a game opened again)
	Turn    *int          // how the board is turned at first, in quarter turns (see view.Turner); nil: toward the first person at the table
	Pending bool          // the last move played waits for Confirm (a screen shown afresh)
	Online  *Online       // the game is shared with other apps; nil at one table
	Notes   records.Notes // a record's variations and notes, Line its main line
	Shown   *session.Node // a screen shown afresh: the move of its tree shown, in place of Line, At and Notes
}

// New shows a game of kind as b begins it.
func New(host Host, kind view.Game, b Begin) (*Screen, error) {
	p := &Screen{host: host, kind: kind}
	if err := p.open(b); err != nil {
		return nil, err
	}
	return p, nil
}

// open makes the session, the view (its board turned so) and the widgets,
// draws them, and sets the session going: a computer to move starts.
func (p *Screen) open(b Begin) error {
	p.setup, p.game, p.players, p.turnedFor = b.Setup, b.Game, b.Players, -1
	config := session.Config{
		Game: b.Game, Line: b.Line, At: b.At, Seats: p.drivers(), Clock: b.Clock, Paused: b.Paused, Pending: b.Pending,
		Confirm: func() bool { return p.host.Options().ConfirmMoves },
		Post:    p.posting(), Events: p.on, Spawn: p.spawn, Steps: p.steps,
		Notes: b.Notes, Shown: b.Shown,
	}
	if b.Online != nil {
		p.shareConfig(b.Online, &config)
	}
	p.sess = session.New(config)
	var err error
	if p.view, err = p.kind.NewView(p.game, p.setup, viewHost{p}); err != nil {
		return err
	}
	if b.Turn != nil {
		p.SetBoardTurn(*b.Turn)
	} else {
		p.faceFirstPerson()
	}
	p.build()
	p.letPlayersMark()
	p.sess.Start()
	if p.shared != nil {
		p.followShared()
	}
	p.reopenAnalysis()
	return nil
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
func (p *Screen) Line() []Played { return p.sess.Line() }
func (p *Screen) At() int        { return p.sess.At() }

// StatusLine is what the status line says; Message is the message beside
// it ("Saved to …", why a move was refused).
func (p *Screen) StatusLine() string { return p.status.Text }
func (p *Screen) Message() string    { return p.message.Text }

// File is the record file the game was opened from or saved to, if any.
func (p *Screen) File() string { return p.file }

// SetFile notes the file the game was saved to.
func (p *Screen) SetFile(name string) { p.file = name }

// UnderWay reports whether leaving the screen would put a game aside: it
// has moves, and its main line has not ended.
func (p *Screen) UnderWay() bool {
	return len(p.sess.Line()) > 0 && !p.Over()
}

// Over reports whether the game is over at the end of its main line,
// wherever the position shown.
func (p *Screen) Over() bool {
	return p.sess.MainEnd().Status().Over
}

// Clock is the game's clock, nil without one: for the record.
func (p *Screen) Clock() *clock.Clock { return p.sess.Clock() }

// Paused reports whether the clocks (and the game) are paused.
func (p *Screen) Paused() bool { return p.sess.Paused() }

// Pending reports whether the last move played waits for Confirm.
func (p *Screen) Pending() bool {
	_, pending := p.sess.Pending()
	return pending
}

// CanMove is true while a person is to move in a game that goes on, and
// no move waits for Confirm.
func (p *Screen) CanMove() bool { return p.sess.CanMove() }

// seatToMove is the player whose turn it is, also while a die is to be
// rolled for them.
func (p *Screen) seatToMove() int { return p.sess.SeatToMove() }

// computerToMove reports whether the computer plays the seat to move.
func (p *Screen) computerToMove() bool { return !p.sess.AtTable(p.seatToMove()) }

// Play makes a move for the seat to move, as the board does.
func (p *Screen) Play(m rules.Move) { p.sess.Play(m) }

// Undo takes back the last move; against the computer, back to a
// person's turn.
func (p *Screen) Undo() {
	if p.shared != nil {
		p.askTakeBack()
		return
	}
	p.sess.Undo()
}

// Redo plays the next move of the line again, with the computer's replies.
func (p *Screen) Redo() { p.sess.Redo() }

// GoTo shows the position after n moves of the line.
func (p *Screen) GoTo(n int) { p.sess.GoTo(n) }

// ConfirmMove plays for good the move that waits.
func (p *Screen) ConfirmMove() { p.sess.Confirm() }

// TakeBackMove takes back the move that waits, as if it had never been
// made.
func (p *Screen) TakeBackMove() { p.sess.TakeBack() }

// PauseClocks stops the clocks and the game until ResumeClocks.
func (p *Screen) PauseClocks() { p.sess.Pause() }

// ResumeClocks starts the clock of the seat to move again.
func (p *Screen) ResumeClocks() { p.sess.Resume() }

// TogglePause pauses the clocks, or resumes them (Play > Pause clocks).
func (p *Screen) TogglePause() {
	if p.sess.Paused() {
		p.sess.Resume()
	} else {
		p.sess.Pause()
	}
}

// Hint shows the move the hardest level would play for the person to move.
func (p *Screen) Hint() {
	if p.shared == nil { // no help against people elsewhere
		p.sess.Hint()
	}
}

// TypedKey steps through the moves with Home, End and the arrow keys, and
// passes other keys typed in the window to the game's view.
func (p *Screen) TypedKey(ev *fyne.KeyEvent) {
	if p.Pending() { // a move waits: Enter confirms it, Escape takes it back
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
		p.GoTo(len(p.Line()))
	case fyne.KeyLeft:
		p.GoTo(p.At() - 1)
	case fyne.KeyRight:
		p.GoTo(p.At() + 1)
	default:
		if k, ok := p.view.(view.KeyHandler); ok {
			k.TypedKey(ev)
		}
	}
}

// Say shows a message in the status line until the next move.
func (p *Screen) Say(message string) { p.message.SetText(message) }

// ConfirmResign asks the person to move whether they give up.
func (p *Screen) ConfirmResign() {
	if p.shared != nil {
		p.resignShared()
		return
	}
	if !p.CanMove() {
		return
	}
	who := p.SeatName(p.seatToMove())
	p.present(dialog.NewConfirm(lang.L("Resign?"), lang.L("{{.Seat}} gives up this game.", map[string]any{"Seat": who}), func(ok bool) {
		if ok {
			p.sess.Resign()
		}
	}, p.host.Window()))
}

// Leave stops everything under way on the screen being left: no computer
// may play on in it, and its dialog goes.
func (p *Screen) Leave() {
	p.CloseReview()
	p.leaveShared()
	p.stopAnalysis()
	p.sess.Close()
	p.tickClocks() // the clock itself may go on, on a screen shown afresh
	p.closeEndDialog()
}

// Refresh redraws the screen, as after a change of the player's settings.
func (p *Screen) Refresh() { p.update() }
