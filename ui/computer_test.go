package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
)

// startWith opens a setup with the given players and fast computer moves.
// The computers' work is queued rather than run on goroutines: step runs
// it, so that a test sees every move in order.
func startWith(t *testing.T, setup string, players ...seatPlayer) (*App, *[]func()) {
	t.Helper()
	a := newTestApp(t)
	u := Start(a, []string{setup})
	u.prefs.SetString(prefSpeed, "Fast")
	t.Cleanup(u.win.Close)
	queue := &[]func(){}
	p := u.play
	p.spawn = func(work func()) { *queue = append(*queue, work) }
	p.players = players
	p.update() // the computers start only now, queued
	return u, queue
}

// step runs the next piece of the computers' work: a search (with its
// real time budget) or a roll, whose result is then played.
func step(t *testing.T, queue *[]func()) {
	t.Helper()
	if len(*queue) == 0 {
		t.Fatal("the computer has nothing to do")
	}
	work := (*queue)[0]
	*queue = (*queue)[1:]
	work()
}

func TestAComputerAnswersAPerson(t *testing.T) {
	u, queue := startWith(t, "terrace/short", human, seatPlayer{true, ai.Easy})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	if !strings.Contains(u.play.thinkingLabel.Text, "thinking") || u.play.status.Text != "Black (computer) to move" {
		t.Errorf("the status line says %q, %q: it should say whose turn it is, not what to do", u.play.status.Text, u.play.thinkingLabel.Text)
	}
	tap(b, "d1") // the board takes no clicks while the computer thinks
	if b.Cell(sq("d1")).Tint != nil {
		t.Error("a piece was selected while the computer was thinking")
	}
	step(t, queue)
	if len(g.History()) != 2 || u.play.thinkingBox.Visible() || u.play.game.Turn() != 0 || !u.play.CanMove() {
		t.Error("after the computer's move it is the person's turn again")
	}
	// Undo takes back the computer's move and the person's.
	u.play.undo()
	if u.play.hist.At() != 0 {
		t.Errorf("undo against the computer should go back to the person's turn: at %d", u.play.hist.At())
	}
}

// Against computers, Redo mirrors Undo: the person's move comes back
// with the computers' replies, and the game goes on. Playing the same move
// again does the same.
func TestRedoAgainstComputersBringsTheirRepliesBack(t *testing.T) {
	easy := seatPlayer{true, ai.Easy}
	u, queue := startWith(t, "terrace/four-player", human, easy, easy, easy)
	p := u.play
	first := p.game.Moves()[0]
	p.Play(first)
	for range 3 {
		step(t, queue)
	}
	if p.hist.At() != 4 || !p.CanMove() {
		t.Fatalf("after the three computers' replies the game is at move %d", p.hist.At())
	}
	for _, again := range []func(){p.redoMove, func() { p.Play(first) }, func() { pressKeys(u.win, "Ctrl+Y") }} {
		p.undo()
		if p.hist.At() != 0 || !p.CanMove() {
			t.Fatalf("undo took the game back to move %d, want 0", p.hist.At())
		}
		again()
		if p.hist.At() != 4 || !p.CanMove() || p.seatToMove() != 0 {
			t.Errorf("after undo and again the game is at move %d with seat %d to move, want 4 and White", p.hist.At(), p.seatToMove())
		}
		if !p.resignBtn.Disabled() && !p.CanMove() {
			t.Error("Resign is offered while the person cannot move")
		}
	}
	// Looking back at a computer's turn says why it does not move.
	pressKeys(u.win, "Left")
	if !strings.Contains(p.status.Text, "(computer) to move") || !strings.Contains(p.status.Text, "End") {
		t.Errorf("at a computer's turn earlier in the game the status says %q", p.status.Text)
	}
	pressKeys(u.win, "End")
	if p.hist.At() != 4 || !p.CanMove() {
		t.Errorf("End came back to move %d", p.hist.At())
	}
}

// While a computer is to move, Resign, Agree a draw and Hint are greyed,
// in the panel and in the Play menu.
func TestPersonsWordsAreGreyedOnAComputersTurn(t *testing.T) {
	u, queue := startWith(t, "terrace/short", human, seatPlayer{true, ai.Easy})
	p := u.play
	p.Play(p.game.Moves()[0])
	if !p.resignBtn.Disabled() || !p.drawBtn.Disabled() || !p.menu.resign.Disabled || !p.menu.draw.Disabled || !p.menu.hint.Disabled {
		t.Error("Resign, Agree a draw or Hint are offered while the computer is to move")
	}
	step(t, queue)
	if p.resignBtn.Disabled() || p.drawBtn.Disabled() || p.menu.resign.Disabled || p.menu.draw.Disabled || p.menu.hint.Disabled {
		t.Error("Resign, Agree a draw or Hint are greyed on the person's turn")
	}
}

