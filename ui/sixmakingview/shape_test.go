package sixmakingview

import "testing"

func TestDiskAt(t *testing.T) {
	middle := func(i, h, lifted int) float64 { return faceY(i, h, lifted) + thickness(h)/2 }
	for _, tc := range []struct {
		name      string
		x, y      float64
		h, lifted int
		disk      int
		ok        bool
	}{
		{"bottom of five", towerX, middle(0, 5, 0), 5, 0, 0, true},
		{"middle of five", towerX, middle(2, 5, 0), 5, 0, 2, true},
		{"top of five", towerX, middle(4, 5, 0), 5, 0, 4, true},
		{"top face of five", towerX, faceY(4, 5, 0) - diskTilt + 1, 5, 0, 4, true},
		{"left rim", towerX - diskRadius + 1, middle(1, 5, 0), 5, 0, 1, true},
		{"beside the tower", towerX + diskRadius + 8, middle(1, 5, 0), 5, 0, 0, false},
		{"above a single disk", towerX, 20, 1, 0, 0, false},
		{"an empty square", towerX, 80, 0, 0, 0, false},
		{"lowest lifted disk", towerX, middle(3, 5, 2), 5, 2, 3, true},
		{"highest disk left", towerX, middle(2, 5, 2), 5, 2, 2, true},
		{"top of a King of ten", towerX, middle(9, 10, 0), 10, 0, 9, true},
	} {
		disk, ok := diskAt(tc.x, tc.y, tc.h, tc.lifted)
		if disk != tc.disk || ok != tc.ok {
			t.Errorf("%s: diskAt = %d, %v; want %d, %v", tc.name, disk, ok, tc.disk, tc.ok)
		}
	}
}

// A tower and its raised part always fit in the square.
func TestTowersFitTheirSquare(t *testing.T) {
	for h := 1; h <= 10; h++ {
		lifted := 0
		if h <= 5 {
			lifted = h
		}
		top := faceY(h-1, h, lifted) - diskTilt
		if top < 0 {
			t.Errorf("a tower of %d with %d lifted reaches %.1f, above the square", h, lifted, top)
		}
	}
}
