package play

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/i18n"
	"boardshelf/ui/view"
)

// sharedApps are two apps playing one game, each on its own screen, their
// tables joined by carry as a transport would join them.
type sharedApps struct {
	host, guest *App
	tables      [2]*online.Table
	posted      chan func()
}

func identityOf(n byte) online.Identity {
	seed := make([]byte, 32)
	seed[0] = n
	return online.IdentityFromSeed(seed)
}

// startShared begins a game of setup between Ann (the host, seat 0) and Bob
// (seat 1), both people, each app showing it.
func startShared(t *testing.T, setup string) *sharedApps {
	t.Helper()
	return startSharedWith(t, setup, "Bob", "person")
}

// startSharedWith is startShared with the guest sitting under name, played
// as plays says ("person", "computer (easy)").
func startSharedWith(t *testing.T, setup, name, plays string) *sharedApps {
	t.Helper()
	t.Setenv("TMPDIR", t.TempDir())
	test.NewTempApp(t)
	i18n.Use("en")
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	log, err := online.NewGame(identityOf(1), online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	copyLog, _ := online.Replay(log.Entries())
	a := &sharedApps{posted: make(chan func(), 256)}
	a.tables[0] = online.NewTable(online.NewPeer(identityOf(1), log, true), nil)
	a.tables[1] = online.NewTable(online.NewPeer(identityOf(2), copyLog, false), nil)
	a.tables[0].Sit(0, "Ann", "person")
	a.tables[1].Sit(1, name, plays)
	a.carry()
	kind := games[slices.IndexFunc(games, func(k view.Game) bool { return k.ID == s.Game })]
	for seat, table := range a.tables {
		u := &App{win: test.NewWindow(nil), games: games, pace: Paces[0]}
		u.win.Resize(fyne.NewSize(1000, 700))
		t.Cleanup(u.win.Close)
		b, err := BeginOnline(&Online{Table: table, Here: map[int]Player{seat: Human}, How: "host"})
		if err != nil {
			t.Fatal(err)
		}
		p := &Screen{host: u, kind: kind, post: func(f func()) { a.posted <- f }}
		if err := p.open(b); err != nil {
			t.Fatal(err)
		}
		u.play = p
		u.win.SetContent(p.Content())
		t.Cleanup(p.Leave)
		if seat == 0 {
			a.host = u
		} else {
			a.guest = u
		}
	}
	return a
}

// carry carries entries both ways until the guest has nothing waiting.
func (a *sharedApps) carry() {
	for range 3 {
		a.tables[0].Take(a.tables[1].Outbox())
		n, _ := a.tables[1].Head()
		a.tables[1].Take(a.tables[0].Since(n))
		if len(a.tables[1].Outbox()) == 0 {
			return
		}
	}
}

// until carries entries and runs what the apps posted until done holds.
func (a *sharedApps) until(t *testing.T, what string, done func() bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !done() {
		a.carry()
		select {
		case f := <-a.posted:
			f()
		case <-deadline:
			t.Fatalf("waited 10 s for %s", what)
		}
	}
}

func seatTexts(p *Screen) string {
	var names []string
	for _, row := range p.seats {
		names = append(names, row.label.Text)
	}
	return strings.Join(names, " | ")
}

func TestAMoveMadeInOneAppShowsInTheOther(t *testing.T) {
	a := startShared(t, "terrace/short")
	host, guest := a.host.play, a.guest.play
	if got := seatTexts(guest); !strings.Contains(got, "Ann") || !strings.Contains(got, "Bob (you)") {
		t.Fatalf("the guest's players panel says %q", got)
	}
	if guest.CanMove() || !host.CanMove() {
		t.Fatal("the guest may move on the host's turn, or the host may not")
	}
	if !strings.Contains(guest.StatusLine(), "Ann") {
		t.Fatalf("the guest's status line says %q", guest.StatusLine())
	}
	m := host.game.Moves()[0]
	host.Play(m)
	a.until(t, "the move to reach the guest", func() bool { return len(guest.Line()) == 1 })
	if guest.Line()[0].Move.String() != m.String() || !guest.CanMove() || host.CanMove() {
		t.Fatalf("the guest's line is %v and it may move: %v", guest.Line(), guest.CanMove())
	}
	reply := guest.game.Moves()[0]
	guest.Play(reply)
	a.until(t, "the reply to reach the host", func() bool { return len(host.Line()) == 2 })
	if n, _ := a.tables[0].Head(); n != 5 { // header, two seats, two moves
		t.Fatalf("the host's log holds %d entries", n)
	}
}

func TestATakeBackIsAskedAndAnswered(t *testing.T) {
	a := startShared(t, "sixmaking/standard")
	host, guest := a.host.play, a.guest.play
	host.Play(host.game.Moves()[0])
	a.until(t, "the move to reach the guest", func() bool { return len(guest.Line()) == 1 })
	if !guest.undoBtn.Disabled() {
		t.Fatal("the guest may ask to take back a move it has not made")
	}
	host.Undo() // asks Bob
	a.until(t, "the question to reach the guest", func() bool {
		return strings.Contains(overlayText(a.guest.win), "take back")
	})
	accept := findButton(t, a.guest.win, "Accept")
	test.Tap(accept)
	a.until(t, "the take-back", func() bool { return len(host.Line()) == 0 && len(guest.Line()) == 0 })
	if !host.CanMove() || guest.CanMove() {
		t.Fatal("after the take-back the host is not to move again")
	}
}

func TestAPlayerResignsOnTheOthersTurn(t *testing.T) {
	a := startShared(t, "terachess/standard")
	guest := a.guest.play
	if guest.resignBtn.Disabled() {
		t.Fatal("the guest cannot resign on the host's turn")
	}
	guest.ConfirmResign()
	test.Tap(findButton(t, a.guest.win, "Yes"))
	a.until(t, "the resignation to reach the host", func() bool { return a.host.play.game.Status().Over })
	st := a.host.play.game.Status()
	if st.End.Kind != rules.Resigned || st.Winners[0] != 0 || !strings.Contains(a.host.play.StatusLine(), "Black") {
		t.Fatalf("the host's game ended as %+v: %q", st, a.host.play.StatusLine())
	}
	if got := a.host.play.describe(0, a.host.play.Line()[0]); got != "Black resigns" {
		t.Fatalf("the move list says %q", got)
	}
}

// findButton finds the button of the dialog on top by its text.
func findButton(t *testing.T, w fyne.Window, text string) *widget.Button {
	t.Helper()
	if top := w.Canvas().Overlays().Top(); top != nil {
		for _, o := range test.LaidOutObjects(top) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				return b
			}
		}
	}
	t.Fatalf("no button %q in %q", text, overlayText(w))
	return nil
}

