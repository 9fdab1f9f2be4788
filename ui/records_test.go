package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
	"boardshelf/ui/view/viewtest"
)

func lineOf(p *play.Screen) string {
	var parts []string
	for _, m := range p.Line() {
		parts = append(parts, m.Move.String())
	}
	return strings.Join(parts, " ")
}

func legalOf(g rules.Game) string {
	var parts []string
	for _, m := range g.Moves() {
		parts = append(parts, m.String())
	}
	return strings.Join(parts, " ")
}

// playRandom plays n seeded random legal moves through the play screen,
// as clicks would (die rolls included).
func playRandom(t *testing.T, p *play.Screen, n int, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	for range n {
		moves := p.Game().Moves()
		if len(moves) == 0 {
			return
		}
		p.Play(moves[r.IntN(len(moves))])
	}
}

func TestSaveAndOpenAGame(t *testing.T) {
	for _, setup := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic-4"} {
		t.Run(setup, func(t *testing.T) {
			u := start(t, setup)
			if u.play == nil {
				t.Fatalf("%s does not start", setup)
			}
			playRandom(t, u.play, 12, 5)
			name := filepath.Join(t.TempDir(), "game"+recordExt)
			u.writeRecord(u.play, name)
			want, wantLegal := lineOf(u.play), legalOf(u.play.Game())

			u.showPicker()
			u.openFile(name)
			if u.play == nil || lineOf(u.play) != want || legalOf(u.play.Game()) != wantLegal || u.play.File() != name {
				t.Fatalf("opened %q, want %q", lineOf(u.play), want)
			}
			if u.recent()[0] != name {
				t.Error("the file is not first among the recent files")
			}
		})
	}
}

// Save as over an existing record, through the save dialog as a player
// uses it, writes the game through the dialog's writer.
func TestSaveAsOverAnExistingRecord(t *testing.T) {
	u := start(t, "terrace/long")
	playRandom(t, u.play, 3, 4)
	name := filepath.Join(t.TempDir(), "game.toml")
	u.writeRecord(u.play, name)
	playRandom(t, u.play, 2, 5)
	want := lineOf(u.play)

	u.saveGameAs() // opens in the folder of the game's file, with its name
	viewtest.Press(t, u.win, "Save")
	viewtest.Press(t, u.win, "Yes") // overwrite
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := records.Decode(name, data)
	if err != nil || strings.Join(r.Moves, " ") != want {
		t.Errorf("the file holds %v (%v), want the moves %q", r, err, want)
	}
	if !strings.Contains(u.play.Message(), "Saved to "+name) {
		t.Errorf("the status line says %q", u.play.Message())
	}
}

// A record dropped onto the window opens, like one opened from the menu;
// a file of another kind is refused in words.
func TestDroppingARecordOntoTheWindow(t *testing.T) {
	u := start(t, "terachess/standard")
	playRandom(t, u.play, 4, 8)
	name := filepath.Join(t.TempDir(), "dropped"+recordExt)
	u.writeRecord(u.play, name)
	want := lineOf(u.play)
	u.showPicker()
	u.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(filepath.Join(t.TempDir(), "photo.png"))})
	if !strings.Contains(overlayText(u.win), "photo.png: Boardshelf opens game records") {
		t.Errorf("dropping a picture says %q", overlayText(u.win))
	}
	u.win.Canvas().Overlays().Top().Hide()
	u.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(name)})
	if u.play == nil || lineOf(u.play) != want {
		t.Errorf("the dropped record did not open: %v", u.play != nil)
	}
}

