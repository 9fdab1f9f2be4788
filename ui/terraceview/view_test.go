package terraceview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/board"
	"boardshelf/ui/view"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the play screen.
type host = viewtest.Host[*terrace.Game]

// newHost is a host for g that names the seats by their colours, as the
// play screen does.
func newHost(t *testing.T, g *terrace.Game, seats []setups.Seat) *host {
	h := viewtest.New(t, g)
	for _, s := range seats {
		h.Names = append(h.Names, view.Capitalised(s.Colour))
	}
	return h
}

func newView(t *testing.T, setup string) (*View, *host, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := s.NewGame()
	h := newHost(t, g.(*terrace.Game), s.Seats)
	v := New(h.Game, s.Seats, h)
	w := test.NewWindow(v.Object())
	w.Resize(fyne.NewSize(600, 600))
	t.Cleanup(w.Close)
	return v, h, w
}

func square(s string) board.Square {
	q, _ := terrace.ParseSquare(s)
	return board.Square{File: q.File, Rank: q.Rank}
}

func tap(v *View, s string) { test.TapAt(v.board, v.board.SquareCentre(square(s))) }

func TestCapturingOnesOwnTIsMarkedAndAsked(t *testing.T) {
	v, h, w := newView(t, "terrace/long")
	tap(v, "b2")
	if v.board.Cell(square("a1")).Mark != board.WarningMark || v.board.Cell(square("a3")).Mark != board.MoveMark {
		t.Fatalf("b2xa1 takes white's own T: marks %v and %v", v.board.Cell(square("a1")).Mark, v.board.Cell(square("a3")).Mark)
	}
	if !strings.Contains(h.Said, "amber ring on a1: taking your own T there loses") {
		t.Errorf("the ring is not explained: %q", h.Said)
	}
	tap(v, "a1")
	if len(h.Game.History()) != 0 {
		t.Fatal("the losing capture was played without asking")
	}
	question := overlay(w)
	if !strings.Contains(question, "White captures White's own T: White loses the game.") {
		t.Fatalf("the question: %q", question)
	}
	viewtest.Press(t, w, "Cancel")
	if len(h.Game.History()) != 0 {
		t.Fatal("Cancel played the move")
	}
	tap(v, "b2")
	tap(v, "a1")
	viewtest.Press(t, w, "Capture it")
	if st := h.Game.Status(); !st.Over || st.Reason != "white captured its own T" {
		t.Errorf("after confirming: %+v", st)
	}
}

func TestNoticeNamesThePlayerOut(t *testing.T) {
	test.NewTempApp(t)
	sq := func(s string) terrace.Square { q, _ := terrace.ParseSquare(s); return q }
	g, err := terrace.New(terrace.Position{Size: 6, Players: 3, Pieces: map[terrace.Square]terrace.Piece{
		sq("a1"): {Seat: 0, Size: 1, T: true}, sq("c2"): {Seat: 0, Size: 3},
		sq("b1"): {Seat: 1, Size: 1, T: true}, sq("a4"): {Seat: 1, Size: 2},
		sq("f6"): {Seat: 2, Size: 1, T: true}, sq("c6"): {Seat: 2, Size: 2},
	}})
	if err != nil {
		t.Fatal(err)
	}
	seats := []setups.Seat{{Colour: "white"}, {Colour: "red"}, {Colour: "black"}}
	v := New(g, seats, newHost(t, g, seats))
	w := test.NewWindow(v.Object())
	w.Resize(fyne.NewSize(600, 600))
	defer w.Close()
	tap(v, "c2")
	tap(v, "b1")
	if got := v.Notice(); !strings.HasPrefix(got, "Red is out") {
		t.Errorf("after red's T falls the notice is %q", got)
	}
	v.Update()
	if v.board.Cell(square("a4")).Piece != nil {
		t.Error("red's pieces are still drawn")
	}
	tap(v, "c6")
	tap(v, "d6")
	if strings.Contains(v.Notice(), "Red is out") {
		t.Errorf("the notice stays after the next move: %q", v.Notice())
	}
}

func overlay(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	return strings.Join(texts, "\n")
}

