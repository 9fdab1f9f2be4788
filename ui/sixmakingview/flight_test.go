package sixmakingview

import (
	"math"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"boardshelf/rules"
	"boardshelf/rules/sixmaking"
)

// legalMove finds the legal move written as s (e.g. "2c3-c5", "b2").
func legalMove(t *testing.T, v *View, s string) sixmaking.Move {
	t.Helper()
	m, err := rules.ParseMove(v.game, s)
	if err != nil {
		t.Fatal(err)
	}
	return m.(sixmaking.Move)
}

// onLayer turns a point of the board widget into one of the layer the
// flying disks are drawn in.
func onLayer(v *View, p fyne.Position) fyne.Position {
	return p.Add(absolute(v.board)).Subtract(absolute(v.layer))
}

// flyingRim is the middle of the rim of the bottom disk the flyer carries,
// in the layer: the point DiskPoint gives for a disk on the board.
func flyingRim(v *View) fyne.Position {
	fl := v.flight
	side := v.flyer.Size().Width
	y := flightFaceY(0, fl.height) + thickness(fl.height)/2
	return v.flyer.Position().AddXY(side/2, float32(y/100)*side)
}

func near(a, b fyne.Position) bool {
	return math.Abs(float64(a.X-b.X)) < 0.5 && math.Abs(float64(a.Y-b.Y)) < 0.5
}

func TestAComputersMoveEndsByPlayingIt(t *testing.T) {
	for _, tc := range []struct {
		setup string
		move  string
		after string // the pictures of the squares the move changed
	}{
		{crossroads, "2c3-c5", "c3 tower-LDL-0-0.svg, c5 tower-DLDL-0-0.svg"},
		{crossroads, "d4-b3", "d4 none, b3 tower-DLLD-0-0.svg"},
		{crossroads, "e1", "e1 tower-L-0-0.svg"},
	} {
		t.Run(tc.move, func(t *testing.T) {
			v, h := show(t, position(tc.setup))
			m := legalMove(t, v, tc.move)
			calls := 0
			// The test driver runs an animation to its end at once.
			v.AnimateMove(m, 300*time.Millisecond, func() { calls++; h.Play(m) })
			if calls != 1 || h.Moves() != tc.move {
				t.Fatalf("then called %d times, moves played %q, want %q once", calls, h.Moves(), tc.move)
			}
			if v.flight != nil || v.flyer.Visible() {
				t.Error("the flying disks are still shown after the move")
			}
			if got := drawnOn(v, m); got != tc.after {
				t.Errorf("after the move: %s, want %s", got, tc.after)
			}
			if !v.mayAct() {
				t.Error("input still waits after the move")
			}
		})
	}
}

// drawnOn names what the squares of a move show: "c3 tower-LDL-0-0.svg, ...".
func drawnOn(v *View, m sixmaking.Move) string {
	squares := []sixmaking.Square{m.To}
	if !m.Place {
		squares = []sixmaking.Square{m.From, m.To}
	}
	out := ""
	for i, s := range squares {
		if i > 0 {
			out += ", "
		}
		name := "none"
		if p := v.board.Cell(fromSquare(s)).Piece; p != nil {
			name = p.Name()
		}
		out += s.String() + " " + name
	}
	return out
}

func TestASplitMoveCarriesOnlyTheTopDisks(t *testing.T) {
	v, h := show(t, position(crossroads)) // c3 is LDLDL, c5 DL
	m := legalMove(t, v, "2c3-c5")
	played := 0
	fl := v.takeOff(m, func() { played++; h.Play(m) })
	if fl == nil {
		t.Fatal("2c3-c5 did not take off")
	}
	if got := v.flyer.Resource.Name(); got != "flight-DL-5.svg" || !v.flyer.Visible() {
		t.Errorf("the flyer shows %s (visible %v), want the top two disks D and L", got, v.flyer.Visible())
	}
	c3 := v.board.Cell(fromSquare(sq("c3")))
	if want := towerPicture(v.game.Tower(sq("c3")), look{lifted: 2, part: stayingPart}); c3.Piece != want || c3.Tint != selectedTint {
		t.Errorf("c3 shows %v, want the three disks that stay (%s), highlighted", c3.Piece, want.Name())
	}
	if got := glowing(v); len(got) != 1 || got[0] != "c5" {
		t.Errorf("glowing %v, want only the landing c5", got)
	}

	// The part rises from where its bottom disk stands in the tower...
	v.carry(fl, 0)
	if got, want := flyingRim(v), onLayer(v, v.DiskPoint(sq("c3"), 3)); !near(got, want) {
		t.Errorf("at the start the carried part's bottom disk is at %v, want on c3's fourth disk at %v", got, want)
	}
	v.carry(fl, riseShare)
	risen := flyingRim(v)
	if lift := onLayer(v, v.DiskPoint(sq("c3"), 3)).Y - risen.Y; lift < v.board.Geometry().Cell/10 {
		t.Errorf("the part rose only %v", lift)
	}
	// ...passes above the board between the towers...
	v.carry(fl, 0.5)
	mid := flyingRim(v)
	c3At, c5At := onLayer(v, centre(v, "c3")), onLayer(v, centre(v, "c5"))
	if mid.Y >= c3At.Y || mid.Y <= c5At.Y || math.Abs(float64(mid.X-c3At.X)) > 0.5 {
		t.Errorf("half way the part is at %v, want between c3 %v and c5 %v", mid, c3At, c5At)
	}
	// ...and ends where its bottom disk will be drawn on c5.
	v.carry(fl, 1)
	landed := flyingRim(v)

	// Input waits while it flies.
	tapDisk(v, "d4", 0)
	v.reserves[1].Tapped(&fyne.PointEvent{})
	if chosen(v) != "" || v.placing || h.Moves() != "" {
		t.Errorf("input was taken during the flight: chosen %q, placing %v, moves %q", chosen(v), v.placing, h.Moves())
	}

	v.fly(fl, 1)
	if played != 1 || h.Moves() != "2c3-c5" {
		t.Fatalf("played %d times, moves %q", played, h.Moves())
	}
	if want := onLayer(v, v.DiskPoint(sq("c5"), 2)); !near(landed, want) {
		t.Errorf("the part landed at %v, but c5's third disk is drawn at %v", landed, want)
	}
}

