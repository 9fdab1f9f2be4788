package ui

import (
	"errors"
	"slices"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/records"
	"boardshelf/setups"
	"boardshelf/ui/atomicfile"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// Game > Send to opponent…: the game on screen written to a file for the
// other players, to send by any messenger. A game at one table becomes a
// shared game first: the player says which seats the others take and on
// what clock.

// correspondenceDays is the days per move offered first.
const correspondenceDays = 3

// sendToOpponent sends the game on screen, sharing it first when it is
// played at one table. A game over is not shared.
func (u *App) sendToOpponent() {
	if u.play == nil {
		return
	}
	u.offerShared(byFile, func(string) records.Online { return records.Online{How: records.HowFile} }, func(g *sharedGame, fresh bool) {
		if fresh {
			u.showShared(g, "")
		}
		u.saveCopy(g)
	})
}

// errOver says why a game over is neither sent nor hosted.
func errOver() error {
	return errors.New(lang.L("The game is over: only a game under way can be played with others. Start a new one first."))
}

// ownClock is the clock of the game on the screen p; no clock without one.
func ownClock(p *play.Screen) clock.Control {
	if p.Clock() == nil {
		return clock.Control{}
	}
	return p.Clock().Control()
}

// sharing is how a game at one table becomes shared, in the words of the
// dialog that asks for its seats and clock.
type sharing struct {
	title, text, next string
	clock             func(own clock.Control) clock.Control // the clock offered first
	refused           string                                // the title of the words saying why a game is not shared so
}

// byFile is sharing a game by file: days per move, first.
var byFile = sharing{
	title:   i18n.Key("Send to opponent"),
	text:    i18n.Key("Tick the seats your opponents take; you keep the others."),
	next:    i18n.Key("Then save the file, and send it to them by e-mail or any messenger."),
	clock:   func(clock.Control) clock.Control { return clock.DaysPerMove(correspondenceDays) },
	refused: i18n.Key("This game cannot be shared"),
}

// askToShare asks which seats the other players take in a game of the
// setup s (the others stay with who plays them here) and the clock of the
// shared game, own being the game's own.
func (u *App) askToShare(s *setups.Setup, players []play.Player, own clock.Control, how sharing, then func(theirs []bool, control clock.Control)) {
	mine := max(slices.IndexFunc(players, func(pl play.Player) bool { return !pl.Computer }), 0)
	theirs := make([]bool, len(players))
	seats := container.NewVBox()
	for seat, colour := range s.Seats {
		theirs[seat] = seat != mine
		check := widget.NewCheck(view.ColourName(colour.Colour), func(on bool) { theirs[seat] = on })
		check.SetChecked(theirs[seat])
		seats.Add(check)
	}
	controls, labels := clockOffers(own)
	clockChoice := widget.NewSelect(labels, nil)
	clockChoice.SetSelected(controlWords(how.clock(own)))
	text := widget.NewLabel(lang.L(how.text))
	text.Wrapping = fyne.TextWrapWord
	clockHeading := widget.NewLabel(lang.L("Clock"))
	clockHeading.TextStyle.Bold = true
	next := widget.NewLabel(lang.L(how.next))
	next.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(text, seats, clockHeading, clockChoice, next)
	d := dialog.NewCustomConfirm(lang.L(how.title), lang.L("Continue"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		if !slices.Contains(theirs, true) || !slices.Contains(theirs, false) {
			u.showError(lang.L("This game cannot be shared"), errors.New(lang.L("Your opponents take one seat or more, and you keep one or more.")))
			return
		}
		then(theirs, controls[slices.Index(labels, clockChoice.Selected)])
	}, u.win)
	d.Resize(fyne.NewSize(min(420, u.win.Canvas().Size().Width-40), 0))
	u.present(d)
}

// clockOffers are the clocks a shared game may have: the game's own, and
// days per move for a game by correspondence.
func clockOffers(own clock.Control) ([]clock.Control, []string) {
	controls := []clock.Control{own}
	for n := 1; n <= clock.MaxDays; n++ {
		if c := clock.DaysPerMove(n); c != own {
			controls = append(controls, c)
		}
	}
	labels := make([]string, len(controls))
	for i, c := range controls {
		labels[i] = controlWords(c)
	}
	return controls, labels
}

// share makes the game on screen a shared game: its log begun from the
// setup and the moves made so far, this app sitting in the seats not the
// others', travelling as travel says for its id.
func (u *App) share(p *play.Screen, theirs []bool, control clock.Control, travel func(id string) records.Online) (*sharedGame, error) {
	id, err := u.identity()
	if err != nil {
		return nil, err
	}
	s := p.Setup()
	var moves []string
	for _, m := range p.Line()[:p.At()] {
		moves = append(moves, m.Move.String())
	}
	l, err := online.NewGame(id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: control.String(), Moves: moves}, time.Now())
	if err != nil {
		return nil, errors.New(play.RefusalWords(err))
	}
	g, err := u.newShared(l, travel(l.ID()))
	if err != nil {
		return nil, err
	}
	u.forgetKept(p)
	name := u.playerName()
	for seat, pl := range p.Players() {
		if !theirs[seat] {
			if _, err := g.table.Sit(seat, name, plays(pl)); err != nil {
				return nil, errors.New(play.RefusalWords(err))
			}
		}
	}
	return g, nil
}

