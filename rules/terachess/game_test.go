package terachess

import (
	"slices"
	"strings"
	"testing"

	"boardshelf/rules"
)

// state is everything a position holds, comparable with ==.
type state struct {
	board      [256]Piece
	side       Color
	ep         Square
	hasEP      bool
	kings      [2]Square
	counts     [2][kindLimit]int16
	present    [2]kindSet
	hash       uint64
	reversible int
	plies      int
	agreement  rules.Agreement
}

func snapshot(g *Game) state {
	return state{g.board, g.side, g.ep, g.hasEP, g.kings, g.counts, g.present, g.hash, g.reversible, len(g.played), g.agreement}
}

func TestCheckmate(t *testing.T) {
	tests := []struct {
		side   string
		pieces []string
		mate   string
		winner int
		reason string
	}{
		{"w", []string{"ka16", "Kc14", "Qb1"}, "b1b15", 0, "checkmate: white wins"},
		{"b", []string{"Ka1", "kc3", "qb16"}, "b16b2", 1, "checkmate: black wins"},
		// The Cannon mates over a white screen that the Knight guards.
		{"w", []string{"ki16", "ph16", "pj16", "ph15", "pj15", "Pi15", "Nh13", "Za5", "Ka1"}, "a5i5", 0, "checkmate: white wins"},
	}
	for _, tt := range tests {
		t.Run(tt.mate, func(t *testing.T) {
			g := position(t, tt.side, tt.pieces...)
			play(t, g, tt.mate)
			st := g.Status()
			if !st.Over || !slices.Equal(st.Winners, []int{tt.winner}) || st.Reason != tt.reason {
				t.Errorf("Status() = %+v, want %q won by seat %d", st, tt.reason, tt.winner)
			}
			if !g.InCheck() || len(g.Moves()) != 0 {
				t.Errorf("InCheck() = %v with %d moves", g.InCheck(), len(g.Moves()))
			}
			before := snapshot(g)
			if err := g.Play(rules.Draw); err == nil {
				t.Error("a draw was agreed after checkmate")
			}
			if snapshot(g) != before {
				t.Error("a refused Play changed the game")
			}
			g.Undo()
			if g.Status().Over {
				t.Error("still over after Undo")
			}
		})
	}
}

func TestStalemate(t *testing.T) {
	g := position(t, "w", "ka16", "Kc15", "Qb1")
	play(t, g, "b1b14")
	st := g.Status()
	if !st.Over || len(st.Winners) != 0 || st.Reason != "stalemate: draw" {
		t.Errorf("Status() = %+v, want a stalemate draw", st)
	}
	if g.InCheck() || len(g.Moves()) != 0 {
		t.Errorf("InCheck() = %v with %d moves", g.InCheck(), len(g.Moves()))
	}
}

func TestThirdRepetition(t *testing.T) {
	g := New()
	cycle := []string{"d3e5", "d14e12", "e5d3", "e12d14"}
	play(t, g, cycle...)
	if g.Repetitions() != 2 || g.Status().Over {
		t.Fatalf("after one cycle: %d occurrences, status %+v", g.Repetitions(), g.Status())
	}
	play(t, g, cycle[:3]...)
	if g.Status().Over {
		t.Fatal("over before the third occurrence")
	}
	play(t, g, cycle[3])
	st := g.Status()
	if !st.Over || len(st.Winners) != 0 || st.Reason != "third repetition: draw" {
		t.Fatalf("Status() = %+v, want a third-repetition draw", st)
	}
	if len(g.Moves()) != 0 || len(g.MovesFrom(sq(t, "d3"))) != 0 {
		t.Error("moves offered after the third repetition")
	}
	if _, err := rules.ParseMove(g, "d3e5"); err == nil {
		t.Error("a move parsed after the third repetition")
	}
	g.Undo()
	if g.Status().Over || len(g.Moves()) == 0 {
		t.Error("still over after Undo")
	}
}

