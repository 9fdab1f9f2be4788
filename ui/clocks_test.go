package ui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/ui/view/viewtest"
)

// clockSelects are the picker's choices of the time control: the kind,
// the time, the time added after each move.
func clockSelects(t *testing.T, p *picker) (kind, base, inc *widget.Select) {
	t.Helper()
	var found []*widget.Select
	for _, o := range test.LaidOutObjects(p.clock) {
		if s, ok := o.(*widget.Select); ok {
			found = append(found, s)
		}
	}
	if len(found) != 3 {
		t.Fatalf("the picker offers %d choices of clock, want 3", len(found))
	}
	return found[0], found[1], found[2]
}

func TestChoosingAClockInThePicker(t *testing.T) {
	u := start(t)
	u.picker.chooseGame("terrace")
	u.picker.setupList.Select(0)
	kind, base, inc := clockSelects(t, u.picker)
	if kind.Selected != "No clock" || base.Visible() || inc.Visible() {
		t.Fatalf("at first: %q, the time shown %v", kind.Selected, base.Visible())
	}
	kind.SetSelected("Fischer (time added after each move)")
	if !base.Visible() || !inc.Visible() || base.Selected != "5 minutes" || inc.Selected != "+3 seconds a move" {
		t.Fatalf("Fischer offers %q %q (shown %v %v)", base.Selected, inc.Selected, base.Visible(), inc.Visible())
	}
	base.SetSelected("10 minutes")
	inc.SetSelected("+5 seconds a move")
	u.picker.startChosen()
	if got := u.play.Clock(); got == nil || got.Control() != (clock.Control{Kind: clock.Fischer, Base: 10 * time.Minute, Increment: 5 * time.Second}) {
		t.Fatalf("the game started with the clock %v", got)
	}

	// Kept for Terrace, and Terrace's alone.
	u.showPicker()
	u.picker.chooseGame("chessrace")
	u.picker.setupList.Select(0)
	if kind, _, _ := clockSelects(t, u.picker); kind.Selected != "No clock" {
		t.Errorf("Chess Race took Terrace's clock: %q", kind.Selected)
	}
	kind, base, _ = clockSelects(t, u.picker)
	kind.SetSelected("A time limit for each turn")
	if base.Selected != "30 seconds" {
		t.Errorf("a limit for each turn offers %q", base.Selected)
	}
	u.picker.chooseGame("terrace")
	u.picker.setupList.Select(0)
	if kind, base, _ := clockSelects(t, u.picker); kind.Selected != "Fischer (time added after each move)" || base.Selected != "10 minutes" {
		t.Errorf("back at Terrace the picker shows %q %q", kind.Selected, base.Selected)
	}
}

func TestAGameContinuedAfterARestartKeepsItsClockPaused(t *testing.T) {
	a := newTestApp(t)
	u := Start(a, nil)
	u.prefs.SetString(prefClock+"terrace", "sudden 5m")
	u.openSetup("terrace/short")
	playRandom(t, u.play, 4, 3)
	left := u.play.Clock().Times()
	u.win.Close()

	u = Start(a, nil)
	t.Cleanup(u.win.Close)
	viewtest.Press(t, u.win, "Yes")
	if u.play == nil || u.play.Clock() == nil {
		t.Fatal("the game came back without its clock")
	}
	if !u.play.Paused() {
		t.Error("a game continued after a restart should wait for Resume")
	}
	for seat, d := range u.play.Clock().Times() {
		// As kept when the window closed, a moment after: the clock of
		// the seat to move ran on meanwhile.
		if d > left[seat]+time.Millisecond || d < left[seat]-time.Second { // (the record keeps milliseconds)
			t.Errorf("seat %d has %v left, had %v", seat, d, left[seat])
		}
	}
}

func TestThePickerOffersDaysPerMove(t *testing.T) {
	u := start(t)
	u.picker.chooseGame("terachess")
	u.picker.setupList.Select(0)
	kind, base, inc := clockSelects(t, u.picker)
	if !slices.Contains(kind.Options, "Days per move (correspondence)") {
		t.Fatalf("the kinds of clock offered: %q", kind.Options)
	}
	kind.SetSelected("Days per move (correspondence)")
	if !base.Visible() || inc.Visible() || base.Selected != "3 days" {
		t.Fatalf("days per move offer %q (shown %v, increment shown %v)", base.Selected, base.Visible(), inc.Visible())
	}
	if len(base.Options) != 14 || base.Options[0] != "1 day" || base.Options[13] != "14 days" {
		t.Errorf("the days offered: %q", base.Options)
	}
	base.SetSelected("7 days")
	if got := u.prefs.String(prefClock+"terachess", ""); got != "days 7" {
		t.Errorf("the choice is kept as %q", got)
	}
	u.picker.startChosen()
	if got := u.play.Clock(); got == nil || got.Control() != clock.DaysPerMove(7) {
		t.Fatalf("the game started with the clock %v", got)
	}

	// Back in the picker, the choice is shown again.
	u.showPicker()
	u.picker.chooseGame("terachess")
	u.picker.setupList.Select(0)
	if kind, base, _ := clockSelects(t, u.picker); kind.Selected != "Days per move (correspondence)" || base.Selected != "7 days" {
		t.Errorf("back at Terachess the picker shows %q %q", kind.Selected, base.Selected)
	}
}
