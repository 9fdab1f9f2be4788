package play

import (
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"boardshelf/clock"
	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/ui/play/session"
	"boardshelf/ui/play/shared"
	"boardshelf/ui/sound"
)

// A game shared with other apps on the play screen: the seats held
// elsewhere play through the shared game (package shared), the players
// panel says who holds each seat and whether they are connected, and
// taking back, draws and resignations become offers and entries that
// every app checks.

// Online is a game shared with other apps: its table (the log as this app
// holds it), the seats this app holds with who plays each here, and what
// the transport knows of who is connected.
type Online struct {
	Table *online.Table
	Here  map[int]Player // the seats this app holds, and who plays each of them here
	// Presence tells who is connected now, by public key; nil when the
	// transport knows nothing of it (a game by file).
	Presence func() []Presence
	// How is how the game travels, for the players panel: "file", "host", "join".
	How string
}

// Presence is whether a participant is connected, and since when it is
// or is away.
type Presence struct {
	Key   string
	Here  bool
	Since time.Time
}

// BeginOnline is the Begin of an online game as its table gives it: the
// moves of the log, the clocks as the log left them.
func BeginOnline(o *Online) (Begin, error) {
	st := o.Table.View()
	g, err := st.Setup.NewGame()
	if err != nil {
		return Begin{}, err
	}
	line := make([]Played, 0, len(st.Played))
	for _, p := range st.Played {
		m, err := rules.ParseMove(g, p.Move.String())
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return Begin{}, err // the log checked it with the same rules: never
		}
		line = append(line, Played{Move: m, Seat: p.Seat})
	}
	players := make([]Player, len(st.Seats))
	for seat, pl := range o.Here {
		if seat >= 0 && seat < len(players) {
			players[seat] = pl
		}
	}
	var k *clock.Clock
	if st.Control.Kind != clock.None {
		k = clock.New(st.Control, len(players), time.Now)
	}
	return Begin{Setup: st.Setup, Game: g, Line: line, At: len(line), Players: players, Clock: k, Online: o}, nil
}

// onlineScreen is the screen's part of a shared game.
type onlineScreen struct {
	*Online
	link     *shared.Link
	done     chan struct{} // closed when the screen is left
	offer    int           // the entry of the offer last asked about, not to ask twice
	mine     int           // the log's length when this app made its offer on the table, or -1
	mineWhat string        // what that offer was
	chatAt   int           // chat lines told so far
	dialogs  []dialog.Dialog
	chat     *widget.Label // the last lines of chat
}

// Online is the shared game on screen, nil for a game at one table.
func (p *Screen) Online() *Online {
	if p.shared == nil {
		return nil
	}
	return p.shared.Online
}

// shareConfig makes the session's config play o's game.
func (p *Screen) shareConfig(o *Online, c *session.Config) {
	here := map[int]bool{}
	for seat := range o.Here {
		here[seat] = true
	}
	p.shared = &onlineScreen{Online: o, link: shared.New(o.Table, here), done: make(chan struct{}), offer: -1, mine: -1}
	c.Shared, c.Chance, c.Waiting = true, p.shared.link.Die(), p.shared.link.Waiting
	c.Seats = p.shared.link.Drivers(len(p.players), func(seat int) session.Driver { return p.drivers()[seat] })
	p.shared.chatAt = len(o.Table.View().Chat)
}

// followShared follows the shared game's changes on the UI goroutine
// until the screen is left.
func (p *Screen) followShared() {
	told, stop := p.shared.Table.Watch()
	done := p.shared.done
	go func() {
		defer stop()
		for {
			select {
			case <-told:
				p.posting()(func() {
					select {
					case <-done:
					default:
						p.sharedChanged()
					}
				})
			case <-done:
				return
			}
		}
	}()
	p.sharedChanged()
}

// sharedChanged brings the screen to the shared game.
func (p *Screen) sharedChanged() {
	o := p.shared
	o.link.Follow(p.sess)
	view := o.Table.View()
	for _, err := range o.Table.Problems() {
		p.Say(RefusalWords(err))
	}
	p.tellChat(view)
	p.askAboutOffer(view)
	p.tellOfferEnd(view)
	p.update()
}

// publish puts the moves made here into the shared game.
func (p *Screen) publish() {
	if p.shared == nil {
		return
	}
	if err := p.shared.link.Publish(p.sess); err != nil {
		p.Say(RefusalWords(err))
	}
}

// leaveShared stops following the shared game.
func (p *Screen) leaveShared() {
	if p.shared == nil {
		return
	}
	select {
	case <-p.shared.done:
	default:
		close(p.shared.done)
	}
	for _, d := range p.shared.dialogs {
		d.Hide()
	}
}

