package reliefview

import (
	"image"
	"image/color"
	"math"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
)

// relief is the widget the board is drawn on. It paints a scene and
// reports clicks and drags in squares, found on the board as drawn
// (layout.squareAt). A piece dragged or sliding is drawn apart, above the
// board, so that moving it paints nothing but itself.
type relief struct {
	widget.BaseWidget

	n       int
	turn    int
	scene   scene
	version int // counts the scenes shown, so that a frame is painted once

	hideLabels bool // the coordinates left out, as the player's settings ask

	// Input, in squares; any may be nil.
	onTapped    func(terrace.Square)
	onDragStart func(terrace.Square) bool // may the piece on this square be dragged?
	onDropped   func(from, to terrace.Square, ok bool)
	onMarkDrawn func(from, to terrace.Square, keys fyne.KeyModifier) // the secondary button went down on from and up on to

	marking  bool // the secondary button went down on markFrom
	markFrom terrace.Square

	geo      *layout // where the squares are, in the widget's coordinates
	lifted   int     // the square (index) whose piece is in the hand or sliding, -1 for none
	dragging bool
	refused  bool // the drag under way did not start on a piece that may move
	dragFrom terrace.Square
	dragAt   fyne.Position
	sliding  *fyne.Animation

	paint painter
	rend  *reliefRenderer
}

func newRelief(n int) *relief {
	b := &relief{n: n, lifted: -1, scene: scene{cells: make([]cell, n*n)}}
	b.ExtendBaseWidget(b)
	return b
}

// show draws a new scene.
func (b *relief) show(sc scene) {
	b.scene = sc
	b.version++
	b.Refresh()
}

// setTurn turns the board to a viewpoint, 0 to 3 quarter turns clockwise.
func (b *relief) setTurn(turn int) {
	b.turn = ((turn % 4) + 4) % 4
	b.relayout(b.Size())
	b.Refresh()
}

func (b *relief) relayout(size fyne.Size) {
	b.geo = fit(b.n, b.turn, float64(size.Width), float64(size.Height))
}

// squareAt is the square drawn at p, as the player sees the board now.
func (b *relief) squareAt(p fyne.Position) (terrace.Square, bool) {
	if b.geo == nil {
		return terrace.Square{}, false
	}
	return b.geo.squareAt(vec{float64(p.X), float64(p.Y)}, b.drawnSize)
}

// drawnSize is the size of the piece drawn on sq, 0 for none.
func (b *relief) drawnSize(sq terrace.Square) int {
	if i := index(b.n, sq); i != b.lifted {
		return b.scene.cells[i].piece.size
	}
	return 0
}

// Tapped reports a click on a square.
func (b *relief) Tapped(ev *fyne.PointEvent) {
	if b.sliding != nil {
		return
	}
	if sq, ok := b.squareAt(ev.Position); ok && b.onTapped != nil {
		b.onTapped(sq)
	}
}

// Dragged picks up the piece the drag started on, if it may move, and
// carries it with the pointer.
func (b *relief) Dragged(ev *fyne.DragEvent) {
	if b.refused || b.sliding != nil {
		return
	}
	if !b.dragging {
		sq, ok := b.squareAt(ev.Position.Subtract(ev.Dragged))
		if !ok || b.drawnSize(sq) == 0 || b.onDragStart == nil {
			b.refused = true
			return
		}
		b.dragging, b.dragFrom, b.lifted = true, sq, index(b.n, sq)
		if !b.onDragStart(sq) {
			b.dragging, b.lifted, b.refused = false, -1, true
			return
		}
		b.Refresh() // the square without its piece
	}
	b.dragAt = ev.Position
	if b.rend != nil {
		b.rend.holdAt(b.dragAt)
	}
}

// DragEnd drops the piece in the hand on the square under the pointer.
func (b *relief) DragEnd() {
	b.refused = false
	if !b.dragging || b.sliding != nil {
		return
	}
	to, ok := b.squareAt(b.dragAt)
	b.dragging, b.lifted = false, -1
	if b.rend != nil {
		b.rend.letGo()
	}
	b.Refresh()
	if b.onDropped != nil {
		b.onDropped(b.dragFrom, to, ok)
	}
}

