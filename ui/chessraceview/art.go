package chessraceview

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/pictures"
	"boardshelf/ui/view"
)

// The pictures of the race, drawn as SVG so they stay sharp at any size:
// the pieces as discs seen from a little above (so a stack shows every
// piece in it), the tiles, the die's figures, the promotion halves and the
// scenery. Every picture is made once, named by what it shows (see package
// pictures), so the board only reloads a square's image when what stands
// there changed.

// picture gives the picture named key, drawn on first use in a square of
// 100 units.
func picture(key string, draw func(*strings.Builder)) fyne.Resource {
	return pictures.SVG(key, 100, 100, draw)
}

var (
	white = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	black = color.NRGBA{0, 0, 0, 0xff}
)

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// discShades are the top, side and rim colours of a piece of a colour.
func discShades(colour string) (top, side, rim color.NRGBA) {
	base := view.SeatColour(colour)
	if colour == "black" {
		return view.Mix(base, white, 0.12), view.Mix(base, black, 0.45), view.Mix(base, white, 0.45)
	}
	return base, view.Mix(base, black, 0.38), view.Mix(base, black, 0.6)
}

// disc draws one piece: a short cylinder whose top is an ellipse centred
// on (cx, cy) with radii rx, ry, and whose side is h deep.
func disc(svg *strings.Builder, colour string, cx, cy, rx, ry, h, opacity float64) {
	top, side, rim := discShades(colour)
	fmt.Fprintf(svg, `<path d="M%.1f %.1fL%.1f %.1fA%.1f %.1f 0 0 0 %.1f %.1fL%.1f %.1fZ" fill="%s" fill-opacity="%.2f" stroke="%s" stroke-opacity="%.2f" stroke-width="1"/>`,
		cx-rx, cy, cx-rx, cy+h, rx, ry, cx+rx, cy+h, cx+rx, cy, hex(side), opacity, hex(rim), opacity)
	fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" fill-opacity="%.2f" stroke="%s" stroke-opacity="%.2f" stroke-width="1"/>`,
		cx, cy, rx, ry, hex(top), opacity, hex(rim), opacity)
	// A raised ring on the top, lit from the top left, makes it a game
	// piece rather than a coin.
	fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" fill-opacity="%.2f"/>`,
		cx, cy, rx*0.62, ry*0.62, hex(view.Mix(top, black, 0.18)), opacity)
	fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" fill-opacity="%.2f"/>`,
		cx-rx*0.04, cy-ry*0.06, rx*0.52, ry*0.5, hex(view.Mix(top, white, 0.35)), opacity)
}

// Disc proportions in a square of 100.
const (
	discRX = 37.0
	discRY = 14.5
	discH  = 15.0
)

// stackPicture draws the pieces on a square, bottom to top, with a badge
// counting them when there are several.
func stackPicture(colours []string) fyne.Resource {
	return picture("stack-"+strings.Join(colours, "-"), func(svg *strings.Builder) { drawStack(svg, colours, 1) })
}

// drawStack draws the pieces of a stack, faded to opacity.
func drawStack(svg *strings.Builder, colours []string, opacity float64) {
	n := float64(len(colours))
	h := min(discH, (88-2*discRY)/n)
	total := n*h + 2*discRY
	bottom := 50 + total/2 - discRY - h // the bottom disc's top centre
	fmt.Fprintf(svg, `<ellipse cx="53" cy="%.1f" rx="%.1f" ry="%.1f" fill="#000" fill-opacity="%.2f"/>`, bottom+h+3, discRX+2, discRY+1, 0.28*opacity)
	for k, c := range colours {
		disc(svg, c, 50, bottom-float64(k)*h, discRX, discRY, h, opacity)
	}
	if len(colours) > 1 {
		badge(svg, 80, 20, len(colours))
	}
}

// ghostPicture is a faded piece on a ribbon where a new piece may enter.
func ghostPicture(colour string) fyne.Resource {
	return picture("ghost-"+colour, func(svg *strings.Builder) {
		disc(svg, colour, 50, 50-discH/2, discRX, discRY, discH, 0.42)
	})
}

