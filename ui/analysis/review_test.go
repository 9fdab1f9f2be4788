package analysis

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	judged "boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/ui/keystest"
)

// named is a move known by its notation alone.
type named string

func (m named) String() string { return string(m) }

var _ rules.Move = named("")

// chessRaceLike is a review of a game with a roll: Yellow rolls (luck
// against it), plays the best move, then Red blunders and Yellow plays an
// inaccuracy.
func chessRaceLike() judged.Review {
	return judged.Review{Game: "chessrace", Moves: []judged.Reviewed{
		{Ply: 0, Seat: 0, Roll: true, Move: named("roll K"), Before: []float64{0.5, 0.5}, After: []float64{0.4, 0.6}},
		{Ply: 1, Seat: 0, Move: named("a1-a2"), Before: []float64{0.4, 0.6}, After: []float64{0.42, 0.58},
			Judged: true, Best: named("a1-a2"), BestAfter: []float64{0.42, 0.58}},
		{Ply: 2, Seat: 1, Move: named("h8-h1"), Before: []float64{0.42, 0.58}, After: []float64{0.8, 0.2},
			Judged: true, Best: named("h8-h7"), BestAfter: []float64{0.4, 0.6}, Loss: 0.4, Class: judged.Blunder},
		{Ply: 3, Seat: 0, Move: named("a2-a3"), Before: []float64{0.8, 0.2}, After: []float64{0.68, 0.32},
			Judged: true, Best: named("b1-b2"), BestAfter: []float64{0.8, 0.2}, Loss: 0.12, Class: judged.Inaccuracy},
	}, Seats: []judged.Summary{{Luck: -0.1, Lost: 0.12, Inaccuracies: 1}, {Luck: 0.1, Lost: 0.4, Blunders: 1}}}
}

func newPanel(t *testing.T) (*ReviewPanel, *int) {
	t.Helper()
	p, went, _ := newPanelOf(t, chessRaceLike())
	return p, went
}

// newPanelOf shows r on a panel, telling which position it went to and
// whose mistakes it learns from.
func newPanelOf(t *testing.T, r judged.Review) (*ReviewPanel, *int, *int) {
	t.Helper()
	p, went, learner, _ := panelInWindow(t, r)
	return p, went, learner
}

// panelInWindow is newPanelOf with its window. Going to a position shows
// it, as the play screen does.
func panelInWindow(t *testing.T, r judged.Review) (*ReviewPanel, *int, *int, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	went, learner := new(int), new(int)
	*went, *learner = -1, -1
	var p *ReviewPanel
	p = NewReviewPanel([]Seat{{"Yellow", color.NRGBA{0xe9, 0xbb, 0x30, 0xff}}, {"Red", color.NRGBA{0xc4, 0x3a, 0x2f, 0xff}}}, ReviewHooks{
		GoTo: func(n int) { *went = n; p.SetShown(n) }, MoveText: func(_ int, m rules.Move) string { return m.String() },
		Cancel: func() {}, Close: func() {}, Learn: func(seat int) { *learner = seat }})
	p.Show(r, 0)
	w := test.NewWindow(container.New(stacked{}, p.Summary(), p.Object()))
	w.Resize(fyne.NewSize(300, 400))
	t.Cleanup(w.Close)
	return p, went, learner, w
}

// stacked puts the summary over the rest, as the play screen does.
type stacked struct{}

func (stacked) MinSize(o []fyne.CanvasObject) fyne.Size {
	a, b := o[0].MinSize(), o[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), a.Height+b.Height)
}

func (stacked) Layout(o []fyne.CanvasObject, size fyne.Size) {
	h := o[0].MinSize().Height
	o[0].Resize(fyne.NewSize(size.Width, h))
	o[1].Move(fyne.NewPos(0, h))
	o[1].Resize(fyne.NewSize(size.Width, size.Height-h))
}

// What the review says of each move shown: a roll's luck, the best move,
// a blunder's loss and the best move instead.
func TestTheNoteOfEachMove(t *testing.T) {
	p, _ := newPanel(t)
	for n, want := range []string{
		"Click the plot to go to a move.",
		"roll K: luck for Yellow, −10.",
		"a1-a2: the best move.",
		"Blunder: h8-h1 lost 40 points of chance. Best was h8-h7.",
		"Inaccuracy: a2-a3 lost 12 points of chance. Best was b1-b2.",
	} {
		p.SetShown(n)
		if p.Note() != want {
			t.Errorf("after %d moves the note reads %q, want %q", n, p.Note(), want)
		}
	}
}

// The plot draws every position, a dot of the mark's colour on the
// mover's line for each marked move, and a click goes to the position
// under it.
func TestThePlotMarksAndGoes(t *testing.T) {
	p, went := newPanel(t)
	plot := p.Plot()
	if plot.Positions() != 5 {
		t.Fatalf("the plot draws %d positions", plot.Positions())
	}
	dots := map[color.Color]fyne.Position{}
	for _, o := range test.LaidOutObjects(plot) {
		if c, ok := o.(*canvas.Circle); ok {
			dots[c.FillColor] = c.Position().AddXY(c.Size().Width/2, c.Size().Height/2)
		}
	}
	for _, m := range []struct {
		class judged.Class
		n     int
		red   float64
	}{{judged.Blunder, 3, 0.2}, {judged.Inaccuracy, 4, 0.68}} {
		at, ok := dots[MarkColour(m.class)]
		seat := 1
		if m.class == judged.Inaccuracy {
			seat = 0
		}
		want := plot.At(m.n, chessRaceLike().Moves[m.n-1].After[seat])
		if !ok || at != want {
			t.Errorf("the %s's dot is at %v (drawn %v), want %v", ClassName(m.class), at, ok, want)
		}
	}
	for n := range plot.Positions() {
		test.TapAt(plot, plot.At(n, 0.5))
		if *went != n {
			t.Errorf("a click on position %d went to %d", n, *went)
		}
	}
}

