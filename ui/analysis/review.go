package analysis

// The review of a game's moves (review*.go) with the plot of the chances
// over the game (plot*.go). The judging is package boardshelf/analysis's;
// this one only puts it in words and pictures.

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	judged "boardshelf/analysis"
	"boardshelf/rules"
	"boardshelf/ui/contrast"
)

// ReviewHooks are what the review panel asks of the screen around it.
type ReviewHooks struct {
	GoTo     func(n int)                        // show the position after n moves
	MoveText func(ply int, m rules.Move) string // a move as the move list writes it
	Cancel   func()                             // stop the review under way
	Close    func()                             // put the review away
	Learn    func(seat int)                     // start learning from seat's mistakes
}

// ReviewPanel is the review of a game in the play screen's side panel:
// while it runs, a progress bar with Cancel; then each seat's accuracy
// and marks (Summary, over the seats), and the plot with what the review
// says of the move shown (Object, over the controls).
type ReviewPanel struct {
	seats  []Seat
	hooks  ReviewHooks
	review *judged.Review

	progress *widget.ProgressBar
	running  *fyne.Container
	plot     *Plot
	note     *widget.Label // the move shown, or the learning's words
	buttons  *fyne.Container
	learn    *widget.Button  // greyed when no seat made a mistake
	learnBar *fyne.Container // Previous, Next, Stop while learning
	summary  *fyne.Container
	done     *fyne.Container
	content  *fyne.Container
}

// NewReviewPanel makes the panel of a review of seats, running.
func NewReviewPanel(seats []Seat, hooks ReviewHooks) *ReviewPanel {
	r := &ReviewPanel{seats: seats, hooks: hooks}
	r.progress = widget.NewProgressBar()
	r.running = container.NewVBox(widget.NewLabel(lang.L("Reviewing the game…")), r.progress, widget.NewButton(lang.L("Cancel"), hooks.Cancel))
	colours := make([]color.Color, len(seats))
	for i, s := range seats {
		colours[i] = s.Colour
	}
	r.plot = NewPlot(colours, hooks.GoTo)
	r.plot.describe = r.positionName
	r.note = widget.NewLabel("")
	r.note.Wrapping = fyne.TextWrapWord
	r.learnBar = container.NewGridWithColumns(3)
	r.learnBar.Hide()
	r.learn = widget.NewButton(lang.L("Learn from mistakes…"), r.chooseLearner)
	r.buttons = container.NewBorder(nil, nil, nil, widget.NewButtonWithIcon("", theme.CancelIcon(), hooks.Close), r.learn)
	r.summary = container.New(&tableLayout{})
	// The note keeps a height of its own: a label that wraps asks for its
	// height only once it knows its width, after the panel is laid out.
	note := container.NewVScroll(r.note)
	note.SetMinSize(fyne.NewSize(0, 3*fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height+2*theme.InnerPadding()))
	r.done = container.NewVBox(r.plot, note, r.learnBar, r.buttons)
	r.content = container.NewStack(r.running)
	return r
}

// Object is the plot, the note and the buttons; while the review runs,
// its progress and Cancel.
func (r *ReviewPanel) Object() fyne.CanvasObject { return r.content }

// Summary is each seat's accuracy and marks, empty while the review runs.
func (r *ReviewPanel) Summary() fyne.CanvasObject { return r.summary }

// Progress shows that done of total moves are judged.
func (r *ReviewPanel) Progress(done, total int) {
	if total > 0 {
		r.progress.SetValue(float64(done) / float64(total))
	}
}

// Running reports whether the review is still being made.
func (r *ReviewPanel) Running() bool { return r.review == nil }

// Plot is the plot of the chances, empty while the review runs.
func (r *ReviewPanel) Plot() *Plot { return r.plot }

// Note is what the panel says of the move shown, or the learning's words.
func (r *ReviewPanel) Note() string { return r.note.Text }

// Review is the review shown; nil while it runs.
func (r *ReviewPanel) Review() *judged.Review { return r.review }

// Show puts the finished review on the panel, the position after shown
// moves marked.
func (r *ReviewPanel) Show(rv judged.Review, shown int) {
	r.review = &rv
	r.plot.setPoints(chancesOver(rv, len(r.seats)), r.marks())
	r.summary.Objects = nil
	rolls := r.hasRolls()
	r.summary.Layout = &tableLayout{luck: rolls}
	for seat := range r.seats {
		r.summary.Objects = append(r.summary.Objects, r.seatSummary(seat, rolls)...)
	}
	r.summary.Refresh()
	if len(r.learners()) == 0 {
		r.learn.Disable()
	}
	r.content.Objects = []fyne.CanvasObject{r.done}
	r.content.Refresh()
	r.SetShown(shown)
}

