// Package reliefview shows a game of Terrace in relief: the board's real
// stepped shape seen from above and in front, every terrace raised to its
// level with walls lit and shaded between the levels, the pieces standing
// on their squares as domes. It plays exactly as the flat board of
// package terraceview does (view.Pieces), and turns by quarter turns so
// that every seat can look from its own side of the table.
//
// Boardshelf paints it itself, into one picture: the terraces of each
// viewpoint once per size, then on every change only the pieces, the
// highlights and the signs over them, in the painter's order from the
// back, each behind the columns in front of it (an arrow over all). A
// piece in the hand or sliding is a picture of its own above the board,
// so that moving it paints nothing else.
package reliefview

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	fynelayout "fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/sound"
	"boardshelf/ui/terraceview"
	"boardshelf/ui/view"
)

// View is the Terrace board in relief, in play.
type View struct {
	table    terraceview.Table // the words and the guard of the flat board
	game     *terrace.Game
	colours  []string // colour name of each seat
	host     view.Host
	relief   *relief
	pieces   *view.Pieces[terrace.Square, terrace.Move]
	object   fyne.CanvasObject
	turns    [2]*widget.Button // anticlockwise, clockwise
	aids     view.Aids
	sides    []int           // the side of the table each seat plays from, as a turn
	markings []board.Marking // the signs the play screen draws over the board (markings.go)

	// OnTurn, when set, is told of the viewpoint the player turned the
	// board to (with the buttons or the keys), to remember it.
	OnTurn func(viewpoint int)
}

// New shows game, whose seats are those of the setup, in relief.
func New(game *terrace.Game, seats []setups.Seat, host view.Host) *View {
	v := &View{game: game, host: host, relief: newRelief(game.Size()), sides: terraceview.SeatSides(game)}
	for _, s := range seats {
		v.colours = append(v.colours, s.Colour)
	}
	v.table = terraceview.Table{Game: game, Host: host, Redraw: v.Update}
	v.pieces = view.NewPieces(host, v.table.Rules(), v.table.Play, v.Update)
	v.pieces.OnChoose = v.table.WarnOfOwnT
	v.relief.onTapped = func(sq terrace.Square) { v.pieces.Tapped(fromSquare(sq)) }
	v.relief.onDragStart = func(sq terrace.Square) bool { return v.pieces.DragStart(fromSquare(sq)) }
	v.relief.onDropped = func(from, to terrace.Square, ok bool) {
		v.pieces.Dropped(fromSquare(from), fromSquare(to), ok)
		v.Update() // a piece put back where it was stays chosen, and is drawn there again
	}
	v.turns[0] = widget.NewButtonWithIcon("", turnLeftIcon, func() { v.turnBy(-1) })
	v.turns[1] = widget.NewButtonWithIcon("", turnRightIcon, func() { v.turnBy(1) })
	for _, b := range v.turns {
		b.Importance = widget.LowImportance
	}
	v.object = container.NewStack(v.relief, container.NewBorder(container.NewHBox(fynelayout.NewSpacer(), v.turns[0], v.turns[1]), nil, nil, nil))
	v.Update()
	return v
}

// The play screen's extras the relief offers, as the flat board does, and
// the keys that turn it.
var (
	_ view.View       = (*View)(nil)
	_ view.KeyHandler = (*View)(nil)
)

func fromSquare(s terrace.Square) board.Square { return board.Square{File: s.File, Rank: s.Rank} }

// Object is the board with its turning buttons.
func (v *View) Object() fyne.CanvasObject { return v.object }

// TurnStep is a quarter turn: Terrace is seen from any of its sides
// (view.Turner).
func (v *View) TurnStep() int { return 1 }

// Turned is the side the board is seen from, in quarter turns clockwise
// from White's: 0 is White's side, 2 the far side (view.Turner).
func (v *View) Turned() int { return v.relief.turn }

// SetTurned turns the board to be seen from a side (any whole number of
// quarter turns clockwise; 4 is 0 again).
func (v *View) SetTurned(n int) { v.relief.setTurn(n) }

// SeatTurn is the side of the table a seat plays from: the side its
// pieces start nearest to (view.Turner).
func (v *View) SeatTurn(seat int) int { return v.sides[seat] }

