package ui

import (
	"errors"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/online"
	"boardshelf/records"
	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// Opening a record that carries a shared game's log: a copy sent by the
// other players. Every entry is checked before anything is shown; a game
// not held yet is kept and a free seat taken, a game held takes the new
// entries of the copy, or refuses it in words and stays as it was.

// openShared opens a record carrying a shared game's log, read from the
// file name.
func (u *App) openShared(name string, r *records.Record) {
	entries, _, err := r.Entries(name)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	copyLog, err := online.Replay(entries)
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), errors.New(play.RefusalWords(err)))
		return
	}
	g, err := u.heldGame(copyLog.ID())
	switch {
	case err != nil:
		u.showError(lang.L("Your copy of this game cannot be read"), err)
	case g != nil:
		u.mergeCopy(g, entries)
	default:
		u.takeNewGame(copyLog)
	}
}

// mergeCopy takes a copy of a game held: its new entries, or nothing, in
// words.
func (u *App) mergeCopy(g *sharedGame, entries []online.Entry) {
	u.relist(g.table.ID())
	before := g.table.View()
	held, _ := g.table.Head()
	added, _, err := g.table.MergeCopy(entries)
	var refusal *online.Refusal
	switch {
	case errors.As(err, &refusal):
		u.showError(lang.L("This copy of the game is refused"), errors.New(play.RefusalWords(err)+"\n\n"+lang.L("Your game is unchanged.")))
		return
	case errors.Is(err, online.ErrCopyBehind):
		u.showShared(g, lang.L("Your game and this copy crossed; yours stands: send yours to {{.Names}}",
			map[string]any{"Names": others(before, g.table.Key())}))
	case err != nil:
		u.showError(lang.L("This copy of the game is refused"), err)
	case added > 0:
		// A screen made afresh shows the moves that came: one that follows
		// them as they come would clear the news from its status line.
		g.screen = nil
		u.showShared(g, newsWords(before, g.table.View(), g.table.Since(held), g.table.Key()))
	case len(entries) < held:
		u.showShared(g, lang.L("This copy is older than your game: nothing new"))
	default:
		u.showShared(g, lang.L("This copy is the same as your game: nothing new"))
	}
}

// newsWords say what a copy brought: its moves and from whom.
func newsWords(before, after *online.State, news []online.Entry, key string) string {
	var authors []string
	for _, e := range news {
		if name := after.NameOf(e.By); e.By != key && name != "" && !slices.Contains(authors, name) {
			authors = append(authors, name)
		}
	}
	from := strings.Join(authors, ", ")
	if from == "" {
		from = lang.L("an unknown player")
	}
	moves := 0
	for _, p := range after.Played[min(len(before.Played), len(after.Played)):] {
		if !p.Chance {
			moves++
		}
	}
	if moves > 0 {
		return lang.N("{{.Count}} new moves from {{.Name}}", moves, map[string]any{"Count": moves, "Name": from})
	}
	return lang.N("{{.Count}} new entries from {{.Name}}", len(news), map[string]any{"Count": len(news), "Name": from})
}

// others names the other players of a game: those holding a seat this app
// does not.
func others(st *online.State, key string) string {
	names := othersOnly(st, key)
	if len(names) == 0 {
		return lang.L("the other players")
	}
	return strings.Join(names, ", ")
}

// othersOnly are the names of the other players of a game, each once.
func othersOnly(st *online.State, key string) []string {
	var names []string
	for _, h := range st.Seats {
		if h.Key != "" && h.Key != key && !slices.Contains(names, h.Name) {
			names = append(names, h.Name)
		}
	}
	return names
}

// freeSeats are the seats nobody holds yet.
func freeSeats(st *online.State) []int {
	var free []int
	for seat, h := range st.Seats {
		if h.Key == "" {
			free = append(free, seat)
		}
	}
	return free
}

// takeNewGame takes a game this app does not hold yet: it sits in the
// free seats the player chooses, with who plays each here, or watches
// when every seat is taken.
func (u *App) takeNewGame(l *online.Log) {
	u.chooseSeats(l.State(), func(seats map[int]play.Player) {
		if len(seats) == 0 && !u.holds(l.State()) {
			u.watch(l)
			return
		}
		u.keepAndSit(l, seats)
	})
}

// holds reports whether this app holds a seat in the game.
func (u *App) holds(st *online.State) bool {
	id, err := u.identity()
	return err == nil && len(st.SeatsOf(id.Key())) > 0
}

