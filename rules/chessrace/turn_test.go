package chessrace

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

func TestSetUpPlacesOnePieceEach(t *testing.T) {
	g := newGame(t, DefaultTrack, 4)
	for seat, placed := range []string{"+i2", "+i4", "+i1"} {
		if g.Turn() != seat || g.Phase() != PhasePlace || len(g.Moves()) != 4-seat {
			t.Fatalf("seat %d: turn %d phase %v moves %v", seat, g.Turn(), g.Phase(), g.Moves())
		}
		play(t, g, placed)
	}
	if got := moveList(g); !slices.Equal(got, []string{"+i3"}) {
		t.Fatalf("the last seat may place %v, want [+i3]", got)
	}
	play(t, g, "+i3")
	if g.Turn() != rules.Chance || g.Seat() != 0 || g.Phase() != PhaseRoll {
		t.Errorf("after set-up: turn %d seat %d phase %v", g.Turn(), g.Seat(), g.Phase())
	}
	if got := moveList(g); !slices.Equal(got, sorted("roll:P", "roll:R", "roll:B", "roll:N", "roll:Q", "roll:K")) {
		t.Errorf("die faces %v", got)
	}
	for seat := range 4 {
		if g.Waiting(seat) != 2 {
			t.Errorf("seat %d has %d waiting", seat, g.Waiting(seat))
		}
	}
}

func TestEnteringPlacesAndMoves(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "i4:1", "n2:0")
	ribbons := map[Square]bool{}
	for _, m := range g.LegalMoves() {
		if m.Enter {
			ribbons[m.From] = true
		}
	}
	if len(ribbons) != 4 {
		t.Fatalf("entries from %v, want all four ribbons", ribbons)
	}
	play(t, g, "+i3-l3")
	if g.Waiting(0) != 1 || stack(t, g, "i3") != nil || !slices.Equal(stack(t, g, "l3"), []int{0}) {
		t.Errorf("after +i3-l3: waiting %d, i3 %v, l3 %v", g.Waiting(0), stack(t, g, "i3"), stack(t, g, "l3"))
	}
	// An entering pawn may step two squares and capture at once.
	g = arrange(t, 2, 0, Pawn, "j4:1")
	if got := from(t, g, "i3"); !slices.Equal(got, sorted("+i3-j3", "+i3-k3", "+i3xj4")) {
		t.Errorf("pawn entries on i3: %v", got)
	}
}

