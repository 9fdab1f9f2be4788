package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/keystest"
	"boardshelf/ui/view/viewtest"
)

// The whole life of a setup of one's own, with the mouse: designed from an
// empty board, saved, found in the picker after a restart, played, edited
// again and deleted.
func TestASetupOfOnesOwn(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	u.win.Resize(fyne.NewSize(1100, 720))
	test.Tap(u.picker.newSetup)
	e := u.editor
	if e == nil || u.win.Content() != e.Content() {
		t.Fatal("New setup should open the editor")
	}
	test.Tap(radio(t, u.win, "8x8"))
	test.Tap(radio(t, u.win, "4"))
	if d := e.Draft(); d.Size != 8 || len(d.Seats) != 4 {
		t.Fatalf("board %d, %d players", d.Size, len(d.Seats))
	}
	for seat, square := range []string{"b1", "a2", "g8", "h7"} {
		e.Choose(&terrace.Piece{Seat: seat, Size: 1, T: true})
		tap(e.Board(), square)
	}
	e.Choose(&terrace.Piece{Seat: 2, Size: 4})
	tap(e.Board(), "d5")
	name := e.NameField()
	u.win.Canvas().Focus(name)
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	test.Type(name, " for four")
	if e.Draft().Name != "My setup for four" || len(e.Draft().Problems()) != 0 {
		t.Fatalf("draft %q, problems %v", e.Draft().Name, e.Draft().Problems())
	}
	e.Save(nil)
	file := e.File()
	u.editor.ConfirmLeave(editorHost{u}.Close)
	u.win.Close()

	// After a restart the picker lists it beside the shipped setups.
	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	u.win.Resize(fyne.NewSize(1100, 720))
	found := -1
	for i, s := range u.picker.setups {
		if s.Name == "My setup for four" && s.User && s.File == file {
			found = i
		}
	}
	if found < 0 {
		t.Fatal("the saved setup is not in the picker")
	}
	u.picker.setupList.Select(found)
	test.Tap(u.picker.play)
	g, b := u.terrace(t)
	if g.Players() != 4 || g.Size() != 8 || b.Cell(sq("d5")).Piece == nil {
		t.Fatal("the game does not start from the saved position")
	}

	// Edit it again from the game, change it, save it in place.
	u.editSetup(u.play.Setup())
	e = u.editor
	e.Choose(&terrace.Piece{Seat: 0, Size: 2})
	tap(e.Board(), "c1")
	e.Save(nil)
	if e.File() != file {
		t.Errorf("saved to %q, not back to %q", e.File(), file)
	}
	e.Play()
	if u.play == nil || u.play.Game().(*terrace.Game).Size() != 8 {
		t.Fatal("Play in the editor should start the game")
	}
	u.showEditor() // Game > Back to the editor
	if u.win.Content() != e.Content() {
		t.Fatal("back to the editor")
	}
	e.Delete()
	viewtest.Press(t, u.win, "Delete")
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("the setup file is still there")
	}
	// The board still holds the deleted setup: leaving asks first.
	u.showPicker()
	if !strings.Contains(overlayText(u.win), "has changes that are not saved") {
		t.Fatalf("leaving with an unsaved draft: %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "Discard changes")
	if u.editor != nil || u.win.Content() != u.picker.content {
		t.Error("discarding should return to the picker")
	}
	for _, s := range u.picker.setups {
		if s.Name == "My setup for four" {
			t.Error("the deleted setup is still in the picker")
		}
	}
}

func TestQuittingWithUnsavedChangesAsks(t *testing.T) {
	u := start(t)
	test.Tap(u.picker.newSetup)
	u.editor.Choose(&terrace.Piece{Seat: 0, Size: 1, T: true})
	tap(u.editor.Board(), "a1")
	u.quit()
	if !strings.Contains(overlayText(u.win), "has changes that are not saved") {
		t.Fatalf("quitting with an unsaved draft: %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "Keep editing")
	if u.editor == nil {
		t.Error("Keep editing should keep the editor")
	}
}

// radio finds the radio button labelled text in the window.
func radio(t *testing.T, w fyne.Window, text string) fyne.Tappable {
	t.Helper()
	for _, o := range test.LaidOutObjects(w.Content()) {
		if g, ok := o.(*widget.RadioGroup); ok {
			for _, item := range test.LaidOutObjects(g) {
				if tappable, ok := item.(fyne.Tappable); ok && strings.Contains(test.RenderObjectToMarkup(item), ">"+text+"<") {
					return tappable
				}
			}
		}
	}
	t.Fatalf("no radio button %q", text)
	return nil
}

// The picker's Delete asks first, as the editor's does: Escape keeps the
// setup, Delete removes it.
func TestThePickersDeleteAsksFirst(t *testing.T) {
	a := newTestApp(t)
	dir := filepath.Join(userSetupsDir(a), "terrace")
	os.MkdirAll(dir, 0o755)
	s, _ := setups.Default.Load("terrace/short")
	file := filepath.Join(dir, "mine.toml")
	os.WriteFile(file, []byte(strings.Replace(string(s.Source), `name = "Short game"`, `name = "Mine"`, 1)), 0o644)
	u := Start(a, nil)
	t.Cleanup(u.win.Close)
	selectSetup(t, u.picker, "terrace/mine")
	test.Tap(u.picker.remove)
	if text := overlayText(u.win); !strings.Contains(text, "“Mine” (mine.toml) will be deleted") {
		t.Fatalf("the question: %q", text)
	}
	keystest.Press(u.win, "Escape")
	if _, err := os.Stat(file); err != nil {
		t.Fatal("Escape deleted the setup")
	}
	test.Tap(u.picker.remove)
	viewtest.Press(t, u.win, "Delete")
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Error("Delete left the setup")
	}
}
