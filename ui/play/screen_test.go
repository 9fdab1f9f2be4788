package play

import (
	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestTappingAPieceMarksExactlyItsMoves(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	tap(b, "c2")
	// c2 (a 2 on level 2): along its terrace to a3 b3 c3, up to d3, and
	// the capture of white's own 1 on b1.
	if got, want := marked(b), []string{"a3", "b3", "c3", "d3", "xb1"}; !slices.Equal(got, want) {
		t.Errorf("marks after tapping c2: %v, want %v", got, want)
	}
	var legal []string
	for _, m := range g.MovesFrom(terrace.Square{File: 2, Rank: 1}) {
		legal = append(legal, map[bool]string{true: "x", false: ""}[m.Capture]+m.To.String())
	}
	slices.Sort(legal)
	if !slices.Equal(marked(b), legal) {
		t.Errorf("marks %v differ from the rules' moves %v", marked(b), legal)
	}
	tap(b, "c4") // elsewhere: the selection goes
	if len(marked(b)) != 0 || len(g.History()) != 0 {
		t.Errorf("tapping an empty square should only cancel: marks %v, moves %q", marked(b), movesPlayed(g))
	}
	tap(b, "a6") // black's piece while white is to move
	if len(marked(b)) != 0 || !strings.Contains(u.play.message.Text, "Black's piece; White is to move") {
		t.Errorf("tapping the opponent's piece: marks %v, message %q", marked(b), u.play.message.Text)
	}
}

func TestTappingATargetPlaysTheMove(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "d3")
	if movesPlayed(g) != "c2-d3" {
		t.Fatalf("moves played: %q", movesPlayed(g))
	}
	if _, ok := g.At(terrace.Square{File: 3, Rank: 2}); !ok || b.Cell(sq("d3")).Piece == nil || b.Cell(sq("c2")).Piece != nil {
		t.Error("the board does not show the piece on d3")
	}
	if b.Cell(sq("c2")).Tint == nil || b.Cell(sq("d3")).Tint == nil {
		t.Error("the last move is not highlighted")
	}
	if len(marked(b)) != 0 {
		t.Errorf("marks left after the move: %v", marked(b))
	}
	if u.play.status.Text != "Black to move" || u.play.moveList.Length() != 1 {
		t.Errorf("status %q, %d moves listed", u.play.status.Text, u.play.moveList.Length())
	}
}

func TestDraggingAPiece(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	drag(b, "d1", "f3")
	if movesPlayed(g) != "d1-f3" {
		t.Fatalf("a drag along the terrace should play d1-f3, played %q", movesPlayed(g))
	}
	drag(b, "a6", "a4") // black's 3 on level 5 cannot jump two levels
	if movesPlayed(g) != "d1-f3" {
		t.Fatalf("an illegal drop was played: %q", movesPlayed(g))
	}
	if b.Cell(sq("a6")).Piece == nil {
		t.Error("the piece did not go back to a6")
	}
	if want := "a6 to a4: a piece steps down only one level at a time"; !strings.HasPrefix(u.play.message.Text, want) {
		t.Errorf("status line says %q, want it to start %q", u.play.message.Text, want)
	}
	drag(b, "a5", "c8") // off the board: nothing happens but a word
	if movesPlayed(g) != "d1-f3" {
		t.Error("a drop off the board played a move")
	}
}

func TestUndoAndRedo(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	before := describeBoard(b)
	tap(b, "c2")
	tap(b, "d3")
	tap(b, "e5")
	tap(b, "e4")
	u.play.Undo()
	u.play.Undo()
	if movesPlayed(g) != "" || describeBoard(b) != before {
		t.Errorf("after two undos: moves %q, board changed: %v", movesPlayed(g), describeBoard(b) != before)
	}
	if !u.play.undoBtn.Disabled() || u.play.redoBtn.Disabled() {
		t.Error("at the start Undo should be off and Redo on")
	}
	u.play.Redo()
	if movesPlayed(g) != "c2-d3" || u.play.status.Text != "Black to move" {
		t.Errorf("redo: moves %q, status %q", movesPlayed(g), u.play.status.Text)
	}
	tap(b, "a5")
	tap(b, "a4") // a new move drops what could be redone
	if !u.play.redoBtn.Disabled() || movesPlayed(g) != "c2-d3 a5-a4" {
		t.Errorf("a new move should clear redo: moves %q", movesPlayed(g))
	}
}