// MoveSound is a capture's sound, a climb's or a descent's, or a plain
// move's along a terrace (view.View).
func (v *View) MoveSound(m rules.Move) sound.Sound { return terraceview.MoveSound(v.game, m) }

// turnBy turns the board by quarter turns clockwise for the player, and
// says so.
func (v *View) turnBy(quarters int) {
	v.SetTurned(v.Turned() + quarters)
	if v.OnTurn != nil {
		v.OnTurn(v.Turned())
	}
}

// TypedKey turns the board: ] a quarter turn clockwise, [ anticlockwise.
func (v *View) TypedKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyRightBracket:
		v.turnBy(1)
	case fyne.KeyLeftBracket:
		v.turnBy(-1)
	default:
		return false
	}
	return true
}

// Highlight colours over the terraces, as on the flat board.
var (
	selectedTint = color.NRGBA{0x5a, 0xb4, 0xff, 0x90}
	lastMoveTint = color.NRGBA{0xff, 0xee, 0x70, 0x8c}
	dangerTint   = color.NRGBA{0xe0, 0x20, 0x20, 0x70}
)

// SetAids shows the marks of the moves, the coordinates and the last move
// as the player's settings ask.
func (v *View) SetAids(a view.Aids) {
	if a == v.aids {
		return
	}
	v.aids = a
	v.relief.hideLabels = a.HideCoordinates
	v.Update()
}

// Update redraws the board from the game.
func (v *View) Update() {
	g := v.game
	n := g.Size()
	targets := v.pieces.Targets()
	selected, isSelected := v.pieces.Chosen()
	hinted, isHinted := v.pieces.Hinted()
	last, hasLast := terraceview.LastMove(g)
	threatened := g.Threatened()
	sc := scene{cells: make([]cell, n*n), pennants: v.pennants()}
	for i := range sc.cells {
		sq, c := square(n, i), &sc.cells[i]
		if hasLast && !v.aids.HideLastMove && (sq == last.From || sq == last.To) {
			c.tint = lastMoveTint
		}
		if pc, ok := g.At(sq); ok {
			c.piece = look{colour: v.colours[pc.Seat], size: pc.Size, t: pc.T}
			if pc.T && slices.Contains(threatened, pc.Seat) {
				c.tint = dangerTint
			}
		}
		if isSelected && sq == selected {
			c.tint = selectedTint
		}
	}
	for _, m := range targets {
		c := &sc.cells[index(n, m.To)]
		if isHinted && m == hinted {
			c.tint = selectedTint // where the hinted move goes
		}
		switch {
		case g.LosesOwnT(m):
			c.mark = board.WarningMark
		case v.aids.HideMoves:
		case m.Capture:
			c.mark = board.CaptureMark
		default:
			c.mark = board.MoveMark
		}
	}
	v.signs(&sc)
	v.relief.show(sc)
}

// pennants are the goals' pennants, in the colours of the seats racing
// there; a seat out of a 3- or 4-player game takes its colour away (and
// brings it back when that is undone). With two players the pennants stay
// to the end.
func (v *View) pennants() []pennant {
	g := v.game
	var out []pennant
	for seat := range g.Players() {
		if g.Players() > 2 && g.Eliminated(seat) {
			continue
		}
		goal := g.Goal(seat)
		k := slices.IndexFunc(out, func(p pennant) bool { return p.goal == goal })
		if k < 0 {
			out = append(out, pennant{goal: goal})
			k = len(out) - 1
		}
		out[k].colours = append(out[k].colours, v.colours[seat])
	}
	return out
}

// Notice names a player just put out of the game, and calls "Terrace!"
// when a T can be taken, in the words of the flat board.
func (v *View) Notice() string { return v.table.Notice() }

// AnimateMove slides a computer's piece to its square, climbing or
// stepping down on the way, then plays it.
func (v *View) AnimateMove(m rules.Move, d time.Duration, then func()) {
	tm, ok := m.(terrace.Move)
	if !ok {
		then()
		return
	}
	v.relief.slide(tm.From, tm.To, d, func() {
		then()
		v.Update() // the piece comes down, played or not
	})
}

// ShowHint selects the piece of a suggested move, so its moves show.
func (v *View) ShowHint(m rules.Move) {
	if tm, ok := m.(terrace.Move); ok {
		v.pieces.Hint(tm.From, tm)
		v.Update()
	}
}
