package online

import (
	"slices"
	"testing"
	"time"

	"boardshelf/rules"
)

// FuzzDecodeEntry: any bytes give an entry whose form is checked, or an
// error; never a panic; an entry decoded encodes to what decodes the same.
func FuzzDecodeEntry(f *testing.F) {
	l, ids := newTable(f, "terachess/standard", "fischer 1m+1s")
	for _, e := range l.Entries() {
		f.Add(e.Encode())
	}
	f.Add(l.Next(ids[0], KindChat, 0, "hi", -1, t0).Encode())
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`{"v":1,"game":"` + l.ID() + `","seq":1e99}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := DecodeEntry(data)
		if err != nil {
			return
		}
		again, err := DecodeEntry(e.Encode())
		if err != nil || again != e {
			t.Fatalf("an entry decoded does not survive its own encoding: %v", err)
		}
		// Whatever it says, a log takes it or refuses it without a panic
		// and without a change when refused.
		before := l.Head()
		if ok, err := l.clone().Add(e); !ok && err == nil && e.Seq >= l.Len() {
			t.Fatal("an entry past the log's end was neither taken nor refused")
		}
		if l.Head() != before {
			t.Fatal("a copy's change reached the log")
		}
	})
}

// FuzzHostileEntries: entries signed by a participant, with any kind,
// seat, body and clock, are taken or refused; a refused one changes
// nothing, and a log rebuilt from what it took is the same.
func FuzzHostileEntries(f *testing.F) {
	f.Add("move", 0, "b1c3", int64(-1), int64(0))
	f.Add("offer", 1, "undo", int64(-1), int64(5))
	f.Add("answer", 0, "accept", int64(-1), int64(5))
	f.Add("reveal", -1, "00", int64(-1), int64(0))
	f.Add("flag", 1, "", int64(-1), int64(1<<40))
	f.Add("sit", 0, `{"name":"x","plays":"person"}`, int64(-1), int64(0))
	f.Add("chat", 0, "\x00", int64(-1), int64(0))
	f.Fuzz(func(t *testing.T, kind string, seat int, body string, clockLeft, later int64) {
		l, ids := newTable(t, "terachess/standard", "fischer 1m+1s")
		mustAdd(t, l, l.Next(ids[1], KindOffer, 1, OfferDraw, -1, t0)) // an offer on the table to answer
		author := ids[(seat%2+2)%2]
		e := l.Next(author, Kind(kind), seat, body, clockLeft, t0.Add(time.Duration(later%(1<<40))*time.Millisecond))
		before := l.Head()
		ok, err := l.Add(e)
		if !ok && l.Head() != before {
			t.Fatalf("a refused entry changed the log: %v", err)
		}
		again, err := Replay(l.Entries())
		if err != nil || again.Head() != l.Head() {
			t.Fatalf("the log does not replay: %v", err)
		}
		if !sameState(again.State(), l.State()) {
			t.Fatalf("the state after %s %q is not the state its log gives", kind, body)
		}
	})
}

// sameState reports whether two states say the same game.
func sameState(a, b *State) bool {
	key := func(s *State) string { return s.game.(rules.PositionKeyer).PositionKey() }
	return key(a) == key(b) && len(a.Played) == len(b.Played) && len(a.Chat) == len(b.Chat) &&
		(a.Offer == nil) == (b.Offer == nil) && (a.Offer == nil || len(a.Offer.Accepted) == len(b.Offer.Accepted)) &&
		a.TurnBegan == b.TurnBegan && slices.Equal(a.Left, b.Left) && slices.Equal(a.Seats, b.Seats)
}
