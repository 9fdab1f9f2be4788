package view_test

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules"
	"boardshelf/ui/board"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// steps is a game of pieces on 3x3 squares, small enough to see whole:
// a piece steps one square forward onto an empty one, or one diagonally
// forward onto the other player's piece, which ends the game. White (seat
// 0) moves up the board, Black down.
type steps struct {
	pieces  map[cell]int // seat of the piece on each square
	turn    int
	history []step
	won     int // the seat that captured; -1 while the game goes on
}

type cell struct{ f, r int }

func (c cell) String() string { return fmt.Sprintf("%c%d", 'a'+c.f, c.r+1) }

type step struct {
	from, to cell
	took     bool
}

func (s step) String() string { return s.from.String() + "-" + s.to.String() }

// newSteps: White on a1, c1 and c2 (c1 is stuck behind c2), Black on a3
// and b3.
func newSteps() *steps {
	return &steps{pieces: map[cell]int{{0, 0}: 0, {2, 0}: 0, {2, 1}: 0, {0, 2}: 1, {1, 2}: 1}, won: -1}
}

func (g *steps) Players() int { return 2 }
func (g *steps) Turn() int    { return g.turn }

func (g *steps) Moves() []rules.Move {
	var out []rules.Move
	for sq := range g.pieces {
		for _, m := range g.MovesFrom(sq) {
			out = append(out, m)
		}
	}
	return out
}

func (g *steps) MovesFrom(from cell) []step {
	seat, ok := g.pieces[from]
	if !ok || seat != g.turn || g.won >= 0 {
		return nil
	}
	ahead := 1 - 2*seat
	var out []step
	if to := (cell{from.f, from.r + ahead}); to.r >= 0 && to.r < 3 {
		if _, taken := g.pieces[to]; !taken {
			out = append(out, step{from, to, false})
		}
	}
	for _, side := range []int{-1, 1} {
		to := cell{from.f + side, from.r + ahead}
		if other, taken := g.pieces[to]; taken && other != seat {
			out = append(out, step{from, to, true})
		}
	}
	return out
}

func (g *steps) Play(m rules.Move) error {
	s, ok := m.(step)
	if !ok || !slices.Contains(g.MovesFrom(s.from), s) {
		return fmt.Errorf("%v is not a legal move", m)
	}
	g.pieces[s.to] = g.pieces[s.from]
	delete(g.pieces, s.from)
	if s.took {
		g.won = g.turn
	}
	g.history = append(g.history, s)
	g.turn = 1 - g.turn
	return nil
}

func (g *steps) Undo() {}

func (g *steps) Status() rules.Status {
	if g.won < 0 {
		return rules.Status{}
	}
	return rules.Status{Over: true, Winners: []int{g.won}}
}

func (g *steps) Clone() rules.Game { return g }

// The answers the pieces ask for (view.PieceRules).
func (g *steps) Square(b board.Square) cell { return cell{b.File, b.Rank} }
func (g *steps) To(m step) cell             { return m.to }
func (g *steps) Piece(sq cell) (int, rules.Word, bool) {
	seat, ok := g.pieces[sq]
	return seat, "", ok
}

func (g *steps) WhyNot(from, to cell) rules.Explanation {
	return rules.Explain("a piece steps one square forward, or takes one diagonally forward")
}

// play shows a game of steps on a board in a window, its pieces moved by
// a Pieces.
func play(t *testing.T) (*view.Pieces[cell, step], *board.Board, *viewtest.Host[*steps]) {
	t.Helper()
	test.NewTempApp(t)
	g := newSteps()
	h := viewtest.New(t, g)
	h.Names = []string{"White", "Black"}
	b := board.New(3, 3)
	var p *view.Pieces[cell, step]
	redraw := func() {
		for f := range 3 {
			for r := range 3 {
				c := board.Cell{}
				if _, ok := g.pieces[cell{f, r}]; ok {
					c.Piece = fyne.NewStaticResource("piece.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>`))
				}
				b.SetCell(board.Square{File: f, Rank: r}, c)
			}
		}
		p.Targets()
		b.Refresh()
	}
	p = view.NewPieces(h, view.PieceRules[cell, step](g), func(m step) { h.Play(m) }, redraw)
	p.Attach(b)
	redraw()
	w := test.NewWindow(b)
	w.Resize(fyne.NewSize(300, 300))
	t.Cleanup(w.Close)
	return p, b, h
}

func at(b *board.Board, s string) board.Square {
	return board.Square{File: int(s[0] - 'a'), Rank: int(s[1] - '1')}
}

func tap(b *board.Board, s string) { test.TapAt(b, b.SquareCentre(at(b, s))) }

// drag carries what is on square from to the point end, as the desktop
// driver reports it.
func drag(b *board.Board, from string, end fyne.Position) {
	start := b.SquareCentre(at(b, from))
	step := fyne.NewPos(start.X+(end.X-start.X)/4, start.Y+(end.Y-start.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: step}, Dragged: fyne.NewDelta(step.X-start.X, step.Y-start.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-step.X, end.Y-step.Y)})
	b.DragEnd()
}

