package play

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/rules/terrace"
	"boardshelf/ui/board"
)

// Every game's board turns for the player looking at it (Terrace by
// quarter turns, the others by half turns) and is still played by clicks
// on its squares; with people only at the table it can turn to each player
// in turn.

// boardOf is the board of the view on screen.
func (u *App) boardOf(t *testing.T) *board.Board {
	t.Helper()
	b, ok := u.play.View().(interface{ Board() *board.Board })
	if !ok {
		t.Fatalf("the %T has no board", u.play.View())
	}
	return b.Board()
}

func TestEveryBoardTurns(t *testing.T) {
	for _, c := range []struct {
		setup string
		step  int
		piece string // a piece of the first seat's, and its targets
		moves []string
	}{
		{"terrace/long", 1, "c2", []string{"a3", "b3", "c3", "d3", "xb1"}},
		{"terachess/standard", 2, "h4", []string{"h5", "h6"}},
		{"sixmaking/standard", 2, "", nil},
		{"chessrace/classic", 2, "", nil},
	} {
		t.Run(c.setup, func(t *testing.T) {
			u := start(t, c.setup)
			b := u.boardOf(t)
			a1 := board.Square{}
			before := b.SquareCentre(a1)
			if u.play.View().TurnStep() == 0 {
				t.Fatal("the board cannot be turned")
			}
			if item := menuItem(u, "Turn the board"); item == nil || item.Action == nil {
				t.Fatal("no Play > Turn the board")
			} else {
				item.Action()
			}
			if b.Turn() != c.step || u.play.BoardTurn() != c.step {
				t.Fatalf("one turn turned the board by %d quarters, want %d", b.Turn(), c.step)
			}
			after := b.SquareCentre(a1)
			if after == before {
				t.Error("a1 is drawn where it was")
			}
			if c.piece != "" {
				tapAt(b, anySquare(c.piece))
				if got := chessMarks(b); !slices.Equal(got, c.moves) {
					t.Errorf("on the turned board %s's targets are %v, want %v", c.piece, got, c.moves)
				}
			}
			for range 4 / c.step {
				u.play.TurnBoard()
			}
			if b.Turn() != c.step {
				t.Errorf("turned round once more, the board stands at %d", b.Turn())
			}
		})
	}
}

func TestTheBoardTurnsToThePlayerToMove(t *testing.T) {
	u := start(t, "terrace/four-player")
	u.options.TurnToPlayer = true
	u.play.Refresh()
	g, b := u.terrace(t)
	home := map[int]board.Square{} // where each seat's T starts, on its side of the table
	for f := range 6 {
		for r := range 6 {
			if pc, ok := g.At(terrace.Square{File: f, Rank: r}); ok && pc.T {
				home[pc.Seat] = board.Square{File: f, Rank: r}
			}
		}
	}
	for seat := range 4 {
		if got := g.Turn(); got != seat {
			t.Fatalf("seat %d is to move, want %d", got, seat)
		}
		if at := b.SquareCentre(home[seat]); at.Y < b.Size().Height/2 {
			t.Errorf("seat %d to move: its T's square %v is drawn at %v, far from the player", seat, home[seat], at)
		}
		u.play.Play(g.Moves()[0])
	}
	u.play.TurnBoard() // by hand, between turns, it stays turned
	turned := b.Turn()
	u.play.Refresh()
	if b.Turn() != turned {
		t.Error("a redraw turned the board back against the player's turn")
	}
}

func TestNoTurningWithAComputerOrWithoutTheSetting(t *testing.T) {
	u := start(t, "terrace/long")
	g, b := u.terrace(t)
	u.play.Play(g.Moves()[0])
	if b.Turn() != 0 {
		t.Error("the board turned without the setting")
	}
	u, _ = startWith(t, "terrace/long", Player{}, Player{Computer: true})
	u.options.TurnToPlayer = true
	g, b = u.terrace(t)
	u.play.Play(g.Moves()[0])
	if b.Turn() != 0 {
		t.Error("the board turned to the computer")
	}
}

// menuItem is the item of the window's menus labelled label, or nil.
func menuItem(u *App, label string) *fyne.MenuItem {
	for _, m := range u.win.MainMenu().Items {
		for _, item := range m.Items {
			if item.Label == label {
				return item
			}
		}
	}
	return nil
}
