package chessraceview

import (
	"image/color"
	"math"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/chessrace"
)

// dieWidget is the chess die: a white cube face showing the rolled figure
// large. Rolling tumbles it through random faces for a moment before it
// settles; clicking it rolls.
type dieWidget struct {
	widget.BaseWidget
	onTap    func()
	onLanded func() // the die has come to rest after a roll

	face    chessrace.Figure // what the die shows once still; NoFigure when blank
	dim     bool             // the figure gave no move: it is shown faded
	hint    string           // the word on a blank die
	rolling bool
	shown   chessrace.Figure // the face on top right now
	lift    float32          // how far the tumbling die is raised, 0 to 1
}

const dieSide = 84

// Colours of the die: a white face, and the word on a blank one in a warm
// grey that reads on it as text does.
var (
	dieFace = color.NRGBA{0xfc, 0xfa, 0xf3, 0xff}
	dieHint = color.NRGBA{0x77, 0x6e, 0x5f, 0xff}
)

func newDie(onTap func()) *dieWidget {
	d := &dieWidget{onTap: onTap}
	d.ExtendBaseWidget(d)
	return d
}

// SetFace sets the face the die rests on, and the word it shows when blank.
func (d *dieWidget) SetFace(face chessrace.Figure, dim bool, hint string) {
	if d.face == face && d.dim == dim && d.hint == hint {
		return
	}
	d.face, d.dim, d.hint = face, dim, hint
	if !d.rolling {
		d.shown = face
		d.Refresh()
	}
}

// Roll tumbles the die for a moment, then shows the face it rests on (set
// with SetFace before or during the tumble). The animation runs on the UI
// goroutine; nothing waits for it.
func (d *dieWidget) Roll() {
	d.rolling = true
	last := -1
	anim := fyne.NewAnimation(520*time.Millisecond, func(p float32) {
		if p >= 1 {
			d.rolling, d.shown, d.lift = false, d.face, 0
			d.Refresh()
			if d.onLanded != nil {
				d.onLanded()
			}
			return
		}
		if step := int(p * 7); step != last { // a new face about every 75 ms
			last = step
			d.shown = chessrace.Figure(rand.IntN(6)) + chessrace.Pawn // for show only: the roll is already played
		}
		d.lift = float32(math.Abs(math.Sin(float64(p) * 2.5 * math.Pi)))
		d.Refresh()
	})
	anim.Curve = fyne.AnimationEaseOut
	anim.Start()
}

// Tapped rolls.
func (d *dieWidget) Tapped(*fyne.PointEvent) {
	if d.onTap != nil {
		d.onTap()
	}
}

// Cursor shows the die can be clicked.
func (d *dieWidget) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (d *dieWidget) MinSize() fyne.Size { return fyne.NewSquareSize(dieSide) }

func (d *dieWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &dieRenderer{die: d,
		shadow: canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x50}),
		body:   canvas.NewRectangle(dieFace),
		hint:   canvas.NewText("", dieHint),
	}
	r.body.StrokeColor = color.NRGBA{0x3a, 0x32, 0x28, 0xff}
	r.body.StrokeWidth = 2
	r.hint.TextStyle.Bold = true
	r.hint.Alignment = fyne.TextAlignCenter
	for f := chessrace.Pawn; f <= chessrace.King; f++ {
		for _, dim := range []bool{false, true} {
			ink := "#231f1a"
			if dim {
				ink = "#c4bcae"
			}
			img := canvas.NewImageFromResource(figurePicture(f, ink))
			img.FillMode = canvas.ImageFillContain
			img.Hide()
			r.faces = append(r.faces, img)
		}
	}
	r.Refresh()
	return r
}

type dieRenderer struct {
	die          *dieWidget
	shadow, body *canvas.Rectangle
	hint         *canvas.Text
	faces        []*canvas.Image // each figure, ink then faded
}

func (r *dieRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.shadow, r.body, r.hint}
	for _, f := range r.faces {
		objs = append(objs, f)
	}
	return objs
}

func (r *dieRenderer) MinSize() fyne.Size { return r.die.MinSize() }
func (r *dieRenderer) Destroy()           {}

func (r *dieRenderer) Layout(size fyne.Size) {
	side := min(size.Width, size.Height) - 6
	lift := r.die.lift * side * 0.12
	x, y := (size.Width-side)/2-2, (size.Height-side)/2-2
	r.shadow.Move(fyne.NewPos(x+4+lift/2, y+5))
	r.shadow.Resize(fyne.NewSquareSize(side - lift/3))
	r.shadow.CornerRadius = side * 0.16
	r.body.Move(fyne.NewPos(x, y-lift))
	r.body.Resize(fyne.NewSquareSize(side))
	r.body.CornerRadius = side * 0.16
	inset := side * 0.1
	for _, f := range r.faces {
		f.Move(fyne.NewPos(x+inset, y-lift+inset))
		f.Resize(fyne.NewSquareSize(side - 2*inset))
	}
	r.hint.TextSize = side * 0.22
	r.hint.Move(fyne.NewPos(x, y-lift+side/2-r.hint.TextSize*0.7))
	r.hint.Resize(fyne.NewSize(side, r.hint.TextSize*1.4))
}

func (r *dieRenderer) Refresh() {
	d := r.die
	for i, f := range r.faces {
		fig := chessrace.Figure(i/2) + chessrace.Pawn
		dim := i%2 == 1
		visible := fig == d.shown && dim == (d.dim && !d.rolling)
		if visible != f.Visible() {
			if visible {
				f.Show()
			} else {
				f.Hide()
			}
		}
	}
	r.hint.Text = d.hint
	if blank := d.shown == chessrace.NoFigure; blank != r.hint.Visible() {
		if blank {
			r.hint.Show()
		} else {
			r.hint.Hide()
		}
	}
	r.Layout(d.Size())
	r.shadow.Refresh()
	r.body.Refresh()
	r.hint.Refresh()
}
