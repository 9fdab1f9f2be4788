package board

import (
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/contrast"
	"boardshelf/ui/pictures"
)

// Mark is a highlight drawn over a square, above its piece.
type Mark int

const (
	NoMark      Mark = iota
	MoveMark         // a dot: the selected piece may move here
	CaptureMark      // a ring: the selected piece may capture here
	WarningMark      // an amber ring: a capture here loses (one's own T, say)
)

// Cell says what to draw on one square.
type Cell struct {
	Ground color.Color   // fill of the square
	Tint   color.Color   // translucent layer over the ground (selection, last move); nil for none
	Piece  fyne.Resource // picture of the piece; nil when the square is empty
	Mark   Mark

	// Lifted is what a drag or a slide carries off the square when that is
	// not the whole Piece (the top of a stack), and Left what stays behind
	// meanwhile; nil Lifted carries Piece, nil Left leaves the square empty.
	Lifted, Left fyne.Resource
}

// Decoration is extra drawing placed in board units (see Geometry.Point):
// a *canvas.Line runs from (X0, Y0) to (X1, Y1); any other object fills the
// rectangle with those corners. Stroke, in squares, sets the stroke width
// of lines, circles and rectangles as the board resizes.
type Decoration struct {
	Object         fyne.CanvasObject
	X0, Y0, X1, Y1 float32
	Stroke         float32
}

// Board is the widget. Set its cells, then Refresh; only what changed is
// redrawn.
type Board struct {
	widget.BaseWidget

	files, ranks int
	cells        []Cell
	decorations  []Decoration
	newDecor     bool // decorations set since the last refresh
	markings     []Marking
	markLayer    *canvas.Raster // where the markings are painted (markings.go)
	turn         int            // quarter turns clockwise, as Geometry.Turn
	geometry     Geometry

	// Frame, when set, is the colour of a border round the squares, like
	// the rim of a wooden board.
	Frame color.Color

	// HideMarks leaves out the marks of the moves a piece may make (the
	// player asked not to be shown them); HideCoordinates the files and
	// ranks along the edges.
	HideMarks, HideCoordinates bool

	// Input, reported in squares. Any of them may be nil. Where a report
	// says where in the square (at), it is the point as drawn on the
	// screen, the way the square's picture is: X from the square's left
	// edge and Y from its top, in squares (0 to 1), whichever way up the
	// board is.
	OnTapped          func(Square)
	OnTappedAt        func(sq Square, at fyne.Position) // a click, and where in the square
	OnSecondaryTapped func(Square)
	OnTappedBeside    func()                            // a click of either button beside the squares
	OnPressed         func(sq Square, at fyne.Position) // the primary button went down (a click or a drag may follow)
	OnDragStart       func(Square) bool                 // may a piece be dragged from this square?
	OnDropped         func(from, to Square, ok bool)    // ok is false when dropped off the squares
	OnHover           func(sq Square, ok bool)          // ok is false when the pointer leaves the squares

	measured struct{ size, room float32 } // labelRoom at a text size

	dragging bool
	refused  bool // the drag under way did not start on a draggable piece
	dragFrom Square
	dragAt   fyne.Position
	sliding  *fyne.Animation // a piece moving by itself (a computer's move)
}

// New makes a board of files x ranks squares.
func New(files, ranks int) *Board {
	b := &Board{files: files, ranks: ranks, cells: make([]Cell, files*ranks)}
	b.ExtendBaseWidget(b)
	return b
}

// Files and Ranks give the board's size in squares.
func (b *Board) Files() int { return b.files }
func (b *Board) Ranks() int { return b.ranks }

func (b *Board) index(sq Square) (int, bool) {
	if sq.File < 0 || sq.File >= b.files || sq.Rank < 0 || sq.Rank >= b.ranks {
		return 0, false
	}
	return sq.Rank*b.files + sq.File, true
}

// SetCell sets what a square shows; squares off the board are ignored.
func (b *Board) SetCell(sq Square, c Cell) {
	if i, ok := b.index(sq); ok {
		b.cells[i] = c
	}
}

// Cell gives what a square shows.
func (b *Board) Cell(sq Square) Cell {
	i, _ := b.index(sq)
	return b.cells[i]
}

// SetDecorations replaces the decorations.
func (b *Board) SetDecorations(d []Decoration) {
	b.decorations, b.newDecor = d, true
	b.Refresh()
}