func TestBadRecordsLeaveTheGameAlone(t *testing.T) {
	u := start(t, "terrace/long")
	playRandom(t, u.play, 6, 9)
	dir := t.TempDir()
	good := filepath.Join(dir, "good.toml")
	u.writeRecord(u.play, good)
	data, _ := os.ReadFile(good)
	text := string(data)
	before, screen := lineOf(u.play), u.play
	for _, tc := range []struct{ name, text, want string }{
		{"illegal", strings.Replace(text, `"`+screen.Line()[2].Move.String()+`"`, `"a1-a6"`, 1), "move 3 (a1-a6) cannot be played"},
		{"no setup", text[:strings.Index(text, "setup = '''")], "the record holds no setup"},
		{"broken", strings.Replace(text, "moves = [", "moves = [[", 1), "line"},
		{"truncated", text[:len(text)*2/3], "bad.toml"},
	} {
		bad := filepath.Join(dir, "bad.toml")
		os.WriteFile(bad, []byte(tc.text), 0o644)
		u.openFile(bad)
		viewtest.Press(t, u.win, "Yes") // put the game under way aside
		if msg := overlayText(u.win); !strings.Contains(msg, tc.want) {
			t.Errorf("%s: dialog says %q, want %q", tc.name, msg, tc.want)
		}
		if u.play != screen || lineOf(u.play) != before {
			t.Errorf("%s: the game on screen changed", tc.name)
		}
		u.win.Canvas().Overlays().Top().Hide()
	}
}

// Opening a file while a game is under way asks first; the game put aside
// is still offered by Continue last game, until a move is played in the
// game opened.
func TestOpeningAFileAsksAndKeepsTheGameToContinue(t *testing.T) {
	u := start(t, "terrace/long")
	playRandom(t, u.play, 4, 1)
	other := filepath.Join(t.TempDir(), "other.toml")
	u.writeRecord(u.play, other)
	playRandom(t, u.play, 2, 2)
	underWay, screen := lineOf(u.play), u.play

	u.openFile(other)
	if !strings.Contains(overlayText(u.win), "put aside") {
		t.Fatalf("opening a file did not ask first: %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "No")
	if u.play != screen || lineOf(u.play) != underWay {
		t.Fatal("the game under way changed although the player said no")
	}
	u.openFile(other)
	viewtest.Press(t, u.win, "Yes")
	if u.play == screen || len(u.play.Line()) != 4 {
		t.Fatalf("the file was not opened: %q", lineOf(u.play))
	}
	u.showPicker()
	if !u.picker.resume.Visible() {
		t.Fatal("Continue last game is not offered after a file was opened")
	}
	u.resume()
	if lineOf(u.play) != underWay {
		t.Errorf("Continue last game brought back %q, want the game put aside %q", lineOf(u.play), underWay)
	}
}

// An autosave that cannot be read is said, and kept aside rather than
// overwritten by the next game's.
func TestADamagedAutosaveIsSaidAndKeptAside(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, []string{"terrace/short"})
	playRandom(t, u.play, 3, 1)
	name := u.autosavePath()
	u.win.Close()
	data, _ := os.ReadFile(name)
	damaged := strings.Replace(string(data), "moves = [", "moves = [\n  \"z9-z10\",", 1)
	os.WriteFile(name, []byte(damaged), 0o644)

	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	said := overlayText(u.win)
	if !strings.Contains(said, "cannot be continued") || !strings.Contains(said, "move 1 (z9-z10)") || !strings.Contains(said, "kept aside as autosave-damaged-") {
		t.Fatalf("the damaged autosave was not explained: %q", said)
	}
	kept, _ := filepath.Glob(filepath.Join(filepath.Dir(name), "autosave-damaged-*.toml"))
	if len(kept) != 1 {
		t.Fatalf("the damaged autosave was not kept aside: %v", kept)
	}
	if data, _ := os.ReadFile(kept[0]); string(data) != damaged {
		t.Error("the file kept aside is not the damaged autosave")
	}
}

// A restart shows exactly the position that was on screen: the moves taken
// back are not played again, and can still be redone.
func TestARestartShowsThePositionOnScreen(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, []string{"terrace/short"})
	playRandom(t, u.play, 5, 3)
	line := lineOf(u.play)
	u.play.Undo()
	u.play.Undo()
	u.win.Close() // as if the app crashed

	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	if !strings.Contains(overlayText(u.win), "left after 3 moves") {
		t.Fatalf("the offer to continue says %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "Yes")
	p := u.play
	if p.At() != 3 || len(p.Game().(interface{ History() []rules.Move }).History()) != 3 || lineOf(p) != line {
		t.Fatalf("resumed at move %d of %q, want 3 of %q", p.At(), lineOf(p), line)
	}
	p.Redo()
	p.Redo()
	if p.At() != 5 {
		t.Errorf("the moves taken back cannot be redone: at %d", p.At())
	}
}

func TestResumeAfterARestart(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, []string{"terrace/short"})
	playRandom(t, u.play, 5, 3)
	want := lineOf(u.play)
	u.win.Close() // as if the app crashed: nothing but the autosave is left

	u = Start(a, nil)
	if !strings.Contains(overlayText(u.win), "Your game of Terrace was left after 5 moves") {
		t.Fatalf("the app should offer to continue: %q", overlayText(u.win))
	}
	viewtest.Press(t, u.win, "Yes")
	if u.play == nil || lineOf(u.play) != want {
		t.Fatalf("resumed %v", u.play != nil)
	}
	u.play.Play(rules.Resign) // a finished game is not offered again
	u.win.Close()
	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("a finished game should not be offered")
	}
}

