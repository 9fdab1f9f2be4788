package chessraceview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/i18n"
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
	object              *fyne.Container
}

// The words under the buttons that have only a picture: a newcomer must
// tell the block from the mud, and the figures by name.
var (
	tileCaptions  = []string{i18n.Key("Block"), i18n.Key("Mud")}
	arrowsCaption = i18n.Key("Mud arrow")
)

var compass = []chessrace.Dir{chessrace.North, chessrace.East, chessrace.South, chessrace.West}

func newPanel(v *View) *panel {
	p := &panel{v: v, captions: map[*widget.Button]*canvas.Text{}}
	p.roll = widget.NewButtonWithIcon(lang.L("Roll"), theme.NewThemedResource(dieIcon()), v.roll)
	p.skip = widget.NewButton(lang.L("Skip"), v.skip)
	p.takeOff = widget.NewButtonWithIcon(lang.L("Take off"), theme.DeleteIcon(), v.takeOff)
	p.promoteLabel = widget.NewLabel(lang.L("or spend two halves on:"))
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
	captioned := func(list []*widget.Button, word func(k int) string) []fyne.CanvasObject {
		out := make([]fyne.CanvasObject, len(list))
		for k, b := range list {
			out[k] = p.captioned(b, word(k))
		}
		return out
	}
	p.figureRow = container.NewHBox(captioned(p.figures, func(k int) string { return figureName(chessrace.Pawn + chessrace.Figure(k)) })...)
	p.arrowsCaption = caption(lang.L(arrowsCaption))
	arrowGroup := container.NewVBox(container.NewHBox(buttons(p.arrows)...), container.NewCenter(p.arrowsCaption))
	p.tileRow = container.NewHBox(append(captioned(p.tiles, func(k int) string { return lang.L(tileCaptions[k]) }),
		widget.NewSeparator(), arrowGroup)...)
	actions := container.NewHBox(p.roll, p.promoteLabel, p.skip, p.takeOff)
	controls := container.NewVBox(actions, container.NewStack(twoLines, p.figureRow, p.tileRow, p.help))

	nameWidth := float32(58) // as wide as the longest name, bold as the player's to move
	for seat := range v.game.Players() {
		nameWidth = max(nameWidth, fyne.MeasureText(v.name(seat), nameSize, fyne.TextStyle{Bold: true}).Width+4)
	}
	parts := []fyne.CanvasObject{v.die, container.NewPadded(controls)}
	for seat := range v.game.Players() {
		r := newReserveRow(v, seat, nameWidth)
		p.reserves = append(p.reserves, r)
		parts = append(parts, r)
	}
	p.object = container.New(panelLayout{}, parts...)
	return p
}

// panelLayout lays out the die, the controls and the players' rows
// (objects 0, 1 and the rest): side by side where the panel is wide
// enough; else the die, smaller, and the rows (two columns of them for
// three or four players) on top, and the controls below, so that longer
// words (French, German) never make a small window wider or taller. How
// high the panel is depends on how wide it is (panelHeight), which the
// view's layout asks before it gives the board the rest.
type panelLayout struct{}

// narrowDie is the side of the die over two rows.
const narrowDie = 56

// minControls is the least room the controls take beside the die and the
// rows: in less, their help would take three lines.
const minControls = 250

// twoRows reports whether the parts do not fit side by side in width.
func twoRows(objects []fyne.CanvasObject, width float32) bool {
	die, controls, rows := objects[0].MinSize(), objects[1].MinSize(), rowsSize(objects[2:], 1)
	return width < die.Width+max(controls.Width, minControls)+rows.Width+2*theme.Padding()
}

// panelHeight is how high the panel is when width wide.
func panelHeight(objects []fyne.CanvasObject, width float32) float32 {
	die, controls, rows := objects[0].MinSize(), objects[1].MinSize(), objects[2:]
	if twoRows(objects, width) {
		return max(narrowDie, rowsSize(rows, narrowColumns(rows)).Height) + theme.Padding() + controls.Height
	}
	return max(die.Height, controls.Height, rowsSize(rows, 1).Height)
}

