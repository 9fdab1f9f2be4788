package sixmakingview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
)

// crossroads has a Queen of five on c3 with a tower at the end of five of
// its eight lines (a1 b3 c5 d4 e3), and a Knight on d4 whose only landing is
// b3. Light is to move with three disks in reserve.
const crossroads = "c3:LDLDL b3:D c5:DL e3:L a1:LDD d4:LLD"

func TestTappingAnEmptySquarePlacesADisk(t *testing.T) {
	v, h := show(t, sixmaking.Standard())
	if got := v.Prompt(); got != "Light: place a disk" {
		t.Errorf("prompt at the start %q", got)
	}
	tapAt(v, centre(v, "b2"))
	if h.Moves() != "b2" {
		t.Fatalf("moves played: %q", h.Moves())
	}
	if p := v.board.Cell(fromSquare(sq("b2"))).Piece; p == nil || !strings.HasPrefix(p.Name(), "tower-L-") {
		t.Errorf("b2 shows %v, want a light disk", p)
	}
	if v.reserves[1].count.Text != "15" || v.reserves[0].count.Text != "16" {
		t.Errorf("reserves show %s (light) and %s (dark), want 15 and 16", v.reserves[1].count.Text, v.reserves[0].count.Text)
	}
	if v.board.Cell(fromSquare(sq("b2"))).Tint == nil {
		t.Error("the placement is not highlighted as the last move")
	}
}

func TestAPlayerWithoutDisksIsToldToMove(t *testing.T) {
	s := position("a1:L a2:D")
	s.Reserve[sixmaking.Light] = 0
	v, h := show(t, s)
	if got := v.Prompt(); got != "Light: move a tower" {
		t.Errorf("prompt %q", got)
	}
	tapAt(v, centre(v, "c3"))
	if h.Moves() != "" || h.Said != "Light has no disk left to place: move a tower" {
		t.Errorf("moves %q, said %q", h.Moves(), h.Said)
	}
}

func TestClickingADiskChoosesTheSplit(t *testing.T) {
	v, h := show(t, position(crossroads))
	if got := v.Prompt(); got != "Light: place a disk or move a tower" {
		t.Errorf("prompt %q", got)
	}
	tapDisk(v, "c3", 2) // the middle disk: it and the two above it
	if chosen(v) != "c3 3" {
		t.Fatalf("clicking the third disk of five chose %q, want c3 3", chosen(v))
	}
	if p := v.board.Cell(fromSquare(sq("c3"))).Piece.Name(); p != "tower-LDLDL-3-0.svg" {
		t.Errorf("c3 is drawn as %s, want its top 3 disks lifted", p)
	}
	if v.board.Cell(fromSquare(sq("c3"))).Tint != selectedTint {
		t.Error("the chosen tower is not highlighted")
	}
	if !strings.Contains(h.Said, "c3: top 3 of 5 disks (Queen)") {
		t.Errorf("said %q", h.Said)
	}
	tapDisk(v, "c3", 4) // the top disk, now lifted
	if chosen(v) != "c3 1" {
		t.Errorf("clicking the lifted top disk chose %q, want c3 1", chosen(v))
	}
	tapDisk(v, "c3", 4) // the same split again lets go
	if chosen(v) != "" || len(glowing(v)) != 0 {
		t.Errorf("clicking the split again should let go: %q, glowing %v", chosen(v), glowing(v))
	}
	tapAt(v, besideTower(v, "c3"))
	if chosen(v) != "c3 5" {
		t.Errorf("clicking beside the disks chose %q, want the whole tower", chosen(v))
	}
	test.TapSecondaryAt(v.board, centre(v, "c3"))
	if chosen(v) != "" || h.Moves() != "" {
		t.Errorf("a right click should let go: %q, moves %q", chosen(v), h.Moves())
	}
}

func TestTheArrowKeysChangeTheSplit(t *testing.T) {
	v, _ := show(t, position(crossroads))
	tapAt(v, besideTower(v, "c3"))
	for _, step := range []struct {
		key  fyne.KeyName
		want string
	}{{fyne.KeyUp, "c3 5"}, {fyne.KeyDown, "c3 4"}, {fyne.KeyDown, "c3 3"}, {fyne.KeyUp, "c3 4"}} {
		v.TypedKey(&fyne.KeyEvent{Name: step.key})
		if chosen(v) != step.want {
			t.Errorf("after %s: %q, want %q", step.key, chosen(v), step.want)
		}
	}
	v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if chosen(v) != "" {
		t.Error("Escape should let go")
	}
}

