package reliefview

import (
	"fmt"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The icons of the buttons that turn the board: a round arrow going
// anticlockwise or clockwise, in the theme's colour.
var (
	turnLeftIcon  = theme.NewThemedResource(turnIcon("turn-anticlockwise", false))
	turnRightIcon = theme.NewThemedResource(turnIcon("turn-clockwise", true))
)

// turnIcon draws three quarters of a ring with an arrowhead at its end,
// turning clockwise on the screen or the other way.
func turnIcon(name string, clockwise bool) fyne.Resource {
	const cx, cy, outer, inner = 12.0, 12.0, 9.0, 5.6
	from, to := 150.0, 385.0 // degrees, clockwise on the screen from the right
	pt := func(deg, rad float64) (float64, float64) {
		s, c := math.Sincos(deg * math.Pi / 180)
		x := c * rad
		if !clockwise {
			x = -x
		}
		return cx + x, cy + s*rad
	}
	var path strings.Builder
	for i := 0; i <= 40; i++ {
		x, y := pt(from+(to-from)*float64(i)/40, outer)
		fmt.Fprintf(&path, "%s%.2f %.2f", map[bool]string{true: "M", false: "L"}[i == 0], x, y)
	}
	// The arrowhead, pointing on round the ring.
	mid := (outer + inner) / 2
	for _, p := range [][2]float64{{to, outer + 3.2}, {to + 52, mid}, {to, inner - 3.2}} {
		x, y := pt(p[0], p[1])
		fmt.Fprintf(&path, "L%.2f %.2f", x, y)
	}
	for i := 40; i >= 0; i-- {
		x, y := pt(from+(to-from)*float64(i)/40, inner)
		fmt.Fprintf(&path, "L%.2f %.2f", x, y)
	}
	path.WriteString("Z")
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="%s" fill="#000000"/></svg>`, path.String())
	return fyne.NewStaticResource(name+".svg", []byte(svg))
}
