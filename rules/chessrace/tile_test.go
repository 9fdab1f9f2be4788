package chessrace

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

func TestTileEffects(t *testing.T) {
	tests := []struct {
		name   string
		figure Figure
		stacks []string
		tiles  func(t *testing.T, g *Game)
		from   string
		want   []string
	}{
		{"block stops a rook", Rook, []string{"k2:0"}, block("m2"), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2"}},
		{"nothing lands on the block", King, []string{"l2:0"}, block("m2"), "l2", []string{"l2-k1", "l2-k2", "l2-k3", "l2-l1", "l2-l3", "l2-m1", "l2-m3"}},
		{"pawn passes the block on its double step", Pawn, []string{"i2:0"}, block("j2"), "i2", []string{"i2-k2"}},
		{"knight jumps over the block", Knight, []string{"k2:0"}, block("l2"), "k2", []string{"k2-i1", "k2-i3", "k2-j4", "k2-l4", "k2-m1", "k2-m3"}},
		{"knight may not land on a tile", Knight, []string{"k2:0"}, func(t *testing.T, g *Game) {
			setTile(t, g, Block, "m3", 0)
			setTile(t, g, Mud1, "j4", 'v')
		}, "k2", []string{"k2-i1", "k2-i3", "k2-l4", "k2-m1"}},
		{"mud diverts a rook passing over it", Rook, []string{"k2:0"}, mud("m2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2", "k2-m3"}},
		{"mud diverts a rook landing on it", Rook, []string{"k2:0"}, mud("p2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2", "k2-m2", "k2-n2", "k2-o2", "k2-p3"}},
		{"mud diverts a king", King, []string{"l2:0"}, mud("m2", 'v'), "l2", []string{"l2-k1", "l2-k2", "l2-k3", "l2-l1", "l2-l3", "l2-m1", "l2-m3"}},
		{"mud diverts a pawn onto a piece: capture", Pawn, []string{"l2:0", "m1:1"}, mud("m2", 'v'), "l2", []string{"l2xm1"}},
		{"mud never diverts onto the mover's own piece", Rook, []string{"k2:0", "m3:0"}, mud("m2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2"}},
		{"mud back onto the square moved from is no move", King, []string{"l2:0"}, mud("m2", '<'), "l2", []string{"l2-k1", "l2-k2", "l2-k3", "l2-l1", "l2-l3", "l2-m1", "l2-m3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := arrange(t, 2, 0, tc.figure, tc.stacks...)
			tc.tiles(t, g)
			if got := pieceFrom(t, g, tc.from); !slices.Equal(got, sorted(tc.want...)) {
				t.Errorf("got  %v\nwant %v", got, sorted(tc.want...))
			}
		})
	}
}

func block(name string) func(*testing.T, *Game) {
	return func(t *testing.T, g *Game) { setTile(t, g, Block, name, 0) }
}

func mud(name string, arrow byte) func(*testing.T, *Game) {
	return func(t *testing.T, g *Game) { setTile(t, g, Mud1, name, arrow) }
}

func TestMudDiversionRecordsTheTile(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "k2:0")
	setTile(t, g, Mud1, "m2", '^')
	for _, m := range g.MovesFrom(sq(t, "k2")) {
		if want := m.To == sq(t, "m3"); (m.Via == sq(t, "m2")) != want {
			t.Errorf("%v: via %v", m, m.Via)
		}
	}
}

func TestMudDiversionCaptures(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "k2:0", "m3:1")
	setTile(t, g, Mud1, "m2", '^')
	play(t, g, "k2xm3")
	if !slices.Equal(stack(t, g, "m3"), []int{1, 0}) {
		t.Errorf("m3 holds %v", stack(t, g, "m3"))
	}
	if s, ok := g.MustMove(); g.Phase() != PhaseReroll || g.Turn() != rules.Chance || !ok || s != sq(t, "m3") {
		t.Errorf("after the capture: phase %v, turn %d, must move %v %v", g.Phase(), g.Turn(), s, ok)
	}
}

// The tile action after a king move, counted by hand on the default track:
// it has 156 track squares that are not ribbons, and 560 pairs of a track
// square and an orthogonal neighbour on the track, 14 of them from a
// ribbon. With seat 0's king moved to j4 (three track neighbours) and no
// tile on the board: skip, 155 block squares, 546-3 mud placements.
func TestTileActionCount(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1", "roll:K", "i4-j4")
	if g.Phase() != PhaseTile || g.Turn() != 0 {
		t.Fatalf("phase %v turn %d after a king move", g.Phase(), g.Turn())
	}
	if n := len(g.Moves()); n != 1+155+543 {
		t.Errorf("%d tile actions, want %d", n, 1+155+543)
	}
	for _, m := range g.LegalMoves() {
		if m.Kind == TileMove && m.Tile == Mud2 {
			t.Fatalf("%v offered while both mud tiles are off the board", m)
		}
	}
}

