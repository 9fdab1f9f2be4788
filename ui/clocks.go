package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
)

// The time control of each game, chosen in the picker under the players
// and kept for the next game of that game.

const prefClock = "clock." // + game id: the time control last chosen, as clock.Control writes it

// clockControl is the time control chosen for a game: none unless one was.
func (u *App) clockControl(game string) clock.Control {
	c, err := clock.Parse(u.prefs.String(prefClock+game, ""))
	if err != nil { // whatever the choices file says
		return clock.Control{}
	}
	return c
}

// newClock is the clock of a new game of setup s, nil without a time
// control.
func (u *App) newClock(s *setups.Setup) *clock.Clock {
	c := u.clockControl(s.Game)
	if c.Kind == clock.None {
		return nil
	}
	return clock.New(c, len(s.Seats), time.Now)
}

// The time controls the picker offers: a kind, a time and, with
// Fischer's, the seconds added after each move.
var (
	clockKinds = []struct {
		kind clock.Kind
		name string
	}{
		{clock.None, i18n.Key("No clock")},
		{clock.SuddenDeath, i18n.Key("Sudden death")},
		{clock.Fischer, i18n.Key("Fischer (time added after each move)")},
		{clock.PerTurn, i18n.Key("A time limit for each turn")},
	}
	gameMinutes = []int{1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90}
	turnSeconds = []int{10, 15, 20, 30, 45, 60, 90, 120, 180}
	increments  = []int{1, 2, 3, 5, 10, 15, 30}
)

func minutes(m int) string { return lang.N("{{.Count}} minutes", m, map[string]any{"Count": m}) }
func seconds(s int) string { return lang.N("{{.Count}} seconds", s, map[string]any{"Count": s}) }
func plus(s int) string    { return lang.N("+{{.Count}} seconds a move", s, map[string]any{"Count": s}) }
func daysPerMove(n int) string {
	return lang.N("{{.Count}} days per move", n, map[string]any{"Count": n})
}

// controlWords is a time control in words: "5 minutes +3 seconds a move".
func controlWords(c clock.Control) string {
	switch c.Kind {
	case clock.SuddenDeath:
		return lang.L("Sudden death, {{.Time}}", map[string]any{"Time": minutes(int(c.Base / time.Minute))})
	case clock.Fischer:
		return minutes(int(c.Base/time.Minute)) + " " + plus(int(c.Increment/time.Second))
	case clock.PerTurn:
		return lang.L("{{.Time}} a turn", map[string]any{"Time": seconds(int(c.Base / time.Second))})
	case clock.Days:
		return daysPerMove(int(c.Base / clock.Day))
	}
	return lang.L("No clock")
}

// clockChoice chooses the time control of a game: its kind, then its time
// and increment as the kind has them.
func (p *picker) clockChoice(game string) fyne.CanvasObject {
	u := p.app
	c := u.clockControl(game)
	var kindLabels []string
	for _, k := range clockKinds {
		kindLabels = append(kindLabels, lang.L(k.name))
	}
	kind := widget.NewSelect(kindLabels, nil)
	base := widget.NewSelect(nil, nil)
	inc := widget.NewSelect(nil, nil)
	choose := func() {
		u.prefs.SetString(prefClock+game, c.String())
	}
	show := func() {
		base.Hidden, inc.Hidden = c.Kind == clock.None, c.Kind != clock.Fischer
		base.Options = nil
		if c.Kind == clock.PerTurn {
			for _, s := range turnSeconds {
				base.Options = append(base.Options, seconds(s))
			}
			base.Selected = seconds(int(c.Base / time.Second))
		} else {
			for _, m := range gameMinutes {
				base.Options = append(base.Options, minutes(m))
			}
			base.Selected = minutes(int(c.Base / time.Minute))
		}
		inc.Options = nil
		for _, s := range increments {
			inc.Options = append(inc.Options, plus(s))
		}
		inc.Selected = plus(int(c.Increment / time.Second))
		base.Refresh()
		inc.Refresh()
	}
	kind.OnChanged = func(label string) {
		for i, k := range clockKinds {
			if kindLabels[i] != label || k.kind == c.Kind {
				continue
			}
			c = clock.Control{Kind: k.kind}
			switch k.kind {
			case clock.SuddenDeath:
				c.Base = 10 * time.Minute
			case clock.Fischer:
				c.Base, c.Increment = 5*time.Minute, 3*time.Second
			case clock.PerTurn:
				c.Base = 30 * time.Second
			}
			choose()
			show()
		}
	}
	base.OnChanged = func(label string) {
		for _, m := range gameMinutes {
			if label == minutes(m) {
				c.Base = time.Duration(m) * time.Minute
			}
		}
		for _, s := range turnSeconds {
			if label == seconds(s) {
				c.Base = time.Duration(s) * time.Second
			}
		}
		choose()
	}
	inc.OnChanged = func(label string) {
		for _, s := range increments {
			if label == plus(s) {
				c.Increment = time.Duration(s) * time.Second
			}
		}
		choose()
	}
	for i, k := range clockKinds {
		if k.kind == c.Kind {
			kind.Selected = kindLabels[i]
		}
	}
	show()
	heading := widget.NewLabel(lang.L("Clock"))
	heading.TextStyle.Bold = true
	return container.NewVBox(container.NewBorder(nil, nil, heading, nil, kind), container.NewGridWithColumns(2, base, inc))
}