// slide moves the piece on from to to over d, climbing or stepping down
// on the way, then calls done (which should play the move). Input waits
// meanwhile.
func (b *relief) slide(from, to terrace.Square, d time.Duration, done func()) {
	if b.sliding != nil {
		b.sliding.Stop()
		b.sliding = nil
	}
	if b.geo == nil || b.geo.scale <= 0 || b.rend == nil || b.drawnSize(from) == 0 {
		done()
		return
	}
	b.dragging, b.lifted = false, index(b.n, from)
	b.Refresh()
	var anim *fyne.Animation
	anim = fyne.NewAnimation(d, func(f float32) {
		if b.sliding != anim {
			return
		}
		b.rend.slideAt(b.travel(from, to, float64(f)))
		if f >= 1 {
			b.sliding, b.lifted = nil, -1
			b.rend.letGo()
			b.Refresh()
			done()
		}
	})
	anim.Curve = fyne.AnimationEaseInOut
	b.sliding = anim
	anim.Start()
}

// travel is where a sliding piece is a fraction f of the way from one
// square to another: the ground under it, and how high above it the piece
// is (in squares). It rises over the step it climbs or comes down, and a
// little more.
func (b *relief) travel(from, to terrace.Square, f float64) (vec, float64) {
	n := b.n
	x := float64(from.File) + 0.5 + f*float64(to.File-from.File)
	y := float64(from.Rank) + 0.5 + f*float64(to.Rank-from.Rank)
	z0, z1 := height(n, from), height(n, to)
	z := z0 + f*(z1-z0) + (math.Abs(z1-z0)+0.2)*math.Sin(math.Pi*f)
	under := terrace.Square{File: min(int(x), n-1), Rank: min(int(y), n-1)}
	ground := height(n, under)
	return b.geo.at(x, y, ground), z - ground
}

// MinSize keeps the squares large enough to click.
func (b *relief) MinSize() fyne.Size { return fyne.NewSize(float32(30*b.n), float32(24*b.n)) }

// CreateRenderer makes the canvas objects, once.
func (b *relief) CreateRenderer() fyne.WidgetRenderer {
	r := &reliefRenderer{b: b, held: canvas.NewImageFromImage(nil), landing: canvas.NewImageFromImage(nil),
		nudge: canvas.NewRectangle(color.Transparent), k: 1}
	r.raster = canvas.NewRaster(r.generate)
	for _, img := range []*canvas.Image{r.held, r.landing} {
		img.FillMode = canvas.ImageFillStretch
		img.ScaleMode = canvas.ImageScaleFastest
		img.Hide()
	}
	b.rend = r
	return r
}

// reliefRenderer draws the board as one picture, painted by Boardshelf
// (canvas.Raster calls generate at the size in pixels), the coordinates
// as text in the theme's colours, and the piece in the hand with its
// shadow as pictures of their own.
type reliefRenderer struct {
	b             *relief
	raster        *canvas.Raster
	held, landing *canvas.Image
	nudge         *canvas.Rectangle // refreshed to repaint the window without painting the board again
	labels        []*canvas.Text
	ink           color.Color
	laid          struct {
		n, turn int
		text    float32
	}
	k float64 // pixels per unit of the widget, as last painted

	frame image.Image
	pixel *layout // the board laid out in the frame's pixels
	drawn struct {
		version, lifted int
		key             terrainKey
	}
}

func (r *reliefRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.raster}
	for _, t := range r.labels {
		objs = append(objs, t)
	}
	return append(objs, r.landing, r.held, r.nudge)
}

func (r *reliefRenderer) MinSize() fyne.Size { return r.b.MinSize() }
func (r *reliefRenderer) Destroy()           {}

func (r *reliefRenderer) Layout(size fyne.Size) {
	b := r.b
	b.relayout(size)
	r.raster.Move(fyne.NewPos(0, 0))
	r.raster.Resize(size)
	r.laid.n, r.laid.turn, r.laid.text = b.n, b.turn, theme.SizeForWidget(theme.SizeNameText, b)
	places := labelPlaces(b.n, b.turn)
	for len(r.labels) < len(places) {
		t := canvas.NewText("", color.Transparent)
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle.Bold = true
		r.labels = append(r.labels, t)
	}
	g := b.geo
	// The coordinates at the size of the theme's text, as the flat board
	// writes them, within the room the fit leaves beside the squares.
	textSize := min(r.laid.text, float32(g.scale*0.4))
	box := fyne.NewSize(textSize*2, textSize*1.4)
	for i, t := range r.labels {
		lp := places[i]
		at := g.origin.add(lp.at.times(g.scale)).add(lp.out.times(float64(textSize) * 0.55))
		t.Text, t.TextSize = lp.text, textSize
		t.Move(fyne.NewPos(float32(at.X)-box.Width/2, float32(at.Y)-box.Height/2))
		t.Resize(box)
		t.Refresh()
	}
}