// mySeat is the seat this app speaks for in an offer or a resignation:
// the seat to move when it is ours, else our first seat still in play.
func (p *Screen) mySeat() (int, bool) {
	if p.shared == nil {
		return -1, false
	}
	if seat := p.sess.SeatToMove(); p.shared.link.Here(seat) {
		return seat, true
	}
	out, eliminates := p.game.(rules.Eliminating)
	for seat := range p.players {
		if p.shared.link.Here(seat) && (!eliminates || !out.Eliminated(seat)) {
			return seat, true
		}
	}
	return -1, false
}

// canOffer reports whether this app may make an offer now.
func (p *Screen) canOffer() bool {
	_, mine := p.mySeat()
	view := p.shared.Table.View()
	return mine && view.Seated() && !view.Over() && view.Offer == nil
}

// act makes an entry of ours, and says why if it is refused.
func (p *Screen) act(kind online.Kind, seat int, body string) bool {
	if _, err := p.shared.Table.Act(kind, seat, body, -1); err != nil {
		p.Say(RefusalWords(err))
		return false
	}
	return true
}

// offer makes an offer of ours, and remembers it to tell its answer.
func (p *Screen) offer(seat int, what string) bool {
	held, _ := p.shared.Table.Head()
	if !p.act(online.KindOffer, seat, what) {
		return false
	}
	p.shared.mine, p.shared.mineWhat = held, what
	return true
}

// askTakeBack asks the others to take back our last move.
func (p *Screen) askTakeBack() {
	view := p.shared.Table.View()
	for i := len(view.Played) - 1; i >= 0; i-- {
		if pl := view.Played[i]; p.shared.link.Here(pl.Seat) && !pl.Chance {
			if p.offer(pl.Seat, online.OfferUndo) {
				p.Say(lang.L("You asked to take back your last move: waiting for the answer"))
			}
			return
		}
	}
}

// offerSharedDraw offers the others a draw.
func (p *Screen) offerSharedDraw() {
	if seat, ok := p.mySeat(); ok && p.canOffer() {
		if p.offer(seat, online.OfferDraw) {
			p.Say(lang.L("You offered a draw: waiting for the answer"))
		}
	}
}

// resignShared resigns our seat, whoever is to move.
func (p *Screen) resignShared() {
	seat, ok := p.mySeat()
	if !ok || p.game.Status().Over {
		return
	}
	who := p.SeatName(seat)
	p.present(dialog.NewConfirm(lang.L("Resign?"), lang.L("{{.Seat}} gives up this game.", map[string]any{"Seat": who}), func(yes bool) {
		if yes {
			p.act(online.KindMove, seat, string(rules.Resign))
		}
	}, p.host.Window()))
}

// askAboutOffer asks this app's player about another's offer, once.
func (p *Screen) askAboutOffer(view *online.State) {
	o := view.Offer
	if o == nil || o.Seq == p.shared.offer || p.shared.link.Here(o.Seat) {
		return
	}
	var answering []int
	for seat := range view.Seats {
		if p.shared.link.Here(seat) && !slices.Contains(o.Accepted, seat) {
			answering = append(answering, seat)
		}
	}
	if len(answering) == 0 {
		return
	}
	p.shared.offer = o.Seq
	names := map[string]any{"Seat": p.SeatName(o.Seat), "Name": view.Seats[o.Seat].Name}
	title, text := lang.L("A draw?"), lang.L("{{.Name}} ({{.Seat}}) offers a draw. Do you accept?", names)
	if o.What == online.OfferUndo {
		title, text = lang.L("Take back?"), lang.L("{{.Name}} ({{.Seat}}) asks to take back their last move. Do you accept?", names)
	}
	d := dialog.NewConfirm(title, text, func(yes bool) {
		answer := online.Decline
		if yes {
			answer = online.Accept
		}
		if now := p.shared.Table.View().Offer; now == nil || now.Seq != o.Seq {
			return // the offer is gone: a move was made meanwhile
		}
		for _, seat := range answering {
			p.act(online.KindAnswer, seat, answer)
		}
	}, p.host.Window())
	d.SetConfirmText(lang.L("Accept"))
	d.SetDismissText(lang.L("Decline"))
	p.shared.dialogs = append(p.shared.dialogs, d)
	p.present(d)
}

// chatLines is how many of the last chat lines the players panel shows,
// each on one line: in a small window the moves keep their room.
const chatLines = 3

