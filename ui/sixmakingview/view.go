// Package sixmakingview draws a game of Six MaKING (and Sixth MaKING) on the
// board widget and turns the player's clicks and drags into moves.
//
// Every tower is drawn as a stack of wooden disks, so the colour of each
// disk shows in order, with its height in a badge at the top left and the
// chess piece it moves as in a medallion at the top right. Beside the board
// stand both reserves, as piles with their counts (and the scores in Sixth
// MaKING). A player places a disk by clicking an empty square or dragging
// one from the reserve; moves a tower by clicking it at the disk where the
// split should be (the part above rises), then clicking or dragging to one
// of the glowing towers.
//
// A computer's move is shown as it is played (see AnimateMove): the disks
// it carries rise, travel and settle. A hint selects the suggested part and
// frames where it should go (see ShowHint).
package sixmakingview

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
)

// View is a Six MaKING board in play.
type View struct {
	view.BoardTurner // turned by Play > Turn the board
	view.BoardAids   // the marks, coordinates and last move, as the settings ask
	game             *sixmaking.Game
	host             view.Host

	board    *board.Board
	reserves [2]*reserve
	float    *canvas.Image   // the disk dragged from a reserve
	flyer    *canvas.Image   // the disks a computer's move carries
	layer    *fyne.Container // where float and flyer move, over everything
	root     fyne.CanvasObject

	// What the player is doing; the game itself lives in game only.
	selected *selection // a tower chosen to move, and how many of its disks
	dragging bool       // the selected part is being dragged on the board
	placing  bool       // a disk is chosen (or dragged) from the reserve
	press    *pressed   // where the mouse last went down on the board
	hovered  bool       // the status line shows what the pointer is over
	hint     *hint      // a suggested move on show
	flight   *flight    // a computer's move being shown, input waits
}

// selection is the top count disks of the tower on from.
type selection struct {
	from  sixmaking.Square
	count int
}

// pressed is a mouse press on a square, and the disk under it (count is the
// disks from that one to the top; 0 when the press missed the tower).
type pressed struct {
	square sixmaking.Square
	count  int
}

// New shows game on a new board, with the reserves beside it.
func New(game *sixmaking.Game, host view.Host) *View {
	n := game.Size()
	v := &View{game: game, host: host, board: board.New(n, n)}
	v.BoardTurner = view.BoardTurner{Board: v.board, Step: 2, Sides: func(seat int) int { return 2 * seat }}
	v.BoardAids = view.BoardAids{Board: v.board, Redraw: v.Update}
	v.board.Frame = frameColour
	v.board.OnTappedAt = v.tappedAt
	v.board.OnSecondaryTapped = func(board.Square) { v.cancel() } // a right click lets go
	v.board.OnTappedBeside = v.cancel
	v.board.OnPressed = v.pressedAt
	v.board.OnDragStart = v.dragStart
	v.board.OnDropped = v.dropped
	v.board.OnHover = v.hover
	v.reserves = [2]*reserve{newReserve(v, sixmaking.Dark), newReserve(v, sixmaking.Light)}
	v.float = canvas.NewImageFromResource(nil)
	v.float.FillMode = canvas.ImageFillContain
	v.float.Hide()
	v.flyer = canvas.NewImageFromResource(nil)
	v.flyer.FillMode = canvas.ImageFillContain
	v.flyer.Hide()
	v.layer = container.NewWithoutLayout(v.float, v.flyer)

	// Dark's reserve above, light's below, as the two players sit.
	side := container.NewBorder(v.reserves[0], v.reserves[1], nil, nil, newLegend())
	v.root = container.NewStack(
		container.NewBorder(nil, nil, container.NewPadded(side), nil, v.board),
		v.layer)
	v.Update()
	return v
}

// Object is the board with the reserves beside it.
func (v *View) Object() fyne.CanvasObject { return v.root }

// Board gives the board widget, for tests.
func (v *View) Board() *board.Board { return v.board }

func toSquare(s board.Square) sixmaking.Square   { return sixmaking.Square{File: s.File, Rank: s.Rank} }
func fromSquare(s sixmaking.Square) board.Square { return board.Square{File: s.File, Rank: s.Rank} }