// Every part of every tower lights exactly the landings the rules give.
func TestTheGlowingTowersAreTheRulesTargets(t *testing.T) {
	v, _ := show(t, position(crossroads))
	g := v.game
	checked := 0
	for f := range 5 {
		for r := range 5 {
			s := sixmaking.Square{File: f, Rank: r}
			height := g.Height(s)
			for k := 1; k <= height; k++ {
				v.cancel()
				tapDisk(v, s.String(), height-k)
				want := names(g.Targets(s, k))
				if got := glowing(v); !slices.Equal(got, want) {
					t.Errorf("%d disks from %v: glowing %v, the rules' targets %v", k, s, got, want)
				}
				if len(want) > 0 {
					checked++
				}
			}
		}
	}
	if want := []string{"a1", "b3", "c5", "d4", "e3"}; !slices.Equal(names(g.Targets(sq("c3"), 2)), want) {
		t.Errorf("the Queen on c3 reaches %v, want %v", names(g.Targets(sq("c3"), 2)), want)
	}
	if checked < 10 {
		t.Errorf("only %d parts with landings were checked", checked)
	}
}

func TestTappingAGlowingTowerMovesThePart(t *testing.T) {
	v, h := show(t, position(crossroads))
	tapDisk(v, "c3", 3) // the top two
	tapAt(v, centre(v, "c5"))
	if h.Moves() != "2c3-c5" {
		t.Fatalf("moves played %q, want 2c3-c5", h.Moves())
	}
	if got := v.board.Cell(fromSquare(sq("c5"))).Piece.Name(); got != "tower-DLDL-0-0.svg" {
		t.Errorf("c5 is drawn as %s, want DL with DL on top", got)
	}
	if got := v.board.Cell(fromSquare(sq("c3"))).Piece.Name(); got != "tower-LDL-0-0.svg" {
		t.Errorf("c3 is drawn as %s, want the three disks left", got)
	}
	if chosen(v) != "" || len(glowing(v)) != 0 {
		t.Errorf("after the move: chosen %q, glowing %v", chosen(v), glowing(v))
	}
	if v.Prompt() != "Dark: place a disk or move a tower" {
		t.Errorf("prompt after the move %q", v.Prompt())
	}
}

func TestTappingATowerThatIsNoTargetChoosesIt(t *testing.T) {
	v, h := show(t, position(crossroads))
	tapDisk(v, "d4", 0) // the Knight reaches b3 only
	tapDisk(v, "c5", 0)
	if h.Moves() != "" || chosen(v) != "c5 2" {
		t.Errorf("moves %q, chosen %q: the click should choose c5 instead", h.Moves(), chosen(v))
	}
	tapAt(v, centre(v, "e1")) // empty: no landing, and no placement while a tower is chosen
	if h.Moves() != "" || chosen(v) != "" || !strings.Contains(h.Said, "lands only on another tower") {
		t.Errorf("moves %q, chosen %q, said %q", h.Moves(), chosen(v), h.Said)
	}
	tapDisk(v, "e3", 0) // a Pawn with no tower beside it
	if chosen(v) != "" || h.Said != "The Pawn on e3 has no tower to land on" {
		t.Errorf("chosen %q, said %q", chosen(v), h.Said)
	}
}

func TestDraggingFromTheDiskPressed(t *testing.T) {
	v, h := show(t, position(crossroads))
	start := onDisk(v, "d4", 1) // the middle disk of three: two move
	press(v, start)
	drag(v.board, start, centre(v, "b3"))
	if h.Moves() != "2d4-b3" {
		t.Fatalf("moves played %q, want 2d4-b3", h.Moves())
	}
	// A drag from beside the disks takes the whole tower; dropped where
	// it cannot land, it goes back and the player is told why.
	start = besideTower(v, "c5")
	press(v, start)
	drag(v.board, start, centre(v, "e5"))
	if len(h.Played) != 1 || h.Said != "e5 is empty: a tower lands only on another tower" {
		t.Errorf("moves %q, said %q", h.Moves(), h.Said)
	}
	start = besideTower(v, "c5")
	press(v, start)
	drag(v.board, start, centre(v, "c3"))
	if h.Moves() != "2d4-b3 c5-c3" {
		t.Errorf("moves played %q, want the whole c5 onto c3", h.Moves())
	}
}

func TestDraggingTheChosenPartByAnyOfItsDisks(t *testing.T) {
	v, h := show(t, position(crossroads))
	tapDisk(v, "c3", 2) // the top three rise
	start := onDisk(v, "c3", 4)
	press(v, start) // on the top one of them
	drag(v.board, start, centre(v, "c5"))
	if h.Moves() != "3c3-c5" {
		t.Errorf("moves played %q, want the three chosen disks 3c3-c5", h.Moves())
	}
}

