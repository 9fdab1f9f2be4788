package sixmakingview

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/sixmaking"
	"boardshelf/ui/contrast"
)

// reserve shows one player's disks off the board, as a pile with its count,
// whether it is their turn, and their points in Sixth MaKING. The player to
// move clicks it to choose a disk (the empty squares are then marked) or
// drags a disk from it onto an empty square.
type reserve struct {
	widget.BaseWidget
	view   *View
	colour sixmaking.Color

	back     *canvas.Rectangle
	title    *canvas.Text
	turn     *canvas.Text
	pile     *canvas.Image
	count    *canvas.Text
	caption  *canvas.Text
	points   *canvas.Text
	pips     []*canvas.Circle
	toMove   bool          // it is this player's turn: the panel is tinted and edged
	dragging bool          // a disk is being dragged from here
	refused  bool          // the drag under way was refused at its start
	last     fyne.Position // where the dragged disk was last seen
}

func newReserve(v *View, c sixmaking.Color) *reserve {
	r := &reserve{view: v, colour: c}
	ink := theme.Color(theme.ColorNameForeground) // until inked as the theme stands (see ink)
	r.back = canvas.NewRectangle(color.Transparent)
	r.back.CornerRadius = 8
	r.back.StrokeWidth = 2
	r.title = canvas.NewText(v.name(c), ink)
	r.title.TextStyle.Bold = true
	r.title.TextSize = 17
	r.turn = canvas.NewText(lang.L("to move"), turnOnDark)
	r.turn.TextStyle.Bold = true
	r.turn.TextSize = 12
	r.pile = canvas.NewImageFromResource(nil)
	r.pile.FillMode = canvas.ImageFillContain
	r.count = canvas.NewText("", ink)
	r.count.TextStyle.Bold = true
	r.count.TextSize = 28
	r.count.Alignment = fyne.TextAlignCenter
	r.caption = canvas.NewText(lang.X("sixmaking.left", "left"), theme.Color(theme.ColorNameForeground)) // disks left
	r.caption.TextSize = 11
	r.caption.Alignment = fyne.TextAlignCenter
	r.points = canvas.NewText("", ink)
	r.points.TextSize = 12
	if v.game.Sixth() {
		for range min(v.game.Target(), maxPips) {
			pip := canvas.NewCircle(color.Transparent)
			pip.StrokeWidth = 1.5
			pip.StrokeColor = pipColour
			r.pips = append(r.pips, pip)
		}
	}
	r.ExtendBaseWidget(r)
	return r
}

// maxPips caps the points drawn as pips; a larger target is written only.
const maxPips = 10

var (
	panelColour = color.NRGBA{0x80, 0x80, 0x80, 0x1c}
	pipColour   = color.NRGBA{0xc8, 0x96, 0x1e, 0xff}

	// "To move" and the edge of the panel on the player's turn, in
	// amber: darker on a light background and lighter on a dark one, to
	// read on the panel tinted for the turn and for a disk chosen.
	turnOnLight = color.NRGBA{0x85, 0x58, 0x0a, 0xff}
	turnOnDark  = color.NRGBA{0xef, 0xa9, 0x2f, 0xff}
)

// ink colours the words and the panel's edge as the theme stands, which
// changes when the player switches between light and dark.
func (r *reserve) ink() {
	fg := theme.ColorForWidget(theme.ColorNameForeground, r)
	// The caption too: the placeholder's grey is too faint on the panel
	// tinted for the turn or for a disk chosen.
	r.title.Color, r.count.Color, r.points.Color, r.caption.Color = fg, fg, fg, fg
	r.turn.Color = turnOnDark
	if contrast.Luminance(theme.ColorForWidget(theme.ColorNameBackground, r)) > 0.5 {
		r.turn.Color = turnOnLight
	}
	r.back.StrokeColor = color.Transparent
	if r.toMove {
		r.back.StrokeColor = r.turn.Color
	}
}