func chosen(p *view.Pieces[cell, step]) string {
	if sq, ok := p.Chosen(); ok {
		return sq.String()
	}
	return ""
}

func targets(p *view.Pieces[cell, step]) []string {
	var out []string
	for _, m := range p.Targets() {
		out = append(out, m.to.String())
	}
	slices.Sort(out)
	return out
}

func TestAClickChoosesAPieceAndAClickOnItsTargetPlays(t *testing.T) {
	p, b, h := play(t)
	tap(b, "c2")
	if chosen(p) != "c2" || !slices.Equal(targets(p), []string{"b3", "c3"}) {
		t.Fatalf("after a click on c2: chosen %q, targets %v", chosen(p), targets(p))
	}
	tap(b, "c3")
	if h.Moves() != "c2-c3" || chosen(p) != "" {
		t.Errorf("a click on a target: played %q, chosen %q", h.Moves(), chosen(p))
	}
}

func TestAClickElsewhereLetsGo(t *testing.T) {
	p, b, h := play(t)
	tap(b, "a1")
	tap(b, "b2") // empty, and not a1's target
	if chosen(p) != "" || h.Moves() != "" || h.Said != "" {
		t.Errorf("a click on another square: chosen %q, played %q, said %q", chosen(p), h.Moves(), h.Said)
	}
	tap(b, "a1")
	tap(b, "a1") // the chosen piece again
	if chosen(p) != "" {
		t.Errorf("a second click on the chosen piece should let go, chosen %q", chosen(p))
	}
	tap(b, "a1")
	tap(b, "c2") // another piece of the player's
	if chosen(p) != "c2" || h.Moves() != "" {
		t.Errorf("a click on another own piece: chosen %q, played %q", chosen(p), h.Moves())
	}
	test.TapAt(b, fyne.NewPos(1, 1)) // beside the squares: nothing
	if chosen(p) != "c2" {
		t.Errorf("a click beside the squares changed the choice to %q", chosen(p))
	}
}

// A piece that cannot be chosen says why, with the seats named as the
// host names them.
func TestRefusalsNameTheSeats(t *testing.T) {
	p, b, h := play(t)
	tap(b, "b3")
	if chosen(p) != "" || h.Said != "That is Black's piece; White is to move" {
		t.Errorf("a click on the other player's piece: chosen %q, said %q", chosen(p), h.Said)
	}
	tap(b, "c1")
	if chosen(p) != "" || h.Said != "The piece on c1 has no legal move" {
		t.Errorf("a click on a stuck piece: chosen %q, said %q", chosen(p), h.Said)
	}
	h.Said = ""
	drag(b, "c1", b.SquareCentre(at(b, "b2")))
	if _, dragging := b.Dragging(); dragging || h.Said != "The piece on c1 has no legal move" {
		t.Errorf("dragging a stuck piece: dragging %v, said %q", dragging, h.Said)
	}
	h.Said = ""
	drag(b, "a3", b.SquareCentre(at(b, "a2"))) // the other player's: no drag, no word
	if h.Moves() != "" || h.Said != "" || chosen(p) != "" {
		t.Errorf("dragging the other player's piece: played %q, said %q, chosen %q", h.Moves(), h.Said, chosen(p))
	}
}

func TestDragAndDrop(t *testing.T) {
	p, b, h := play(t)
	var told []string
	p.OnChoose = func(sq cell) { told = append(told, sq.String()) }
	drag(b, "c2", b.SquareCentre(at(b, "b3")))
	if h.Moves() != "c2-b3" || chosen(p) != "" {
		t.Errorf("dropped on its target: played %q, chosen %q", h.Moves(), chosen(p))
	}
	if !slices.Equal(told, []string{"c2"}) {
		t.Errorf("the view was told of %v, want the piece picked up, c2", told)
	}
}

