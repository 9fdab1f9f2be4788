package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/online"
	"boardshelf/ui/i18n"
)

// The dialogs of Game > Play online…: the choice between inviting and
// joining, and the invitation with its codes (see relay.go).

// showPlayOnline offers to invite players into the game on screen (or a
// new one from the picker) or to join a game with a code or a link, that
// typed already when given. With no relay set, or a wrong one, it says so
// and offers Settings; a link names its relay and joins without one.
func (u *App) showPlayOnline(typed string) {
	relay, problem := u.relaySet()
	code := widget.NewEntry()
	code.SetPlaceHolder("7-crossover-clockwork")
	code.SetText(typed)
	var d dialog.Dialog
	invite := widget.NewButtonWithIcon(lang.L("Invite someone"), theme.MailSendIcon(), func() {
		d.Hide()
		u.inviteOnline(relay)
	})
	invite.Importance = widget.HighImportance
	if relay == "" {
		invite.Disable()
	}
	join := widget.NewButton(lang.L("Join"), func() {
		d.Hide()
		if problem != nil && !isGameLink(code.Text) { // a link names its relay
			u.showError(lang.L("This game cannot be joined"), problem)
			return
		}
		u.joinWithCode(relay, code.Text)
	})
	code.OnSubmitted = func(string) { join.OnTapped() }
	settings := widget.NewButtonWithIcon(lang.L("Settings…"), theme.SettingsIcon(), func() {
		d.Hide()
		u.showSettings()
	})
	content := container.NewVBox(u.relayNotice(relay, problem, settings),
		wrapped(lang.L("Share the game on screen, or a new game of the setup chosen, and get a code for the players you invite.")),
		container.NewHBox(invite), widget.NewSeparator(), heading(lang.L("Join with a code")),
		wrapped(lang.L("Type the code you were given, or paste the game's link. With a watch code, you watch the game.")),
		container.NewBorder(nil, nil, nil, join, code))
	d = dialog.NewCustom(lang.L("Play online"), lang.L("Close"), content, u.win)
	d.Resize(fyne.NewSize(min(500, u.win.Canvas().Size().Width-40), 0))
	u.present(d)
	u.win.Canvas().Focus(code)
}

// relayNotice says through which relay the game is played, or that none
// is set or the one set is wrong, then with the way to Settings.
func (u *App) relayNotice(relay string, problem error, settings *widget.Button) fyne.CanvasObject {
	switch {
	case problem != nil:
		return noticeWith(problem.Error(), settings)
	case relay == "":
		return noticeWith(errNoRelay().Error(), settings)
	}
	return wrapped(lang.L("Through the relay {{.Relay}}.", map[string]any{"Relay": relayName(relay)}))
}

// noticeWith is a warning with the button that mends it.
func noticeWith(text string, fix *widget.Button) fyne.CanvasObject {
	l := wrapped(text)
	l.Importance = widget.WarningImportance
	return container.NewVBox(l, container.NewHBox(fix))
}

// wrapped is a label of words that wrap.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// heading is a label in bold.
func heading(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.TextStyle.Bold = true
	return l
}

// waiting shows that the app waits for the relay, until the call it
// gives.
func (u *App) waiting(text string) (done func()) {
	d := dialog.NewCustomWithoutButtons(text, widget.NewProgressBarInfinite(), u.win)
	d.Resize(fyne.NewSize(min(360, u.win.Canvas().Size().Width-40), 0))
	u.present(d)
	return d.Hide
}

// showInvitation shows a game's invitation: its code, large, and its
// link, each to copy, until when they work, who came and the wrong tries,
// who sits where, and the watch code for those who only watch. It follows
// the game until closed; once every seat is taken, the invitation to play
// closes, and so does the dialog unless it shows a watch code.
func (u *App) showInvitation(g *sharedGame) {
	content := container.NewVBox()
	d := dialog.NewCustom(lang.L("Invited through the relay"), lang.L("Close"), content, u.win)
	var fill func(st *online.State)
	fill = func(st *online.State) {
		if st.Seated() && g.invited != nil {
			g.closeInvitation(&g.invited)
			if ended(g.watchers) {
				d.Hide()
			}
		}
		again := func() {
			d.Hide()
			u.invite(g, false)
		}
		content.Objects = u.invitationParts(g, st, func() { u.watchCode(g, func() { fill(g.table.View()) }) }, again)
		content.Refresh()
		d.Resize(fyne.NewSize(min(520, u.win.Canvas().Size().Width-40), 0))
	}
	fill(g.table.View())
	stop := u.follow(g.table, fill)
	d.SetOnClosed(stop)
	u.present(d)
}

