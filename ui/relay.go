package ui

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/records"
	"boardshelf/ui/i18n"
	"boardshelf/ui/play"
)

// Games through a relay (package online/byrelay), for players who share
// no network: Game > Play online… invites others with a code, or joins a
// game with one. The code pairs the apps through the relay without the
// relay learning the game's secret; every app then follows the game's room
// on the relay, which orders its entries, and comes back to it by itself
// after a cut or a restart. The dialogs are in playonline.go.

const prefRelay = "online.relay" // the relay's address, as the player typed it

// relayWait bounds an exchange with the relay that the player waits for.
const relayWait = 20 * time.Second

// byRelay is sharing a game through a relay: its own clock, first.
var byRelay = sharing{
	title:   i18n.Key("Play online"),
	text:    i18n.Key("Tick the seats for the players you invite; you keep the others."),
	next:    i18n.Key("Then you get a code to give them: they join the game with it, wherever they are."),
	clock:   func(own clock.Control) clock.Control { return own },
	refused: i18n.Key("This game cannot be played online"),
}

// relaySet is the relay set in Settings as the app reaches it; "" when
// none is set.
func (u *App) relaySet() (string, error) {
	typed := strings.TrimSpace(u.prefs.String(prefRelay, ""))
	if typed == "" {
		return "", nil
	}
	return relayURL(typed)
}

// relayURL is a relay's address as the app reaches it, from what a player
// typed, or why that is not one.
func relayURL(typed string) (string, error) {
	addr, err := byrelay.Address(typed)
	if err != nil {
		return "", errors.New(lang.L("This is not a relay's address: type its name, such as relay.example.org, or an address beginning with wss://."))
	}
	return addr, nil
}

// relayName is a relay as a player knows it: its host, and port if any.
func relayName(addr string) string {
	if at, err := url.Parse(addr); err == nil && at.Host != "" {
		return at.Host
	}
	return addr
}

// errNoRelay says that no relay is set.
func errNoRelay() error {
	return errors.New(lang.L("No relay is set for online play. Boardshelf runs none: choose a relay in Settings, a club's or your own."))
}

// relayWords say why the relay did not do what was asked.
func relayWords(relay string, err error) string {
	var netErr net.Error
	var refusal *online.Refusal
	name := map[string]any{"Relay": relayName(relay)}
	switch {
	case errors.Is(err, byrelay.ErrWrongCode):
		return lang.L("This code is not right or has expired.")
	case errors.As(err, &refusal):
		return play.RefusalWords(err)
	case errors.As(err, &netErr) && netErr.Timeout(), errors.Is(err, context.DeadlineExceeded):
		return lang.L("The relay {{.Relay}} did not answer in time.", name)
	}
	return lang.L("The relay {{.Relay}} cannot be reached, or refused.", name)
}

// relayOptions are how the app follows a game through its relay.
func (u *App) relayOptions(g *sharedGame) byrelay.Options {
	return byrelay.Options{Name: u.playerName(), OnStatus: func(s byrelay.Status) { onUI(func() { u.connection(g, s) }) }}
}

// access is the game's access through its relay.
func (g *sharedGame) access() (byrelay.Access, error) {
	return byrelay.ParseAccess(g.travel.Access)
}

// followRelay follows a game through its relay, unless it does.
func (u *App) followRelay(g *sharedGame) error {
	if g.followed != nil {
		return nil
	}
	a, err := g.access()
	if err == nil {
		g.followed, err = byrelay.Follow(context.Background(), a, g.table, u.relayOptions(g))
	}
	return err
}

// openRelayed puts a game through a relay on screen, followed.
func (u *App) openRelayed(g *sharedGame) {
	if err := u.followRelay(g); err != nil {
		u.showError(lang.L("This game cannot be opened"), err)
		return
	}
	u.showShared(g, "")
}

// isGameLink reports whether what a player typed is a game's link
// rather than a code.
func isGameLink(s string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(s)), "boardshelf:")
}