// pennants lists the pictures of the goal pennants the board draws, by
// name ("pennant-white-red.svg").
func pennants(v *View) []string {
	var names []string
	for _, o := range test.WidgetRenderer(v.board).Objects() {
		if img, ok := o.(*canvas.Image); ok && img.Resource != nil && strings.HasPrefix(img.Resource.Name(), "pennant-") {
			names = append(names, img.Resource.Name())
		}
	}
	slices.Sort(names)
	return names
}

// A player who resigns a 3-player game leaves the pennant of its goal;
// taking the resignation back puts it there again.
func TestPennantDropsAPlayerWhoIsOut(t *testing.T) {
	v, h, _ := newView(t, "terrace/three-player")
	start := []string{"pennant-black.svg", "pennant-white-red.svg"}
	if got := pennants(v); !slices.Equal(got, start) {
		t.Fatalf("at the start the pennants are %v, want %v", got, start)
	}
	tap(v, "e1")
	tap(v, "f1")
	v.Update()
	if err := h.Game.Play(rules.Resign); err != nil { // red resigns
		t.Fatal(err)
	}
	v.Update()
	if got, want := pennants(v), []string{"pennant-black.svg", "pennant-white.svg"}; !slices.Equal(got, want) {
		t.Errorf("after red resigned the pennants are %v, want %v", got, want)
	}
	h.Game.Undo()
	v.Update()
	if got := pennants(v); !slices.Equal(got, start) {
		t.Errorf("after the resignation was taken back the pennants are %v, want %v", got, start)
	}
}

// The last move stays lit when the game then ends by the players' word,
// and when a player resigns and the others play on.
func TestLastMoveStaysAfterAnAgreement(t *testing.T) {
	lit := func(v *View, squares ...string) bool {
		for _, s := range squares {
			if v.board.Cell(square(s)).Tint != lastMoveTint {
				return false
			}
		}
		return true
	}
	for _, a := range []rules.Agreement{rules.Draw, rules.Resign} {
		v, h, _ := newView(t, "terrace/long")
		tap(v, "e2")
		tap(v, "e3")
		v.Update()
		if !lit(v, "e2", "e3") {
			t.Fatal("e2-e3 is not lit")
		}
		if err := h.Game.Play(a); err != nil {
			t.Fatal(err)
		}
		v.Update()
		if !lit(v, "e2", "e3") {
			t.Errorf("after %s, e2-e3 is no longer lit", a)
		}
	}
	v, h, _ := newView(t, "terrace/three-player")
	tap(v, "e1")
	tap(v, "f1")
	v.Update()
	if err := h.Game.Play(rules.Resign); err != nil { // red resigns, black is to move
		t.Fatal(err)
	}
	v.Update()
	if !lit(v, "e1", "f1") {
		t.Error("after red resigned, white's e1-f1 is no longer lit")
	}
}

// "Terrace!" names the seat as a name: "Black's T", never "black's T".
func TestTerraceNoticeCapitalisesTheSeat(t *testing.T) {
	test.NewTempApp(t)
	sq := func(s string) terrace.Square { q, _ := terrace.ParseSquare(s); return q }
	for _, c := range []struct {
		pieces map[terrace.Square]terrace.Piece
		want   string
	}{
		{map[terrace.Square]terrace.Piece{ // b5 stands a level above c6
			sq("e1"): {Seat: 0, Size: 1, T: true}, sq("b5"): {Seat: 0, Size: 1},
			sq("c6"): {Seat: 1, Size: 1, T: true},
		}, "Terrace! Black's T can be captured"},
		{map[terrace.Square]terrace.Piece{
			sq("d1"): {Seat: 0, Size: 1, T: true}, sq("b5"): {Seat: 0, Size: 1},
			sq("c6"): {Seat: 1, Size: 1, T: true}, sq("e2"): {Seat: 1, Size: 1},
		}, "Terrace! White's and Black's Ts can be captured"},
	} {
		g, err := terrace.New(terrace.Position{Size: 6, Players: 2, Pieces: c.pieces})
		if err != nil {
			t.Fatal(err)
		}
		seats := []setups.Seat{{Colour: "white"}, {Colour: "black"}}
		v := New(g, seats, newHost(t, g, seats))
		if got := v.Notice(); got != c.want {
			t.Errorf("the notice is %q, want %q", got, c.want)
		}
	}
}