// chatBox is the chat under the players: the last lines, and for the
// players (not those who watch) a line to write in (Enter sends it).
func (p *Screen) chatBox() fyne.CanvasObject {
	p.shared.chat = widget.NewLabel("")
	p.shared.chat.Truncation = fyne.TextTruncateEllipsis
	p.shared.chat.Importance = widget.LowImportance
	p.showChat(p.shared.Table.View())
	if len(p.shared.Here) == 0 {
		watching := widget.NewLabel(lang.L("You watch this game: every seat is held by others."))
		watching.Wrapping = fyne.TextWrapWord
		watching.Importance = widget.LowImportance
		return container.NewVBox(watching, p.shared.chat)
	}
	say := widget.NewEntry()
	say.SetPlaceHolder(lang.L("Say something to the others…"))
	say.OnSubmitted = func(text string) {
		if strings.TrimSpace(text) != "" {
			p.Chat(text)
			say.SetText("")
		}
	}
	return container.NewVBox(p.shared.chat, say)
}

// showChat shows the last lines of chat.
func (p *Screen) showChat(view *online.State) {
	var lines []string
	for _, c := range view.Chat[max(0, len(view.Chat)-chatLines):] {
		lines = append(lines, lang.L("{{.Name}}: {{.Text}}", map[string]any{"Name": c.Name, "Text": c.Text}))
	}
	p.shared.chat.SetText(strings.Join(lines, "\n"))
	setVisible(p.shared.chat, len(lines) > 0)
}

// tellOfferEnd tells this app's player that their offer was declined,
// once it has left the table (a draw agreed or a take-back shows on the
// board itself; a move ends it without a word).
func (p *Screen) tellOfferEnd(view *online.State) {
	o := p.shared
	if o.mine < 0 || (view.Offer != nil && p.shared.link.Here(view.Offer.Seat)) {
		return
	}
	for _, e := range o.Table.Since(o.mine) {
		if e.Kind == online.KindAnswer && e.Body == online.Decline {
			who := map[string]any{"Name": view.NameOf(e.By)}
			if o.mineWhat == online.OfferUndo {
				p.Say(lang.L("{{.Name}} declines to take back your move", who))
			} else {
				p.Say(lang.L("{{.Name}} declines the draw", who))
			}
			break
		}
	}
	o.mine = -1
}

// tellChat shows the chat, with a sound for lines that came from others.
func (p *Screen) tellChat(view *online.State) {
	for _, c := range view.Chat[min(p.shared.chatAt, len(view.Chat)):] {
		if c.Name != view.NameOf(p.shared.Table.Key()) {
			p.host.Sound(sound.Alert)
		}
	}
	p.shared.chatAt = len(view.Chat)
	if p.shared.chat != nil {
		p.showChat(view)
	}
}

// Chat sends a line of chat to the others.
func (p *Screen) Chat(text string) {
	if p.shared == nil {
		return
	}
	seat, _ := p.mySeat()
	p.act(online.KindChat, seat, text)
}

// seatHolder is how the players panel names a seat's holder: their name,
// "you" for a seat held here, and whether they are connected.
func (p *Screen) seatHolder(seat int) string {
	view := p.shared.Table.View()
	h := view.Seats[seat]
	switch {
	case h.Key == "":
		return lang.L("free: waiting for a player")
	case p.shared.link.Here(seat) && p.players[seat].Computer:
		return lang.L("your computer ({{.Level}})", map[string]any{"Level": p.players[seat].LevelName()})
	case p.shared.link.Here(seat):
		return lang.L("{{.Name}} (you)", map[string]any{"Name": h.Name})
	case h.Plays != "person" && strings.EqualFold(h.Name, h.Plays):
		return ParsePlayer(h.Plays).Label() // a program under its level's name, such as the command line's bot
	case h.Plays != "person":
		return lang.L("{{.Name}}'s computer", map[string]any{"Name": h.Name})
	}
	if p.shared.Presence != nil {
		for _, pr := range p.shared.Presence() {
			switch {
			case pr.Key != h.Key:
			case pr.Here:
				return lang.L("{{.Name}}, connected", map[string]any{"Name": h.Name})
			default:
				return lang.L("{{.Name}}, away since {{.Time}}", map[string]any{"Name": h.Name, "Time": pr.Since.Format("15:04")})
			}
		}
	}
	return h.Name
}

// ownMoveToTakeBack reports whether a seat held here has a move to take
// back.
func (p *Screen) ownMoveToTakeBack() bool {
	for _, pl := range p.shared.Table.View().Played {
		if p.shared.link.Here(pl.Seat) && !pl.Chance {
			return true
		}
	}
	return false
}

// posting is how work found on other goroutines comes back to the UI's.
func (p *Screen) posting() func(func()) {
	if p.post != nil {
		return p.post
	}
	return fyne.Do
}

// firstSeatHere is the seat the board faces in a shared game: the first
// held here by a person, else the first held here (the computer plays
// it), else the first seat (one who watches).
func (p *Screen) firstSeatHere() int {
	first := -1
	for seat := range p.players {
		pl, here := p.shared.Here[seat]
		switch {
		case here && !pl.Computer:
			return seat
		case here && first < 0:
			first = seat
		}
	}
	return max(first, 0)
}
