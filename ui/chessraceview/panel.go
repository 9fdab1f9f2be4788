package chessraceview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/view"
)

// panel is the strip below the board: the die, the controls of the moment
// (Roll; the figures two promotion halves buy; the tiles, their arrows and
// Skip after a king move) and every player's waiting pieces and halves.
type panel struct {
	v *View

	roll, skip, takeOff *widget.Button
	promoteLabel        *widget.Label
	figures             []*widget.Button // Pawn to King
	tiles               []*widget.Button // block, mud: the tiles beside the board
	arrows              []*widget.Button // north, east, south, west
	captions            map[*widget.Button]*canvas.Text
	arrowsCaption       *canvas.Text // "Mud arrow", under the arrow buttons
	figureRow, tileRow  *fyne.Container
	help                *widget.Label
	reserves            []*reserveRow
	object              fyne.CanvasObject
}

// The words under the buttons that have only a picture: a newcomer must
// tell the block from the mud, and the figures by name.
var (
	figureCaptions = []string{"Pawn", "Rook", "Bishop", "Knight", "Queen", "King"}
	tileCaptions   = []string{"Block", "Mud"}
	arrowsCaption  = "Mud arrow"
)

var compass = []chessrace.Dir{chessrace.North, chessrace.East, chessrace.South, chessrace.West}

func newPanel(v *View) *panel {
	p := &panel{v: v, captions: map[*widget.Button]*canvas.Text{}}
	p.roll = widget.NewButtonWithIcon("Roll", theme.NewThemedResource(dieIcon()), v.roll)
	p.skip = widget.NewButton("Skip", v.skip)
	p.takeOff = widget.NewButtonWithIcon("Take off", theme.DeleteIcon(), v.takeOff)
	p.promoteLabel = widget.NewLabel("or spend two halves on:")
	for f := chessrace.Pawn; f <= chessrace.King; f++ {
		b := widget.NewButtonWithIcon("", theme.NewThemedResource(figurePicture(f, "#000000")), func() { v.choosePromotion(f) })
		p.figures = append(p.figures, b)
	}
	for _, t := range []chessrace.Tile{chessrace.Block, chessrace.Mud1} {
		b := widget.NewButtonWithIcon("", tilePicture(t, chessrace.East), func() { p.chooseSpareTile(t) })
		p.tiles = append(p.tiles, b)
	}
	for _, d := range compass {
		b := widget.NewButtonWithIcon("", theme.NewThemedResource(arrowIcon(d)), func() { v.chooseArrow(d) })
		p.arrows = append(p.arrows, b)
	}
	p.help = widget.NewLabel("")
	p.help.Wrapping = fyne.TextWrapWord
	p.help.TextStyle.Italic = true
	// Room for two lines of help at all times, so that the board above does
	// not jump when a longer text wraps.
	twoLines := canvas.NewRectangle(color.Transparent)
	twoLines.SetMinSize(fyne.NewSize(0, widget.NewLabel("\n").MinSize().Height))

	buttons := func(list []*widget.Button) []fyne.CanvasObject {
		out := make([]fyne.CanvasObject, len(list))
		for k, b := range list {
			out[k] = b
		}
		return out
	}
	captioned := func(list []*widget.Button, words []string) []fyne.CanvasObject {
		out := make([]fyne.CanvasObject, len(list))
		for k, b := range list {
			out[k] = p.captioned(b, words[k])
		}
		return out
	}
	p.figureRow = container.NewHBox(captioned(p.figures, figureCaptions)...)
	p.arrowsCaption = caption(arrowsCaption)
	arrowGroup := container.NewVBox(container.NewHBox(buttons(p.arrows)...), container.NewCenter(p.arrowsCaption))
	p.tileRow = container.NewHBox(append(captioned(p.tiles, tileCaptions), widget.NewSeparator(), arrowGroup)...)
	actions := container.NewHBox(p.roll, p.promoteLabel, p.skip, p.takeOff)
	controls := container.NewVBox(actions, container.NewStack(twoLines, p.figureRow, p.tileRow, p.help))

	reserves := container.NewVBox()
	for seat := range v.game.Players() {
		r := newReserveRow(v, seat)
		p.reserves = append(p.reserves, r)
		reserves.Add(r)
	}
	p.object = container.NewBorder(nil, nil,
		container.NewCenter(v.die), container.NewCenter(reserves), container.NewPadded(controls))
	return p
}

