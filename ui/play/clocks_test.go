package play

import (
	"boardshelf/ui/play/session"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/records"
	"boardshelf/ui/i18n"
	"boardshelf/ui/sound"
)

// The players' clocks, on a fake time that moves only when the test says.

func sudden(d time.Duration) clock.Control { return clock.Control{Kind: clock.SuddenDeath, Base: d} }

// clockOf is the time a seat's row shows.
func (u *App) clockOf(seat int) string {
	row := u.play.seats[seat]
	if !row.time.Visible() {
		return "(hidden)"
	}
	return row.time.Text
}

func TestTheClockRunsForTheSeatToMove(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", sudden(5*time.Minute))
	g, b := u.terrace(t)
	clk.pass(10 * time.Second)
	if u.clockOf(0) != "4:50" || u.clockOf(1) != "5:00" {
		t.Errorf("after 10 s of White's turn the clocks show %s and %s", u.clockOf(0), u.clockOf(1))
	}
	tap(b, "c2")
	tap(b, "d3")
	clk.pass(20 * time.Second)
	if u.clockOf(0) != "4:50" || u.clockOf(1) != "4:40" {
		t.Errorf("after White's move and 20 s: %s and %s", u.clockOf(0), u.clockOf(1))
	}
	u.play.GoTo(0) // looking back: Black's clock runs on
	clk.pass(5 * time.Second)
	if u.clockOf(1) != "4:35" || u.clockOf(0) != "4:50" {
		t.Errorf("while looking back: %s and %s", u.clockOf(0), u.clockOf(1))
	}
	u.play.GoTo(1)
	u.play.Undo() // White's move taken back: White's clock runs again
	clk.pass(10 * time.Second)
	if u.clockOf(0) != "4:40" || u.clockOf(1) != "4:35" || movesPlayed(g) != "" {
		t.Errorf("after the undo: %s and %s, moves %q", u.clockOf(0), u.clockOf(1), movesPlayed(g))
	}
}

func TestFischerAddsTimeAfterEachMove(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", clock.Control{Kind: clock.Fischer, Base: time.Minute, Increment: 5 * time.Second})
	_, b := u.terrace(t)
	clk.pass(10 * time.Second)
	tap(b, "c2")
	tap(b, "d3")
	if u.clockOf(0) != "0:55" {
		t.Errorf("after a move in 10 s of a minute +5 s, White has %s", u.clockOf(0))
	}
}

func TestNoClockShowsNone(t *testing.T) {
	u := start(t, "terrace/long")
	if u.clockOf(0) != "(hidden)" || u.play.menu.pause != nil {
		t.Errorf("a game without a clock shows %q and a Pause item %v", u.clockOf(0), u.play.menu.pause != nil)
	}
}

func TestPausingStopsTheClocksAndTheGame(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", sudden(5*time.Minute))
	g, b := u.terrace(t)
	clk.pass(time.Second)
	u.play.menu.pause.Action()
	if !u.play.Paused() || u.play.menu.pause.Label != "Resume the clocks" {
		t.Fatalf("Play > Pause the clocks: paused %v, the item reads %q", u.play.Paused(), u.play.menu.pause.Label)
	}
	clk.pass(time.Minute)
	if u.clockOf(0) != "4:59" {
		t.Errorf("a paused clock ran: %s", u.clockOf(0))
	}
	tap(b, "c2")
	tap(b, "d3")
	if movesPlayed(g) != "" {
		t.Errorf("a move was played while paused: %q", movesPlayed(g))
	}
	if !u.play.clocks.bar.Visible() {
		t.Error("the status line does not say the clocks are paused")
	}
	tapButton(u.win, "Resume")
	clk.pass(time.Second)
	if u.play.Paused() || u.clockOf(0) != "4:58" || u.play.clocks.bar.Visible() {
		t.Errorf("after Resume: paused %v, White %s", u.play.Paused(), u.clockOf(0))
	}
}

func TestLowTimeWarns(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", sudden(time.Minute))
	clk.pass(47 * time.Second)
	if u.play.seats[0].time.Importance == widget.DangerImportance || len(u.sounds.Sounds()) != 0 {
		t.Error("13 s of a minute left already warn")
	}
	clk.pass(2 * time.Second) // under a fifth of the time
	if u.play.seats[0].time.Importance != widget.DangerImportance {
		t.Error("11 s left do not show as running low")
	}
	clk.pass(4 * time.Second)
	if got := u.sounds.Sounds(); !slices.Equal(got, []sound.Sound{sound.Alert}) {
		t.Errorf("sounds as the time ran low: %v, want one alert", got)
	}
	if u.clockOf(0) != "0:07.0" {
		t.Errorf("under ten seconds the clock shows %q", u.clockOf(0))
	}
}

