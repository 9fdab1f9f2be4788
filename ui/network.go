package ui

import (
	"context"
	"errors"
	"net"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/online/lan"
	"boardshelf/online/wire"
	"boardshelf/records"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play"
	"boardshelf/ui/view"
)

// Games on the local network (package lan): Game > Host on this
// network… serves the game from this app and shows its join code and
// addresses until every seat is taken; Game > Join on this network… lists
// the games announced and joins one with its code, or at an address typed.

// network is how the app reaches the local network: tests host on the
// loopback and browse a list of their own.
type network struct {
	host   lan.HostOptions
	browse func(ctx context.Context, timeout time.Duration) ([]lan.Found, error)
	every  time.Duration // how often the join dialog browses again
}

var onTheNetwork = network{browse: lan.Browse, every: 3 * time.Second}

// byNetwork is sharing a game on the local network: its own clock, first.
var byNetwork = sharing{
	title:   i18n.Key("Host on this network"),
	text:    i18n.Key("Tick the seats for the players who join; you keep the others."),
	next:    i18n.Key("Then the game waits for them on this network: they join it with its code."),
	clock:   func(own clock.Control) clock.Control { return own },
	refused: i18n.Key("This game cannot be hosted"),
}

// hostOnNetwork hosts the game on screen, or a new one (see offerShared).
func (u *App) hostOnNetwork() {
	u.offerShared(byNetwork, func(string) records.Online { return records.Online{How: records.HowHost} },
		func(g *sharedGame, _ bool) { u.host(g) })
}

// offerShared hands a shared game on to then, fresh when it was shared
// just now: the shared game on screen; the game on screen played at one
// table, shared first as how asks; from the picker, a new game of the
// setup chosen, begun only once the player said which seats are theirs,
// so that no computer plays in it before. A game over is not shared.
// travel is how a game shared now travels, by its id.
func (u *App) offerShared(how sharing, travel func(id string) records.Online, then func(g *sharedGame, fresh bool)) {
	if u.play == nil && u.picker != nil {
		u.shareChosen(how, travel, then)
		return
	}
	p := u.play
	if p == nil {
		return
	}
	if g := u.sharedOnScreen(); g != nil {
		then(g, false)
		return
	}
	if p.Over() {
		u.showError(lang.L(how.refused), errOver())
		return
	}
	u.askToShare(p.Setup(), p.Players(), ownClock(p), how, func(theirs []bool, control clock.Control) {
		u.shareThen(p, theirs, control, how, travel, then)
	})
}

// shareChosen shares a new game of the setup chosen in the picker: the
// seats and the clock asked first, the game begun after.
func (u *App) shareChosen(how sharing, travel func(id string) records.Online, then func(g *sharedGame, fresh bool)) {
	p := u.picker
	if p.chosen < 0 || p.chosen >= len(p.setups) {
		return
	}
	s := p.setups[p.chosen]
	own := clock.Control{}
	if k := u.newClock(s); k != nil {
		own = k.Control()
	}
	u.askToShare(s, u.playersFor(s), own, how, func(theirs []bool, control clock.Control) {
		before := u.play
		u.startGame(s)
		if u.play != nil && u.play != before {
			u.shareThen(u.play, theirs, control, how, travel, then)
		}
	})
}

// shareThen shares the game on the screen p and hands it on, unless it
// ended meanwhile.
func (u *App) shareThen(p *play.Screen, theirs []bool, control clock.Control, how sharing, travel func(id string) records.Online,
	then func(g *sharedGame, fresh bool)) {
	if p.Over() { // the computers played on, to the end
		u.showError(lang.L(how.refused), errOver())
		return
	}
	g, err := u.share(p, theirs, control, travel)
	if err != nil {
		u.showError(lang.L("This game cannot be shared"), err)
		return
	}
	then(g, true)
}

// host serves a shared game from this app, on the address and with the
// code it had when it was hosted before, and shows it with its code. A
// game over is not hosted for the first time.
func (u *App) host(g *sharedGame) {
	if g.joined != nil || !g.table.Sequencer() {
		u.showError(lang.L("This game cannot be hosted"), errors.New(lang.L("It is hosted by another app: join it there.")))
		return
	}
	if g.travel.How != records.HowHost && g.table.View().Game().Status().Over { // hosted before: its guests catch up
		u.showError(lang.L("This game cannot be hosted"), errOver())
		return
	}
	if g.hosting == nil {
		if err := u.serve(g); err != nil {
			u.showError(lang.L("This game cannot be hosted"), err)
			return
		}
	}
	u.showShared(g, "")
	u.showHosting(g)
}

