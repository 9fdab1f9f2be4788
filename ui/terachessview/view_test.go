package terachessview

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/ui/board"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the play screen.
type host = viewtest.Host[*terachess.Game]

// newHost is a host for g that names the seats as the play screen does.
func newHost(t testing.TB, g *terachess.Game) *host {
	h := viewtest.New(t, g)
	h.Names = []string{"White", "Black"}
	return h
}

// newView shows the starting position in a window of the given size.
func newView(t testing.TB, size fyne.Size) (*View, *host, fyne.Window) {
	test.NewTempApp(t)
	g := terachess.New()
	h := newHost(t, g)
	v := New(g, h)
	w := test.NewWindow(v.Object())
	w.Resize(size)
	return v, h, w
}

func TestHoverNamesThePiece(t *testing.T) {
	v, _, w := newView(t, fyne.NewSize(800, 800))
	defer w.Close()
	v.board.OnHover(board.Square{File: 7, Rank: 0}, true) // h1
	if !strings.HasPrefix(v.InfoText(), "White Star on h1") || !strings.Contains(v.InfoText(), "Slides along ranks, files and diagonals without capturing") {
		t.Errorf("hovering h1: %q", v.InfoText())
	}
	v.board.OnHover(board.Square{File: 7, Rank: 7}, true) // an empty square
	if v.InfoText() != "" {
		t.Errorf("hovering an empty square shows %q", v.InfoText())
	}
}

func TestGuideListsEveryKind(t *testing.T) {
	test.NewTempApp(t)
	entries := GuideEntries()
	if len(entries.Objects) != 24 {
		t.Fatalf("the guide has %d entries, want 24", len(entries.Objects))
	}
	text := strings.Join(labels(entries), "\n")
	for _, k := range terachess.Kinds() {
		if !strings.Contains(text, k.String()+" ("+string(k.Letter())+")") || !strings.Contains(text, k.Description().String()) {
			t.Errorf("the guide lacks the %s", k)
		}
	}
}

func labels(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		if l, ok := obj.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	}
	return out
}

// The measurements behind "no visible lag" on the 16x16 board: a
// selection (marks on the targets), a move (two squares and the last-move
// marks change) and a resize (every object laid out again) must each take
// well under a frame (16 ms).
func BenchmarkSelectAndClear(b *testing.B) {
	v, _, w := newView(b, fyne.NewSize(900, 900))
	defer w.Close()
	h4 := terachess.SquareAt(7, 3)
	for b.Loop() {
		v.pieces.Choose(h4)
		v.Update()
		v.pieces.LetGo()
		v.Update()
	}
}

func BenchmarkMoveAndTakeBack(b *testing.B) {
	v, _, w := newView(b, fyne.NewSize(900, 900))
	defer w.Close()
	m := v.game.MovesFrom(terachess.SquareAt(7, 3))[0]
	for b.Loop() {
		v.game.Play(m)
		v.Update()
		v.game.Undo()
		v.Update()
	}
}

func BenchmarkResize(b *testing.B) {
	v, _, w := newView(b, fyne.NewSize(900, 900))
	defer w.Close()
	sizes := []fyne.Size{fyne.NewSize(700, 650), fyne.NewSize(1000, 900)}
	i := 0
	for b.Loop() {
		w.Resize(sizes[i%2])
		i++
	}
	if v.board.Geometry().Cell == 0 {
		b.Fatal("the board was not laid out")
	}
}

