package play

import (
	"context"
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	judged "boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/ui/analysis"
	"boardshelf/ui/board"
	"boardshelf/ui/play/session"
	"boardshelf/ui/view"
)

// The game review on the play screen: Play > Game review judges every
// move of the line off the UI goroutine, with a progress bar and Cancel,
// then shows the review in the side panel (package ui/analysis) and marks
// the move list. Learn from your mistakes steps to each mistake of a
// seat and judges the moves tried on the board without playing them.

// reviewing is the review on the screen: under way, or done.
type reviewing struct {
	panel *analysis.ReviewPanel
	run   *reviewRun
	line  []string // the moves reviewed, to drop the review when the line changes
	learn *learning
}

// reviewRun is a review being made off the UI goroutine, or made. It
// outlives the screen that started it: a change of language hands it to
// the screen made anew in the new words (TakeOver), which shows its
// progress and then the review, without judging the game again.
type reviewRun struct {
	cancel      context.CancelFunc
	done, total int            // its progress
	result      *judged.Review // nil until it is made
	to          *Screen        // the screen it reports to
}

// progress is the run's progress, shown by the screen it reports to.
func (run *reviewRun) progress(done, total int) {
	run.done, run.total = done, total
	if rv := run.reviewing(); rv != nil {
		rv.panel.Progress(done, total)
	}
}

// finish is the run's end: the review made, or why not.
func (run *reviewRun) finish(r judged.Review, err error) {
	if err == nil {
		run.result = &r
	}
	if rv := run.reviewing(); rv != nil {
		run.to.reviewed(rv, r, err)
	}
}

// reviewing is the review on the screen the run reports to, nil when that
// screen shows no review of it (cancelled, closed, replaced).
func (run *reviewRun) reviewing() *reviewing {
	if run.to == nil || run.to.review == nil || run.to.review.run != run {
		return nil
	}
	return run.to.review
}

// learning is Learn from your mistakes under way: the seat whose mistakes
// they are, their plies, the one shown, and the try being judged.
type learning struct {
	seat    int
	plies   []int
	at      int
	judging context.CancelFunc // nil when no try is being judged
	marks   []board.Marking    // the try and the engine's answer, on the position of the mistake
}

// CanReview reports whether the game may be reviewed: a finished game, or
// a record opened from a file that no computer plays and no one shares.
// As on lichess, a game going on is not reviewed: the review would be the
// engine's help in the middle of it (the analysis board, for hot-seat
// games that turn it on, is another matter).
func (p *Screen) CanReview() bool {
	if len(p.sess.Line()) == 0 || p.review != nil && p.review.panel.Running() {
		return false
	}
	if p.sess.LineEnd().Status().Over {
		return true
	}
	computer := slices.ContainsFunc(p.players, func(pl Player) bool { return pl.Computer })
	return p.file != "" && p.shared == nil && !computer
}

// StartReview reviews the game's line off the UI goroutine, showing its
// progress under the board.
func (p *Screen) StartReview() {
	if !p.CanReview() {
		return
	}
	p.CloseReview()
	start, err := p.setup.NewGame()
	if err != nil {
		p.Say(err.Error())
		return
	}
	var moves []rules.Move
	for _, m := range p.sess.Line() {
		moves = append(moves, m.Move)
	}
	ctx, cancel := context.WithCancel(context.Background())
	run := &reviewRun{cancel: cancel}
	p.showRun(run, lineText(p.sess.Line()))
	// No budget: the review shares out its own by the game and its length.
	opts := judged.ReviewOptions{PerMove: judged.Options{Steps: p.steps, Seed: 1}}
	post := p.posting()
	p.spawnWork(func() {
		r, err := judged.ReviewGame(ctx, start, moves, opts, func(done, total int) {
			post(func() { run.progress(done, total) })
		})
		post(func() { run.finish(r, err) })
	})
}

