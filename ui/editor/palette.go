package editor

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules/terrace"
	"boardshelf/ui/terraceview"
)

// updatePalette shows a row per seat: every size of the board and the T,
// with how many of each the seat has on the board.
func (e *Editor) updatePalette(d Draft) {
	counts := d.Counts()
	e.palette.RemoveAll()
	largest := terrace.MaxPieceSize(d.Size)
	var labels []*widget.Label
	width := float32(76)
	for seat, count := range counts {
		total := 0
		for _, n := range count {
			total += n
		}
		label := widget.NewLabel(d.seatName(seat) + "\n" + lang.N("{{.Count}} pieces", total, map[string]any{"Count": total}))
		labels = append(labels, label)
		width = max(width, label.MinSize().Width)
	}
	for seat, s := range d.Seats {
		row := container.NewHBox()
		for size := 0; size <= largest; size++ {
			pc := terrace.Piece{Seat: seat, Size: max(size, 1), T: size == 0}
			chosen := e.tool != nil && *e.tool == pc
			row.Add(newPaletteItem(terraceview.Dome(s.Colour, pc, d.Size), counts[seat][size], chosen, func() {
				if chosen {
					e.Choose(nil)
				} else {
					e.Choose(&pc)
				}
			}))
		}
		e.palette.Add(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(width, 56), labels[seat]), nil, row))
	}
}

// paletteItem is a piece to choose in the palette, with its count.
type paletteItem struct {
	widget.BaseWidget
	picture fyne.Resource
	count   int
	chosen  bool
	onTap   func()
}

func newPaletteItem(picture fyne.Resource, count int, chosen bool, onTap func()) *paletteItem {
	p := &paletteItem{picture: picture, count: count, chosen: chosen, onTap: onTap}
	p.ExtendBaseWidget(p)
	return p
}

func (p *paletteItem) Tapped(*fyne.PointEvent) { p.onTap() }

func (p *paletteItem) CreateRenderer() fyne.WidgetRenderer {
	// The board's middle green, on which white and black pieces both show.
	bg := canvas.NewRectangle(color.NRGBA{0x8d, 0xa2, 0x78, 0xff})
	bg.CornerRadius = 6
	if p.chosen {
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 3
	}
	img := canvas.NewImageFromResource(p.picture)
	img.FillMode = canvas.ImageFillContain
	count := canvas.NewText(fmt.Sprintf("×%d", p.count), theme.Color(theme.ColorNameForeground))
	count.TextSize = 11
	count.Alignment = fyne.TextAlignCenter
	return widget.NewSimpleRenderer(container.NewBorder(nil, count, nil, nil,
		container.NewGridWrap(fyne.NewSquareSize(40), container.NewStack(bg, img))))
}
