package chessraceview

import (
	"cmp"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"boardshelf/rules/chessrace"
	"boardshelf/ui/board"
)

// The printed board: the track checkered in cream and tan, the curves a
// warmer shade edged with flowers, the starting ribbons crossed by a red
// band, the pool, the stones and the winner's circle on the grass. None of
// it changes during a game, so it is worked out once.

var (
	grassLight  = color.NRGBA{0x74, 0xa0, 0x58, 0xff}
	grassDark   = color.NRGBA{0x6c, 0x98, 0x51, 0xff}
	trackLight  = color.NRGBA{0xf5, 0xee, 0xdc, 0xff}
	trackDark   = color.NRGBA{0xd3, 0xbf, 0x98, 0xff}
	curveLight  = color.NRGBA{0xf8, 0xe9, 0xb0, 0xff}
	curveDark   = color.NRGBA{0xdf, 0xc2, 0x70, 0xff}
	ribbonLight = color.NRGBA{0xfb, 0xf7, 0xee, 0xff}
	ribbonDark  = color.NRGBA{0xe2, 0xd6, 0xc0, 0xff}
	water       = color.NRGBA{0x4a, 0x8a, 0xc4, 0xff}
	ribbonRed   = color.NRGBA{0xc8, 0x2a, 0x2a, 0xff}
	frameWood   = color.NRGBA{0x5a, 0x3e, 0x24, 0xff}
)

// toBoard and fromBoard convert between the track's squares (ranks from 1)
// and the board widget's (ranks from 0).
func toBoard(s chessrace.Square) board.Square {
	return board.Square{File: int(s.Col), Rank: int(s.Rank) - 1}
}

func fromBoard(s board.Square) chessrace.Square {
	return chessrace.Square{Col: int8(s.File), Rank: int8(s.Rank + 1)}
}

// squares lists every square of the track's drawing.
func squares(t *chessrace.Track) []chessrace.Square {
	var out []chessrace.Square
	for row := range t.Rows() {
		for col := range t.Cols() {
			out = append(out, t.At(row, col))
		}
	}
	return out
}

// ground is the colour of a square on the printed board.
func ground(t *chessrace.Track, s chessrace.Square) color.Color {
	light := (int(s.Col)+int(s.Rank))%2 == 1
	pick := func(l, d color.NRGBA) color.Color {
		if light {
			return l
		}
		return d
	}
	switch t.Kind(s) {
	case chessrace.Checkered:
		return pick(trackLight, trackDark)
	case chessrace.Curve:
		return pick(curveLight, curveDark)
	case chessrace.Ribbon:
		return pick(ribbonLight, ribbonDark)
	case chessrace.Pool:
		return water
	}
	return pick(grassLight, grassDark)
}

// circleSquares lists the squares of the winner's circle, those nearest its
// middle first: the finished pieces gather there from the centre out.
func circleSquares(t *chessrace.Track) []chessrace.Square {
	var out []chessrace.Square
	for _, s := range squares(t) {
		if t.Kind(s) == chessrace.Circle {
			out = append(out, s)
		}
	}
	dist, _ := fromMiddle(out)
	slices.SortStableFunc(out, func(a, b chessrace.Square) int { return cmp.Compare(dist(a), dist(b)) })
	return out
}

// homeSquares are the squares of the winner's circle that hold finished
// pieces: those well inside the drawn ring (beyond half its radius a piece
// would sit on the ring), at least four, as three share a square.
func homeSquares(t *chessrace.Track) []chessrace.Square {
	circle := circleSquares(t)
	dist, r := fromMiddle(circle)
	inner := 0
	for _, s := range circle {
		if dist(s) <= r*r/4 {
			inner++
		}
	}
	return circle[:max(inner, min(4, len(circle)))]
}

// fromMiddle measures the squared distance of a square's centre from the
// middle of the area the squares cover, and gives that area's radius.
func fromMiddle(area []chessrace.Square) (dist func(chessrace.Square) float32, radius float32) {
	x0, y0, x1, y1 := bounds(area)
	cx, cy := (x0+x1)/2, (y0+y1)/2
	return func(s chessrace.Square) float32 {
		dx, dy := float32(s.Col)+0.5-cx, float32(s.Rank)-0.5-cy
		return dx*dx + dy*dy
	}, min(x1-x0, y1-y0) / 2
}

// bounds is the rectangle the squares cover, in board units.
func bounds(list []chessrace.Square) (x0, y0, x1, y1 float32) {
	if len(list) == 0 {
		return 0, 0, 0, 0
	}
	x0, y0, x1, y1 = 1e9, 1e9, -1e9, -1e9
	for _, s := range list {
		x, y := float32(s.Col), float32(s.Rank-1)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x+1), max(y1, y+1)
	}
	return x0, y0, x1, y1
}

