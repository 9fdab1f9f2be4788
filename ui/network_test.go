package ui

import (
	"context"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/online/lan"
	"boardshelf/online/wire"
	"boardshelf/records"
	"boardshelf/ui/modal"
	"boardshelf/ui/play"
	"boardshelf/ui/view/viewtest"
)

// onLoopback makes the apps of a test host on the loopback, unannounced,
// and browse the games the test lists.
func onLoopback(t *testing.T, listed *[]lan.Found) {
	t.Helper()
	saved := onTheNetwork
	onTheNetwork.host = lan.HostOptions{Addr: "127.0.0.1:0", NoAnnounce: true}
	onTheNetwork.every = 300 * time.Millisecond
	onTheNetwork.browse = func(ctx context.Context, timeout time.Duration) ([]lan.Found, error) {
		select {
		case <-ctx.Done():
		case <-time.After(timeout):
		}
		return *listed, nil
	}
	t.Cleanup(func() { onTheNetwork = saved })
}

// closesNetwork ends an app's games on the network with the test.
func closesNetwork(t *testing.T, u *App) { t.Cleanup(u.closeNetwork) }

// found is the announcement of a game hosted by u.
func found(t *testing.T, u *App) lan.Found {
	t.Helper()
	g := shared(t, u)
	_, port, _ := net.SplitHostPort(g.hosting.Addr())
	n, _ := strconv.Atoi(port)
	st := g.table.View()
	return lan.Found{Addrs: []string{"127.0.0.1"}, Port: n, V: wire.Version, Game: st.ID, Kind: st.Header.Game,
		Setup: st.Header.SetupID, Seats: len(freeSeats(st)), Name: "Ann"}
}

// bigText is the large text of the dialog on top: the join code.
func bigText(w fyne.Window) string {
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if t, ok := o.(*canvas.Text); ok && t.TextSize > 30 {
			return t.Text
		}
	}
	return ""
}

// joinList is the list of the games found in the join dialog.
func joinList(t *testing.T, w fyne.Window) *widget.List {
	t.Helper()
	if top := w.Canvas().Overlays().Top(); top != nil {
		for _, o := range test.LaidOutObjects(top) {
			if l, ok := o.(*widget.List); ok {
				return l
			}
		}
	}
	t.Fatalf("no list of games on top of the window: %q", overlayText(w))
	return nil
}

// entries are the text fields of the dialog on top: the address, the code.
func entries(w fyne.Window) []*widget.Entry {
	var out []*widget.Entry
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if e, ok := o.(*widget.Entry); ok {
			out = append(out, e)
		}
	}
	return out
}