func TestUndoWhileTheComputerThinksCancelsIt(t *testing.T) {
	u, queue := startWith(t, "terrace/short", human, seatPlayer{true, ai.Hard})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	u.play.undo()
	started := time.Now()
	step(t, queue) // the search, cancelled: it returns at once and plays nothing
	if time.Since(started) > time.Second {
		t.Error("a cancelled search did not stop promptly")
	}
	if len(g.History()) != 0 || u.play.cancel != nil || u.play.thinkingBox.Visible() {
		t.Errorf("after the undo nothing should be played: %v", g.History())
	}
}

func TestNewGameWhileTheComputerThinksCancelsIt(t *testing.T) {
	u, queue := startWith(t, "terrace/short", human, seatPlayer{true, ai.Hard})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	old := u.play
	u.showPicker() // "New game"
	started := time.Now()
	step(t, queue) // the search of the game left: it stops and plays nothing
	if time.Since(started) > time.Second {
		t.Error("a cancelled search did not stop promptly")
	}
	if len(g.History()) != 1 || old.cancel != nil {
		t.Errorf("the computer played on in the game left: %v", g.History())
	}
	if u.play != nil || len(*queue) != 0 {
		t.Error("leaving a game should leave nothing for the computer to do")
	}
}

func TestTwoComputersPlayOn(t *testing.T) {
	u, queue := startWith(t, "terrace/short", seatPlayer{true, ai.Easy}, seatPlayer{true, ai.Easy})
	for range 4 {
		step(t, queue)
	}
	if u.play.hist.At() != 4 {
		t.Errorf("after four computer moves the game is at move %d", u.play.hist.At())
	}
	// Browsing back pauses computers: none starts while a move is shown
	// that is not the last, and the one under way is dropped.
	u.play.goTo(1)
	step(t, queue)
	if u.play.cancel != nil || len(*queue) != 0 || u.play.hist.At() != 1 {
		t.Error("a computer played on at an earlier move")
	}
}

func TestAComputerRollsTheDie(t *testing.T) {
	u, queue := startWith(t, "chessrace/classic", seatPlayer{true, ai.Easy}, seatPlayer{true, ai.Easy})
	// The ribbons are not offered to a computer placing its first piece.
	_, v := u.chessRace(t)
	if m := marked(v.Board()); len(m) != 0 {
		t.Errorf("squares marked on a computer's turn: %v", m)
	}
	for range 6 {
		step(t, queue)
	}
	if !strings.Contains(lineOf(u.play), "roll") {
		t.Errorf("six computer turns without a roll: %q", lineOf(u.play))
	}
}

func TestHint(t *testing.T) {
	u, queue := startWith(t, "terrace/short", human, human)
	u.play.hint()
	step(t, queue)
	if !strings.HasPrefix(u.play.message.Text, "Hint: ") {
		t.Errorf("the status line says %q", u.play.message.Text)
	}
	if len(u.play.hist.Line()) != 0 {
		t.Error("a hint must not play the move")
	}
	// The board shows the move: its piece chosen, its square lit like it,
	// the piece's other moves only marked.
	g, b := u.terrace(t)
	m, err := rules.ParseMove(g, strings.TrimPrefix(u.play.message.Text, "Hint: "))
	if err != nil {
		t.Fatal(err)
	}
	hint := m.(terrace.Move)
	from, to := b.Cell(bsq(hint.From)), b.Cell(bsq(hint.To))
	if from.Tint == nil || to.Tint != from.Tint {
		t.Errorf("the hinted move %v is not shown: %v on its piece, %v on its square", hint, from.Tint, to.Tint)
	}
	for _, other := range g.MovesFrom(hint.From) {
		if other != hint && b.Cell(bsq(other.To)).Tint == from.Tint {
			t.Errorf("%v is lit like the hint %v", other, hint)
		}
	}
}

func bsq(s terrace.Square) board.Square { return board.Square{File: s.File, Rank: s.Rank} }

// Computer seats make the longest labels of the play screen (the seat list,
// the thinking line); they must still fit a small window, or the panel
// would be pushed out of it.
func TestComputerSeatsFitASmallWindow(t *testing.T) {
	hard := seatPlayer{true, ai.Hard}
	for _, setup := range []string{"terrace/8x8-four-player", "terachess/standard", "sixmaking/sixth", "chessrace/classic-4"} {
		u, _ := startWith(t, setup, hard, hard, hard, hard)
		if !u.play.thinkingBox.Visible() {
			t.Errorf("%s: the first computer should be thinking", setup)
		}
		if w := u.play.content.MinSize().Width; w > 800 {
			t.Errorf("%s: the play screen needs %.0f px across, more than an 800 px window", setup, w)
		}
	}
}

