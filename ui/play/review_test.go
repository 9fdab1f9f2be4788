package play

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/keystest"
)

// blunderGame is a short game of Terrace with one obvious blunder: White's
// third move, c1-d1, walks its T onto the square Black's 3 on e2 takes,
// where c1-d2 kept it. Black takes it, and the game is over.
func blunderGame(t *testing.T) (*App, *[]func()) {
	t.Helper()
	u, queue := startWith(t, writeSetup(t, twoSeats, `
		.  .  .  .  BT .
		.  .  .  .  .  .
		.  .  .  .  B3 W3
		W3 .  .  .  .  .
		.  .  .  .  B3 .
		.  WT .  .  .  .`))
	for _, m := range []string{"b1-c1", "e6-d6", "c1-d1", "e2xd1"} {
		u.play.Play(moveNamed(t, u.play.Game(), m))
	}
	if !u.play.Game().Status().Over {
		t.Fatal("the game did not end")
	}
	return u, queue
}

func moveNamed(t *testing.T, g rules.Game, name string) rules.Move {
	t.Helper()
	for _, m := range g.Moves() {
		if m.String() == name {
			return m
		}
	}
	t.Fatalf("no move %s", name)
	return nil
}

// dialogButton is the button of the dialog on top reading text.
func dialogButton(t *testing.T, u *App, text string) *widget.Button {
	t.Helper()
	return buttonIn(t, test.LaidOutObjects(u.win.Canvas().Overlays().Top()), text)
}