// A game hosted on the network shows its code and address until every
// seat is taken; a player on the network finds it, is refused with a wrong
// code, joins with the right one, and the two play.
func TestHostAndJoinOnTheNetwork(t *testing.T) {
	var listed []lan.Found
	onLoopback(t, &listed)
	ann := startAs(t, "Ann", "terachess/standard")
	closesNetwork(t, ann)
	ann.hostOnNetwork()
	if !strings.Contains(overlayText(ann.win), "Tick the seats for the players who join") {
		t.Fatalf("Host on this network asks %q", overlayText(ann.win))
	}
	viewtest.Press(t, ann.win, "Continue")
	g := shared(t, ann)
	code := bigText(ann.win)
	if code == "" || code != g.hosting.Code() || !strings.Contains(overlayText(ann.win), "127.0.0.1:") ||
		!strings.Contains(overlayText(ann.win), "Black: free") {
		t.Fatalf("the host's dialog shows the code %q and says %q", code, overlayText(ann.win))
	}
	if kept := keptGames(t, ann); len(kept) != 1 {
		t.Fatalf("Ann's games folder holds %v", kept)
	}

	bob := startAs(t, "Bernard")
	closesNetwork(t, bob)
	listed = []lan.Found{found(t, ann)}
	joinWith := func(code string) {
		bob.showJoin()
		list := joinList(t, bob.win)
		settle(t, func() bool { return list.Length() == 1 })
		list.Select(0)
		fields := entries(bob.win)
		if len(fields) != 2 || fields[0].Text != listed[0].Addr() {
			t.Fatalf("choosing the game found gives the address %q", fields[0].Text)
		}
		test.Type(fields[1], code)
		viewtest.Press(t, bob.win, "Join")
	}
	joinWith("000 000")
	settle(t, func() bool { return strings.Contains(overlayText(bob.win), "This code is not right.") })
	if bob.play != nil || len(keptGames(t, bob)) != 0 {
		t.Fatal("a wrong code let Bernard in")
	}
	bob.win.Canvas().Overlays().Top().Hide()

	joinWith(code)
	settle(t, func() bool { return strings.Contains(overlayText(bob.win), "You take the free seat") })
	takeFreeSeat(t, bob, "")
	settle(t, func() bool { return bob.sharedOnScreen() != nil && g.table.View().Seated() })
	settle(t, func() bool { return ann.win.Canvas().Overlays().Top() == nil })
	if st := shared(t, bob).table.View(); st.Seats[1].Name != "Bernard" || shared(t, bob).travel.How != records.HowJoin {
		t.Fatalf("Bernard's game: %+v", st.Seats)
	}

	// They play: each move reaches the other's screen.
	first := playOn(t, ann)
	settle(t, func() bool { return lineOf(bob.play) == first })
	reply := playOn(t, bob)
	settle(t, func() bool { return lineOf(ann.play) == first+" "+reply })

	bob.showPicker()
	if rows := textsOf(bob.picker.inProgress); !strings.Contains(rows, "Against Ann") || !strings.Contains(rows, "on the network") {
		t.Errorf("Bernard's list of games in progress:\n%s", rows)
	}
}

// An address typed where nothing answers is said in words.
func TestJoiningWhereNoGameAnswers(t *testing.T) {
	bob, addr, _ := joinNowhere(t)
	viewtest.Press(t, bob.win, "Join")
	settle(t, func() bool { return strings.Contains(overlayText(bob.win), "No game answers at "+addr) })
}

// joinNowhere opens Bernard's join dialog with an address where nothing
// answers and a code typed, and gives its fields.
func joinNowhere(t *testing.T) (bob *App, addr string, fields []*widget.Entry) {
	t.Helper()
	var listed []lan.Found
	onLoopback(t, &listed)
	bob = startAs(t, "Bernard")
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	addr = l.Addr().String()
	l.Close()
	bob.showJoin()
	fields = entries(bob.win)
	test.Type(fields[0], addr)
	test.Type(fields[1], "123 456")
	return bob, addr, fields
}

// From the picker, Host on this network… hosts a new game of the setup
// chosen there.
func TestHostingFromThePicker(t *testing.T) {
	var listed []lan.Found
	onLoopback(t, &listed)
	ann := startAs(t, "Ann")
	closesNetwork(t, ann)
	ann.picker.chooseGame("sixmaking")
	ann.hostOnNetwork()
	viewtest.Press(t, ann.win, "Continue")
	g := shared(t, ann)
	if st := g.table.View(); st.Header.Game != "sixmaking" || g.hosting == nil || bigText(ann.win) != g.hosting.Code() {
		t.Fatalf("hosting %s, code %q", st.Header.SetupID, bigText(ann.win))
	}
	// Closed, the dialog leaves the game waiting; the game is listed as hosted.
	viewtest.Press(t, ann.win, "Close")
	ann.showPicker()
	if rows := textsOf(ann.picker.inProgress); !strings.Contains(rows, "waiting for a player to sit · on the network") {
		t.Errorf("the list says:\n%s", rows)
	}
}