func TestCopyAndPastePositions(t *testing.T) {
	u := start(t, "terachess/standard")
	playRandom(t, u.play, 4, 1)
	menuItem(t, u, "Copy the position (FEN)").Action()
	fen := u.fyne.Clipboard().Content()
	if !strings.HasSuffix(fen, " w -") && !strings.Contains(fen, " w ") {
		t.Fatalf("clipboard: %q", fen)
	}
	entry, play, problem := positionDialog(t, u)
	entry.SetText("k15/16 w -")
	if !strings.Contains(problem.Text, "16 ranks expected") {
		t.Errorf("a bad position: %q", problem.Text)
	}
	entry.SetText(fen)
	test.Tap(play)
	if legalOf(u.play.Game()) == "" || u.play.Game().Turn() != 0 || len(u.play.Line()) != 0 {
		t.Error("the pasted position should be playable, white to move")
	}
	u.play.CopyMoves()
	if u.fyne.Clipboard().Content() != "" {
		t.Error("a new game has no moves to copy")
	}
}

// positionDialog opens Game > Terachess from a position, and finds the
// dialog's entry, its Play button and its line of problems.
func positionDialog(t *testing.T, u *App) (*modal.Entry, *widget.Button, *widget.Label) {
	t.Helper()
	menuItem(t, u, "Terachess from a position…").Action()
	var entry *modal.Entry
	var play *widget.Button
	var problem *widget.Label
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		switch o := o.(type) {
		case *modal.Entry:
			entry = o
		case *widget.Button:
			if o.Text == "Play" {
				play = o
			}
		case *widget.Label:
			if o.Importance == widget.DangerImportance {
				problem = o
			}
		}
	}
	if entry == nil || play == nil || problem == nil {
		t.Fatal("the dialog lacks its entry, Play button or problem line")
	}
	return entry, play, problem
}

