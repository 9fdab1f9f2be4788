package chessrace

import (
	"slices"
	"testing"

	"boardshelf/rules"
)

var _ rules.Game = (*Game)(nil)

func TestNewGameChecksItsArguments(t *testing.T) {
	tr := mustTrack(t, DefaultTrack)
	for _, players := range []int{-1, 0, 1, 5} {
		if _, err := NewGame(tr, players); err == nil {
			t.Errorf("%d players accepted", players)
		}
	}
	if _, err := NewGame(nil, 2); err == nil {
		t.Error("a game without a track was accepted")
	}
}

func TestNamedGameSpeaksOfTheSeatsByName(t *testing.T) {
	tr := mustTrack(t, DefaultTrack)
	if _, err := NewNamedGame(tr, []string{"yellow"}); err == nil {
		t.Error("a game for one named seat was accepted")
	}
	g, err := NewNamedGame(tr, []string{"yellow", "red", "blue"})
	if err != nil || g.Players() != 3 {
		t.Fatalf("three names: %d players, %v", g.Players(), err)
	}
	play(t, g, "+i1", "+i2", "+i3", "roll:P", "resign")
	if !g.Eliminated(0) || g.Eliminated(1) || g.Status().Over {
		t.Errorf("yellow should be out and the race go on: eliminated %v %v", g.Eliminated(0), g.Eliminated(1))
	}
	play(t, g, "roll:R", "resign")
	if st := g.Status(); !st.Over || st.Reason != "red resigned" || !slices.Equal(st.Winners, []int{2}) {
		t.Errorf("status %+v, want blue to win as red resigned", st)
	}
	g.Undo()
	g.Undo()
	c := g.Clone().(*Game)
	play(t, c, "roll:R", "resign")
	if c.Status().Reason != "red resigned" {
		t.Errorf("a clone forgot the names: %q", c.Status().Reason)
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	play(t, g, "+i4", "+i1", "roll:R")
	c := g.Clone().(*Game)
	play(t, c, "i4-p4")
	if !slices.Equal(stack(t, g, "i4"), []int{0}) || stack(t, g, "p4") != nil {
		t.Error("playing on the clone changed the original")
	}
	c.Undo()
	c.Undo()
	if c.Phase() != PhaseRoll || g.Phase() != PhaseMove {
		t.Errorf("clone phase %v, original phase %v", c.Phase(), g.Phase())
	}
}

func TestUndoAtTheStartDoesNothing(t *testing.T) {
	g := newGame(t, DefaultTrack, 2)
	before := g.st
	g.Undo()
	if g.st != before {
		t.Error("undo at the start changed the game")
	}
	if _, ok := g.LastMove(); ok {
		t.Error("a last move at the start")
	}
	play(t, g, "+i3")
	if m, ok := g.LastMove(); !ok || m.String() != "+i3" {
		t.Errorf("last move %v", m)
	}
}

func TestSquareNames(t *testing.T) {
	for _, tc := range []struct {
		name string
		ok   bool
	}{{"a1", true}, {"p12", true}, {"z26", true}, {"a0", false}, {"a01", false}, {"A1", false}, {"a", false}, {"a+1", false}, {"a27", false}, {"1a", false}} {
		s, err := ParseSquare(tc.name)
		if (err == nil) != tc.ok {
			t.Errorf("ParseSquare(%q): %v", tc.name, err)
		}
		if err == nil && s.String() != tc.name {
			t.Errorf("%q reads back as %q", tc.name, s)
		}
	}
	tr := mustTrack(t, DefaultTrack)
	if s := tr.At(0, 0); s.String() != "a12" {
		t.Errorf("top-left square is %v", s)
	}
	if r, c := tr.RowCol(sq(t, "p1")); r != 11 || c != 15 {
		t.Errorf("p1 is at row %d, column %d", r, c)
	}
	if tr.Contains(sq(t, "q1")) || tr.Contains(sq(t, "a13")) || tr.Kind(sq(t, "q1")) != Outside {
		t.Error("squares beyond the drawing are on it")
	}
	// Below the drawing (rows past the last, as At gives them): not on it,
	// and asking about it is no crash.
	below := tr.At(tr.Rows()+1, 0)
	g := newGame(t, DefaultTrack, 2)
	if tr.Contains(below) || tr.Kind(below) != Outside || g.Stack(below) != nil {
		t.Errorf("%v below the drawing counts as on it", below)
	}
}

func TestNotation(t *testing.T) {
	sq := func(name string) Square { s, _ := ParseSquare(name); return s }
	for _, tc := range []struct {
		move Move
		want string
	}{
		{Move{Kind: PlaceMove, To: sq("i2")}, "+i2"},
		{Move{Kind: RollMove}, "roll"},
		{Move{Kind: FaceMove, Figure: Knight}, "roll:N"},
		{Move{Kind: PieceMove, Figure: Rook, From: sq("c2"), To: sq("c4")}, "c2-c4"},
		{Move{Kind: PieceMove, Figure: Rook, From: sq("c2"), To: sq("c4"), Capture: true}, "c2xc4"},
		{Move{Kind: PieceMove, Figure: Pawn, Enter: true, From: sq("i2"), To: sq("k2")}, "+i2-k2"},
		{Move{Kind: PieceMove, Figure: Queen, Promoted: true, From: sq("c2"), To: sq("c4")}, "Q:c2-c4"},
		{Move{Kind: PieceMove, Figure: Queen, Promoted: true, Enter: true, From: sq("i2"), To: sq("k2")}, "Q:+i2-k2"},
		{Move{Kind: PieceMove, Figure: Knight, Promoted: true, Pull: true, From: sq("c2"), To: sq("d4"), Capture: true}, "pull:N:c2xd4"},
		{Move{Kind: TileMove, Tile: Block, To: sq("e7")}, "block@e7"},
		{Move{Kind: TileMove, Tile: Mud1, To: sq("c4"), Arrow: East}, "mud1@c4>"},
		{Move{Kind: TileMove, Tile: Mud2, To: sq("c4"), Arrow: South}, "mud2@c4v"},
		{Move{Kind: TileMove, Tile: Mud2, Remove: true}, "mud2-"},
		{Move{Kind: SkipMove}, "skip"},
	} {
		if got := tc.move.String(); got != tc.want {
			t.Errorf("%+v is written %q, want %q", tc.move, got, tc.want)
		}
	}
}

// Figure tells the board how the player moved while the turn goes on: a
// king chosen with the halves before the tile action, the capturing figure
// until the die is rolled again.
func TestFigureFollowsTheTurn(t *testing.T) {
	g := arrange(t, 2, 0, NoFigure, "k2:0", "k4:1")
	g.st.halves[0] = 2
	g.startTurn()
	play(t, g, "K:k2-l2")
	if g.Phase() != PhaseTile || g.Figure() != King {
		t.Errorf("after a king chosen with the halves: phase %v, figure %v", g.Phase(), g.Figure())
	}
	play(t, g, "skip")
	if g.Figure() != NoFigure {
		t.Errorf("the next player's turn starts with figure %v", g.Figure())
	}

	g = arrange(t, 2, 0, Rook, "k2:0", "k3:1")
	play(t, g, "k2xk3")
	if g.Phase() != PhaseReroll || g.Figure() != Rook {
		t.Errorf("after a rook's capture: phase %v, figure %v", g.Phase(), g.Figure())
	}
	play(t, g, "roll:N")
	if g.Figure() != Knight {
		t.Errorf("rolled again a knight, figure %v", g.Figure())
	}
}
