package reliefview

import (
	"image/color"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules"
	"boardshelf/rules/terrace"
	"boardshelf/setups"
	"boardshelf/ui/view"
)

// The board turns by quarter turns with the buttons and the keys, is told
// to whoever remembers it, and takes its coordinates round with it.
func TestTurningTheBoard(t *testing.T) {
	test.NewTempApp(t)
	v, _, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	var told []int
	v.OnTurn = func(n int) { told = append(told, n) }
	test.Tap(v.turns[1]) // clockwise
	if v.Turned() != 1 {
		t.Errorf("the clockwise button turned the board to %d", v.Turned())
	}
	for _, k := range []fyne.KeyName{fyne.KeyRightBracket, fyne.KeyRightBracket, fyne.KeyRightBracket, fyne.KeyLeftBracket} {
		if !v.TypedKey(&fyne.KeyEvent{Name: k}) {
			t.Errorf("%s was not taken", k)
		}
	}
	test.Tap(v.turns[0])
	if want := []int{1, 2, 3, 0, 3, 2}; !slices.Equal(told, want) {
		t.Errorf("the viewpoints told: %v, want %v", told, want)
	}
	if v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyA}) {
		t.Error("the view took a key it has no use for")
	}
	v.SetTurned(-1)
	if v.Turned() != 3 {
		t.Errorf("a quarter turn anticlockwise from White's view is viewpoint %d", v.Turned())
	}
	if told[len(told)-1] != 2 {
		t.Error("setting the viewpoint was told as the player's turn")
	}
}

// The files and ranks along the front and the right-hand edge, as the
// player sees them from each side of the table: the front from left to
// right, the right-hand edge from the front to the back.
func TestCoordinatesTurnWithTheBoard(t *testing.T) {
	for _, c := range []struct {
		turn         int
		front, right string
	}{
		{0, "abcdef", "123456"},
		{1, "123456", "fedcba"},
		{2, "fedcba", "654321"},
		{3, "654321", "abcdef"},
	} {
		var front, right []labelPlace
		for _, lp := range labelPlaces(6, c.turn) {
			if lp.out.Y > 0 {
				front = append(front, lp)
			} else {
				right = append(right, lp)
			}
		}
		sort.Slice(front, func(i, j int) bool { return front[i].at.X < front[j].at.X })
		sort.Slice(right, func(i, j int) bool { return right[i].at.Y > right[j].at.Y })
		if got := texts(front); got != c.front {
			t.Errorf("turned %d, the front reads %s, want %s", c.turn, got, c.front)
		}
		if got := texts(right); got != c.right {
			t.Errorf("turned %d, the right-hand edge reads %s, want %s", c.turn, got, c.right)
		}
	}
}

func texts(places []labelPlace) string {
	var b strings.Builder
	for _, p := range places {
		b.WriteString(p.text)
	}
	return b.String()
}

// The computer's piece slides to its square, rising over the steps it
// climbs or comes down, and lands; then the move is played.
func TestAComputerMoveSlides(t *testing.T) {
	test.NewTempApp(t)
	v, h, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	r := v.relief
	for _, c := range []struct{ from, to string }{{"b2", "b3"}, {"e2", "e3"}, {"c1", "a3"}} {
		from, to := sq(c.from), sq(c.to)
		z0, z1 := height(6, from), height(6, to)
		foot, lift := r.travel(from, to, 0)
		if start := r.geo.bases[index(6, from)]; math.Abs(foot.X-start.X) > 1e-9 || math.Abs(foot.Y-start.Y) > 1e-9 || lift != 0 {
			t.Errorf("%s-%s starts at %v lifted %g, not at %v", c.from, c.to, foot, lift, start)
		}
		if foot, lift := r.travel(from, to, 1); math.Hypot(foot.X-r.geo.bases[index(6, to)].X, foot.Y-r.geo.bases[index(6, to)].Y) > 1e-6 || math.Abs(lift) > 1e-9 {
			t.Errorf("%s-%s ends at %v lifted %g", c.from, c.to, foot, lift)
		}
		_, mid := r.travel(from, to, 0.5)
		under := terrace.Square{File: int(float64(from.File) + 0.5 + 0.5*float64(to.File-from.File)), Rank: int(float64(from.Rank) + 0.5 + 0.5*float64(to.Rank-from.Rank))}
		if top := height(6, under) + mid; top < max(z0, z1)+0.1 {
			t.Errorf("%s-%s half way is at height %g, not above both squares (%g, %g)", c.from, c.to, top, z0, z1)
		}
	}
	m, _ := rules.ParseMove(h.Game, "e2-e3")
	var played bool
	v.AnimateMove(m, 10*time.Millisecond, func() {
		played = true
		h.Play(m)
	})
	if !played || h.Moves() != "e2-e3" || r.lifted != -1 || r.sliding != nil || r.rend.held.Visible() {
		t.Errorf("after the slide: played %v (%q), lifted %d, still sliding %v", played, h.Moves(), r.lifted, r.sliding != nil)
	}
	if r.scene.cells[index(6, sq("e3"))].piece.size == 0 {
		t.Error("the piece is not drawn on e3")
	}
}

