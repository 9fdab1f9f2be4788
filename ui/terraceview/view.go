// Package terraceview draws a game of Terrace on the board widget and turns
// the player's clicks and drags into moves: the terraces shaded by level
// with their walls, the goal corners flagged, the pieces as domes.
package terraceview

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// View is the Terrace board in play.
type View struct {
	game     *terrace.Game
	colours  []string // colour name of each seat
	host     view.Host
	board    *board.Board
	selected *terrace.Square
}

// New shows game, whose seats are those of the setup, on a new board.
func New(game *terrace.Game, seats []setups.Seat, host view.Host) *View {
	n := game.Size()
	v := &View{game: game, host: host, board: board.New(n, n)}
	v.board.Frame = color.NRGBA{0x4a, 0x34, 0x1f, 0xff}
	for _, s := range seats {
		v.colours = append(v.colours, s.Colour)
	}
	v.board.OnTapped = v.tapped
	v.board.OnDragStart = v.dragStart
	v.board.OnDropped = v.dropped
	v.board.SetDecorations(v.decorations())
	v.Update()
	return v
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
	var targets []terrace.Move
	if v.selected != nil {
		targets = g.MovesFrom(*v.selected)
		if len(targets) == 0 || !v.host.CanMove() {
			v.selected, targets = nil, nil
		}
	}
	last, hasLast := g.LastMove()
	threatened := g.Threatened()
	for f := range n {
		for r := range n {
			sq := terrace.Square{File: f, Rank: r}
			c := board.Cell{Ground: levelColour(n, sq)}
			if hasLast && (sq == last.From || sq == last.To) {
				c.Tint = lastMoveTint
			}
			if pc, ok := g.At(sq); ok {
				c.Piece = dome(v.colours[pc.Seat], pc.Size, terrace.MaxPieceSize(n), pc.T)
				if pc.T && slices.Contains(threatened, pc.Seat) {
					c.Tint = dangerTint
				}
			}
			if v.selected != nil && sq == *v.selected {
				c.Tint = selectedTint
			}
			for _, m := range targets {
				if m.To == sq {
					c.Mark = board.MoveMark
					if m.Capture {
						c.Mark = board.CaptureMark
					}
				}
			}
			v.board.SetCell(fromSquare(sq), c)
		}
	}
	v.board.Refresh()
}

// Notice is the rulebook's courtesy: "Terrace!" when a T can be taken.
func (v *View) Notice() string {
	var names []string
	for _, seat := range v.game.Threatened() {
		names = append(names, v.game.Name(seat)+"'s")
	}
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf("Terrace! %s T can be captured", strings.Join(names, " and "))
}

func (v *View) tapped(s board.Square) {
	if !v.host.CanMove() {
		return
	}
	sq := toSquare(s)
	previous := v.selected
	v.selected = nil
	if previous != nil {
		if m, ok := v.moveTo(*previous, sq); ok {
			v.host.Play(m)
			return
		}
	}
	// Otherwise the click selects a piece of the player to move (a second
	// click on it, or anywhere else, drops the selection).
	if pc, ok := v.game.At(sq); ok && (previous == nil || *previous != sq) {
		switch {
		case pc.Seat != v.game.Turn():
			v.host.Say(fmt.Sprintf("That is %s's piece; %s is to move", v.game.Name(pc.Seat), v.game.Name(v.game.Turn())))
		case len(v.game.MovesFrom(sq)) == 0:
			v.host.Say(fmt.Sprintf("The piece on %s has no legal move", sq))
		default:
			v.selected = &sq
		}
	}
	v.Update()
}

func (v *View) dragStart(s board.Square) bool {
	sq := toSquare(s)
	if !v.host.CanMove() || len(v.game.MovesFrom(sq)) == 0 {
		return false
	}
	v.selected = &sq
	v.Update()
	return true
}