// The same pieces with the other side to move are another position, and an
// en-passant right does not make a position different.
func TestRepetitionIdentity(t *testing.T) {
	white, _ := ParseFEN(StartFEN)
	black, _ := ParseFEN(StartFEN[:len(StartFEN)-3] + "b -")
	if white.Hash() == black.Hash() {
		t.Error("the side to move does not change the hash")
	}
	g := position(t, "b", "Ka1", "kp16", "ie14", "Pg4")
	play(t, g, "e14e12") // a Prince's double step: en passant on e13 possible
	if _, ok := g.EnPassant(); !ok {
		t.Fatal("no en-passant square after the Prince's double step")
	}
	withEP := g.SearchKey()
	cycle := []string{"a1a2", "e12e13", "a2a1", "e13e12"}
	play(t, g, cycle...)
	if g.SearchKey() == withEP {
		t.Error("SearchKey ignores the en-passant square")
	}
	play(t, g, cycle...)
	if st := g.Status(); st.Reason != "third repetition: draw" {
		t.Errorf("Status() = %+v, want a third-repetition draw", st)
	}
}

func TestAgreements(t *testing.T) {
	g := New()
	start := snapshot(g)
	if err := g.Play(rules.Resign); err != nil {
		t.Fatal(err)
	}
	st := g.Status()
	if !st.Over || !slices.Equal(st.Winners, []int{1}) || st.Reason != "white resigned" {
		t.Errorf("Status() = %+v after White resigned", st)
	}
	if len(g.Moves()) != 0 || g.Perft(1) != 0 {
		t.Error("moves offered after resignation")
	}
	if err := g.Play(rules.Draw); err == nil {
		t.Error("draw agreed after resignation")
	}
	g.Undo()
	if snapshot(g) != start || g.Status().Over {
		t.Error("Undo did not take the resignation back")
	}

	play(t, g, "h4h6")
	m, err := rules.ParseMove(g, "resign")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if st := g.Status(); !slices.Equal(st.Winners, []int{0}) || st.Reason != "black resigned" {
		t.Errorf("Status() = %+v after Black resigned", st)
	}
	g.Undo()
	if err := g.Play(rules.Draw); err != nil {
		t.Fatal(err)
	}
	if st := g.Status(); !st.Over || len(st.Winners) != 0 || st.Reason != "draw agreed" {
		t.Errorf("Status() = %+v after a draw was agreed", st)
	}
	g.Undo()
	g.Undo()
	if snapshot(g) != start {
		t.Error("Undo did not return to the start")
	}
	if err := g.Play(rules.Agreement("adjourn")); err == nil {
		t.Error("an unknown agreement was accepted")
	}
}

// Undo restores everything: pieces, side, en passant, hash, counts.
func TestUndoRestoresEverything(t *testing.T) {
	g := position(t, "w", "Kp1", "kp14", "Pe11", "pd13", "Pg15", "rh16", "Ob5", "xc12")
	var states []state
	var fens []string
	for _, mv := range []string{"b5c6", "d13d11", "e11d12", "c12b11", "g15h16", "b11c10", "c6b7"} {
		states = append(states, snapshot(g))
		fens = append(fens, g.FEN())
		play(t, g, mv)
	}
	for i := len(states) - 1; i >= 0; i-- {
		g.Undo()
		if snapshot(g) != states[i] {
			t.Fatalf("after undoing move %d: %s, want %s", i+1, g.FEN(), fens[i])
		}
	}
	g.Undo()
	if snapshot(g) != states[0] {
		t.Error("Undo at the start changed the game")
	}
}