// watch shows a game whose seats are all taken, read-only, without
// keeping it.
func (u *App) watch(l *online.Log) {
	id, err := u.identity()
	if err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	g := &sharedGame{table: online.NewTable(online.NewPeer(id, l, true), nil), travel: records.Online{How: records.HowFile}}
	u.held[l.ID()] = g
	u.showShared(g, lang.L("Every seat is taken: you watch this game."))
}

// keepAndSit keeps a new game in the games folder and takes the seats
// given, each played here as said.
func (u *App) keepAndSit(l *online.Log, seats map[int]play.Player) {
	g, err := u.newShared(l, records.Online{How: records.HowFile})
	if err != nil {
		u.showError(lang.L("This game cannot be kept"), err)
		return
	}
	if u.sit(g, seats) {
		u.showShared(g, "")
	}
}

// sit takes the seats given, each played here as said, or says why not.
func (u *App) sit(g *sharedGame, seats map[int]play.Player) bool {
	name := u.playerName()
	for _, seat := range slices.Sorted(maps.Keys(seats)) {
		if _, err := g.table.Sit(seat, name, plays(seats[seat])); err != nil {
			u.showError(lang.L("This game cannot be joined"), errors.New(play.RefusalWords(err)))
			return false
		}
	}
	return true
}

// chooseSeats gives then the free seats this app takes in a game, and who
// plays each here: none when it holds one already or every seat is taken;
// else the player chooses, for the one free seat or each of several,
// themselves or the computer at a level.
func (u *App) chooseSeats(st *online.State, then func(seats map[int]play.Player)) {
	free := freeSeats(st)
	if u.holds(st) || len(free) == 0 {
		then(nil)
		return
	}
	notMe := lang.L("Not me")
	var labels []string
	if len(free) > 1 {
		labels = append(labels, notMe)
	}
	for _, c := range play.Choices {
		labels = append(labels, c.Label())
	}
	choices := map[int]*widget.Select{}
	form := widget.NewForm()
	for i, seat := range free {
		choice := widget.NewSelect(labels, nil)
		choice.SetSelected(notMe)
		if i == 0 {
			choice.SetSelected(play.Human.Label())
		}
		choices[seat] = choice
		form.Append(view.ColourName(st.Setup.Seats[seat].Colour), choice)
	}
	words := map[string]any{"Names": others(st, ""), "Game": u.gameName(st.Header.Game)}
	title, take := lang.L("Which seats do you take?"), lang.L("Take these seats")
	text := widget.NewLabel(lang.L("A game of {{.Game}} from {{.Names}}. Choose the seats you play; the others stay free for other players.", words))
	if len(free) == 1 {
		title, take = lang.L("Take the free seat?"), lang.L("Take this seat")
		text.SetText(lang.L("A game of {{.Game}} from {{.Names}}. You take the free seat: choose who plays it here, you or the computer.", words))
	}
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, take, lang.L("Cancel"), container.NewVBox(text, form), func(ok bool) {
		if !ok {
			return
		}
		seats := map[int]play.Player{}
		for seat, c := range choices {
			if c.Selected != notMe {
				seats[seat] = play.ParsePlayer(c.Selected)
			}
		}
		then(seats)
	}, u.win)
	d.Resize(fyne.NewSize(min(480, u.win.Canvas().Size().Width-40), 0))
	u.present(d)
}

// showShared puts a shared game on screen, unless it is there already,
// with a message in its status line.
func (u *App) showShared(g *sharedGame, message string) {
	if g.screen == nil || g.screen != u.play {
		b, err := play.BeginOnline(&play.Online{Table: g.table, Here: here(g.table.View(), g.table.Key()), How: g.travel.How, Presence: g.presence()})
		var screen *play.Screen
		if err == nil {
			screen, err = u.newScreen(b)
		}
		if err != nil {
			u.showError(lang.L("This game cannot be opened"), err)
			return
		}
		u.show(screen)
		g.screen = screen
		u.notePlayed(b.Setup)
	}
	if message != "" {
		g.screen.Say(message)
	}
}

// sharedOnScreen is the shared game on screen, if any.
func (u *App) sharedOnScreen() *sharedGame {
	if u.play == nil {
		return nil
	}
	for _, g := range u.held {
		if g.screen == u.play {
			return g
		}
	}
	return nil
}