func TestADropWhereThePieceMayNotGoSaysWhy(t *testing.T) {
	p, b, h := play(t)
	drag(b, "c2", b.SquareCentre(at(b, "a2")))
	if h.Moves() != "" || chosen(p) != "" || h.Said != "c2 to a2: a piece steps one square forward, or takes one diagonally forward" {
		t.Errorf("a refused drop: played %q, chosen %q, said %q", h.Moves(), chosen(p), h.Said)
	}
	drag(b, "c2", fyne.NewPos(-2000, 40))
	if h.Moves() != "" || chosen(p) != "" || h.Said != "Dropped off the board: the piece goes back" {
		t.Errorf("dropped off the board: played %q, chosen %q, said %q", h.Moves(), chosen(p), h.Said)
	}
	if b.Cell(at(b, "c2")).Piece == nil {
		t.Error("the piece did not go back to c2")
	}
}

// Picked up and put back, a piece stays chosen, as after a click; a click
// on a target then plays.
func TestAPiecePutBackStaysChosen(t *testing.T) {
	p, b, h := play(t)
	drag(b, "a1", b.SquareCentre(at(b, "a1")))
	if chosen(p) != "a1" || h.Moves() != "" {
		t.Fatalf("put back: chosen %q, played %q", chosen(p), h.Moves())
	}
	tap(b, "a2")
	if h.Moves() != "a1-a2" {
		t.Errorf("then a click on a2 played %q", h.Moves())
	}
}

// A hint chooses its piece and lasts while that piece stays chosen.
func TestAHintLastsWhileItsPieceIsChosen(t *testing.T) {
	p, b, _ := play(t)
	take := step{cell{2, 1}, cell{1, 2}, true}
	p.Hint(take.from, take)
	if m, ok := p.Hinted(); !ok || m != take || chosen(p) != "c2" {
		t.Fatalf("after the hint: %v %v, chosen %q", m, ok, chosen(p))
	}
	drag(b, "c2", b.SquareCentre(at(b, "c2"))) // picked up and put back
	if _, ok := p.Hinted(); !ok {
		t.Error("the hint went when its piece was picked up and put back")
	}
	tap(b, "a1")
	if _, ok := p.Hinted(); ok || chosen(p) != "a1" {
		t.Errorf("another piece chosen (%q), the hint should go", chosen(p))
	}
	tap(b, "c2")
	if _, ok := p.Hinted(); ok {
		t.Error("the hint came back")
	}
}

// Once the game is over the pieces stay where they are.
func TestNothingMovesOnceTheGameIsOver(t *testing.T) {
	p, b, h := play(t)
	tap(b, "c2")
	tap(b, "b3") // takes: White wins
	tap(b, "a3")
	tap(b, "a1")
	drag(b, "a1", b.SquareCentre(at(b, "a2")))
	if h.Moves() != "c2-b3" || chosen(p) != "" {
		t.Errorf("after the end: played %q, chosen %q", h.Moves(), chosen(p))
	}
	p.Choose(cell{0, 0})
	if len(p.Targets()) != 0 || chosen(p) != "" {
		t.Error("a choice should lapse when the player may not move")
	}
}

// What the pieces say is said in the language Boardshelf speaks: the
// seats as the host names them, the rules' explanation translated.
func TestThePiecesSpeakTheLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.Use("en") })
	i18n.Use("fr")
	p, b, h := play(t)
	h.Names = []string{"Blanc", "Noir"}
	tap(b, "b3")
	if chosen(p) != "" || h.Said != "Cette pièce est à Noir ; c’est à Blanc de jouer" {
		t.Errorf("a click on the other player's piece says %q", h.Said)
	}
	tap(b, "c1")
	if h.Said != "La pièce en c1 n’a aucun coup légal" {
		t.Errorf("a click on a stuck piece says %q", h.Said)
	}
	drag(b, "c2", fyne.NewPos(-50, -50))
	if h.Said != "Lâchée hors du plateau : la pièce revient" {
		t.Errorf("a drop off the board says %q", h.Said)
	}
}
