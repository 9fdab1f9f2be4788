// Package pictures keeps the pictures the games draw with: every picture is
// made once, known by its name, and drawn in pixels once per size band.
//
// A view asks for a picture by the name that says what it shows
// ("dome-white-2-of-4.svg") and says how to make it the first time
// (SVG, Named); the board asks for its pixels at the size it shows it
// (Raster). Both answers are shared by every view and every board, so a
// square is redrawn only when the picture on it is another one, and a
// design is rasterised once however many squares show it.
//
// Like everything that draws, it is used on Fyne's UI goroutine only.
package pictures

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// made holds every picture asked for so far, by name: a board game has a
// few dozen designs, and what a view draws of them a few hundred.
var made = map[string]fyne.Resource{}

// Named gives the picture called name, made by load the first time it is
// asked for. Names are shared by every game: each begins with what the
// picture is ("tower-", "terachess/").
func Named(name string, load func() fyne.Resource) fyne.Resource {
	if res, ok := made[name]; ok {
		return res
	}
	res := load()
	made[name] = res
	return res
}

// SVG gives the SVG picture called name+".svg", width by height units,
// whose elements draw writes the first time it is asked for.
func SVG(name string, width, height float64, draw func(*strings.Builder)) fyne.Resource {
	name += ".svg"
	if res, ok := made[name]; ok {
		return res
	}
	var svg strings.Builder
	fmt.Fprintf(&svg, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g">`, width, height)
	draw(&svg)
	svg.WriteString(`</svg>`)
	res := fyne.NewStaticResource(name, []byte(svg.String()))
	made[name] = res
	return res
}

// A canvas.Image showing an SVG is rasterised again at every new size:
// resizing a window with 128 pieces meant redrawing 128 SVGs per frame.
// Raster draws each design once per size band instead (with the same SVG
// library Fyne uses) and lets the graphics card scale the picture within
// the band.

// bandRatio is the step between size bands: a picture is drawn at most a
// quarter larger than it is shown, so scaling down never blurs it visibly.
const bandRatio = 1.25

// Band is the pixel size a picture shown px pixels square is drawn at.
func Band(px float32) int {
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

// rasters holds every picture drawn in pixels so far: a window shows a
// few size bands.
var rasters = map[rasterKey]image.Image{}

// Raster gives the picture res drawn size pixels square (a Band); nil
// when res is nil or not a readable SVG.
func Raster(res fyne.Resource, size int) image.Image {
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
