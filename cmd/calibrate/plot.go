package main

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"

	"boardshelf/analysis"
)

// The reliability plot: the chance predicted across, the rate observed
// up, both 0 to 1 with a grey line every tenth; the diagonal is perfect
// calibration and the pale band round it the 5 points allowed. Each
// number of players is a line of its colour through its bins' points
// (the plot has no words; docs/engine.md says which colour is which).
const (
	plotSize   = 480
	plotMargin = 24
)

var (
	plotBackground = color.RGBA{255, 255, 255, 255}
	plotGrid       = color.RGBA{225, 225, 225, 255}
	plotBand       = color.RGBA{232, 244, 232, 255}
	plotDiagonal   = color.RGBA{90, 90, 90, 255}
	// by number of players
	plotColours = map[int]color.RGBA{2: {31, 119, 180, 255}, 3: {230, 120, 20, 255}, 4: {44, 160, 44, 255}}
)

// writePlots writes dir/calibration-GAME.png for each game of tables.
func writePlots(dir string, tables []analysis.Table) error {
	byGame := map[string][]analysis.Table{}
	var games []string
	for _, t := range tables {
		if byGame[t.Game] == nil {
			games = append(games, t.Game)
		}
		byGame[t.Game] = append(byGame[t.Game], t)
	}
	for _, g := range games {
		var buf bytes.Buffer
		if err := png.Encode(&buf, plot(byGame[g])); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, "calibration-"+g+".png"), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// plot draws one game's reliability tables.
func plot(tables []analysis.Table) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, plotSize, plotSize))
	draw.Draw(img, img.Bounds(), image.NewUniform(plotBackground), image.Point{}, draw.Src)
	span := float64(plotSize - 2*plotMargin)
	for py := plotMargin; py <= plotSize-plotMargin; py++ { // the band: within 5 points of the diagonal
		for px := plotMargin; px <= plotSize-plotMargin; px++ {
			x, y := float64(px-plotMargin)/span, float64(plotSize-plotMargin-py)/span
			if math.Abs(x-y) <= 0.05 {
				img.SetRGBA(px, py, plotBand)
			}
		}
	}
	for i := 0; i <= 10; i++ {
		v := float64(i) / 10
		line(img, v, 0, v, 1, 1, plotGrid)
		line(img, 0, v, 1, v, 1, plotGrid)
	}
	line(img, 0, 0, 1, 1, 2, plotDiagonal)
	for _, t := range tables {
		c, ok := plotColours[t.Players]
		if !ok {
			c = plotDiagonal
		}
		var last *analysis.Bin
		for _, b := range t.Bins {
			if b.Count == 0 {
				continue
			}
			if last != nil {
				line(img, last.Predicted, last.Observed, b.Predicted, b.Observed, 2, c)
			}
			px, py := toPixel(b.Predicted, b.Observed)
			fill(img, px, py, 5, c)
			last = &b
		}
	}
	return img
}

// toPixel is where a chance across and a rate up are drawn.
func toPixel(x, y float64) (int, int) {
	span := float64(plotSize - 2*plotMargin)
	return plotMargin + int(math.Round(x*span)), plotSize - plotMargin - int(math.Round(y*span))
}

// line draws from (x0, y0) to (x1, y1), in chances, width pixels wide.
func line(img *image.RGBA, x0, y0, x1, y1 float64, width int, c color.RGBA) {
	ax, ay := toPixel(x0, y0)
	bx, by := toPixel(x1, y1)
	steps := max(abs(bx-ax), abs(by-ay), 1)
	for i := 0; i <= steps; i++ {
		t := float64(i) / float64(steps)
		fill(img, ax+int(math.Round(t*float64(bx-ax))), ay+int(math.Round(t*float64(by-ay))), width, c)
	}
}

// fill paints the square of side size centred on (x, y).
func fill(img *image.RGBA, x, y, size int, c color.RGBA) {
	r := image.Rect(x-size/2, y-size/2, x-size/2+size, y-size/2+size)
	draw.Draw(img, r.Intersect(img.Bounds()), image.NewUniform(c), image.Point{}, draw.Src)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