// menuItem finds an item of the window's menus by its label.
func menuItem(t *testing.T, u *App, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range u.win.MainMenu().Items {
		for _, item := range m.Items {
			if item.Label == label {
				return item
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// A half-played Chess Race game is saved, the app quits, comes back, resumes
// it, goes back to the third move and plays on from there.
func TestChessRaceResumedAndContinuedFromTheThirdMove(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, []string{"chessrace/classic-4"})
	if u.play == nil {
		t.Fatal("chessrace/classic-4 did not start")
	}
	playRandom(t, u.play, 20, 11)
	name := filepath.Join(t.TempDir(), "race.toml")
	u.writeRecord(u.play, name)
	saved := lineOf(u.play)
	if strings.Count(saved, "roll") == 0 {
		t.Fatalf("the game should include die rolls: %q", saved)
	}
	u.quit()
	u.win.Close()

	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	// The offer counts the players' moves and the rolls of the die apart,
	// as many in all as the move list shows.
	rolls := strings.Count(saved, "roll:")
	if want := fmt.Sprintf("left after %d moves and %d rolls of the die", 20-rolls, rolls); rolls == 0 || !strings.Contains(overlayText(u.win), want) {
		t.Errorf("the offer says %q, want %q", overlayText(u.win), want)
	}
	viewtest.Press(t, u.win, "Yes")
	if u.play == nil || lineOf(u.play) != saved {
		t.Fatal("the resumed game differs from the one left")
	}
	u.play.GoTo(3) // a click on the third move
	if u.play.At() != 3 {
		t.Fatalf("at move %d", u.play.At())
	}
	// Play on from there: the line's own next move keeps the line, any
	// other starts a new one that Undo takes back.
	next := u.play.Game().Moves()[0]
	u.play.Play(next)
	if u.play.At() != 4 || u.play.Line()[3].Move.String() != next.String() {
		t.Fatalf("playing on from move 3: %q", lineOf(u.play))
	}
	if lineOf(u.play) != saved {
		u.play.Undo()
		if lineOf(u.play) != saved {
			t.Error("undo should bring back the saved line")
		}
	}
	u.openFile(name)
	if lineOf(u.play) != saved {
		t.Error("the saved file holds a different game")
	}
}

// The position dialog says nothing until there is something to judge, and
// Play waits for a position that can be played.
func TestPositionDialog(t *testing.T) {
	u := start(t, "terachess/standard")
	fen := u.play.Game().(*terachess.Game).FEN()
	u.fyne.Clipboard().SetContent("")
	entry, play, problem := positionDialog(t, u)
	if problem.Text != "" || !play.Disabled() {
		t.Errorf("before anything is pasted: problem %q, Play enabled %v", problem.Text, !play.Disabled())
	}
	entry.SetText("k15/16 w -")
	if !strings.Contains(problem.Text, "16 ranks expected") || !play.Disabled() {
		t.Errorf("a bad position: problem %q, Play enabled %v", problem.Text, !play.Disabled())
	}
	entry.SetText(fen)
	if problem.Text != "" || play.Disabled() {
		t.Errorf("a good position: problem %q, Play enabled %v", problem.Text, !play.Disabled())
	}
	test.Tap(play)
	if u.play == nil || u.play.Setup().ID != "terachess/pasted" || u.win.Canvas().Overlays().Top() != nil {
		t.Error("Play should start the pasted position and close the dialog")
	}
}

// A file is a record or a setup by what it holds: a damaged or foreign
// .boardshelf file, given on the command line, opened or dropped, is said
// to be no Boardshelf record, with its line, and never taken for a setup's
// id; a record under another name opens as a record.
func TestDamagedAndForeignRecordsAreSaidToBeNone(t *testing.T) {
	dir := t.TempDir()
	u := start(t, "terrace/short")
	playRandom(t, u.play, 4, 3)
	record := string(records.Encode(u.play.Record()))
	noise := make([]byte, 400)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise {
		noise[i] = byte(rng.Uint32())
	}
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(text), 0o644)
		return path
	}
	for _, tc := range []struct{ name, text, want string }{
		{"noise.boardshelf", string(noise), "noise.boardshelf is not a Boardshelf game record: line "},
		{"truncated.boardshelf", record[:len(record)/2], "truncated.boardshelf is not a Boardshelf game record: line "},
		{"setup.boardshelf", "game = \"terrace\"\nname = \"x\"\n", "setup.boardshelf is not a Boardshelf game record: "},
		{"monopoly.boardshelf", strings.Replace(record, `game = "terrace"`, `game = "monopoly"`, 1), "monopoly.boardshelf, line 2: the record is of monopoly"},
	} {
		path := write(tc.name, tc.text)
		opened := map[string]func() *App{
			"command line": func() *App { return start(t, path) },
			"Open":         func() *App { v := start(t); v.openFile(path); return v },
			"drop": func() *App {
				v := start(t)
				v.dropped(fyne.NewPos(10, 10), []fyne.URI{storage.NewFileURI(path)})
				return v
			},
		}
		for how, open := range opened {
			v := open()
			text := overlayText(v.win)
			if !strings.Contains(text, tc.want) || strings.Contains(text, "there is no setup") {
				t.Errorf("%s by %s: the dialog says %q, want %q", tc.name, how, text, tc.want)
			}
			if v.play != nil {
				t.Errorf("%s by %s: a game was opened", tc.name, how)
			}
		}
	}
	for _, name := range []string{"game.toml", "game-without-extension"} {
		v := start(t, write(name, record))
		if v.play == nil || len(v.play.Line()) != 4 {
			t.Errorf("the record %s did not open as a record: %q", name, overlayText(v.win))
		}
	}
}
