package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/terraceview"
)

// start opens the app headless, with a window large enough to lay out the
// board, straight into a setup when one is given.
func start(t *testing.T, args ...string) *App {
	t.Helper()
	a := newTestApp(t)
	u := Start(a, args)
	u.win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(u.win.Close)
	return u
}

// newTestApp gives a headless app whose storage (and so the user's setups
// folder) is a fresh temporary folder: the test app keeps it in TMPDIR.
func newTestApp(t *testing.T) fyne.App {
	t.Setenv("TMPDIR", t.TempDir())
	return test.NewTempApp(t)
}

func (u *App) terrace(t *testing.T) (*terrace.Game, *board.Board) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	return u.play.game.(*terrace.Game), u.play.view.(*terraceview.View).Board()
}

func sq(s string) board.Square {
	q, err := terrace.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return board.Square{File: q.File, Rank: q.Rank}
}

func tap(b *board.Board, square string) { tapAt(b, sq(square)) }

func tapAt(b *board.Board, s board.Square) { test.TapAt(b, b.SquareCentre(s)) }

// drag moves a piece with the mouse as the desktop driver reports it: each
// event carries the pointer's position and the distance since the last one.
// (test.Drag reports the press position instead, which no driver does.)
func drag(b *board.Board, from, to string) {
	start, end := b.SquareCentre(anySquare(from)), b.SquareCentre(anySquare(to))
	step := fyne.NewPos(start.X+(end.X-start.X)/4, start.Y+(end.Y-start.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: step}, Dragged: fyne.NewDelta(step.X-start.X, step.Y-start.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-step.X, end.Y-step.Y)})
	b.DragEnd()
}

// anySquare reads a square name of any board, up to 26 files ("p16").
func anySquare(s string) board.Square {
	file := int(s[0] - 'a')
	rank := 0
	for _, c := range s[1:] {
		rank = rank*10 + int(c-'0')
	}
	return board.Square{File: file, Rank: rank - 1}
}

// marked lists the squares that show a mark, captures prefixed with x.
func marked(b *board.Board) []string {
	var out []string
	for f := range b.Files() {
		for r := range b.Ranks() {
			s := board.Square{File: f, Rank: r}
			name := terrace.Square{File: f, Rank: r}.String()
			switch b.Cell(s).Mark {
			case board.MoveMark:
				out = append(out, name)
			case board.CaptureMark:
				out = append(out, "x"+name)
			}
		}
	}
	slices.Sort(out)
	return out
}

func movesPlayed(g *terrace.Game) string {
	var moves []string
	for _, m := range g.History() {
		moves = append(moves, m.String())
	}
	return strings.Join(moves, " ")
}

// overlayText gathers the text of the dialog on top of the window.
func overlayText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Label:
			texts = append(texts, o.Text)
		case *widget.Button:
			texts = append(texts, o.Text)
		}
	}
	return strings.Join(texts, "\n")
}

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
	u.play.undo()
	u.play.undo()
	if movesPlayed(g) != "" || describeBoard(b) != before {
		t.Errorf("after two undos: moves %q, board changed: %v", movesPlayed(g), describeBoard(b) != before)
	}
	if !u.play.undoBtn.Disabled() || u.play.redoBtn.Disabled() {
		t.Error("at the start Undo should be off and Redo on")
	}
	u.play.redoMove()
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

// writeSetup puts a Terrace setup in a temporary file.
func writeSetup(t *testing.T, seats, rows string) string {
	t.Helper()
	text := "game = \"terrace\"\nname = \"Test\"\nsize = 6\nseats = [" + seats + "]\nboard = \"\"\"\n" + rows + "\n\"\"\"\n"
	path := filepath.Join(t.TempDir(), "test.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
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
	// Its three buttons stand in one row inside the dialog.
	var row []*widget.Button
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if btn, ok := o.(*widget.Button); ok {
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
	u.play.undo()
	if u.win.Canvas().Overlays().Top() != nil || g.Status().Over {
		t.Error("undo should close the dialog and take the winning move back")
	}
}

func TestBadSetupFileShowsAnErrorDialog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "broken.toml")
	os.WriteFile(path, []byte("game = \"terrace\"\nname = \"Broken\nsize = 6\n"), 0o644)
	u := start(t, path)
	text := overlayText(u.win)
	if u.play != nil || !strings.Contains(text, "broken.toml, line 2:") {
		t.Errorf("dialog says %q", text)
	}
	if u.win.Content() != u.picker.content {
		t.Error("the picker should stay behind the dialog")
	}
}