// "Choose any of the four starting ribbon spaces": a new piece may enter on
// a ribbon where a piece stands, another player's or its own, and moves on
// from there as the figure. The piece it started on is not captured, and
// the move must end legally: not where it started, not on its own side's
// pieces.
func TestEnteringOnAnOccupiedRibbon(t *testing.T) {
	tests := []struct {
		name   string
		figure Figure
		stacks []string
		tiles  func(t *testing.T, g *Game)
		ribbon string
		want   []string
	}{
		{"rook over another player's piece", Rook, []string{"i4:1"}, nil, "i4", []string{"+i4-i1", "+i4-i2", "+i4-i3", "+i4-j4", "+i4-k4", "+i4-l4", "+i4-m4", "+i4-n4", "+i4-o4", "+i4-p4"}},
		{"rook over its own piece, passing its own", Rook, []string{"i2:0", "i3:0"}, nil, "i2", []string{"+i2-i1", "+i2-i4", "+i2-j2", "+i2-k2", "+i2-l2", "+i2-m2", "+i2-n2", "+i2-o2", "+i2-p2"}},
		{"pawn with its double step", Pawn, []string{"i1:1"}, nil, "i1", []string{"+i1-j1", "+i1-k1"}},
		{"pawn capturing off a ribbon", Pawn, []string{"i3:1", "j4:1"}, nil, "i3", []string{"+i3-j3", "+i3-k3", "+i3xj4"}},
		{"king next to a piece on the ribbon", King, []string{"i2:1", "i3:0"}, nil, "i2", []string{"+i2-j1", "+i2-j2", "+i2-j3", "+i2-i1"}},
		{"onto a stack", Knight, []string{"i2:10"}, nil, "i2", []string{"+i2-j4", "+i2-k1", "+i2-k3"}},
		// Mud on j4 sends an entering rook from i4 back where it started:
		// no move, and no capture of the piece it started on.
		{"never back onto the piece it started on", Rook, []string{"i4:1"}, mud("j4", '<'), "i4", []string{"+i4-i1", "+i4-i2", "+i4-i3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := arrange(t, 2, 0, tc.figure, tc.stacks...)
			if tc.tiles != nil {
				tc.tiles(t, g)
			}
			var got []string
			for _, m := range g.MovesFrom(sq(t, tc.ribbon)) {
				if m.Enter {
					got = append(got, m.String())
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, sorted(tc.want...)) {
				t.Errorf("got  %v\nwant %v", got, sorted(tc.want...))
			}
		})
	}
}

// The entering piece goes on, the one it started on stays; a capture off
// the ribbon rolls again with the new piece; the piece standing on the
// ribbon and the new one are told apart in the notation.
func TestEnteringFromUnderAPiece(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "i3:0", "i4:1", "l4:1")
	names := from(t, g, "i3")
	for _, want := range []string{"i3-l3", "+i3-l3", "+i3-i2"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s missing from %v", want, names)
		}
	}
	play(t, g, "+i3-l3")
	if !slices.Equal(stack(t, g, "i3"), []int{0}) || !slices.Equal(stack(t, g, "l3"), []int{0}) || g.Waiting(0) != 1 {
		t.Errorf("after +i3-l3: i3 %v, l3 %v, waiting %d", stack(t, g, "i3"), stack(t, g, "l3"), g.Waiting(0))
	}
	g.Undo()
	play(t, g, "+i4xl4")
	if !slices.Equal(stack(t, g, "i4"), []int{1}) || !slices.Equal(stack(t, g, "l4"), []int{1, 0}) {
		t.Errorf("after +i4xl4: i4 %v, l4 %v", stack(t, g, "i4"), stack(t, g, "l4"))
	}
	if s, ok := g.MustMove(); g.Phase() != PhaseReroll || !ok || s != sq(t, "l4") {
		t.Errorf("after the capture: phase %v, must move %v %v", g.Phase(), s, ok)
	}
	// Placing at the set-up still needs an empty ribbon.
	g = newGame(t, DefaultTrack, 3)
	play(t, g, "+i2", "+i3")
	if got := moveList(g); !slices.Equal(got, sorted("+i1", "+i4")) {
		t.Errorf("the third seat may place %v, want the empty ribbons", got)
	}
}

func TestCaptureRollsAgainWithTheSamePiece(t *testing.T) {
	// Three players: seat 0's rook takes n2, rolls again, and its rook
	// move takes the stack on n4, which grows three high.
	g := arrange(t, 3, 0, Rook, "k2:0", "a8:0", "n2:1", "n4:21")
	play(t, g, "k2xn2")
	if g.Turn() != rules.Chance || g.Phase() != PhaseReroll {
		t.Fatalf("after a capture: turn %d phase %v", g.Turn(), g.Phase())
	}
	play(t, g, "roll:R")
	for _, m := range g.LegalMoves() {
		if m.From != sq(t, "n2") || m.Enter {
			t.Fatalf("%v: only the capturing piece moves again", m)
		}
	}
	play(t, g, "n2xn4")
	if got := stack(t, g, "n4"); !slices.Equal(got, []int{2, 1, 0}) {
		t.Fatalf("n4 holds %v, want [2 1 0]", got)
	}
	if !slices.Equal(stack(t, g, "n2"), []int{1}) {
		t.Errorf("n2 holds %v after the capturing piece left", stack(t, g, "n2"))
	}
	play(t, g, "roll:P") // the pawn step from n4 is free: the chain ends
	play(t, g, "n4-n5")
	if g.Seat() != 1 || g.Phase() != PhaseRoll {
		t.Errorf("after the chain: seat %d phase %v", g.Seat(), g.Phase())
	}
	if !slices.Equal(stack(t, g, "n4"), []int{2, 1}) {
		t.Errorf("n4 holds %v", stack(t, g, "n4"))
	}
}