// SetShown marks the position after n moves on the plot and says what the
// review found of the move that led to it.
func (r *ReviewPanel) SetShown(n int) {
	if r.review == nil {
		return
	}
	r.plot.SetShown(n)
	if !r.Learning() {
		r.note.SetText(r.moveNote(n))
	}
}

// positionName names the position after n moves by the move that led to
// it: "12. f4-f5", or the start of the game.
func (r *ReviewPanel) positionName(n int) string {
	if r.review == nil || n <= 0 || n > len(r.review.Moves) {
		return lang.L("Start of the game")
	}
	m := r.review.Moves[n-1]
	return lang.L("{{.Number}}. {{.Move}}", map[string]any{"Number": n, "Move": r.hooks.MoveText(m.Ply, m.Move)})
}

// learners are the Learn menu's seats: those that made mistakes.
func (r *ReviewPanel) learners() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for seat := range r.seats {
		if n := r.review.Seats[seat].Mistakes + r.review.Seats[seat].Blunders; n > 0 {
			items = append(items, fyne.NewMenuItem(lang.N("{{.Seat}}: {{.Count}} mistakes", n, map[string]any{"Seat": r.seats[seat].Name, "Count": n}),
				func() { r.hooks.Learn(seat) }))
		}
	}
	return items
}

// chooseLearner starts learning from the mistakes of the one seat that
// made any, or asks whose.
func (r *ReviewPanel) chooseLearner() {
	items := r.learners()
	switch len(items) {
	case 0:
	case 1:
		items[0].Action()
	default:
		if c := fyne.CurrentApp().Driver().CanvasForObject(r.buttons); c != nil {
			widget.ShowPopUpMenuAtRelativePosition(fyne.NewMenu("", items...), c, fyne.NewPos(0, r.buttons.Size().Height), r.buttons)
		}
	}
}

// chancesOver is each position's chances (rv.Positions). A position the
// engine did not judge keeps the last one's, so each line goes on.
func chancesOver(rv judged.Review, seats int) [][]float64 {
	last := make([]float64, seats)
	for i := range last {
		last[i] = 1 / float64(seats)
	}
	points := rv.Positions()
	for i, c := range points {
		if len(c) == seats {
			last = c
		}
		points[i] = last
	}
	return points
}

// marks are the plot's dots: each marked move, on its mover's line.
func (r *ReviewPanel) marks() []plotMark {
	var out []plotMark
	for _, m := range r.review.Moves {
		if m.Class != judged.Good {
			out = append(out, plotMark{n: m.Ply + 1, seat: m.Seat, colour: MarkColour(m.Class)})
		}
	}
	return out
}

// moveNote says what the review found of the move that led to the
// position after n moves: its mark, what it lost and the best move, the
// luck of a roll.
func (r *ReviewPanel) moveNote(n int) string {
	if n <= 0 || n > len(r.review.Moves) {
		return lang.L("Click the plot to go to a move.")
	}
	m := r.review.Moves[n-1]
	values := map[string]any{"Move": r.hooks.MoveText(m.Ply, m.Move), "Seat": r.seatName(m.Seat)}
	switch {
	case m.Roll:
		values["Change"] = signedPoints(chanceOf(m.After, m.Seat) - chanceOf(m.Before, m.Seat))
		return lang.L("{{.Move}}: luck for {{.Seat}}, {{.Change}}.", values)
	case !m.Judged || m.Best == nil: // an agreement, a forced move
		return lang.L("{{.Move}}: no choice to judge.", values)
	case m.Best.String() == m.Move.String():
		return lang.L("{{.Move}}: the best move.", values)
	case m.Class == judged.Good:
		values["Best"] = r.hooks.MoveText(m.Ply, m.Best)
		return lang.L("{{.Move}}: a good move. The engine preferred {{.Best}}.", values)
	}
	points := int(math.Round(m.Loss * 100))
	values["Class"], values["Count"], values["Best"] = ClassName(m.Class), points, r.hooks.MoveText(m.Ply, m.Best)
	return lang.N("{{.Class}}: {{.Move}} lost {{.Count}} points of chance. Best was {{.Best}}.", points, values)
}