// enterOverPicture is a ribbon where pieces stand and a new piece of the
// colour mover may enter as well: the new piece, faded and marked with a
// plus, peeps out at the top left behind the pieces standing there, which
// are drawn a little smaller towards the bottom right. Once the entry is
// chosen the two change places: the new piece stands solid in front, the
// others faded behind it.
func enterOverPicture(colours []string, mover string, chosen bool) fyne.Resource {
	key := "enter-" + mover + "-over-" + strings.Join(colours, "-")
	if chosen {
		key += "-chosen"
	}
	return picture(key, func(svg *strings.Builder) {
		const cx, cy, rx, ry, h = 33, 25, 28, 11, 10
		newPiece := func(opacity float64) {
			disc(svg, mover, cx, cy, rx, ry, h, opacity)
			plus(svg, cx-12, cy-1, 11)
		}
		standing := func(opacity float64) {
			svg.WriteString(`<g transform="matrix(0.78 0 0 0.78 20 21)">`)
			drawStack(svg, colours, opacity)
			svg.WriteString(`</g>`)
		}
		if chosen {
			standing(0.4)
			newPiece(1)
			return
		}
		newPiece(0.6)
		standing(1)
	})
}

// plus is a plus sign in dark ink, centred on (x, y), its arms r long:
// bold enough to read on a square a couple of dozen pixels wide.
func plus(svg *strings.Builder, x, y, r float64) {
	w := r * 0.42
	pts := [][2]float64{{-w, -r}, {w, -r}, {w, -w}, {r, -w}, {r, w}, {w, w}, {w, r}, {-w, r}, {-w, w}, {-r, w}, {-r, -w}, {-w, -w}}
	svg.WriteString(`<path d="`)
	for k, p := range pts {
		fmt.Fprintf(svg, "%s%.1f %.1f", map[bool]string{true: "M", false: "L"}[k == 0], x+p[0], y+p[1])
	}
	svg.WriteString(`Z" fill="#2a2118" fill-opacity="0.85"/>`)
}

// homePicture is up to three finished pieces together on a square of the
// winner's circle.
func homePicture(colours []string) fyne.Resource {
	return picture("home-"+strings.Join(colours, "-"), func(svg *strings.Builder) {
		scale := [...]float64{1, 0.8, 0.58, 0.5}[min(len(colours), 3)]
		spots := [][2]float64{{50, 46}}
		switch len(colours) {
		case 2:
			spots = [][2]float64{{30, 46}, {70, 46}}
		case 3:
			spots = [][2]float64{{28, 32}, {72, 32}, {50, 66}}
		}
		for k, c := range colours {
			if k < len(spots) {
				disc(svg, c, spots[k][0], spots[k][1], discRX*scale, discRY*scale, discH*scale, 1)
			}
		}
	})
}

// badge is a white disc holding a count, drawn as a seven-segment figure
// (the SVG renderer has no text).
func badge(svg *strings.Builder, cx, cy float64, n int) {
	fmt.Fprintf(svg, `<circle cx="%.1f" cy="%.1f" r="19" fill="#fffdf6" stroke="#2a2118" stroke-width="1.5"/>`, cx, cy)
	digit(svg, cx-8, cy-13, 16, 26, n%10, "#2a2118")
}

// segments of each digit: a top, b top right, c bottom right, d bottom,
// e bottom left, f top left, g middle.
var segments = [10]string{"abcdef", "bc", "abged", "abgcd", "fgbc", "afgcd", "afgedc", "abc", "abcdefg", "abcdfg"}

func digit(svg *strings.Builder, x, y, w, h float64, n int, fill string) {
	t := w * 0.3
	half := h / 2
	rects := map[rune][4]float64{
		'a': {x, y, w, t}, 'd': {x, y + h - t, w, t}, 'g': {x, y + half - t/2, w, t},
		'f': {x, y, t, half + t/2}, 'b': {x + w - t, y, t, half + t/2},
		'e': {x, y + half - t/2, t, half + t/2}, 'c': {x + w - t, y + half - t/2, t, half + t/2},
	}
	for _, s := range segments[n] {
		r := rects[s]
		fmt.Fprintf(svg, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, r[0], r[1], r[2], r[3], fill)
	}
}

// tilePicture draws the block or a mud tile with its arrow.
func tilePicture(tile chessrace.Tile, arrow chessrace.Dir) fyne.Resource {
	// Drawn a little inside the square, so that a highlight of the square
	// shows round the tile.
	if !tile.IsMud() {
		return picture("block", func(svg *strings.Builder) { inset(svg, 0.8, drawBlock) })
	}
	return picture("mud-"+arrow.String(), func(svg *strings.Builder) {
		inset(svg, 0.84, func(svg *strings.Builder) { drawMud(svg, arrow) })
	})
}

// inset draws a picture scaled down about the centre of the square.
func inset(svg *strings.Builder, scale float64, draw func(*strings.Builder)) {
	fmt.Fprintf(svg, `<g transform="matrix(%.2f 0 0 %.2f %.1f %.1f)">`, scale, scale, 50*(1-scale), 50*(1-scale))
	draw(svg)
	svg.WriteString(`</g>`)
}

