package sixmakingview

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"

	"boardshelf/rules/sixmaking"
	"boardshelf/ui/pictures"
)

// The pictures of the game: towers of wooden disks seen from the front and
// a little above, so that every disk shows its colour on its rim, in order,
// and the top one its face; a medallion with the chess piece the tower
// moves as; the reserves as piles. They are SVG so that they stay sharp at
// any size, and made once each (see package pictures) because the board
// redraws a square only when its picture changes.

// woodColours are the shades of one colour of disk.
type woodColours struct {
	face, faceRing, rimLight, rimMid, rimDark, edge string
}

var wood = [2]woodColours{
	sixmaking.Light: {face: "#f6e9cc", faceRing: "#e6d2a8", rimLight: "#fbf2dc", rimMid: "#e4cc9c", rimDark: "#b99263", edge: "#6e5130"},
	sixmaking.Dark:  {face: "#5a4032", faceRing: "#4a3226", rimLight: "#6e5040", rimMid: "#3f2a1f", rimDark: "#1f140e", edge: "#0e0906"},
}

// towerPart says which disks of a tower a picture shows.
type towerPart int8

const (
	wholeTower  towerPart = iota // every disk, where it stands
	stayingPart                  // the disks left behind while the top is dragged away
	movingPart                   // the dragged top disks, centred on the pointer
)

// look is how a tower is drawn.
type look struct {
	lifted int       // the top disks chosen to move, drawn raised
	part   towerPart // which disks are drawn
	target bool      // the chosen disks may land here: a glow under the tower
}

// towerPicture draws the disks bottom to top as the look says, and the
// emblem of the piece the whole tower moves as.
func towerPicture(disks []sixmaking.Color, l look) fyne.Resource {
	name := fmt.Sprintf("tower-%s-%d-%d", letters(disks), l.lifted, l.part)
	if l.target {
		name += "-target"
	}
	return pictures.SVG(name, 100, 100, func(svg *strings.Builder) { drawTower(svg, disks, l) })
}

func drawTower(svg *strings.Builder, disks []sixmaking.Color, l look) {
	lifted, part := l.lifted, l.part
	h := len(disks)
	first, last := 0, h // the disks drawn: first to last-1
	shift := 0.0
	switch part {
	case stayingPart:
		last = h - lifted
	case movingPart:
		first = h - lifted
		top := faceY(h-1, h, lifted) - diskTilt
		bottom := faceY(first, h, lifted) + thickness(h) + diskTilt
		shift = 50 - (top+bottom)/2
	}
	svg.WriteString(gradients)
	if l.target {
		fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" fill-opacity="0.9" stroke="#fff6c8" stroke-width="1.5"/>`,
			towerX, towerBase-diskTilt, diskRadius+11, diskTilt+7, targetGlow)
	}
	if part != movingPart {
		// The tower's shadow on the board, cast to the lower right.
		fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="#000" fill-opacity="0.28"/>`,
			towerX+4, towerBase-diskTilt+3, diskRadius+3, diskTilt+3)
	}
	for i := first; i < last; i++ {
		y := faceY(i, h, lifted) + shift
		if part == wholeTower && lifted > 0 && i == h-lifted {
			// The lifted part casts a shadow on the disk it rose from.
			fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="#000" fill-opacity="0.35"/>`,
				towerX+3, faceY(i-1, h, lifted)+2, diskRadius, diskTilt)
		}
		writeDisk(svg, disks[i], y, thickness(h), i == last-1)
	}
	if part != stayingPart {
		writeEmblem(svg, sixmaking.PieceFor(h), medallionX, medallionY)
	}
}

// gradients shade the rims as cylinders lit from the left.
var gradients = func() string {
	var b strings.Builder
	b.WriteString(`<defs>`)
	for c, w := range wood {
		fmt.Fprintf(&b, `<linearGradient id="rim%d" x1="0" y1="0" x2="1" y2="0">`, c)
		fmt.Fprintf(&b, `<stop offset="0" stop-color="%s"/><stop offset="0.3" stop-color="%s"/>`, w.rimMid, w.rimLight)
		fmt.Fprintf(&b, `<stop offset="0.75" stop-color="%s"/><stop offset="1" stop-color="%s"/>`, w.rimMid, w.rimDark)
		b.WriteString(`</linearGradient>`)
	}
	b.WriteString(`</defs>`)
	return b.String()
}()

// writeDisk draws one disk whose face is centred at height y: its rim, and
// its face when nothing lies on it.
func writeDisk(svg *strings.Builder, c sixmaking.Color, y, t float64, top bool) {
	w := wood[c]
	left, right := towerX-diskRadius, towerX+diskRadius
	fmt.Fprintf(svg, `<path d="M%.1f %.1fv%.1fa%.1f %.1f 0 0 0 %.1f 0v%.1fz" fill="url(#rim%d)" stroke="%s" stroke-width="1"/>`,
		left, y, t, diskRadius, diskTilt, right-left, -t, c, w.edge)
	// The face: the top of the disk, also the line between two disks.
	fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" stroke="%s" stroke-width="1"/>`,
		towerX, y, diskRadius, diskTilt, w.face, w.edge)
	if top {
		// Turned rings on the top face, as on real wooden disks.
		fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s"/>`,
			towerX, y+0.4, diskRadius*0.62, diskTilt*0.62, w.faceRing)
		fmt.Fprintf(svg, `<ellipse cx="%.1f" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s"/>`,
			towerX, y+0.4, diskRadius*0.5, diskTilt*0.5, w.face)
	}
}