// joinWithCode joins a game with a code given by a player of it (a play
// code or a watch code) through the relay, or with a game's link, which
// names its relay.
func (u *App) joinWithCode(relay, typed string) {
	code := strings.TrimSpace(typed)
	if isGameLink(code) {
		at, linked, _, err := byrelay.ParseLink(code)
		if err == nil {
			relay, err = relayURL(at)
		}
		if err != nil {
			u.showError(lang.L("This game cannot be joined"), errors.New(lang.L("This is not a link to a game of Boardshelf.")))
			return
		}
		code = linked
	}
	if relay == "" {
		u.showError(lang.L("This game cannot be joined"), errNoRelay())
		return
	}
	id, err := u.identity()
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), err)
		return
	}
	done := u.waiting(lang.L("Joining through the relay…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), relayWait)
		defer cancel()
		ticket, err := byrelay.AcceptAs(ctx, relay, code, u.playerName())
		var entries []online.Entry
		if err == nil {
			entries, err = byrelay.Fetch(ctx, ticket.Access, id)
		}
		onUI(func() {
			done()
			u.accepted(relay, ticket, entries, err)
		})
	}()
}

// accepted goes on with joining once the relay gave the game: a watcher
// keeps it and watches; a player takes the free seats chosen. A game held
// already is opened as it is.
func (u *App) accepted(relay string, ticket byrelay.Ticket, entries []online.Entry, err error) {
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), errors.New(relayWords(relay, err)))
		return
	}
	l, err := online.Replay(entries)
	if err != nil {
		u.showError(lang.L("This game cannot be joined"), errors.New(play.RefusalWords(err)))
		return
	}
	travel := records.Online{How: records.HowRelay, Access: ticket.Access.String()}
	g, err := u.heldGame(l.ID())
	switch {
	case err != nil:
		u.showError(lang.L("This game cannot be joined"), err)
	case g != nil && g.travel.How != records.HowRelay:
		u.showError(lang.L("This game cannot be joined"),
			errors.New(lang.L("You hold this game already, shared otherwise: open it from the list of games in progress.")))
	case g != nil:
		u.openRelayed(g)
	case ticket.Access.Watch:
		u.keepRelayed(l, travel, nil)
	default:
		u.chooseSeats(l.State(), func(seats map[int]play.Player) { u.keepRelayed(l, travel, seats) })
	}
}

// keepRelayed keeps a game joined through a relay, takes the seats given
// (none to watch) and opens it.
func (u *App) keepRelayed(l *online.Log, travel records.Online, seats map[int]play.Player) {
	g, err := u.newShared(l, travel)
	if err != nil {
		u.showError(lang.L("This game cannot be kept"), err)
		return
	}
	if u.sit(g, seats) {
		u.openRelayed(g)
	}
}

// inviteOnline invites players through the relay into the game on
// screen, sharing it first when it is played at one table, or from the
// picker into a new game (see offerShared).
func (u *App) inviteOnline(relay string) {
	u.offerShared(byRelay, func(id string) records.Online {
		a := byrelay.Access{Relay: relay, Room: id, Secret: byrelay.NewSecret()}
		return records.Online{How: records.HowRelay, Access: a.String()}
	}, u.invite)
}

// invite opens an invitation to the free seats of a game through a relay
// (its room made first when the game is fresh from here) and shows it; a
// game whose seats are taken is shown with its watch code only.
func (u *App) invite(g *sharedGame, fresh bool) {
	a, err := g.access()
	switch {
	case g.travel.How != records.HowRelay:
		err = errors.New(lang.L("It is played on this network or by file already: start a new game to play it online."))
	case err != nil:
	case g.table.View().Over():
		err = errOver()
	case a.Watch:
		err = errors.New(lang.L("You watch this game: only its players invite others."))
	case !fresh:
		err = u.followRelay(g)
	}
	if err != nil {
		u.showError(lang.L("This game cannot be played online"), err)
		return
	}
	u.showShared(g, "")
	opts, open := u.invitationOptions(g), ended(g.invited) && len(freeSeats(g.table.View())) > 0
	done := u.waiting(lang.L("Asking the relay for a code…"))
	go func() {
		var f *byrelay.Followed
		var inv *byrelay.Invitation
		var err error
		if fresh {
			f, err = byrelay.Host(context.Background(), a, g.table, u.relayOptions(g))
		}
		if err == nil && open {
			ctx, cancel := context.WithTimeout(context.Background(), relayWait)
			if f != nil {
				err = f.Sent(ctx) // the seats taken here are in the room before a guest comes
			}
			if err == nil {
				inv, err = byrelay.Invite(ctx, a, byrelay.Play, opts)
			}
			cancel()
		}
		onUI(func() {
			done()
			u.invitationOpened(g, f, inv, err)
		})
	}()
}