func (v *View) dropped(fromB, toB board.Square, onBoard bool) {
	from, to := toSquare(fromB), toSquare(toB)
	switch {
	case !onBoard:
		v.host.Say("Dropped off the board: the piece goes back")
	case from == to:
		return // picked up and put back: stays selected, like a tap
	default:
		if m, ok := v.moveTo(from, to); ok {
			v.selected = nil
			v.host.Play(m)
			return
		}
		v.host.Say(fmt.Sprintf("%s to %s: %s", from, to, v.game.Explain(from, to)))
	}
	v.selected = nil
	v.Update()
}

// moveTo finds the legal move from one square to another.
func (v *View) moveTo(from, to terrace.Square) (terrace.Move, bool) {
	for _, m := range v.game.MovesFrom(from) {
		if m.To == to {
			return m, true
		}
	}
	return terrace.Move{}, false
}

// levelColour shades the terraces from the deep green of the low corners
// to the pale sand of the high ones, with a faint checker so that squares
// on one terrace can still be counted.
func levelColour(n int, sq terrace.Square) color.Color {
	low, high := color.NRGBA{0x3d, 0x6e, 0x4c, 0xff}, color.NRGBA{0xe6, 0xd6, 0xa4, 0xff}
	c := view.Mix(low, high, float64(terrace.Level(n, sq))/float64(n-1))
	if (sq.File+sq.Rank)%2 == 1 {
		c = view.Mix(c, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 0.10)
	}
	return c
}

// decorations draws what never changes during a game: the walls between
// levels with the shadow they cast on the lower side, and the pennants on
// the goal corners.
func (v *View) decorations() []board.Decoration {
	n := v.game.Size()
	var out []board.Decoration
	wall := color.NRGBA{0x3b, 0x2c, 0x1c, 0xc0}
	shadow := color.NRGBA{0, 0, 0, 0x2c}
	for f := range n {
		for r := range n {
			sq := terrace.Square{File: f, Rank: r}
			// The edge to the right of sq, then the edge above it.
			for _, next := range []terrace.Square{{File: f + 1, Rank: r}, {File: f, Rank: r + 1}} {
				if !terrace.OnBoard(n, next) {
					continue
				}
				x0, y0 := float32(next.File), float32(next.Rank) // the edge starts at next's bottom-left corner
				x1, y1 := x0, y0+1
				if next.Rank != r {
					x1, y1 = x0+1, y0
				}
				step := terrace.Level(n, next) - terrace.Level(n, sq)
				if step == 0 {
					continue
				}
				// Shadow on the lower square, along the wall.
				lower := sq
				if step < 0 {
					lower = next
				}
				sx, sy := float32(0.09), float32(0.09)
				rect := canvas.NewRectangle(shadow)
				var d board.Decoration
				switch {
				case next.Rank == r && lower == sq: // wall to the right of the lower square
					d = board.Decoration{Object: rect, X0: x0 - sx, Y0: y0, X1: x0, Y1: y1}
				case next.Rank == r:
					d = board.Decoration{Object: rect, X0: x0, Y0: y0, X1: x0 + sx, Y1: y1}
				case lower == sq: // wall above the lower square
					d = board.Decoration{Object: rect, X0: x0, Y0: y0 - sy, X1: x1, Y1: y0}
				default:
					d = board.Decoration{Object: rect, X0: x0, Y0: y0, X1: x1, Y1: y0 + sy}
				}
				out = append(out, d, line(wall, 0.045, x0, y0, x1, y1))
			}
		}
	}
	// Pennants on the goal corners, in the colours of the seats racing there.
	goals := map[terrace.Square][]string{}
	for seat := range v.game.Players() {
		goal := v.game.Goal(seat)
		goals[goal] = append(goals[goal], v.colours[seat])
	}
	for goal, colours := range goals {
		img := canvas.NewImageFromResource(pennant(colours))
		img.FillMode = canvas.ImageFillContain
		x, y := float32(goal.File), float32(goal.Rank)
		out = append(out, board.Decoration{Object: img, X0: x + 0.02, Y0: y + 0.52, X1: x + 0.46, Y1: y + 0.98})
	}
	return out
}

func line(c color.Color, stroke, x0, y0, x1, y1 float32) board.Decoration {
	return board.Decoration{Object: canvas.NewLine(c), X0: x0, Y0: y0, X1: x1, Y1: y1, Stroke: stroke}
}
