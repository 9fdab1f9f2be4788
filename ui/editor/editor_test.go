package editor

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the app.
type host struct {
	win    fyne.Window
	dir    string
	played *setups.Setup
	closed bool
	errs   []error
}

func (h *host) Window() fyne.Window               { return h.win }
func (h *host) UserDir() string                   { return h.dir }
func (h *host) Play(s *setups.Setup)              { h.played = s }
func (h *host) Close()                            { h.closed = true }
func (h *host) ShowError(title string, err error) { h.errs = append(h.errs, err) }

func open(t *testing.T, d Draft, file string) (*Editor, *host) {
	t.Helper()
	test.NewTempApp(t)
	h := &host{win: test.NewWindow(nil), dir: t.TempDir()}
	e := New(h, d, file)
	h.win.SetContent(e.Content())
	h.win.Resize(fyne.NewSize(1100, 720))
	t.Cleanup(h.win.Close)
	return e, h
}

func at(e *Editor, s string) fyne.Position { return e.board.SquareCentre(bsq(s)) }

func bsq(s string) board.Square {
	q := sq(s)
	return board.Square{File: q.File, Rank: q.Rank}
}

// choose taps the palette piece of a seat: size 0 is the T.
func choose(t *testing.T, e *Editor, seat, size int) {
	t.Helper()
	row := e.palette.Objects[seat].(*fyne.Container)
	var items []*paletteItem
	for _, o := range test.LaidOutObjects(row) {
		if item, ok := o.(*paletteItem); ok {
			items = append(items, item)
		}
	}
	test.Tap(items[size])
}

func dragOnBoard(e *Editor, from fyne.Position, to fyne.Position) {
	b := e.board
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-from.X, mid.Y-from.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-mid.X, to.Y-mid.Y)})
	b.DragEnd()
}