func TestTheClockIsInTheRecord(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", clock.Control{Kind: clock.Fischer, Base: 3 * time.Minute, Increment: 2 * time.Second})
	_, b := u.terrace(t)
	clk.pass(30 * time.Second)
	tap(b, "c2")
	tap(b, "d3")
	clk.pass(1500 * time.Millisecond)
	text := string(records.Encode(u.play.Record()))
	if !strings.Contains(text, `clock = "fischer 3m+2s"`) || !strings.Contains(text, `times = ["2m32s", "2m58.5s"]`) {
		t.Fatalf("the record keeps no clock:\n%s", text)
	}
	r, err := records.Decode("game.boardshelf", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if r.Clock != u.play.Clock().Control() || !slices.Equal(r.Times, []time.Duration{152 * time.Second, 178500 * time.Millisecond}) {
		t.Errorf("read back: %v %v", r.Clock, r.Times)
	}
}

func TestRunningOutOfTimeLoses(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", sudden(time.Minute))
	u.options.ConfirmMoves = true
	g, b := u.terrace(t)
	clk.pass(50 * time.Second)
	tap(b, "c2")
	tap(b, "d3") // waits for Confirm while the time runs out
	clk.pass(11 * time.Second)
	if !g.Status().Over || u.play.status.Text != "Black wins: White ran out of time" {
		t.Fatalf("White's flag fell: over %v, status %q", g.Status().Over, u.play.status.Text)
	}
	if lineOf(u.play) != "time" || u.play.confirmBar.Visible() {
		t.Errorf("the move that waited stayed: %q", lineOf(u.play))
	}
	if row, _ := u.play.moveRow(0); row != "1. White ran out of time" {
		t.Errorf("the move list says %q", row)
	}
	if !strings.Contains(overlayText(u.win), "White ran out of time") {
		t.Errorf("the end dialog says %q", overlayText(u.win))
	}
	if u.clockOf(0) != "0:00.0" || u.play.clocks.stop != nil {
		t.Errorf("after the end: White %s, the clocks still ticking %v", u.clockOf(0), u.play.clocks.stop != nil)
	}
	u.play.Undo() // taken back, the game goes on, but the time does not come back
	if g.Status().Over {
		t.Fatal("the time run out was not taken back")
	}
	clk.pass(tickEvery)
	if !g.Status().Over || lineOf(u.play) != "time" {
		t.Errorf("undoing a time run out gave the time back: %q", lineOf(u.play))
	}
}

func TestInAFourPlayerGameThePlayerOutOfTimeLeaves(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/four-player", sudden(time.Minute))
	g, _ := u.terrace(t)
	clk.pass(time.Minute)
	if g.Status().Over || !g.Eliminated(0) || u.play.seatToMove() != 1 {
		t.Fatalf("White's flag fell: over %v, out %v, %d to move", g.Status().Over, g.Eliminated(0), u.play.seatToMove())
	}
	if !strings.Contains(u.play.message.Text, "White ran out of time and is out") {
		t.Errorf("the status line says %q", u.play.message.Text)
	}
	clk.pass(10 * time.Second)
	if u.clockOf(1) != "0:50" || u.clockOf(0) != "0:00.0" {
		t.Errorf("the next seat's clock does not run: %s, %s", u.clockOf(0), u.clockOf(1))
	}
}

func TestTheComputersThinkingCounts(t *testing.T) {
	u, queue, clk := startClocked(t, "terrace/long", sudden(time.Minute), Player{Computer: true}, Player{})
	g, _ := u.terrace(t)
	if len(*queue) == 0 {
		t.Fatal("the computer does not think")
	}
	clk.pass(20 * time.Second) // thinking
	if u.clockOf(0) != "0:40" {
		t.Errorf("after 20 s of thinking the computer has %s", u.clockOf(0))
	}
	clk.pass(41 * time.Second)
	if !g.Status().Over || u.play.sess.Working() != session.NoWork {
		t.Fatalf("the computer's flag fell: over %v, still thinking %v", g.Status().Over, u.play.sess.Working() != session.NoWork)
	}
	step(t, queue) // the search, come back too late, plays nothing
	if lineOf(u.play) != "time" {
		t.Errorf("moves after the time ran out: %q", lineOf(u.play))
	}
}

// jump moves the time on by d at once and ticks the clocks once: days
// pass without a tick every tenth of a second.
func (f *fakeTime) jump(d time.Duration) {
	f.now = f.now.Add(d)
	if f.tick != nil {
		f.tick()
	}
}

// alerts is how many low-time alerts the screen sounded.
func (u *App) alerts() int {
	n := 0
	for _, s := range u.sounds.Sounds() {
		if s == sound.Alert {
			n++
		}
	}
	return n
}

// With days for each move the seat to move sees the moment its time ends
// (the fake time starts on Tuesday 1 December 2026 at noon), then under a
// day the hours and minutes left, in red, never seconds.
func TestDaysPerMoveShowTheDeadline(t *testing.T) {
	u, _, clk := startClocked(t, "terrace/long", clock.DaysPerMove(3))
	g, b := u.terrace(t)
	if u.clockOf(0) != "until Fri 4 Dec, 12:00" || u.clockOf(1) != "3 days" {
		t.Fatalf("at the start the clocks show %q and %q", u.clockOf(0), u.clockOf(1))
	}
	clk.jump(10 * time.Minute)
	if u.clockOf(0) != "until Fri 4 Dec, 12:00" {
		t.Errorf("10 min later White's deadline reads %q", u.clockOf(0))
	}
	tap(b, "c2")
	tap(b, "d3")
	if u.clockOf(0) != "3 days" || u.clockOf(1) != "until Fri 4 Dec, 12:10" {
		t.Errorf("after White's move: %q and %q", u.clockOf(0), u.clockOf(1))
	}

	clk.jump(47 * time.Hour) // a day and an hour left
	if u.clockOf(1) != "until Fri 4 Dec, 12:10" || u.play.seats[1].time.Importance == widget.DangerImportance || u.alerts() != 0 {
		t.Errorf("with a day and an hour left: %q, low %v", u.clockOf(1), u.play.seats[1].time.Importance == widget.DangerImportance)
	}
	u.play.menu.pause.Action()
	if u.clockOf(1) != "1 day 1 h left" {
		t.Errorf("paused, Black's clock shows %q", u.clockOf(1))
	}
	u.play.ResumeClocks()

	clk.jump(time.Hour + 30*time.Second) // under a day: the time left, low
	if u.clockOf(1) != "23 h 59 min left" || u.play.seats[1].time.Importance != widget.DangerImportance || u.alerts() != 1 {
		t.Errorf("under a day left: %q, low %v, %d alerts", u.clockOf(1), u.play.seats[1].time.Importance == widget.DangerImportance, u.alerts())
	}
	clk.jump(18*time.Hour + 47*time.Minute)
	if u.clockOf(1) != "5 h 12 min left" {
		t.Errorf("five hours and a bit left: %q", u.clockOf(1))
	}
	t.Cleanup(func() { i18n.Use("en") })
	i18n.Use("fr")
	clk.jump(0)
	if u.clockOf(1) != "encore 5 h 12 min" || u.clockOf(0) != "3 jours" {
		t.Errorf("in French: %q and %q", u.clockOf(0), u.clockOf(1))
	}
	i18n.Use("en")
	clk.jump(5*time.Hour + 12*time.Minute)
	if u.clockOf(1) != "less than a minute left" || u.alerts() != 1 {
		t.Errorf("seconds left: %q, %d alerts", u.clockOf(1), u.alerts())
	}
	clk.jump(time.Minute)
	if !g.Status().Over || u.clockOf(1) != "no time left" {
		t.Errorf("after the three days: over %v, Black's clock %q", g.Status().Over, u.clockOf(1))
	}
}

// The deadline in the other languages, day and month named in them.
func TestTheDeadlineInEveryLanguage(t *testing.T) {
	u, _, _ := startClocked(t, "terrace/long", clock.DaysPerMove(7))
	t.Cleanup(func() { i18n.Use("en") })
	for code, want := range map[string]string{"fr": "jusqu'au mar. 8 déc. à 12:00", "de": "bis Di. 8. Dez., 12:00", "en": "until Tue 8 Dec, 12:00"} {
		i18n.Use(code)
		u.play.showClocks()
		if u.clockOf(0) != want {
			t.Errorf("in %s: %q, want %q", code, u.clockOf(0), want)
		}
	}
}

// A deadline is long: it stands under the seat's name, which keeps the
// panel's width even in a small window.
func TestADeadlineStandsUnderTheName(t *testing.T) {
	u, _, _ := startClocked(t, "terrace/long", clock.DaysPerMove(3))
	u.win.Resize(fyne.NewSize(800, 600))
	row := u.play.seats[0]
	name, deadline := fyne.CurrentApp().Driver().AbsolutePositionForObject(row.label), fyne.CurrentApp().Driver().AbsolutePositionForObject(row.time)
	if deadline.Y < name.Y+row.label.MinSize().Height/2 || row.label.Size().Width < row.time.MinSize().Width {
		t.Fatalf("the name at %v (%v wide), the deadline at %v", name, row.label.Size().Width, deadline)
	}
}