func TestTilePlacementRules(t *testing.T) {
	g := arrange(t, 2, 0, NoFigure, "k2:0", "e3:1")
	setTile(t, g, Block, "f3", 0)
	g.st.figure, g.st.phase = King, PhaseTile
	g.refresh()
	legal := map[string]bool{}
	for _, m := range g.Moves() {
		legal[m.String()] = true
	}
	for _, tc := range []struct {
		move string
		ok   bool
	}{
		{"skip", true},
		{"block-", true},
		{"block@c3", true},  // relocated
		{"block@f3", false}, // already there
		{"block@i2", false}, // a ribbon
		{"block@k2", false}, // under a piece
		{"block@g6", false}, // scenery
		{"mud1@h3>", true},
		{"mud1@g4>", false}, // next to the block (diagonally)
		{"mud1@e2>", false}, // next to the block
		{"mud1@h4^", false}, // the arrow points into the infield
		{"mud1@h4v", true},
		{"mud1@p2>", false}, // the arrow points off the board
		{"mud1@o2<", true},
		{"mud1@j4<", true}, // the arrow may point onto a ribbon
		{"mud1@l3v", true},
		{"mud2@l3v", false}, // the first mud tile stands for both
		{"mud1@e3>", false}, // under a piece
		{"mud1-", false},    // not on the board
		{"block@a12", true}, // a curve square
		{"mud1@a12>", true},
		{"mud1@a12^", false},
		{"block@p12", true},
		{"mud1@j1v", false}, // off the bottom edge
		{"mud1@j1^", true},
		{"mud1@m8^", true}, // right straight, pointing on
		{"mud1@l12<", true},
		{"mud1@d5>", false}, // the arrow points into the pool
		{"mud1@d5<", true},
		{"mud1@d5v", true},
		{"mud1@d5^", true},
		{"block@h3", true},
		{"block@b2", true},
		{"mud1@g2^", false}, // next to the block
		{"mud1@h2^", true},
		{"mud1@h1^", true},
		{"mud1@h1v", false},
		{"mud1@h1>", true},
		{"mud1@h1<", true},
		{"block@e2", true},  // the block may move next to where it was
		{"block@e3", false}, // a piece is there
		{"block@a1", true},
		{"mud1@a1<", false},
		{"mud1@a1^", true},
		{"mud1@a1>", true},
		{"mud1@a1v", false},
	} {
		if legal[tc.move] != tc.ok {
			t.Errorf("%s legal = %v, want %v", tc.move, legal[tc.move], tc.ok)
		}
	}
}

func TestTileRelocationAndRemoval(t *testing.T) {
	g := arrange(t, 2, 0, NoFigure, "k2:0")
	setTile(t, g, Mud1, "c6", 'v')
	g.st.figure, g.st.phase = King, PhaseTile
	g.refresh()
	names := moveList(g)
	if slices.Contains(names, "mud1@c6v") || !slices.Contains(names, "mud1@c6>") {
		t.Errorf("re-placing mud1 as it lies is offered, or turning it is not")
	}
	if slices.Contains(names, "mud2@c6>") {
		t.Error("mud2 may not lie on mud1")
	}
	if slices.Contains(names, "mud2@b6v") {
		t.Error("mud2 may not lie next to mud1")
	}
	if !slices.Contains(names, "mud2@c3v") {
		t.Error("mud2 may be placed while mud1 lies on the board")
	}
	play(t, g, "mud1@n6^")
	tiles := g.Tiles()
	if !tiles[Mud1].OnBoard || tiles[Mud1].At != sq(t, "n6") || tiles[Mud1].Arrow != North {
		t.Errorf("mud1 is %+v after mud1@n6^", tiles[Mud1])
	}
	if g.Phase() != PhaseRoll || g.Seat() != 1 {
		t.Errorf("the tile action ends the turn: phase %v seat %d", g.Phase(), g.Seat())
	}
	g.Undo()
	play(t, g, "mud1-")
	if g.Tiles()[Mud1].OnBoard {
		t.Error("mud1- left the tile on the board")
	}
}

func TestKingCaptureTileThenRollAgain(t *testing.T) {
	g := arrange(t, 2, 0, King, "k2:0", "l3:1")
	play(t, g, "k2xl3")
	if g.Phase() != PhaseTile || g.Turn() != 0 {
		t.Fatalf("phase %v turn %d after a king capture", g.Phase(), g.Turn())
	}
	play(t, g, "block@c3")
	if g.Phase() != PhaseReroll || g.Turn() != rules.Chance {
		t.Fatalf("phase %v turn %d after the tile action", g.Phase(), g.Turn())
	}
}

func TestStartTilesFromTheDrawing(t *testing.T) {
	// The block on c7: row 6, column 3 of the drawing.
	g := newGame(t, replaceAt(DefaultTrack, 6, 3, 'B'), 2)
	tiles := g.Tiles()
	if !tiles[Block].OnBoard || tiles[Block].At != sq(t, "c7") || tiles[Mud1].OnBoard {
		t.Errorf("start tiles %+v", tiles)
	}
}

// replaceAt puts ch at the 1-based row and column of a drawing.
func replaceAt(drawing string, row, col int, ch byte) string {
	tr := []byte(drawing[1:]) // the drawings start with a newline
	line := 0
	for i := range tr {
		if line == row-1 {
			tr[i+col-1] = ch
			break
		}
		if tr[i] == '\n' {
			line++
		}
	}
	return "\n" + string(tr)
}
