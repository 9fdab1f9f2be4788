package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/prefs"
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
// folder) is a fresh temporary folder: the test app keeps it in TMPDIR. It
// speaks English, whatever the language of the machine the tests run on.
func newTestApp(t *testing.T) fyne.App {
	t.Setenv("TMPDIR", t.TempDir())
	a := test.NewTempApp(t)
	if uiWork != nil {
		// Another app of this test follows a shared game: the UI's work
		// of its goroutines goes on queueing with this app current.
		queueUIWork(t)
		a = fyne.CurrentApp()
	}
	prefs.Open(storagePath(a, "choices.json")).SetString(prefLanguage, "en")
	return a
}

func (u *App) terrace(t *testing.T) (*terrace.Game, *board.Board) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	return u.play.Game().(*terrace.Game), u.play.View().(*terraceview.View).Board()
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
	return textsOf(top)
}

// textsOf gathers the words of the labels and buttons laid out in o.
func textsOf(o fyne.CanvasObject) string {
	var texts []string
	for _, w := range test.LaidOutObjects(o) {
		switch w := w.(type) {
		case *widget.Label:
			texts = append(texts, w.Text)
		case *widget.Button:
			texts = append(texts, w.Text)
		}
	}
	return strings.Join(texts, "\n")
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
	if u.play == nil || u.play.Setup().ID != "terrace/three-player" || u.play.Game().Players() != 3 {
		t.Fatal("Play should start the chosen setup")
	}
	u.win.Close()
	again := Start(a, nil)
	if again.picker.setups[again.picker.chosen].ID != "terrace/three-player" {
		t.Errorf("the picker should offer the last setup played")
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
	if u.play == nil || u.play.Setup().ID != "terrace/corner" || !u.play.Setup().User {
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

// The setup chosen last is in sight when the picker opens, and the rows
// above it are not scrolled away.
func TestThePickerOpensOnTheChosenSetup(t *testing.T) {
	u := start(t)
	u.win.Resize(fyne.NewSize(1100, 760))
	if offset := u.picker.setupList.GetScrollOffset(); offset != 0 {
		t.Errorf("the first setup is chosen, but the list is scrolled %.0f px down", offset)
	}
}

// Several problems are listed one to a paragraph; a long path is shortened
// from the left to fit its line, the file's name always whole.
func TestProblemsOneALineWithTheirFilesWhole(t *testing.T) {
	a := newTestApp(t)
	dir := filepath.Join(userSetupsDir(a), "terrace")
	os.MkdirAll(dir, 0o755)
	names := []string{"first-broken-setup-of-a-long-name.toml", "second.toml", "third-one.toml"}
	for _, name := range names {
		os.WriteFile(filepath.Join(dir, name), []byte("game = \"terrace\"\nname = \"Broken\nsize = 6\n"), 0o644)
	}
	u := Start(a, nil)
	t.Cleanup(u.win.Close)
	u.win.Resize(fyne.NewSize(600, 560))
	u.picker.reported = nil
	u.picker.reload()
	var lines []*widget.Label
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, ".toml") {
			lines = append(lines, l)
		}
	}
	if len(lines) != len(names) {
		t.Fatalf("%d paragraphs for %d problems: %q", len(lines), len(names), overlayText(u.win))
	}
	for i, l := range lines {
		path := strings.Fields(l.Text)[0]
		if !strings.HasSuffix(path, string(filepath.Separator)+names[i]+",") || !strings.HasPrefix(path, "…") {
			t.Errorf("the problem begins %q, not the path shortened to %s", path, names[i])
		}
		if w := fyne.MeasureText(path, theme.TextSize(), l.TextStyle).Width; w > l.Size().Width-2*theme.InnerPadding() {
			t.Errorf("%s is %.0f px wide, its line %.0f: it breaks", path, w, l.Size().Width)
		}
	}
}
