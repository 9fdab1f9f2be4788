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
	turn         int  // quarter turns clockwise, as Geometry.Turn
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

// MinSize keeps the squares large enough to click.
func (b *Board) MinSize() fyne.Size {
	across, down := float32(b.files)+2*marginCells, float32(b.ranks)+2*marginCells
	cell := min(minCell, minSide/max(across, down))
	return fyne.NewSize(cell*across, cell*down)
}

// CreateRenderer makes the canvas objects, once.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	n := b.files * b.ranks
	r := &renderer{board: b, drag: canvas.NewImageFromImage(nil), frame: canvas.NewRectangle(color.Transparent),
		shown: make([]fyne.Resource, n)}
	for range n {
		r.grounds = append(r.grounds, canvas.NewRectangle(color.Transparent))
		r.tints = append(r.tints, canvas.NewRectangle(color.Transparent))
		piece := canvas.NewImageFromImage(nil)
		piece.FillMode = canvas.ImageFillContain
		piece.ScaleMode = canvas.ImageScaleSmooth
		piece.Hide()
		r.pieces = append(r.pieces, piece)
		mark := canvas.NewCircle(color.Transparent)
		mark.Hide()
		r.marks = append(r.marks, mark)
	}
	for f := range b.files {
		r.fileLabels = append(r.fileLabels, label(string(rune('a'+f))))
	}
	for rank := range b.ranks {
		r.rankLabels = append(r.rankLabels, label(strconv.Itoa(rank+1)))
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
	t.TextStyle.Bold = true
	return t
}

// Colours of the marks: readable on light and dark squares alike.
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
	fileLabels, rankLabels []*canvas.Text
	ink                    color.Color // the labels' colour, from the theme
	drag                   *canvas.Image
	turn                   int // as last laid out
}

func (r *renderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, 0, 4*len(r.grounds)+len(r.board.decorations)+len(r.fileLabels)+len(r.rankLabels)+2)
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
	for _, o := range r.marks {
		objs = append(objs, o)
	}
	return append(objs, r.drag)
}

func (r *renderer) MinSize() fyne.Size { return r.board.MinSize() }
func (r *renderer) Destroy()           {}

func (r *renderer) Layout(size fyne.Size) {
	b := r.board
	g := Fit(size, b.files, b.ranks, b.turn)
	b.geometry = g
	r.turn = b.turn
	r.setBand(g.Cell)
	cell := fyne.NewSquareSize(g.Cell)
	for i := range r.grounds {
		sq := Square{File: i % b.files, Rank: i / b.files}
		pos := g.Pos(sq)
		for _, o := range []fyne.CanvasObject{r.grounds[i], r.tints[i], r.pieces[i]} {
			o.Move(pos)
			o.Resize(cell)
		}
		// Grounds overlap by a pixel so that rounding never leaves a seam.
		r.grounds[i].Resize(cell.AddWidthHeight(1, 1))
		r.layoutMark(i, pos, g.Cell)
	}
	rim := g.Cell * frameCells
	r.frame.Move(g.Origin.SubtractXY(rim, rim))
	r.frame.Resize(g.Size().AddWidthHeight(2*rim, 2*rim))
	r.frame.CornerRadius = rim / 2

	r.layoutLabels(g, rim)
	for _, d := range b.decorations {
		layoutDecoration(d, g)
	}
	r.layoutDrag()
}

// layoutLabels puts the coordinates below the squares and to their left,
// centred in the margin beyond the frame: the files below and the ranks
// beside as White sees the board, the other way round after a quarter
// turn, each under or beside its own row or column however it is turned.
func (r *renderer) layoutLabels(g Geometry, rim float32) {
	textSize := min(max(g.Cell*0.3, 9), 16)
	band := g.Cell * (marginCells - frameCells) // the room left for a label
	size := fyne.NewSize(g.Cell, textSize*1.4)
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

// layoutMark sizes a square's mark: a small dot, or a ring round the piece.
func (r *renderer) layoutMark(i int, pos fyne.Position, cell float32) {
	m := r.marks[i]
	switch r.board.cells[i].Mark {
	case CaptureMark, WarningMark:
		inset := cell * 0.06
		m.Move(pos.AddXY(inset, inset))
		m.Resize(fyne.NewSquareSize(cell - 2*inset))
		m.StrokeWidth = max(cell*0.07, 2)
	default:
		d := cell * 0.3
		m.Move(pos.AddXY((cell-d)/2, (cell-d)/2))
		m.Resize(fyne.NewSquareSize(d))
		m.StrokeWidth = 0
	}
}

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
	if r.turn != b.turn {
		r.Layout(b.Size())
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
		setFill(r.tints[i], c.Tint)

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

		mark := r.marks[i]
		fill, stroke := color.Color(color.Transparent), color.Color(color.Transparent)
		switch c.Mark {
		case MoveMark:
			fill = moveDot
		case CaptureMark:
			stroke = captureRing
		case WarningMark:
			stroke = warningRing
		}
		if mark.FillColor != fill || mark.StrokeColor != stroke {
			mark.FillColor, mark.StrokeColor = fill, stroke
			r.layoutMark(i, g.Pos(sq), g.Cell)
			mark.Refresh()
		}
		setVisible(mark, c.Mark != NoMark && (!b.HideMarks || c.Mark == WarningMark))
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
