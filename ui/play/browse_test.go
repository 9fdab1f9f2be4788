package play

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/ui/view/viewtest"
)

// playRandom plays n seeded random legal moves through the play screen,
// as clicks would (die rolls included).
func playRandom(t *testing.T, p *Screen, n int, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 2))
	for range n {
		moves := p.game.Moves()
		if len(moves) == 0 {
			return
		}
		p.Play(moves[r.IntN(len(moves))])
	}
}

func TestBrowsingTheMoves(t *testing.T) {
	u := start(t, "terrace/long")
	p := u.play
	for _, m := range []string{"c2-d3", "e5-e4", "d1-e3", "b5-b4", "c1-c3"} {
		mv, err := rules.ParseMove(p.game, m)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(mv)
	}
	_, b := u.terrace(t)
	// A click on move 2, as the desktop driver delivers it.
	label, at := viewtest.LabelIn(u.win.Content(), "2. Black  e5-e4")
	if label == nil {
		t.Fatal("move 2 is not in the list")
	}
	viewtest.Click(t, u.win, at.Add(fyne.NewPos(10, label.Size().Height/2)))
	if p.At() != 2 || b.Cell(sq("e4")).Piece == nil || b.Cell(sq("e3")).Piece != nil {
		t.Fatalf("clicking move 2 should show the position after it: at %d", p.At())
	}
	key := func(name fyne.KeyName) { u.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyHome)
	if p.At() != 0 || b.Cell(sq("c2")).Piece == nil {
		t.Error("Home should show the start")
	}
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	key(fyne.KeyRight)
	key(fyne.KeyLeft)
	if p.At() != 2 {
		t.Errorf("three steps forward and one back: at %d", p.At())
	}
	key(fyne.KeyEnd)
	if p.At() != 5 || p.status.Text != "Black to move" {
		t.Errorf("End: at %d, %q", p.At(), p.status.Text)
	}
	// A new move from move 2 starts a new line; Undo brings the old one back.
	p.GoTo(2)
	tap(b, "a2")
	tap(b, "a3")
	if lineOf(p) != "c2-d3 e5-e4 a2-a3" {
		t.Errorf("the new line: %q", lineOf(p))
	}
	p.Undo()
	if lineOf(p) != "c2-d3 e5-e4 d1-e3 b5-b4 c1-c3" || p.At() != 2 {
		t.Errorf("undo should bring back the old line: %q at %d", lineOf(p), p.At())
	}
}