// seatChoices are the picker's choice boxes, one per seat, in seat order.
func seatChoices(t *testing.T, p *picker) []*widget.Select {
	t.Helper()
	var out []*widget.Select
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *widget.Select:
			out = append(out, o)
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	walk(p.seats)
	return out
}

func TestPickerChoosesAndRemembersTheComputerSeats(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	u.picker.chooseGame("chessrace")
	u.picker.setupList.Select(2) // classic track, 4 players
	choices := seatChoices(t, u.picker)
	if len(choices) != 4 || choices[0].Selected != "Human" {
		t.Fatalf("%d seat choices, the first %q; want 4, people at first", len(choices), choices[0].Selected)
	}
	if want := []string{"Human", "Easy computer", "Medium computer", "Hard computer"}; !slices.Equal(choices[1].Options, want) {
		t.Errorf("choices %q, want %q", choices[1].Options, want)
	}
	choices[1].SetSelected("Hard computer")
	choices[3].SetSelected("Easy computer")

	// Another game keeps its own players.
	u.picker.chooseGame("terrace")
	for _, c := range seatChoices(t, u.picker) {
		if c.Selected != "Human" {
			t.Errorf("a Terrace seat is %q: the Chess Race choice must not carry over", c.Selected)
		}
	}
	// Within a game the choice is the colour's: Red, the second seat of
	// four-player Terrace, does not make Black, the second seat of the
	// two-player setups, a computer.
	selectSetup(t, u.picker, "terrace/four-player")
	if c := seatChoices(t, u.picker); len(c) == 4 {
		c[1].SetSelected("Medium computer")
	}
	selectSetup(t, u.picker, "terrace/long")
	if c := seatChoices(t, u.picker); c[1].Selected != "Human" {
		t.Errorf("Black in two-player Terrace became %q after Red was chosen in the four-player game", c[1].Selected)
	}
	selectSetup(t, u.picker, "terrace/8x8-four-player")
	if c := seatChoices(t, u.picker); c[1].Selected != "Medium computer" {
		t.Errorf("Red in the 8x8 four-player game is %q, want the Medium computer chosen for Red", c[1].Selected)
	}

	u.picker.chooseGame("chessrace") // back to the setup chosen before
	u.picker.startChosen()
	want := []seatPlayer{human, {true, ai.Hard}, human, {true, ai.Easy}}
	if u.play == nil || !slices.Equal(u.play.players, want) {
		t.Fatalf("the game started with players %v, want %v", u.play.players, want)
	}
	u.win.Close()

	// After a restart the picker offers the same players again.
	again := Start(a, nil)
	t.Cleanup(again.win.Close)
	again.picker.chooseGame("chessrace")
	var got []string
	for _, c := range seatChoices(t, again.picker) {
		got = append(got, c.Selected)
	}
	if want := []string{"Human", "Hard computer", "Human", "Easy computer"}; !slices.Equal(got, want) {
		t.Errorf("after a restart the seats are %q, want %q", got, want)
	}
}

// selectSetup chooses a setup of the picker's game by its id.
func selectSetup(t *testing.T, p *picker, id string) {
	t.Helper()
	i := slices.IndexFunc(p.setups, func(s *setups.Setup) bool { return s.ID == id })
	if i < 0 {
		t.Fatalf("the picker does not list %s", id)
	}
	p.setupList.Select(i)
}

// In a small window the picker keeps Continue in sight and the seats'
// choices line up in their columns.
func TestPickerInASmallWindow(t *testing.T) {
	u := start(t)
	u.win.Resize(fyne.NewSize(800, 560))
	u.picker.chooseGame("chessrace")
	u.picker.setupList.Select(2)
	u.picker.resume.Show()
	u.win.Content().Refresh()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if end := at(u.picker.resume).Y + u.picker.resume.Size().Height; end > u.win.Canvas().Size().Height {
		t.Errorf("Continue last game ends at %.0f, below the window", end)
	}
	c := seatChoices(t, u.picker)
	if len(c) != 4 || at(c[0]).X != at(c[2]).X || at(c[1]).X != at(c[3]).X || c[0].Size().Width != c[2].Size().Width {
		t.Errorf("the seat choices do not line up")
	}
}
