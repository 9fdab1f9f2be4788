// Package terraceview draws a game of Terrace on the board widget and turns
// the player's clicks and drags into moves: the terraces shaded by level
// with their walls, the goal corners flagged, the pieces as domes.
package terraceview

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// View is the Terrace board in play.
type View struct {
	table            Table // the words and the guard it shares with the relief
	view.BoardTurner       // turned by Play > Turn the board
	view.BoardAids         // the marks, coordinates and last move, as the settings ask
	game             *terrace.Game
	colours          []string // colour name of each seat
	host             view.Host
	board            *board.Board
	pieces           *view.Pieces[terrace.Square, terrace.Move] // the piece the player is moving
	pennants         []bool                                     // the seats out of the game when the pennants were drawn
}

// New shows game, whose seats are those of the setup, on a new board.
func New(game *terrace.Game, seats []setups.Seat, host view.Host) *View {
	n := game.Size()
	v := &View{game: game, host: host, board: board.New(n, n)}
	sides := SeatSides(game)
	v.BoardTurner = view.BoardTurner{Board: v.board, Step: 1, Sides: func(seat int) int { return sides[seat] }}
	v.BoardAids = view.BoardAids{Board: v.board, Redraw: v.Update}
	v.board.Frame = Frame
	for _, s := range seats {
		v.colours = append(v.colours, s.Colour)
	}
	v.table = Table{Game: game, Host: host, Redraw: v.Update}
	v.pieces = view.NewPieces(host, v.table.Rules(), v.table.Play, v.Update)
	v.pieces.OnChoose = v.table.WarnOfOwnT
	v.pieces.Attach(v.board)
	v.Update()
	return v
}

// setPennants draws the walls and the goal pennants when the pennants
// change: a seat out of a 3- or 4-player game leaves its goal's pennant
// (undone, it comes back). With two players the pennants stay to the end.
func (v *View) setPennants() {
	g := v.game
	out := make([]bool, g.Players())
	if g.Players() > 2 {
		for seat := range out {
			out[seat] = g.Eliminated(seat)
		}
	}
	if v.pennants != nil && slices.Equal(out, v.pennants) {
		return
	}
	v.pennants = out
	var goals []terrace.Square
	var colours []string
	for seat := range g.Players() {
		if !out[seat] {
			goals = append(goals, g.Goal(seat))
			colours = append(colours, v.colours[seat])
		}
	}
	v.board.SetDecorations(Decorations(g.Size(), goals, colours))
}

// Object is the board widget.
func (v *View) Object() fyne.CanvasObject { return v.board }

// Board gives the board widget, for tests.
func (v *View) Board() *board.Board { return v.board }

func toSquare(s board.Square) terrace.Square   { return terrace.Square{File: s.File, Rank: s.Rank} }
func fromSquare(s terrace.Square) board.Square { return board.Square{File: s.File, Rank: s.Rank} }

// Highlight colours over the terraces.
var (
	selectedTint = color.NRGBA{0x5a, 0xb4, 0xff, 0x90}
	lastMoveTint = color.NRGBA{0xff, 0xee, 0x70, 0x8c}
	dangerTint   = color.NRGBA{0xe0, 0x20, 0x20, 0x70}
)

// Update redraws every square from the game.
func (v *View) Update() {
	g := v.game
	n := g.Size()
	targets := v.pieces.Targets()
	selected, isSelected := v.pieces.Chosen()
	hinted, isHinted := v.pieces.Hinted()
	v.setPennants()
	last, hasLast := LastMove(g)
	threatened := g.Threatened()
	for f := range n {
		for r := range n {
			sq := terrace.Square{File: f, Rank: r}
			c := board.Cell{Ground: Ground(n, sq)}
			if hasLast && !v.HideLastMove && (sq == last.From || sq == last.To) {
				c.Tint = lastMoveTint
			}
			if pc, ok := g.At(sq); ok {
				c.Piece = Dome(v.colours[pc.Seat], pc, n)
				if pc.T && slices.Contains(threatened, pc.Seat) {
					c.Tint = dangerTint
				}
			}
			if isSelected && sq == selected {
				c.Tint = selectedTint
			}
			for _, m := range targets {
				if m.To == sq {
					if isHinted && m == hinted {
						c.Tint = selectedTint // where the hinted move goes
					}
					switch {
					case g.LosesOwnT(m):
						c.Mark = board.WarningMark
					case m.Capture:
						c.Mark = board.CaptureMark
					default:
						c.Mark = board.MoveMark
					}
				}
			}
			v.board.SetCell(fromSquare(sq), c)
		}
	}
	v.board.Refresh()
}

// Notice names a player just put out of the game, and calls "Terrace!"
// when a T can be taken.
func (v *View) Notice() string { return v.table.Notice() }

// AnimateMove slides a computer's piece to its square, then plays it.
func (v *View) AnimateMove(m rules.Move, d time.Duration, then func()) {
	tm, ok := m.(terrace.Move)
	if !ok {
		then()
		return
	}
	v.board.Animate(fromSquare(tm.From), fromSquare(tm.To), d, then)
}

// ShowHint selects the piece of a suggested move, so its moves show.
func (v *View) ShowHint(m rules.Move) {
	if tm, ok := m.(terrace.Move); ok {
		v.pieces.Hint(tm.From, tm)
		v.Update()
	}
}

// MoveSquares places a move on the board (view.MoveSquarer).
func (v *View) MoveSquares(m rules.Move) (from, to board.Square, ok bool) {
	tm, ok := m.(terrace.Move)
	return fromSquare(tm.From), fromSquare(tm.To), ok
}
