package play

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/rules"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play/session"
	"boardshelf/ui/sound"
)

// What the screen does on each change the session tells of: it redraws,
// and adds the sounds, the messages (naming the seats the events carry)
// and the end dialog.

// on follows an event of the session.
func (p *Screen) on(e session.Event) {
	if e.Kind == session.Moved || e.Kind == session.TimedOut {
		p.publish()
	}
	switch e.Kind {
	case session.Moved:
		p.moved(e)
	case session.Redone:
		p.message.SetText("")
		p.changed()
		p.announceEnd()
	case session.Undone, session.Browsed:
		p.message.SetText("")
		p.closeEndDialog()
		p.update()
		if e.Kind == session.Undone {
			p.host.Moved(p)
		}
	case session.Awaiting, session.TakenBack, session.Resumed:
		p.message.SetText("")
		p.update()
	case session.PausedClocks:
		p.message.SetText("")
		p.update()
		if len(p.Line()) > 0 { // kept with the time left as it is now
			p.host.Moved(p)
		}
	case session.Noted:
		p.update()
		p.host.Moved(p) // kept with the notes
	case session.Refused:
		p.refused(e)
	case session.Answered:
		p.update()
		p.animate(e)
	case session.TimedOut:
		p.timedOut(e.Seat)
	default:
		p.update()
		p.say(e)
	}
}

// moved goes on after a move: its sound, the redraw, the end. (The view
// sounds the die's rolls, which it shows.)
func (p *Screen) moved(e session.Event) {
	if _, agreed := e.Move.(rules.Agreement); !agreed && !e.Chance {
		p.moveSound(e.Move, e.Person)
	}
	p.message.SetText("")
	p.changed()
	if notice := p.view.Notice(); notice != "" && !p.game.Status().Over {
		p.host.Sound(sound.Alert)
	}
	p.announceEnd()
}

// changed redraws after the game moved on or back, and keeps the game for
// a restart.
func (p *Screen) changed() {
	p.update()
	p.host.Moved(p)
}

// refused says why the rules refused a move.
func (p *Screen) refused(e session.Event) {
	if e.Move == rules.TimeOut {
		p.Say(lang.L("{{.Seat}} ran out of time", map[string]any{"Seat": p.SeatName(e.Seat)}))
		p.update()
		return
	}
	p.Say(i18n.Error(e.Err, p.SeatName))
	p.view.Update()
}

// animate shows a driver's move on the board, then lets the session play
// it: the turn stays the driver's, and the board closed to clicks, until
// the slide has ended.
func (p *Screen) animate(e session.Event) {
	p.view.AnimateMove(e.Move, p.host.Pace().Slide, e.Land)
}

// timedOut tells of a seat whose time ran out: out of the game, or its end.
func (p *Screen) timedOut(seat int) {
	p.message.SetText("")
	p.closeEndDialog()
	p.changed()
	if !p.game.Status().Over { // the others play on
		p.host.Sound(sound.Alert)
		p.Say(lang.L("{{.Seat}} ran out of time and is out", map[string]any{"Seat": p.SeatName(seat)}))
	}
	p.announceEnd()
}

// say words the outcome of the session's work: a driver that could not
// move, a hint, a draw declined.
func (p *Screen) say(e session.Event) {
	why := map[string]any{"Why": ""}
	if e.Err != nil {
		why["Why"] = e.Err.Error()
	}
	switch e.Kind {
	case session.Failed:
		p.Say(lang.L("The computer could not move: {{.Why}}", why))
	case session.Hinted:
		if e.Err != nil {
			p.Say(lang.L("No hint: {{.Why}}", why))
			return
		}
		p.Say(lang.L("Hint: {{.Move}}", map[string]any{"Move": p.moveText(p.At(), e.Move)}))
		p.view.ShowHint(e.Move)
	case session.DrawDeclined:
		switch {
		case e.Err != nil:
			p.Say(lang.L("The computer could not judge the offer: {{.Why}}", why))
		case e.Seat >= 0:
			p.Say(lang.L("{{.Seat}} declines the draw: the computer finds its position better", map[string]any{"Seat": p.SeatName(e.Seat)}))
		default:
			p.Say(lang.L("The computer declines the draw: it finds {{.Seat}} behind", map[string]any{"Seat": p.SeatName(e.Other)}))
		}
	}
}

// moveSound is the sound of a move made: the view's own for it (a climb,
// a capture, a disk placed) or a plain move's, and the computer's own.
func (p *Screen) moveSound(m rules.Move, person bool) {
	s := p.view.MoveSound(m)
	if !person && s == sound.Move {
		s = sound.ComputerMove
	}
	p.host.Sound(s)
}

// announceEnd opens the end-of-game dialog when the game has just ended.
func (p *Screen) announceEnd() {
	st := p.game.Status()
	if !st.Over {
		return
	}
	p.host.Sound(p.endSound(st))
	reason := widget.NewLabel(endSentence(st, p.SeatName))
	reason.Wrapping = fyne.TextWrapWord
	again := widget.NewButtonWithIcon(lang.L("Play again"), theme.ViewRefreshIcon(), func() {
		p.closeEndDialog()
		p.host.PlayAgain(p.setup)
	})
	if s, ok := p.host.(Studier); ok && p.Online() != nil {
		// A shared game is not played again at this table alone: its
		// players and watchers study it.
		again = widget.NewButtonWithIcon(lang.L("Study a copy"), theme.ContentCopyIcon(), func() {
			p.closeEndDialog()
			s.StudyCopy()
		})
	}
	again.Importance = widget.HighImportance
	other := widget.NewButton(lang.L("Choose another game"), func() {
		p.closeEndDialog()
		p.host.ChooseGame()
	})
	p.closeEndDialog()
	// The three ways on stand in one row, the one most taken last.
	win := p.host.Window()
	d := dialog.NewCustomWithoutButtons(endTitle(st, p.SeatName), container.NewVBox(reason, p.reviewOffer()), win)
	look := widget.NewButton(lang.L("Look at the board"), p.closeEndDialog)
	d.SetButtons([]fyne.CanvasObject{look, other, again})
	p.endDialog = d
	d.Resize(fyne.NewSize(min(520, win.Canvas().Size().Width-40), d.MinSize().Height))
	p.present(d)
}

func (p *Screen) closeEndDialog() {
	if p.endDialog != nil {
		p.endDialog.Hide()
		p.endDialog = nil
	}
}

// endSound is the sound of a game ended: won when a person won (or, with
// none playing, anyone), lost when the people playing all lost.
func (p *Screen) endSound(st rules.Status) sound.Sound {
	if len(st.Winners) == 0 {
		return sound.Won // a draw is nobody's loss
	}
	people := false
	for seat := range p.players {
		if p.sess.AtTable(seat) {
			people = true
			if slices.Contains(st.Winners, seat) {
				return sound.Won
			}
		}
	}
	if people {
		return sound.Lost
	}
	return sound.Won
}
