package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/keystest"
	"boardshelf/ui/view"
)

// The seam between the shell and the games: a fifth game, defined only
// here (its rules, its setup reader, its view and its descriptor), is
// played through the picker and the play screen with no change to the
// shell.

// Corners: two kings on a 3x3 board, White's on a1 and Black's on c3; a
// move is a king's step to an empty square; who reaches the other's
// corner first wins.
type corners struct {
	at      [2]int // the square of each king, file + 3*rank
	turn    int
	history []cornersMove
}

type cornersMove struct{ from, to int }

func cornersSquare(i int) string { return fmt.Sprintf("%c%d", 'a'+i%3, i/3+1) }

func (m cornersMove) String() string { return cornersSquare(m.from) + "-" + cornersSquare(m.to) }

func (g *corners) Players() int { return 2 }
func (g *corners) Turn() int    { return g.turn }

func (g *corners) Moves() []rules.Move {
	if g.Status().Over {
		return nil
	}
	var moves []rules.Move
	from := g.at[g.turn]
	for to := range 9 {
		df, dr := to%3-from%3, to/3-from/3
		if to != from && to != g.at[1-g.turn] && df*df <= 1 && dr*dr <= 1 {
			moves = append(moves, cornersMove{from, to})
		}
	}
	return moves
}

func (g *corners) Play(m rules.Move) error {
	for _, legal := range g.Moves() {
		if legal == m {
			g.history = append(g.history, legal.(cornersMove))
			g.at[g.turn] = legal.(cornersMove).to
			g.turn = 1 - g.turn
			return nil
		}
	}
	if _, ok := m.(rules.Agreement); ok {
		return errors.New("Corners takes no agreements")
	}
	return fmt.Errorf("%v is not a king's step to an empty square", m)
}

func (g *corners) Undo() {
	if n := len(g.history); n > 0 {
		g.turn = 1 - g.turn
		g.at[g.turn] = g.history[n-1].from
		g.history = g.history[:n-1]
	}
}

func (g *corners) Status() rules.Status {
	for seat, goal := range []int{8, 0} {
		if g.at[seat] == goal {
			return rules.Status{Over: true, Winners: []int{seat}, End: rules.Ending{Kind: "corner", Seat: seat, Other: -1},
				Reason: []string{"white", "black"}[seat] + " reached the far corner"}
		}
	}
	return rules.Status{}
}

func (g *corners) Clone() rules.Game {
	c := *g
	c.history = append([]cornersMove(nil), g.history...)
	return &c
}

// cornersView draws the kings on the board widget and plays a click on a
// king then on a square, or a king dragged there.
type cornersView struct {
	view.Plain
	game  *corners
	host  view.Host
	board *board.Board
	from  int // the king chosen, -1 for none
}

func (v *cornersView) Object() fyne.CanvasObject { return v.board }
func (v *cornersView) Notice() string            { return "" }

func (v *cornersView) Update() {
	for i := range 9 {
		c := board.Cell{Ground: theme.Color(theme.ColorNameButton)}
		for seat, at := range v.game.at {
			if at == i {
				c.Piece = []fyne.Resource{theme.RadioButtonIcon(), theme.RadioButtonCheckedIcon()}[seat]
			}
		}
		v.board.SetCell(board.Square{File: i % 3, Rank: i / 3}, c)
	}
	v.board.Refresh()
}

func (v *cornersView) move(from, to board.Square) {
	if v.host.CanMove() {
		v.host.Play(cornersMove{from.File + 3*from.Rank, to.File + 3*to.Rank})
	}
}

var cornersGame = view.Game{
	ID: "corners", Name: "Corners", Tagline: "Two kings race to each other's corner.", Picture: theme.GridIcon(),
	NewView: func(g rules.Game, _ *setups.Setup, host view.Host) (view.View, error) {
		v := &cornersView{game: g.(*corners), host: host, board: board.New(3, 3), from: -1}
		v.board.OnTapped = func(s board.Square) {
			if i := s.File + 3*s.Rank; v.from < 0 && i == v.game.at[v.game.turn] {
				v.from = i
				return
			}
			if from := v.from; from >= 0 {
				v.from = -1
				v.move(board.Square{File: from % 3, Rank: from / 3}, s)
			}
		}
		v.board.OnDragStart = func(s board.Square) bool { return s.File+3*s.Rank == v.game.at[v.game.turn] }
		v.board.OnDropped = func(from, to board.Square, ok bool) {
			if ok {
				v.move(from, to)
			}
		}
		v.Update()
		return v, nil
	},
}

func TestAFifthGameThroughTheSameSeam(t *testing.T) {
	setups.Register("corners", func(src setups.Source, s *setups.Setup) error {
		var f struct{ Game, Name, Description string }
		if err := src.Decode(&f); err != nil {
			return err
		}
		s.SetGame([]setups.Seat{{Colour: "white"}, {Colour: "black"}},
			func() (rules.Game, error) { return &corners{at: [2]int{0, 8}}, nil }, rules.Explain("3x3 board"), rules.Explain("2 players"))
		return nil
	})
	a := newTestApp(t)
	os.WriteFile(filepath.Join(userSetupsDir(a), "race.toml"), []byte("game = \"corners\"\nname = \"The race\"\n"), 0o644)
	u := StartWith(a, append(append([]view.Game{}, Shelf...), cornersGame), nil)
	u.win.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(u.win.Close)

	// Picked from the picker, like any game.
	u.picker.chooseGame("corners")
	if len(u.picker.setups) != 1 || u.picker.setups[0].Name != "The race" {
		t.Fatalf("the picker lists %v", u.picker.setups)
	}
	u.picker.startChosen()
	if u.play == nil || u.win.Title() != "Corners — The race — Boardshelf" {
		t.Fatalf("the game did not start: title %q", u.win.Title())
	}
	b := u.play.View().(*cornersView).board

	// White moves by clicks, Black by a drag; Undo and Redo by their keys.
	tapAt(b, board.Square{File: 0, Rank: 0})
	tapAt(b, board.Square{File: 1, Rank: 1})
	drag(b, "c3", "c2")
	if got := lineOf(u.play); got != "a1-b2 c3-c2" {
		t.Fatalf("played %q", got)
	}
	keystest.Press(u.win, "Ctrl+Z")
	keystest.Press(u.win, "Ctrl+Y")
	if u.play.At() != 2 || u.play.StatusLine() != "White to move" {
		t.Errorf("after undo and redo: at %d, %q", u.play.At(), u.play.StatusLine())
	}

	// The end: the shell knows no words for this game's ending, so it
	// says the rules' own, and names the winner.
	tapAt(b, board.Square{File: 1, Rank: 1})
	tapAt(b, board.Square{File: 2, Rank: 2})
	if text := overlayText(u.win); !strings.Contains(text, "White wins!") || !strings.Contains(text, "White reached the far corner") {
		t.Errorf("the end dialog says %q", text)
	}

	// Saved and opened again: the same game.
	name := filepath.Join(t.TempDir(), "race"+recordExt)
	u.writeRecord(u.play, name)
	u.showPicker()
	u.openFile(name)
	if u.play == nil || lineOf(u.play) != "a1-b2 c3-c2 b2-c3" || !u.play.Game().Status().Over {
		t.Errorf("the record opened as %q", lineOf(u.play))
	}
}