// The piece card never covers the square pointed at nor its neighbours,
// wherever the square is, in windows of every shape, with the board either
// way up; when the window leaves room beside the squares it goes there.
func TestTheCardLeavesTheSquaresAroundFree(t *testing.T) {
	for _, area := range []fyne.Size{{Width: 560, Height: 500}, {Width: 800, Height: 800}, {Width: 480, Height: 760}, {Width: 1400, Height: 620}} {
		for _, card := range []fyne.Size{{Width: 300, Height: 120}, {Width: min(360, area.Width-8), Height: 170}} {
			for _, turn := range []int{0, 2} {
				g := board.Fit(area, terachess.Size, terachess.Size, turn)
				squares := g.Size()
				roomBeside := (area.Width-squares.Width)/2 >= card.Width+10
				for f := range terachess.Size {
					for r := range terachess.Size {
						sq := board.Square{File: f, Rank: r}
						p := place(card, area, g, sq)
						where := fmt.Sprintf("area %v, card %v, turned %d, square %v: card at %v", area, card, turn, sq, p)
						if p.X < 0 || p.Y < 0 || p.X+card.Width > area.Width || p.Y+card.Height > area.Height {
							t.Fatalf("%s: not inside the area", where)
						}
						for df := -1; df <= 1; df++ {
							for dr := -1; dr <= 1; dr++ {
								n := board.Square{File: f + df, Rank: r + dr}
								if n.File < 0 || n.Rank < 0 || n.File >= terachess.Size || n.Rank >= terachess.Size {
									continue
								}
								q := g.Pos(n)
								if p.X < q.X+g.Cell && q.X < p.X+card.Width && p.Y < q.Y+g.Cell && q.Y < p.Y+card.Height {
									t.Fatalf("%s: covers %v", where, n)
								}
							}
						}
						if roomBeside && p.X < g.Origin.X+squares.Width && g.Origin.X < p.X+card.Width {
							t.Fatalf("%s: over the squares, though there is room beside them", where)
						}
					}
				}
			}
		}
	}
}

// Hovering shows the card away from the piece and its neighbours.
func TestHoverCardStaysOffTheNeighbours(t *testing.T) {
	v, _, w := newView(t, fyne.NewSize(700, 600))
	defer w.Close()
	for _, s := range []board.Square{{File: 7, Rank: 1}, {File: 0, Rank: 0}, {File: 15, Rank: 14}, {File: 8, Rank: 15}} {
		v.board.OnHover(s, true)
		g, card := v.board.Geometry(), v.tip.card
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				n := board.Square{File: s.File + df, Rank: s.Rank + dr}
				if n.File < 0 || n.Rank < 0 || n.File >= terachess.Size || n.Rank >= terachess.Size {
					continue
				}
				q, p := g.Pos(n), card.Position()
				if p.X < q.X+g.Cell && q.X < p.X+card.Size().Width && p.Y < q.Y+g.Cell && q.Y < p.Y+card.Size().Height {
					t.Errorf("pointing at %v, the card at %v (%v) covers the square %+d%+d", s, p, card.Size(), df, dr)
				}
			}
		}
	}
}

