package play

import (
	"boardshelf/ai"
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/keystest"
	"boardshelf/ui/play/session"
	"strings"
	"testing"
	"time"
)

func TestAComputerAnswersAPerson(t *testing.T) {
	u, queue := startWith(t, "terrace/short", Human, Player{true, ai.Easy})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	if !strings.Contains(u.play.turn.label.Text, "thinking") || u.play.status.Text != "Black (computer) to move" {
		t.Errorf("the status line says %q, %q: it should say whose turn it is, not what to do", u.play.status.Text, u.play.turn.label.Text)
	}
	if !u.play.turn.spinner.Running() {
		t.Error("the spinner stands still while the computer thinks")
	}
	tap(b, "d1") // the board takes no clicks while the computer thinks
	if b.Cell(sq("d1")).Tint != nil {
		t.Error("a piece was selected while the computer was thinking")
	}
	step(t, queue)
	if len(g.History()) != 2 || u.play.turn.box.Visible() || u.play.game.Turn() != 0 || !u.play.CanMove() {
		t.Error("after the computer's move it is the person's turn again")
	}
	if u.play.turn.spinner.Running() {
		t.Error("the hidden spinner still animates, redrawing the window without end")
	}
	// Undo takes back the computer's move and the person's.
	u.play.Undo()
	if u.play.At() != 0 {
		t.Errorf("undo against the computer should go back to the person's turn: at %d", u.play.At())
	}
}

// Against computers, Redo mirrors Undo: the person's move comes back
// with the computers' replies, and the game goes on. Playing the same move
// again does the same.
func TestRedoAgainstComputersBringsTheirRepliesBack(t *testing.T) {
	easy := Player{true, ai.Easy}
	u, queue := startWith(t, "terrace/four-player", Human, easy, easy, easy)
	p := u.play
	first := p.game.Moves()[0]
	p.Play(first)
	for range 3 {
		step(t, queue)
	}
	if p.At() != 4 || !p.CanMove() {
		t.Fatalf("after the three computers' replies the game is at move %d", p.At())
	}
	for _, again := range []func(){p.Redo, func() { p.Play(first) }, func() { keystest.Press(u.win, "Ctrl+Y") }} {
		p.Undo()
		if p.At() != 0 || !p.CanMove() {
			t.Fatalf("undo took the game back to move %d, want 0", p.At())
		}
		again()
		if p.At() != 4 || !p.CanMove() || p.seatToMove() != 0 {
			t.Errorf("after undo and again the game is at move %d with seat %d to move, want 4 and White", p.At(), p.seatToMove())
		}
		if !p.resignBtn.Disabled() && !p.CanMove() {
			t.Error("Resign is offered while the person cannot move")
		}
	}
	// Looking back at a computer's turn says why it does not move.
	keystest.Press(u.win, "Left")
	if !strings.Contains(p.status.Text, "(computer) to move") || !strings.Contains(p.status.Text, "End") {
		t.Errorf("at a computer's turn earlier in the game the status says %q", p.status.Text)
	}
	keystest.Press(u.win, "End")
	if p.At() != 4 || !p.CanMove() {
		t.Errorf("End came back to move %d", p.At())
	}
}

// While a computer is to move, Resign, Agree a draw and Hint are greyed,
// in the panel and in the Play menu.
func TestPersonsWordsAreGreyedOnAComputersTurn(t *testing.T) {
	u, queue := startWith(t, "terrace/short", Human, Player{true, ai.Easy})
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
	u, queue := startWith(t, "terrace/short", Human, Player{true, ai.Hard})
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	u.play.Undo()
	started := time.Now()
	step(t, queue) // the search, cancelled: it returns at once and plays nothing
	if time.Since(started) > time.Second {
		t.Error("a cancelled search did not stop promptly")
	}
	if len(g.History()) != 0 || u.play.sess.Working() != session.NoWork || u.play.turn.box.Visible() || u.play.turn.spinner.Running() {
		t.Errorf("after the undo nothing should be played, nor the spinner run: %v", g.History())
	}
}

func TestNewGameWhileTheComputerThinksCancelsIt(t *testing.T) {
	u, queue := startWith(t, "terrace/short", Human, Player{true, ai.Hard})
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
	if len(g.History()) != 1 || old.sess.Working() != session.NoWork {
		t.Errorf("the computer played on in the game left: %v", g.History())
	}
	if u.play != nil || len(*queue) != 0 {
		t.Error("leaving a game should leave nothing for the computer to do")
	}
}

func TestTwoComputersPlayOn(t *testing.T) {
	u, queue := startWith(t, "terrace/short", Player{true, ai.Easy}, Player{true, ai.Easy})
	for range 4 {
		step(t, queue)
	}
	if u.play.At() != 4 {
		t.Errorf("after four computer moves the game is at move %d", u.play.At())
	}
	// Browsing back pauses computers: none starts while a move is shown
	// that is not the last, and the one under way is dropped.
	u.play.GoTo(1)
	step(t, queue)
	if u.play.sess.Working() != session.NoWork || len(*queue) != 0 || u.play.At() != 1 {
		t.Error("a computer played on at an earlier move")
	}
}

func TestAComputerRollsTheDie(t *testing.T) {
	u, queue := startWith(t, "chessrace/classic", Player{true, ai.Easy}, Player{true, ai.Easy})
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
	u, queue := startWith(t, "terrace/short", Human, Human)
	u.play.Hint()
	step(t, queue)
	if !strings.HasPrefix(u.play.message.Text, "Hint: ") {
		t.Errorf("the status line says %q", u.play.message.Text)
	}
	if len(u.play.Line()) != 0 {
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
	hard := Player{true, ai.Hard}
	for _, setup := range []string{"terrace/8x8-four-player", "terachess/standard", "sixmaking/sixth", "chessrace/classic-4"} {
		u, _ := startWith(t, setup, hard, hard, hard, hard)
		if !u.play.turn.box.Visible() {
			t.Errorf("%s: the first computer should be thinking", setup)
		}
		if w := u.play.content.MinSize().Width; w > 800 {
			t.Errorf("%s: the play screen needs %.0f px across, more than an 800 px window", setup, w)
		}
	}
}