// A hint chooses the piece and lights the square it goes to.
func TestAHintShows(t *testing.T) {
	test.NewTempApp(t)
	v, h, _ := newView(t, "terrace/long", fyne.NewSize(800, 600))
	m, _ := rules.ParseMove(h.Game, "d2-f3")
	v.ShowHint(m)
	cells := v.relief.scene.cells
	if cells[index(6, sq("d2"))].tint != selectedTint || cells[index(6, sq("f3"))].tint != selectedTint {
		t.Errorf("the hint's squares are tinted %v and %v", cells[index(6, sq("d2"))].tint, cells[index(6, sq("f3"))].tint)
	}
}

// "Terrace!" when a T can be taken, and a player put out is named; the
// pennant of a player who is out goes, and comes back when that is undone.
func TestNoticeAndPennants(t *testing.T) {
	test.NewTempApp(t)
	pos := terrace.Position{Size: 6, Players: 3, Pieces: map[terrace.Square]terrace.Piece{
		sq("a1"): {Seat: 0, Size: 1, T: true}, sq("c2"): {Seat: 0, Size: 3},
		sq("b1"): {Seat: 1, Size: 1, T: true}, sq("a4"): {Seat: 1, Size: 2},
		sq("f6"): {Seat: 2, Size: 1, T: true}, sq("c6"): {Seat: 2, Size: 2},
	}}
	g, err := terrace.New(pos)
	if err != nil {
		t.Fatal(err)
	}
	seats := []setups.Seat{{Colour: "white"}, {Colour: "red"}, {Colour: "black"}}
	h := newHost(t, g, seats)
	v := New(g, seats, h)
	h.View = v
	if got := v.Notice(); got != "Terrace! Red's T can be captured" {
		t.Errorf("the notice at the start: %q", got)
	}
	flags := func() []string {
		var out []string
		for _, p := range v.relief.scene.pennants {
			out = append(out, p.goal.String()+":"+strings.Join(p.colours, "+"))
		}
		slices.Sort(out)
		return out
	}
	start := flags()
	h.PlayAll("c2xb1")
	if got := v.Notice(); !strings.HasPrefix(got, "Red is out") {
		t.Errorf("after red's T falls the notice is %q", got)
	}
	if v.relief.scene.cells[index(6, sq("a4"))].piece.size != 0 {
		t.Error("red's pieces are still drawn")
	}
	if got := flags(); slices.Equal(got, start) {
		t.Errorf("red's colour stays on the pennants: %v", got)
	}
	g.Undo()
	v.Update()
	if got := flags(); !slices.Equal(got, start) {
		t.Errorf("after the undo the pennants are %v, want %v", got, start)
	}
}

// The board paints what it is given: every setup at its start, from every
// viewpoint, shows its pieces where they stand (the piece's colour at the
// middle of its dome).
func TestThePiecesArePaintedWhereTheyStand(t *testing.T) {
	test.NewTempApp(t)
	for _, id := range []string{"terrace/four-player", "terrace/8x8-long"} {
		v, h, _ := newView(t, id, fyne.NewSize(800, 600))
		r := v.relief
		for turn := range 4 {
			v.SetTurned(turn)
			size := r.Size()
			img := r.rend.generate(int(size.Width), int(size.Height))
			n := h.Game.Size()
			for i := range n * n {
				pc, ok := h.Game.At(square(n, i))
				if !ok || pc.T {
					continue
				}
				p := up(r.geo.bases[i], domeReach(domeRadius(n, pc.Size))*r.geo.scale*0.45)
				got := nrgba(img.At(int(p.X), int(p.Y)))
				want := view.SeatColour(v.colours[pc.Seat])
				if d := colourDistance(got, want); d > 110 {
					t.Errorf("%s turned %d: the piece on %v is painted %v, its seat's colour is %v", id, turn, square(n, i), got, want)
				}
			}
		}
	}
}

func colourDistance(a, b color.NRGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}
