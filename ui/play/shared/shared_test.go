package shared

import (
	"testing"
	"time"

	"boardshelf/ai"
	"boardshelf/online"
	"boardshelf/rules"
	"boardshelf/setups"
	"boardshelf/ui/play/session"
)

// app is one app in a shared game: its table, its link and its session,
// owned by the test's loop.
type app struct {
	table *online.Table
	link  *Link
	sess  *session.Session
	err   error
}

func identity(n byte) online.Identity {
	seed := make([]byte, 32)
	seed[0] = n
	return online.IdentityFromSeed(seed)
}

// twoApps begins a game of setup between a host (seat 0) and a guest (seat
// 1), each seat played by the computer at Easy, both sessions posting to
// posted.
func twoApps(t *testing.T, setup, clockText string, posted chan func()) (host, guest *app) {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	hostID, guestID := identity(1), identity(2)
	log, err := online.NewGame(hostID, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: clockText}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	host = &app{table: online.NewTable(online.NewPeer(hostID, log, true), nil)}
	copyLog, _ := online.Replay(log.Entries())
	guest = &app{table: online.NewTable(online.NewPeer(guestID, copyLog, false), nil)}
	if _, err := host.table.Sit(0, "Host", "computer (easy)"); err != nil {
		t.Fatal(err)
	}
	if _, err := guest.table.Sit(1, "Guest", "computer (easy)"); err != nil {
		t.Fatal(err)
	}
	carry(host, guest)
	for seat, a := range []*app{host, guest} {
		a.link = New(a.table, map[int]bool{seat: true})
		g, _ := s.NewGame()
		var sess *session.Session
		sess = session.New(session.Config{
			Game:    g,
			Seats:   a.link.Drivers(g.Players(), func(int) session.Driver { return &session.Computer{Level: ai.Easy} }),
			Post:    func(f func()) { posted <- f },
			Steps:   100,
			Shared:  true,
			Chance:  a.link.Die(),
			Waiting: a.link.Waiting,
			Events: func(e session.Event) {
				switch e.Kind {
				case session.Answered:
					e.Land()
				case session.Moved, session.TimedOut:
					if err := a.link.Publish(sess); err != nil && a.err == nil {
						a.err = err
					}
				}
			},
		})
		a.sess = sess
	}
	return host, guest
}

// carry carries entries both ways, as a transport would: the guest's
// waiting entries to the host, the host's log to the guest.
// A waiting entry whose place was taken is made again and carried again.
func carry(host, guest *app) {
	for range 3 {
		host.table.Take(guest.table.Outbox())
		n, _ := guest.table.Head()
		guest.table.Take(host.table.Since(n))
		if len(guest.table.Outbox()) == 0 {
			return
		}
	}
}

func TestTwoAppsPlayASharedGameToItsEnd(t *testing.T) {
	for _, setup := range []string{"terrace/short", "chessrace/classic", "sixmaking/small"} {
		t.Run(setup, func(t *testing.T) {
			posted := make(chan func(), 64)
			host, guest := twoApps(t, setup, "none", posted)
			changed := make(chan struct{}, 1)
			for _, a := range []*app{host, guest} {
				told, stop := a.table.Watch()
				defer stop()
				go func() {
					for range told {
						select {
						case changed <- struct{}{}:
						default:
						}
					}
				}()
				a.sess.Start()
			}
			deadline := time.After(30 * time.Second)
			for !host.sess.Game().Status().Over || !guest.sess.Game().Status().Over || len(guest.table.Outbox()) > 0 {
				select {
				case f := <-posted:
					f()
				case <-changed:
					carry(host, guest)
					for _, a := range []*app{host, guest} {
						a.link.Follow(a.sess)
					}
				case <-deadline:
					t.Fatalf("%d moves in 30 seconds", host.sess.At())
				}
			}
			for _, a := range []*app{host, guest} {
				if a.err != nil {
					t.Fatal(a.err)
				}
			}
			hn, hh := host.table.Head()
			gn, gh := guest.table.Head()
			if hn != gn || hh != gh {
				t.Fatalf("the logs differ: %d entries and %d", hn, gn)
			}
			played := host.table.View().Played
			for _, a := range []*app{host, guest} {
				line := a.sess.Line()
				if len(line) != len(played) {
					t.Fatalf("a session has %d moves, the game %d", len(line), len(played))
				}
				for i, p := range line {
					if p.Move.String() != played[i].Move.String() {
						t.Fatalf("move %d: the session has %s, the game %s", i+1, p.Move, played[i].Move)
					}
				}
			}
			if setup == "chessrace/classic" && !hasRoll(played) {
				t.Fatal("no roll in a game of Chess Race")
			}
		})
	}
}

func hasRoll(played []online.Played) bool {
	for _, p := range played {
		if p.Chance {
			return true
		}
	}
	return false
}

func TestAResignationOutOfTurnEndsTheGameInBothApps(t *testing.T) {
	posted := make(chan func(), 64)
	host, guest := twoApps(t, "terachess/standard", "none", posted)
	// The host's seat is to move; the guest resigns while it thinks.
	if _, err := guest.table.Act(online.KindMove, 1, "resign", -1); err != nil {
		t.Fatal(err)
	}
	carry(host, guest)
	for _, a := range []*app{host, guest} {
		a.link.Follow(a.sess)
		st := a.sess.Game().Status()
		if !st.Over || st.Winners[0] != 0 || st.End.Kind != rules.Resigned {
			t.Fatalf("after the guest resigned the game is %+v", st)
		}
	}
}

func TestAClockRunOutElsewhereIsClaimedOnceAndDecidesTheGame(t *testing.T) {
	posted := make(chan func(), 64)
	host, guest := twoApps(t, "terachess/standard", "sudden 1m", posted)
	m := host.table.View().Game().Moves()[0].String()
	if _, err := host.table.Act(online.KindMove, 0, m, 50_000); err != nil {
		t.Fatal(err)
	}
	carry(host, guest)
	began := host.table.View().TurnBegan
	host.table.SetClock(func() time.Time { return time.UnixMilli(began + 61_000) })
	if host.link.ClaimTime() {
		t.Fatal("the host claimed the guest's time within the grace")
	}
	if guest.link.ClaimTime() {
		t.Fatal("the guest claimed its own time")
	}
	host.table.SetClock(func() time.Time { return time.UnixMilli(began + 62_500) })
	if !host.link.ClaimTime() || host.link.ClaimTime() {
		t.Fatal("the host did not claim the time once")
	}
	carry(host, guest)
	for _, a := range []*app{host, guest} {
		a.link.Follow(a.sess)
		if st := a.sess.Game().Status(); !st.Over || st.End.Kind != rules.TimedOut || st.Winners[0] != 0 {
			t.Fatalf("after the claim the game is %+v", st)
		}
	}
}
