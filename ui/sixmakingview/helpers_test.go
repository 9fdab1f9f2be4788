package sixmakingview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules/sixmaking"
	"boardshelf/ui/board"
	"boardshelf/ui/view/viewtest"
)

// host stands in for the play screen: it plays the moves on the game,
// remembers what was said, and redraws the view as the screen does.
type host = viewtest.Host[*sixmaking.Game]

// show puts a game from the setup on a view in a window large enough to
// lay out the board.
func show(t *testing.T, s sixmaking.Setup) (*View, *host) {
	t.Helper()
	test.NewTempApp(t)
	g, err := sixmaking.New(s)
	if err != nil {
		t.Fatal(err)
	}
	h := viewtest.New(t, g)
	h.Names = []string{"Light", "Dark"}
	v := New(g, h)
	h.View = v
	w := test.NewWindow(v.Object())
	w.Resize(fyne.NewSize(900, 640))
	t.Cleanup(w.Close)
	return v, h
}

// position is a 5x5 setup with towers written as "a1:LLD b3:D" (disks
// bottom to top) and three disks in each reserve, light to move.
func position(spec string) sixmaking.Setup {
	s := sixmaking.Setup{Size: 5, Reserve: [2]int{3, 3}}
	for _, field := range strings.Fields(spec) {
		name, disks, _ := strings.Cut(field, ":")
		t := sixmaking.Tower{Square: sq(name)}
		for _, c := range disks {
			t.Disks = append(t.Disks, map[rune]sixmaking.Color{'L': sixmaking.Light, 'D': sixmaking.Dark}[c])
		}
		s.Towers = append(s.Towers, t)
	}
	return s
}

func sq(name string) sixmaking.Square {
	s, err := sixmaking.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// onDisk is the point of the board on disk i (0 is the bottom one) of the
// tower on the named square, as drawn now.
func onDisk(v *View, square string, i int) fyne.Position { return v.DiskPoint(sq(square), i) }

// besideTower is a point of the square off its disks: its bottom left corner.
func besideTower(v *View, square string) fyne.Position {
	geo := v.board.Geometry()
	return geo.Pos(fromSquare(sq(square))).AddXY(geo.Cell*0.05, geo.Cell*0.95)
}

func centre(v *View, square string) fyne.Position {
	return v.board.SquareCentre(fromSquare(sq(square)))
}

func tapAt(v *View, p fyne.Position) { test.TapAt(v.board, p) }

// tapDisk clicks disk i of the tower on a square.
func tapDisk(v *View, square string, i int) { tapAt(v, onDisk(v, square, i)) }

// press puts the mouse button down on a point of the board, as before a drag.
func press(v *View, p fyne.Position) {
	v.board.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}, Button: desktop.MouseButtonPrimary})
}

// drag moves the pointer from one point of the board to another as the
// desktop driver reports it (each event with the distance since the last).
func drag(b *board.Board, start, end fyne.Position) {
	step := fyne.NewPos(start.X+(end.X-start.X)/4, start.Y+(end.Y-start.Y)/4)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: step}, Dragged: fyne.NewDelta(step.X-start.X, step.Y-start.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-step.X, end.Y-step.Y)})
	b.DragEnd()
}

// glowing lists the squares drawn as places the chosen disks may land.
func glowing(v *View) []string {
	var out []string
	for f := range v.game.Size() {
		for r := range v.game.Size() {
			s := sixmaking.Square{File: f, Rank: r}
			if p := v.board.Cell(fromSquare(s)).Piece; p != nil && strings.HasSuffix(p.Name(), "-target.svg") {
				out = append(out, s.String())
			}
		}
	}
	slices.Sort(out)
	return out
}

// marked lists the squares with a dot (where a disk may be placed).
func marked(v *View) []string {
	var out []string
	for f := range v.game.Size() {
		for r := range v.game.Size() {
			s := sixmaking.Square{File: f, Rank: r}
			if v.board.Cell(fromSquare(s)).Mark == board.MoveMark {
				out = append(out, s.String())
			}
		}
	}
	return out
}

func names(squares []sixmaking.Square) []string {
	out := make([]string, len(squares))
	for i, s := range squares {
		out[i] = s.String()
	}
	slices.Sort(out)
	return out
}

// chosen describes the selection as "c3 2" (square and disks), or "".
func chosen(v *View) string {
	if v.selected == nil {
		return ""
	}
	return v.selected.from.String() + " " + string(rune('0'+v.selected.count))
}