// From the picker with computers in every seat, the game begins only once
// the player answered the question of Host on this network…: no computer
// plays behind it.
func TestHostingFromThePickerWaitsForTheAnswer(t *testing.T) {
	var listed []lan.Found
	onLoopback(t, &listed)
	ann := startAs(t, "Ann")
	closesNetwork(t, ann)
	ann.picker.chooseGame("sixmaking")
	for _, c := range seatChoices(t, ann.picker) {
		c.SetSelected("Easy computer")
	}
	ann.hostOnNetwork()
	if ann.play != nil {
		t.Fatal("the game began behind the question")
	}
	time.Sleep(300 * time.Millisecond)
	settle(t, func() bool { return true }) // what the computers would have done
	viewtest.Press(t, ann.win, "Continue")
	g := shared(t, ann)
	if st := g.table.View(); len(st.Header.Moves) != 0 || g.hosting == nil {
		t.Fatalf("hosted after %d moves at one table, hosting %v", len(st.Header.Moves), g.hosting != nil)
	}
}

// A game over is neither hosted nor sent: the player is told why.
func TestAGameOverIsNotShared(t *testing.T) {
	var listed []lan.Found
	onLoopback(t, &listed)
	ann := startAs(t, "Ann", "sixmaking/standard")
	closesNetwork(t, ann)
	playRandom(t, ann.play, 1, 1)
	ann.play.ConfirmResign()
	viewtest.Press(t, ann.win, "Yes")
	if !ann.play.Game().Status().Over {
		t.Fatal("the game is not over")
	}
	ann.play.GoTo(0) // the menus follow the game's end, not the position shown
	for _, item := range []string{"Send to opponent…", "Host on this network…"} {
		if !menuItem(t, ann, item).Disabled {
			t.Errorf("%s is offered for a game over", item)
		}
	}
	for _, action := range []func(){ann.hostOnNetwork, ann.sendToOpponent} {
		action()
		if text := overlayText(ann.win); !strings.Contains(text, "The game is over") {
			t.Errorf("sharing a game over says %q", text)
		}
		modal.DismissTop(ann.win.Canvas())
		if ann.sharedOnScreen() != nil || len(keptGames(t, ann)) != 0 {
			t.Fatal("a game over was shared")
		}
	}
}

// A guest whose connection to the host dropped shows the others away
// since the drop, not connected as they were.
func TestAGuestCutOffShowsTheOthersAway(t *testing.T) {
	var listed []lan.Found
	onLoopback(t, &listed)
	ann := startAs(t, "Ann", "sixmaking/standard")
	closesNetwork(t, ann)
	ann.hostOnNetwork()
	viewtest.Press(t, ann.win, "Continue")
	host := shared(t, ann)
	bob := startAs(t, "Bernard")
	closesNetwork(t, bob)
	bob.join(host.hosting.Addr(), host.hosting.Code())
	settle(t, func() bool { return strings.Contains(overlayText(bob.win), "You take the free seat") })
	takeFreeSeat(t, bob, "")
	settle(t, func() bool { return bob.sharedOnScreen() != nil })
	guest := shared(t, bob)
	annAt := func() (play.Presence, bool) {
		for _, p := range guest.presence()() {
			if p.Key == host.table.Key() {
				return p, true
			}
		}
		return play.Presence{}, false
	}
	settle(t, func() bool { p, ok := annAt(); return ok && p.Here })

	cut := time.Now()
	host.hosting.Close()
	settle(t, func() bool { return guest.joined.Status().State != lan.Connected })
	if p, ok := annAt(); !ok || p.Here || p.Since.Before(cut.Add(-time.Second)) {
		t.Errorf("with the host gone at %v, Ann shows %+v (known %v)", cut, p, ok)
	}
}

// Enter in the join dialog's code field joins, as Join does.
func TestEnterInTheCodeJoins(t *testing.T) {
	bob, addr, fields := joinNowhere(t)
	fields[1].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	settle(t, func() bool { return strings.Contains(overlayText(bob.win), "No game answers at "+addr) })
}