// drawBlock is a concrete slab carrying a no-entry sign.
func drawBlock(svg *strings.Builder) {
	svg.WriteString(`<rect x="9" y="11" width="84" height="84" rx="10" fill="#000" fill-opacity="0.3"/>`)
	svg.WriteString(`<rect x="6" y="6" width="86" height="86" rx="10" fill="#6f7378" stroke="#3c3f43" stroke-width="1.5"/>`)
	svg.WriteString(`<rect x="11" y="10" width="76" height="76" rx="8" fill="#9da2a7"/>`)
	svg.WriteString(`<circle cx="49" cy="48" r="31" fill="#c62828" stroke="#7f1414" stroke-width="1.5"/>`)
	svg.WriteString(`<rect x="28" y="41" width="42" height="14" rx="2" fill="#ffffff"/>`)
}

// dieIcon is a die with five pips, for the Roll button (the theme
// recolours it).
func dieIcon() fyne.Resource {
	return picture("die-icon", func(svg *strings.Builder) {
		svg.WriteString(`<path fill-rule="evenodd" d="M24 10H76A14 14 0 0 1 90 24V76A14 14 0 0 1 76 90H24A14 14 0 0 1 10 76V24A14 14 0 0 1 24 10ZM26 19A7 7 0 0 0 19 26V74A7 7 0 0 0 26 81H74A7 7 0 0 0 81 74V26A7 7 0 0 0 74 19Z"/>`)
		for _, p := range [][2]int{{33, 33}, {67, 33}, {50, 50}, {33, 67}, {67, 67}} {
			fmt.Fprintf(svg, `<circle cx="%d" cy="%d" r="7"/>`, p[0], p[1])
		}
	})
}

// arrowIcon is an arrow pointing d, for the buttons that set a mud tile's
// arrow (the theme recolours it).
func arrowIcon(d chessrace.Dir) fyne.Resource {
	return picture("arrow-"+d.String(), func(svg *strings.Builder) {
		arrowPath(svg, d, [][2]float64{{50, 10}, {84, 46}, {62, 46}, {62, 90}, {38, 90}, {38, 46}, {16, 46}})
		svg.WriteString(`Z"/>`)
	})
}

// arrowPath starts a path through pts, drawn for an arrow pointing north,
// turned to point d; the caller closes the element.
func arrowPath(svg *strings.Builder, d chessrace.Dir, pts [][2]float64) {
	turn := map[chessrace.Dir]float64{chessrace.North: 0, chessrace.East: 90, chessrace.South: 180, chessrace.West: 270}[d]
	svg.WriteString(`<path d="`)
	for k, p := range pts {
		x, y := rotate(p[0], p[1], turn)
		fmt.Fprintf(svg, "%s%.1f %.1f", map[bool]string{true: "M", false: "L"}[k == 0], x, y)
	}
}

// drawMud is a brown puddle with a pale arrow along which pieces slide.
func drawMud(svg *strings.Builder, arrow chessrace.Dir) {
	svg.WriteString(`<path d="M18 30C22 12 44 8 58 12C76 8 94 22 90 42C98 58 88 84 66 86C52 96 30 92 22 80C6 72 6 46 18 30Z" fill="#6b4a2b" stroke="#3f2a16" stroke-width="1.5"/>`)
	svg.WriteString(`<ellipse cx="32" cy="30" rx="8" ry="5" fill="#8a6640"/>`)
	svg.WriteString(`<ellipse cx="72" cy="74" rx="9" ry="5" fill="#553a20"/>`)
	svg.WriteString(`<ellipse cx="26" cy="66" rx="5" ry="3.5" fill="#553a20"/>`)
	arrowPath(svg, arrow, [][2]float64{{50, 14}, {76, 44}, {60, 44}, {60, 84}, {40, 84}, {40, 44}, {24, 44}})
	svg.WriteString(`Z" fill="#f3e6c4" stroke="#3f2a16" stroke-width="1.5"/>`)
}

// rotate turns a point about the centre of the picture, clockwise.
func rotate(x, y, degrees float64) (float64, float64) {
	s, c := math.Sincos(degrees * math.Pi / 180)
	dx, dy := x-50, y-50
	return 50 + dx*c - dy*s, 50 + dx*s + dy*c
}