// seatSummary is one seat's row of the summary: its name, its accuracy,
// its marks counted, and in Chess Race its luck against its moves' losses.
func (r *ReviewPanel) seatSummary(seat int, rolls bool) []fyne.CanvasObject {
	s := r.review.Seats[seat]
	size, fg := theme.TextSize(), theme.Color(theme.ColorNameForeground)
	dot := canvas.NewCircle(r.seats[seat].Colour)
	dot.StrokeColor, dot.StrokeWidth = contrast.Keyline(r.seats[seat].Colour), 1
	name := canvas.NewText(r.seats[seat].Name, fg)
	name.TextSize = size
	accuracy := canvas.NewText(lang.L("{{.Accuracy}}%", map[string]any{"Accuracy": int(math.Round(s.Accuracy))}), fg)
	accuracy.TextStyle.Bold, accuracy.TextSize = true, size
	marks := container.NewHBox()
	for _, c := range []struct {
		class judged.Class
		count int
	}{{judged.Inaccuracy, s.Inaccuracies}, {judged.Mistake, s.Mistakes}, {judged.Blunder, s.Blunders}} {
		t := canvas.NewText(fmt.Sprintf("%d%s", c.count, Mark(c.class)), MarkColour(c.class))
		t.TextStyle.Bold, t.TextSize = true, size
		marks.Add(t)
	}
	row := []fyne.CanvasObject{dot, name, accuracy, marks}
	if rolls {
		luck := canvas.NewText(lang.L("luck {{.Luck}}, moves {{.Moves}}", map[string]any{
			"Luck": signedPoints(s.Luck), "Moves": signedPoints(-s.Lost)}), fg)
		luck.TextSize = theme.CaptionTextSize()
		row = append(row, luck)
	}
	return row
}

// hasRolls reports whether the game had rolls of the die (Chess Race):
// then luck is told apart from the moves.
func (r *ReviewPanel) hasRolls() bool {
	for _, m := range r.review.Moves {
		if m.Roll {
			return true
		}
	}
	return false
}

func (r *ReviewPanel) seatName(seat int) string {
	if seat >= 0 && seat < len(r.seats) {
		return r.seats[seat].Name
	}
	return ""
}

// chanceOf is seat's chance in c, 0 when c has none.
func chanceOf(c []float64, seat int) float64 {
	if seat >= 0 && seat < len(c) {
		return c[seat]
	}
	return 0
}

// signedPoints writes a chance won or lost as points, "+12", "−8".
func signedPoints(c float64) string {
	p := int(math.Round(c * 100))
	if p < 0 {
		return fmt.Sprintf("−%d", -p)
	}
	return fmt.Sprintf("+%d", p)
}

// Mark is the mark a move of class c carries: "?!", "?", "??", or none.
func Mark(c judged.Class) string {
	switch c {
	case judged.Inaccuracy:
		return "?!"
	case judged.Mistake:
		return "?"
	case judged.Blunder:
		return "??"
	}
	return ""
}

// ClassName is what a review calls a move of class c.
func ClassName(c judged.Class) string {
	switch c {
	case judged.Inaccuracy:
		return lang.L("Inaccuracy")
	case judged.Mistake:
		return lang.L("Mistake")
	case judged.Blunder:
		return lang.L("Blunder")
	}
	return lang.L("Good move")
}

// MarkColour is the colour of class c's mark, lichess's three (from a
// palette that colour-blind eyes tell apart) made darker on a light theme
// so that they stand out from it.
func MarkColour(c judged.Class) color.Color {
	dark := contrast.Luminance(theme.Color(theme.ColorNameBackground)) < 0.5
	pick := func(onDark, onLight color.NRGBA) color.Color {
		if dark {
			return onDark
		}
		return onLight
	}
	switch c {
	case judged.Inaccuracy:
		return pick(color.NRGBA{0x56, 0xb4, 0xe9, 0xff}, color.NRGBA{0x1f, 0x6f, 0xb0, 0xff})
	case judged.Mistake:
		return pick(color.NRGBA{0xe6, 0x9f, 0x00, 0xff}, color.NRGBA{0xa8, 0x5c, 0x00, 0xff})
	case judged.Blunder:
		return pick(color.NRGBA{0xf0, 0x5a, 0x5a, 0xff}, color.NRGBA{0xc0, 0x1c, 0x1c, 0xff})
	}
	return theme.Color(theme.ColorNameForeground)
}

// MarkWidth is the room a move list keeps for a mark beside a move.
func MarkWidth() float32 {
	return fyne.MeasureText("??", theme.TextSize(), fyne.TextStyle{Bold: true}).Width + theme.Padding()
}