// showRun shows the review run of line under way on this screen, which it
// reports to from now on.
func (p *Screen) showRun(run *reviewRun, line []string) {
	run.to = p
	rv := &reviewing{run: run, line: line}
	rv.panel = p.newReviewPanel()
	p.review = rv
	p.showReviewPanel(rv.panel)
	rv.panel.Progress(run.done, run.total)
	p.updateMenu()
}

// TakeOver carries on the review of old, the screen this one replaces
// with the same game (after a change of language or look): under way, it
// goes on and reports here; done, it is shown again; learning from
// mistakes goes on at the same mistake. Nothing is judged again. Call it
// before old is left: old lets its review go.
func (p *Screen) TakeOver(old *Screen) {
	rv := old.review
	if rv == nil {
		return
	}
	learner, at := -1, 0
	if l := rv.learn; l != nil {
		learner, at = l.seat, l.at
	}
	old.StopLearning()
	old.review = nil // old's Leave must not cancel the run
	if !slices.Equal(rv.line, lineText(p.sess.Line())) {
		rv.run.cancel() // not this game's review
		return
	}
	if rv.run.result == nil {
		p.showRun(rv.run, rv.line)
		return
	}
	p.ShowReview(*rv.run.result)
	if learner >= 0 {
		p.StartLearning(learner)
		if l := p.learning(); l != nil && at > 0 {
			p.stepLearning(at - l.at)
		}
	}
}

// ShowReview shows a review already made of the game on screen (the one
// of the screen this one replaces, after a change of language). A review
// of another line is not shown.
func (p *Screen) ShowReview(r judged.Review) {
	line := lineText(p.sess.Line())
	if len(r.Moves) > len(line) {
		return
	}
	for i, m := range r.Moves {
		if m.Move.String() != line[i] {
			return
		}
	}
	p.CloseReview()
	run := &reviewRun{cancel: func() {}, result: &r}
	p.showRun(run, line)
	p.reviewed(p.review, r, nil)
}

// Review is the review shown, nil while none is (or it is under way).
func (p *Screen) Review() *judged.Review {
	if p.review == nil {
		return nil
	}
	return p.review.panel.Review()
}

func (p *Screen) newReviewPanel() *analysis.ReviewPanel {
	return analysis.NewReviewPanel(p.reviewSeats(), analysis.ReviewHooks{
		GoTo: p.GoTo, MoveText: p.reviewedMoveText, Cancel: p.CloseReview, Close: p.CloseReview, Learn: p.StartLearning})
}

// reviewedMoveText writes the move at ply of the line reviewed as the move
// list does: a resignation or a draw agreed in words.
func (p *Screen) reviewedMoveText(ply int, m rules.Move) string {
	if line := p.sess.Line(); ply < len(line) && line[ply].Move.String() == m.String() {
		if _, agreed := m.(rules.Agreement); agreed {
			return p.describe(ply, line[ply])
		}
	}
	return p.moveText(ply, m)
}

// reviewed shows the review rv made, unless it was cancelled or replaced
// meanwhile.
func (p *Screen) reviewed(rv *reviewing, r judged.Review, err error) {
	if p.review != rv {
		return
	}
	if err != nil {
		p.CloseReview()
		p.Say(lang.L("The review failed: {{.Error}}", map[string]any{"Error": err.Error()}))
		return
	}
	rv.panel.Show(r, p.At())
	p.side.Refresh() // the summary and the plot take the room they need
	p.rowHeights.setMarkWidth(analysis.MarkWidth())
	p.update()
}

// CloseReview stops the review under way, or puts the review shown away.
func (p *Screen) CloseReview() {
	if p.review == nil {
		return
	}
	p.StopLearning()
	p.review.run.cancel()
	p.review = nil
	p.showReviewPanel(nil)
	p.rowHeights.setMarkWidth(0)
	p.update()
}

// Reviewing is the review panel on the screen, nil without one.
func (p *Screen) Reviewing() *analysis.ReviewPanel {
	if p.review == nil {
		return nil
	}
	return p.review.panel
}

