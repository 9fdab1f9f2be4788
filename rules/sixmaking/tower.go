package sixmaking

// tower is a stack of disks packed into 16 bits: the low 4 bits hold the
// height (0 to 10: two towers of at most 5 make the largest King) and bit
// 4+i holds the colour of the i-th disk from the bottom (0 light, 1 dark).
// The zero tower is an empty square.
type tower uint16

const heightBits = 4

func towerOf(disks []Color) tower {
	var t tower
	for i, c := range disks {
		t |= tower(c) << (heightBits + i)
	}
	return t | tower(len(disks))
}

// disk is a tower of one disk of colour c.
func disk(c Color) tower { return tower(c)<<heightBits | 1 }

func (t tower) height() int { return int(t & (1<<heightBits - 1)) }

func (t tower) empty() bool { return t == 0 }

// colorAt is the colour of the i-th disk from the bottom.
func (t tower) colorAt(i int) Color { return Color(t >> (heightBits + i) & 1) }

func (t tower) top() Color { return t.colorAt(t.height() - 1) }

func (t tower) disks() []Color {
	d := make([]Color, t.height())
	for i := range d {
		d[i] = t.colorAt(i)
	}
	return d
}

// count is how many disks of colour c the tower holds.
func (t tower) count(c Color) int {
	n := 0
	for i := range t.height() {
		if t.colorAt(i) == c {
			n++
		}
	}
	return n
}

// split takes the top k disks off (1 <= k <= height): rest stays, part moves.
func (t tower) split(k int) (rest, part tower) {
	h := t.height()
	colors := t >> heightBits
	part = colors>>(h-k)<<heightBits | tower(k)
	if h == k {
		return 0, part
	}
	rest = colors&(1<<(h-k)-1)<<heightBits | tower(h-k)
	return rest, part
}

// stack puts part on top of t, keeping the order of part's disks.
func (t tower) stack(part tower) tower {
	h := t.height()
	colors := t>>heightBits | part>>heightBits<<h
	return colors<<heightBits | tower(h+part.height())
}
