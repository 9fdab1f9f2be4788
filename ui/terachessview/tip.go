package terachessview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/board"
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

// show puts the card beside the square at of the board laid out as g, in
// a layer the size of the board widget, with a picture, a name and a
// description.
func (t *tip) show(res fyne.Resource, name, how string, g board.Geometry, at board.Square) {
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
	t.card.Move(place(size, area, g, at))
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

// rect is a rectangle of the layer: its top-left and bottom-right corners.
type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) overlap(o rect) float32 {
	return max(0, min(r.x1, o.x1)-max(r.x0, o.x0)) * max(0, min(r.y1, o.y1)-max(r.y0, o.y0))
}

// place finds where a card of size goes in an area (the board widget, laid
// out as g) for the piece on square at. The card never covers the square
// nor its eight neighbours, where the pointer goes next, while that is
// possible. It goes, in order of preference: into the margin beside the
// squares when the window leaves room there; beside the 3x3 block around
// the square, on the side of the board with more room (so away from the
// middle); above or below that block, on the side with more room; into a
// corner of the area. In an area too small for all of these it covers as
// little of the block as it can. It always lies inside the area.
func place(size, area fyne.Size, g board.Geometry, at board.Square) fyne.Position {
	const gap, edge = 6, 4
	pos, cell := g.Pos(at), g.Cell
	squares := rect{g.Origin.X, g.Origin.Y, g.Origin.X + g.Size().Width, g.Origin.Y + g.Size().Height}
	block := rect{ // the 3x3 around the square, on the board, and a gap
		max(pos.X-cell, squares.x0) - gap, max(pos.Y-cell, squares.y0) - gap,
		min(pos.X+2*cell, squares.x1) + gap, min(pos.Y+2*cell, squares.y1) + gap,
	}
	clampX := func(x float32) float32 { return max(edge, min(x, area.Width-size.Width-edge)) }
	clampY := func(y float32) float32 { return max(edge, min(y, area.Height-size.Height-edge)) }
	besideY := clampY(pos.Y + cell/2 - size.Height/2) // level with the square
	aboveX := clampX(pos.X + cell/2 - size.Width/2)   // centred over it
	left := block.x0-edge >= area.Width-edge-block.x1 // more room on the left
	up := block.y0-edge >= area.Height-edge-block.y1
	candidates := []fyne.Position{
		{X: squares.x1 + gap, Y: besideY}, // the margins
		{X: squares.x0 - gap - size.Width, Y: besideY},
	}
	if left {
		candidates = append(candidates, fyne.Position{X: block.x0 - size.Width, Y: besideY}, fyne.Position{X: block.x1, Y: besideY})
	} else {
		candidates = append(candidates, fyne.Position{X: block.x1, Y: besideY}, fyne.Position{X: block.x0 - size.Width, Y: besideY})
	}
	if up {
		candidates = append(candidates, fyne.Position{X: aboveX, Y: block.y0 - size.Height}, fyne.Position{X: aboveX, Y: block.y1})
	} else {
		candidates = append(candidates, fyne.Position{X: aboveX, Y: block.y1}, fyne.Position{X: aboveX, Y: block.y0 - size.Height})
	}
	x0, y0, x1, y1 := clampX(0), clampY(0), clampX(area.Width), clampY(area.Height)
	candidates = append(candidates, fyne.Position{X: x0, Y: y0}, fyne.Position{X: x1, Y: y0}, fyne.Position{X: x0, Y: y1}, fyne.Position{X: x1, Y: y1})
	best, least := fyne.Position{X: x0, Y: y0}, float32(-1)
	for _, c := range candidates {
		inside := c.X >= edge-0.5 && c.Y >= edge-0.5 && c.X+size.Width <= area.Width-edge+0.5 && c.Y+size.Height <= area.Height-edge+0.5
		if !inside {
			continue
		}
		covered := block.overlap(rect{c.X, c.Y, c.X + size.Width, c.Y + size.Height})
		if covered == 0 {
			return c
		}
		if least < 0 || covered < least {
			best, least = c, covered
		}
	}
	return best
}