// SetTurn turns the board for the player looking at it, by quarter turns
// clockwise: 0 as White sees it, 2 from the other side of the table.
func (b *Board) SetTurn(quarters int) {
	b.turn = ((quarters % 4) + 4) % 4
	b.Refresh()
}

// Turn is how the board is turned, in quarter turns (0 to 3).
func (b *Board) Turn() int { return b.turn }

// Geometry is where the squares were last laid out.
func (b *Board) Geometry() Geometry { return b.geometry }

// SquareCentre is the centre of a square in the widget, for tests and
// animations.
func (b *Board) SquareCentre(sq Square) fyne.Position {
	g := b.geometry
	return g.Pos(sq).AddXY(g.Cell/2, g.Cell/2)
}

// Tapped reports a click on a square, or beside the squares.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.sliding != nil {
		return
	}
	sq, at, ok := b.geometry.Locate(ev.Position)
	switch {
	case !ok:
		b.beside()
		return
	case b.OnTapped != nil:
		b.OnTapped(sq)
	}
	if b.OnTappedAt != nil {
		b.OnTappedAt(sq, at)
	}
}

// TappedSecondary reports a right-click on a square, or beside the
// squares.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	sq, ok := b.geometry.SquareAt(ev.Position)
	switch {
	case !ok:
		b.beside()
	case b.OnSecondaryTapped != nil:
		b.OnSecondaryTapped(sq)
	}
}

func (b *Board) beside() {
	if b.OnTappedBeside != nil {
		b.OnTappedBeside()
	}
}

// MouseDown reports where the primary button went down on a square, so
// that a drag which follows can take what was under the pointer.
func (b *Board) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonPrimary || b.OnPressed == nil {
		return
	}
	if sq, at, ok := b.geometry.Locate(ev.Position); ok {
		b.OnPressed(sq, at)
	}
}

// MouseUp is part of desktop.Mouseable; the click or the drop it ends
// is reported by Tapped or DragEnd.
func (b *Board) MouseUp(*desktop.MouseEvent) {}

// Dragged moves a piece with the pointer, once its square allowed it.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	if b.refused || b.sliding != nil {
		return
	}
	if !b.dragging {
		start := ev.Position.Subtract(ev.Dragged)
		sq, ok := b.geometry.SquareAt(start)
		if !ok || b.Cell(sq).Piece == nil || b.OnDragStart == nil || !b.OnDragStart(sq) {
			b.refused = true
			return
		}
		b.dragging, b.dragFrom = true, sq
	}
	b.dragAt = ev.Position
	b.Refresh()
}

// DragEnd drops the dragged piece where the pointer is.
func (b *Board) DragEnd() {
	b.refused = false
	if !b.dragging || b.sliding != nil {
		return
	}
	b.dragging = false
	to, ok := b.geometry.SquareAt(b.dragAt)
	b.Refresh()
	if b.OnDropped != nil {
		b.OnDropped(b.dragFrom, to, ok)
	}
}

// Animate slides the piece on from to the centre of to over d, then calls
// done (which should play the move). The piece is drawn by the same layer
// as a dragged one; input waits meanwhile.
func (b *Board) Animate(from, to Square, d time.Duration, done func()) {
	if b.sliding != nil {
		b.sliding.Stop()
	}
	if b.Cell(from).Piece == nil || b.geometry.Cell == 0 {
		done()
		return
	}
	start, end := b.SquareCentre(from), b.SquareCentre(to)
	b.dragging, b.dragFrom, b.dragAt = true, from, start
	var anim *fyne.Animation
	anim = fyne.NewAnimation(d, func(f float32) {
		b.dragAt = fyne.NewPos(start.X+(end.X-start.X)*f, start.Y+(end.Y-start.Y)*f)
		b.Refresh()
		if f >= 1 && b.sliding == anim {
			b.sliding, b.dragging = nil, false
			b.Refresh()
			done()
		}
	})
	anim.Curve = fyne.AnimationEaseInOut
	b.sliding = anim
	anim.Start()
}

// Dragging reports whether a piece is being dragged, and from where.
func (b *Board) Dragging() (Square, bool) { return b.dragFrom, b.dragging }

// MouseIn, MouseMoved and MouseOut report the square under the pointer.
func (b *Board) MouseIn(ev *desktop.MouseEvent) { b.MouseMoved(ev) }

