package play

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/ui/modal"
	"boardshelf/ui/play/session"
	"boardshelf/ui/view"
)

// Drawing the session: every widget of the screen from the game, the
// session's phase and the work under way.

// update redraws everything from the session.
func (p *Screen) update() {
	p.view.Update()
	st := p.game.Status()
	p.status.SetText(p.statusText(st))
	p.swatch.FillColor = color.Transparent
	switch {
	case p.Pending():
		p.swatch.FillColor = view.SeatColour(p.colour(p.sess.Mover()))
	case st.Over && len(st.Winners) > 0:
		p.swatch.FillColor = view.SeatColour(p.colour(st.Winners[0]))
	case !st.Over:
		p.swatch.FillColor = view.SeatColour(p.colour(p.seatToMove()))
	}
	p.swatch.Refresh()
	notice := ""
	if !st.Over {
		notice = p.view.Notice()
	}
	p.notice.SetText(notice)
	p.showPhase()
	p.statusRow.Refresh() // the status's share of the line follows its text
	p.applyOptions()
	p.turnToPlayer()
	p.showMuted()
	p.updateSeats(st)
	p.tickClocks()
	p.listRows()
	p.followReview()
	p.rowHeights.update()
	p.moveList.Refresh()
	p.scrollToCurrent()
	c := p.usable()
	setEnabled(p.undoBtn, c.undo)
	setEnabled(p.redoBtn, c.redo)
	setEnabled(p.resignBtn, c.resign)
	setEnabled(p.drawBtn, c.draw)
	p.updateMenu()
	p.followAnalysis()
	p.paintMarkings() // the marks of the position shown
}

// usable are the controls that may be used now.
type usable struct{ undo, redo, resign, draw, hint bool }

// usable says which controls may be used now. At one table, resigning and
// agreeing a draw are the word of the person to move; in a shared game,
// taking back and a draw are asked of the others, and a player resigns
// at any time.
func (p *Screen) usable() usable {
	if p.shared != nil {
		_, mine := p.mySeat()
		return usable{undo: p.canOffer() && p.ownMoveToTakeBack(), resign: mine && !p.game.Status().Over, draw: p.canOffer()}
	}
	return usable{undo: p.At() > 0, redo: p.At() < len(p.Line()), resign: p.CanMove(), draw: p.CanMove(),
		hint: p.CanMove() && p.game.Turn() != rules.Chance}
}

// showPhase shows the bars of the status line the phase asks for: the
// computer at work, a move waiting for Confirm, the clocks paused.
func (p *Screen) showPhase() {
	phase := p.sess.Phase()
	setVisible(p.confirmBar, phase == session.Confirming)
	setVisible(p.takeBack, phase == session.Confirming)
	setVisible(p.clocks.bar, phase == session.Paused)
	work := ""
	switch p.sess.Working() {
	case session.Asking:
		work = lang.L("thinking…")
		switch {
		case p.shared != nil && (p.game.Turn() == rules.Chance || !p.shared.link.Here(p.seatToMove())):
			work = "" // another app's turn, or the shared die: the status line says so, for as long as it takes
		case p.game.Turn() == rules.Chance:
			work = lang.L("rolls the die…")
		}
	case session.Hinting:
		work = lang.L("Looking for a good move…")
	case session.Judging:
		work = lang.L("The computer considers the draw…")
	}
	if work == "" || phase == session.Animating {
		p.turn.hide()
		return
	}
	p.turn.label.SetText(work)
	p.turn.show()
}

// statusText is what the status line says: how the game ended, whose
// turn it is, or the view's prompt of what to do.
func (p *Screen) statusText(st rules.Status) string {
	if m, ok := p.sess.Pending(); ok {
		return lang.L("{{.Seat}} plays {{.Move}}", map[string]any{
			"Seat": p.SeatName(m.Seat), "Move": p.moveText(p.At()-1, m.Move)})
	}
	if st.Over {
		return endLine(st, p.SeatName)
	}
	who := map[string]any{"Seat": p.SeatName(p.seatToMove())}
	prompter, prompts := p.view.(view.Prompter)
	switch {
	case p.sess.Phase() == session.Waiting:
		return lang.L("Waiting for the players to take their seats")
	case p.shared != nil && p.game.Turn() == rules.Chance:
		return lang.L("The die is rolled for {{.Seat}} once every player's share is in", who)
	case p.shared != nil && !p.shared.link.Here(p.seatToMove()):
		who["Name"] = p.shared.Table.View().Seats[p.seatToMove()].Name
		return lang.L("{{.Seat}} ({{.Name}}) to move", who)
	case p.sess.Phase() == session.Browsing:
		// The computer plays on only at the end of the moves.
		return lang.L("{{.Seat}} (computer) to move: you are looking back; End returns to the game", who)
	case p.computerToMove(): // the prompts are for people
		return lang.L("{{.Seat}} (computer) to move", who)
	case prompts:
		return prompter.Prompt()
	}
	return lang.L("{{.Seat}} to move", who)
}

