package reliefview

import (
	"fmt"
	"testing"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
	"boardshelf/ui/terraceview"
)

func TestZZScratch(t *testing.T) {
	for _, n := range []int{6, 8} {
		for lv := 0; lv < n; lv++ {
			for odd := 0; odd < 2; odd++ {
				var sq terrace.Square
				found := false
				for f := 0; f < n && !found; f++ {
					for r := 0; r < n && !found; r++ {
						s := terrace.Square{File: f, Rank: r}
						if terrace.Level(n, s) == lv && (f+r)%2 == odd {
							sq, found = s, true
						}
					}
				}
				if !found {
					continue
				}
				g := nrgba(terraceview.Ground(n, sq))
				sh := board.Over(withAlpha(black, 0x58), g)
				k := board.Keyline(g)
				fmt.Printf("n%d lv%d odd%d %v L=%.3f key=%v keyVsG=%.2f keyVsShade=%.2f dot=%.2f red=%.2f amber=%.2f | sel=%.2f last=%.2f danger=%.2f\n", n, lv, odd, g, board.Luminance(g), k,
					board.Contrast(k, g), board.Contrast(k, sh),
					board.Contrast(board.Over(moveDot, g), g), board.Contrast(board.Over(captureRing, g), g), board.Contrast(board.Over(warningRing, g), g),
					board.Contrast(board.Over(selectedTint, g), g), board.Contrast(board.Over(lastMoveTint, g), g), board.Contrast(board.Over(dangerTint, g), g))
			}
		}
	}
}
