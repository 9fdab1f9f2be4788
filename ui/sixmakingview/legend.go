package sixmakingview

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/sixmaking"
)

// legend lists which piece each height moves as, with the medallions the
// towers wear. It takes the room left between the reserves and shows
// itself only when all of it fits.
type legend struct {
	widget.BaseWidget
	objects []fyne.CanvasObject
	rows    [][3]fyne.CanvasObject // height, medallion, name
	heading *canvas.Text
}

const legendRow = 24

func newLegend() *legend {
	l := &legend{}
	l.heading = canvas.NewText(lang.L("Height moves as"), theme.Color(theme.ColorNamePlaceHolder))
	l.heading.TextSize = 11
	l.objects = append(l.objects, l.heading)
	ink := theme.Color(theme.ColorNameForeground)
	for h := 1; h <= 5; h++ {
		p := sixmaking.PieceFor(h)
		height := canvas.NewText(strconv.Itoa(h), ink)
		height.TextStyle.Bold = true
		height.TextSize = 14
		height.Alignment = fyne.TextAlignCenter
		img := canvas.NewImageFromResource(medallionPicture(p))
		img.FillMode = canvas.ImageFillContain
		label := canvas.NewText(pieceName(p), ink)
		label.TextSize = 13
		l.rows = append(l.rows, [3]fyne.CanvasObject{height, img, label})
		l.objects = append(l.objects, height, img, label)
	}
	l.ExtendBaseWidget(l)
	return l
}

func (l *legend) CreateRenderer() fyne.WidgetRenderer { return &legendRenderer{l} }

type legendRenderer struct{ l *legend }

func (r *legendRenderer) Objects() []fyne.CanvasObject { return r.l.objects }
func (r *legendRenderer) MinSize() fyne.Size           { return fyne.NewSize(0, 0) }
func (r *legendRenderer) Destroy()                     {}

// Refresh does not refresh the medallions: their pictures never change.
func (r *legendRenderer) Refresh() {}

func (r *legendRenderer) Layout(size fyne.Size) {
	l := r.l
	need := float32(len(l.rows)+1) * legendRow
	fits := size.Height >= need
	for _, o := range l.objects {
		if fits {
			o.Show()
		} else {
			o.Hide()
		}
	}
	if !fits {
		return
	}
	const pad = 10
	y := (size.Height - need) / 2
	l.heading.Move(fyne.NewPos(pad, y+legendRow-l.heading.MinSize().Height-2))
	l.heading.Resize(l.heading.MinSize())
	for _, row := range l.rows {
		y += legendRow
		height, img, label := row[0], row[1], row[2]
		height.Move(fyne.NewPos(pad, y))
		height.Resize(fyne.NewSize(14, legendRow))
		img.Move(fyne.NewPos(pad+20, y+2))
		img.Resize(fyne.NewSquareSize(legendRow - 4))
		label.Move(fyne.NewPos(pad+20+legendRow+2, y))
		label.Resize(fyne.NewSize(label.MinSize().Width, legendRow))
	}
}