func (p *Screen) updateSeats(st rules.Status) {
	out, eliminates := p.game.(rules.Eliminating)
	for seat, row := range p.seats {
		values := map[string]any{"Seat": p.SeatName(seat)}
		name := p.SeatName(seat)
		if seat < len(p.players) && p.players[seat].Computer {
			values["Level"] = p.players[seat].LevelName()
			name = lang.L("{{.Seat}} (computer, {{.Level}})", values)
		}
		if p.shared != nil {
			values["Holder"] = p.seatHolder(seat)
			name = lang.L("{{.Seat}}: {{.Holder}}", values)
		}
		values["Name"] = name
		importance, bold := widget.MediumImportance, false
		switch {
		case eliminates && out.Eliminated(seat) && (!st.Over || p.game.Players() > 2): // in a two-player game the loser is not "out"
			name = lang.L("{{.Name}} — out", values)
			importance = widget.LowImportance
		case !st.Over && seat == p.sess.Mover():
			name = lang.L("{{.Name}} — to move", values)
			bold = true
		}
		if row.label.Text != name || row.label.Importance != importance || row.label.TextStyle.Bold != bold {
			row.label.Importance, row.label.TextStyle.Bold = importance, bold
			row.label.SetText(name)
		}
	}
}

// colour is the colour name of a seat.
func (p *Screen) colour(seat int) string {
	if seat >= 0 && seat < len(p.setup.Seats) {
		return p.setup.Seats[seat].Colour
	}
	return ""
}

// SeatName is a seat as the screen names it, "White" (view.Host).
func (p *Screen) SeatName(seat int) string {
	c := p.colour(seat)
	if c == "" {
		return lang.L("the die")
	}
	return view.ColourName(c)
}

// describe writes the i-th move of the line for the move list.
func (p *Screen) describe(i int, m Played) string {
	if a, ok := m.Move.(rules.Agreement); ok {
		if _, named := a.Resigner(); named { // a resignation on another's turn
			return lang.L("{{.Seat}} resigns", map[string]any{"Seat": p.SeatName(m.Seat)})
		}
	}
	switch m.Move {
	case rules.Resign:
		return lang.L("{{.Seat}} resigns", map[string]any{"Seat": p.SeatName(m.Seat)})
	case rules.Draw:
		return lang.L("Draw agreed")
	case rules.TimeOut:
		return lang.L("{{.Seat}} ran out of time", map[string]any{"Seat": p.SeatName(m.Seat)})
	}
	return p.SeatName(m.Seat) + "  " + p.moveText(i, m.Move)
}

// moveText writes the move at index ply of the line (or to be played
// there, a hint) as the view words it.
func (p *Screen) moveText(ply int, m rules.Move) string {
	switch n := p.view.(type) {
	case view.PlyNotator:
		return n.MoveTextAt(ply, m)
	case view.Notator:
		return n.MoveText(m)
	}
	return m.String()
}

func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

// showMuted shows on the sound button whether sounds are on: the icon of
// what is, and the word of what a click does.
func (p *Screen) showMuted() {
	icon := theme.VolumeUpIcon()
	if p.host.Options().Muted {
		icon = theme.VolumeMuteIcon()
	}
	if p.muteBtn.Icon != icon {
		p.muteBtn.SetIcon(icon)
	}
}

// present shows a dialog over the window, to be closed by Escape too.
func (p *Screen) present(d modal.Dialog) { modal.Show(p.host.Window().Canvas(), d) }

func setVisible(o fyne.CanvasObject, visible bool) {
	if visible {
		o.Show()
	} else {
		o.Hide()
	}
}
