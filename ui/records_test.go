package ui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
)

// playRandom plays n seeded random legal moves through the play screen,
// as clicks would (die rolls included).
func playRandom(t *testing.T, p *playScreen, n int, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	for range n {
		moves := p.game.Moves()
		if len(moves) == 0 {
			return
		}
		p.Play(moves[r.IntN(len(moves))])
	}
}

func lineOf(p *playScreen) string {
	var parts []string
	for _, m := range p.hist.Line() {
		parts = append(parts, m.move.String())
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

func TestSaveAndOpenAGame(t *testing.T) {
	for _, setup := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic-4"} {
		t.Run(setup, func(t *testing.T) {
			u := start(t, setup)
			if u.play == nil {
				t.Fatalf("%s does not start", setup)
			}
			playRandom(t, u.play, 12, 5)
			name := filepath.Join(t.TempDir(), "game.toml")
			u.writeRecord(u.play, name)
			want, wantLegal := lineOf(u.play), legalOf(u.play.game)

			u.showPicker()
			u.openFile(name)
			if u.play == nil || lineOf(u.play) != want || legalOf(u.play.game) != wantLegal || u.play.file != name {
				t.Fatalf("opened %q, want %q", lineOf(u.play), want)
			}
			if u.recent()[0] != name {
				t.Error("the file is not first among the recent files")
			}
		})
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
		{"illegal", strings.Replace(text, `"`+screen.hist.Line()[2].move.String()+`"`, `"a1-a6"`, 1), "move 3 (a1-a6) cannot be played"},
		{"no setup", text[:strings.Index(text, "setup = '''")], "the record holds no setup"},
		{"broken", strings.Replace(text, "moves = [", "moves = [[", 1), "line"},
		{"truncated", text[:len(text)*2/3], "bad.toml"},
	} {
		bad := filepath.Join(dir, "bad.toml")
		os.WriteFile(bad, []byte(tc.text), 0o644)
		u.openFile(bad)
		if msg := overlayText(u.win); !strings.Contains(msg, tc.want) {
			t.Errorf("%s: dialog says %q, want %q", tc.name, msg, tc.want)
		}
		if u.play != screen || lineOf(u.play) != before {
			t.Errorf("%s: the game on screen changed", tc.name)
		}
		u.win.Canvas().Overlays().Top().Hide()
	}
}

func TestBrowsingTheMoves(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	for _, m := range []string{"c2-d3", "e5-e4", "d1-e3", "b5-b4", "c1-c3"} {
		mv, err := rules.ParseMove(p.game, m)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(mv)
	}
	_, b := u.terrace(t)
	p.moveList.Select(1) // the position after e5-e4
	if p.hist.At() != 2 || b.Cell(sq("e4")).Piece == nil || b.Cell(sq("e3")).Piece != nil {
		t.Fatalf("clicking move 2 should show the position after it: at %d", p.hist.At())
	}
	key := func(name fyne.KeyName) { u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyHome)
	if p.hist.At() != 0 || b.Cell(sq("c2")).Piece == nil {
		t.Error("Home should show the start")
	}
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	key(fyne.KeyLeft)
	if p.hist.At() != 2 {
		t.Errorf("three steps forward and one back: at %d", p.hist.At())
	}
	key(fyne.KeyEnd)
	if p.hist.At() != 5 || p.status.Text != "Black to move" {
		t.Errorf("End: at %d, %q", p.hist.At(), p.status.Text)
	}
	// A new move from move 2 starts a new line; Undo brings the old one back.
	p.goTo(2)
	tap(b, "a2")
	tap(b, "a3")
	if lineOf(p) != "c2-d3 e5-e4 a2-a3" {
		t.Errorf("the new line: %q", lineOf(p))
	}
	p.undo()
	if lineOf(p) != "c2-d3 e5-e4 d1-e3 b5-b4 c1-c3" || p.hist.At() != 2 {
		t.Errorf("undo should bring back the old line: %q at %d", lineOf(p), p.hist.At())
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
	tapOverlayButton(t, u.win, "Yes")
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
	u.play.copyFEN()
	fen := u.fyne.Clipboard().Content()
	if !strings.HasSuffix(fen, " w -") && !strings.Contains(fen, " w ") {
		t.Fatalf("clipboard: %q", fen)
	}
	s, err := fenSetup(fen)
	if err != nil {
		t.Fatal(err)
	}
	u.startGame(s)
	if legalOf(u.play.game) == "" || u.play.game.Turn() != 0 {
		t.Error("the pasted position should be playable, white to move")
	}
	if _, err := fenSetup("k15/16 w -"); err == nil || !strings.Contains(err.Error(), "16 ranks expected") {
		t.Errorf("a bad position: %v", err)
	}
	u.play.copyMoves()
	if u.fyne.Clipboard().Content() != "" {
		t.Error("a new game has no moves to copy")
	}
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
	// The offer counts the players' moves, not the rolls of the die.
	rolls := strings.Count(saved, "roll:")
	if want := fmt.Sprintf("left after %d moves", 20-rolls); rolls == 0 || !strings.Contains(overlayText(u.win), want) {
		t.Errorf("the offer says %q, want %q", overlayText(u.win), want)
	}
	tapOverlayButton(t, u.win, "Yes")
	if u.play == nil || lineOf(u.play) != saved {
		t.Fatal("the resumed game differs from the one left")
	}
	u.play.moveList.Select(2) // the third move
	if u.play.hist.At() != 3 {
		t.Fatalf("at move %d", u.play.hist.At())
	}
	// Play on from there: the line's own next move keeps the line, any
	// other starts a new one that Undo takes back.
	next := u.play.game.Moves()[0]
	u.play.Play(next)
	if u.play.hist.At() != 4 || u.play.hist.Line()[3].move.String() != next.String() {
		t.Fatalf("playing on from move 3: %q", lineOf(u.play))
	}
	if lineOf(u.play) != saved {
		u.play.undo()
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
	fen := u.play.game.(*terachess.Game).FEN()
	u.fyne.Clipboard().SetContent("")
	u.askFEN()
	var entry *widget.Entry
	var play *widget.Button
	var problem *widget.Label
	for _, o := range test.LaidOutObjects(u.win.Canvas().Overlays().Top()) {
		switch o := o.(type) {
		case *widget.Entry:
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
	if u.play == nil || u.play.setup.ID != "terachess/pasted" || u.win.Canvas().Overlays().Top() != nil {
		t.Error("Play should start the pasted position and close the dialog")
	}
}
