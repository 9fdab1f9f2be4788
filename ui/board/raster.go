package board

import (
	"bytes"
	"image"
	"math"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// Pieces are drawn from SVG designs, but a canvas.Image showing an SVG is
// rasterised again at every new size: resizing a window with 128 pieces
// meant redrawing 128 SVGs per frame. The board rasterises each design once
// per size band instead (with the same SVG library Fyne uses) and lets the
// graphics card scale the picture within the band.

// bandRatio is the step between size bands: a picture is drawn at most a
// quarter larger than it is shown, so scaling down never blurs it visibly.
const bandRatio = 1.25

// band is the pixel size a picture of px pixels is drawn at.
func band(px float32) int {
	if px < 8 {
		return 8
	}
	steps := math.Ceil(math.Log(float64(px)/8) / math.Log(bandRatio))
	return int(math.Round(8 * math.Pow(bandRatio, steps)))
}

type rasterKey struct {
	name string
	size int
}

// rasters holds every picture drawn so far, shared by all boards: a board
// game has a few dozen designs and a window a few size bands.
var rasters = map[rasterKey]image.Image{}

// raster gives the picture of res drawn size pixels square; nil when res
// is nil or not a readable SVG.
func raster(res fyne.Resource, size int) image.Image {
	if res == nil {
		return nil
	}
	key := rasterKey{res.Name(), size}
	if img, ok := rasters[key]; ok {
		return img
	}
	img := draw(res.Content(), size)
	rasters[key] = img
	return img
}

func draw(svg []byte, size int) (img image.Image) {
	defer func() {
		if recover() != nil { // the SVG library panics on some malformed paths
			img = nil
		}
	}()
	icon, err := oksvg.ReadIconStream(bytes.NewReader(svg))
	if err != nil {
		return nil
	}
	icon.SetTarget(0, 0, float64(size), float64(size))
	rgba := image.NewNRGBA(image.Rect(0, 0, size, size))
	icon.Draw(rasterx.NewDasher(size, size, rasterx.NewScannerGV(size, size, rgba, rgba.Bounds())), 1)
	return rgba
}