// overlayButton finds a button of the dialog on top.
func overlayButton(w fyne.Window, text string) *widget.Button {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

func TestPlaceMoveAndRemoveWithTheMouse(t *testing.T) {
	e, _ := open(t, NewDraft(), "")
	test.TapAt(e.board, at(e, "c3"))
	if len(e.Draft().Pieces) != 0 || !strings.Contains(e.Message(), "Choose a piece") {
		t.Errorf("a click without a palette piece: %v, %q", e.Draft().Pieces, e.Message())
	}
	choose(t, e, 0, 0) // white's T
	test.TapAt(e.board, at(e, "a1"))
	choose(t, e, 1, 3) // black's 3s
	test.TapAt(e.board, at(e, "e5"))
	test.TapAt(e.board, at(e, "f5"))
	if got := e.Draft().Pieces; got[sq("a1")] != whiteT || got[sq("e5")] != (terrace.Piece{Seat: 1, Size: 3}) || len(got) != 3 {
		t.Fatalf("after placing: %v", got)
	}
	if e.board.Cell(bsq("e5")).Piece == nil {
		t.Error("the board does not show the placed piece")
	}
	dragOnBoard(e, at(e, "e5"), at(e, "c4"))
	if _, ok := e.Draft().Pieces[sq("c4")]; !ok || len(e.Draft().Pieces) != 3 {
		t.Errorf("drag e5 to c4: %v", e.Draft().Pieces)
	}
	test.TapSecondaryAt(e.board, at(e, "c4"))
	if _, ok := e.Draft().Pieces[sq("c4")]; ok {
		t.Error("right-click did not remove the piece")
	}
	dragOnBoard(e, at(e, "f5"), fyne.NewPos(2, 2)) // off the board
	if len(e.Draft().Pieces) != 1 {
		t.Errorf("dragging off the board should remove: %v", e.Draft().Pieces)
	}
	e.Undo()
	e.Undo()
	if len(e.Draft().Pieces) != 3 {
		t.Errorf("two undos should bring two pieces back: %v", e.Draft().Pieces)
	}
}

func TestInvalidDraftsCannotBeSavedOrPlayed(t *testing.T) {
	e, h := open(t, NewDraft(), "")
	if !e.saveBtn.Disabled() || !e.playBtn.Disabled() || e.problems.Text != "• White has no T\n• Black has no T" {
		t.Errorf("an empty board: save on=%v play on=%v, problems %q", !e.saveBtn.Disabled(), !e.playBtn.Disabled(), e.problems.Text)
	}
	choose(t, e, 0, 0)
	test.TapAt(e.board, at(e, "a1"))
	choose(t, e, 1, 0)
	test.TapAt(e.board, at(e, "f6"))
	if e.saveBtn.Disabled() || e.playBtn.Disabled() || e.problems.Text != "Ready to play and save." {
		t.Errorf("a valid board: problems %q", e.problems.Text)
	}
	e.name.SetText("")
	if !e.playBtn.Disabled() || e.problems.Text != "• The setup has no name" {
		t.Errorf("no name: %q", e.problems.Text)
	}
	e.name.SetText("Lone Ts")
	e.Play()
	if h.played == nil || h.played.Name != "Lone Ts" {
		t.Fatal("Play should start the draft")
	}
	g, err := h.played.NewGame()
	if err != nil || len(g.Moves()) == 0 {
		t.Errorf("the game from the draft: %v", err)
	}
}

func TestSaveDeleteAndUnsavedChanges(t *testing.T) {
	e, h := open(t, NewDraft(), "")
	e.name.SetText("Two Ts")
	choose(t, e, 0, 0)
	test.TapAt(e.board, at(e, "a1"))
	choose(t, e, 1, 0)
	test.TapAt(e.board, at(e, "f6"))

	// Closing with unsaved changes asks first; "Keep editing" stays.
	e.ConfirmLeave(func() { h.closed = true })
	if b := overlayButton(h.win, "Keep editing"); b == nil || h.closed {
		t.Fatal("leaving with unsaved changes should ask")
	} else {
		test.Tap(b)
	}
	if h.win.Canvas().Overlays().Top() != nil || h.closed {
		t.Fatal("Keep editing should close the question and stay")
	}
	e.ConfirmLeave(func() { h.closed = true })
	test.Tap(overlayButton(h.win, "Save"))
	file := filepath.Join(h.dir, "terrace", "two-ts.toml")
	if !h.closed || e.File() != file || e.Dirty() {
		t.Fatalf("save and leave: closed %v, file %q, dirty %v", h.closed, e.File(), e.Dirty())
	}
	s, err := setups.ReadFile(file)
	if err != nil || s.Name != "Two Ts" {
		t.Fatalf("the saved file: %v", err)
	}

	// A second setup of the same name does not overwrite the first.
	e2, _ := open(t, e.Draft(), "")
	e2.host = h
	e2.Save(nil)
	if e2.File() != filepath.Join(h.dir, "terrace", "two-ts-2.toml") {
		t.Errorf("the second file is %q", e2.File())
	}

	e.Delete()
	test.Tap(overlayButton(h.win, "Delete"))
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("the file was not deleted")
	}
	if !e.Dirty() || e.File() != "" {
		t.Error("after deleting, the board holds an unsaved setup")
	}
}

func TestEditingAUserFileSavesItInPlace(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "mine.toml")
	d := NewDraft()
	d.Name = "Mine"
	d.Pieces[sq("a1")] = whiteT
	d.Pieces[sq("f6")] = terrace.Piece{Seat: 1, Size: 1, T: true}
	os.WriteFile(file, d.Encode(), 0o644)
	e, h := open(t, NewDraft(), "")
	h.dir = dir
	e.OpenFile(file)
	if e.Draft().Name != "Mine" || e.Dirty() {
		t.Fatalf("opened %q dirty=%v", e.Draft().Name, e.Dirty())
	}
	choose(t, e, 0, 2)
	test.TapAt(e.board, at(e, "c3"))
	e.Save(nil)
	s, _ := setups.ReadFile(file)
	p, _ := setups.Position[terrace.Position](s)
	if len(p.Pieces) != 3 || e.File() != file {
		t.Errorf("saved to %q with %d pieces", e.File(), len(p.Pieces))
	}
	e.OpenFile(filepath.Join(dir, "absent.toml"))
	if len(h.errs) != 1 || e.File() != file {
		t.Errorf("opening a missing file should show an error and change nothing: %v", h.errs)
	}
}