func TestDraggingShowsThePartLeavingTheRest(t *testing.T) {
	v, _ := show(t, position(crossroads))
	start := onDisk(v, "c3", 3)
	press(v, start)
	v.board.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: start.AddXY(20, 0)}, Dragged: fyne.NewDelta(20, 0)})
	if got := v.board.Cell(fromSquare(sq("c3"))).Piece.Name(); got != "tower-LDLDL-2-2.svg" {
		t.Errorf("the dragged picture is %s, want the top two disks alone", got)
	}
	if _, ok := v.board.Dragging(); !ok {
		t.Fatal("the drag did not start")
	}
	v.board.DragEnd()
	if chosen(v) != "c3 2" || v.board.Cell(fromSquare(sq("c3"))).Piece.Name() != "tower-LDLDL-2-0.svg" {
		t.Errorf("dropped back on its square, the part should stay chosen: %q", chosen(v))
	}
}

// Light takes the top disk of a1 onto a2; dark may not send that one disk
// straight back, but may move both disks of a2 there.
func TestKoTargetIsNotLitAndHoveringItSaysWhy(t *testing.T) {
	v, h := show(t, position("a1:LL a2:D e5:D"))
	tapDisk(v, "a1", 1)
	tapAt(v, centre(v, "a2"))
	if h.Moves() != "1a1-a2" {
		t.Fatalf("moves played %q", h.Moves())
	}
	tapDisk(v, "a2", 1) // the disk that just came
	if chosen(v) != "a2 1" {
		t.Fatalf("chosen %q", chosen(v))
	}
	if !v.game.KoForbids(sq("a2"), sq("a1"), 1) || len(v.game.Targets(sq("a2"), 1)) != 0 {
		t.Fatal("the rules should forbid 1a2-a1 by Ko and nothing else")
	}
	if len(glowing(v)) != 0 {
		t.Errorf("glowing %v: the Ko target must not be offered", glowing(v))
	}
	if !strings.Contains(h.Said, "Ko forbids their only landing") {
		t.Errorf("said %q", h.Said)
	}
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre(v, "a1")}})
	want := "Ko: 1 disk back to a1 would undo Light's move"
	if !strings.HasPrefix(h.Said, want) {
		t.Errorf("hovering a1 says %q, want it to start %q", h.Said, want)
	}
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre(v, "c3")}})
	if strings.HasPrefix(h.Said, "Ko") {
		t.Errorf("leaving a1 should take the explanation away: %q", h.Said)
	}
	tapAt(v, centre(v, "a1"))
	if h.Moves() != "1a1-a2" || !strings.HasPrefix(h.Said, want) || chosen(v) != "a2 1" {
		t.Errorf("clicking the Ko target: moves %q, said %q, chosen %q", h.Moves(), h.Said, chosen(v))
	}
	tapDisk(v, "a2", 0) // both disks: no longer the same move
	if !slices.Equal(glowing(v), []string{"a1"}) {
		t.Errorf("moving both disks, glowing %v, want a1", glowing(v))
	}
	tapAt(v, centre(v, "a1"))
	if h.Moves() != "1a1-a2 a2-a1" {
		t.Errorf("moves played %q", h.Moves())
	}
}

func TestHoveringALandingSaysWhatItBuilds(t *testing.T) {
	v, h := show(t, position("a1:DDDDL a2:D a3:LD"))
	tapAt(v, besideTower(v, "a1"))
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre(v, "a2")}})
	if h.Said != "King on a2, Light on top: Light wins" {
		t.Errorf("hovering a2 says %q", h.Said)
	}
	tapDisk(v, "a1", 4) // the top disk only
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre(v, "a2")}})
	if h.Said != "a2: Rook of 2, Light on top" {
		t.Errorf("hovering a2 with one disk says %q", h.Said)
	}
}

func TestTheReserve(t *testing.T) {
	v, h := show(t, sixmaking.Standard())
	light, dark := v.reserves[1], v.reserves[0]
	test.Tap(dark)
	if h.Said != "It is Light's turn" || len(marked(v)) != 0 {
		t.Errorf("tapping dark's reserve: said %q, marked %v", h.Said, marked(v))
	}
	test.Tap(light)
	if len(marked(v)) != 25 {
		t.Errorf("a disk chosen from the reserve should mark every empty square, marked %v", marked(v))
	}
	tapAt(v, centre(v, "e5"))
	if h.Moves() != "e5" || len(marked(v)) != 0 {
		t.Fatalf("moves %q, marked %v", h.Moves(), marked(v))
	}
	// Dark drags a disk from the pile onto d4, then onto the taken e5.
	dragFromReserve(dark, centre(v, "d4"))
	if h.Moves() != "e5 d4" {
		t.Errorf("moves after the drag %q, want e5 d4", h.Moves())
	}
	dragFromReserve(light, centre(v, "e5"))
	if h.Moves() != "e5 d4" || h.Said != "e5 is taken: a disk is placed on an empty square" {
		t.Errorf("a drop on a tower: moves %q, said %q", h.Moves(), h.Said)
	}
	if v.float.Visible() {
		t.Error("the dragged disk is still shown")
	}
	if light.count.Text != "15" || dark.count.Text != "15" {
		t.Errorf("reserves show %s and %s, want 15 each", light.count.Text, dark.count.Text)
	}
}