func TestAChatLineReachesTheOthers(t *testing.T) {
	a := startShared(t, "terrace/short")
	var say *widget.Entry
	for _, o := range test.LaidOutObjects(a.guest.play.Content()) {
		if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == "Say something to the others…" {
			say = e
		}
	}
	if say == nil {
		t.Fatal("the guest's screen has no line to chat in")
	}
	a.guest.win.Canvas().Focus(say)
	test.Type(say, "good luck")
	say.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	a.until(t, "the line to reach the host", func() bool {
		return strings.Contains(a.host.play.shared.chat.Text, "Bob: good luck")
	})
	if say.Text != "" {
		t.Fatalf("the line sent stays in the entry: %q", say.Text)
	}
}

func TestThePlayersPanelSaysWhoIsConnected(t *testing.T) {
	a := startShared(t, "terrace/short")
	guest := a.guest.play
	ann := a.tables[0].Key()
	here := true
	guest.shared.Presence = func() []Presence {
		return []Presence{{Key: ann, Here: here, Since: time.Date(2026, 12, 6, 14, 5, 0, 0, time.Local)}}
	}
	guest.update()
	if got := seatTexts(guest); !strings.Contains(got, "Ann, connected") {
		t.Fatalf("with Ann connected the panel says %q", got)
	}
	here = false
	guest.update()
	if got := seatTexts(guest); !strings.Contains(got, "Ann, away since 14:05") {
		t.Fatalf("with Ann away the panel says %q", got)
	}
}

