package play

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/ui/i18n"
	"boardshelf/ui/sound"
)

// The players' clocks on screen (the session keeps their time and ends a
// turn whose time ran out): each seat's time beside its name, redrawn while
// one runs, and the bar of the clocks paused.

// tickEvery is how often the clocks on screen are redrawn.
const tickEvery = 100 * time.Millisecond

// clocks is the clocks' widgets and their redrawing.
type clocks struct {
	// every starts calling tick every d, through fyne.Do, until stop is
	// called; nil is a ticker. Tests call tick themselves.
	every func(d time.Duration, tick func()) (stop func())
	stop  func()
	bar   *fyne.Container // "Clocks paused" and Resume, in the status line
}

func (p *Screen) buildClocks() {
	resume := widget.NewButtonWithIcon(lang.L("Resume"), theme.MediaPlayIcon(), p.ResumeClocks)
	resume.Importance = widget.HighImportance
	paused := widget.NewLabel(lang.L("Clocks paused"))
	paused.TextStyle.Bold = true
	p.clocks.bar = container.NewHBox(paused, resume)
	p.clocks.bar.Hide()
}

// tickClocks starts or stops the redrawing of the clocks as one runs or
// none does, and redraws them.
func (p *Screen) tickClocks() {
	c := &p.clocks
	running := p.sess.Ticking()
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

// tick lets the session end a turn whose time ran out, and redraws the
// clocks.
func (p *Screen) tick() {
	if p.clocks.stop == nil { // a tick that came after the clocks stopped
		return
	}
	p.sess.Tick()
	if p.shared != nil {
		p.shared.link.ClaimTime()
	}
	p.showClocks()
}

// showClocks writes each seat's time beside its name, in the warning's
// colour when little is left.
func (p *Screen) showClocks() {
	k := p.sess.Clock()
	for seat, row := range p.seats {
		if !p.sess.Clocked() {
			row.time.Hide()
			continue
		}
		low, crossed := p.sess.LowTime(seat)
		if crossed {
			p.host.Sound(sound.Alert) // once, as the time crosses the line
		}
		text := faceText(k, seat)
		importance := widget.MediumImportance
		if low {
			importance = widget.DangerImportance
		}
		if row.time.Text != text || row.time.Importance != importance || !row.time.Visible() {
			row.time.Importance = importance
			row.time.TextStyle.Bold = seat == k.Running()
			row.time.SetText(text)
			row.time.Show()
		}
	}
}

// faceText is what a seat's clock shows: its time left, or with days for
// each move, when its time ends.
func faceText(k *clock.Clock, seat int) string {
	if k.Control().Kind == clock.Days {
		return deadlineText(k, seat)
	}
	return clockText(k.Left(seat))
}

// deadlineText writes the time of a seat playing with days for each move,
// by the minute, never by the second: for the seat to move the moment
// its time ends, "until Tue 8 Dec, 14:05", and under a day the hours and
// minutes left, "5 h 12 min left"; for another seat (or all, the clocks
// stopped) the time it has for its move, "3 days".
func deadlineText(k *clock.Clock, seat int) string {
	left := k.Left(seat)
	if left < clock.Day {
		return leftText(left)
	}
	if when, ok := k.Deadline(seat); ok {
		return lang.L("until {{.When}}", map[string]any{"When": i18n.DayDateTime(when)})
	}
	days, hours := int(left/clock.Day), int(left%clock.Day/time.Hour)
	if hours == 0 {
		return lang.N("{{.Count}} days", days, map[string]any{"Count": days})
	}
	return lang.N("{{.Count}} days {{.Hours}} h left", days, map[string]any{"Count": days, "Hours": hours})
}

// leftText writes a time under a day as hours and minutes left: "5 h 12
// min left", "12 min left", "less than a minute left", "no time left".
func leftText(d time.Duration) string {
	hours, minutes := int(d/time.Hour), int(d%time.Hour/time.Minute)
	switch {
	case hours > 0:
		return lang.L("{{.Hours}} h {{.Minutes}} min left", map[string]any{"Hours": hours, "Minutes": minutes})
	case minutes > 0:
		return lang.L("{{.Minutes}} min left", map[string]any{"Minutes": minutes})
	case d > 0:
		return lang.L("less than a minute left")
	}
	return lang.L("no time left")
}

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
