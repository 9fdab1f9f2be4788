package play

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/ai"
	"boardshelf/clock"
	"boardshelf/rules"
	"boardshelf/ui/sound"
)

// The players' clocks. The clock of the seat to move runs (a computer's
// thinking counts, and so does the time a move waits for Confirm); it
// changes hands when a move is played, taken back or played again, but
// not while a player looks back through the moves. A seat whose time runs
// out loses as on a resignation (in a game of three or more, it leaves).
// Pausing stops the clocks and the game: nobody moves until it resumes.

// tickEvery is how often the clocks on screen are redrawn.
const tickEvery = 100 * time.Millisecond

// clocks is the clock's state on the screen.
type clocks struct {
	clock  *clock.Clock // nil without a time control
	at     int          // the move of the line at which the running clock's turn began
	paused bool
	low    []bool // the seats told that their time runs low

	// every starts calling tick every d, through fyne.Do, until stop is
	// called; nil is a ticker. Tests call tick themselves.
	every func(d time.Duration, tick func()) (stop func())
	stop  func()
	bar   *fyne.Container // "Clocks paused" and Resume, in the status line
}

// on reports whether the game is played with clocks.
func (c *clocks) on() bool { return c.clock != nil && c.clock.On() }

func (p *Screen) buildClocks() {
	resume := widget.NewButtonWithIcon(lang.L("Resume"), theme.MediaPlayIcon(), p.ResumeClocks)
	resume.Importance = widget.HighImportance
	paused := widget.NewLabel(lang.L("Clocks paused"))
	paused.TextStyle.Bold = true
	p.clocks.bar = container.NewHBox(paused, resume)
	p.clocks.low = make([]bool, p.game.Players())
	p.clocks.paused = p.clocks.paused && !p.game.Status().Over
	if !p.clocks.paused {
		p.clocks.bar.Hide()
	}
}

// switchClock gives the clock to the seat to move after the game changed;
// moved says a turn was played (Fischer's increment is earned), not taken
// back.
func (p *Screen) switchClock(moved bool) {
	c := &p.clocks
	if !c.on() {
		return
	}
	k := c.clock
	switch {
	case p.game.Status().Over:
		k.Stop()
	case c.paused:
		k.Stop()
	case p.mover() != k.Running():
		if moved {
			k.Moved()
		}
		k.Start(p.mover())
		c.at = p.hist.At()
	}
	p.tickClocks()
}

// tickClocks starts or stops the redrawing of the clocks as one runs or
// none does, and redraws them.
func (p *Screen) tickClocks() {
	c := &p.clocks
	running := c.clock.Running() >= 0 && !p.turn.left
	switch {
	case running && c.stop == nil:
		every := c.every
		if every == nil {
			every = ticker
		}
		c.stop = every(tickEvery, p.tick)
	case !running && c.stop != nil:
		c.stop()
		c.stop = nil
	}
	p.showClocks()
}

// ticker calls tick every d on the UI goroutine until stopped.
func ticker(d time.Duration, tick func()) func() {
	t := time.NewTicker(d)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-t.C:
				fyne.Do(tick)
			case <-done:
				return
			}
		}
	}()
	return func() { t.Stop(); close(done) }
}

// tick redraws the clocks and ends the turn of a seat whose time ran out.
func (p *Screen) tick() {
	c := &p.clocks
	if c.stop == nil { // a tick that came after the clocks stopped
		return
	}
	if seat, fallen := c.clock.Fallen(); fallen {
		p.timeOut(seat)
		return
	}
	p.showClocks()
}

// timeOut ends the game of a seat whose time ran out, at the move its turn
// began: a move waiting for Confirm is taken back, a computer's search
// stops, and a player looking back is brought to the turn.
func (p *Screen) timeOut(seat int) {
	p.TakeBackMove()
	p.stopThinking()
	p.closeEndDialog()
	p.clocks.clock.Stop()
	if p.hist.At() != p.clocks.at {
		p.hist.goTo(p.clocks.at)
	}
	if err := p.hist.play(rules.TimeOut, seat); err != nil {
		p.Say(lang.L("{{.Seat}} ran out of time", map[string]any{"Seat": p.SeatName(seat)}))
		p.update()
		return
	}
	p.message.SetText("")
	p.changed()
	p.switchClock(false)
	if !p.game.Status().Over { // the others play on
		p.host.Sound(sound.Alert)
		p.Say(lang.L("{{.Seat}} ran out of time and is out", map[string]any{"Seat": p.SeatName(seat)}))
	}
	p.announceEnd()
}

// showClocks writes each seat's time beside its name, in the warning's
// colour when little is left.
func (p *Screen) showClocks() {
	c := &p.clocks
	for seat, row := range p.seats {
		if !c.on() {
			row.time.Hide()
			continue
		}
		left := c.clock.Left(seat)
		low := left < lowTime(c.clock.Control())
		if low && !c.low[seat] && seat == c.clock.Running() {
			p.host.Sound(sound.Alert) // once, as the time crosses the line
		}
		c.low[seat] = low
		text := clockText(left)
		importance := widget.MediumImportance
		if low {
			importance = widget.DangerImportance
		}
		if row.time.Text != text || row.time.Importance != importance || !row.time.Visible() {
			row.time.Importance = importance
			row.time.TextStyle.Bold = seat == c.clock.Running()
			row.time.SetText(text)
			row.time.Show()
		}
	}
}

// lowTime is the time left under which a clock warns: a fifth of the
// control's time, and 30 seconds at most.
func lowTime(c clock.Control) time.Duration { return min(30*time.Second, c.Base/5) }

// clockText writes a time left as clocks show it: "1:05:00", "4:59",
// and tenths of a second under ten seconds, "0:09.4".
func clockText(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		tenths := d / (100 * time.Millisecond)
		return fmt.Sprintf("0:%02d.%d", tenths/10, tenths%10)
	}
	s := int(d.Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// gameClock is the clock of the seat to move for a computer's search,
// which takes a share of it; nil when the game has no clock.
func (p *Screen) gameClock() *ai.GameClock {
	c := &p.clocks
	if !c.on() {
		return nil
	}
	control := c.clock.Control()
	return &ai.GameClock{Kind: control.Kind, Left: c.clock.Left(p.seatToMove()), Increment: control.Increment}
}

// Paused reports whether the clocks (and the game) are paused.
func (p *Screen) Paused() bool { return p.clocks.paused }

// PauseClocks stops the clocks and the game until ResumeClocks: nobody
// may move, and a computer's search stops.
func (p *Screen) PauseClocks() {
	if !p.clocks.on() || p.clocks.paused || p.game.Status().Over {
		return
	}
	p.TakeBackMove()
	p.stopThinking()
	p.message.SetText("")
	p.clocks.paused = true
	p.switchClock(false)
	p.clocks.bar.Show()
	p.update()
	if len(p.hist.Line()) > 0 { // kept with the time left as it is now
		p.host.Moved(p)
	}
}

// ResumeClocks starts the clock of the seat to move again.
func (p *Screen) ResumeClocks() {
	if !p.clocks.paused {
		return
	}
	p.clocks.paused = false
	p.clocks.bar.Hide()
	p.switchClock(false)
	p.refresh()
}

// TogglePause pauses the clocks, or resumes them (Play > Pause clocks).
func (p *Screen) TogglePause() {
	if p.clocks.paused {
		p.ResumeClocks()
	} else {
		p.PauseClocks()
	}
}

// Clock is the game's clock, nil without one: for the record.
func (p *Screen) Clock() *clock.Clock { return p.clocks.clock }