func TestOneWhoWatchesReadsTheChatButCannotWrite(t *testing.T) {
	a := startShared(t, "terrace/short")
	if _, err := a.tables[1].Act(online.KindChat, 1, "hello all", -1); err != nil {
		t.Fatal(err)
	}
	a.carry()
	copyLog, err := online.Replay(a.tables[0].Since(0))
	if err != nil {
		t.Fatal(err)
	}
	watcher := online.NewTable(online.NewPeer(identityOf(9), copyLog, false), nil)
	b, err := BeginOnline(&Online{Table: watcher, Here: map[int]Player{}, How: "join"})
	if err != nil {
		t.Fatal(err)
	}
	p := &Screen{host: a.guest, kind: a.guest.play.kind, post: func(f func()) { a.posted <- f }}
	if err := p.open(b); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	for _, o := range test.LaidOutObjects(p.Content()) {
		if _, ok := o.(*widget.Entry); ok {
			t.Fatal("one who watches has a line to chat in")
		}
	}
	said := false
	for _, o := range test.LaidOutObjects(p.Content()) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "You watch this game") {
			said = true
		}
	}
	if !said {
		t.Error("one who watches is not told so")
	}
	if !strings.Contains(p.shared.chat.Text, "Bob: hello all") || p.CanMove() || !p.resignBtn.Disabled() {
		t.Fatalf("the watcher reads %q, may move %v", p.shared.chat.Text, p.CanMove())
	}
}

func TestEachAppsBoardFacesItsOwnSeat(t *testing.T) {
	a := startShared(t, "terachess/standard")
	for seat, u := range []*App{a.host, a.guest} {
		if got, want := u.play.view.Turned(), u.play.view.SeatTurn(seat); got != want {
			t.Errorf("seat %d's app shows the board turned %d, not %d", seat, got, want)
		}
	}
}

func TestADeclinedOfferIsToldToItsMaker(t *testing.T) {
	a := startShared(t, "terrace/short")
	host, guest := a.host.play, a.guest.play
	host.OfferDraw()
	a.until(t, "the offer to reach the guest", func() bool { return strings.Contains(overlayText(a.guest.win), "offers a draw") })
	test.Tap(findButton(t, a.guest.win, "Decline"))
	a.until(t, "the answer to reach the host", func() bool { return host.Message() == "Bob declines the draw" })
	if guest.game.Status().Over {
		t.Fatal("a declined draw ended the game")
	}
}

// The answer may come before the screen has looked at its own offer.
func TestAnAnswerThatCameAtOnceIsToldToo(t *testing.T) {
	a := startShared(t, "terrace/short")
	host := a.host.play
	host.Undo() // nothing to take back yet: no offer
	host.OfferDraw()
	a.carry()
	if _, err := a.tables[1].Act(online.KindAnswer, 1, online.Decline, -1); err != nil {
		t.Fatal(err)
	}
	a.carry()
	a.until(t, "the answer to be told", func() bool { return host.Message() == "Bob declines the draw" })
}

// The host's players panel names a person's computer by its owner, and a
// program that sits under its level's name (the command line's bot) by
// its level, in the player's words, not as the computer of a computer.
func TestAComputerAtTheTableIsNamedOnce(t *testing.T) {
	for _, tc := range []struct{ name, plays, want string }{
		{"Bob", "computer (hard)", "Bob's computer"},
		{"Computer (easy)", "computer (easy)", "Easy computer"},
		{"Bob", "person", "Bob"},
	} {
		a := startSharedWith(t, "terrace/short", tc.name, tc.plays)
		got := strings.Split(seatTexts(a.host.play), " | ")
		if len(got) != 2 || !strings.HasPrefix(got[1], "Black: "+tc.want) || strings.Contains(got[1], "'s computer") != strings.Contains(tc.want, "'s computer") {
			t.Errorf("%s playing as %s: the host's panel says %q", tc.name, tc.plays, got)
		}
	}
}
