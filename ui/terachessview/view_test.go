package terachessview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terachess"
	"boardshelf/ui/board"
)

// host stands in for the play screen.
type host struct {
	game   *terachess.Game
	said   string
	played []rules.Move
}

func (h *host) Play(m rules.Move) {
	if err := h.game.Play(m); err == nil {
		h.played = append(h.played, m)
	}
}
func (h *host) Say(msg string) { h.said = msg }
func (h *host) CanMove() bool  { return !h.game.Status().Over }

// newView shows the starting position in a window of the given size.
func newView(t testing.TB, size fyne.Size) (*View, *host, fyne.Window) {
	test.NewTempApp(t)
	g := terachess.New()
	h := &host{game: g}
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
		if !strings.Contains(text, k.String()+" ("+string(k.Letter())+")") || !strings.Contains(text, k.Description()) {
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
		v.selected = &h4
		v.Update()
		v.selected = nil
		v.Update()
	}
}

func BenchmarkMoveAndTakeBack(b *testing.B) {
	v, h, w := newView(b, fyne.NewSize(900, 900))
	defer w.Close()
	m := v.game.MovesFrom(terachess.SquareAt(7, 3))[0]
	for b.Loop() {
		h.Play(m)
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

func TestTheCardNeverCoversItsSquare(t *testing.T) {
	card, area := fyne.NewSize(300, 120), fyne.NewSize(560, 500)
	for _, sq := range []fyne.Position{{X: 10, Y: 10}, {X: 200, Y: 300}, {X: 520, Y: 460}, {X: 260, Y: 20}, {X: 120, Y: 470}} {
		const cell = 30
		p := place(card, area, sq, cell)
		overlaps := p.X < sq.X+cell && sq.X < p.X+card.Width && p.Y < sq.Y+cell && sq.Y < p.Y+card.Height
		inside := p.X >= 0 && p.Y >= 0 && p.X+card.Width <= area.Width && p.Y+card.Height <= area.Height
		if overlaps || !inside {
			t.Errorf("square at %v: card at %v (overlaps %v, inside %v)", sq, p, overlaps, inside)
		}
	}
}

// A hint chooses its piece and lights the square it goes to; choosing
// another piece puts the hint away.
func TestHintShowsItsSquare(t *testing.T) {
	v, h, w := newView(t, fyne.NewSize(800, 800))
	defer w.Close()
	m, err := rules.ParseMove(h.game, "d3e5")
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
	v.tapped(board.Square{File: 7, Rank: 3}) // h4, a White Pawn
	if tint("e5") != nil {
		t.Error("the hint stays lit after another piece was chosen")
	}
}
