package byrelay

import (
	"context"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/faultnet"
	"boardshelf/setups"
)

// A host that sits and then hosts over a slow network: once Sent returns,
// the game a guest fetches from the room has the host's seat taken, so a
// guest quick with the code cannot sit there.
func TestTheHostsSeatReachesTheRoomBeforeACode(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tr := startRelay(t)
	slow, err := faultnet.Listen(tr.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Close()
	slow.SetLatency(100 * time.Millisecond)
	s, err := setups.Default.Load("sixmaking/small")
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, "host")
	l, err := online.NewGame(a.id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	a.table = online.NewTable(online.NewPeer(a.id, l, false), a.keep)
	if _, err := a.table.Sit(0, "host", "person"); err != nil {
		t.Fatal(err)
	}
	relay, err := Address(slow.Addr())
	if err != nil {
		t.Fatal(err)
	}
	a.access = Access{Relay: relay, Room: l.ID(), Secret: NewSecret()}
	if a.f, err = Host(ctx, a.access, a.table, a.options()); err != nil {
		t.Fatal(err)
	}
	defer a.stop()
	if err := a.f.Sent(ctx); err != nil {
		t.Fatal(err)
	}
	direct, err := Address(tr.addr)
	if err != nil {
		t.Fatal(err)
	}
	guest := a.access
	guest.Relay = direct
	entries, err := Fetch(ctx, guest, newApp(t, "guest").id)
	if err != nil {
		t.Fatal(err)
	}
	got, err := online.Replay(entries)
	if err != nil {
		t.Fatal(err)
	}
	if st := got.State(); st.Seats[0].Key == "" {
		t.Errorf("the guest fetched %d entries: seat 0 free, the host's sitting not yet in the room", len(entries))
	}
}