func (b *Board) MouseMoved(ev *desktop.MouseEvent) {
	if b.OnHover != nil {
		sq, ok := b.geometry.SquareAt(ev.Position)
		b.OnHover(sq, ok)
	}
}

func (b *Board) MouseOut() {
	if b.OnHover != nil {
		b.OnHover(Square{}, false)
	}
}

// frameCells is the width of the frame round the squares, in squares.
const frameCells = 0.14

// A board shrinks to squares of minCell, or for the largest boards (Chess
// Race's long course, 20 by 18) to minSide along its longer side, so that
// a window of 800x600 holds it with its game's panel.
const (
	minCell = 22
	minSide = 360
)

// MinSize keeps the squares large enough to click. The coordinates take
// their room out of it (see FitLabelled), so that the play screen fits
// 800x600 still: a board this small has slightly smaller squares.
func (b *Board) MinSize() fyne.Size {
	across, down := float32(b.files)+2*marginCells, float32(b.ranks)+2*marginCells
	cell := min(minCell, minSide/max(across, down))
	return fyne.NewSize(cell*across, cell*down)
}

// labelText is the size of the coordinates' text, in the theme's text
// size: they grow with the rest of the text (Settings > Text size, or
// FYNE_SCALE) however small the squares are.
const labelText = 1

func (b *Board) labelSize() float32 {
	return theme.SizeForWidget(theme.SizeNameText, b) * labelText
}

// labelRoom is the room the coordinates need beyond the frame, across or
// down: the widest or tallest of them at the theme's size, and a gap.
func (b *Board) labelRoom() float32 {
	size := b.labelSize()
	if size == b.measured.size {
		return b.measured.room
	}
	var room float32
	for _, text := range b.labelTexts() {
		m := fyne.MeasureText(text, size, labelStyle)
		room = max(room, m.Width, m.Height)
	}
	b.measured.size, b.measured.room = size, room+size*0.3
	return b.measured.room
}

// labelTexts are the coordinates, the files' then the ranks'.
func (b *Board) labelTexts() []string {
	var out []string
	for f := range b.files {
		out = append(out, string(rune('a'+f)))
	}
	for rank := range b.ranks {
		out = append(out, strconv.Itoa(rank+1))
	}
	return out
}

// CreateRenderer makes the canvas objects, once.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	n := b.files * b.ranks
	r := &renderer{board: b, drag: canvas.NewImageFromImage(nil), frame: canvas.NewRectangle(color.Transparent),
		shown: make([]fyne.Resource, n), keys: make([]keyline, n), markLayer: b.newMarkLayer()}
	for range n {
		r.grounds = append(r.grounds, canvas.NewRectangle(color.Transparent))
		r.tints = append(r.tints, canvas.NewRectangle(color.Transparent))
		piece := canvas.NewImageFromImage(nil)
		piece.FillMode = canvas.ImageFillContain
		piece.ScaleMode = canvas.ImageScaleSmooth
		piece.Hide()
		r.pieces = append(r.pieces, piece)
		mark, line := canvas.NewCircle(color.Transparent), canvas.NewRectangle(color.Transparent)
		mark.Hide()
		line.Hide()
		r.marks, r.keylines = append(r.marks, mark), append(r.keylines, line)
	}
	for i, text := range b.labelTexts() {
		if i < b.files {
			r.fileLabels = append(r.fileLabels, label(text))
		} else {
			r.rankLabels = append(r.rankLabels, label(text))
		}
	}
	r.drag.FillMode = canvas.ImageFillContain
	r.drag.ScaleMode = canvas.ImageScaleSmooth
	r.drag.Hide()
	r.Refresh()
	return r
}

// label is a coordinate, coloured by the renderer's Refresh (see inkLabels).
func label(text string) *canvas.Text {
	t := canvas.NewText(text, color.Transparent)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = labelStyle
	return t
}

var labelStyle = fyne.TextStyle{Bold: true}

// Colours of the marks. Each is edged with a keyline (see contrast.Keyline) that
// stands out from the square, the dot's round its rim, a ring's on both
// sides of it, since no one colour does on every square: a mid-green of
// Terrace or of the felt of Six MaKING reaches 4.5:1 with black or white
// alone.
var (
	moveDot     = color.NRGBA{0x14, 0x14, 0x14, 0x70}
	captureRing = color.NRGBA{0xc8, 0x1e, 0x1e, 0xd8}
	warningRing = color.NRGBA{0xf0, 0xa8, 0x00, 0xf0}
)