// reviewSeats are the seats as the review shows them.
func (p *Screen) reviewSeats() []analysis.Seat {
	seats := make([]analysis.Seat, p.game.Players())
	for i := range seats {
		seats[i] = analysis.Seat{Name: p.SeatName(i), Colour: view.SeatColour(p.colour(i))}
	}
	return seats
}

// followReview keeps the review with the screen: the position shown marked
// on the plot, and the review dropped when the line it judged changed.
func (p *Screen) followReview() {
	if p.review == nil {
		return
	}
	if !slices.Equal(p.review.line, lineText(p.sess.Line())) {
		p.CloseReview()
		return
	}
	p.review.panel.SetShown(p.At())
}

// reviewMark is the mark the review gave the move n, and its colour: none
// for a move off the line reviewed (a variation).
func (p *Screen) reviewMark(n *session.Node) (string, color.Color) {
	if p.review == nil || p.review.panel.Review() == nil || !p.sess.Followed(n) {
		return "", color.Transparent
	}
	moves := p.review.panel.Review().Moves
	if n.Ply() < 1 || n.Ply() > len(moves) {
		return "", color.Transparent
	}
	c := moves[n.Ply()-1].Class
	return analysis.Mark(c), analysis.MarkColour(c)
}

func lineText(line []Played) []string {
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = m.Move.String()
	}
	return out
}

// spawnWork runs work off the UI goroutine (tests queue it).
func (p *Screen) spawnWork(work func()) {
	if p.spawn != nil {
		p.spawn(work)
		return
	}
	go work()
}

// StartLearning steps to seat's first mistake and asks for a better move.
func (p *Screen) StartLearning(seat int) {
	if p.review == nil || p.review.panel.Review() == nil {
		return
	}
	start, err := p.setup.NewGame()
	if err != nil {
		return
	}
	revisits, err := judged.Mistakes(start, *p.review.panel.Review(), seat, judged.Mistake)
	if err != nil || len(revisits) == 0 {
		return
	}
	plies := make([]int, len(revisits))
	for i, r := range revisits {
		plies[i] = r.Ply
	}
	p.StopLearning()
	p.review.learn = &learning{seat: seat, plies: plies}
	p.review.panel.StartLearning("", analysis.LearnHooks{
		Previous: func() { p.stepLearning(-1) }, Next: func() { p.stepLearning(1) }, Stop: p.StopLearning})
	p.side.Refresh()
	p.stepLearning(0)
}

// stepLearning goes by step from the mistake shown to another, and asks
// for a better move there.
func (p *Screen) stepLearning(step int) {
	l := p.learning()
	if l == nil {
		return
	}
	if l.judging != nil {
		l.judging()
		l.judging = nil
	}
	l.marks = nil
	next := l.at + step
	if next >= len(l.plies) {
		p.review.panel.SayLearning(p.review.panel.LearnDone())
		return
	}
	l.at = max(0, next)
	ply := l.plies[l.at]
	p.GoTo(ply)
	p.review.panel.SayLearning(p.review.panel.LearnPrompt(p.review.panel.Review().Moves[ply], l.at, len(l.plies)))
}

// StopLearning ends Learn from your mistakes.
func (p *Screen) StopLearning() {
	l := p.learning()
	if l == nil {
		return
	}
	if l.judging != nil {
		l.judging()
	}
	p.review.learn = nil
	p.review.panel.StopLearning()
	p.side.Refresh()
	p.paintMarkings()
}

func (p *Screen) learning() *learning {
	if p.review == nil {
		return nil
	}
	return p.review.learn
}

// canTry reports whether the board takes a try: learning, at the
// position of the mistake asked about, no try being judged.
func (p *Screen) canTry() bool {
	l := p.learning()
	return l != nil && l.judging == nil && l.at < len(l.plies) && p.At() == l.plies[l.at] && !p.game.Status().Over
}

