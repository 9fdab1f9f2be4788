package analysis

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableLayout lays out the review's summary, a row a seat: a dot, the
// name, the accuracy and the marks, in aligned columns, and in Chess Race
// a line of luck under the name (then a row is five objects, not four).
type tableLayout struct{ luck bool }

const dotSize = 12

func (t *tableLayout) rowLength() int {
	if t.luck {
		return 5
	}
	return 4
}

// columns are the widths of the name's and the accuracy's columns.
func (t *tableLayout) columns(objects []fyne.CanvasObject) (name, accuracy, marks float32) {
	n := t.rowLength()
	for i := 0; i+n <= len(objects); i += n {
		name = max(name, objects[i+1].MinSize().Width)
		accuracy = max(accuracy, objects[i+2].MinSize().Width)
		marks = max(marks, objects[i+3].MinSize().Width)
	}
	return name, accuracy, marks
}

// rowHeight is a row's height, its luck line included.
func (t *tableLayout) rowHeight(objects []fyne.CanvasObject, i int) (line, whole float32) {
	line = max(dotSize, objects[i+1].MinSize().Height)
	whole = line
	if t.luck {
		whole += objects[i+4].MinSize().Height
	}
	return line, whole
}

func (t *tableLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	name, accuracy, marks := t.columns(objects)
	width := dotSize + name + accuracy + marks + 3*pad
	height := float32(0)
	for i := 0; i+t.rowLength() <= len(objects); i += t.rowLength() {
		_, whole := t.rowHeight(objects, i)
		height += whole + pad
		if t.luck {
			width = max(width, dotSize+pad+objects[i+4].MinSize().Width)
		}
	}
	return fyne.NewSize(width, height)
}

func (t *tableLayout) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	pad := theme.Padding()
	name, accuracy, _ := t.columns(objects)
	y := float32(0)
	for i := 0; i+t.rowLength() <= len(objects); i += t.rowLength() {
		line, whole := t.rowHeight(objects, i)
		x := float32(0)
		objects[i].Move(fyne.NewPos(x, y+(line-dotSize)/2))
		objects[i].Resize(fyne.NewSquareSize(dotSize))
		x += dotSize + pad
		for c, width := range []float32{name, accuracy} {
			o := objects[i+1+c]
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(width, line))
			x += width + pad
		}
		objects[i+3].Move(fyne.NewPos(x, y))
		objects[i+3].Resize(fyne.NewSize(objects[i+3].MinSize().Width, line))
		if t.luck {
			objects[i+4].Move(fyne.NewPos(dotSize+pad, y+line))
			objects[i+4].Resize(objects[i+4].MinSize())
		}
		y += whole + pad
	}
}