type renderer struct {
	board                  *Board
	frame                  *canvas.Rectangle
	shown                  []fyne.Resource // the design each piece image shows
	band                   int             // pixel size the designs are drawn at
	grounds, tints         []*canvas.Rectangle
	pieces                 []*canvas.Image
	marks                  []*canvas.Circle
	keylines               []*canvas.Rectangle // the edges of the rings, under them, rounded into rings
	fileLabels, rankLabels []*canvas.Text
	ink                    color.Color // the labels' colour, from the theme
	textSize               float32     // the labels' size, from the theme, as last laid out
	keys                   []keyline   // each square's, as last worked out
	drag                   *canvas.Image
	markLayer              *canvas.Raster // the markings, over the pieces and under a dragged one
	turn                   int            // as last laid out
}

func (r *renderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 5*len(r.grounds)+len(r.board.decorations)+len(r.fileLabels)+len(r.rankLabels)+2)
	objs = append(objs, r.frame)
	for _, o := range r.grounds {
		objs = append(objs, o)
	}
	for _, d := range r.board.decorations {
		objs = append(objs, d.Object)
	}
	for _, o := range r.tints {
		objs = append(objs, o)
	}
	for _, o := range r.fileLabels {
		objs = append(objs, o)
	}
	for _, o := range r.rankLabels {
		objs = append(objs, o)
	}
	for _, o := range r.pieces {
		objs = append(objs, o)
	}
	for _, o := range r.keylines {
		objs = append(objs, o)
	}
	for _, o := range r.marks {
		objs = append(objs, o)
	}
	return append(objs, r.markLayer, r.drag)
}

func (r *renderer) MinSize() fyne.Size { return r.board.MinSize() }
func (r *renderer) Destroy()           {}

func (r *renderer) Layout(size fyne.Size) {
	b := r.board
	g := FitLabelled(size, b.files, b.ranks, b.turn, b.labelRoom())
	b.geometry = g
	r.turn, r.textSize = b.turn, b.labelSize()
	r.setBand(g.Cell)
	cell := fyne.NewSquareSize(g.Cell)
	for i := range r.grounds {
		sq := Square{File: i % b.files, Rank: i / b.files}
		pos := g.Pos(sq)
		for _, o := range []fyne.CanvasObject{r.grounds[i], r.tints[i], r.pieces[i]} {
			o.Move(pos)
			o.Resize(cell)
		}
		r.tints[i].StrokeWidth = keylineWidth(g.Cell)
		// Grounds overlap by a pixel so that rounding never leaves a seam.
		r.grounds[i].Resize(cell.AddWidthHeight(1, 1))
		r.layoutMark(i, pos, g.Cell)
	}
	rim := g.Cell * frameCells
	r.frame.Move(g.Origin.SubtractXY(rim, rim))
	r.frame.Resize(g.Size().AddWidthHeight(2*rim, 2*rim))
	r.frame.CornerRadius = rim / 2

	r.layoutLabels(g, rim, r.textSize)
	for _, d := range b.decorations {
		layoutDecoration(d, g)
	}
	r.markLayer.Resize(size) // at the widget's origin, over everything
	r.markLayer.Refresh()    // the squares may have moved without a new size (a turn)
	r.layoutDrag()
}

// layoutLabels puts the coordinates below the squares and to their left,
// centred in the margin beyond the frame: the files below and the ranks
// beside as White sees the board, the other way round after a quarter
// turn, each under or beside its own row or column however it is turned.
func (r *renderer) layoutLabels(g Geometry, rim, textSize float32) {
	band := g.Margin() - rim // the room left for a label
	size := fyne.NewSize(g.Cell, fyne.MeasureText("0", textSize, labelStyle).Height)
	below := g.Origin.Y + g.Size().Height + rim + (band-size.Height)/2
	beside := g.Origin.X - rim - band/2 - size.Width/2
	place := func(t *canvas.Text, centre fyne.Position, onBottom bool) {
		t.TextSize = textSize
		if onBottom {
			t.Move(fyne.NewPos(centre.X-size.Width/2, below))
		} else {
			t.Move(fyne.NewPos(beside, centre.Y-size.Height/2))
		}
		t.Resize(size)
	}
	quarter := g.Turn%2 == 1
	for f, t := range r.fileLabels {
		place(t, g.Point(float32(f)+0.5, 0.5), !quarter)
	}
	for rank, t := range r.rankLabels {
		place(t, g.Point(0.5, float32(rank)+0.5), quarter)
	}
}

