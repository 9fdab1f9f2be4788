package terrace

import (
	"slices"
	"testing"
)

// A four-player position where green's 2 on b5 can take black's T on c4.
var outOfTurnBoard = `
6 | .  .  .  .  .  .
5 | .  C2 .  .  .  DT
4 | CT .  BT .  .  .
3 | .  .  .  .  .  .
2 | .  .  .  .  .  .
1 | .  AT .  .  .  .`

func TestMovesOfASeatNotToMove(t *testing.T) {
	pieces := diagram(outOfTurnBoard)
	g := start(t, Position{Size: 6, Players: 4, Pieces: pieces})
	for seat := range 4 {
		own := start(t, Position{Size: 6, Players: 4, Pieces: pieces, First: seat})
		got, want := notations(g.AppendMovesOf(seat, nil)), notations(own.AppendMoves(nil))
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("seat %d's moves out of turn: %v, want %v", seat, got, want)
		}
	}
	if got := g.AppendMovesOf(4, nil); len(got) > 0 {
		t.Errorf("a seat that is not in the game has moves: %v", got)
	}
}

func TestPlayOutOfTurnAndUndo(t *testing.T) {
	g := start(t, Position{Size: 6, Players: 4, Pieces: diagram(outOfTurnBoard)})
	board := slices.Clone(g.board)
	takeBlacksT := Move{From: sq("b5"), To: sq("c4"), Capture: true}
	// PlayListedOutOfTurn, for searches, plays the same without a check.
	plays := map[string]func(Move, int) error{
		"PlayOutOfTurn":       g.PlayOutOfTurn,
		"PlayListedOutOfTurn": func(m Move, next int) error { g.PlayListedOutOfTurn(m, next); return nil },
	}
	for _, tc := range []struct {
		play           string
		next, wantTurn int
	}{
		{"PlayOutOfTurn", 0, 0},
		{"PlayOutOfTurn", 1, 2}, // black is out: the move passes to green
		{"PlayOutOfTurn", 3, 3},
		{"PlayListedOutOfTurn", 0, 0},
		{"PlayListedOutOfTurn", 1, 2},
		{"PlayListedOutOfTurn", 3, 3},
	} {
		if err := plays[tc.play](takeBlacksT, tc.next); err != nil {
			t.Fatalf("green takes black's T out of turn: %v", err)
		}
		if g.Turn() != tc.wantTurn || !g.Eliminated(1) || len(g.AppendMovesOf(1, nil)) > 0 {
			t.Errorf("%s: after the capture handing on to %d: seat %d to move, black out %v", tc.play, tc.next, g.Turn(), g.Eliminated(1))
		}
		if pc, _ := g.At(sq("c4")); pc != (Piece{Seat: 2, Size: 2}) {
			t.Errorf("c4 holds %+v, want green's 2", pc)
		}
		g.Undo()
		if g.Turn() != 0 || g.Eliminated(1) || !slices.Equal(g.board, board) {
			t.Errorf("after Undo: seat %d to move (want 0), black out %v, board changed %v", g.Turn(), g.Eliminated(1), !slices.Equal(g.board, board))
		}
	}
	for _, bad := range []Move{{From: sq("d3"), To: sq("d4")}, {From: sq("b5"), To: sq("e2")}} {
		if err := g.PlayOutOfTurn(bad, 0); err == nil {
			t.Errorf("%v was played out of turn", bad)
		}
		if g.Turn() != 0 || len(g.History()) > 0 {
			t.Errorf("a refused %v left seat %d to move and %d moves played", bad, g.Turn(), len(g.History()))
		}
	}
}

// A piece on c3 (level 2 of 6x6) is taken from its diagonal neighbours a
// level up, b4 and d2, not from d4 (level 2) or b2 (level 1); on a low
// corner only from the one diagonal neighbour.
func TestTakers(t *testing.T) {
	for s, want := range map[string]string{"c3": "b4 d2", "a1": "b2", "f6": "e5"} {
		if got := notations(Takers(6, sq(s))); !slices.Equal(got, sorted(want)) {
			t.Errorf("takers of %s: %v, want %v", s, got, want)
		}
	}
	if got := Takers(6, Square{File: 9, Rank: 9}); got != nil {
		t.Errorf("a square off the board has takers %v", got)
	}
}
