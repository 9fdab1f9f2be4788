package chessrace

import (
	"slices"

	"boardshelf/rules"
)

// Deriving the race from the drawing.
//
// The track squares fall into parts: the starting line (the four ribbons),
// straights (connected checkered squares) and curves (connected curve
// squares). Along a closed loop each part touches exactly two others, one on
// the side it is entered from and one on the side it is left by, so walking
// from part to part from the starting line visits every part once and comes
// back. The walk is turned round if needed so that it runs counter-clockwise
// on the drawing. The side a part is entered from gives its incoming
// direction and the side it is left by its outgoing one; on the starting
// line and the straights the two must agree. Lap positions then count
// cross-sections along the walk: on a straight all squares side by side
// across it share one position; on a curve the cross-sections are the rays
// from the corner it turns around.

// segment is one part of the loop.
type segment struct {
	kind  Kind  // Ribbon, Checkered or Curve
	cells []int // in reading order
	in    Dir   // direction it is entered going
	out   Dir   // direction it is left going
}

// segmentClass groups the kinds into the parts of the loop.
func segmentClass(k Kind) Kind {
	if k == Ribbon || k == Curve {
		return k
	}
	return Checkered
}

// deriveLaps sets lap positions and forward directions, or says why the
// track is not one closed loop.
func (t *Track) deriveLaps() error {
	segs, segOf := t.segments()
	touch, err := t.touchings(segOf)
	if err != nil {
		return err
	}
	for s := range segs {
		switch len(touch[s]) {
		case 0:
			return t.errAt(segs[s].cells[0], rules.Explain("this part of the track is cut off from the rest"))
		case 1:
			return t.errAt(segs[s].cells[0], rules.Explain("the track is not a closed loop: this part of it leads nowhere at one end"))
		case 2:
		default:
			n := len(touch[s])
			return t.errAt(segs[s].cells[0], rules.ExplainN(n, "the track is not a single loop: this part of it touches %d other",
				"the track is not a single loop: this part of it touches %d others", n))
		}
	}
	order := walkLoop(touch, segOf[t.ribbons[0]])
	if len(order) != len(segs) {
		seen := make([]bool, len(segs))
		for _, s := range order {
			seen[s] = true
		}
		for s := range segs {
			if !seen[s] {
				return t.errAt(segs[s].cells[0], rules.Explain("this part of the track is not on the loop through the starting line"))
			}
		}
	}
	area := t.signedArea(segs, order)
	if area == 0 {
		return t.errAt(t.ribbons[0], rules.Explain("the direction of the race cannot be told from the drawing"))
	}
	if area > 0 { // clockwise on the drawing: walk the other way round
		for a, b := 1, len(order)-1; a < b; a, b = a+1, b-1 {
			order[a], order[b] = order[b], order[a]
		}
	}
	for n, s := range order {
		prev, next := order[(n+len(order)-1)%len(order)], order[(n+1)%len(order)]
		segs[s].in = touch[prev][s]
		segs[s].out = touch[s][next]
		if err := t.setForward(&segs[s]); err != nil {
			return err
		}
	}
	t.lap = make([]int, len(t.kinds))
	for i := range t.lap {
		t.lap[i] = -1
	}
	t.lapLength = 0
	for _, s := range order {
		t.lapLength += t.layOut(&segs[s], t.lapLength)
	}
	return nil
}

// segments labels the 4-connected parts of each class.
func (t *Track) segments() ([]segment, []int) {
	segOf := make([]int, len(t.kinds))
	for i := range segOf {
		segOf[i] = -1
	}
	var segs []segment
	for i, k := range t.kinds {
		if !k.Playable() || segOf[i] >= 0 {
			continue
		}
		class := segmentClass(k)
		id := len(segs)
		seg := segment{kind: class}
		queue := []int{i}
		segOf[i] = id
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			seg.cells = append(seg.cells, cur)
			for _, d := range orthogonal {
				n := t.step(cur, d)
				if t.playable(n) && segOf[n] < 0 && segmentClass(t.kinds[n]) == class {
					segOf[n] = id
					queue = append(queue, n)
				}
			}
		}
		slices.Sort(seg.cells)
		segs = append(segs, seg)
	}
	return segs, segOf
}

// touchings maps each part to the parts it touches and the direction that
// leads from it into each; parts that touch on two sides are an error.
func (t *Track) touchings(segOf []int) ([]map[int]Dir, error) {
	n := 0
	for _, s := range segOf {
		n = max(n, s+1)
	}
	touch := make([]map[int]Dir, n)
	for s := range touch {
		touch[s] = map[int]Dir{}
	}
	for i, a := range segOf {
		if a < 0 {
			continue
		}
		for _, d := range orthogonal {
			j := t.step(i, d)
			if j < 0 || segOf[j] < 0 || segOf[j] == a {
				continue
			}
			b := segOf[j]
			if old, ok := touch[a][b]; ok && old != d {
				return nil, t.errAt(i, rules.Explain("two parts of the track meet on more than one side here; mark the turn with curve squares"))
			}
			touch[a][b] = d
		}
	}
	return touch, nil
}