// rowsSize is the room the players' rows take in cols columns.
func rowsSize(rows []fyne.CanvasObject, cols int) fyne.Size {
	if len(rows) == 0 {
		return fyne.Size{}
	}
	gap := theme.Padding()
	m := rows[0].MinSize()
	down := (len(rows) + cols - 1) / cols
	return fyne.NewSize(float32(cols)*m.Width+float32(cols-1)*gap, float32(down)*m.Height+float32(down-1)*gap)
}

// narrowColumns is how many columns the rows take over two rows: two for
// three or four players.
func narrowColumns(rows []fyne.CanvasObject) int {
	if len(rows) > 2 {
		return 2
	}
	return 1
}

// placeRows puts the rows in cols columns, right-aligned at right, centred
// in a box from y height high.
func placeRows(rows []fyne.CanvasObject, cols int, right, y, height float32) {
	gap := theme.Padding()
	all := rowsSize(rows, cols)
	m := rows[0].MinSize()
	down := (len(rows) + cols - 1) / cols
	x0, y0 := right-all.Width, y+(height-all.Height)/2
	for k, r := range rows {
		col, row := k/down, k%down
		r.Move(fyne.NewPos(x0+float32(col)*(m.Width+gap), y0+float32(row)*(m.Height+gap)))
		r.Resize(m)
	}
}

func (panelLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	die, controls, rows := objects[0], objects[1], objects[2:]
	gap := theme.Padding()
	if twoRows(objects, size.Width) {
		cols := narrowColumns(rows)
		top := max(narrowDie, rowsSize(rows, cols).Height)
		die.Move(fyne.NewPos(0, (top-narrowDie)/2))
		die.Resize(fyne.NewSquareSize(narrowDie))
		placeRows(rows, cols, size.Width, 0, top)
		controls.Move(fyne.NewPos(0, top+gap))
		controls.Resize(fyne.NewSize(size.Width, size.Height-top-gap))
		return
	}
	dm, rm := die.MinSize(), rowsSize(rows, 1)
	die.Move(fyne.NewPos(0, (size.Height-dm.Height)/2))
	die.Resize(dm)
	placeRows(rows, 1, size.Width, 0, size.Height)
	controls.Move(fyne.NewPos(dm.Width+gap, 0))
	controls.Resize(fyne.NewSize(size.Width-dm.Width-rm.Width-2*gap, size.Height))
}

// MinSize is the panel at its narrowest: over two rows.
func (panelLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	controls, rows := objects[1].MinSize(), objects[2:]
	width := max(narrowDie+theme.Padding()+rowsSize(rows, narrowColumns(rows)).Width, controls.Width)
	return fyne.NewSize(width, panelHeight(objects, width))
}

// viewLayout stands the board over the panel, which is as high as its
// width makes it (panelHeight): the board takes the rest.
type viewLayout struct{}

func (viewLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	board, panel := objects[0], objects[1].(*fyne.Container)
	h := panelHeight(panel.Objects, size.Width)
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(size.Width, max(size.Height-h-theme.Padding(), 0)))
	panel.Move(fyne.NewPos(0, size.Height-h))
	panel.Resize(fyne.NewSize(size.Width, h))
}