// decorations draws the scenery over the grounds: ripples on the pool,
// pebbles, the winner's circle, flowers along the curves and the red band
// across the starting ribbons.
func decorations(t *chessrace.Track) []board.Decoration {
	var out []board.Decoration
	image := func(res fyne.Resource, x0, y0, x1, y1 float32) {
		img := canvas.NewImageFromResource(res)
		img.FillMode = canvas.ImageFillStretch
		out = append(out, board.Decoration{Object: img, X0: x0, Y0: y0, X1: x1, Y1: y1})
	}
	for _, s := range squares(t) {
		x, y := float32(s.Col), float32(s.Rank-1)
		variant := int(s.Col)*7 + int(s.Rank)*3
		switch t.Kind(s) {
		case chessrace.Pool:
			image(wavesPicture(variant), x, y, x+1, y+1)
		case chessrace.Stones:
			image(stonesPicture(variant), x+0.05, y+0.05, x+0.95, y+0.95)
		}
	}
	if circle := circleSquares(t); len(circle) > 0 {
		x0, y0, x1, y1 := bounds(circle)
		image(circlePicture(), x0+0.04, y0+0.04, x1-0.04, y1-0.04)
	}
	out = append(out, flowers(t)...)
	out = append(out, chevrons(t)...)
	if ribbons := t.Ribbons(); len(ribbons) > 0 {
		x0, y0, x1, y1 := bounds(ribbons)
		band := float32(0.2)
		if x1-x0 < y1-y0 { // the ribbons run up the board: the band is upright
			mid := (x0 + x1) / 2
			x0, x1 = mid-band/2, mid+band/2
		} else {
			mid := (y0 + y1) / 2
			y0, y1 = mid-band/2, mid+band/2
		}
		rect := canvas.NewRectangle(ribbonRed)
		out = append(out, board.Decoration{Object: rect, X0: x0, Y0: y0, X1: x1, Y1: y1})
	}
	return out
}

// flowers edges the curves: one flower in each curve square along every
// side that faces off the track.
func flowers(t *chessrace.Track) []board.Decoration {
	var out []board.Decoration
	const size, inset = 0.3, 0.03
	sides := []struct {
		dCol, dRank int8
		x, y        float32 // where the flower's centre sits in the square
	}{
		{0, 1, 0.5, 1 - inset - size/2}, {0, -1, 0.5, inset + size/2},
		{1, 0, 1 - inset - size/2, 0.5}, {-1, 0, inset + size/2, 0.5},
	}
	for _, s := range squares(t) {
		if t.Kind(s) != chessrace.Curve {
			continue
		}
		for _, side := range sides {
			next := chessrace.Square{Col: s.Col + side.dCol, Rank: s.Rank + side.dRank}
			if t.Kind(next).Playable() {
				continue
			}
			x, y := float32(s.Col)+side.x, float32(s.Rank-1)+side.y
			img := canvas.NewImageFromResource(flowerPicture())
			img.FillMode = canvas.ImageFillContain
			out = append(out, board.Decoration{Object: img, X0: x - size/2, Y0: y - size/2, X1: x + size/2, Y1: y + size/2})
		}
	}
	return out
}

// chevrons paint the race direction across the middle of each straight,
// like arrows on a road: the cross-section halfway along each run of lap
// positions held by ordinary track squares.
func chevrons(t *chessrace.Track) []board.Decoration {
	straight := make([]bool, t.LapLength())
	for _, s := range squares(t) {
		if t.Kind(s) == chessrace.Checkered {
			straight[t.Lap(s)] = true
		}
	}
	var middles []int
	for lap := 0; lap < len(straight); {
		if !straight[lap] {
			lap++
			continue
		}
		end := lap
		for end < len(straight) && straight[end] {
			end++
		}
		middles = append(middles, (lap+end-1)/2)
		lap = end
	}
	var out []board.Decoration
	for _, s := range squares(t) {
		if t.Kind(s) != chessrace.Checkered || !slices.Contains(middles, t.Lap(s)) {
			continue
		}
		img := canvas.NewImageFromResource(chevronPicture(t.Forward(s)[0]))
		img.FillMode = canvas.ImageFillContain
		x, y := float32(s.Col), float32(s.Rank-1)
		out = append(out, board.Decoration{Object: img, X0: x + 0.2, Y0: y + 0.2, X1: x + 0.8, Y1: y + 0.8})
	}
	return out
}
