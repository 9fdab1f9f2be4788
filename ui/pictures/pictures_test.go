package pictures

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

func TestAPictureIsMadeOnce(t *testing.T) {
	made := 0
	square := func(svg *strings.Builder) {
		made++
		svg.WriteString(`<rect width="1" height="1"/>`)
	}
	a := SVG("test-square", 2, 3, square)
	b := SVG("test-square", 2, 3, square)
	if a != b || made != 1 {
		t.Errorf("asked twice: the same resource %v, drawn %d times", a == b, made)
	}
	if a.Name() != "test-square.svg" {
		t.Errorf("named %q", a.Name())
	}
	if want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 3"><rect width="1" height="1"/></svg>`; string(a.Content()) != want {
		t.Errorf("the SVG is %s, want %s", a.Content(), want)
	}
	loaded := 0
	load := func() fyne.Resource { loaded++; return fyne.NewStaticResource("x", nil) }
	if Named("test-loaded", load) != Named("test-loaded", load) || loaded != 1 {
		t.Errorf("a named picture was loaded %d times", loaded)
	}
}

func TestRastersAreDrawnOncePerBand(t *testing.T) {
	res := SVG("test-raster", 1, 1, func(svg *strings.Builder) { svg.WriteString(`<rect width="1" height="1" fill="#f00"/>`) })
	small, large := Raster(res, Band(30)), Raster(res, Band(60))
	if small == nil || small.Bounds().Dx() != Band(30) || large.Bounds().Dx() != Band(60) {
		t.Fatalf("rasters of %v and %v pixels", small.Bounds(), large.Bounds())
	}
	if Raster(res, Band(30)) != small {
		t.Error("a raster was drawn again")
	}
	if Raster(nil, 20) != nil {
		t.Error("no picture should have no raster")
	}
}

func TestBands(t *testing.T) {
	for _, tc := range []struct {
		px   float32
		want int
	}{{1, 8}, {8, 8}, {9, 10}, {10, 10}, {11, 13}, {38, 38}, {40, 48}} {
		if got := Band(tc.px); got != tc.want {
			t.Errorf("Band(%v) = %d, want %d", tc.px, got, tc.want)
		}
	}
	for px := float32(8); px < 400; px += 0.5 {
		if b := float32(Band(px)); b < px || b > px*bandRatio+1 {
			t.Fatalf("%v pixels are drawn at %v", px, b)
		}
	}
}