// invitationOpened shows the invitation opened for a game, or says why
// it could not be.
func (u *App) invitationOpened(g *sharedGame, f *byrelay.Followed, inv *byrelay.Invitation, err error) {
	a, _ := g.access()
	if f != nil {
		g.followed = f
	}
	if err != nil {
		u.showError(lang.L("This game cannot be played online"), errors.New(relayWords(a.Relay, err)))
		return
	}
	if inv != nil {
		g.closeInvitation(&g.invited)
		g.invited, g.invites.released = inv, false
		tellEnd(g, inv)
	}
	u.showInvitation(g)
}

// ended reports whether an invitation is closed or over: expired, or
// withdrawn after too many wrong codes.
func ended(inv *byrelay.Invitation) bool {
	if inv == nil {
		return true
	}
	select {
	case <-inv.Done():
		return true
	default:
		return false
	}
}

// tellEnd tells the game's followers (its invitation dialog) when an
// invitation of it ends.
func tellEnd(g *sharedGame, inv *byrelay.Invitation) {
	go func() {
		<-inv.Done()
		g.table.Poke()
	}()
}

// invitationOptions are an invitation's to a game: what the invited are
// told of it, and the news of those who came and of wrong codes, kept in
// the game for its invitation dialog.
func (u *App) invitationOptions(g *sharedGame) byrelay.InviteOptions {
	st := g.table.View()
	return byrelay.InviteOptions{Name: u.playerName(), Game: st.Header.Game, SetupID: st.Header.SetupID,
		OnArrived: func(name string) {
			onUI(func() {
				g.invites.arrived = append(g.invites.arrived, cleanName(name))
				g.table.Poke()
			})
		},
		OnWrongCode: func(tries int) {
			onUI(func() {
				g.invites.wrong++
				g.invites.released = g.invites.released || tries >= byrelay.MaxWrongCodes
				g.table.Poke()
			})
		}}
}

// invitationNews is what came of a game's invitations: who came with a
// code, and how many tries with a wrong code the relay passed on.
type invitationNews struct {
	arrived  []string
	wrong    int
	released bool // the play code was withdrawn after too many wrong tries
}

// closeInvitation closes an invitation of the game, if open, without
// waiting for the relay to hear of it.
func (g *sharedGame) closeInvitation(inv **byrelay.Invitation) {
	if *inv != nil {
		go (*inv).Close()
		*inv = nil
	}
}

// watchCode opens the invitation to watch a game, then shows it.
func (u *App) watchCode(g *sharedGame, then func()) {
	a, err := g.access()
	if err != nil {
		u.showError(lang.L("This game cannot be played online"), err)
		return
	}
	opts := u.invitationOptions(g)
	done := u.waiting(lang.L("Asking the relay for a code…"))
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), relayWait)
		defer cancel()
		inv, err := byrelay.Invite(ctx, a, byrelay.Watch, opts)
		onUI(func() {
			done()
			if err != nil {
				u.showError(lang.L("This game cannot be played online"), errors.New(relayWords(a.Relay, err)))
				return
			}
			g.closeInvitation(&g.watchers)
			g.watchers = inv
			tellEnd(g, inv)
			then()
		})
	}()
}

// closeRelay ends the app's part in a game through a relay: the app is
// closing.
func (g *sharedGame) closeRelay() {
	g.closeInvitation(&g.invited)
	g.closeInvitation(&g.watchers)
	if g.followed != nil {
		g.followed.Close()
	}
}
