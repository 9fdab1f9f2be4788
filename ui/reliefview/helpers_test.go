package reliefview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the play screen.
type host = viewtest.Host[*terrace.Game]

// newHost is a host for g that names the seats by their colours, as the
// play screen does, and redraws v after every move.
func newHost(t testing.TB, g *terrace.Game, seats []setups.Seat) *host {
	h := viewtest.New(t, g)
	for _, s := range seats {
		h.Names = append(h.Names, view.Capitalised(s.Colour))
	}
	return h
}

// newView shows a setup in relief in a window of the size given.
func newView(t testing.TB, setup string, size fyne.Size) (*View, *host, fyne.Window) {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, err := s.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	h := newHost(t, g.(*terrace.Game), s.Seats)
	v := New(h.Game, s.Seats, h)
	h.View = v
	w := test.NewWindow(v.Object())
	w.Resize(size)
	t.Cleanup(w.Close)
	return v, h, w
}

func sq(s string) terrace.Square {
	q, err := terrace.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// tap clicks the middle of a square's top.
func tap(v *View, s string) { test.TapAt(v.relief, v.relief.centre(sq(s))) }