// figurePicture is a chess figure for the die and the buttons: a filled
// silhouette in ink, or faded when dim.
func figurePicture(f chessrace.Figure, ink string) fyne.Resource {
	return picture("figure-"+f.String()+"-"+ink, func(svg *strings.Builder) {
		fmt.Fprintf(svg, `<path d="%s" fill="%s" fill-rule="evenodd"/>`, figurePaths[f], ink)
	})
}

// figurePaths are the silhouettes, standing on a base at y = 88.
var figurePaths = map[chessrace.Figure]string{
	chessrace.Pawn: "M28 88H72V82C72 78 69 75 65 75H63C62 66 58 60 54 56H59C61 56 62 55 62 53C62 51 61 50 59 50H57C61 47 63 42 63 37C63 29 57 23 50 23C43 23 37 29 37 37C37 42 39 47 43 50H41C39 50 38 51 38 53C38 55 39 56 41 56H46C42 60 38 66 37 75H35C31 75 28 78 28 82Z",
	chessrace.Rook: "M27 88H73V82C73 78 70 76 67 76H64L61 45H67V22H58V29H54V22H46V29H42V22H33V45H39L36 76H33C30 76 27 78 27 82ZM38 45H62V41H38Z",
	chessrace.Bishop: "M28 88H72V82C72 78 69 76 66 76H61C60 69 60 64 62 61C69 56 70 45 64 36L55 47L51 43L60 32C57 28 54 26 52 25C55 23 55 18 50 16C45 18 45 23 48 25C40 29 30 40 33 54C34 58 36 60 38 61C40 64 40 69 39 76H34C31 76 28 78 28 82Z" +
		"M39 64H61V60H39Z",
	chessrace.Knight: "M27 88H73V82C73 78 70 76 67 76H66C67 60 67 46 62 36C57 26 48 21 40 20L38 13L32 22C26 26 22 34 19 42C17 48 19 52 23 53C27 54 30 51 33 48C37 47 41 46 44 44C42 52 36 59 33 66C31 70 31 73 32 76C29 76 27 79 27 82ZM33 31C35 31 36 32 36 34C36 36 35 37 33 37C31 37 30 36 30 34C30 32 31 31 33 31Z",
	chessrace.Queen:  "M27 88H73V82C73 78 70 76 67 76H65C64 67 66 58 72 48L76 33C79 33 81 31 81 28C81 25 79 23 76 23C73 23 71 25 71 28C71 30 72 31 73 32L63 44L60 26C62 25 63 23 63 21C63 18 61 16 58 16C55 16 53 18 53 21C53 23 54 24 55 25L50 41L45 25C46 24 47 23 47 21C47 18 45 16 42 16C39 16 37 18 37 21C37 23 38 25 40 26L37 44L27 32C28 31 29 30 29 28C29 25 27 23 24 23C21 23 19 25 19 28C19 31 21 33 24 33L28 48C34 58 36 67 35 76H33C30 76 27 78 27 82ZM36 68H64V64H36Z",
	chessrace.King:   "M27 88H73V82C73 78 70 76 67 76H65C65 68 67 62 71 56C77 48 76 38 68 35C62 33 56 36 52 42V32H58V26H52V18H48V26H42V32H48V42C44 36 38 33 32 35C24 38 23 48 29 56C33 62 35 68 35 76H33C30 76 27 78 27 82ZM36 68H64V64H36Z",
}

// halvesPicture shows a player's promotion halves: two half-discs that
// join into a whole when both are held; an empty slot is a faint outline.
func halvesPicture(held int) fyne.Resource {
	return picture(fmt.Sprintf("halves-%d", held), func(svg *strings.Builder) {
		for k := range 2 {
			// The left half bulges left, the right half right, so two
			// held halves make one round tile.
			x, sweep := 48.0, 0
			if k == 1 {
				x, sweep = 52, 1
			}
			// An empty slot is a grey outline, seen on light and dark
			// themes alike.
			fill, opacity, stroke := "#e2b53a", 1.0, "#6b5010"
			if k >= held {
				fill, opacity, stroke = "#8c8c8c", 0.22, "#8c8c8c"
			}
			fmt.Fprintf(svg, `<path d="M%.1f 18A32 32 0 0 %d %.1f 82Z" fill="%s" fill-opacity="%.2f" stroke="%s" stroke-width="1.2"/>`,
				x, sweep, x, fill, opacity, stroke)
		}
	})
}

// reserveHeight is the height of a reserve picture 100 wide.
const reserveHeight = 32