// Where the medallion with the piece sits: the top right corner, clear of
// the tower's face. The height is written in a badge of the same size in
// the top left corner (see heightBadge).
const (
	medallionX      = 83.5
	medallionY      = 16.5
	medallionRadius = 13.5
)

// targetGlow lights the board under a tower the chosen disks may land on.
const targetGlow = "#ffd24a"

// The badges' colours: ink of old ivory on dark wood.
const (
	badgeFill = "#2b2118"
	badgeInk  = "#f7eedb"
)

// writeEmblem draws the medallion showing the piece the tower moves as,
// centred on (x, y).
func writeEmblem(svg *strings.Builder, p sixmaking.Piece, x, y float64) {
	shape, ok := emblems[p]
	if !ok {
		return
	}
	fill, figure := badgeFill, badgeInk
	if p == sixmaking.King {
		fill, figure = "#8a5a00", "#ffe9a8"
	}
	fmt.Fprintf(svg, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="%s" stroke-width="1"/>`,
		x, y, medallionRadius, fill, badgeInk)
	// The silhouettes fill a 100 box; 0.24 fits them inside the medallion.
	// (The renderer reads a transform as a matrix only, not as scale().)
	const scale = 0.24
	fmt.Fprintf(svg, `<g fill="%s" transform="matrix(%.2f,0,0,%.2f,%.2f,%.2f)">%s</g>`,
		figure, scale, scale, x-50*scale, y-50*scale, shape)
}

// medallionPicture is a piece's medallion alone, for the legend.
func medallionPicture(p sixmaking.Piece) fyne.Resource {
	const side = 2*medallionRadius + 2
	return pictures.SVG(fmt.Sprintf("medallion-%d", p), side, side, func(svg *strings.Builder) {
		writeEmblem(svg, p, side/2, side/2)
	})
}

// pileHeight caps the disks drawn in a reserve: its count says the rest.
const pileHeight = 16

// pilePicture draws a reserve of n disks of colour c as a pile, or an empty
// place for it.
func pilePicture(c sixmaking.Color, n int) fyne.Resource {
	n = min(n, pileHeight)
	return pictures.SVG(fmt.Sprintf("pile-%d-%d", c, n), 100, 130, func(svg *strings.Builder) { drawPile(svg, c, n) })
}

func drawPile(svg *strings.Builder, c sixmaking.Color, n int) {
	const rx, ry, t = pileRadius, pileTilt, pileDisk
	svg.WriteString(gradients)
	if n == 0 {
		fmt.Fprintf(svg, `<ellipse cx="50" cy="%.1f" rx="%.1f" ry="%.1f" fill="#000" fill-opacity="0.10" stroke="#000" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="4 3"/>`,
			pileBase-ry, rx, ry)
	} else {
		fmt.Fprintf(svg, `<ellipse cx="54" cy="%.1f" rx="%.1f" ry="%.1f" fill="#000" fill-opacity="0.25"/>`, pileBase-ry+2, rx+3, ry+3)
	}
	w := wood[c]
	for i := range n {
		y := pileFaceY(i)
		fmt.Fprintf(svg, `<path d="M%.1f %.1fv%.1fa%.1f %.1f 0 0 0 %.1f 0v%.1fz" fill="url(#rim%d)" stroke="%s" stroke-width="1"/>`,
			50-rx, y, t, rx, ry, 2*rx, -t, c, w.edge)
		fmt.Fprintf(svg, `<ellipse cx="50" cy="%.1f" rx="%.1f" ry="%.1f" fill="%s" stroke="%s" stroke-width="1"/>`, y, rx, ry, w.face, w.edge)
	}
}

// flightPicture draws disks in the air, bottom to top, as thick as in a
// tower of height h: the part of a tower a computer moves, or (h = 1) the
// disk it places. The medallion stays behind: it belongs to a square.
func flightPicture(disks []sixmaking.Color, h int) fyne.Resource {
	return pictures.SVG(fmt.Sprintf("flight-%s-%d", letters(disks), h), 100, 100, func(svg *strings.Builder) {
		svg.WriteString(gradients)
		for i, c := range disks {
			writeDisk(svg, c, flightFaceY(i, h), thickness(h), i == len(disks)-1)
		}
	})
}

// letters writes disks bottom to top as L and D.
func letters(disks []sixmaking.Color) string {
	var b strings.Builder
	for _, c := range disks {
		b.WriteByte("LD"[c])
	}
	return b.String()
}