// layoutMark sizes a square's mark: a small dot with its rim, or a ring
// round the piece on its keyline, which shows beyond it on either side.
// (A circle's stroke, and a rectangle's, lies inside its bounds.)
func (r *renderer) layoutMark(i int, pos fyne.Position, cell float32) {
	m, line := r.marks[i], r.keylines[i]
	edge := keylineWidth(cell)
	switch r.board.cells[i].Mark {
	case CaptureMark, WarningMark:
		inset := cell * 0.06
		m.Move(pos.AddXY(inset, inset))
		m.Resize(fyne.NewSquareSize(cell - 2*inset))
		m.StrokeWidth = max(cell*0.07, 2)
		line.Move(m.Position().SubtractXY(edge, edge))
		line.Resize(m.Size().AddWidthHeight(2*edge, 2*edge))
		line.StrokeWidth = m.StrokeWidth + 2*edge
		line.CornerRadius = line.Size().Width / 2
	default:
		d := cell * 0.3
		m.Move(pos.AddXY((cell-d)/2, (cell-d)/2))
		m.Resize(fyne.NewSquareSize(d))
		m.StrokeWidth = edge
	}
}

// keylineWidth is the width of the keylines round the marks and the tinted
// squares.
func keylineWidth(cell float32) float32 { return max(cell*0.03, 1.5) }

func layoutDecoration(d Decoration, g Geometry) {
	a, b := g.Point(d.X0, d.Y0), g.Point(d.X1, d.Y1)
	stroke := d.Stroke * g.Cell
	switch o := d.Object.(type) {
	case *canvas.Line:
		o.Position1, o.Position2 = a, b
		o.StrokeWidth = stroke
		return
	case *canvas.Circle:
		o.StrokeWidth = stroke
	case *canvas.Rectangle:
		o.StrokeWidth = stroke
	case *canvas.Text:
		o.TextSize = min(max(g.Cell*0.22, 8), 14)
	}
	topLeft := fyne.NewPos(min(a.X, b.X), min(a.Y, b.Y))
	d.Object.Move(topLeft)
	d.Object.Resize(fyne.NewSize(max(a.X, b.X)-topLeft.X, max(a.Y, b.Y)-topLeft.Y))
}

func (r *renderer) layoutDrag() {
	b := r.board
	if !b.dragging {
		return
	}
	cell := b.geometry.Cell
	r.drag.Resize(fyne.NewSquareSize(cell))
	r.drag.Move(b.dragAt.SubtractXY(cell/2, cell/2))
}

// Refresh brings every object in line with the cells, redrawing only the
// objects that changed (a 16x16 board has over a thousand).
func (r *renderer) Refresh() {
	b := r.board
	if r.turn != b.turn || r.textSize != b.labelSize() {
		r.Layout(b.Size()) // turned, or the theme's text changed size
	}
	g := b.geometry
	setFill(r.frame, b.Frame)
	r.inkLabels()
	for _, labels := range [][]*canvas.Text{r.fileLabels, r.rankLabels} {
		for _, t := range labels {
			setVisible(t, !b.HideCoordinates)
		}
	}
	for i, c := range b.cells {
		sq := Square{File: i % b.files, Rank: i / b.files}
		setFill(r.grounds[i], c.Ground)
		key := r.keyline(i, c)
		setTint(r.tints[i], c.Tint, key)

		piece, picture := r.pieces[i], c.Piece
		if b.dragging && sq == b.dragFrom {
			picture = c.Left
		}
		if r.shown[i] != picture {
			r.shown[i] = picture
			r.showPicture(piece, picture)
		}
		if setVisible(piece, picture != nil) {
			r.tints[i].Refresh() // repaints the square without reloading the picture
		}

		r.refreshMark(i, c, key, sq)
	}
	if b.newDecor {
		b.newDecor = false
		for _, d := range b.decorations {
			layoutDecoration(d, g)
			d.Object.Refresh()
		}
	}
	if b.dragging {
		c := b.Cell(b.dragFrom)
		carried := c.Lifted
		if carried == nil {
			carried = c.Piece
		}
		r.showPicture(r.drag, carried)
		r.layoutDrag()
	}
	if setVisible(r.drag, b.dragging) || b.dragging {
		// Repaint without reloading the dragged picture: refreshing an
		// image would decode its SVG again on every pointer move.
		i, _ := b.index(b.dragFrom)
		r.tints[i].Refresh()
	}
}

