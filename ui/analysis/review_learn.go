package analysis

import (
	"context"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	judged "boardshelf/analysis"
	"boardshelf/rules"
)

// Learning from one's mistakes: the review steps to each mistake or
// blunder of a seat (analysis.Mistakes; an inaccuracy's better move is
// often within what a short search cannot tell apart, so it is left out,
// as lichess does), the player tries a better move on the board, and the
// try is judged against the engine's best, which is then shown.

// Try is a move tried in the place of a mistake, judged.
type Try struct {
	Move rules.Move
	// Lost is the chance the try loses against the engine's best, 0 to 1.
	Lost float64
	// Good: the try is as good as the best, within the game's
	// inaccuracy threshold.
	Good bool
	// Played: the try is the very move played in the game.
	Played bool
}

// JudgeTry judges tried, played in before (the position of the mistake m,
// left as it was) in the place of m.Move, against m's best, judging the
// position after it within o's bounds.
func JudgeTry(ctx context.Context, before rules.Game, m judged.Reviewed, tried rules.Move, o judged.Options) (Try, error) {
	t := Try{Move: tried}
	switch tried.String() {
	case m.Move.String():
		t.Played, t.Lost = true, m.Loss
		return t, nil
	case m.Best.String():
		t.Good = true
		return t, nil
	}
	after := before.Clone()
	if err := after.Play(tried); err != nil {
		return Try{}, err
	}
	e, err := judged.Evaluate(ctx, after, o)
	if err != nil {
		return Try{}, err
	}
	t.Lost = max(0, chanceOf(m.BestAfter, m.Seat)-chanceOf(e.Chances, m.Seat))
	t.Good = t.Lost < judged.ThresholdsForPlayers(judged.GameName(before), before.Players()).Inaccuracy
	return t, nil
}

// LearnHooks are the learning's buttons.
type LearnHooks struct{ Previous, Next, Stop func() }

// StartLearning shows the learning's buttons in the place of the
// review's, and says text.
func (r *ReviewPanel) StartLearning(text string, hooks LearnHooks) {
	prev := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), hooks.Previous)
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), hooks.Next)
	stop := widget.NewButton(lang.L("Stop"), hooks.Stop)
	r.learnBar.Objects = []fyne.CanvasObject{prev, next, stop}
	r.learnBar.Show()
	r.buttons.Hide()
	r.note.SetText(text)
	r.done.Refresh()
}

// Learning reports whether the panel shows the learning.
func (r *ReviewPanel) Learning() bool { return r.learnBar.Visible() }

// SayLearning shows the learning's words.
func (r *ReviewPanel) SayLearning(text string) { r.note.SetText(text) }

// StopLearning puts the review's buttons and the note of the move shown
// back.
func (r *ReviewPanel) StopLearning() {
	r.learnBar.Hide()
	r.buttons.Show()
	r.done.Refresh()
	r.SetShown(r.plot.Shown())
}

// LearnPrompt asks for a better move in the place of the mistake m, the
// index-th of count.
func (r *ReviewPanel) LearnPrompt(m judged.Reviewed, index, count int) string {
	return lang.L("Mistake {{.Index}} of {{.Count}}: {{.Seat}} played {{.Move}} here ({{.Class}}). Find a better move on the board.", map[string]any{
		"Index": index + 1, "Count": count, "Seat": r.seatName(m.Seat), "Move": r.hooks.MoveText(m.Ply, m.Move), "Class": ClassName(m.Class)})
}

// LearnVerdict says what the try t was worth, and the engine's answer.
func (r *ReviewPanel) LearnVerdict(m judged.Reviewed, t Try) string {
	values := map[string]any{"Try": r.hooks.MoveText(m.Ply, t.Move), "Best": r.hooks.MoveText(m.Ply, m.Best)}
	points := int(math.Round(t.Lost * 100))
	values["Count"] = points
	switch {
	case t.Played:
		return lang.L("{{.Try}} is the move played in the game. The engine's answer: {{.Best}}.", values)
	case t.Good && t.Move.String() == m.Best.String():
		return lang.L("Well found: {{.Try}} is the engine's best move.", values)
	case t.Good:
		return lang.N("Good: {{.Try}} is as good as the best ({{.Count}} points of chance less). The engine's answer: {{.Best}}.", points, values)
	}
	return lang.N("Not quite: {{.Try}} loses {{.Count}} points of chance. The engine's answer: {{.Best}}.", points, values)
}

// LearnJudging says that a try is being judged.
func (r *ReviewPanel) LearnJudging() string { return lang.L("Judging your move…") }

// LearnDone says that no mistake is left.
func (r *ReviewPanel) LearnDone() string {
	return lang.L("That was the last mistake. Stop, or go back to an earlier one.")
}
