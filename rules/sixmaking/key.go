package sixmaking

import (
	"strconv"
	"strings"

	"boardshelf/rules"
)

var _ rules.PositionKeyer = (*Game)(nil)

// PositionKey writes down the position: each tower with its disks bottom
// to top, the reserves and the scores (light's, then dark's), the colour to
// move and, while Ko forbids taking it back, the last tower move with its
// count: "a1:L c3:LLD 2 3 0 0 dark after 2b2-c3".
func (g *Game) PositionKey() string {
	var b strings.Builder
	for i := range g.geo.squares {
		if t := g.pos.board[i]; !t.empty() {
			b.WriteString(g.geo.square(i).String())
			b.WriteByte(':')
			for _, c := range t.disks() {
				b.WriteByte("LD"[c])
			}
			b.WriteByte(' ')
		}
	}
	for _, n := range []int{g.pos.reserve[Light], g.pos.reserve[Dark], g.pos.score[Light], g.pos.score[Dark]} {
		b.WriteString(strconv.Itoa(n))
		b.WriteByte(' ')
	}
	b.WriteString(g.pos.turn.String())
	if k := g.ko; !k.placement() {
		b.WriteString(" after " + strconv.Itoa(int(k.count)) + g.geo.square(int(k.from)).String() + "-" + g.geo.square(int(k.to)).String())
	}
	return b.String()
}
