package chessrace

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// Each case puts seat 0's piece on the first stack's square and lists where
// it may go as the figure. Squares are on the default track: the bottom
// straight runs east on ranks 1-4 with the ribbons on file i, the
// bottom-right curve is m1-p4, the infield e5-l8 is scenery.
func TestFigureMoves(t *testing.T) {
	tests := []struct {
		name   string
		figure Figure
		stacks []string
		from   string
		want   []string
	}{
		{"pawn steps forward", Pawn, []string{"k2:0"}, "k2", []string{"k2-l2"}},
		{"pawn blocked by a piece ahead", Pawn, []string{"k2:0", "l2:1"}, "k2", nil},
		{"pawn blocked by its own piece", Pawn, []string{"k2:0", "l2:0"}, "k2", nil},
		{"pawn captures diagonally forward", Pawn, []string{"k2:0", "l3:1", "l1:1", "j3:1"}, "k2", []string{"k2-l2", "k2xl1", "k2xl3"}},
		{"pawn double step off a ribbon", Pawn, []string{"i2:0"}, "i2", []string{"i2-j2", "i2-k2"}},
		{"pawn double step passes a piece", Pawn, []string{"i2:0", "j2:1"}, "i2", []string{"i2-k2"}},
		{"pawn double step may not end on a piece", Pawn, []string{"i2:0", "k2:1"}, "i2", []string{"i2-j2"}},
		{"pawn on a curve has two forward directions", Pawn, []string{"m4:0", "n3:1", "n5:1"}, "m4", []string{"m4-m5", "m4-n4", "m4xn3", "m4xn5"}},
		{"pawn in a curve's outer corner", Pawn, []string{"p1:0", "o2:1"}, "p1", []string{"p1-p2", "p1xo2"}},
		{"rook slides until the track ends", Rook, []string{"k2:0"}, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2", "k2-m2", "k2-n2", "k2-o2", "k2-p2"}},
		{"rook passes its own piece and stops on another's", Rook, []string{"k2:0", "n2:0", "k3:1"}, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-l2", "k2-m2", "k2-o2", "k2-p2", "k2xk3"}},
		{"bishop", Bishop, []string{"k2:0"}, "k2", []string{"k2-i4", "k2-j1", "k2-j3", "k2-l1", "k2-l3", "k2-m4", "k2-n5", "k2-o6", "k2-p7"}},
		{"queen", Queen, []string{"k3:0", "k1:1"}, "k3", []string{"k3-i3", "k3-j2", "k3-j3", "k3-j4", "k3-k2", "k3-k4", "k3-l2", "k3-l3", "k3-l4", "k3-m1", "k3-m3", "k3-m5", "k3-n3", "k3-n6", "k3-o3", "k3-o7", "k3-p3", "k3-p8", "k3-i1", "k3xk1"}},
		{"knight jumps over pieces", Knight, []string{"k2:0", "k3:1", "l2:1", "l3:2", "j2:2"}, "k2", []string{"k2-i1", "k2-i3", "k2-j4", "k2-l4", "k2-m1", "k2-m3"}},
		{"king", King, []string{"k2:0", "l3:1", "j1:0"}, "k2", []string{"k2-j2", "k2-j3", "k2-k1", "k2-k3", "k2-l1", "k2-l2", "k2xl3"}},
		{"a piece on the line may not go back over it", Queen, []string{"i3:0"}, "i3", []string{"i3-i1", "i3-i2", "i3-i4", "i3-j2", "i3-j3", "i3-j4", "i3-k1", "i3-k3", "i3-l3", "i3-m3", "i3-n3", "i3-o3", "i3-p3"}},
		{"a knight may not jump back over the line", Knight, []string{"j2:0"}, "j2", []string{"j2-i4", "j2-k4", "j2-l1", "j2-l3"}},
		{"elsewhere pieces may move backwards", Rook, []string{"g3:0"}, "g3", []string{"g3-a3", "g3-b3", "g3-c3", "g3-d3", "g3-e3", "g3-f3", "g3-g1", "g3-g2", "g3-g4", "g3-h3", "g3-i3", "g3-j3", "g3-k3", "g3-l3", "g3-m3", "g3-n3", "g3-o3", "g3-p3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := arrange(t, 3, 0, tc.figure, tc.stacks...)
			if got := pieceFrom(t, g, tc.from); !slices.Equal(got, sorted(tc.want...)) {
				t.Errorf("got  %v\nwant %v", got, sorted(tc.want...))
			}
		})
	}
}

// "On its first move from a starting ribbon space, two squares forward":
// a piece that has moved, even onto another ribbon, steps one.
func TestDoubleStepOnlyOnAFirstMove(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i2", "+i1", "roll:R", "i2-i4", "roll:N", "i1-j3", "roll:P")
	if got, want := pieceFrom(t, g, "i4"), sorted("i4-j4", "i4xj3"); !slices.Equal(got, want) {
		t.Errorf("yellow's rook-moved piece on the ribbon i4: %v, want %v", got, want)
	}
	// An entered piece's move is its first: it may step two.
	if got := moveList(g); !slices.Contains(got, "+i2-k2") {
		t.Errorf("an entering pawn should have its double step: %v", got)
	}
	// Undo gives the piece its first move back.
	for range 5 {
		g.Undo()
	}
	play(t, g, "roll:P")
	if got := from(t, g, "i2"); !slices.Contains(got, "i2-k2") {
		t.Errorf("after undoing its move the piece on i2 should step two again: %v", got)
	}
}

func TestFinishing(t *testing.T) {
	// Rook from g3 east: i3 and beyond reach or cross the line at the end
	// of the lap, so they take the piece home; a piece there is not captured.
	g := arrange(t, 2, 0, Rook, "g3:0", "k3:1")
	for _, m := range g.MovesFrom(sq(t, "g3")) {
		want := m.To.Col >= 8 && m.To.Rank == 3
		if m.Finish != want {
			t.Errorf("%v finish = %v, want %v", m, m.Finish, want)
		}
		if m.Finish && m.Capture {
			t.Errorf("%v finishes and captures", m)
		}
	}
	play(t, g, "g3-k3")
	if g.Home(0) != 1 || stack(t, g, "g3") != nil || !slices.Equal(stack(t, g, "k3"), []int{1}) {
		t.Errorf("after g3-k3: home %d, g3 %v, k3 %v", g.Home(0), stack(t, g, "g3"), stack(t, g, "k3"))
	}
	if g.Phase() != PhaseRoll || g.Seat() != 1 {
		t.Errorf("a finishing move ends the turn; phase %v seat %d", g.Phase(), g.Seat())
	}
}

func TestWinning(t *testing.T) {
	g := arrange(t, 2, 0, Pawn, "h2:0", "k3:1")
	setHome(g, 0, 2)
	play(t, g, "h2-i2")
	st := g.Status()
	if !st.Over || !slices.Equal(st.Winners, []int{0}) || st.Reason != "player 1 brought all three pieces home" {
		t.Fatalf("status %+v", st)
	}
	if len(g.Moves()) != 0 || g.Phase() != PhaseOver {
		t.Errorf("moves after the win: %v", g.Moves())
	}
	if err := g.Play(Move{Kind: RollMove}); err == nil {
		t.Error("a move was accepted after the game ended")
	}
}

// The knight's path is taken literally: one orthogonal step, then one
// diagonal step outward, and both the square of the orthogonal step and
// the landing square lie on the track. It still jumps over pieces and
// tiles on the way.
//
// Decision: a jump is legal when a literal path to it (orthogonal step
// first, then the diagonal step outward) has its orthogonal square on the
// track. On the grid that path is unique: the orthogonal step runs along
// the jump's long side, since a first step along the short side would
// leave two orthogonal steps, not a diagonal (TestAKnightJumpHasOneLiteralPath).
// The diagonal-first route is not the path the rules describe, so it does
// not make a jump legal: l4-m6 below is refused though m5 is track.
func TestKnightPathStaysOnTheTrack(t *testing.T) {
	// The default track with the pool square e5 cut out of the drawing:
	// outside the board, as if the printed board had a notch there.
	notched := strings.Replace(DefaultTrack, "....~~~#WW#~....", "....-~~#WW#~....", 1)
	tests := []struct {
		name    string
		drawing string
		stacks  []string
		tiles   func(t *testing.T, g *Game)
		from    string
		want    []string
	}{
		// l4-m6 would step onto the pool (l5) first.
		{"not over the pool", DefaultTrack, []string{"l4:0", "j1:1"}, nil, "l4", []string{"l4-j3", "l4-k2", "l4-m2", "l4-n3", "l4-n5"}},
		// d5-f4 would step onto the pool (e5) first.
		{"not across a pool's corner", DefaultTrack, []string{"d5:0"}, nil, "d5", []string{"d5-b4", "d5-b6", "d5-c3", "d5-c7", "d5-e3"}},
		// e9-d7 steps onto the pool on e8; e9-f7 would land on stones.
		{"not down into the infield", DefaultTrack, []string{"e9:0"}, nil, "e9", []string{"e9-c10", "e9-c8", "e9-d11", "e9-f11", "e9-g10"}},
		// d5-f4 would step off the board on e5.
		{"not off the board", notched, []string{"d5:0"}, nil, "d5", []string{"d5-b4", "d5-b6", "d5-c3", "d5-c7", "d5-e3"}},
		// The orthogonal square may hold pieces and tiles: k3 holds a piece
		// and l2 the block, both jumped.
		{"over pieces and tiles on the way", DefaultTrack, []string{"k2:0", "k3:1"}, block("l2"), "k2", []string{"k2-i1", "k2-i3", "k2-j4", "k2-l4", "k2-m1", "k2-m3"}},
		// The orthogonal step may be a ribbon, here with a piece on it:
		// h2-j1 and h2-j3 go through i2 and home, as does h2-i4.
		{"over a ribbon", DefaultTrack, []string{"h2:0", "i2:1"}, nil, "h2", []string{"h2-f1", "h2-f3", "h2-g4", "h2-i4", "h2-j1", "h2-j3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := arrangeOn(t, tc.drawing, 2, 0, Knight, tc.stacks...)
			if tc.tiles != nil {
				tc.tiles(t, g)
			}
			if got := pieceFrom(t, g, tc.from); !slices.Equal(got, sorted(tc.want...)) {
				t.Errorf("got  %v\nwant %v", got, sorted(tc.want...))
			}
		})
	}
}

// A knight move from l4 to m6 (docs/rules/chessrace.md, "The figures"), played from the start.
func TestKnightMayNotLeapThePool(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1", "roll:R", "i4-l4", "roll:P", "i1-j1", "roll:N")
	if _, err := rules.ParseMove(g, "l4-m6"); err == nil {
		t.Errorf("l4-m6 is legal, but its orthogonal step l5 is pool: %v", from(t, g, "l4"))
	}
	if _, err := rules.ParseMove(g, "l4-n5"); err != nil {
		t.Errorf("l4-n5 (through m4) should be legal: %v", err)
	}
}

// Each of the eight knight's jumps has exactly one literal path: an
// orthogonal step, then a diagonal step that goes on the same way; so
// "legal when either path stays on the track" asks about that one.
func TestAKnightJumpHasOneLiteralPath(t *testing.T) {
	paths := map[[2]int]int{}
	for _, d := range orthogonal {
		dr, dc := d.Delta()
		for _, e := range diagonal {
			er, ec := e.Delta()
			if (dr != 0 && er != dr) || (dc != 0 && ec != dc) {
				continue // the diagonal step does not go on outward
			}
			paths[[2]int{dr + er, dc + ec}]++
		}
	}
	if len(paths) != 8 {
		t.Errorf("the literal paths reach %d squares, want the knight's 8: %v", len(paths), paths)
	}
	for jump, n := range paths {
		if r, c := max(jump[0], -jump[0]), max(jump[1], -jump[1]); r*c != 2 || n != 1 {
			t.Errorf("jump %v: %d paths", jump, n)
		}
	}
}

// Rooks, bishops and queens pass the mover's own pieces; other players'
// pieces, the block and mud still stop or divert them as before, and no
// move ends on the mover's own piece or on a stack holding one.
func TestSlidersPassTheirOwnPieces(t *testing.T) {
	tests := []struct {
		name   string
		figure Figure
		stacks []string
		tiles  func(t *testing.T, g *Game)
		from   string
		want   []string
	}{
		{"rook passes its own piece", Rook, []string{"k2:0", "n2:0"}, nil, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2", "k2-m2", "k2-o2", "k2-p2"}},
		{"rook passes two of its own", Rook, []string{"k2:0", "l2:0", "n2:0"}, nil, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-m2", "k2-o2", "k2-p2"}},
		{"bishop passes its own piece", Bishop, []string{"k2:0", "l3:0"}, nil, "k2", []string{"k2-i4", "k2-j1", "k2-j3", "k2-l1", "k2-m4", "k2-n5", "k2-o6", "k2-p7"}},
		{"queen passes its own piece and captures beyond", Queen, []string{"k3:0", "m3:0", "o3:1"}, nil, "k3", []string{"k3-i1", "k3-i3", "k3-j2", "k3-j3", "k3-j4", "k3-k1", "k3-k2", "k3-k4", "k3-l2", "k3-l3", "k3-l4", "k3-m1", "k3-m5", "k3-n3", "k3-n6", "k3-o7", "k3-p8", "k3xo3"}},
		{"another player's piece still stops it", Rook, []string{"k2:0", "m2:1", "o2:0"}, nil, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2", "k2xm2"}},
		// A stack holding another player's piece stops the line even with
		// the mover's own piece on top, and may not be captured.
		{"a stack with its own piece on top stops it", Rook, []string{"k2:0", "m2:10"}, nil, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2"}},
		{"a stack with its own piece underneath stops it", Rook, []string{"k2:0", "m2:01"}, nil, "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-l2"}},
		{"the block beyond its own piece stops it", Rook, []string{"k2:0", "l2:0"}, block("n2"), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-m2"}},
		// Past its own piece on l2 the rook meets mud on n2: diverted north.
		{"mud beyond its own piece diverts it", Rook, []string{"k2:0", "l2:0"}, mud("n2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-m2", "k2-n3"}},
		{"mud beyond its own piece diverts it onto a capture", Rook, []string{"k2:0", "l2:0", "n3:1"}, mud("n2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-m2", "k2xn3"}},
		{"mud never diverts it onto its own piece", Rook, []string{"k2:0", "l2:0", "n3:0"}, mud("n2", '^'), "k2", []string{"k2-i2", "k2-j2", "k2-k1", "k2-k3", "k2-k4", "k2-m2"}},
		{"a king may not end on its own piece", King, []string{"k2:0", "l2:0"}, nil, "k2", []string{"k2-j2", "k2-j3", "k2-k1", "k2-k3", "k2-l1", "k2-l3", "k2-j1"}},
		{"a pawn still may not pass onto its own piece", Pawn, []string{"k2:0", "l2:0"}, nil, "k2", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := arrange(t, 2, 0, tc.figure, tc.stacks...)
			if tc.tiles != nil {
				tc.tiles(t, g)
			}
			if got := pieceFrom(t, g, tc.from); !slices.Equal(got, sorted(tc.want...)) {
				t.Errorf("got  %v\nwant %v", got, sorted(tc.want...))
			}
		})
	}
}