// The move list marks check "+" and checkmate "#", promotions included;
// a quiet move has neither. The saved notation stays plain.
func TestMoveListMarksCheckAndMate(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []struct{ fen, move, want string }{
		{"k15/1R14/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "p1p16", "Rook p1-p16#"},
		{"k15/1R14/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "b15b16", "Rook b15-b16+"},
		{"k15/1R14/2K13/16/16/16/16/16/16/16/16/16/16/16/16/15R w -", "p1p2", "Rook p1-p2"},
		{"15k/2P13/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w -", "c15c16", "Pawn c15-c16=Q+"},
	} {
		g, err := terachess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		h := newHost(t, g)
		v := New(g, h)
		m, err := rules.ParseMove(g, c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.MoveText(m); got != c.want { // before it is played: a hint
			t.Errorf("%s offered: %q, want %q", c.move, got, c.want)
		}
		h.Play(m)
		v.Update()
		if got := v.MoveText(m); got != c.want {
			t.Errorf("%s played: %q, want %q", c.move, got, c.want)
		}
		if got := v.MoveTextAt(0, m); got != c.want {
			t.Errorf("%s played, at ply 0: %q, want %q", c.move, got, c.want)
		}
		if m.String() != c.move {
			t.Errorf("the notation of %s is %q", c.move, m)
		}
		g.Undo() // stepped back: the move still waits in the list, to redo
		v.Update()
		if got := v.MoveText(m); got != c.want {
			t.Errorf("%s taken back: %q, want %q", c.move, got, c.want)
		}
	}
}

// The same move played twice, giving check only the second time: the list
// tells them apart by their place in it.
func TestMoveListMarksARepeatedMoveByItsPlace(t *testing.T) {
	test.NewTempApp(t)
	g, err := terachess.ParseFEN("13k2/16/16/16/16/16/16/16/16/16/16/16/16/16/16/7K7R w -")
	if err != nil {
		t.Fatal(err)
	}
	h := newHost(t, g)
	v := New(g, h)
	var line []rules.Move
	for _, s := range []string{"p1o1", "n16n15", "o1p1", "n15o16", "p1o1"} {
		m, err := rules.ParseMove(g, s)
		if err != nil {
			t.Fatal(err)
		}
		h.Play(m)
		v.Update()
		line = append(line, m)
	}
	if line[0] != line[4] {
		t.Fatalf("%#v and %#v differ", line[0], line[4])
	}
	if got := v.MoveTextAt(0, line[0]); got != "Rook p1-o1" {
		t.Errorf("the first p1o1: %q", got)
	}
	if got := v.MoveTextAt(4, line[4]); got != "Rook p1-o1+" {
		t.Errorf("the second p1o1: %q", got)
	}
	if got := v.MoveText(line[4]); got != "Rook p1-o1+" {
		t.Errorf("p1o1 without its place: %q, want the latest, with check", got)
	}
}

// A hint chooses its piece and lights the square it goes to; choosing
// another piece puts the hint away.
func TestHintShowsItsSquare(t *testing.T) {
	v, h, w := newView(t, fyne.NewSize(800, 800))
	defer w.Close()
	m, err := rules.ParseMove(h.Game, "d3e5")
	if err != nil {
		t.Fatal(err)
	}
	v.ShowHint(m)
	tint := func(s string) any {
		sq, _ := terachess.ParseSquare(s)
		return v.board.Cell(board.Square{File: sq.File(), Rank: sq.Rank()}).Tint
	}
	if tint("d3") != selectedTint || tint("e5") != selectedTint || tint("c5") != nil {
		t.Errorf("after the hint d3e5: d3 %v, e5 %v, c5 %v", tint("d3"), tint("e5"), tint("c5"))
	}
	v.pieces.Tapped(board.Square{File: 7, Rank: 3}) // h4, a White Pawn
	if tint("e5") != nil {
		t.Error("the hint stays lit after another piece was chosen")
	}
}

// The last move stays lit when the game then ends by the players' word.
func TestLastMoveStaysAfterAnAgreement(t *testing.T) {
	for _, a := range []rules.Agreement{rules.Draw, rules.Resign} {
		v, h, w := newView(t, fyne.NewSize(800, 800))
		m, err := rules.ParseMove(h.Game, "d3e5")
		if err != nil {
			t.Fatal(err)
		}
		h.Play(m)
		h.Play(a)
		v.Update()
		for _, s := range []board.Square{{File: 3, Rank: 2}, {File: 4, Rank: 4}} {
			if got := v.board.Cell(s).Tint; got != lastMoveTint {
				t.Errorf("after d3e5 and %s, %v is tinted %v", a, s, got)
			}
		}
		w.Close()
	}
}

// A long game's move list: the redraw of every line costs a look-up, and
// a move played (Update) one check test.
func BenchmarkMoveListLines(b *testing.B) {
	v, h, w := newView(b, fyne.NewSize(900, 900))
	defer w.Close()
	var line []rules.Move
	for range 300 {
		moves := h.Game.Moves()
		if len(moves) == 0 {
			break
		}
		m := moves[len(line)*7919%len(moves)]
		h.Play(m)
		v.Update()
		line = append(line, m)
	}
	b.ResetTimer()
	for b.Loop() {
		for _, m := range line {
			_ = v.MoveText(m)
		}
	}
}
