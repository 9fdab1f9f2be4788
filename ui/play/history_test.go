package play

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/ui/board"
)

func TestMenuUndoAndRedoFollowTheGame(t *testing.T) {
	u := start(t, "terrace/short")
	item := func(label string) *fyne.MenuItem {
		for _, m := range u.win.MainMenu().Items {
			for _, it := range m.Items {
				if it.Label == label {
					return it
				}
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	if !item("Undo").Disabled || !item("Redo").Disabled {
		t.Error("Undo and Redo are offered before any move")
	}
	_, b := u.terrace(t)
	tap(b, "c1")
	tap(b, "c3")
	if item("Undo").Disabled || !item("Redo").Disabled {
		t.Error("after a move Undo should be offered, Redo not")
	}
	u.play.Undo()
	if !item("Undo").Disabled || item("Redo").Disabled {
		t.Error("after an undo Redo should be offered, Undo not")
	}
}

// The last move stays lit on the board when the game ends by the players'
// word, in every game.
func TestTheLastMoveStaysLitAfterADraw(t *testing.T) {
	for _, setup := range []string{"terrace/long", "terachess/standard", "sixmaking/standard", "chessrace/classic"} {
		u := start(t, setup)
		p := u.play
		playRandom(t, p, 4, 6)
		before := litSquares(p)
		if len(before) == 0 {
			t.Fatalf("%s: no square is lit after four moves", setup)
		}
		p.Play(rules.Draw)
		if after := litSquares(p); !slices.Equal(after, before) {
			t.Errorf("%s: lit %v before the draw, %v after it", setup, before, after)
		}
	}
}

// litSquares lists the squares of the board with a tint, in order.
func litSquares(p *Screen) []board.Square {
	b := boardOf(p.view)
	var lit []board.Square
	for f := range b.Files() {
		for r := range b.Ranks() {
			if s := (board.Square{File: f, Rank: r}); b.Cell(s).Tint != nil {
				lit = append(lit, s)
			}
		}
	}
	return lit
}

// boardOf is the board widget of a game's view.
func boardOf(v any) *board.Board { return v.(interface{ Board() *board.Board }).Board() }