// dragFromReserve drags a disk from the pile r to a point of the board.
func dragFromReserve(r *reserve, to fyne.Position) {
	v := r.view
	end := absolute(v.board).Add(to).Subtract(absolute(r))
	start := fyne.NewPos(30, 60)
	r.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: start.AddXY(10, 10)}, Dragged: fyne.NewDelta(10, 10)})
	r.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: end}, Dragged: fyne.NewDelta(end.X-start.X, end.Y-start.Y)})
	r.DragEnd()
}

func TestSixthMaKINGShowsTheScore(t *testing.T) {
	s := position("a1:DDDDL a2:D c3:L")
	s.Sixth, s.Target, s.Score = true, 4, [2]int{1, 2}
	v, h := show(t, s)
	light, dark := v.reserves[1], v.reserves[0]
	if light.points.Text != "1 of 4 points" || dark.points.Text != "2 of 4 points" || filled(light) != 1 || filled(dark) != 2 {
		t.Errorf("points: %q with %d pips, %q with %d", light.points.Text, filled(light), dark.points.Text, filled(dark))
	}
	tapAt(v, besideTower(v, "a1"))
	v.board.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre(v, "a2")}})
	if h.Said != "King on a2, Light on top: Light scores" {
		t.Errorf("hovering a2 says %q", h.Said)
	}
	tapAt(v, centre(v, "a2"))
	if h.Moves() != "a1-a2" {
		t.Fatalf("moves %q", h.Moves())
	}
	// A King of six with light on top: a point for light, and the disks
	// back to their owners (one light, five dark).
	if light.points.Text != "2 of 4 points" || filled(light) != 2 || light.count.Text != "4" || dark.count.Text != "8" {
		t.Errorf("after the King: %q with %d pips, reserves %s and %s", light.points.Text, filled(light), light.count.Text, dark.count.Text)
	}
	if v.board.Cell(fromSquare(sq("a2"))).Piece != nil {
		t.Error("the King is still drawn")
	}
	if got := v.Notice(); got != "King on a2: Light scores (2 of 4)" {
		t.Errorf("notice %q", got)
	}
}

func filled(r *reserve) int {
	n := 0
	for _, pip := range r.pips {
		if pip.FillColor == pipColour {
			n++
		}
	}
	return n
}

func TestNothingMovesOnceTheGameIsOver(t *testing.T) {
	v, h := show(t, position("a1:DDDDL a2:D c3:L"))
	tapAt(v, besideTower(v, "a1"))
	tapAt(v, centre(v, "a2"))
	if st := v.game.Status(); !st.Over || !slices.Equal(st.Winners, []int{int(sixmaking.Light)}) {
		t.Fatalf("status %+v", st)
	}
	tapAt(v, centre(v, "c3"))
	tapAt(v, centre(v, "b4"))
	test.Tap(v.reserves[0])
	if chosen(v) != "" || h.Moves() != "a1-a2" {
		t.Errorf("after the end: chosen %q, moves %q", chosen(v), h.Moves())
	}
	if p := v.board.Cell(fromSquare(sq("a2"))).Piece; p == nil || !strings.Contains(p.Name(), "DDDDDL") {
		t.Errorf("the winning King should stay on a2: %v", p)
	}
}

func TestMoveText(t *testing.T) {
	v, _ := show(t, sixmaking.Standard())
	for _, tc := range []struct {
		move rules.Move
		want string
	}{
		{sixmaking.Placement(sq("c3")), "disk on c3"},
		{sixmaking.Move{From: sq("b2"), To: sq("b4"), Count: 2}, "2b2-b4"},
		{rules.Resign, "resign"},
	} {
		if got := v.MoveText(tc.move); got != tc.want {
			t.Errorf("MoveText(%v) = %q, want %q", tc.move, got, tc.want)
		}
	}
}

// A click of either button beside the squares lets go, as the clicks on
// the board's rim and margin always did.
func TestAClickBesideTheSquaresLetsGo(t *testing.T) {
	v, h := show(t, position(crossroads))
	margin := v.board.Geometry().Origin.SubtractXY(5, 5)
	tapDisk(v, "c3", 2)
	tapAt(v, margin)
	if chosen(v) != "" {
		t.Errorf("a click beside the squares kept %q", chosen(v))
	}
	tapDisk(v, "c3", 2)
	test.TapSecondaryAt(v.board, margin)
	if chosen(v) != "" || h.Moves() != "" {
		t.Errorf("a right click beside the squares: chosen %q, moves %q", chosen(v), h.Moves())
	}
}