func TestRollAgainWithNoMoveEndsTheTurn(t *testing.T) {
	// The rook takes p1; a pawn there cannot go north (p2 is taken) and
	// has nothing to capture on o2.
	g := arrange(t, 3, 0, Rook, "l1:0", "p1:1", "p2:2")
	play(t, g, "l1xp1", "roll:P")
	if !g.Passed() || g.Seat() != 1 || g.Turn() != rules.Chance {
		t.Errorf("passed %v, seat %d, turn %d", g.Passed(), g.Seat(), g.Turn())
	}
	if !slices.Equal(stack(t, g, "p1"), []int{1, 0}) {
		t.Errorf("p1 holds %v; the capturing piece stays on top", stack(t, g, "p1"))
	}
	if _, ok := g.MustMove(); ok {
		t.Error("the next player inherits the capture")
	}
}

func TestCoveredPieceCannotMove(t *testing.T) {
	g := arrange(t, 2, 1, Queen, "n2:10", "c2:1")
	if got := from(t, g, "n2"); got != nil {
		t.Errorf("covered piece moves: %v", got)
	}
	if len(from(t, g, "c2")) == 0 {
		t.Error("the free piece cannot move")
	}
}

func TestNoMovePassesTheTurn(t *testing.T) {
	g := arrange(t, 2, 0, NoFigure, "p1:0", "p2:1")
	setHome(g, 0, 2)
	play(t, g, "roll:P")
	if !g.Passed() || g.Seat() != 1 || g.Turn() != rules.Chance {
		t.Errorf("passed %v, seat %d, turn %d", g.Passed(), g.Seat(), g.Turn())
	}
	g.Undo()
	if g.Passed() || g.Seat() != 0 || g.Phase() != PhaseRoll {
		t.Error("undo did not take the roll back")
	}
}

func TestPawnMovesEarnPromotionHalves(t *testing.T) {
	g := arrange(t, 2, 0, Pawn, "k2:0", "c2:1")
	play(t, g, "k2-l2")
	if g.Halves(0) != 1 {
		t.Fatalf("halves %d after a pawn move", g.Halves(0))
	}
	play(t, g, "roll:R", "c2-c3", "roll:P", "l2-m2")
	if g.Halves(0) != 2 || g.Phase() != PhaseRoll || g.Seat() != 1 {
		t.Fatalf("halves %d, phase %v, seat %d", g.Halves(0), g.Phase(), g.Seat())
	}
	play(t, g, "roll:R", "c3-c4")
	// With two halves seat 0 chooses; a third half is never taken.
	if g.Turn() != 0 || g.Phase() != PhaseChoose {
		t.Fatalf("turn %d phase %v with two halves", g.Turn(), g.Phase())
	}
	play(t, g, "roll", "roll:P", "m2-n2")
	if g.Halves(0) != 2 {
		t.Errorf("halves %d, want at most 2", g.Halves(0))
	}
}

func TestPromotionHalvesBuyAFigure(t *testing.T) {
	g := arrange(t, 2, 0, NoFigure, "k2:0", "c2:1")
	g.st.halves[0] = 2
	g.startTurn()
	g.refresh()
	names := moveList(g)
	for _, want := range []string{"roll", "Q:k2-p2", "K:k2-l2", "P:k2-l2", "R:k2-l2", "N:+i3-k4", "B:+i2-k4"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s missing from %v", want, names)
		}
	}
	if slices.Contains(names, "k2-l2") || slices.Contains(names, "roll:P") {
		t.Error("plain moves or faces offered before the choice")
	}
	play(t, g, "Q:k2-p2")
	if g.Halves(0) != 0 || g.Seat() != 1 {
		t.Errorf("halves %d seat %d after spending them", g.Halves(0), g.Seat())
	}
	g.Undo()
	play(t, g, "P:k2-l2")
	if g.Halves(0) != 1 {
		t.Errorf("a promoted pawn move leaves %d halves, want 1", g.Halves(0))
	}
	g.Undo()
	play(t, g, "roll")
	if g.Turn() != rules.Chance || g.Halves(0) != 2 {
		t.Errorf("after roll: turn %d, halves %d", g.Turn(), g.Halves(0))
	}
}