// Many bad files give a dialog that scrolls, its button inside the window
// and below the text.
func TestManyBadSetupFilesFitTheWindow(t *testing.T) {
	a := newTestApp(t)
	dir := userSetupsDir(a)
	for i := range 40 {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("broken-%02d.toml", i)), []byte("game = \"terrace\"\nname = \"Broken\nsize = 6\n"), 0o644)
	}
	u := Start(a, nil)
	t.Cleanup(u.win.Close)
	u.win.Resize(fyne.NewSize(800, 560))
	u.picker.reported = nil
	u.picker.reload()
	top := u.win.Canvas().Overlays().Top()
	if !strings.Contains(overlayText(u.win), "broken-39.toml") {
		t.Fatalf("the dialog does not list every file: %q", overlayText(u.win))
	}
	var closeBtn *widget.Button
	var text *container.Scroll
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *widget.Button:
			closeBtn = o
		case *container.Scroll:
			text = o
		}
	}
	if closeBtn == nil || text == nil {
		t.Fatal("the dialog has no button or no scrolling text")
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject
	if end := at(closeBtn).Y + closeBtn.Size().Height; end > 560 {
		t.Errorf("the button ends at %.0f, below the window", end)
	}
	if at(text).Y+text.Size().Height > at(closeBtn).Y {
		t.Error("the text runs under the button")
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
func seatListText(p *playScreen) string {
	var texts []string
	for _, o := range test.LaidOutObjects(p.seatList) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	return strings.Join(texts, "; ")
}

func TestPickerRemembersTheLastSetup(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	if u.play != nil || u.picker.game != "terrace" || len(u.picker.setups) != 7 {
		t.Fatalf("picker: game %q with %d setups", u.picker.game, len(u.picker.setups))
	}
	if u.picker.setups[u.picker.chosen].ID != "terrace/long" {
		t.Errorf("the default setup should be chosen first, got %s", u.picker.setups[u.picker.chosen].ID)
	}
	u.picker.setupList.Select(2)
	u.picker.startChosen()
	if u.play == nil || u.play.setup.ID != "terrace/three-player" || u.play.game.Players() != 3 {
		t.Fatal("Play should start the chosen setup")
	}
	u.win.Close()
	again := Start(a, nil)
	if again.picker.setups[again.picker.chosen].ID != "terrace/three-player" {
		t.Errorf("the picker should offer the last setup played")
	}
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

func TestUserSetupsInThePicker(t *testing.T) {
	a := newTestApp(t)
	dir := userSetupsDir(a)
	if dir == "" || !strings.HasPrefix(dir, os.TempDir()) {
		t.Fatalf("user setups folder %q", dir)
	}
	os.MkdirAll(filepath.Join(dir, "terrace"), 0o755)
	good := strings.Replace(goodSetup, `"Test"`, `"My corner game"`, 1)
	os.WriteFile(filepath.Join(dir, "terrace", "corner.toml"), []byte(good), 0o644)
	os.WriteFile(filepath.Join(dir, "terrace", "broken.toml"), []byte(strings.Replace(good, "WT", "W1", 1)), 0o644)

	u := Start(a, nil)
	t.Cleanup(u.win.Close)
	var names []string
	for _, s := range u.picker.setups {
		names = append(names, s.Name)
	}
	if len(names) != 8 || names[7] != "My corner game" {
		t.Errorf("the picker lists %v; want the 7 shipped setups and the user's", names)
	}
	if text := overlayText(u.win); !strings.Contains(text, "broken.toml, line 5: white has no T") {
		t.Errorf("the broken file should be reported in a dialog, got %q", text)
	}
	u.picker.setupList.Select(7)
	u.picker.startChosen()
	if u.play == nil || u.play.setup.ID != "terrace/corner" || !u.play.setup.User {
		t.Error("the user's setup should start")
	}
}

const goodSetup = `game = "terrace"
name = "Test"
size = 6
seats = [{ colour = "white" }, { colour = "black" }]
board = """
.  BT B2 B2 B3 .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  .  .  .  .  .
.  W3 W2 W2 WT .
"""
`

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