// reservePicture shows a player's three pieces in a row: the ones still
// waiting to enter as discs, the others as faint outlines.
func reservePicture(colour string, waiting int) fyne.Resource {
	return pictures.SVG(fmt.Sprintf("reserve-%s-%d", colour, waiting), 100, reserveHeight, func(svg *strings.Builder) {
		for k := range 3 {
			cx := 17 + 33*float64(k)
			if k < waiting {
				disc(svg, colour, cx, 13, 15, 7.5, 7, 1)
				continue
			}
			fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="17" rx="15" ry="7.5" fill="#8c8c8c" fill-opacity="0.2" stroke="#8c8c8c" stroke-width="1"/>`, cx)
		}
	})
}

// flowerPicture marks the curves, as on the printed board.
func flowerPicture() fyne.Resource {
	return picture("flower", func(svg *strings.Builder) {
		for k := range 5 {
			x, y := rotate(50, 22, float64(k)*72)
			fmt.Fprintf(svg, `<circle cx="%.1f" cy="%.1f" r="17" fill="#f6d33c" stroke="#b8901a" stroke-width="1"/>`, x, y)
		}
		svg.WriteString(`<circle cx="50" cy="50" r="13" fill="#e07b22"/>`)
	})
}

// stonesPicture is a few pebbles on the grass.
func stonesPicture(variant int) fyne.Resource {
	return picture(fmt.Sprintf("stones-%d", variant%3), func(svg *strings.Builder) {
		layouts := [3][][4]float64{
			{{30, 34, 20, 15}, {68, 58, 24, 18}, {32, 76, 14, 10}},
			{{64, 30, 19, 14}, {34, 58, 25, 18}, {72, 80, 13, 9}},
			{{50, 40, 26, 19}, {24, 76, 14, 10}, {78, 74, 15, 11}},
		}
		for _, s := range layouts[variant%3] {
			fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="#5e6158"/>`, s[0]+2, s[1]+3, s[2], s[3])
			fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="#a7a99f"/>`, s[0], s[1], s[2], s[3])
			fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="#cfd0c8"/>`, s[0]-s[2]*0.25, s[1]-s[3]*0.3, s[2]*0.45, s[3]*0.4)
		}
	})
}

// wavesPicture is ripples on the pool.
func wavesPicture(variant int) fyne.Resource {
	return picture(fmt.Sprintf("waves-%d", variant%2), func(svg *strings.Builder) {
		rows := [2][][2]float64{{{14, 30}, {46, 70}}, {{40, 28}, {12, 66}}}
		for _, r := range rows[variant%2] {
			x, y := r[0], r[1]
			fmt.Fprintf(svg, `<path d="M%.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1fL%.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1fZ" fill="#a9d3f0" fill-opacity="0.8"/>`,
				x, y, x+6, y-6, x+14, y-6, x+20, y, x+26, y-6, x+34, y-6, x+40, y,
				x+40, y+4, x+34, y-2, x+26, y-2, x+20, y+4, x+14, y-2, x+6, y-2, x, y+4)
		}
	})
}

// circlePicture is the winner's circle: a sand-coloured ring edged in gold
// and wreathed in laurel, stretched over the squares it covers.
func circlePicture() fyne.Resource {
	return picture("winners-circle", func(svg *strings.Builder) {
		svg.WriteString(`<circle cx="50" cy="50" r="48" fill="#b8912a"/>`)
		svg.WriteString(`<circle cx="50" cy="50" r="44" fill="#f1e2ae"/>`)
		svg.WriteString(`<circle cx="50" cy="50" r="36" fill="#ead394" stroke="#c9a640" stroke-width="1"/>`)
		// Laurel leaves round the rim, pointing along it.
		for k := range 24 {
			a := float64(k) * 15
			leaf := [][2]float64{{50, 3}, {53, 7}, {50, 11}, {47, 7}}
			svg.WriteString(`<path d="`)
			for n, p := range leaf {
				x, y := rotate(p[0], p[1], a)
				fmt.Fprintf(svg, "%s%.1f %.1f", map[bool]string{true: "M", false: "L"}[n == 0], x, y)
			}
			svg.WriteString(`Z" fill="#4f7d2f"/>`)
		}
	})
}

// chevronPicture is a faint arrow painted on the track, pointing the way
// the race runs.
func chevronPicture(d chessrace.Dir) fyne.Resource {
	return picture("chevron-"+d.String(), func(svg *strings.Builder) {
		arrowPath(svg, d, [][2]float64{{50, 12}, {88, 50}, {88, 78}, {50, 40}, {12, 78}, {12, 50}})
		svg.WriteString(`Z" fill="#7a6440" fill-opacity="0.28"/>`)
	})
}
