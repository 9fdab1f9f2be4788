package play

import (
	"context"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/analysis"
	"boardshelf/rules"
	analysisview "boardshelf/ui/analysis"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// The analysis board (View > Analysis): the engine's judgement of the
// position shown, beside the board, deepening while the position stays.
// It is for a game that is over, a record looked through, or people at
// one table; never while the computer plays a seat or others share the
// game, where Hint stays the only help.

// analysisBoard is the screen's analysis: whether it is on, the panel, and
// the thinking under way.
type analysisBoard struct {
	on     bool
	panel  *analysisview.Panel
	slot   *fyne.Container // the panel and the moves, or the moves alone while off
	moves  fyne.CanvasObject
	item   *fyne.MenuItem // View > Analysis, checked while on
	cancel context.CancelFunc
	ctx    context.Context // the thinking's, done once the position changes
	key    string          // the position thought about (see positionKey)
	judged rules.Game      // a copy of that position
	eval   analysis.Eval   // the last judgement of it
	line   int             // the line drawn on the board; -1 none
	marks  []board.Marking // its arrows

	// think judges a position until ctx ends (nil: analysis.Think); tests
	// make it a fixed number of steps.
	think func(ctx context.Context, g rules.Game, update func(analysis.Eval)) error
}

// analysisShare is the most of the moves' room the panel takes: the
// moves stay in view below it.
const analysisShare = 0.7

// shareLayout lays out the panel (scrolled) above the moves: the panel as
// tall as it needs, up to analysisShare of the room, the moves below. A
// room too short for both (800x600) is the panel's alone: the moves are
// still stepped through by the buttons and keys below.
type shareLayout struct {
	panel *analysisview.Panel
	least float32 // the room the moves need to be of use: their heading and two moves
}

func (l shareLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	l.panel.SetRoom(size.Height * analysisShare) // compact where it would not fit
	top := max(min(l.panel.Object().MinSize().Height, size.Height*analysisShare), objs[0].MinSize().Height)
	if size.Height-top < l.least {
		top = size.Height
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, top))
	objs[1].Move(fyne.NewPos(0, top))
	objs[1].Resize(fyne.NewSize(size.Width, size.Height-top))
	setVisible(objs[1], top < size.Height)
}

func (l shareLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), a.Height+b.Height)
}

// analysisLines is how many of the best moves the panel shows.
const analysisLines = analysisview.MaxLines

// buildAnalysis makes the place of the moves, which the panel shares
// while the analysis is on: above them, scrolled when the window is too
// short for both (four seats at 800x600).
func (p *Screen) buildAnalysis(moves fyne.CanvasObject) fyne.CanvasObject {
	p.analysis.moves = moves
	p.analysis.slot = container.NewStack(moves)
	p.analysis.line = -1
	return p.analysis.slot
}