// serve starts serving a shared game, again where it was served before if
// that address is free.
func (u *App) serve(g *sharedGame) error {
	opts := onTheNetwork.host
	opts.Name = u.playerName() // the game's kind and setup are announced beside it
	first := opts
	if g.travel.How == records.HowHost {
		if _, port, err := net.SplitHostPort(g.travel.Address); err == nil {
			host, _, _ := net.SplitHostPort(opts.Addr)
			first.Addr, first.Code = net.JoinHostPort(host, port), g.travel.Code
		}
	}
	h, err := lan.Host(g.table, first)
	if err != nil && first.Addr != opts.Addr { // the port is taken: another one
		opts.Code = first.Code
		h, err = lan.Host(g.table, opts)
	}
	if err != nil {
		return err
	}
	g.hosting = h
	return g.travelBy(records.Online{How: records.HowHost, Address: h.Addr(), Code: h.Code()})
}

// showHosting shows the join code, large, and the addresses to type,
// with who sits where, until every seat is taken or the player closes it.
func (u *App) showHosting(g *sharedGame) {
	code := canvas.NewText(g.hosting.Code(), theme.Color(theme.ColorNameForeground))
	code.TextSize = theme.TextSize() * 3
	code.TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
	code.Alignment = fyne.TextAlignCenter
	how := widget.NewLabel(lang.L("The players on this network choose Game > Join on this network… and type this code:"))
	how.Wrapping = fyne.TextWrapWord
	orAddress := widget.NewLabel(lang.L("Where the game is not listed, they type its address:"))
	orAddress.Wrapping = fyne.TextWrapWord
	addresses := widget.NewLabel(strings.Join(reachableAt(g.hosting.Addr()), "\n"))
	addresses.TextStyle.Monospace = true
	addresses.Selectable = true
	seats := widget.NewLabel("")
	content := container.NewVBox(how, code, orAddress, addresses, seats)
	d := dialog.NewCustom(lang.L("Hosting on this network"), lang.L("Close"), content, u.win)
	st := g.table.View()
	seats.SetText(seatsWords(st, g.table.Key()))
	stop := u.follow(g.table, func(st *online.State) {
		seats.SetText(seatsWords(st, g.table.Key()))
		if st.Seated() {
			d.Hide()
		}
	})
	d.SetOnClosed(stop)
	d.Resize(fyne.NewSize(min(460, u.win.Canvas().Size().Width-40), 0))
	if st.Seated() { // the game goes on: the code is for those who come back
		stop()
		g.screen.Say(lang.L("Hosted on this network with the code {{.Code}}", map[string]any{"Code": g.hosting.Code()}))
		return
	}
	u.present(d)
}

// follow calls changed on the UI's goroutine after each change of the
// table, until the call it gives.
func (u *App) follow(t *online.Table, changed func(st *online.State)) (stop func()) {
	told, unwatch := t.Watch()
	done := make(chan struct{})
	go func() {
		defer unwatch()
		for {
			select {
			case <-told:
				onUI(func() {
					select {
					case <-done:
					case <-u.closed:
					default:
						changed(t.View())
					}
				})
			case <-done:
				return
			case <-u.closed:
				return
			}
		}
	}()
	return func() {
		select {
		case <-done:
		default:
			close(done)
		}
	}
}

// seatsWords says who sits where: "White: Ann (you)", "Black: free".
func seatsWords(st *online.State, key string) string {
	var lines []string
	for seat, h := range st.Seats {
		who := h.Name
		switch {
		case h.Key == "":
			who = lang.L("free")
		case h.Key == key:
			who = lang.L("{{.Name}} (you)", map[string]any{"Name": h.Name})
		}
		lines = append(lines, lang.L("{{.Seat}}: {{.Who}}", map[string]any{"Seat": view.ColourName(st.Setup.Seats[seat].Colour), "Who": who}))
	}
	return strings.Join(lines, "\n")
}

// reachableAt are the addresses others type to reach a game served at
// addr: each of the machine's own on its networks, with the port; the
// loopback when it has none.
func reachableAt(addr string) []string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return []string{addr}
	}
	if ip := net.ParseIP(host); ip != nil && !ip.IsUnspecified() {
		return []string{addr}
	}
	var out []string
	ifaces, _ := net.Interfaces()
	for _, iface := range ifaces {
		if iface.Flags&net.FlagUp == 0 || iface.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, _ := iface.Addrs()
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil {
				out = append(out, net.JoinHostPort(n.IP.String(), port))
			}
		}
	}
	if len(out) == 0 {
		out = append(out, net.JoinHostPort("127.0.0.1", port))
	}
	return out
}

