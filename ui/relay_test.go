package ui

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/records"
	"boardshelf/relay"
	"boardshelf/ui/modal"
	"boardshelf/ui/view/viewtest"
)

// startRelay runs a relay on the loopback for the test, and gives its
// address as a player types it.
func startRelay(t *testing.T) string {
	t.Helper()
	r, err := relay.Start(relay.Options{Listen: "127.0.0.1:0", Data: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r.Addr()
}

// onRelay starts an app as name with the relay set in its Settings, its
// games through the relay closed with the test.
func onRelay(t *testing.T, name, relayAt string, args ...string) *App {
	t.Helper()
	u := startAs(t, name, args...)
	u.prefs.SetString(prefRelay, relayAt)
	closesNetwork(t, u)
	return u
}

// codesShown are the codes the dialog on top shows: its texts in bold
// monospace, the largest first.
func codesShown(w fyne.Window) []string {
	var codes []string
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if t, ok := o.(*canvas.Text); ok && t.TextStyle.Bold && t.TextStyle.Monospace {
			codes = append(codes, t.Text)
		}
	}
	return codes
}

// joinWith types a code (or link) in Play online… and joins.
func joinWith(t *testing.T, u *App, code string) {
	t.Helper()
	u.showPlayOnline("")
	fields := entries(u.win)
	if len(fields) != 1 {
		t.Fatalf("Play online… has %d fields: %q", len(fields), overlayText(u.win))
	}
	test.Type(fields[0], code)
	viewtest.Press(t, u.win, "Join")
}

// saying waits until the dialog on top of u's window says words.
func saying(t *testing.T, u *App, words string) {
	t.Helper()
	defer func() {
		if t.Failed() {
			t.Logf("waiting for %q, the window says %q", words, overlayText(u.win))
		}
	}()
	settle(t, func() bool { return strings.Contains(overlayText(u.win), words) })
}

// inviting has Ann invite through the relay into the game on her screen,
// with a watch code too, and gives the two codes.
func inviting(t *testing.T, ann *App) (code, watchCode string) {
	t.Helper()
	ann.showPlayOnline("")
	viewtest.Press(t, ann.win, "Invite someone")
	saying(t, ann, "Tick the seats for the players you invite")
	viewtest.Press(t, ann.win, "Continue")
	saying(t, ann, "Give this code to the players you invite")
	viewtest.Press(t, ann.win, "Watch code")
	saying(t, ann, "Watch code, for those who only watch")
	codes := codesShown(ann.win)
	if len(codes) != 2 || codes[0] == codes[1] || !strings.Contains(overlayText(ann.win), "boardshelf://") {
		t.Fatalf("the invitation shows the codes %q and says %q", codes, overlayText(ann.win))
	}
	return codes[0], codes[1]
}

// Two apps that share no network play through a relay: Ann invites, a
// wrong code is refused in words and counted on her invitation, Bernard
// joins with the right one and takes the free seat, Carol watches with the
// watch code and cannot play; each move reaches the others.
func TestInviteAndJoinThroughARelay(t *testing.T) {
	at := startRelay(t)
	ann := onRelay(t, "Ann", at, "sixmaking/standard")
	code, watchCode := inviting(t, ann)
	g := shared(t, ann)
	if kept := keptGames(t, ann); len(kept) != 1 || g.travel.How != records.HowRelay {
		t.Fatalf("Ann keeps %v, travelling %q", kept, g.travel.How)
	}

	bob := onRelay(t, "Bernard", at)
	joinWith(t, bob, wrongCode(code))
	saying(t, bob, "This code is not right or has expired.")
	if bob.play != nil || len(keptGames(t, bob)) != 0 {
		t.Fatal("a wrong code let Bernard in")
	}
	saying(t, ann, "1 wrong code was tried.")
	bob.win.Canvas().Overlays().Top().Hide()

	joinWith(t, bob, code)
	saying(t, bob, "You take the free seat")
	takeFreeSeat(t, bob, "")
	settle(t, func() bool { return bob.sharedOnScreen() != nil && g.table.View().Seated() })
	saying(t, ann, "Bernard came with the code.")
	saying(t, ann, "Every seat is taken: the game is on.")
	guest := shared(t, bob)
	if guest.travel.How != records.HowRelay || guest.table.View().Seats[1].Name != "Bernard" {
		t.Fatalf("Bernard's game travels %q, seats %+v", guest.travel.How, guest.table.View().Seats)
	}

	// Each sees the other connected, through the relay's sealed presence.
	settle(t, func() bool {
		return strings.Contains(textsOf(bob.play.Content()), "Ann, connected") &&
			strings.Contains(textsOf(ann.play.Content()), "Bernard, connected")
	})

	carol := onRelay(t, "Carol", at)
	joinWith(t, carol, watchCode)
	settle(t, func() bool { return carol.sharedOnScreen() != nil })

	first := playOn(t, ann)
	settle(t, func() bool { return lineOf(bob.play) == first && lineOf(carol.play) == first })
	reply := playOn(t, bob)
	settle(t, func() bool { return lineOf(ann.play) == first+" "+reply && lineOf(carol.play) == first+" "+reply })

	watcher := shared(t, carol)
	st := watcher.table.View()
	if len(st.SeatsOf(watcher.table.Key())) != 0 {
		t.Fatal("Carol holds a seat with a watch code")
	}
	if _, err := watcher.table.Act(online.KindMove, st.Game().Turn(), st.Game().Moves()[0].String(), 0); err == nil {
		t.Error("Carol, who watches, made a move")
	}
	bob.showPicker()
	if rows := textsOf(bob.picker.inProgress); !strings.Contains(rows, "Against Ann") || !strings.Contains(rows, "online") {
		t.Errorf("Bernard's list of games in progress:\n%s", rows)
	}
}

// wrongCode is a code of the same plate with other words (an odd word,
// then an even one of the PGP list).
func wrongCode(code string) string {
	plate, _, _ := strings.Cut(code, "-")
	if strings.HasSuffix(code, "-adroitness-aardvark") {
		return plate + "-adviser-absurd"
	}
	return plate + "-adroitness-aardvark"
}

// After too many wrong codes, the invitation says its code no longer
// works, and the right code is refused in the same words as a wrong one;
// New code opens another invitation, whose code lets the guest in.
func TestTooManyWrongCodesEndTheInvitation(t *testing.T) {
	at := startRelay(t)
	ann := onRelay(t, "Ann", at, "sixmaking/standard")
	ann.showPlayOnline("")
	viewtest.Press(t, ann.win, "Invite someone")
	viewtest.Press(t, ann.win, "Continue")
	saying(t, ann, "Give this code to the players you invite")
	code := codesShown(ann.win)[0]
	relayAt, _ := relayURL(at)
	for range byrelay.MaxWrongCodes {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, err := byrelay.Accept(ctx, relayAt, wrongCode(code))
		cancel()
		if !errors.Is(err, byrelay.ErrWrongCode) {
			t.Fatalf("a wrong code: %v", err)
		}
	}
	saying(t, ann, "After too many wrong tries, the code no longer works")
	bob := onRelay(t, "Bernard", at)
	joinWith(t, bob, code)
	saying(t, bob, "This code is not right or has expired.")

	// New code, in the same dialog, lets Bernard in.
	viewtest.Press(t, ann.win, "New code")
	saying(t, ann, "Give this code to the players you invite")
	fresh := codesShown(ann.win)[0]
	if fresh == code {
		t.Fatalf("New code gave the old code %s", code)
	}
	joinWith(t, bob, fresh)
	saying(t, bob, "You take the free seat")
}

// A guest whose app closed goes on through the relay when it starts
// again: its game is in progress, opens followed, and the host's next move
// reaches it.
func TestAGuestRestartedGoesOnThroughTheRelay(t *testing.T) {
	at := startRelay(t)
	ann := onRelay(t, "Ann", at, "sixmaking/standard")
	code, _ := inviting(t, ann)
	bob := onRelay(t, "Bernard", at)
	joinWith(t, bob, code)
	saying(t, bob, "You take the free seat")
	takeFreeSeat(t, bob, "")
	settle(t, func() bool { return bob.sharedOnScreen() != nil && shared(t, ann).table.View().Seated() })
	first := playOn(t, ann)
	settle(t, func() bool { return lineOf(bob.play) == first })
	bob.closeNetwork()

	again := restart(t, bob)
	closesNetwork(t, again)
	again.showPicker()
	rows := textsOf(again.picker.inProgress)
	if !strings.Contains(rows, "your move · online") {
		t.Fatalf("after a restart, Bernard's games in progress:\n%s", rows)
	}
	games, _ := again.inProgress()
	again.openHeld(games[0])
	reply := playOn(t, again)
	settle(t, func() bool { return lineOf(ann.play) == first+" "+reply })
	next := playOn(t, ann)
	settle(t, func() bool { return lineOf(again.play) == first+" "+reply+" "+next })
}

// With no relay set, Play online… says so and leads to Settings; it
// cannot invite.
func TestNoRelaySetIsSaid(t *testing.T) {
	ann := startAs(t, "Ann", "sixmaking/standard")
	ann.showPlayOnline("")
	if text := overlayText(ann.win); !strings.Contains(text, "No relay is set for online play") {
		t.Fatalf("Play online… says %q", text)
	}
	for _, o := range test.LaidOutObjects(ann.win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Invite someone" && !b.Disabled() {
			t.Error("Invite someone can be pressed with no relay")
		}
	}
	viewtest.Press(t, ann.win, "Settings…")
	if ann.settings == nil {
		t.Fatal("Settings… opened no Settings")
	}
	t.Cleanup(ann.settings.Close)
}