// walkLoop follows the parts from start, each to the neighbour it did not
// come from, until it comes back or runs into a part already seen.
func walkLoop(touch []map[int]Dir, start int) []int {
	order := []int{start}
	seen := map[int]bool{start: true}
	prev, cur := start, firstKey(touch[start])
	for cur != start && !seen[cur] {
		order = append(order, cur)
		seen[cur] = true
		next := -1
		for s := range touch[cur] {
			if s != prev && (next < 0 || s < next) {
				next = s
			}
		}
		prev, cur = cur, next
	}
	return order
}

func firstKey(m map[int]Dir) int {
	first := -1
	for k := range m {
		if first < 0 || k < first {
			first = k
		}
	}
	return first
}

// signedArea is twice the signed area of the polygon through the parts'
// centres in walking order, with rows growing downwards: negative when the
// walk runs counter-clockwise on the drawing.
func (t *Track) signedArea(segs []segment, order []int) float64 {
	xs := make([]float64, len(order))
	ys := make([]float64, len(order))
	for n, s := range order {
		for _, i := range segs[s].cells {
			xs[n] += float64(i % t.cols)
			ys[n] += float64(i / t.cols)
		}
		xs[n] /= float64(len(segs[s].cells))
		ys[n] /= float64(len(segs[s].cells))
	}
	area := 0.0
	for n := range order {
		m := (n + 1) % len(order)
		area += xs[n]*ys[m] - xs[m]*ys[n]
	}
	return area
}

// setForward gives the part's squares their forward directions.
func (t *Track) setForward(s *segment) error {
	if t.forward == nil {
		t.forward = make([][]Dir, len(t.kinds))
	}
	dirs := []Dir{s.in}
	switch {
	case s.kind != Curve && s.in != s.out:
		return t.errAt(s.cells[0], rules.Explain("this straight part is entered %s but left %s, so its squares have no single forward direction; mark the turn with curve squares",
			s.in.word(), s.out.word()))
	case s.kind == Curve && s.in == s.out.Opposite():
		return t.errAt(s.cells[0], rules.Explain("this curve turns right back (entered %s, left %s); put a straight between two curves",
			s.in.word(), s.out.word()))
	case s.in != s.out:
		dirs = append(dirs, s.out)
	}
	for _, i := range s.cells {
		t.forward[i] = dirs
	}
	return nil
}

// layOut gives the part's squares lap positions from base on and returns
// how many positions the part spans. The starting line is position 0.
func (t *Track) layOut(s *segment, base int) int {
	if s.kind == Ribbon {
		for _, i := range s.cells {
			t.lap[i] = 0
		}
		return 1
	}
	if s.in == s.out {
		lo, hi := t.projectionRange(s.cells, s.in)
		for _, i := range s.cells {
			t.lap[i] = base + t.projection(i, s.in) - lo
		}
		return hi - lo + 1
	}
	// A turn: x counts squares from the edge it is entered by, y squares
	// from the edge it is left by. The pseudo-angle X/(X+Y) at square
	// centres (X = 2x+1, Y = 2y+1) is constant along each ray from the corner
	// the curve turns around; it is cut into an odd number of sections so
	// that the diagonal falls in the middle of one.
	inLo, inHi := t.projectionRange(s.cells, s.in)
	outLo, outHi := t.projectionRange(s.cells, s.out)
	sections := max(inHi-inLo, outHi-outLo) + 1
	if sections%2 == 0 {
		sections++
	}
	for _, i := range s.cells {
		x := 2*(t.projection(i, s.in)-inLo) + 1
		y := 2*(outHi-t.projection(i, s.out)) + 1
		t.lap[i] = base + sections*x/(x+y)
	}
	return sections
}

// projection is how far square i lies in direction d (in squares, up to a
// constant).
func (t *Track) projection(i int, d Dir) int {
	dr, dc := d.Delta()
	return dr*(i/t.cols) + dc*(i%t.cols)
}

func (t *Track) projectionRange(cells []int, d Dir) (lo, hi int) {
	lo, hi = t.projection(cells[0], d), t.projection(cells[0], d)
	for _, i := range cells[1:] {
		p := t.projection(i, d)
		lo, hi = min(lo, p), max(hi, p)
	}
	return lo, hi
}
