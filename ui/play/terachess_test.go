package play

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"boardshelf/rules/terachess"
	"boardshelf/ui/board"
	"boardshelf/ui/terachessview"
)

func (u *App) terachess(t *testing.T) (*terachess.Game, *terachessview.View, *board.Board) {
	t.Helper()
	if u.play == nil {
		t.Fatal("no game is being played")
	}
	v := u.play.view.(*terachessview.View)
	return u.play.game.(*terachess.Game), v, v.Board()
}

func chessSquare(s string) board.Square { return anySquare(s) }

func tapChess(b *board.Board, s string) { tapAt(b, anySquare(s)) }

func chessMarks(b *board.Board) []string {
	var out []string
	for f := range b.Files() {
		for r := range b.Ranks() {
			name := terachess.SquareAt(f, r).String()
			switch b.Cell(board.Square{File: f, Rank: r}).Mark {
			case board.MoveMark:
				out = append(out, name)
			case board.CaptureMark:
				out = append(out, "x"+name)
			}
		}
	}
	slices.Sort(out)
	return out
}

// terachessSetup writes a one-position Terachess setup file.
func terachessSetup(t *testing.T, fen string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "position.toml")
	text := "game = \"terachess\"\nname = \"Position\"\nfen = \"" + fen + "\"\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestTerachessOpening(t *testing.T) {
	u := start(t, "terachess/standard")
	g, v, b := u.terachess(t)
	if b.Cell(chessSquare("i3")).Piece == nil || b.Cell(chessSquare("i14")).Piece == nil {
		t.Fatal("the Kings are not drawn")
	}
	// Light squares at the right end of each first rank, as in chess.
	if b.Cell(chessSquare("p1")).Ground == b.Cell(chessSquare("o1")).Ground {
		t.Error("the board is not checkered")
	}
	tapChess(b, "h4")
	if got := chessMarks(b); !slices.Equal(got, []string{"h5", "h6"}) {
		t.Errorf("the h-Pawn's targets: %v", got)
	}
	tapChess(b, "h6")
	if len(g.History()) != 1 || g.History()[0].String() != "h4h6" || u.play.status.Text != "Black to move" {
		t.Fatalf("after h4h6: %v, %q", g.History(), u.play.status.Text)
	}
	drag(b, "d3", "d5") // Black's turn: White's Knight cannot be dragged
	if len(g.History()) != 1 {
		t.Error("a White piece moved on Black's turn")
	}
	drag(b, "b14", "b12") // Black's Machine leaps two squares forward
	if len(g.History()) != 2 {
		t.Fatalf("dragging the Machine did not play: %v", g.History())
	}
	drag(b, "a1", "a5")
	if u.play.message.Text != "The Antelope on a1 has no legal move" {
		t.Errorf("dragging a blocked piece says %q", u.play.message.Text)
	}
	drag(b, "b3", "b7")
	if !strings.HasPrefix(u.play.message.Text, "b3 to b7: the Machine does not move that way") {
		t.Errorf("refused drop says %q", u.play.message.Text)
	}
	v.Board().OnHover(chessSquare("g1"), true)
	if !strings.HasPrefix(v.InfoText(), "White Rhinoceros on g1") || !strings.Contains(v.InfoText(), "Leaps as a Knight") {
		t.Errorf("hovering g1 shows %q", v.InfoText())
	}
}

func TestTerachessPromotionAndCheckmate(t *testing.T) {
	// White's Pawn on h15 promotes; then the Rook from p1 mates on p16.
	u := start(t, terachessSetup(t, "k15/1R5P8/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -"))
	g, _, b := u.terachess(t)
	tapChess(b, "h15")
	tapChess(b, "h16")
	if p := g.PieceAt(terachess.SquareAt(7, 15)); p.Kind() != terachess.Queen {
		t.Fatalf("h16 holds %v after the promotion", p)
	}
	if !strings.Contains(u.play.message.Text, "The Pawn promotes to Queen on h16") {
		t.Errorf("message %q", u.play.message.Text)
	}
	if got := u.play.describe(0, u.play.Line()[0]); got != "White  Pawn h15-h16=Q#" { // the new Queen mates at once
		t.Errorf("move list shows %q", got)
	}
	u.play.Undo()
	tapChess(b, "p1")
	tapChess(b, "p16")
	st := g.Status()
	if !st.Over || !slices.Equal(st.Winners, []int{0}) {
		t.Fatalf("p1p16 should mate: %+v", st)
	}
	if text := overlayText(u.win); !strings.Contains(text, "White wins!") || !strings.Contains(strings.ToLower(text), "checkmate") {
		t.Errorf("end dialog says %q", text)
	}
}

func TestTerachessCheckIsMarked(t *testing.T) {
	u := start(t, terachessSetup(t, "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14R w -"))
	g, _, b := u.terachess(t)
	tapChess(b, "p1")
	tapChess(b, "p16")
	if !g.InCheck() || u.play.notice.Text != "Check!" {
		t.Errorf("check: %v, notice %q", g.InCheck(), u.play.notice.Text)
	}
	if b.Cell(chessSquare("a16")).Tint == nil {
		t.Error("the King in check is not marked")
	}
}