func TestPromotionHalvesPullACapturedPieceOut(t *testing.T) {
	g := arrange(t, 3, 0, NoFigure, "n2:012", "n5:1")
	g.st.halves[0] = 2
	g.startTurn()
	g.refresh()
	pulls := 0
	for _, m := range g.LegalMoves() {
		if m.Pull {
			pulls++
			if m.From != sq(t, "n2") {
				t.Errorf("%v pulls from elsewhere", m)
			}
		}
	}
	if pulls == 0 {
		t.Fatal("no pull offered")
	}
	play(t, g, "pull:N:n2-o4")
	if !slices.Equal(stack(t, g, "n2"), []int{1, 2}) || !slices.Equal(stack(t, g, "o4"), []int{0}) {
		t.Errorf("n2 %v, o4 %v after the pull", stack(t, g, "n2"), stack(t, g, "o4"))
	}
	if g.Halves(0) != 0 || g.Seat() != 1 {
		t.Errorf("halves %d, seat %d", g.Halves(0), g.Seat())
	}
	// A pulled piece that captures rolls again.
	g.Undo()
	play(t, g, "pull:R:n2xn5")
	if g.Phase() != PhaseReroll || !slices.Equal(stack(t, g, "n5"), []int{1, 0}) {
		t.Errorf("phase %v, n5 %v", g.Phase(), stack(t, g, "n5"))
	}
}

func TestResignTwoPlayers(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i1", "+i2", "roll:P", "resign")
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, []int{1}) {
		t.Errorf("status %+v", st)
	}
	g.Undo()
	if g.Status().Over || g.Phase() != PhaseMove {
		t.Error("undo did not take the resignation back")
	}
	play(t, g, "draw")
	if st := g.Status(); !st.Over || len(st.Winners) != 0 {
		t.Errorf("draw: %+v", st)
	}
}

func TestResignLeavesTheRace(t *testing.T) {
	g := arrange(t, 3, 1, NoFigure, "n2:01", "c2:2", "e3:1")
	play(t, g, "resign")
	if g.Status().Over || !g.Left(1) || g.Seat() != 2 || g.Phase() != PhaseRoll {
		t.Fatalf("over %v, left %v, seat %d, phase %v", g.Status().Over, g.Left(1), g.Seat(), g.Phase())
	}
	if !slices.Equal(stack(t, g, "n2"), []int{0}) || stack(t, g, "e3") != nil {
		t.Errorf("n2 %v, e3 %v: seat 1's pieces must leave", stack(t, g, "n2"), stack(t, g, "e3"))
	}
	play(t, g, "roll:R", "c2-c3")
	if g.Seat() != 0 {
		t.Errorf("seat %d follows seat 2; seat 1 left", g.Seat())
	}
	play(t, g, "resign")
	if st := g.Status(); !st.Over || !slices.Equal(st.Winners, []int{2}) {
		t.Errorf("status %+v", st)
	}
}

func TestResignDuringSetUp(t *testing.T) {
	g := newGame(t, DefaultTrack, 3)
	play(t, g, "+i1", "resign")
	if g.Turn() != 2 || g.Phase() != PhasePlace {
		t.Fatalf("turn %d phase %v", g.Turn(), g.Phase())
	}
	play(t, g, "+i4")
	if g.Turn() != rules.Chance || g.Seat() != 0 {
		t.Errorf("turn %d seat %d after set-up", g.Turn(), g.Seat())
	}
}

func TestIllegalMovesChangeNothing(t *testing.T) {
	g := arrange(t, 2, 0, Rook, "k2:0")
	before := g.st
	for _, m := range []rules.Move{
		Move{Kind: PieceMove, Figure: Rook, From: sq(t, "k2"), To: sq(t, "h2")},
		Move{Kind: RollMove},
		Move{Kind: TileMove, Tile: 9, Arrow: -3, Figure: 42},
		Move{Kind: 77},
		rules.Agreement("surrender"),
		nil,
	} {
		if err := g.Play(m); err == nil {
			t.Errorf("%v accepted", m)
		}
	}
	if g.st != before {
		t.Error("a refused move changed the game")
	}
	if _, err := rules.ParseMove(g, "k2-h2"); err == nil {
		t.Error("ParseMove found an illegal move")
	}
}