func buttonIn(t *testing.T, objects []fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, o := range objects {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("no button %q", text)
	return nil
}

// reviewed reviews the game just ended from the end dialog, running the
// review's work.
func reviewed(t *testing.T, u *App, queue *[]func()) {
	t.Helper()
	test.Tap(dialogButton(t, u, "Game review"))
	if u.win.Canvas().Overlays().Top() != nil {
		t.Error("the end dialog stays over the review")
	}
	if r := u.play.Reviewing(); r == nil || !r.Running() {
		t.Fatal("the review did not start")
	}
	step(t, queue)
	if r := u.play.Reviewing(); r == nil || r.Running() {
		t.Fatal("the review is not shown")
	}
}

// marksShown are the marks the move list shows, by row text.
func marksShown(u *App) map[string]string {
	out := map[string]string{}
	for _, o := range test.LaidOutObjects(u.play.moveList) {
		row, ok := o.(*fyne.Container)
		if !ok || len(row.Objects) != 3 {
			continue
		}
		label, isLabel := row.Objects[0].(*widget.Label)
		mark, isMark := row.Objects[2].(*canvas.Text)
		if isLabel && isMark && mark.Visible() && mark.Text != "" {
			out[label.Text] = mark.Text
		}
	}
	return out
}

// The review of a finished game plots every position's chances, marks
// the blunder in the move list and says what was best instead.
func TestTheReviewMarksTheBlunderAndPlotsTheGame(t *testing.T) {
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	panel := u.play.Reviewing()
	// The start and four moves, the last taking White's T.
	if got := panel.Plot().Positions(); got != 5 {
		t.Errorf("the plot draws %d positions, want 5", got)
	}
	marks := marksShown(u)
	if marks["3. White  c1-d1"] != "??" {
		t.Errorf("the move list's marks: %v", marks)
	}
	if len(marks) != 1 {
		t.Errorf("more moves marked than the blunder: %v", marks)
	}
	u.play.GoTo(3)
	if note := panel.Note(); !strings.Contains(note, "Blunder") || !strings.Contains(note, "Best was c1-d2") {
		t.Errorf("at the blunder the review says %q", note)
	}
	u.play.GoTo(4)
	if note := panel.Note(); strings.Contains(note, "Blunder") || !strings.Contains(note, "e2xd1") {
		t.Errorf("at Black's winning move the review says %q", note)
	}
}

// A click on a point of the plot shows that position on the board.
func TestClickingThePlotGoesToThatMove(t *testing.T) {
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	plot := u.play.Reviewing().Plot()
	if plot.Size().Width <= 0 {
		t.Fatal("the plot is not laid out")
	}
	for _, n := range []int{1, 3, 0} {
		test.TapAt(plot, plot.At(n, 0.5))
		if u.play.At() != n || plot.Shown() != n {
			t.Errorf("a click on position %d shows %d moves, the plot marks %d", n, u.play.At(), plot.Shown())
		}
	}
}

// Cancel stops the review under way at once: its work ends at the next
// position, nothing of it is shown, and the game can be reviewed again.
func TestCancelStopsTheReview(t *testing.T) {
	u, queue := blunderGame(t)
	var posted []func()
	u.play.post = func(f func()) {
		if len(posted) == 0 { // the first move judged: the player cancels
			test.Tap(buttonIn(t, test.LaidOutObjects(u.play.Content()), "Cancel"))
		}
		posted = append(posted, f)
	}
	u.play.StartReview()
	step(t, queue) // the review's work, cancelled as it runs
	if u.play.Reviewing() != nil {
		t.Fatal("the review is still on screen after Cancel")
	}
	// Four moves to judge: four progresses and the end, had it gone on.
	if len(posted) > 2 {
		t.Errorf("the review went on after Cancel: %d answers", len(posted))
	}
	for _, f := range posted {
		f()
	}
	if u.play.Reviewing() != nil || len(marksShown(u)) != 0 {
		t.Error("the cancelled review came back")
	}
	if !u.play.CanReview() {
		t.Error("the game cannot be reviewed again")
	}
}

// Learning from White's mistakes steps to the blunder, takes the best
// move, refuses a bad one, and never changes the game.
func TestLearningFromMistakesJudgesTriesWithoutPlayingThem(t *testing.T) {
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	line := lineOf(u.play)
	u.play.StartLearning(0)
	if u.play.At() != 2 {
		t.Fatalf("learning shows the position after %d moves, want 2 (before c1-d1)", u.play.At())
	}
	_, b := u.terrace(t)
	panel := u.play.Reviewing()
	for _, try := range []struct{ from, to, says string }{
		{"c1", "d2", "Well found: c1-d2 is the engine's best move."},
		{"f4", "f3", "Not quite: f4-f3 loses"},
	} {
		tap(b, try.from)
		tap(b, try.to)
		step(t, queue)
		if note := panel.Note(); !strings.HasPrefix(note, try.says) {
			t.Errorf("after %s-%s the review says %q", try.from, try.to, note)
		}
		if lineOf(u.play) != line || u.play.At() != 2 {
			t.Errorf("the try changed the game: %q at %d", lineOf(u.play), u.play.At())
		}
	}
	test.Tap(buttonIn(t, test.LaidOutObjects(u.play.Content()), "Stop"))
	if panel.Learning() {
		t.Error("Stop did not end the learning")
	}
}

// reshow makes the screen anew in the language now spoken, as the app
// does after a change of language: a new screen of the same game takes
// over from the old one, which is then left.
func reshow(t *testing.T, u *App) {
	t.Helper()
	old := u.play
	p := &Screen{host: u, kind: old.kind, spawn: old.spawn, steps: old.steps, post: old.post}
	if err := p.open(Begin{Setup: old.Setup(), Game: old.Game(), Line: old.Line(), At: old.At(), Players: old.Players(), Shown: old.Shown()}); err != nil {
		t.Fatal(err)
	}
	p.TakeOver(old)
	old.Leave()
	u.play = p
	u.win.SetContent(p.Content())
}

// A review under way goes on when the language changes: the new screen
// shows its progress, then the review in the new words, from the same
// work; nothing is judged again.
func TestARunningReviewSurvivesALanguageChange(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u, queue := blunderGame(t)
	var posted []func()
	u.play.post = func(f func()) { posted = append(posted, f) }
	test.Tap(dialogButton(t, u, "Game review"))
	step(t, queue) // the review's work: its answers wait in posted
	if len(posted) < 3 {
		t.Fatalf("the review answered %d times", len(posted))
	}
	posted[0]() // the first move judged
	i18n.Use("de")
	reshow(t, u)
	r := u.play.Reviewing()
	if r == nil || !r.Running() {
		t.Fatal("the review under way went with the language change")
	}
	if _, ok := findLabel(u.play.Content(), "Die Partie wird analysiert…"); !ok {
		t.Error("the review under way does not speak German")
	}
	for _, f := range posted[1:] {
		f()
	}
	if len(*queue) != 0 {
		t.Errorf("the game was judged again: %d pieces of work", len(*queue))
	}
	r = u.play.Reviewing()
	if r == nil || r.Running() || r.Plot().Positions() != 5 {
		t.Fatal("the review is not shown on the new screen")
	}
	u.play.GoTo(3)
	if !strings.HasPrefix(r.Note(), "Grober Fehler: c1-d1") {
		t.Errorf("at the blunder the review says %q", r.Note())
	}
}

// Learning from one's mistakes goes on at the same mistake after a change
// of language.
func TestLearningSurvivesALanguageChange(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	u.play.StartLearning(0)
	i18n.Use("de")
	reshow(t, u)
	r := u.play.Reviewing()
	if r == nil || !r.Learning() || u.play.At() != 2 || !strings.HasPrefix(r.Note(), "Fehler 1 von 1") {
		t.Errorf("after the change: learning %v, at %d, the note %q", r != nil && r.Learning(), u.play.At(), r.Note())
	}
}

// findLabel is the label reading text laid out in o.
func findLabel(o fyne.CanvasObject, text string) (*widget.Label, bool) {
	for _, w := range test.LaidOutObjects(o) {
		if l, ok := w.(*widget.Label); ok && l.Text == text {
			return l, true
		}
	}
	return nil, false
}

// A try while learning shows on the board as an arrow at once, and the
// engine's better move as an arrow of another colour with the verdict;
// the best move found is one arrow. Neither is played, and they go when
// another position is shown.
func TestATryShowsOnTheBoardBesideTheEnginesAnswer(t *testing.T) {
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	line := lineOf(u.play)
	u.play.StartLearning(0)
	_, b := u.terrace(t)
	arrow := func(from, to string, c color.NRGBA) board.Marking {
		return board.Marking{Shape: board.Arrow, From: sq(from), To: sq(to), Colour: c}
	}
	tap(b, "f4")
	tap(b, "f3")
	if got := b.Markings(); !slices.Equal(got, []board.Marking{arrow("f4", "f3", tryArrow)}) {
		t.Errorf("while the try is judged the board shows %+v", got)
	}
	if got := marked(b); len(got) != 0 {
		t.Errorf("the piece tried stays chosen, its moves marked: %v", got)
	}
	step(t, queue)
	want := []board.Marking{arrow("f4", "f3", tryArrow), arrow("c1", "d2", answerArrow)}
	if got := b.Markings(); !slices.Equal(got, want) || tryArrow == answerArrow {
		t.Errorf("after the verdict the board shows %+v, want %+v", got, want)
	}
	if !strings.HasPrefix(u.play.Reviewing().Note(), "Not quite: f4-f3 loses") {
		t.Errorf("the words went: %q", u.play.Reviewing().Note())
	}
	if lineOf(u.play) != line || u.play.At() != 2 {
		t.Errorf("the try was played: %q at %d", lineOf(u.play), u.play.At())
	}
	u.play.GoTo(3)
	if got := b.Markings(); len(got) != 0 {
		t.Errorf("another position shows the try: %+v", got)
	}
	u.play.GoTo(2)
	tap(b, "c1")
	tap(b, "d2")
	step(t, queue)
	if got := b.Markings(); !slices.Equal(got, []board.Marking{arrow("c1", "d2", answerArrow)}) {
		t.Errorf("the best move found shows %+v", got)
	}
	u.play.StopLearning()
	if got := b.Markings(); len(got) != 0 {
		t.Errorf("the try stayed once learning stopped: %+v", got)
	}
}

// Once clicked, the plot takes Left, Right, Home and End on the play
// screen: they step through the game shown on the board.
func TestThePlotStepsThroughTheGameOnTheScreen(t *testing.T) {
	u, queue := blunderGame(t)
	reviewed(t, u, queue)
	plot := u.play.Reviewing().Plot()
	test.TapAt(plot, plot.At(3, 0.5))
	if u.win.Canvas().Focused() != plot {
		t.Fatalf("a click on the plot gave the keys to %T", u.win.Canvas().Focused())
	}
	for _, k := range []struct {
		key  string
		want int
	}{{"Left", 2}, {"Home", 0}, {"Right", 1}, {"End", 4}} {
		keystest.Press(u.win, k.key)
		if u.play.At() != k.want || plot.Shown() != k.want {
			t.Errorf("%s shows %d moves, the plot marks %d; want %d", k.key, u.play.At(), plot.Shown(), k.want)
		}
	}
}