func describeBoard(b *board.Board) string {
	var s strings.Builder
	for r := range b.Ranks() {
		for f := range b.Files() {
			if p := b.Cell(board.Square{File: f, Rank: r}).Piece; p != nil {
				s.WriteString(p.Name())
			}
			s.WriteString(",")
		}
	}
	return s.String()
}

const twoSeats = `{ colour = "white", letter = "W" }, { colour = "black", letter = "B" }`

func TestAWinningMoveOpensTheEndDialog(t *testing.T) {
	u := start(t, writeSetup(t, twoSeats, `
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  BT .  .  .  .
		WT .  W1 .  .  .`))
	g, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "b2")
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, []int{0}) {
		t.Fatalf("status after c1xb2: %+v", st)
	}
	text := overlayText(u.win)
	if !strings.Contains(text, "White wins!") || !strings.Contains(text, "White captured Black's T.") {
		t.Errorf("end dialog says %q", text)
	}
	if got := u.play.status.Text; got != "White captured Black's T" {
		t.Errorf("status line %q: the reason names the winner, once", got)
	}
	// Its three buttons stand in one row inside the dialog (the game
	// review's stands under the words).
	var row []*widget.Button
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if btn, ok := o.(*widget.Button); ok && btn.Text != "Game review" {
			row = append(row, btn)
		}
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if len(row) != 3 || at(row[0]).Y != at(row[1]).Y || at(row[1]).Y != at(row[2]).Y {
		t.Errorf("the end dialog's %d buttons are not in one row", len(row))
	}
	tap(b, "a1") // the game is over: the board takes no more moves
	if len(marked(b)) != 0 {
		t.Error("a piece could be selected after the end")
	}
	u.play.Undo()
	if u.win.Canvas().Overlays().Top() != nil || g.Status().Over {
		t.Error("undo should close the dialog and take the winning move back")
	}
}

func TestEliminationInAFourPlayerGame(t *testing.T) {
	u := start(t, writeSetup(t, `{ colour = "white" }, { colour = "red" }, { colour = "black" }, { colour = "blue", letter = "U" }`, `
		.  BT .  .  .  .
		.  .  .  .  .  .
		R2 .  .  .  .  .
		R2 .  .  .  .  UT
		.  .  W3 .  .  .
		WT RT .  .  .  .`))
	g, b := u.terrace(t)
	tap(b, "c2")
	tap(b, "b1") // takes red's T
	if g.Status().Over {
		t.Fatal("the game should go on with three players")
	}
	for _, s := range []string{"a3", "a4", "b1"} {
		if p := b.Cell(sq(s)).Piece; s != "b1" && p != nil {
			t.Errorf("red's piece on %s is still drawn", s)
		}
	}
	if u.play.status.Text != "Black to move" {
		t.Errorf("after red is out, black moves: %q", u.play.status.Text)
	}
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("an elimination is not the end of the game")
	}
	// Red stays out in the list of players, also once the game has ended.
	u.play.Play(rules.Draw)
	if !strings.Contains(seatListText(u.play), "Red — out") {
		t.Errorf("after the end the players read %q", seatListText(u.play))
	}
}

// seatListText is the play screen's list of players as it reads.
func seatListText(p *Screen) string {
	var texts []string
	for _, row := range p.seats {
		texts = append(texts, row.label.Text)
	}
	return strings.Join(texts, "; ")
}

func TestResignEndsTheGame(t *testing.T) {
	u := start(t, "terrace/short")
	u.play.Play(rules.Resign)
	if st := u.play.game.Status(); !st.Over || st.Reason != "white resigned" {
		t.Errorf("status %+v", st)
	}
	if !strings.Contains(overlayText(u.win), "Black wins!") {
		t.Errorf("end dialog: %q", overlayText(u.win))
	}
	if got := u.play.status.Text; got != "Black wins: White resigned" {
		t.Errorf("status line %q", got)
	}
}

func TestTerraceCourtesy(t *testing.T) {
	u := start(t, writeSetup(t, twoSeats, `
		.  .  .  .  .  BT
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  .  .
		.  .  .  .  B1 .
		.  .  .  WT .  .`))
	if got := u.play.notice.Text; got != "Terrace! White's T can be captured" {
		t.Errorf("the status line says %q", got)
	}
	_, b := u.terrace(t)
	if b.Cell(sq("d1")).Tint == nil {
		t.Error("the T in danger is not marked")
	}
}