// controlWords is a time control in words, as the picker offers it:
// "5 minutes +3 seconds a move", "3 days per move".
func controlWords(c clock.Control) string {
	base := map[string]any{"Time": labelOf(baseTimes(c.Kind), c.Base)}
	switch c.Kind {
	case clock.None:
		return lang.L("No clock")
	case clock.SuddenDeath:
		return lang.L("Sudden death, {{.Time}}", base)
	case clock.Fischer:
		return lang.L("{{.Time}} {{.Increment}}", map[string]any{"Time": base["Time"], "Increment": labelOf(incrementTimes(), c.Increment)})
	case clock.PerTurn:
		return lang.L("{{.Time}} a turn", base)
	}
	return lang.L("{{.Time}} per move", base)
}

// labelOf is the words of the choice of d, or d as Go writes it.
func labelOf(choices []timeChoice, d time.Duration) string {
	for _, o := range choices {
		if o.d == d {
			return o.label
		}
	}
	return d.String()
}

// saveCopy asks where to write a copy of a shared game for the other
// players, then writes it.
func (u *App) saveCopy(g *sharedGame) {
	u.askToSave(copyName(g.table.View(), g.table.Key(), u.gameName), []string{recordExt}, "",
		func(w fyne.URIWriteCloser) { u.writeCopyTo(g, w) })
}

// copyName is the name offered for a copy: the game and the opponents, or
// the date while nobody else sits.
func copyName(st *online.State, key string, gameName func(string) string) string {
	who := time.Now().Format("2006-01-02")
	if names := othersOnly(st, key); len(names) > 0 {
		who = strings.Join(names, "-")
	}
	return fileWord(gameName(st.Header.Game)) + "-" + fileWord(who) + recordExt
}

// fileWord is s as a part of a file's name: letters, digits and dashes.
func fileWord(s string) string {
	return strings.Trim(strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return '-'
	}, s), "-")
}

// writeCopyTo writes a copy of a shared game through the save dialog's
// writer, and says what to do with it.
func (u *App) writeCopyTo(g *sharedGame, w fyne.URIWriteCloser) {
	_, err := w.Write(records.Encode(g.copyRecord()))
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		u.showError(lang.L("The game cannot be saved"), atomicfile.Explain(w.URI().Path(), err))
		return
	}
	u.addRecent(w.URI().Path())
	said := lang.L("Send this file to your opponent by e-mail or any messenger: {{.File}}", map[string]any{"File": w.URI().Name()})
	if g.screen != nil {
		g.screen.Say(said)
	}
}

// copyRecord is the record of a shared game as the other players get it:
// its log as the game took it, travelling by file, with nothing of the
// network (a join code is a secret).
func (g *sharedGame) copyRecord() records.Record {
	return recordOf(g.table.View(), encodeAll(g.table.Since(0)), nil, records.Online{How: records.HowFile})
}
