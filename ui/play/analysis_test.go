package play

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// analyse turns the analysis board on with a search of a fixed number of
// steps, queued with the computers' work, and reports the positions it
// was asked to judge.
func analyse(t *testing.T, u *App) *[]rules.Game {
	t.Helper()
	judged := &[]rules.Game{}
	u.play.analysis.think = func(ctx context.Context, g rules.Game, update func(analysis.Eval)) error {
		*judged = append(*judged, g)
		e, err := analysis.Evaluate(ctx, g, analysis.Options{Steps: 3000, Lines: analysisLines, Seed: 1})
		if err != nil {
			return err
		}
		update(e)
		return nil
	}
	u.play.ToggleAnalysis()
	return judged
}

func TestTheAnalysisBoardShowsEachSeatsChance(t *testing.T) {
	for _, setup := range []string{"terrace/short", "terrace/8x8-four-player", "terachess/standard", "sixmaking/standard", "chessrace/classic-4"} {
		t.Run(setup, func(t *testing.T) {
			u, queue := startWith(t, setup)
			p := u.play
			item := p.AnalysisItem()
			analyse(t, u)
			if !p.Analysing() || !item.Checked {
				t.Fatalf("View > Analysis did not turn the analysis on (checked %v); the status says %q", item.Checked, p.Message())
			}
			if got := p.analysis.panel.Percents(); len(got) != p.game.Players() || got[0] != "–" {
				t.Errorf("before the first judgement the bars should be empty, one per seat: %q", got)
			}
			step(t, queue)
			shown := p.analysis.panel.Shown()
			sum := 0
			for _, text := range p.analysis.panel.Percents() {
				n, err := strconv.Atoi(strings.TrimSuffix(text, "%"))
				if err != nil {
					t.Fatalf("a bar reads %q", text)
				}
				sum += n
			}
			if sum != 100 || len(shown.Chances) != p.game.Players() {
				t.Errorf("the bars add up to %d%% over %d seats: %q", sum, len(shown.Chances), p.analysis.panel.Percents())
			}
			if p.game.Turn() != rules.Chance && (len(shown.Lines) == 0 || shown.Best == "" || shown.Mover != p.SeatName(p.game.Turn())) {
				t.Errorf("the best moves for %s should be listed with the best line: %+v", p.SeatName(p.game.Turn()), shown)
			}
			if len(shown.Lines) > 0 {
				p.analysis.panel.Point(0)
				if marks := p.view.(view.MoveSquarer).Board().Markings(); len(marks) == 0 {
					t.Errorf("pointing at the best line %q drew nothing on the board", shown.Best)
				}
			}
			p.ToggleAnalysis()
			if p.Analysing() || item.Checked || p.analysis.slot.Objects[0] != p.analysis.moves {
				t.Error("View > Analysis again should take the panel away and uncheck it")
			}
			if marks := p.view.(view.MoveSquarer).Board().Markings(); len(marks) != 0 {
				t.Error("the arrows stayed on the board once the analysis was off")
			}
		})
	}
}

func TestAMoveStopsTheThinkingAtOnceAndStartsItAfresh(t *testing.T) {
	u, queue := startWith(t, "terrace/short")
	p := u.play
	judged := analyse(t, u)
	step(t, queue)
	for _, change := range []struct {
		name string
		do   func()
	}{
		{"a move", func() { p.Play(p.game.Moves()[0]) }},
		{"Undo", p.Undo},
		{"Redo", p.Redo},
		{"a step back through the moves", func() { p.GoTo(p.At() - 1) }},
	} {
		old := p.analysis.ctx
		if old.Err() != nil {
			t.Fatalf("before %s the thinking had already stopped", change.name)
		}
		change.do()
		if old.Err() == nil {
			t.Fatalf("%s left the thinking about the old position going", change.name)
		}
		if p.analysis.panel.Shown().Chances != nil {
			t.Errorf("after %s the panel still showed the old position's chances", change.name)
		}
		step(t, queue)
		g := (*judged)[len(*judged)-1]
		if g.Turn() != p.game.Turn() || len(g.Moves()) != len(p.game.Moves()) || p.analysis.panel.Shown().Chances == nil {
			t.Errorf("after %s the panel should judge the position shown", change.name)
		}
	}
	old := p.analysis.ctx
	u.showPicker() // a new game: the screen is left
	if old.Err() == nil {
		t.Error("leaving the game left the thinking going")
	}
}

// A judgement that comes back after its position has gone is not shown.
func TestAJudgementOfAPositionGoneIsDropped(t *testing.T) {
	u, queue := startWith(t, "terrace/short")
	p := u.play
	analyse(t, u)
	stale := (*queue)[0]
	p.Play(p.game.Moves()[0])
	stale()
	if p.analysis.panel.Shown().Chances != nil {
		t.Error("the old position's judgement was shown over the new position")
	}
}

func TestNoAnalysisAgainstTheComputerWhileTheGameGoesOn(t *testing.T) {
	u := start(t, "terrace/short", Human, Player{Computer: true})
	p := u.play
	analyse(t, u)
	if p.Analysing() {
		t.Fatal("the analysis board was shown in a game against the computer")
	}
	if p.Message() == "" {
		t.Error("the refusal should say why")
	}
}