// update shows the reserve as the game stands.
func (r *reserve) update() {
	g := r.view.game
	n := g.Reserve(r.colour)
	if fl := r.view.flight; fl != nil && fl.move.Place && fl.colour == r.colour {
		n-- // the disk a computer places is on its way
	}
	if res := pilePicture(r.colour, n); r.pile.Resource != res {
		r.pile.Resource = res
		r.pile.Refresh()
	}
	r.count.Text = strconv.Itoa(n)
	r.toMove = g.ToMove() == r.colour && !g.Status().Over
	r.back.FillColor = panelColour
	if r.toMove {
		r.back.FillColor = color.NRGBA{0xe9, 0xbb, 0x30, 0x28}
	}
	if r.toMove && r.view.placing {
		r.back.FillColor = color.NRGBA{0x5a, 0xb4, 0xff, 0x50}
	}
	r.turn.Hidden = !r.toMove
	if g.Sixth() {
		r.points.Text = lang.N("{{.Score}} of {{.Target}} points", g.Target(), map[string]any{"Score": g.Score(r.colour), "Target": g.Target()})
		for i, pip := range r.pips {
			pip.FillColor = color.Color(color.Transparent)
			if i < g.Score(r.colour) {
				pip.FillColor = pipColour
			}
		}
	}
	r.Refresh()
}

// Tapped chooses a disk to place (or lets go of it).
func (r *reserve) Tapped(*fyne.PointEvent) {
	v := r.view
	if !r.mayPlace() {
		return
	}
	v.selected = nil
	v.placing = !v.placing
	if v.placing {
		v.host.Say(lang.L("{{.Seat}}: click an empty square to place the disk", map[string]any{"Seat": v.name(r.colour)}))
	} else {
		v.host.Say("")
	}
	v.Update()
}

// mayPlace reports whether a disk may come from this reserve now, and says
// why not when it may not.
func (r *reserve) mayPlace() bool {
	v := r.view
	g := v.game
	switch {
	case !v.mayAct():
		return false
	case g.ToMove() != r.colour:
		v.host.Refuse(lang.L("It is {{.Seat}}'s turn", map[string]any{"Seat": v.name(g.ToMove())}))
		return false
	case g.Reserve(r.colour) == 0:
		v.host.Refuse(v.noDiskLeft(r.colour))
		return false
	case !v.canPlace():
		v.host.Refuse(lang.L("No square is empty: move a tower"))
		return false
	}
	return true
}

// Dragged carries a disk from the reserve over the board.
func (r *reserve) Dragged(ev *fyne.DragEvent) {
	v := r.view
	if r.refused {
		return
	}
	if !r.dragging {
		if !r.mayPlace() {
			r.refused = true
			return
		}
		r.dragging = true
		v.selected, v.placing = nil, true
		v.float.Resource = towerPicture([]sixmaking.Color{r.colour}, look{lifted: 1, part: movingPart})
		v.float.Refresh()
		v.float.Show()
		v.Update()
	}
	cell := max(v.board.Geometry().Cell, 30)
	at := r.absolute(ev.Position).Subtract(absolute(v.layer))
	v.float.Resize(fyne.NewSquareSize(cell))
	v.float.Move(at.SubtractXY(cell/2, cell/2))
	v.layer.Refresh()
	r.last = ev.Position
}

// DragEnd places the disk on the empty square under it.
func (r *reserve) DragEnd() {
	v := r.view
	if r.refused || !r.dragging {
		r.refused = false
		return
	}
	r.dragging = false
	v.float.Hide()
	v.layer.Refresh()
	v.placing = false
	onBoard := r.absolute(r.last).Subtract(absolute(v.board))
	bs, ok := v.board.Geometry().SquareAt(onBoard)
	switch sq := toSquare(bs); {
	case !ok:
		v.host.Refuse(lang.L("Dropped off the board: the disk goes back"))
	case v.game.Height(sq) > 0:
		v.host.Refuse(lang.L("{{.Square}} is taken: a disk is placed on an empty square", map[string]any{"Square": sq.String()}))
	default:
		v.place(sq)
		return
	}
	v.Update()
}