// invitationParts are the invitation dialog's contents as the game st
// stands; watch makes a watch code, again a new invitation.
func (u *App) invitationParts(g *sharedGame, st *online.State, watch, again func()) []fyne.CanvasObject {
	var parts []fyne.CanvasObject
	switch {
	case !ended(g.invited):
		parts = append(parts, wrapped(lang.L("Give this code to the players you invite: they choose Game > Play online… and type it, or open the link.")),
			u.codeRow(g.invited.Code(), 2), u.linkRow(g.invited.Link()),
			wrapped(lang.L("The code lets players in until {{.Time}}, while seats are free; you may close this window.",
				map[string]any{"Time": i18n.DateTime(g.invited.Expires().Local())})))
	case g.invites.released:
		parts = append(parts, wrapped(lang.L("After too many wrong tries, the code no longer works.")), newCodeButton(again))
	case !st.Seated():
		parts = append(parts, wrapped(lang.L("The code has expired.")), newCodeButton(again))
	default:
		parts = append(parts, wrapped(lang.L("Every seat is taken: the game is on.")))
	}
	seats := widget.NewLabel(seatsWords(st, g.table.Key()))
	parts = append(parts, seats)
	if news := newsOfInvitations(g.invites); news != "" {
		parts = append(parts, wrapped(news))
	}
	parts = append(parts, widget.NewSeparator())
	if ended(g.watchers) {
		return append(parts, container.NewHBox(widget.NewButtonWithIcon(lang.L("Watch code"), theme.VisibilityIcon(), watch)))
	}
	return append(parts, wrapped(lang.L("Watch code, for those who only watch:")), u.codeRow(g.watchers.Code(), 1.4), u.linkRow(g.watchers.Link()))
}

// newCodeButton asks the relay for a new invitation code.
func newCodeButton(again func()) fyne.CanvasObject {
	b := widget.NewButtonWithIcon(lang.L("New code"), theme.MailSendIcon(), again)
	b.Importance = widget.HighImportance
	return container.NewHBox(b)
}

// newsOfInvitations say who came with a code and how many wrong codes
// were tried.
func newsOfInvitations(n invitationNews) string {
	var lines []string
	for _, name := range n.arrived {
		if name == "" { // the claimer's app did not say
			lines = append(lines, lang.L("Someone came with the code."))
			continue
		}
		lines = append(lines, lang.L("{{.Name}} came with the code.", map[string]any{"Name": name}))
	}
	if n.wrong > 0 {
		lines = append(lines, lang.N("{{.Count}} wrong codes were tried.", n.wrong, map[string]any{"Count": n.wrong}))
	}
	return strings.Join(lines, "\n")
}

// codeRow is a code at size times the text's, with a button that copies
// it.
func (u *App) codeRow(code string, size float32) fyne.CanvasObject {
	text := canvas.NewText(code, theme.Color(theme.ColorNameForeground))
	text.TextSize = theme.TextSize() * size
	text.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	return container.NewBorder(nil, nil, nil, u.copyButton(code), container.NewCenter(text))
}

// linkRow is a game's link with a button that copies it.
func (u *App) linkRow(link string) fyne.CanvasObject {
	l := widget.NewLabel(link)
	l.TextStyle.Monospace = true
	l.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, u.copyButton(link), l)
}

// copyButton puts text on the clipboard.
func (u *App) copyButton(text string) *widget.Button {
	return widget.NewButtonWithIcon(lang.L("Copy"), theme.ContentCopyIcon(), func() { u.fyne.Clipboard().SetContent(text) })
}
