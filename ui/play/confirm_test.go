package play

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/board"
	"boardshelf/ui/sound"
)

// With "Confirm each move" on, a move made on the board is shown played
// and waits: Confirm or Enter plays it for good; Take back, Escape, Undo
// or a click on the board takes it back as if it had never been made.

func confirming(t *testing.T, players ...Player) (*App, *[]func()) {
	t.Helper()
	u, queue := startWith(t, "terrace/long", players...)
	u.options.ConfirmMoves = true
	return u, queue
}

func (u *App) typeKey(name fyne.KeyName) {
	u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// tapButton taps the button showing text on the window, if one does.
func tapButton(w fyne.Window, text string) {
	for _, o := range test.LaidOutObjects(w.Content()) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && b.Visible() {
			test.Tap(b)
			return
		}
	}
}

func TestAMoveWaitsForConfirm(t *testing.T) {
	u, _ := confirming(t)
	g, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	if b.Cell(sq("d3")).Piece == nil || b.Cell(sq("c2")).Piece != nil {
		t.Error("the move waiting is not shown on the board")
	}
	if !u.play.confirmBar.Visible() || u.play.status.Text != "White plays c2-d3" {
		t.Errorf("no Confirm bar or word: bar shown %v, status %q", u.play.confirmBar.Visible(), u.play.status.Text)
	}
	if row := u.play.seats[0].label.Text; row != "White — to move" {
		t.Errorf("while the move waits White's row reads %q", row)
	}
	if u.saved != 0 || len(u.sounds.Sounds()) != 0 {
		t.Errorf("a move waiting was kept (%d) or sounded (%v)", u.saved, u.sounds.Sounds())
	}
	tap(b, "a5") // Black's piece: no one may move while a move waits
	if len(marked(b)) != 0 {
		t.Errorf("a piece could be chosen while a move waits: %v", marked(b))
	}
	u.typeKey(fyne.KeyReturn)
	if movesPlayed(g) != "c2-d3" || u.saved != 1 || u.play.confirmBar.Visible() {
		t.Errorf("after Enter: moves %q, kept %d times, bar shown %v", movesPlayed(g), u.saved, u.play.confirmBar.Visible())
	}
	if got := u.sounds.Sounds(); !slices.Equal(got, []sound.Sound{sound.Climb}) {
		t.Errorf("sounds after the move (a climb) was confirmed: %v, want one climb", got)
	}
	if u.play.status.Text != "Black to move" {
		t.Errorf("status %q after the move was confirmed", u.play.status.Text)
	}
}

func TestAMoveWaitingIsTakenBack(t *testing.T) {
	for _, how := range []struct {
		name string
		take func(u *App, b *board.Board)
	}{
		{"the Take back button", func(u *App, _ *board.Board) { tapButton(u.win, "Take back") }},
		{"Escape", func(u *App, _ *board.Board) { u.typeKey(fyne.KeyEscape) }},
		{"Undo", func(u *App, _ *board.Board) { u.play.Undo() }},
		{"a click on the board", func(u *App, b *board.Board) {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(b.SquareCentre(sq("f3")))
			test.TapCanvas(u.win.Canvas(), at)
		}},
	} {
		t.Run(how.name, func(t *testing.T) {
			u, _ := confirming(t)
			g, b := u.terrace(t)
			before := describeBoard(b)
			drag(b, "d1", "f3")
			if describeBoard(b) == before {
				t.Fatal("the move dragged is not shown")
			}
			how.take(u, b)
			if describeBoard(b) != before || movesPlayed(g) != "" || u.saved != 0 {
				t.Errorf("the move is still there: moves %q, kept %d times", movesPlayed(g), u.saved)
			}
			if u.play.confirmBar.Visible() || u.play.status.Text != "White to move" {
				t.Errorf("bar shown %v, status %q", u.play.confirmBar.Visible(), u.play.status.Text)
			}
			tap(b, "c2") // and White moves again
			tap(b, "d3")
			u.play.ConfirmMove()
			if movesPlayed(g) != "c2-d3" {
				t.Errorf("White could not move again: %q", movesPlayed(g))
			}
		})
	}
}

func TestTheComputerWaitsForTheMoveToBeConfirmed(t *testing.T) {
	u, queue := confirming(t, Player{}, Player{Computer: true, Level: 0})
	g, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	if len(*queue) != 0 {
		t.Fatal("the computer started on a move not yet confirmed")
	}
	tapButton(u.win, "Confirm")
	if len(*queue) == 0 {
		t.Fatal("the computer did not start once the move was confirmed")
	}
	step(t, queue)
	if len(g.History()) != 2 || u.play.confirmBar.Visible() {
		t.Errorf("the computer's reply waits for Confirm: %q, bar shown %v", movesPlayed(g), u.play.confirmBar.Visible())
	}
	if got := u.sounds.Sounds(); len(got) != 2 || got[0] != sound.Climb {
		t.Errorf("sounds: %v, want the climb then the computer's move", got)
	}
}

func TestTheSoundButton(t *testing.T) {
	u := start(t, "terrace/long")
	icon := func() fyne.Resource { return u.play.muteBtn.Icon }
	if icon() != theme.VolumeUpIcon() {
		t.Fatal("with sounds on, the button does not show them on")
	}
	test.Tap(u.play.muteBtn)
	if !u.options.Muted || icon() != theme.VolumeMuteIcon() {
		t.Errorf("a click did not turn the sounds off: muted %v", u.options.Muted)
	}
	test.Tap(u.play.muteBtn)
	if u.options.Muted || icon() != theme.VolumeUpIcon() {
		t.Errorf("a second click did not turn them on again: muted %v", u.options.Muted)
	}
}