// With four players the palette grows; the form below it must still be
// reachable by scrolling the panel, and who moves first chosen by name.
func TestTheWholeFormStaysReachable(t *testing.T) {
	e, _ := open(t, NewDraft(), "")
	e.players.SetSelected("4")
	content := e.sideScroll.Content
	if got, want := content.Size().Height, content.MinSize().Height; got < want {
		t.Errorf("the panel's content is %.0f px high but needs %.0f: its foot cannot be scrolled to", got, want)
	}
	if want := []string{"White", "Red", "Black", "Blue"}; strings.Join(e.first.Options, " ") != strings.Join(want, " ") {
		t.Errorf("moves first offers %q, want %q", e.first.Options, want)
	}
	e.first.SetSelected("Black")
	if d := e.Draft(); d.First != 2 {
		t.Errorf("choosing Black to move first gave seat %d", d.First)
	}
}

// In a small window (800x600 less a title bar) the choices that shape the
// setup, and its name, are in sight without scrolling, also with four
// players; saving does not move the board.
func TestASmallWindowShowsTheSetupsShape(t *testing.T) {
	e, h := open(t, NewDraft(), "")
	h.win.Resize(fyne.NewSize(776, 552))
	e.players.SetSelected("4")
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	bottom := func(o fyne.CanvasObject) float32 { return abs(o).Y + o.Size().Height }
	panelEnd := bottom(e.sideScroll)
	for name, o := range map[string]fyne.CanvasObject{"Board": e.size, "Players": e.players, "Moves first": e.first} {
		if bottom(o) > panelEnd {
			t.Errorf("%s ends at %.0f, below the panel's %.0f: it needs scrolling", name, bottom(o), panelEnd)
		}
	}
	if bottom(e.name) > 552 {
		t.Errorf("the name ends at %.0f, below the window", bottom(e.name))
	}
	h.win.Content().Refresh()
	boardAt, boardSize := abs(e.board), e.board.Size()
	e.say(func() string { return "Saved to " + strings.Repeat("/a/long/folder", 10) + "/setup.toml" })
	h.win.Content().Refresh()
	if abs(e.board) != boardAt || e.board.Size() != boardSize {
		t.Errorf("a message moved the board from %v %v to %v %v", boardAt, boardSize, abs(e.board), e.board.Size())
	}
}

// twoTs is a draft ready to save: a T for each of two players.
func twoTs() Draft {
	d := NewDraft()
	d.Name = "Two Ts"
	d.Pieces[sq("a1")] = whiteT
	d.Pieces[sq("f6")] = terrace.Piece{Seat: 1, Size: 1, T: true}
	return d
}

