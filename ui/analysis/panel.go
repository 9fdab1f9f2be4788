// Package analysis holds the widgets of the computer's judgement beside
// the board: the panel of the analysis board (each seat's chance to win,
// the best few moves, the best line, how deep the search went). The play
// screen puts the engine's judgement into words for it (moves as the move
// list writes them); the panel decides nothing about the game.
package analysis

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Seat is a seat as the panel shows it: its name and its pieces' colour.
type Seat struct {
	Name   string
	Colour color.NRGBA
}

// Judgement is what the panel shows of a position, in the screen's words.
type Judgement struct {
	Chances []float64 // each seat's chance to win, adding to 1
	Mover   string    // the seat whose moves Lines are ("White")
	Lines   []Line    // the best moves, best first
	Best    string    // the best line written out, "" for none
	Depth   int       // the depth the search reached, 0 when it tells none
	Over    bool      // the game is over: Chances is its result
}

// Line is one of the best moves: as the move list writes it, and the
// mover's chance to win after it.
type Line struct {
	Move   string
	Chance float64
}

// Panel is the analysis board's panel. OnPoint is told which line the
// player points at (or clicks, for a screen without a pointer), -1 when
// none: the screen draws its moves on the board.
type Panel struct {
	OnPoint func(line int)

	bars  []*bar
	state *widget.Label // thinking, the depth, the game over
	mover *widget.Label
	// compact: the panel is laid out for a short room (four seats beside
	// the board at 800x600): rows closer, no heading, the state beside
	// the mover (moverState). See SetRoom.
	compact    bool
	heading    *fyne.Container
	moverRow   *fyne.Container
	moverState *widget.Label
	rowsShown  []*fyne.Container // the rows of the box, each in a rowLayout
	rows       []*lineRow
	best       *lineRow
	pinned     int // the line clicked, shown while no other is pointed at; -1 none
	pointed    int // the line under the pointer; -1 none
	shown      Judgement
	object     *fyne.Container
}

// MaxLines is how many of the best moves the panel shows.
const MaxLines = 3

// New makes a panel for a game of these seats, thinking.
func New(seats []Seat) *Panel {
	p := &Panel{pinned: -1, pointed: -1}
	heading := widget.NewLabel(lang.L("Analysis"))
	heading.TextStyle.Bold = true
	p.state = widget.NewLabel("")
	p.state.Importance = widget.LowImportance
	p.state.Alignment = fyne.TextAlignTrailing
	p.state.Truncation = fyne.TextTruncateEllipsis
	p.heading = p.row(container.NewBorder(nil, nil, heading, nil, p.state))
	box := container.NewVBox(p.heading)
	// Three or four seats' bars go two to a row, so that the best moves
	// keep their room beside the board; the seats are named in full above.
	bars := container.NewGridWithColumns(min(len(seats), 2))
	if len(seats) <= 2 {
		bars = container.NewGridWithColumns(1)
	}
	for _, s := range seats {
		b := newBar(s, len(seats) > 2)
		p.bars = append(p.bars, b)
		bars.Add(p.row(b.object))
	}
	box.Add(bars)
	p.mover = widget.NewLabel("")
	p.mover.TextStyle.Italic = true
	p.mover.Truncation = fyne.TextTruncateEllipsis
	p.moverState = widget.NewLabel("")
	p.moverState.Importance = widget.LowImportance
	p.moverState.Alignment = fyne.TextAlignTrailing
	p.moverState.Truncation = fyne.TextTruncateEllipsis
	p.moverState.Hide()
	p.moverRow = p.row(container.New(moverLayout{}, p.mover, p.moverState))
	box.Add(p.moverRow)
	for i := range MaxLines {
		row := newLineRow(p, i)
		p.rows = append(p.rows, row)
		box.Add(p.row(row))
	}
	p.best = newLineRow(p, 0)
	p.best.label.Truncation = fyne.TextTruncateOff
	p.best.label.Wrapping = fyne.TextWrapWord
	box.Add(p.row(p.best))
	p.object = box
	p.Thinking()
	return p
}