// presence is who is connected to a game on the network or through a
// relay, for the players panel; nil for a game by file. A guest cut off
// from the host, or an app from the relay, knows nobody to be there: every
// other participant is away since the cut.
func (g *sharedGame) presence() func() []play.Presence {
	switch {
	case g.hosting != nil:
		h := g.hosting
		return func() []play.Presence { return presenceOf(h.People()) }
	case g.joined != nil:
		j, key := g.joined, g.table.Key()
		return func() []play.Presence { return cutOff(presenceOf(j.People()), key, j.Status()) }
	case g.travel.How == records.HowRelay: // followed once the relay has the game
		key := g.table.Key()
		return func() []play.Presence {
			if g.followed == nil {
				return nil
			}
			return cutOff(presenceOf(g.followed.People()), key, g.followed.Status())
		}
	}
	return nil
}

// presenceOf is the presence of the people a transport knows.
func presenceOf(people []wire.Person) []play.Presence {
	var out []play.Presence
	for _, p := range people {
		out = append(out, play.Presence{Key: p.Key, Here: p.Here, Since: time.UnixMilli(p.Since)})
	}
	return out
}

// cutOff is the presence a guest of key knows while its connection to the
// host stands as s: the list it had, but while it is not connected, every
// other participant there is away since the connection dropped.
func cutOff(people []play.Presence, key string, s lan.Status) []play.Presence {
	if s.State == lan.Connected {
		return people
	}
	for i, p := range people {
		if p.Key != key && p.Here {
			people[i].Here, people[i].Since = false, s.Since
		}
	}
	return people
}

// closeNetwork ends the app's part on the network in every game: the app
// is closing.
func (u *App) closeNetwork() {
	for _, g := range u.held {
		g.closeRelay()
		if g.hosting != nil {
			g.hosting.Close()
		}
		if g.joined != nil {
			g.joined.Close()
		}
	}
}

// showJoin lists the games announced on the network, browsing again every
// few seconds; choosing one puts its address to join, with the code
// asked; an address may be typed too.
func (u *App) showJoin() {
	var found []lan.Found
	address, code := widget.NewEntry(), widget.NewEntry()
	address.SetPlaceHolder("192.168.1.20:47123")
	code.SetPlaceHolder("482 913")
	list := widget.NewList(func() int { return len(found) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(u.foundWords(found[i])) })
	list.OnSelected = func(i widget.ListItemID) {
		address.SetText(found[i].Addr())
		u.win.Canvas().Focus(code)
	}
	searching := widget.NewLabel(lang.L("Looking for games on this network…"))
	room := canvas.NewRectangle(nil)
	room.SetMinSize(fyne.NewSize(0, 120))
	form := widget.NewForm(widget.NewFormItem(lang.L("Address"), address), widget.NewFormItem(lang.L("Code"), code))
	content := container.NewBorder(searching, form, nil, nil, container.NewStack(room, list))
	ctx, cancel := context.WithCancel(context.Background())
	d := dialog.NewCustomConfirm(lang.L("Join on this network"), lang.L("Join"), lang.L("Cancel"), content, func(ok bool) {
		cancel()
		if ok {
			u.join(strings.TrimSpace(address.Text), code.Text)
		}
	}, u.win)
	code.OnSubmitted = func(string) { d.Confirm() } // Enter in the code joins, as Join does
	go u.browseEvery(ctx, func(games []lan.Found) {
		found = games
		list.Refresh()
		searching.SetText(lang.N("{{.Count}} games with free seats on this network", len(found), map[string]any{"Count": len(found)}))
	})
	d.Resize(fyne.NewSize(min(480, u.win.Canvas().Size().Width-40), min(420, u.win.Canvas().Size().Height-40)))
	u.present(d)
}

// browseEvery lists the games with free seats on the network, again and
// again until ctx ends, giving each list to show on the UI's goroutine.
func (u *App) browseEvery(ctx context.Context, show func([]lan.Found)) {
	for {
		games, _ := onTheNetwork.browse(ctx, onTheNetwork.every*2/3)
		games = slices.DeleteFunc(games, func(f lan.Found) bool { return f.Seats == 0 || f.V != wire.Version })
		if ctx.Err() != nil {
			return
		}
		onUI(func() {
			if ctx.Err() == nil {
				show(games)
			}
		})
		select {
		case <-ctx.Done():
			return
		case <-time.After(onTheNetwork.every / 3):
		}
	}
}