// Colours of the board: a felt of muted green on which both the pale and
// the dark disks stand out, framed in walnut.
var (
	frameColour  = color.NRGBA{0x3d, 0x2b, 0x1f, 0xff}
	feltLight    = color.NRGBA{0x7e, 0xa2, 0x8f, 0xff}
	feltDark     = color.NRGBA{0x68, 0x8c, 0x79, 0xff}
	selectedTint = color.NRGBA{0x5a, 0xb4, 0xff, 0x78}
	lastMoveTint = color.NRGBA{0xff, 0xee, 0x70, 0x70}
)

// Update redraws the board and the reserves from the game.
func (v *View) Update() {
	now := v.snapshot()
	if fl := v.flight; fl != nil && fl.before != now {
		v.abandon() // the game moved on (an undo): the move on show no longer applies
	}
	v.settle()
	d := &drawing{}
	d.hint, d.hinted = v.hinted(now)
	if s := v.selected; s != nil {
		d.targets = v.game.Targets(s.from, s.count)
	}
	d.last, d.hasLast = v.game.LastMove()
	d.hasLast = d.hasLast && !v.HideLastMove
	n := v.game.Size()
	for f := range n {
		for r := range n {
			sq := sixmaking.Square{File: f, Rank: r}
			v.board.SetCell(fromSquare(sq), v.cell(d, sq))
		}
	}
	v.board.SetDecorations(d.decorations)
	v.board.Refresh()
	for _, r := range v.reserves {
		r.update()
	}
}

// settle lets go of what the player chose that the game no longer allows:
// after a move, an undo, the end, or while a computer moves.
func (v *View) settle() {
	g := v.game
	if !v.mayAct() {
		v.selected, v.placing, v.dragging = nil, false, false
	}
	if s := v.selected; s != nil && (g.Height(s.from) == 0 || s.count > g.Height(s.from)) {
		v.selected, v.dragging = nil, false
	}
	if v.placing && !v.canPlace() {
		v.placing = false
	}
}

// drawing is what one redraw of the board goes by: where the chosen part
// may land, the last move, the hint on show, and the decorations drawn so
// far.
type drawing struct {
	targets     []sixmaking.Square
	last        sixmaking.Move
	hasLast     bool
	hint        sixmaking.Move
	hinted      bool
	decorations []board.Decoration
}

// cell is what square sq shows.
func (v *View) cell(d *drawing, sq sixmaking.Square) board.Cell {
	c := board.Cell{Ground: feltLight}
	if (sq.File+sq.Rank)%2 == 0 {
		c.Ground = feltDark
	}
	if d.hasLast && (sq == d.last.To || (!d.last.Place && sq == d.last.From)) {
		c.Tint = lastMoveTint
	}
	if d.hinted && sq == d.hint.To {
		d.decorations = append(d.decorations, hintFrame(sq)) // first: under the badge
	}
	if disks := v.game.Tower(sq); disks != nil {
		v.tower(d, sq, disks, &c)
	} else if v.placing || v.dropsOn(sq) || (d.hinted && d.hint.Place && sq == d.hint.To) {
		c.Mark = board.MoveMark
	}
	return c
}

// tower draws the tower on sq in its cell: its chosen part raised, or
// carried away while it is dragged or a computer moves it, and a glow
// under it where the part moving may land.
func (v *View) tower(d *drawing, sq sixmaking.Square, disks []sixmaking.Color, c *board.Cell) {
	l := look{target: slices.Contains(d.targets, sq)}
	height := len(disks) // as the badge says
	if s := v.selected; s != nil && s.from == sq {
		c.Tint = selectedTint
		l.lifted = s.count
		if v.dragging {
			// The disks left behind are drawn under the tint: keep them clear.
			c.Tint = nil
			l.part = movingPart
			d.decorations = append(d.decorations, staying(sq, disks, s.count))
		}
	}
	if fl := v.flight; fl != nil && !fl.move.Place {
		switch sq {
		case fl.move.From: // only the disks left behind stay
			c.Tint = selectedTint
			l.lifted, l.part = fl.move.Count, stayingPart
			height -= fl.move.Count
		case fl.move.To:
			l.target = true
		}
	}
	if height > 0 {
		c.Piece = towerPicture(disks, l)
		d.decorations = append(d.decorations, heightBadge(sq, height)...)
	}
}

