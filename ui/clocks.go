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

// The time controls the picker offers: a kind, a time (the days, with days
// for each move) and, with Fischer's, the seconds added after each move.
var (
	clockKinds = []struct {
		name  string
		first clock.Control // the control offered first, as the kind is chosen
	}{
		{i18n.Key("No clock"), clock.Control{}},
		{i18n.Key("Sudden death"), clock.Control{Kind: clock.SuddenDeath, Base: 10 * time.Minute}},
		{i18n.Key("Fischer (time added after each move)"), clock.Control{Kind: clock.Fischer, Base: 5 * time.Minute, Increment: 3 * time.Second}},
		{i18n.Key("A time limit for each turn"), clock.Control{Kind: clock.PerTurn, Base: 30 * time.Second}},
		{i18n.Key("Days per move (correspondence)"), clock.DaysPerMove(3)},
	}
	gameMinutes = []int{1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90}
	turnSeconds = []int{10, 15, 20, 30, 45, 60, 90, 120, 180}
	increments  = []int{1, 2, 3, 5, 10, 15, 30}
)

// timeChoice is a time the picker offers, and its words.
type timeChoice struct {
	label string
	d     time.Duration
}

// baseTimes are the times the picker offers for a control of kind: the
// minutes of a game, the seconds of a turn, the days of a move.
func baseTimes(kind clock.Kind) []timeChoice {
	var out []timeChoice
	switch kind {
	case clock.PerTurn:
		for _, s := range turnSeconds {
			out = append(out, timeChoice{lang.N("{{.Count}} seconds", s, map[string]any{"Count": s}), time.Duration(s) * time.Second})
		}
	case clock.Days:
		for d := 1; d <= clock.MaxDays; d++ {
			out = append(out, timeChoice{lang.N("{{.Count}} days", d, map[string]any{"Count": d}), time.Duration(d) * clock.Day})
		}
	default:
		for _, m := range gameMinutes {
			out = append(out, timeChoice{lang.N("{{.Count}} minutes", m, map[string]any{"Count": m}), time.Duration(m) * time.Minute})
		}
	}
	return out
}

// incrementTimes are the seconds the picker offers to add after each move.
func incrementTimes() []timeChoice {
	var out []timeChoice
	for _, s := range increments {
		out = append(out, timeChoice{lang.N("+{{.Count}} seconds a move", s, map[string]any{"Count": s}), time.Duration(s) * time.Second})
	}
	return out
}

// offer fills sel with the choices, the one of d selected.
func offer(sel *widget.Select, choices []timeChoice, d time.Duration) {
	sel.Options, sel.Selected = nil, ""
	for _, o := range choices {
		sel.Options = append(sel.Options, o.label)
		if o.d == d {
			sel.Selected = o.label
		}
	}
	sel.Refresh()
}

// chosen is the time of the choice labelled label, if one is.
func chosen(choices []timeChoice, label string) (time.Duration, bool) {
	for _, o := range choices {
		if o.label == label {
			return o.d, true
		}
	}
	return 0, false
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
		offer(base, baseTimes(c.Kind), c.Base)
		offer(inc, incrementTimes(), c.Increment)
	}
	kind.OnChanged = func(label string) {
		for i, k := range clockKinds {
			if kindLabels[i] == label && k.first.Kind != c.Kind {
				c = k.first
				choose()
				show()
			}
		}
	}
	base.OnChanged = func(label string) {
		if d, ok := chosen(baseTimes(c.Kind), label); ok {
			c.Base = d
			choose()
		}
	}
	inc.OnChanged = func(label string) {
		if d, ok := chosen(incrementTimes(), label); ok {
			c.Increment = d
			choose()
		}
	}
	for i, k := range clockKinds {
		if k.first.Kind == c.Kind {
			kind.Selected = kindLabels[i]
		}
	}
	show()
	heading := widget.NewLabel(lang.L("Clock"))
	heading.TextStyle.Bold = true
	return container.NewVBox(container.NewBorder(nil, nil, heading, nil, kind), container.NewGridWithColumns(2, base, inc))
}