// Luck and skill are told apart where the die is rolled: Yellow's luck,
// and the chance its moves lost.
func TestLuckAgainstSkill(t *testing.T) {
	p, _ := newPanel(t)
	text := ""
	for _, o := range test.LaidOutObjects(p.Summary()) {
		if c, ok := o.(*canvas.Text); ok {
			text += c.Text + "|"
		}
	}
	if !strings.Contains(text, "Yellow|") || !strings.Contains(text, "luck −10, moves −12|") || !strings.Contains(text, "luck +10, moves −40|") {
		t.Errorf("the summary reads %q", text)
	}
}

// Learn from mistakes… goes straight to the one seat that made mistakes,
// and is greyed when none did.
func TestLearnGoesToTheSeatWithMistakes(t *testing.T) {
	p, _, learner := newPanelOf(t, chessRaceLike())
	if !learnButton(t, p).Disabled() {
		test.Tap(learnButton(t, p))
	}
	if *learner != 1 {
		t.Errorf("Learn went to seat %d, want Red's", *learner)
	}
	clean := chessRaceLike()
	clean.Moves, clean.Seats = clean.Moves[:2], make([]judged.Summary, 2)
	p, _, _ = newPanelOf(t, clean)
	if !learnButton(t, p).Disabled() {
		t.Error("Learn is offered with no mistake to learn from")
	}
}

func learnButton(t *testing.T, p *ReviewPanel) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(p.Object()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Learn from mistakes…" {
			return b
		}
	}
	t.Fatal("no Learn button")
	return nil
}

// A resignation is no choice, even where the position before it had a
// best move (a roll was just made): the note does not call it the best.
func TestAResignationIsNoChoiceToJudge(t *testing.T) {
	r := judged.Review{Game: "chessrace", Moves: []judged.Reviewed{
		{Ply: 0, Seat: 0, Move: named("resign"), Before: []float64{0.3, 0.7}, After: []float64{0, 1}, Best: named("resign")},
	}, Seats: []judged.Summary{{}, {}}}
	p, _, _ := newPanelOf(t, r)
	p.SetShown(1)
	if p.Note() != "resign: no choice to judge." {
		t.Errorf("the note reads %q", p.Note())
	}
}

// The pointer over the plot tells, in a tooltip over it, the move that
// led to the position pointed at and each seat's chance there; the
// tooltip goes with the pointer.
func TestHoveringThePlotTellsTheMoveAndTheChances(t *testing.T) {
	p, _, _, w := panelInWindow(t, chessRaceLike())
	plot := p.Plot()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(plot)
	if got := plot.Tooltip(); got != "" {
		t.Errorf("before any pointing the plot tells %q", got)
	}
	for _, c := range []struct {
		n    int
		want string
	}{{3, "3. h8-h1 80% 20%"}, {4, "4. a2-a3 68% 32%"}, {0, "Start of the game 50% 50%"}} {
		test.MoveMouse(w.Canvas(), origin.Add(plot.At(c.n, 0.5)))
		if got := plot.Tooltip(); got != c.want {
			t.Errorf("pointing at position %d the plot tells %q, want %q", c.n, got, c.want)
		}
		texts := ""
		for _, o := range test.LaidOutObjects(plot) {
			if t, ok := o.(*canvas.Text); ok && o.Visible() {
				if o.Position().X < 0 || o.Position().X+o.Size().Width > plot.Size().Width+0.5 {
					texts += "(outside)"
				}
				texts += t.Text + " "
			}
		}
		if strings.TrimSpace(texts) != c.want {
			t.Errorf("pointing at position %d the plot draws %q", c.n, texts)
		}
	}
	test.MoveMouse(w.Canvas(), fyne.NewPos(1, 1))
	if got := plot.Tooltip(); got != "" || plot.Hovered() != -1 {
		t.Errorf("once the pointer left the plot tells %q", got)
	}
}

// A click on the plot gives it the keys: Left and Right step through the
// game, Home and End go to its ends, delivered as the desktop driver does.
func TestThePlotStepsThroughTheGameByKeys(t *testing.T) {
	p, went, _, w := panelInWindow(t, chessRaceLike())
	plot := p.Plot()
	test.TapAt(plot, plot.At(2, 0.5))
	if w.Canvas().Focused() != plot || *went != 2 {
		t.Fatalf("a click went to %d, the keys go to %T", *went, w.Canvas().Focused())
	}
	for _, k := range []struct {
		key  string
		want int
	}{{"Right", 3}, {"Right", 4}, {"Right", 4}, {"Home", 0}, {"Left", 0}, {"End", 4}, {"Left", 3}} {
		keystest.Press(w, k.key)
		if plot.Shown() != k.want || *went != k.want {
			t.Errorf("%s went to %d, the plot marks %d; want %d", k.key, *went, plot.Shown(), k.want)
		}
	}
	var other fyne.KeyName
	w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) { other = ev.Name })
	keystest.Press(w, "Escape")
	if other != fyne.KeyEscape {
		t.Error("a key the plot does not use did not reach the window")
	}
}