// Refresh paints the board again from its scene; the picture is painted
// when the window is.
func (r *reliefRenderer) Refresh() {
	b := r.b
	if r.laid.turn != b.turn || r.laid.n != b.n || r.laid.text != theme.SizeForWidget(theme.SizeNameText, b) {
		r.Layout(b.Size())
	}
	if ink := theme.ColorForWidget(theme.ColorNamePlaceHolder, b); ink != r.ink {
		r.ink = ink
		for _, t := range r.labels {
			t.Color = ink
			t.Refresh()
		}
	}
	for _, t := range r.labels {
		t.Hidden = b.hideLabels
	}
	canvas.Refresh(r.raster)
}

// generate paints the board w by h pixels.
func (r *reliefRenderer) generate(w, h int) image.Image {
	b := r.b
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if size := b.Size(); size.Width > 0 {
		r.k = float64(w) / float64(size.Width)
	}
	key := terrainKey{b.n, b.turn, w, h}
	if r.frame != nil && r.drawn.version == b.version && r.drawn.lifted == b.lifted && r.drawn.key == key {
		return r.frame
	}
	if r.pixel == nil || r.drawn.key != key {
		r.pixel = fit(b.n, b.turn, float64(w), float64(h))
	}
	r.frame = b.paint.draw(r.pixel, w, h, &b.scene, b.lifted)
	r.drawn.version, r.drawn.lifted, r.drawn.key = b.version, b.lifted, key
	return r.frame
}

// pixels is the number of pixels per unit of the widget: the canvas's
// scale until the board is first painted.
func (r *reliefRenderer) pixels() float64 {
	if r.frame == nil {
		if c := fyne.CurrentApp().Driver().CanvasForObject(r.b); c != nil {
			return float64(c.Scale())
		}
	}
	return r.k
}

// holdAt draws the piece in the hand at the pointer, and its shadow on
// the square it would be dropped on.
func (r *reliefRenderer) holdAt(pointer fyne.Position) {
	b := r.b
	if b.lifted < 0 {
		return
	}
	// The piece hangs just above the pointer, its shadow on the square
	// under the pointer.
	base := vec{float64(pointer.X), float64(pointer.Y)}.sub(vec{0, 0.12 * b.geo.scale})
	sq, ok := b.squareAt(pointer)
	var ground vec
	if ok {
		ground = b.geo.bases[index(b.n, sq)]
	}
	r.showHeld(base, ground, ok)
}

// slideAt draws a sliding piece lift squares above the ground at foot,
// its shadow on the ground.
func (r *reliefRenderer) slideAt(foot vec, lift float64) {
	r.showHeld(foot.sub(vec{0, lift * elevCos * r.b.geo.scale}), foot, true)
}

// showHeld draws the lifted piece with its foot at base, and its shadow at
// ground when shadow is true.
func (r *reliefRenderer) showHeld(base, ground vec, shadow bool) {
	b := r.b
	pc := b.scene.cells[b.lifted].piece
	if pc.size == 0 { // taken back meanwhile
		r.letGo()
		return
	}
	k := r.pixels()
	rad := domeRadius(b.n, pc.size) * b.geo.scale * k
	put(r.held, b.paint.sprite(pc, rad), base, k)
	r.held.Show()
	if shadow {
		put(r.landing, b.paint.shadow(rad), ground, k)
		r.landing.Show()
	} else {
		r.landing.Hide()
	}
	canvas.Refresh(r.nudge)
}

// letGo puts the lifted piece's pictures away.
func (r *reliefRenderer) letGo() {
	r.held.Hide()
	r.landing.Hide()
	canvas.Refresh(r.nudge)
}

// put shows a sprite drawn at k pixels per unit with its point at at.
func put(img *canvas.Image, s *sprite, at vec, k float64) {
	if img.Image != s.img {
		img.Image = s.img
		img.Refresh()
	}
	size := s.img.Bounds().Size()
	img.Resize(fyne.NewSize(float32(float64(size.X)/k), float32(float64(size.Y)/k)))
	img.Move(fyne.NewPos(float32(at.X-float64(s.at.X)/k), float32(at.Y-float64(s.at.Y)/k)))
}