// absolute turns a point of the reserve into one of the window.
func (r *reserve) absolute(p fyne.Position) fyne.Position { return absolute(r).Add(p) }

func absolute(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// Sizes of the panel.
const (
	panelWidth = 128
	panelPad   = 8
	titleRow   = 24
	pileWidth  = 64
	pileRow    = pileWidth * 130 / 100 // the pile's picture is 100 wide, 130 high
	pointsRow  = 40
)

func (r *reserve) MinSize() fyne.Size {
	h := float32(2*panelPad + titleRow + pileRow)
	if r.view.game.Sixth() {
		h += pointsRow
	}
	return fyne.NewSize(panelWidth, h)
}

func (r *reserve) CreateRenderer() fyne.WidgetRenderer {
	objects := []fyne.CanvasObject{r.back, r.title, r.turn, r.pile, r.count, r.caption}
	if r.view.game.Sixth() {
		objects = append(objects, r.points)
		for _, pip := range r.pips {
			objects = append(objects, pip)
		}
	}
	return &reserveRenderer{r: r, objects: objects}
}

type reserveRenderer struct {
	r       *reserve
	objects []fyne.CanvasObject
}

func (rr *reserveRenderer) Objects() []fyne.CanvasObject { return rr.objects }
func (rr *reserveRenderer) MinSize() fyne.Size           { return rr.r.MinSize() }
func (rr *reserveRenderer) Destroy()                     {}

// Layout: the name with "to move" beside it on top, the pile at the left
// with the count beside it, the points below.
func (rr *reserveRenderer) Layout(size fyne.Size) {
	r := rr.r
	r.back.Move(fyne.NewPos(0, 0))
	r.back.Resize(size)
	r.title.Move(fyne.NewPos(panelPad, panelPad))
	r.title.Resize(fyne.NewSize(r.title.MinSize().Width, titleRow))
	r.turn.Move(fyne.NewPos(size.Width-panelPad-r.turn.MinSize().Width, panelPad+2))
	r.turn.Resize(fyne.NewSize(r.turn.MinSize().Width, titleRow))
	top := float32(panelPad + titleRow)
	r.pile.Move(fyne.NewPos(panelPad, top))
	r.pile.Resize(fyne.NewSize(pileWidth, pileRow))
	left := float32(panelPad + pileWidth)
	rest := max(size.Width-left-panelPad, 0)
	countH, captionH := r.count.MinSize().Height, r.caption.MinSize().Height
	y := top + (pileRow-countH-captionH)/2 + 6
	r.count.Move(fyne.NewPos(left, y))
	r.count.Resize(fyne.NewSize(rest, countH))
	r.caption.Move(fyne.NewPos(left, y+countH-4))
	r.caption.Resize(fyne.NewSize(rest, captionH))
	y = top + pileRow + 2
	r.points.Move(fyne.NewPos(panelPad, y))
	r.points.Resize(r.points.MinSize())
	y += r.points.MinSize().Height + 3
	if n := len(r.pips); n > 0 {
		gap := float32(4)
		d := min(12, (size.Width-2*panelPad)/float32(n)-gap)
		for i, pip := range r.pips {
			pip.Move(fyne.NewPos(panelPad+float32(i)*(d+gap), y))
			pip.Resize(fyne.NewSquareSize(d))
		}
	}
}

// Refresh repaints all but the pile, which update refreshes only when its
// picture changes (refreshing an image decodes its SVG again).
func (rr *reserveRenderer) Refresh() {
	rr.r.ink()
	for _, o := range rr.objects {
		if o != rr.r.pile {
			o.Refresh()
		}
	}
	rr.Layout(rr.r.Size())
}