// Object is the panel as the screen lays it out.
func (p *Panel) Object() fyne.CanvasObject { return p.object }

// Thinking shows that a new position is being judged: the chances and
// lines of the last one go, so that none is read as this one's.
func (p *Panel) Thinking() {
	p.shown = Judgement{}
	p.setState(lang.L("Thinking…"))
	for _, b := range p.bars {
		b.set(-1)
	}
	p.mover.SetText("")
	for _, r := range p.rows {
		r.set("", "")
	}
	p.best.set("", "")
	p.showMoverRow()
	p.syncRows()
	p.pinned, p.pointed = -1, -1
	p.tell()
}

// Show shows a judgement of the position, deeper than the one before.
func (p *Panel) Show(j Judgement) {
	p.shown = j
	switch {
	case j.Over:
		p.setState(lang.L("Game over"))
	case j.Depth > 0:
		p.setState(lang.L("Depth {{.Depth}}, thinking…", map[string]any{"Depth": j.Depth}))
	default:
		p.setState(lang.L("Thinking…"))
	}
	for i, pc := range Percentages(j.Chances) {
		if i < len(p.bars) {
			p.bars[i].set(pc)
		}
	}
	p.mover.SetText("")
	if len(j.Lines) > 0 {
		p.mover.SetText(lang.L("Best moves for {{.Seat}}", map[string]any{"Seat": j.Mover}))
	}
	p.showMoverRow()
	for i, r := range p.rows {
		if i < len(j.Lines) {
			r.set(j.Lines[i].Move, Percent(j.Lines[i].Chance))
		} else {
			r.set("", "")
		}
	}
	if j.Best != "" {
		p.best.set(lang.L("Line: {{.Moves}}", map[string]any{"Moves": j.Best}), "")
	} else {
		p.best.set("", "")
	}
	p.syncRows()
	if p.pinned >= len(j.Lines) {
		p.pinned = -1
	}
}

// Shown is the judgement on show, for tests.
func (p *Panel) Shown() Judgement { return p.shown }

// Percents are the chances as the bars write them.
func (p *Panel) Percents() []string {
	var out []string
	for _, b := range p.bars {
		out = append(out, b.percent.Text)
	}
	return out
}

// Point tells the panel the player points at line (-1: at none), as the
// pointer over a row does.
func (p *Panel) Point(line int) {
	p.pointed = line
	p.tell()
}

// Pin keeps line's moves on the board until it is clicked again, as a
// click on its row does.
func (p *Panel) Pin(line int) {
	if p.pinned == line {
		line = -1
	}
	p.pinned = line
	p.tell()
}

// tell tells OnPoint the line to draw: the one pointed at, else the one
// pinned.
func (p *Panel) tell() {
	line := p.pointed
	if line < 0 {
		line = p.pinned
	}
	if line >= len(p.shown.Lines) {
		line = -1
	}
	if p.OnPoint != nil {
		p.OnPoint(line)
	}
}

// Percentages are chances as whole percentages that add up to 100 (the
// largest remainders rounded up), so that the bars never read 99% or
// 101% together.
func Percentages(chances []float64) []int {
	out := make([]int, len(chances))
	if len(chances) == 0 {
		return out
	}
	total := 0
	rest := make([]float64, len(chances))
	for i, c := range chances {
		c = math.Max(0, math.Min(1, c)) * 100
		out[i] = int(c)
		rest[i] = c - float64(out[i])
		total += out[i]
	}
	for ; total < 100; total++ {
		top := 0
		for i := range rest {
			if rest[i] > rest[top] {
				top = i
			}
		}
		out[top]++
		rest[top] = -1
	}
	return out
}

// Percent writes a chance as the panel does: "57%".
func Percent(chance float64) string {
	return lang.L("{{.Percent}}%", map[string]any{"Percent": int(math.Round(math.Max(0, math.Min(1, chance)) * 100))})
}
