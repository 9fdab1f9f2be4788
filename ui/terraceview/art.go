package terraceview

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/pictures"
	"boardshelf/ui/view"
)

// The pictures of the Terrace board: domes seen from above, lit from the
// top left, and the goal pennants. They are drawn as SVG so they stay sharp
// at any size; every square of a size and colour shares one (see package
// pictures).

// Dome is the picture of a piece in a seat's colour on a board of side n.
func Dome(colour string, pc terrace.Piece, n int) fyne.Resource {
	return dome(colour, pc.Size, terrace.MaxPieceSize(n), pc.T)
}

func dome(colour string, size, largest int, t bool) fyne.Resource {
	name := fmt.Sprintf("dome-%s-%d-of-%d", colour, size, largest)
	if t {
		name += "-T"
	}
	return pictures.SVG(name, 100, 100, func(svg *strings.Builder) { drawDome(svg, colour, size, largest, t) })
}

func drawDome(svg *strings.Builder, colour string, size, largest int, t bool) {
	base := view.SeatColour(colour)
	white, black := color.NRGBA{0xff, 0xff, 0xff, 0xff}, color.NRGBA{0, 0, 0, 0xff}
	light, dark, rim := view.Mix(base, white, 0.55), view.Mix(base, black, 0.35), view.Mix(base, black, 0.55)
	if colour == "black" {
		light, dark, rim = view.Mix(base, white, 0.35), view.Mix(base, black, 0.4), view.Mix(base, white, 0.25)
	}
	// Sizes differ by a sixth of the square or more, so a 2 never passes
	// for a 3 at a glance; the largest piece fills four fifths of it.
	r := 50 * (0.30 + 0.50*float64(size)/float64(largest))
	// The light falls from the top left: the gradient is centred there
	// (a focal point would leave a speck in the renderer).
	fmt.Fprintf(svg, `<defs><radialGradient id="g" gradientUnits="userSpaceOnUse" cx="%.1f" cy="%.1f" r="%.1f">`, 50-r*0.35, 50-r*0.4, r*1.45)
	fmt.Fprintf(svg, `<stop offset="0" stop-color="%s"/><stop offset="0.45" stop-color="%s"/><stop offset="1" stop-color="%s"/>`, hex(light), hex(base), hex(dark))
	fmt.Fprintf(svg, `</radialGradient></defs>`)
	fmt.Fprintf(svg, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#000" fill-opacity="0.30"/>`, 50+r*0.08, 50+r*0.12, r)
	fmt.Fprintf(svg, `<circle cx="50" cy="50" r="%.1f" fill="url(#g)" stroke="%s" stroke-width="%.1f"/>`, r-1, hex(rim), 1.5+r*0.03)
	if t {
		mark := tMarkColour(colour)
		w, h := r*0.95, r*1.0 // the T's width and height
		bar, stem := h*0.26, w*0.30
		x, y := 50-w/2, 50-h/2
		fmt.Fprintf(svg, `<path d="M%.1f %.1fh%.1fv%.1fh%.1fv%.1fh%.1fv%.1fh%.1fz" fill="%s" stroke="%s" stroke-width="1"/>`,
			x, y, w, bar, -(w-stem)/2, h-bar, -stem, -(h - bar), -(w-stem)/2, hex(mark), hex(view.Mix(mark, black, 0.3)))
	}
}

// tMarkColour makes the T stand out on its piece's colour, in no other
// seat's colour (a red T on white would read as Red's T).
func tMarkColour(colour string) color.NRGBA {
	switch colour {
	case "white", "yellow":
		return color.NRGBA{0x3a, 0x32, 0x2a, 0xff}
	case "black":
		return color.NRGBA{0xf0, 0xc4, 0x3c, 0xff}
	}
	return color.NRGBA{0xff, 0xf8, 0xe8, 0xff}
}

// pennant is the flag planted on a goal corner, one stripe per seat that
// races there. Goals are low corners, deep green: a light pole and light
// edges keep even a black stripe in sight.
func pennant(colours []string) fyne.Resource {
	return pictures.SVG("pennant-"+strings.Join(colours, "-"), 100, 100, func(svg *strings.Builder) {
		svg.WriteString(`<rect x="14" y="8" width="6" height="84" rx="2" fill="#efe6cf" stroke="#3a2e20" stroke-width="1"/>`)
		h := 44.0 / float64(len(colours))
		for i, c := range colours {
			y := 10 + h*float64(i)
			fill := view.SeatColour(c)
			fmt.Fprintf(svg, `<path d="M20 %.1fL%.1f %.1fL20 %.1fz" fill="%s" stroke="#f4ecd8" stroke-width="2.5"/>`,
				y, 20+70*(1-float64(i)*0.12), y+h/2, y+h, hex(fill))
		}
	})
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Frame is the colour of the board's wooden rim.
var Frame = color.NRGBA{0x4a, 0x34, 0x1f, 0xff}

// Ground shades the terraces from the deep green of the low corners to the
// pale sand of the high ones, with a faint checker so that squares on one
// terrace can still be counted.
func Ground(n int, sq terrace.Square) color.Color {
	low, high := color.NRGBA{0x3d, 0x6e, 0x4c, 0xff}, color.NRGBA{0xe6, 0xd6, 0xa4, 0xff}
	c := view.Mix(low, high, float64(terrace.Level(n, sq))/float64(n-1))
	if (sq.File+sq.Rank)%2 == 1 {
		c = view.Mix(c, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 0.10)
	}
	return c
}

// Decorations draws what never changes during a game on a board of side
// n: the walls between levels with the shadow they cast on the lower side,
// and a pennant on each goal corner in the colours of the seats racing
// there (goals and colours by seat).
func Decorations(n int, goals []terrace.Square, colours []string) []board.Decoration {
	var out []board.Decoration
	wall := color.NRGBA{0x3b, 0x2c, 0x1c, 0xc0}
	shadow := color.NRGBA{0, 0, 0, 0x2c}
	for f := range n {
		for r := range n {
			sq := terrace.Square{File: f, Rank: r}
			// The edge to the right of sq, then the edge above it.
			for _, next := range []terrace.Square{{File: f + 1, Rank: r}, {File: f, Rank: r + 1}} {
				if !terrace.OnBoard(n, next) {
					continue
				}
				step := terrace.Level(n, next) - terrace.Level(n, sq)
				if step == 0 {
					continue
				}
				x0, y0 := float32(next.File), float32(next.Rank) // the edge starts at next's bottom-left corner
				x1, y1 := x0, y0+1
				if next.Rank != r {
					x1, y1 = x0+1, y0
				}
				// The shadow falls on the lower square, along the wall.
				const depth = 0.09
				lowerIsSq := step > 0
				d := board.Decoration{Object: canvas.NewRectangle(shadow)}
				switch {
				case next.Rank == r && lowerIsSq: // wall to the right of the lower square
					d.X0, d.Y0, d.X1, d.Y1 = x0-depth, y0, x0, y1
				case next.Rank == r:
					d.X0, d.Y0, d.X1, d.Y1 = x0, y0, x0+depth, y1
				case lowerIsSq: // wall above the lower square
					d.X0, d.Y0, d.X1, d.Y1 = x0, y0-depth, x1, y0
				default:
					d.X0, d.Y0, d.X1, d.Y1 = x0, y0, x1, y0+depth
				}
				out = append(out, d, board.Decoration{Object: canvas.NewLine(wall), X0: x0, Y0: y0, X1: x1, Y1: y1, Stroke: 0.045})
			}
		}
	}
	byGoal := map[terrace.Square][]string{}
	var corners []terrace.Square
	for seat, goal := range goals {
		if _, seen := byGoal[goal]; !seen {
			corners = append(corners, goal)
		}
		byGoal[goal] = append(byGoal[goal], colours[seat])
	}
	for _, goal := range corners {
		img := canvas.NewImageFromResource(pennant(byGoal[goal]))
		img.FillMode = canvas.ImageFillContain
		x, y := float32(goal.File), float32(goal.Rank)
		out = append(out, board.Decoration{Object: img, X0: x + 0.02, Y0: y + 0.38, X1: x + 0.6, Y1: y + 0.98})
	}
	return out
}