// keyline is the colour of the edges of the marks and the tint of square
// i showing c: it stands out from the square as drawn, its tint over its
// ground. It is worked out again only when they change (a drag refreshes
// every square at every move of the pointer).
func (r *renderer) keyline(i int, c Cell) color.Color {
	k := &r.keys[i]
	if k.colour == nil || k.ground != c.Ground || k.tint != c.Tint {
		*k = keyline{c.Ground, c.Tint, contrast.Keyline(contrast.Over(c.Tint, c.Ground))}
	}
	return k.colour
}

type keyline struct{ ground, tint, colour color.Color }

// refreshMark draws a square's mark, if it has one, edged with the keyline
// key.
func (r *renderer) refreshMark(i int, c Cell, key color.Color, sq Square) {
	mark, line := r.marks[i], r.keylines[i]
	none := color.Color(color.Transparent)
	fill, stroke, edge := none, none, none
	switch c.Mark {
	case MoveMark:
		fill, stroke = moveDot, key
	case CaptureMark:
		stroke, edge = captureRing, key
	case WarningMark:
		stroke, edge = warningRing, key
	}
	if mark.FillColor != fill || mark.StrokeColor != stroke || line.StrokeColor != edge {
		mark.FillColor, mark.StrokeColor, line.StrokeColor = fill, stroke, edge
		g := r.board.geometry
		r.layoutMark(i, g.Pos(sq), g.Cell)
		mark.Refresh()
		line.Refresh()
	}
	shown := c.Mark != NoMark && (!r.board.HideMarks || c.Mark == WarningMark)
	setVisible(mark, shown)
	setVisible(line, shown && edge != none)
}

// inkLabels colours the coordinates as the theme says, which changes when
// the player switches between light and dark.
func (r *renderer) inkLabels() {
	ink := theme.ColorForWidget(theme.ColorNamePlaceHolder, r.board)
	if ink == r.ink {
		return
	}
	r.ink = ink
	for _, labels := range [][]*canvas.Text{r.fileLabels, r.rankLabels} {
		for _, t := range labels {
			t.Color = ink
			t.Refresh()
		}
	}
}

// setBand chooses the pixel size the designs are drawn at for squares of
// side cell, redrawing the pictures when it changes.
func (r *renderer) setBand(cell float32) {
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(r.board); c != nil {
		scale = c.Scale()
	}
	newBand := pictures.Band(cell * scale)
	if newBand == r.band {
		return
	}
	r.band = newBand
	for i, piece := range r.pieces {
		if r.shown[i] != nil {
			r.showPicture(piece, r.shown[i])
		}
	}
}

// showPicture puts a design on an image at the current band; an image
// showing its picture already is left alone.
func (r *renderer) showPicture(img *canvas.Image, res fyne.Resource) {
	pic := pictures.Raster(res, r.band)
	if img.Image == pic {
		return
	}
	img.Image = pic
	img.Refresh()
}

func setFill(rect *canvas.Rectangle, c color.Color) {
	if c == nil {
		c = color.Transparent
	}
	if rect.FillColor != c {
		rect.FillColor = c
		rect.Refresh()
	}
}

// setTint lays a translucent tint over a square, edged with the keyline
// key: the tint itself cannot stand out from the square it tints as much
// as text does without hiding the square's colour (a Terrace level) and
// the piece on it.
func setTint(rect *canvas.Rectangle, tint, key color.Color) {
	if tint == nil {
		tint, key = color.Transparent, color.Transparent
	}
	if rect.FillColor != tint || rect.StrokeColor != key {
		rect.FillColor, rect.StrokeColor = tint, key
		rect.Refresh()
	}
}

// setVisible shows or hides o and reports whether that changed anything.
func setVisible(o fyne.CanvasObject, visible bool) bool {
	switch {
	case visible && !o.Visible():
		o.Show()
	case !visible && o.Visible():
		o.Hide()
	default:
		return false
	}
	return true
}