// A relay's address that is not one is said in Settings as it is typed,
// and in Play online….
func TestABadRelayAddressIsNamed(t *testing.T) {
	ann := startAs(t, "Ann")
	ann.showSettings()
	t.Cleanup(ann.settings.Close)
	var field *widget.Entry
	for _, o := range test.LaidOutObjects(ann.settings.Content()) {
		if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == "relay.example.org" {
			field = e
		}
	}
	if field == nil {
		t.Fatal("Settings has no relay to type")
	}
	const notARelay = "This is not a relay's address"
	test.Type(field, "ftp://relay.example.org")
	if text := textsOf(ann.settings.Content()); !strings.Contains(text, notARelay) {
		t.Errorf("Settings says %q", text)
	}
	ann.showPlayOnline("")
	if text := overlayText(ann.win); !strings.Contains(text, notARelay) {
		t.Errorf("Play online… says %q", text)
	}
	modal.DismissTop(ann.win.Canvas())
	field.SetText("relay.example.org")
	if text := textsOf(ann.settings.Content()); strings.Contains(text, notARelay) {
		t.Errorf("a good address: Settings says %q", text)
	}
}

// The app started with a game's link opens Play online… with the link
// to join.
func TestAGameLinkOpensPlayOnline(t *testing.T) {
	const link = "boardshelf://relay.example.org/join/7-crossover-clockwork"
	u := start(t, link)
	fields := entries(u.win)
	if len(fields) != 1 || fields[0].Text != link || !strings.Contains(overlayText(u.win), "Join with a code") {
		t.Fatalf("started with a link, the window shows %q", overlayText(u.win))
	}
}