func TestPointingAtALineDrawsItsMovesOnTheBoard(t *testing.T) {
	u, queue := startWith(t, "terachess/standard")
	p := u.play
	analyse(t, u)
	step(t, queue)
	b := p.view.(view.MoveSquarer).Board()
	best := p.analysis.eval.Lines[0]
	hover := func(text string) {
		t.Helper()
		for _, o := range test.LaidOutObjects(p.analysis.panel.Object()) {
			if r, ok := o.(interface{ Text() string }); ok && r.Text() == text && o.Visible() {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
				test.MoveMouse(u.win.Canvas(), at.AddXY(4, 4))
				return
			}
		}
		t.Fatalf("no row reads %q", text)
	}
	hover(p.analysis.panel.Shown().Lines[0].Move)
	marks := b.Markings()
	from, to, _ := p.view.(view.MoveSquarer).MoveSquares(best.Move)
	if len(marks) != len(best.Moves) || marks[0].From != from || marks[0].To != to || marks[0].Shape != board.Arrow {
		t.Fatalf("pointing at the best line drew %+v, want %d arrows from %v to %v first", marks, len(best.Moves), from, to)
	}
	test.MoveMouse(u.win.Canvas(), fyne.NewPos(1, 1))
	if len(b.Markings()) != 0 {
		t.Error("the arrows stayed once the pointer left the line")
	}
	p.analysis.panel.Pin(1)
	p.analysis.panel.Point(-1)
	if got := b.Markings(); len(got) != 1 {
		t.Errorf("a line clicked stays on the board: %+v", got)
	}
	p.Play(p.game.Moves()[0])
	if len(b.Markings()) != 0 {
		t.Error("a move left the old position's arrows on the board")
	}
}

// Against the computer the analysis board waits for the game's end; a
// new line played from an earlier move goes on against the computer, and
// the analysis goes.
func TestAgainstTheComputerTheAnalysisComesWithTheEnd(t *testing.T) {
	u, queue := startWith(t, "terrace/short", Human, Player{Computer: true})
	p := u.play
	p.Play(rules.Resign)
	analyse(t, u)
	if !p.Analysing() {
		t.Fatalf("a finished game should be analysed: %q", p.Message())
	}
	step(t, queue)
	if shown := p.analysis.panel.Shown(); !shown.Over || len(shown.Chances) != 2 || shown.Chances[1] != 1 {
		t.Errorf("White resigned: the panel should show Black's win, shows %+v", shown)
	}
	p.Undo()
	if !p.Analysing() {
		t.Fatal("looking back through a finished game should keep the analysis")
	}
	p.Play(p.game.Moves()[0])
	if p.Analysing() || p.analysis.ctx.Err() == nil {
		t.Error("a new line against the computer should end the analysis and its thinking")
	}
	if p.Message() == "" {
		t.Error("the analysis went without a word")
	}
}

// A game shared with others has no analysis while it goes on, for any
// of its players: both people here are humans, but the other is elsewhere.
func TestNoAnalysisInASharedGameWhileItGoesOn(t *testing.T) {
	a := startShared(t, "terrace/short")
	for _, u := range []*App{a.host, a.guest} {
		u.play.ToggleAnalysis()
		if u.play.Analysing() || !strings.Contains(u.play.Message(), "shared") {
			t.Errorf("the analysis board in a shared game: on %v, the status says %q", u.play.Analysing(), u.play.Message())
		}
	}
}

// reopen opens the game's setup afresh on u, as after a restart of the
// app, with the choices u kept.
func reopen(t *testing.T, u *App, players ...Player) {
	t.Helper()
	old := u.play
	old.Leave()
	g, err := old.Setup().NewGame()
	if err != nil {
		t.Fatal(err)
	}
	p := &Screen{host: u, kind: old.kind, spawn: old.spawn, steps: old.steps}
	if err := p.open(Begin{Setup: old.Setup(), Game: g, Players: players}); err != nil {
		t.Fatal(err)
	}
	u.play = p
	u.win.SetContent(p.Content())
}

// View > Analysis left on comes back with the next game at one table, and
// off stays off; a game against the computer under way opens without it,
// silently, and the choice is kept for the game after.
func TestViewAnalysisIsRemembered(t *testing.T) {
	u := start(t, "terrace/short")
	analyse(t, u)
	if !u.options.Analysis {
		t.Fatal("turning the analysis on was not kept")
	}
	reopen(t, u, Human, Human)
	if !u.play.Analysing() {
		t.Error("the analysis left on did not come back with the next game")
	}
	reopen(t, u, Human, Player{Computer: true})
	if u.play.Analysing() || u.play.Message() != "" {
		t.Errorf("the analysis came by itself in a game against the computer (status %q)", u.play.Message())
	}
	if !u.options.Analysis {
		t.Error("a game against the computer forgot the player's choice")
	}
	reopen(t, u, Human, Human)
	u.play.ToggleAnalysis()
	reopen(t, u, Human, Human)
	if u.options.Analysis || u.play.Analysing() {
		t.Error("the analysis turned off came back")
	}
}