// caption is a word under a button, in the small text of captions.
func caption(text string) *canvas.Text {
	c := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	c.TextSize = theme.CaptionTextSize()
	c.Alignment = fyne.TextAlignCenter
	return c
}

// captioned stands the button over its word, both as wide as the wider.
func (p *panel) captioned(b *widget.Button, text string) fyne.CanvasObject {
	c := caption(text)
	p.captions[b] = c
	return container.NewVBox(b, container.NewCenter(c))
}

// chooseSpareTile picks the tile beside the board shown on a tile button.
func (p *panel) chooseSpareTile(kind chessrace.Tile) {
	for _, t := range p.v.offBoardTiles() {
		if t.IsMud() == kind.IsMud() {
			p.v.chooseTile(t)
			return
		}
	}
}

// figureHelp reminds the player how the rolled figure moves.
var figureHelp = map[chessrace.Figure]string{
	chessrace.Pawn:   "Pawn: one step forward (two off a ribbon), or diagonally to capture.",
	chessrace.Rook:   "Rook: straight any distance, over your own pieces, up to a rival.",
	chessrace.Bishop: "Bishop: diagonally any distance, over your own pieces, up to a rival.",
	chessrace.Knight: "Knight: one step straight on the track, one diagonally on; never on a tile.",
	chessrace.Queen:  "Queen: any line, any distance, over your own pieces, up to a rival.",
	chessrace.King:   "King: one step any way; then you may place, move or remove a tile.",
}

// update brings the die, the controls and the reserves in line with the
// game.
func (p *panel) update() {
	v := p.v
	g := v.game
	phase := g.Phase()
	canMove := v.host.CanMove()

	face, dim := g.Figure(), false
	if last, ok := g.LastMove(); ok && g.Passed() {
		if roll, ok := last.(chessrace.Move); ok {
			face, dim = roll.Figure, true // the face that gave no move
		}
	}
	hint := ""
	if v.canRoll() {
		hint = "Roll"
	}
	v.die.SetFace(face, dim, hint)

	setEnabled(p.roll, v.canRoll())
	setImportance(p.roll, v.canRoll())
	choosing := canMove && phase == chessrace.PhaseChoose
	tiling := canMove && phase == chessrace.PhaseTile
	setVisible(p.promoteLabel, choosing)
	setVisible(p.figureRow, choosing)
	setVisible(p.skip, tiling)
	setVisible(p.takeOff, tiling)
	setVisible(p.tileRow, tiling)
	setVisible(p.help, !choosing && !tiling)

	if choosing {
		text := "or spend two halves on:"
		if v.promo != chessrace.NoFigure {
			text = "now move as a " + figureName(v.promo) + ":"
		}
		if p.promoteLabel.Text != text {
			p.promoteLabel.SetText(text)
		}
		for k, b := range p.figures {
			f := chessrace.Figure(k) + chessrace.Pawn
			setEnabled(b, p.hasPromotedMove(f))
			setImportance(b, v.promo == f)
		}
	}
	if tiling {
		spare := v.offBoardTiles()
		for k, b := range p.tiles {
			mud := k == 1
			available := false
			for _, t := range spare {
				available = available || t.IsMud() == mud
			}
			setEnabled(b, available)
			setImportance(b, v.tileChosen && v.tile.IsMud() == mud && !g.Tiles()[v.tile].OnBoard)
		}
		mudChosen := v.tileChosen && v.tile.IsMud()
		for k, b := range p.arrows {
			setEnabled(b, mudChosen)
			setImportance(b, mudChosen && v.arrow == compass[k])
		}
		setEnabled(p.takeOff, v.tileChosen && g.Tiles()[v.tile].OnBoard)
		greyed(p.arrowsCaption, !mudChosen)
	}
	for b, c := range p.captions {
		greyed(c, b.Disabled())
	}
	help := ""
	switch phase {
	case chessrace.PhaseMove, chessrace.PhaseTile:
		help = figureHelp[g.Figure()]
	case chessrace.PhasePlace:
		help = "Each player in turn puts a first piece on a starting ribbon."
	case chessrace.PhaseRoll, chessrace.PhaseReroll:
		help = "Click Roll or the die, or press Space."
	}
	if choice := v.ribbonChoice(); choice != "" {
		help = choice
	}
	if !canMove {
		help = ""
	}
	if p.help.Text != help {
		p.help.SetText(help)
	}
	for _, r := range p.reserves {
		r.update()
	}
}

