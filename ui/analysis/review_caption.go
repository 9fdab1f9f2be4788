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
	l := &captionLayout{}
	box := container.New(l, c.move, chances)
	l.box = box
	c.object = tight(box)
	return c
}

// captionLayout puts the move and the chances on one line, or the chances
// under the move where the panel is too narrow for both (four seats beside
// the board at 800x600): the move is never cut down to its number. The
// choice follows the width alone, so the line does not jump as the
// pointer moves over the plot.
type captionLayout struct{ box *fyne.Container }

// moveRoom is the least room kept for the move on the chances' line.
func moveRoom() float32 { return 9 * theme.CaptionTextSize() }

func (l *captionLayout) stacked(objs []fyne.CanvasObject, width float32) bool {
	return width < objs[1].MinSize().Width+theme.Padding()+moveRoom()
}

func (l *captionLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	move, chances := objs[0].MinSize(), objs[1].MinSize()
	if l.stacked(objs, l.box.Size().Width) {
		return fyne.NewSize(chances.Width, move.Height+chances.Height)
	}
	return fyne.NewSize(chances.Width+theme.Padding()+move.Width, max(move.Height, chances.Height))
}

func (l *captionLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	move, chances := objs[0].MinSize(), objs[1].MinSize()
	if l.stacked(objs, size.Width) {
		objs[0].Move(fyne.NewPos(0, 0))
		objs[0].Resize(fyne.NewSize(size.Width, move.Height))
		objs[1].Move(fyne.NewPos(0, move.Height))
		objs[1].Resize(fyne.NewSize(size.Width, chances.Height))
		return
	}
	line := max(move.Height, chances.Height)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-chances.Width-theme.Padding(), line))
	objs[1].Move(fyne.NewPos(size.Width-chances.Width, (line-chances.Height)/2))
	objs[1].Resize(chances)
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
