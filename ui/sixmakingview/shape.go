package sixmakingview

// The shape of a tower in its square, in the units of the pictures: a square
// is 100 wide and 100 high, y grows downwards. The pictures and the mouse
// (which disk was clicked) both read it, so a click finds the disk drawn
// under the pointer.

const (
	towerX      = 50.0 // centre line of the tower
	towerBase   = 93.0 // lowest point of the bottom disk's rim
	diskRadius  = 30.0 // half the width of a disk
	diskTilt    = 9.0  // half the height of a disk's face seen in perspective
	diskHeight  = 11.0 // thickness of a disk in a tower of up to five
	liftHeight  = 14.0 // how far the chosen top part of a selected tower rises
	kingHeadway = 12.0 // room kept above a King's top disk
)

// thickness is the thickness of each disk in a tower of height h: a King of
// up to ten (the final tower) is squeezed into the square.
func thickness(h int) float64 {
	room := towerBase - 2*diskTilt - kingHeadway
	return min(diskHeight, room/float64(max(h, 1)))
}

// faceY is the centre of the face of disk i (0 is the bottom one) of a
// tower of height h whose top lifted disks are raised.
func faceY(i, h, lifted int) float64 {
	y := towerBase - diskTilt - float64(i+1)*thickness(h)
	if i >= h-lifted {
		y -= liftHeight
	}
	return y
}

// diskAt finds the disk of a tower of height h drawn at height y (lifted
// top disks raised): the one whose side is nearest. ok is false when y and
// x are not on the tower at all.
func diskAt(x, y float64, h, lifted int) (disk int, ok bool) {
	if h == 0 || x < towerX-diskRadius-4 || x > towerX+diskRadius+4 {
		return 0, false
	}
	t := thickness(h)
	top := faceY(h-1, h, lifted) - diskTilt
	if y < top-4 || y > towerBase+2 {
		return 0, false
	}
	best, distance := 0, 1e9
	for i := range h {
		middle := faceY(i, h, lifted) + t/2
		if d := abs(y - middle); d < distance {
			best, distance = i, d
		}
	}
	return best, true
}

// A reserve's pile, in the units of its picture: 100 wide and 130 high.
const (
	pileRadius = 40.0  // half the width of a disk
	pileTilt   = 11.0  // half the height of a disk's face
	pileDisk   = 5.5   // thickness of a disk
	pileBase   = 126.0 // lowest point of the bottom disk's rim
)

// pileFaceY is the centre of the face of disk i (0 is the bottom one) of a
// pile.
func pileFaceY(i int) float64 { return pileBase - pileTilt - float64(i+1)*pileDisk }

// The disks a computer's move carries are drawn in a picture of their own
// (see flightPicture), the rim of the bottom one on its bottom edge so that
// the tallest part fits, and carried flightLift above the board.
const (
	flightBase = 100.0
	flightLift = 24.0
)

// flightFaceY is the centre of the face of disk i (0 is the bottom one) in
// a flight picture of disks as thick as in a tower of height h.
func flightFaceY(i, h int) float64 { return flightBase - diskTilt - float64(i+1)*thickness(h) }

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