func (viewLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, panel := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(board.Width, panel.Width), board.Height+theme.Padding()+panel.Height)
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
	chessrace.Pawn:   i18n.Key("Pawn: one step forward (two off a ribbon), or diagonally to capture."),
	chessrace.Rook:   i18n.Key("Rook: straight any distance, over your own pieces, up to a rival."),
	chessrace.Bishop: i18n.Key("Bishop: diagonally any distance, over your own pieces, up to a rival."),
	chessrace.Knight: i18n.Key("Knight: one step straight on the track, one diagonally on; never on a tile."),
	chessrace.Queen:  i18n.Key("Queen: any line, any distance, over your own pieces, up to a rival."),
	chessrace.King:   i18n.Key("King: one step any way; then you may place, move or remove a tile."),
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
		hint = lang.L("Roll")
	}
	v.die.SetFace(face, dim, hint)

	setEnabled(p.roll, v.canRoll())
	setImportance(p.roll, v.canRoll())
	choosing := canMove && phase == chessrace.PhaseChoose
	tiling := canMove && phase == chessrace.PhaseTile
	setVisible(p.roll, !tiling) // no roll now: room for the tiles' buttons
	setVisible(p.promoteLabel, choosing)
	setVisible(p.figureRow, choosing)
	setVisible(p.skip, tiling)
	setVisible(p.takeOff, tiling)
	setVisible(p.tileRow, tiling)
	setVisible(p.help, !choosing && !tiling)

	if choosing {
		text := lang.L("or spend two halves on:")
		if v.promo != chessrace.NoFigure {
			text = lang.L("now move as a {{.Figure}}:", map[string]any{"Figure": figureName(v.promo)})
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
	help := p.helpText()
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

// helpText is the strip's reminder of the moment: how the rolled figure
// moves, how to start or roll, or which of two pieces on a ribbon is
// chosen.
func (p *panel) helpText() string {
	if choice := p.v.ribbonChoice(); choice != "" {
		return choice
	}
	switch p.v.game.Phase() {
	case chessrace.PhaseMove, chessrace.PhaseTile:
		if words, ok := figureHelp[p.v.game.Figure()]; ok {
			return lang.L(words)
		}
	case chessrace.PhasePlace:
		return lang.L("Each player in turn puts a first piece on a starting ribbon.")
	case chessrace.PhaseRoll, chessrace.PhaseReroll:
		return lang.L("Click Roll or the die, or press Space.")
	}
	return ""
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
// player to move has the row lit, a player who has left it greyed;
// clicking their waiting pieces shows where a new one may enter.
type reserveRow struct {
	widget.BaseWidget
	v       *View
	seat    int
	back    *canvas.Rectangle
	name    *canvas.Text
	nameBox *fyne.Container
	pieces  *canvas.Image
	halves  *canvas.Image
	box     fyne.CanvasObject
}

// nameSize is the size of the players' names in their rows.
const nameSize = 13

// newReserveRow makes the row of a seat, its name in a box nameWidth wide.
func newReserveRow(v *View, seat int, nameWidth float32) *reserveRow {
	r := &reserveRow{v: v, seat: seat,
		back:   canvas.NewRectangle(color.Transparent),
		name:   canvas.NewText(v.name(seat), theme.Color(theme.ColorNameForeground)),
		pieces: canvas.NewImageFromResource(nil),
		halves: canvas.NewImageFromResource(nil),
	}
	r.back.CornerRadius = 6
	r.name.TextSize = nameSize
	r.pieces.FillMode = canvas.ImageFillContain
	r.pieces.SetMinSize(fyne.NewSize(78, 78*reserveHeight/100))
	r.halves.FillMode = canvas.ImageFillContain
	r.halves.SetMinSize(fyne.NewSquareSize(26))
	r.nameBox = container.NewGridWrap(fyne.NewSize(nameWidth, 24), container.NewCenter(r.name))
	r.box = container.NewStack(r.back, container.NewHBox(r.nameBox, container.NewCenter(r.pieces), r.halves))
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
	ink := theme.Color(theme.ColorNameForeground)
	if g.Left(r.seat) {
		ink = theme.Color(theme.ColorNameDisabled)
	}
	toMove := r.v.host.CanMove() && g.Seat() == r.seat
	fill := color.Color(color.Transparent)
	if toMove {
		c := view.SeatColour(colour)
		c.A = 0x55
		fill = c
	}
	if r.name.Text != text || r.name.TextStyle.Bold != toMove || r.name.Color != ink || r.back.FillColor != fill {
		r.name.Text, r.name.TextStyle.Bold, r.name.Color, r.back.FillColor = text, toMove, ink, fill
		r.nameBox.Refresh() // lays the name out again at its width
		r.back.Refresh()
	}
}
