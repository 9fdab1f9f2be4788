package terachessview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tip is the card that floats beside the piece under the pointer, naming
// it and saying how it moves. It lies over the board rather than taking
// room from it: a 16x16 board needs every pixel of a small window.
type tip struct {
	picture *canvas.Image
	text    *widget.RichText
	card    *fyne.Container
	layer   *fyne.Container // no layout: the card is placed by hand
}

func newTip() *tip {
	t := &tip{picture: canvas.NewImageFromResource(nil), text: widget.NewRichText()}
	t.picture.FillMode = canvas.ImageFillContain
	t.picture.SetMinSize(fyne.NewSquareSize(40))
	t.text.Wrapping = fyne.TextWrapWord
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = 8
	bg.StrokeColor = color.NRGBA{0x5a, 0x3d, 0x22, 0xff}
	bg.StrokeWidth = 2
	t.card = container.NewStack(bg, container.NewPadded(
		container.NewBorder(nil, nil, container.NewCenter(t.picture), nil, t.text)))
	t.card.Hide()
	t.layer = container.NewWithoutLayout(t.card)
	return t
}

// show puts the card beside the square at pos (of side cell), in a layer
// of the given size, with a picture, a name and a description.
func (t *tip) show(res fyne.Resource, name, how string, pos fyne.Position, cell float32) {
	if t.picture.Resource != res {
		t.picture.Resource = res
		t.picture.Refresh()
	}
	t.text.Segments = []widget.RichTextSegment{
		&widget.TextSegment{Text: name, Style: widget.RichTextStyle{TextStyle: fyne.TextStyle{Bold: true}}},
		&widget.TextSegment{Text: how, Style: widget.RichTextStyleParagraph},
	}
	t.text.Refresh()
	area := t.layer.Size()
	width := min(360, area.Width-8)
	t.card.Resize(fyne.NewSize(width, 1000)) // lets the text wrap to measure it
	size := fyne.NewSize(width, t.card.MinSize().Height)
	t.card.Resize(size)
	t.card.Move(place(size, area, pos, cell))
	t.card.Show()
	t.layer.Refresh()
}

func (t *tip) hide() {
	if t.card.Visible() {
		t.card.Hide()
		t.layer.Refresh()
	}
}

// Text is what the card says, for tests.
func (t *tip) Text() string {
	if !t.card.Visible() {
		return ""
	}
	return t.text.String()
}

// place finds where a card of size goes beside the square at pos (of side
// cell) in an area: to its right or left, else below or above it, never
// over it while there is room elsewhere, and always inside the area.
func place(size, area fyne.Size, pos fyne.Position, cell float32) fyne.Position {
	const gap = 6
	clampX := func(x float32) float32 { return max(4, min(x, area.Width-size.Width-4)) }
	clampY := func(y float32) float32 { return max(4, min(y, area.Height-size.Height-4)) }
	switch {
	case pos.X+cell+gap+size.Width <= area.Width:
		return fyne.NewPos(pos.X+cell+gap, clampY(pos.Y))
	case pos.X-gap-size.Width >= 0:
		return fyne.NewPos(pos.X-gap-size.Width, clampY(pos.Y))
	case pos.Y+cell+gap+size.Height <= area.Height:
		return fyne.NewPos(clampX(pos.X+cell/2-size.Width/2), pos.Y+cell+gap)
	default:
		return fyne.NewPos(clampX(pos.X+cell/2-size.Width/2), clampY(pos.Y-gap-size.Height))
	}
}
