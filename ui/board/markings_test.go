package board_test

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"boardshelf/ui/board"
)

// An arrow is drawn over the squares it crosses, with its head on the
// square it points to, in its own colour; the squares beside it stay
// clear; a circle rings its square and leaves the middle clear.
func TestMarkingsAreDrawnWhereTheySay(t *testing.T) {
	test.NewTempApp(t)
	b := board.New(8, 8)
	w := test.NewWindow(b)
	defer w.Close()
	w.Resize(fyne.NewSize(400, 400))
	green := color.NRGBA{0x15, 0x78, 0x1b, 0xff}
	b.SetMarkings([]board.Marking{
		{Shape: board.Arrow, From: board.Square{File: 0, Rank: 0}, To: board.Square{File: 0, Rank: 4}, Colour: green},
		{Shape: board.Circle, From: board.Square{File: 6, Rank: 6}, Colour: green},
	})
	img := layerImage(t, b)
	at := func(file, rank int, dx, dy float32) color.NRGBA {
		c := b.SquareCentre(board.Square{File: file, Rank: rank}).AddXY(dx*b.Geometry().Cell, dy*b.Geometry().Cell)
		scale := float32(img.Bounds().Dx()) / b.Size().Width
		return color.NRGBAModel.Convert(img.At(int(c.X*scale), int(c.Y*scale))).(color.NRGBA)
	}
	for _, c := range []struct {
		name       string
		file, rank int
		dx, dy     float32
		want       color.NRGBA
	}{
		{"the shaft on a2", 0, 1, 0, 0, green},
		{"the shaft on a4", 0, 3, 0, 0, green},
		{"the head just short of a5's centre", 0, 4, 0, 0.1, green},
		{"beside the shaft, on b2", 1, 1, 0, 0, color.NRGBA{}},
		{"beyond the head, on a6", 0, 5, 0, 0, color.NRGBA{}},
		{"the ring round g7", 6, 6, 0.44, 0, green},
		{"the middle of g7", 6, 6, 0, 0, color.NRGBA{}},
	} {
		if got := at(c.file, c.rank, c.dx, c.dy); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	b.SetMarkings(nil)
	if got := layerImage(t, b).At(0, 0); got != (color.NRGBA{}) {
		t.Errorf("markings cleared: the layer still shows %v", got)
	}
}

// layerImage paints the board's markings layer as the window would.
func layerImage(t *testing.T, b *board.Board) image.Image {
	t.Helper()
	for _, o := range test.LaidOutObjects(b) {
		if r, ok := o.(*canvas.Raster); ok {
			size := r.Size()
			return r.Generator(int(size.Width), int(size.Height))
		}
	}
	t.Fatal("the board has no markings layer")
	return nil
}
