package ui

import (
	"cmp"
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/records"
	"boardshelf/rules"
	"boardshelf/ui/i18n"
	"boardshelf/ui/modal"
)

// The games in progress the picker lists: every shared game in the games
// folder that is not over, and not taken off the list.

const prefHidden = "online.hidden" // the ids of the games taken off the list

// inProgress are the shared games in progress, the one whose turn began
// last first; a file that cannot be read is a problem, kept apart.
func (u *App) inProgress() ([]*sharedGame, []error) {
	dir := u.stored(gamesFolder)
	if dir == "" {
		return nil, nil
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*"+recordExt))
	hidden := u.prefs.Strings(prefHidden)
	var games []*sharedGame
	var problems []error
	for _, name := range names {
		id := strings.TrimSuffix(filepath.Base(name), recordExt)
		if !online.ValidGameID(id) || slices.Contains(hidden, id) {
			continue
		}
		g, err := u.heldGame(id)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		if g != nil && !g.table.View().Over() {
			games = append(games, g)
		}
	}
	// The games waiting for this player's move first, then the others, the
	// turn begun last first.
	slices.SortStableFunc(games, func(a, b *sharedGame) int {
		return cmp.Or(cmp.Compare(b.yourMove(), a.yourMove()), cmp.Compare(b.table.View().TurnBegan, a.table.View().TurnBegan))
	})
	return games, problems
}

// yourMove is 1 when this app is to move in the game, else 0.
func (g *sharedGame) yourMove() int {
	st := g.table.View()
	if seat := rules.SeatToMove(st.Game()); st.Seated() && seat >= 0 && st.Seats[seat].Key == g.table.Key() {
		return 1
	}
	return 0
}

// gameRow is a game in progress in the picker: the game and its setup,
// against whom, whose move, the time left and how it travels; clicked, it
// opens; its button takes it off the list.
func (u *App) gameRow(g *sharedGame) fyne.CanvasObject {
	st := g.table.View()
	// Who first: a row too narrow loses the setup's name, not the opponent's.
	values := map[string]any{"Game": u.gameName(st.Header.Game), "Setup": setupName(st.Setup), "Names": others(st, g.table.Key())}
	title := widget.NewLabel(lang.L("Against {{.Names}}: {{.Game}}, {{.Setup}}", values))
	switch {
	case len(othersOnly(st, g.table.Key())) == 0:
		title.SetText(lang.L("{{.Game}}, {{.Setup}}", values))
	case len(st.SeatsOf(g.table.Key())) == 0: // one who watches plays against nobody
		title.SetText(lang.L("Watching {{.Names}}: {{.Game}}, {{.Setup}}", values))
	}
	title.TextStyle.Bold = true
	title.Truncation = fyne.TextTruncateEllipsis
	detail := widget.NewLabel(strings.Join(gameState(st, g.table.Key(), g.travel.How), " · "))
	detail.Truncation = fyne.TextTruncateEllipsis
	text := container.New(layout.NewCustomPaddedVBoxLayout(-2*theme.Padding()), title, detail)
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { u.confirmUnlist(g) })
	remove.Importance = widget.LowImportance
	return container.NewBorder(nil, nil, nil, container.NewCenter(remove), newCard(st.ID, text, func() { u.openHeld(g) }))
}

// gameState says whose move it is, the time left and how the game
// travels.
func gameState(st *online.State, key, how string) []string {
	var parts []string
	seat := rules.SeatToMove(st.Game())
	switch {
	case !st.Seated():
		parts = append(parts, lang.L("waiting for a player to sit"))
	case seat >= 0 && st.Seats[seat].Key == key:
		parts = append(parts, lang.L("your move"))
	case seat >= 0:
		parts = append(parts, lang.L("{{.Name}}'s move", map[string]any{"Name": st.Seats[seat].Name}))
	}
	if left := timeLeft(st, seat); left != "" && st.Seated() {
		parts = append(parts, left)
	}
	switch how {
	case records.HowFile:
		return append(parts, lang.L("by file"))
	case records.HowRelay:
		return append(parts, lang.L("online"))
	}
	return append(parts, lang.L("on the network"))
}

// timeLeft is the time the seat to move has: for days per move, the
// deadline as a date; else its clock as its last move left it.
func timeLeft(st *online.State, seat int) string {
	switch {
	case st.Control.Kind == clock.Days:
		if at, ok := st.Deadline(); ok {
			return lang.L("until {{.Date}}", map[string]any{"Date": i18n.DateTime(time.UnixMilli(at).Local())})
		}
	case st.Control.Kind != clock.None && seat >= 0:
		left := time.Duration(st.Left[seat]) * time.Millisecond
		if st.Control.Kind == clock.PerTurn {
			left = st.Control.Base
		}
		return lang.L("{{.Time}} left", map[string]any{"Time": clockFace(left)})
	}
	return ""
}

// clockFace writes a time as a clock shows it: "4:05", "1:02:03".
func clockFace(d time.Duration) string {
	s := int(d.Round(time.Second) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// confirmUnlist takes a game off the list, after asking; its file stays,
// and a copy of it opened brings it back.
func (u *App) confirmUnlist(g *sharedGame) {
	st := g.table.View()
	question := lang.L("Your game of {{.Game}} against {{.Names}} leaves the list. Its file stays in your games folder; opening a copy of the game brings it back.",
		map[string]any{"Game": u.gameName(st.Header.Game), "Names": others(st, g.table.Key())})
	modal.Confirm(u.win, lang.L("Remove this game from the list?"), question, lang.L("Remove"), func() {
		u.prefs.SetStrings(prefHidden, append(u.prefs.Strings(prefHidden), st.ID))
		if u.picker != nil {
			u.picker.reload()
		}
	})
}

// relist puts a game taken off the list back on it.
func (u *App) relist(id string) {
	hidden := u.prefs.Strings(prefHidden)
	if i := slices.Index(hidden, id); i >= 0 {
		u.prefs.SetStrings(prefHidden, slices.Delete(hidden, i, i+1))
	}
}

// openHeld opens a game in progress, after asking when that puts a game
// under way aside.
// A game on the network connects to its host again, or is served again; a
// game through a relay is followed there again.
func (u *App) openHeld(g *sharedGame) {
	u.putAside(lang.L("Open another game?"), func() {
		switch g.travel.How {
		case records.HowJoin:
			u.connect(g)
		case records.HowHost:
			u.host(g)
			return
		case records.HowRelay:
			u.openRelayed(g)
			return
		}
		u.showShared(g, "")
	})
}

// rowsInSight are the games in progress the picker shows without
// scrolling: the games above them must keep room.
const rowsInSight = 2

// showInProgress fills the picker's list of games in progress, and tells
// once of a kept game that cannot be read.
func (p *picker) showInProgress() {
	games, problems := p.app.inProgress()
	p.inProgress.RemoveAll()
	if len(games) > 0 {
		heading := widget.NewLabel(lang.L("Games in progress"))
		heading.TextStyle.Bold = true
		p.inProgress.Add(heading)
	}
	rows := container.NewVBox()
	for _, g := range games {
		rows.Add(p.app.gameRow(g))
	}
	if len(games) > rowsInSight {
		room := canvas.NewRectangle(color.Transparent)
		room.SetMinSize(fyne.NewSize(0, rows.Objects[0].MinSize().Height*rowsInSight))
		p.inProgress.Add(container.NewStack(room, container.NewVScroll(rows)))
	} else if len(games) > 0 {
		p.inProgress.Add(rows)
	}
	p.inProgress.Refresh()
	p.reportOnce(lang.L("Some of your games in progress cannot be read; the others are listed"), problems)
}
