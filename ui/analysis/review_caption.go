package analysis

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ui/contrast"
)

// caption is the line under the plot, as lichess shows over its chart:
// the position under the pointer (else the one shown), the move that led
// to it, and each seat's chance there after a dot of the seat's colour,
// the colour of its line and of its dot in the summary above. Dots rather
// than names keep four seats on one line beside the board at 800x600.
type caption struct {
	move    *widget.Label
	chances []*canvas.Text
	object  fyne.CanvasObject
}

func newCaption(seats []Seat) *caption {
	c := &caption{move: widget.NewLabel("")}
	c.move.SizeName = theme.SizeNameCaptionText
	c.move.Truncation = fyne.TextTruncateEllipsis
	chances := container.NewHBox()
	for _, s := range seats {
		dot := canvas.NewCircle(s.Colour)
		dot.StrokeColor, dot.StrokeWidth = contrast.Keyline(s.Colour), 1
		t := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		t.TextSize, t.TextStyle.Bold = theme.CaptionTextSize(), true
		c.chances = append(c.chances, t)
		chances.Add(container.New(dotLayout{8}, dot))
		chances.Add(t)
	}
	c.object = tight(container.NewBorder(nil, nil, nil, chances, c.move))
	return c
}

// set writes the position after n moves: move ("" for the start) and
// each seat's chance.
func (c *caption) set(n int, move string, chances []float64) {
	if n == 0 {
		c.move.SetText(lang.L("Start of the game"))
	} else {
		c.move.SetText(lang.L("{{.Number}}. {{.Move}}", map[string]any{"Number": n, "Move": move}))
	}
	fg := theme.Color(theme.ColorNameForeground)
	for i, pc := range Percentages(chances) {
		if i < len(c.chances) {
			c.chances[i].Text, c.chances[i].Color = lang.L("{{.Percent}}%", map[string]any{"Percent": pc}), fg
			c.chances[i].Refresh()
		}
	}
}

// text is what the caption reads, for tests.
func (c *caption) text() string {
	words := []string{c.move.Text}
	for _, t := range c.chances {
		words = append(words, t.Text)
	}
	return strings.Join(words, " ")
}

// dotLayout gives a dot its size, centred in the height of the line.
type dotLayout struct{ size float32 }

func (d dotLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSquareSize(d.size) }

func (d dotLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Resize(fyne.NewSquareSize(d.size))
		o.Move(fyne.NewPos(0, (size.Height-d.size)/2))
	}
}