// hasPromotedMove reports whether two promotion halves spent on figure f
// move anything.
func (p *panel) hasPromotedMove(f chessrace.Figure) bool {
	for _, m := range p.v.game.LegalMoves() {
		if m.Kind == chessrace.PieceMove && m.Promoted && m.Figure == f {
			return true
		}
	}
	return false
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled && w.Disabled() {
		w.Enable()
	} else if !enabled && !w.Disabled() {
		w.Disable()
	}
}

// greyed draws a caption in the colour of disabled text, or of text.
func greyed(c *canvas.Text, grey bool) {
	want := theme.Color(theme.ColorNameForeground)
	if grey {
		want = theme.Color(theme.ColorNameDisabled)
	}
	if c.Color != want {
		c.Color = want
		c.Refresh()
	}
}

func setVisible(o fyne.CanvasObject, visible bool) {
	if visible && !o.Visible() {
		o.Show()
	} else if !visible && o.Visible() {
		o.Hide()
	}
}

func setImportance(b *widget.Button, high bool) {
	want := widget.MediumImportance
	if high {
		want = widget.HighImportance
	}
	if b.Importance != want {
		b.Importance = want
		b.Refresh()
	}
}

// reserveRow is one player beside the board: their colour's name, their
// three pieces (the waiting ones solid) and their promotion halves. The
// player to move has the row lit; clicking their waiting pieces shows
// where a new one may enter.
type reserveRow struct {
	widget.BaseWidget
	v      *View
	seat   int
	back   *canvas.Rectangle
	name   *canvas.Text
	pieces *canvas.Image
	halves *canvas.Image
	box    fyne.CanvasObject
}

func newReserveRow(v *View, seat int) *reserveRow {
	r := &reserveRow{v: v, seat: seat,
		back:   canvas.NewRectangle(color.Transparent),
		name:   canvas.NewText(v.name(seat), theme.Color(theme.ColorNameForeground)),
		pieces: canvas.NewImageFromResource(nil),
		halves: canvas.NewImageFromResource(nil),
	}
	r.back.CornerRadius = 6
	r.name.TextSize = 13
	r.pieces.FillMode = canvas.ImageFillContain
	r.pieces.SetMinSize(fyne.NewSize(78, 78*reserveHeight/100))
	r.halves.FillMode = canvas.ImageFillContain
	r.halves.SetMinSize(fyne.NewSquareSize(26))
	nameBox := container.NewGridWrap(fyne.NewSize(58, 24), container.NewCenter(r.name))
	r.box = container.NewStack(r.back, container.NewHBox(nameBox, container.NewCenter(r.pieces), r.halves))
	r.ExtendBaseWidget(r)
	return r
}

func (r *reserveRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.box) }

// Tapped asks for the ribbons a waiting piece may enter on.
func (r *reserveRow) Tapped(*fyne.PointEvent) { r.v.tapReserve(r.seat) }

// Cursor shows the row can be clicked.
func (r *reserveRow) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (r *reserveRow) update() {
	g := r.v.game
	colour := r.v.colours[r.seat]
	if res := reservePicture(colour, g.Waiting(r.seat)); r.pieces.Resource != res {
		r.pieces.Resource = res
		r.pieces.Refresh()
	}
	if res := halvesPicture(g.Halves(r.seat)); r.halves.Resource != res {
		r.halves.Resource = res
		r.halves.Refresh()
	}
	text := r.v.name(r.seat)
	if g.Left(r.seat) {
		text += " (out)"
	}
	toMove := r.v.host.CanMove() && g.Seat() == r.seat
	fill := color.Color(color.Transparent)
	if toMove {
		c := view.SeatColour(colour)
		c.A = 0x55
		fill = c
	}
	if r.name.Text != text || r.name.TextStyle.Bold != toMove || r.back.FillColor != fill {
		r.name.Text, r.name.TextStyle.Bold, r.back.FillColor = text, toMove, fill
		r.name.Refresh()
		r.back.Refresh()
	}
}