// try judges a move made on the board while learning, off the UI
// goroutine, without playing it: the game stays as it was. Then the
// engine's answer is shown on the board.
func (p *Screen) try(m rules.Move) {
	if !p.canTry() {
		return
	}
	l := p.review.learn
	mistake := p.review.panel.Review().Moves[l.plies[l.at]]
	ctx, cancel := context.WithCancel(context.Background())
	l.judging = cancel
	p.showTry(m, nil)
	p.update() // the piece let go, its moves no longer marked
	p.review.panel.SayLearning(p.review.panel.LearnJudging())
	before, post := p.game.Clone(), p.posting()
	opts := judged.Options{Steps: p.steps, Budget: time.Second, Seed: 1}
	p.spawnWork(func() {
		t, err := analysis.JudgeTry(ctx, before, mistake, m, opts)
		post(func() {
			if ctx.Err() != nil || p.learning() != l {
				return
			}
			l.judging = nil
			if err != nil {
				p.review.panel.SayLearning(err.Error())
				return
			}
			p.review.panel.SayLearning(p.review.panel.LearnVerdict(mistake, t))
			p.showTry(m, mistake.Best)
		})
	})
}

// Colours of a try's arrows while learning: the player's try in blue, the
// engine's answer in the green of the analysis's own moves.
var (
	tryArrow    = color.NRGBA{0x1f, 0x4e, 0xb4, 0xd8}
	answerArrow = ownArrow
)

// showTry draws the try and the engine's answer (nil until judged) on the
// board, over the position of the mistake (one arrow when they are the
// same move); the game stays as it was. A view that draws no signs shows
// the answer as its hint.
func (p *Screen) showTry(try, answer rules.Move) {
	l := p.learning()
	if l == nil {
		return
	}
	sq, ok := p.viewForMarks()
	if !ok {
		if answer != nil && p.At() == l.plies[l.at] {
			p.view.ShowHint(answer)
		}
		return
	}
	l.marks = nil
	if answer != nil && try.String() == answer.String() {
		try = nil // the best move found: one arrow, the answer's
	}
	for _, m := range []struct {
		move   rules.Move
		colour color.NRGBA
	}{{try, tryArrow}, {answer, answerArrow}} {
		if m.move == nil {
			continue
		}
		if from, to, ok := sq.MoveSquares(m.move); ok {
			shape := board.Arrow
			if from == to {
				shape = board.Circle
			}
			l.marks = append(l.marks, board.Marking{Shape: shape, From: from, To: to, Colour: m.colour})
		}
	}
	p.paintMarkings()
}

// learningMarks are the try's arrows, while the position of the mistake
// tried is shown.
func (p *Screen) learningMarks() []board.Marking {
	l := p.learning()
	if l == nil || l.at >= len(l.plies) || p.At() != l.plies[l.at] {
		return nil
	}
	return l.marks
}

// showReviewPanel puts panel's summary over the seats and the rest over
// the controls, or takes it away (nil).
func (p *Screen) showReviewPanel(panel *analysis.ReviewPanel) {
	cover := func(area *fyne.Container, o fyne.CanvasObject) {
		area.Objects = area.Objects[:1] // the screen's own: the seats, the controls
		setVisible(area.Objects[0], o == nil)
		if o != nil {
			area.Objects = append(area.Objects, o)
		}
		area.Refresh()
	}
	if panel == nil {
		cover(p.seatArea, nil)
		cover(p.controlArea, nil)
	} else {
		cover(p.seatArea, panel.Summary())
		cover(p.controlArea, panel.Object())
	}
	p.side.Refresh()
}

// reviewItem is the Play menu's Game review.
func (p *Screen) reviewItem() *fyne.MenuItem {
	return fyne.NewMenuItem(lang.L("Game review"), p.StartReview)
}

// reviewOffer is the end dialog's way to the review of the game just
// ended, where a player looks for it first.
func (p *Screen) reviewOffer() fyne.CanvasObject {
	b := widget.NewButtonWithIcon(lang.L("Game review"), theme.SearchIcon(), func() {
		p.closeEndDialog()
		p.StartReview()
	})
	b.Importance = widget.LowImportance
	return container.NewHBox(b)
}