// mayAct reports whether the player at the board may act now: it is their
// turn and no computer's move is on show.
func (v *View) mayAct() bool { return v.flight == nil && v.host.CanMove() }

// snapshot writes down the game as the board shows it, so that a hint or a
// computer's move on show can tell when the game moved on under it: the
// position, and whether the game is over (a resignation leaves the
// position as it was).
func (v *View) snapshot() string {
	return v.game.PositionKey() + " " + strconv.FormatBool(v.game.Status().Over)
}

// heightBadge writes a tower's height in the top left corner of its square,
// matching the medallion of its piece in the other corner.
func heightBadge(sq sixmaking.Square, h int) []board.Decoration {
	x, y := float32(sq.File), float32(sq.Rank)+1 // the square's top left corner
	const r = medallionRadius / 100
	cx, cy := float32(1-medallionX/100), float32(-medallionY/100)
	disc := canvas.NewCircle(hexColour(badgeFill))
	disc.StrokeColor = hexColour(badgeInk)
	text := canvas.NewText(fmt.Sprint(h), hexColour(badgeInk))
	text.TextStyle.Bold = true
	text.Alignment = fyne.TextAlignCenter
	return []board.Decoration{
		{Object: disc, X0: x + cx - r, Y0: y + cy - r, X1: x + cx + r, Y1: y + cy + r, Stroke: 0.01},
		{Object: text, X0: x + cx - r, Y0: y + cy - r, X1: x + cx + r, Y1: y + cy + r},
	}
}

// staying draws, under the dragged part, the disks it leaves behind (the
// board hides a square's picture while it is dragged).
func staying(sq sixmaking.Square, disks []sixmaking.Color, lifted int) board.Decoration {
	img := canvas.NewImageFromResource(towerPicture(disks, look{lifted: lifted, part: stayingPart}))
	img.FillMode = canvas.ImageFillContain
	x, y := float32(sq.File), float32(sq.Rank)
	return board.Decoration{Object: img, X0: x, Y0: y, X1: x + 1, Y1: y + 1}
}

// Notice tells, in Sixth MaKING, who scored with the King just built.
func (v *View) Notice() string {
	g := v.game
	owner, ok := g.LastScored()
	if !ok {
		return ""
	}
	last, _ := g.LastMove()
	return lang.L("King on {{.Square}}: {{.Seat}} scores ({{.Score}} of {{.Target}})", map[string]any{
		"Square": last.To.String(), "Seat": v.name(owner), "Score": g.Score(owner), "Target": g.Target()})
}

// Prompt says what the player to move may do.
func (v *View) Prompt() string {
	var place, move bool
	for _, m := range v.game.Moves() {
		if m.(sixmaking.Move).Place {
			place = true
		} else {
			move = true
		}
	}
	who := map[string]any{"Seat": v.name(v.game.ToMove())}
	switch {
	case place && move:
		return lang.L("{{.Seat}}: place a disk or move a tower", who)
	case place:
		return lang.L("{{.Seat}}: place a disk", who)
	default:
		return lang.L("{{.Seat}}: move a tower", who)
	}
}

// MoveText writes a move for the move list, saying what a placement is.
func (v *View) MoveText(m rules.Move) string {
	if mv, ok := m.(sixmaking.Move); ok && mv.Place {
		return lang.L("disk on {{.Square}}", map[string]any{"Square": mv.String()})
	}
	return m.String()
}

// name is the player of a colour as the screen names them: "Light".
// Seat i plays Color(i).
func (v *View) name(c sixmaking.Color) string { return v.host.SeatName(int(c)) }

func hexColour(s string) color.NRGBA {
	var c color.NRGBA
	fmt.Sscanf(s, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	c.A = 0xff
	return c
}

// MoveSquares places a move on the board (view.MoveSquarer): a disk
// placed is a move onto one square.
func (v *View) MoveSquares(m rules.Move) (from, to board.Square, ok bool) {
	mv, ok := m.(sixmaking.Move)
	if mv.Place {
		return fromSquare(mv.To), fromSquare(mv.To), ok
	}
	return fromSquare(mv.From), fromSquare(mv.To), ok
}