func TestAPlacementDropsADiskFromTheReserve(t *testing.T) {
	v, h := show(t, sixmaking.Standard())
	m := legalMove(t, v, "b2")
	light := v.reserveOf(sixmaking.Light)
	fl := v.takeOff(m, func() { h.Play(m) })
	if got := v.flyer.Resource.Name(); got != "flight-L-1.svg" {
		t.Errorf("the flyer shows %s, want a light disk", got)
	}
	if light.count.Text != "15" || v.reserveOf(sixmaking.Dark).count.Text != "16" {
		t.Errorf("during the flight the reserves show %s (light) and %s (dark), want 15 and 16",
			light.count.Text, v.reserveOf(sixmaking.Dark).count.Text)
	}
	if got := marked(v); len(got) != 1 || got[0] != "b2" {
		t.Errorf("marked %v, want the square the disk drops on", got)
	}

	// It starts on the light pile, the size of the pile's disks.
	v.carry(fl, 0)
	pile := absolute(light).Add(light.pile.Position()).Subtract(absolute(v.layer))
	at := flyingRim(v)
	if at.X < pile.X || at.X > pile.X+light.pile.Size().Width || at.Y < pile.Y || at.Y > pile.Y+light.pile.Size().Height {
		t.Errorf("the disk starts at %v, off the light pile at %v size %v", at, pile, light.pile.Size())
	}
	if w := float32(pileRadius/100) * light.pile.Size().Width * 2; math.Abs(float64(v.flyer.Size().Width*diskRadius/50-w)) > 1 {
		t.Errorf("the disk starts %v wide, the pile's disks are %v", v.flyer.Size().Width*diskRadius/50, w)
	}
	// It drops onto b2 from above.
	v.carry(fl, 1-settleShare)
	above := flyingRim(v)
	v.carry(fl, 1)
	landed := flyingRim(v)
	if above.Y >= landed.Y || !near(fyne.NewPos(above.X, 0), fyne.NewPos(landed.X, 0)) {
		t.Errorf("the disk comes down from %v to %v: want straight down", above, landed)
	}
	v.fly(fl, 1)
	if h.Moves() != "b2" || light.count.Text != "15" {
		t.Fatalf("moves %q, light's reserve %s", h.Moves(), light.count.Text)
	}
	if want := onLayer(v, v.DiskPoint(sq("b2"), 0)); !near(landed, want) {
		t.Errorf("the disk landed at %v, but b2's disk is drawn at %v", landed, want)
	}
}

// An undo while a computer's move is on show cancels it: the move no
// longer applies to the game shown.
func TestAMoveOnShowIsDroppedWhenTheGameMovesOn(t *testing.T) {
	v, h := show(t, position(crossroads))
	h.Play(legalMove(t, v, "e1"))
	m := legalMove(t, v, "d4-b3")
	played := 0
	fl := v.takeOff(m, func() { played++; h.Play(m) })
	h.Game.Undo()
	v.Update()
	if v.flight != nil || v.flyer.Visible() {
		t.Error("the flight goes on after the game moved back")
	}
	v.fly(fl, 1)
	if played != 0 {
		t.Error("the move was played after the game moved back")
	}
	if p := v.board.Cell(fromSquare(sq("d4"))).Piece; p == nil || p.Name() != "tower-LLD-0-0.svg" {
		t.Errorf("d4 shows %v, want its whole tower again", p)
	}
	if !v.mayAct() {
		t.Error("input still waits")
	}
}

// A second move shown before the first ends replaces it; only the second
// is played.
func TestANewMoveOnShowReplacesTheOld(t *testing.T) {
	v, h := show(t, position(crossroads))
	first := legalMove(t, v, "d4-b3")
	fl := v.takeOff(first, func() { h.Play(first) })
	second := legalMove(t, v, "e1")
	v.AnimateMove(second, time.Millisecond, func() { h.Play(second) })
	v.fly(fl, 1)
	if h.Moves() != "e1" {
		t.Errorf("moves %q, want only the second", h.Moves())
	}
}

func TestAnIllegalMoveIsPassedOnWithoutFlying(t *testing.T) {
	v, h := show(t, position(crossroads))
	m := sixmaking.Move{From: sq("e3"), To: sq("e4"), Count: 1, Whole: true}
	called := false
	v.AnimateMove(m, time.Second, func() { called = true; _ = h.Game.Play(m) }) // refused, as the play screen would find
	if !called || v.flight != nil || h.Moves() != "" {
		t.Errorf("then called %v, flight %v, moves %q", called, v.flight, h.Moves())
	}
}