// AnalysisItem is View > Analysis: it turns the analysis board on and
// off, checked while on.
func (p *Screen) AnalysisItem() *fyne.MenuItem {
	item := fyne.NewMenuItem(lang.L("Analysis"), p.ToggleAnalysis)
	item.Shortcut = &desktop.CustomShortcut{KeyName: fyne.KeyA, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	item.Checked = p.analysis.on
	p.analysis.item = item
	return item
}

// ToggleAnalysis turns the analysis board on, or off, as the player
// chose from the menu: the host keeps the choice for the next games.
func (p *Screen) ToggleAnalysis() {
	want := !p.analysis.on
	p.SetAnalysis(want)
	if k, ok := p.host.(AnalysisKeeper); ok && p.analysis.on == want { // not refused
		k.KeepAnalysis(want)
	}
}

// reopenAnalysis turns the analysis board on in a game just opened when
// the player left it on, where it is allowed; where it is not (a game
// against the computer or a shared one going on), it stays off without a
// word, and the choice is kept for the next game.
func (p *Screen) reopenAnalysis() {
	if p.host.Options().Analysis && p.analysisRefusal() == "" {
		p.SetAnalysis(true)
	}
}

// Analysing reports whether the analysis board is on.
func (p *Screen) Analysing() bool { return p.analysis.on }

// SetAnalysis turns the analysis board on or off; turning it on where it
// is not allowed says why instead.
func (p *Screen) SetAnalysis(on bool) {
	if on == p.analysis.on {
		return
	}
	if on {
		if why := p.analysisRefusal(); why != "" {
			p.Say(why)
			return
		}
	}
	p.analysis.on = on
	if on {
		p.analysis.panel = analysisview.New(p.analysisSeats())
		p.analysis.panel.OnPoint = p.drawLine
		panel := p.analysis.panel.Object()
		p.analysis.slot.Objects = []fyne.CanvasObject{
			container.New(shareLayout{p.analysis.panel, 3 * widget.NewLabel("1.").MinSize().Height}, container.NewVScroll(panel), p.analysis.moves)}
		p.followAnalysis()
	} else {
		p.stopAnalysis()
		p.analysis.slot.Objects = []fyne.CanvasObject{p.analysis.moves}
		p.analysis.panel = nil
	}
	p.analysis.slot.Refresh()
	p.checkAnalysisItem()
}

// checkAnalysisItem checks View > Analysis as the board is on or off.
func (p *Screen) checkAnalysisItem() {
	item := p.analysis.item
	if item == nil || item.Checked == p.analysis.on {
		return
	}
	item.Checked = p.analysis.on
	if menu := p.host.Window().MainMenu(); menu != nil {
		menu.Refresh()
	}
}

// analysisRefusal says why the analysis board may not be shown now, ""
// when it may: not while a game shared with others goes on, nor while the
// computer plays a seat of a game that goes on.
func (p *Screen) analysisRefusal() string {
	if p.sess.LineEnd().Status().Over {
		return ""
	}
	if p.shared != nil {
		return lang.L("No analysis while a game shared with others goes on")
	}
	for _, pl := range p.players {
		if pl.Computer {
			return lang.L("No analysis while the computer plays: Hint helps, and the analysis is there once the game is over")
		}
	}
	return ""
}

// followAnalysis keeps the analysis on the position shown: a move, an
// undo, a step through the moves stop the thinking at once and start it
// on the new position. A change that takes the game where analysis is
// not allowed (a new line against the computer) turns it off.
func (p *Screen) followAnalysis() {
	a := &p.analysis
	if !a.on {
		return
	}
	if why := p.analysisRefusal(); why != "" {
		p.SetAnalysis(false)
		p.Say(why)
		return
	}
	if key := p.positionKey(); key != a.key || a.cancel == nil {
		p.stopAnalysis()
		a.key = key
		p.startAnalysis()
	}
}

// positionKey names the position shown by the moves that reach it.
func (p *Screen) positionKey() string {
	var b strings.Builder
	for _, m := range p.sess.Line()[:p.sess.At()] {
		b.WriteString(m.Move.String())
		b.WriteByte(' ')
	}
	return b.String()
}

// startAnalysis thinks about the position shown off the UI goroutine;
// each judgement comes back through post and is shown while its position
// is.
func (p *Screen) startAnalysis() {
	a := &p.analysis
	ctx, cancel := context.WithCancel(context.Background())
	a.ctx, a.cancel, a.judged, a.eval = ctx, cancel, p.game.Clone(), analysis.Eval{}
	a.panel.Thinking()
	a.slot.Refresh()
	g, post := a.judged.Clone(), p.posting()
	think := a.think
	if think == nil {
		think = func(ctx context.Context, g rules.Game, update func(analysis.Eval)) error {
			return analysis.Think(ctx, g, analysisLines, update)
		}
	}
	work := func() {
		_ = think(ctx, g, func(e analysis.Eval) { // its error is the end of the thinking, nothing to show
			post(func() {
				if ctx.Err() == nil { // else its position is gone
					p.showJudgement(e)
				}
			})
		})
	}
	if p.spawn != nil {
		p.spawn(work)
	} else {
		go work()
	}
}

// stopAnalysis ends the thinking under way at once and takes its arrows
// off the board.
func (p *Screen) stopAnalysis() {
	a := &p.analysis
	if a.cancel != nil {
		a.cancel()
		a.cancel = nil
	}
	a.key = ""
	p.drawLine(-1)
}

// showJudgement shows a judgement of the position analysed.
func (p *Screen) showJudgement(e analysis.Eval) {
	a := &p.analysis
	a.eval = e
	g := a.judged
	j := analysisview.Judgement{Chances: e.Chances, Depth: e.Depth, Over: e.Over}
	mover := g.Turn()
	if mover >= 0 && len(e.Lines) > 0 {
		j.Mover = p.SeatName(mover)
		for _, l := range e.Lines {
			chance := 0.0
			if mover < len(l.Chances) {
				chance = l.Chances[mover]
			}
			j.Lines = append(j.Lines, analysisview.Line{Move: p.moveText(p.At(), l.Move), Chance: chance})
		}
		j.Best = p.lineText(e.Lines[0].Moves)
	}
	a.panel.Show(j)
	a.slot.Refresh()   // the panel grew or shrank with its lines: the moves below follow
	p.drawLine(a.line) // the line pointed at, as judged now
}

// bestLineShown is how many moves of the best line the panel writes.
const bestLineShown = 8

// lineText writes a line of moves from the position analysed, as the
// move list writes them.
func (p *Screen) lineText(moves []rules.Move) string {
	var words []string
	for i, m := range moves[:min(len(moves), bestLineShown)] {
		words = append(words, p.moveText(p.At()+i, m))
	}
	if len(moves) > bestLineShown {
		words = append(words, "…")
	}
	return strings.Join(words, "  ")
}

// Colours of the analysis's arrows: the seat to move's moves in green, the
// others' in blue, each move of a line paler than the one before.
var (
	ownArrow   = color.NRGBA{0x15, 0x78, 0x1b, 0xe0}
	otherArrow = color.NRGBA{0x1f, 0x4e, 0xb4, 0xe0}
)

// drawLine draws the moves of the analysis's line i on the board as
// arrows (a circle for a move onto one square); -1 takes them off.
func (p *Screen) drawLine(i int) {
	a := &p.analysis
	a.line = i
	sq, ok := p.viewForMarks()
	if !ok {
		return
	}
	a.marks = nil
	if i >= 0 && i < len(a.eval.Lines) && a.judged != nil {
		a.marks = lineMarkings(sq, a.judged, a.eval.Lines[i].Moves)
	}
	p.paintMarkings()
}

// lineMarkings are the arrows of a line of moves from g's position.
func lineMarkings(sq markedView, g rules.Game, moves []rules.Move) []board.Marking {
	var marks []board.Marking
	g = g.Clone()
	mover := g.Turn()
	for n, m := range moves {
		seat := g.Turn()
		if from, to, ok := sq.MoveSquares(m); ok {
			c := otherArrow
			if seat == mover {
				c = ownArrow
			}
			c.A = uint8(max(0x90, int(c.A)-0x18*n))
			marks = append(marks, board.Marking{Shape: board.Arrow, From: from, To: to, Colour: c})
		}
		if g.Play(m) != nil {
			break
		}
	}
	return marks
}

// analysisSeats are the seats as the panel shows them.
func (p *Screen) analysisSeats() []analysisview.Seat {
	var out []analysisview.Seat
	for seat := range p.game.Players() {
		out = append(out, analysisview.Seat{Name: p.SeatName(seat), Colour: view.SeatColour(p.colour(seat))})
	}
	return out
}

// AnalysisJudged reports whether the analysis board shows a judgement of
// the position shown.
func (p *Screen) AnalysisJudged() bool {
	return p.analysis.on && p.analysis.panel.Shown().Chances != nil
}
