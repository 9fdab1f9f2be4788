package sixmaking

import (
	"reflect"
	"testing"
)

// diskTotals counts each colour's disks, on the board and in reserve.
func diskTotals(g *Game) [2]int {
	totals := [2]int{g.Reserve(Light), g.Reserve(Dark)}
	for s := range g.geo.squares {
		for _, c := range g.Tower(g.geo.square(s)) {
			totals[c]++
		}
	}
	return totals
}

// FuzzPlay plays the moves the input picks (a 0 byte takes one back) and
// checks what must always hold: no disk is made or lost, towers stay below a
// King while play goes on, the game is over exactly when no move is left,
// and undoing everything gives back the start.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0x00, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
	f.Add([]byte{0x19, 7, 200, 13, 0, 0, 44, 91, 3, 3, 3, 3, 17, 250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{0x2a, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5})
	f.Add([]byte{0x0b, 255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245, 244, 243, 242, 241, 240})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		s := Setup{Size: 3 + int(data[0]%3), Reserve: [2]int{4 + int(data[0]>>4%4), 4 + int(data[0]>>6)}}
		s.Sixth = data[0]&8 != 0
		if s.Sixth {
			s.Target = 2
		}
		g := start(t, s)
		initial, totals := snap(g), diskTotals(g)
		for _, b := range data[1:] {
			if b == 0 {
				g.Undo()
			} else if moves := g.Moves(); len(moves) > 0 {
				if err := g.Play(moves[int(b)%len(moves)]); err != nil {
					t.Fatalf("legal move %v refused: %v", moves[int(b)%len(moves)], err)
				}
			}
			if got := diskTotals(g); got != totals {
				t.Fatalf("disks %v, started with %v", got, totals)
			}
			st := g.Status()
			if st.Over != (len(g.Moves()) == 0) {
				t.Fatalf("over %v (%s) with %d moves", st.Over, st.Reason, len(g.Moves()))
			}
			for sq := range g.geo.squares {
				if h := g.pos.board[sq].height(); h >= kingHeight && !st.Over {
					t.Fatalf("a King of %d stands while play goes on", h)
				}
			}
		}
		for range data {
			g.Undo()
		}
		if got := snap(g); !reflect.DeepEqual(got, initial) {
			t.Fatalf("undone to the start:\n got %+v\nwant %+v", got, initial)
		}
	})
}

// FuzzNew feeds arbitrary setups to New: it must answer without panicking,
// and a game it accepts must offer a move.
func FuzzNew(f *testing.F) {
	f.Add(5, 16, 16, int8(0), false, 0, 0, 0, []byte{})
	f.Add(4, 0, 3, int8(1), true, 3, 2, 1, []byte{0x11, 0x35, 0x11, 0x7f})
	f.Add(9, -1, 200, int8(7), true, -3, 9, -2, []byte{0xff, 0x00, 0x80})
	f.Fuzz(func(t *testing.T, size, light, dark int, first int8, sixth bool, target, lightScore, darkScore int, towerBytes []byte) {
		s := Setup{Size: size, Reserve: [2]int{light, dark}, First: Color(first), Sixth: sixth,
			Target: target, Score: [2]int{lightScore, darkScore}}
		// Each pair of bytes is a tower: a square, then a height and colours.
		for i := 0; i+1 < len(towerBytes); i += 2 {
			sq, spec := towerBytes[i], towerBytes[i+1]
			tw := Tower{Square: Square{File: int(sq%16) - 2, Rank: int(sq/16) - 2}}
			for d := range int(spec % 8) {
				tw.Disks = append(tw.Disks, Color(spec>>(3+d)&1))
			}
			s.Towers = append(s.Towers, tw)
		}
		g, err := New(s)
		if err != nil {
			return
		}
		if g.Status().Over || len(g.Moves()) == 0 {
			t.Fatalf("accepted a setup with nothing to play: %+v", s)
		}
	})
}
