package byrelay

import (
	"context"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/faultnet"
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
	a := newGame(t, "sixmaking/small")
	if _, err := a.table.Sit(0, "host", "person"); err != nil {
		t.Fatal(err)
	}
	a.hostAt(ctx, slow.Addr())
	if err := a.f.Sent(ctx); err != nil {
		t.Fatal(err)
	}
	guest := a.access
	if guest.Relay, err = Address(tr.addr); err != nil {
		t.Fatal(err)
	}
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
