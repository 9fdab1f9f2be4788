// Package terraceview draws a game of Terrace on the board widget and turns
// the player's clicks and drags into moves: the terraces shaded by level
// with their walls, the goal corners flagged, the pieces as domes.
package terraceview

import (
	"image/color"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// View is the Terrace board in play.
type View struct {
	view.BoardTurner      // turned by Play > Turn the board
	hideLast         bool // the last move not lit, as the settings ask
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
	v.board.Frame = Frame
	for _, s := range seats {
		v.colours = append(v.colours, s.Colour)
	}
	v.pieces = view.NewPieces(host, view.PieceRules[terrace.Square, terrace.Move](pieceRules{game}), v.play, v.Update)
	v.pieces.OnChoose = v.warnOfOwnT
	v.pieces.Attach(v.board)
	v.Update()
	return v
}

// pieceRules answers the questions of the pieces' choosing from the game.
type pieceRules struct{ *terrace.Game }

func (pieceRules) Square(s board.Square) terrace.Square { return toSquare(s) }
func (pieceRules) To(m terrace.Move) terrace.Square     { return m.To }

// Piece tells whose piece stands on sq; Terrace's pieces have no names.
func (r pieceRules) Piece(sq terrace.Square) (int, rules.Word, bool) {
	pc, ok := r.At(sq)
	return pc.Seat, "", ok
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

// lastMove is the last move played on the board. The game's LastMove
// gives none when the last thing played was an agreement (a resignation or
// an agreed draw), but the board should still show the move that led here.
func lastMove(g *terrace.Game) (terrace.Move, bool) {
	if m, ok := g.LastMove(); ok {
		return m, true
	}
	history := g.History()
	for i := len(history) - 1; i >= 0; i-- {
		if m, ok := history[i].(terrace.Move); ok {
			return m, true
		}
	}
	return terrace.Move{}, false
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
	last, hasLast := lastMove(g)
	threatened := g.Threatened()
	for f := range n {
		for r := range n {
			sq := terrace.Square{File: f, Rank: r}
			c := board.Cell{Ground: Ground(n, sq)}
			if hasLast && !v.hideLast && (sq == last.From || sq == last.To) {
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

// Notice names a player just put out of the game, and makes the
// rulebook's courtesy: "Terrace!" when a T can be taken.
func (v *View) Notice() string {
	var notes []string
	for _, seat := range v.game.JustOut() {
		notes = append(notes, lang.L("{{.Seat}} is out", map[string]any{"Seat": v.host.SeatName(seat)}))
	}
	if threat := v.terrace(v.game.Threatened()); threat != "" {
		notes = append(notes, threat)
	}
	return strings.Join(notes, ". ")
}

// terrace calls "Terrace!" for the Ts of seats that can be captured, the
// seats named as the screen names them; "" for none.
func (v *View) terrace(seats []int) string {
	var n []string
	for _, seat := range seats {
		n = append(n, v.host.SeatName(seat))
	}
	switch len(n) {
	case 0:
		return ""
	case 1:
		return lang.L("Terrace! {{.First}}'s T can be captured", map[string]any{"First": n[0]})
	case 2:
		return lang.L("Terrace! {{.First}}'s and {{.Second}}'s Ts can be captured", map[string]any{"First": n[0], "Second": n[1]})
	case 3:
		return lang.L("Terrace! {{.First}}'s, {{.Second}}'s and {{.Third}}'s Ts can be captured",
			map[string]any{"First": n[0], "Second": n[1], "Third": n[2]})
	}
	return lang.L("Terrace! {{.First}}'s, {{.Second}}'s, {{.Third}}'s and {{.Fourth}}'s Ts can be captured",
		map[string]any{"First": n[0], "Second": n[1], "Third": n[2], "Fourth": n[3]})
}

// play makes a move the player chose, asking first when it captures the
// player's own T.
func (v *View) play(m terrace.Move) {
	if !v.game.LosesOwnT(m) {
		v.host.Play(m)
		return
	}
	who := map[string]any{"Seat": v.host.SeatName(v.game.Turn())}
	question := lang.L("{{.Seat}} captures {{.Seat}}'s own T: {{.Seat}} loses the game.", who)
	if v.game.LosingLeaves() {
		question = lang.L("{{.Seat}} captures {{.Seat}}'s own T: {{.Seat}} leaves the game.", who)
	}
	v.Update()
	v.host.Confirm(lang.L("Capture your own T?"), question, lang.L("Capture it"), func() { v.host.Play(m) })
}

// warnOfOwnT explains the amber ring: a capture of one's own T is legal,
// and loses.
func (v *View) warnOfOwnT(from terrace.Square) {
	for _, m := range v.game.MovesFrom(from) {
		if v.game.LosesOwnT(m) {
			where := map[string]any{"Square": m.To.String()}
			if v.game.LosingLeaves() {
				v.host.Say(lang.L("The amber ring on {{.Square}}: taking your own T there puts you out of the game", where))
			} else {
				v.host.Say(lang.L("The amber ring on {{.Square}}: taking your own T there loses the game", where))
			}
			return
		}
	}
}

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