// foundWords are a game found on the network in words.
func (u *App) foundWords(f lan.Found) string {
	return lang.N("{{.Name}} · {{.Game}} · {{.Count}} free seats · {{.Address}}", f.Seats,
		map[string]any{"Name": f.Name, "Game": u.gameName(f.Kind), "Count": f.Seats, "Address": f.Addr()})
}

// join joins the game served at addr with its code: it fetches the game,
// keeps it, takes the free seats the player chooses (with who plays each
// here: themselves or the computer) and
// opens it, its connection made again by itself whenever it drops.
func (u *App) join(addr, code string) {
	id, err := u.identity()
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), err)
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		entries, err := lan.Fetch(ctx, addr, code, id)
		onUI(func() { u.fetched(addr, code, entries, err) })
	}()
}

// fetched goes on with joining once the host gave the game.
func (u *App) fetched(addr, code string, entries []online.Entry, err error) {
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), errors.New(joinWords(addr, err)))
		return
	}
	l, err := online.Replay(entries)
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), errors.New(play.RefusalWords(err)))
		return
	}
	if g, err := u.heldGame(l.ID()); err != nil || g != nil {
		if err == nil && g.travel.How != records.HowJoin {
			err = errors.New(lang.L("You hold this game already, not as a guest: open it from the list of games in progress."))
		}
		if err != nil {
			u.showError(lang.L("This game cannot be joined"), err)
			return
		}
		u.connect(g)
		u.showShared(g, "")
		return
	}
	u.chooseSeats(l.State(), func(seats map[int]play.Player) {
		g, err := u.newShared(l, records.Online{How: records.HowJoin, Address: addr, Code: code})
		if err != nil {
			u.showError(lang.L("This game cannot be kept"), err)
			return
		}
		if u.sit(g, seats) {
			u.connect(g)
			u.showShared(g, "")
		}
	})
}

// connect connects a game joined before to its host, unless it is.
func (u *App) connect(g *sharedGame) {
	if g.joined != nil {
		return
	}
	g.joined, _ = lan.Join(context.Background(), g.travel.Address, g.travel.Code, g.table, lan.JoinOptions{Name: u.playerName(),
		OnStatus: func(s lan.Status) { onUI(func() { u.connection(g, s) }) }})
}

// connection tells the player of a change of the connection to the
// game's host, or to its relay.
func (u *App) connection(g *sharedGame, s lan.Status) {
	if g.screen == nil || g.screen != u.play {
		return
	}
	relayed := g.travel.How == records.HowRelay
	at := map[string]any{"Time": s.Since.Format("15:04")}
	switch {
	case s.State == lan.Connected && s.Reconnects > 0: // the players panel shows the first connection
		g.screen.Say(pick(relayed, lang.L("Connected again to the game's relay"), lang.L("Connected again to the game's host")))
	case s.State == lan.Reconnecting:
		g.screen.Say(pick(relayed, lang.L("The connection to the game's relay dropped at {{.Time}}: connecting again…", at),
			lang.L("The connection to the game's host dropped at {{.Time}}: connecting again…", at)))
	case (s.State == lan.Forked || s.State == lan.Refused) && relayed:
		a, _ := g.access()
		u.showError(lang.L("The game's relay refused this app"), errors.New(relayWords(a.Relay, s.Err)))
	case s.State == lan.Forked || s.State == lan.Refused:
		u.showError(lang.L("The game's host refused this app"), errors.New(joinWords(g.travel.Address, s.Err)))
	}
}

// pick is a when yes, else b.
func pick(yes bool, a, b string) string {
	if yes {
		return a
	}
	return b
}

// joinWords say why a game on the network cannot be joined.
func joinWords(addr string, err error) string {
	var refused *wire.Error
	var netErr net.Error
	switch {
	case errors.As(err, &refused) && refused.Why == wire.ErrCode:
		return lang.L("This code is not right.")
	case errors.As(err, &refused) && refused.Why == wire.ErrFork:
		return lang.L("The host's game and yours went different ways: yours is kept as it is.")
	case errors.As(err, &refused) && (refused.Why == wire.ErrFull || refused.Why == wire.ErrBusy):
		return lang.L("The host takes nobody more now: try again in a while.")
	case errors.As(err, &refused):
		return lang.L("The host refused: it plays another game or another version of Boardshelf.")
	case errors.As(err, &netErr) && netErr.Timeout(), errors.Is(err, context.DeadlineExceeded):
		return lang.L("No game answered at {{.Address}} in time.", map[string]any{"Address": addr})
	}
	return lang.L("No game answers at {{.Address}}.", map[string]any{"Address": addr})
}