func TestGameContract(t *testing.T) {
	g := New()
	if g.Players() != 2 || g.Turn() != 0 || g.SideToMove() != White {
		t.Fatalf("Players %d, Turn %d", g.Players(), g.Turn())
	}
	start := snapshot(g)
	for _, bad := range []rules.Move{
		Move{From: sq(t, "h4"), To: sq(t, "h7")},
		Move{From: sq(t, "h13"), To: sq(t, "h12")},
		(*Move)(nil),
		rules.Agreement("adjourn"),
		nil,
	} {
		if err := g.Play(bad); err == nil {
			t.Errorf("Play(%v) accepted", bad)
		}
		if snapshot(g) != start {
			t.Fatalf("Play(%v) changed the game", bad)
		}
	}
	// A move is found by its squares alone.
	if err := g.Play(Move{From: sq(t, "h4"), To: sq(t, "h6")}); err != nil {
		t.Fatal(err)
	}
	if g.Turn() != 1 || g.PieceAt(sq(t, "h6")) != NewPiece(White, Pawn) {
		t.Fatalf("after h4h6: Turn %d, h6 holds %v", g.Turn(), name(g.PieceAt(sq(t, "h6"))))
	}
	if last, ok := g.LastMove(); !ok || last.String() != "h4h6" || last.Piece != NewPiece(White, Pawn) {
		t.Errorf("LastMove() = %v, %v", last, ok)
	}
	m, err := rules.ParseMove(g, "d14e12")
	if err != nil || m.String() != "d14e12" {
		t.Fatalf("ParseMove(d14e12) = %v, %v", m, err)
	}

	c := g.Copy()
	if err := c.Play(m); err != nil {
		t.Fatal(err)
	}
	if g.Turn() != 1 || len(g.History()) != 1 {
		t.Error("playing on the clone changed the original")
	}
	c.Undo()
	c.Undo()
	if snapshot(c) != start {
		t.Error("the clone's history does not lead back to the start")
	}
	if _, ok := c.LastMove(); ok {
		t.Error("LastMove at the start")
	}
	var _ rules.Game = g.Clone()
}

func TestMovesMatchesMovesFrom(t *testing.T) {
	g := New()
	play(t, g, "h4h6", "h13h11")
	all := g.LegalMoves()
	var fromSquares []Move
	for s := range 256 {
		fromSquares = append(fromSquares, g.MovesFrom(Square(s))...)
	}
	if !slices.Equal(all, fromSquares) {
		t.Errorf("LegalMoves %v\nMovesFrom  %v", all, fromSquares)
	}
	if len(g.MovesFrom(sq(t, "h11"))) != 0 || len(g.MovesFrom(sq(t, "h7"))) != 0 {
		t.Error("moves from an enemy piece or an empty square")
	}
}

// Play checks a move by its squares against the rules of the piece on its
// first square and the safety of the King, and says why it refuses.
func TestPlayChecksLegality(t *testing.T) {
	g := position(t, "w", "Ke1", "Re2", "re16", "ka16", "Nb1")
	start := snapshot(g)
	for _, tt := range []struct{ from, to, want string }{
		{"e2", "d2", "not a legal move"},   // the Rook is pinned to its King
		{"b1", "b3", "not a legal move"},   // no Knight move
		{"e16", "e15", "not a legal move"}, // Black's Rook, White to move
		{"c5", "c6", "not a legal move"},   // an empty square
	} {
		err := g.PlayMove(Move{From: sq(t, tt.from), To: sq(t, tt.to)})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s%s: %v, want %q", tt.from, tt.to, err, tt.want)
		}
		if snapshot(g) != start {
			t.Fatalf("a refused %s%s changed the game", tt.from, tt.to)
		}
	}
	if err := g.PlayMove(Move{From: sq(t, "e2"), To: sq(t, "e16")}); err != nil || g.PieceAt(sq(t, "e16")) != NewPiece(White, Rook) {
		t.Errorf("e2e16 along the pin, taking the Rook: %v", err)
	}

	// After checkmate every move is refused as the game being over.
	g = position(t, "w", "ka16", "Kc14", "Qb1")
	play(t, g, "b1b15")
	if err := g.PlayMove(Move{From: sq(t, "a16"), To: sq(t, "a15")}); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("a move after checkmate: %v", err)
	}
}