// Delete asks first, naming the setup and its file: Cancel keeps it, and
// only Delete in the question deletes it.
func TestDeleteAsksFirst(t *testing.T) {
	e, h := open(t, twoTs(), "")
	e.Save(nil)
	file := e.File()
	test.Tap(e.deleteBtn)
	question := h.win.Canvas().Overlays().Top()
	if question == nil {
		t.Fatal("Delete asked nothing")
	}
	if l, _ := viewtest.LabelIn(question, "“Two Ts” (two-ts.toml) will be deleted from your setups."); l == nil {
		t.Error("the question does not name the setup and its file")
	}
	if _, err := os.Stat(file); err != nil {
		t.Fatalf("the file is gone before the answer: %v", err)
	}
	cancel := overlayButton(h.win, "Cancel")
	if cancel == nil || overlayButton(h.win, "Delete") == nil {
		t.Fatal("the question offers no Cancel and Delete")
	}
	test.Tap(cancel)
	if _, err := os.Stat(file); err != nil || e.File() != file || e.Dirty() || h.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("Cancel should keep everything: %v, file %q, dirty %v", err, e.File(), e.Dirty())
	}
	test.Tap(e.deleteBtn)
	test.Tap(overlayButton(h.win, "Delete"))
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("Delete in the question did not delete the file")
	}
	if !e.Dirty() || e.File() != "" || !strings.HasPrefix(e.Message(), "Deleted "+file) {
		t.Errorf("after deleting, the board holds an unsaved setup: dirty %v, file %q, message %q", e.Dirty(), e.File(), e.Message())
	}
}

// Delete stands apart from Save and Save as, at least a button's height
// away, in every language in a small window and a large one; its question
// shows all of its words.
func TestDeleteStandsApartFromSave(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	abs := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	for _, code := range []string{"en", "fr", "de"} {
		i18n.Use(code)
		for _, size := range []fyne.Size{{Width: 776, Height: 552}, {Width: 1100, Height: 736}} {
			e, h := open(t, twoTs(), "")
			h.win.Resize(size)
			e.Save(nil)
			what := code + ", " + sizeText(size)
			viewtest.Fits(t, h.win, what)
			d, dp := e.deleteBtn.Size(), abs(e.deleteBtn)
			for _, b := range []*widget.Button{e.saveBtn, e.saveAsBtn} {
				s, sp := b.Size(), abs(b)
				across := max(sp.X-(dp.X+d.Width), dp.X-(sp.X+s.Width), 0)
				down := max(sp.Y-(dp.Y+d.Height), dp.Y-(sp.Y+s.Height), 0)
				if gap := float32(math.Hypot(float64(across), float64(down))); gap < s.Height {
					t.Errorf("%s: %q is %.0f px from %q (%v and %v)", what, e.deleteBtn.Text, gap, b.Text, dp, sp)
				}
			}
			test.Tap(e.deleteBtn)
			viewtest.Fits(t, h.win, what+", the question before deleting")
		}
	}
}

// The problems read as a list, one a line beside "Not ready:"; placing the
// Ts one after another does not move the board under the mouse.
func TestProblemsOneALine(t *testing.T) {
	e, h := open(t, NewDraft(), "")
	h.win.Resize(fyne.NewSize(776, 552))
	e.players.SetSelected("4")
	e.name.SetText("")
	want := []string{"• The setup has no name", "• White has no T", "• Red has no T", "• Black has no T", "• Blue has no T"}
	if got := lines(e.problems); !slices.Equal(got, want) {
		t.Errorf("the problems read\n%q\nwant\n%q", got, want)
	}
	if l, _ := viewtest.LabelIn(e.left, "Not ready:"); l == nil {
		t.Error(`no "Not ready:" beside the problems`)
	}
	e.name.SetText("Four Ts")
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	boardAt, boardSize := abs(e.board), e.board.Size()
	for seat, square := range []string{"a1", "f1", "f6", "a6"} {
		choose(t, e, seat, 0)
		test.TapAt(e.board, at(e, square))
		if abs(e.board) != boardAt || e.board.Size() != boardSize {
			t.Fatalf("placing T %d moved the board from %v %v to %v %v", seat+1, boardAt, boardSize, abs(e.board), e.board.Size())
		}
	}
	if got := lines(e.problems); !slices.Equal(got, []string{"Ready to play and save."}) {
		t.Errorf("with a T each: %q", got)
	}
	if l, _ := viewtest.LabelIn(e.left, "Not ready:"); l != nil {
		t.Error(`"Not ready:" stays when the setup is ready`)
	}
}

// lines are the lines of words a label draws, as laid out.
func lines(l *widget.Label) []string { return shownWords(l) }
