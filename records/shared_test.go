package records

import (
	"errors"
	"strings"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/byrelay"
	"boardshelf/setups"
)

var t0 = time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)

// sharedRecord is the record of a game of setup shared by two apps, with
// n moves played: its log, and the moves and players derived from it.
func sharedRecord(t testing.TB, setup string, n int) Record {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	ids := []online.Identity{online.IdentityFromSeed(make([]byte, 32)), online.NewIdentity()}
	l, err := online.NewGame(ids[0], online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "days 3"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	add := func(e online.Entry) {
		if _, err := l.Add(e); err != nil {
			t.Fatal(err)
		}
	}
	names := []string{"Ann O'Hara", "Bernard"} // a quote: that entry cannot be a literal string
	for seat := range l.State().Seats {
		add(l.Sit(ids[seat%2], seat, names[seat%2], "person", t0))
	}
	for i := range n {
		g := l.State().Game()
		add(l.Next(ids[g.Turn()%2], online.KindMove, g.Turn(), g.Moves()[0].String(), 3*24*3600*1000, t0.Add(time.Duration(i)*time.Hour)))
	}
	rec := Record{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Date: t0, Players: names, Online: Online{How: HowFile}}
	for _, seat := range s.Seats {
		rec.Seats = append(rec.Seats, seat.Colour)
	}
	for _, p := range l.State().Played {
		rec.Moves = append(rec.Moves, p.Move.String())
	}
	for _, e := range l.Entries() {
		rec.Log = append(rec.Log, string(e.Encode()))
	}
	return rec
}

// A shared game's record carries its log, one entry a line, and reads back
// as the same entries, which replay to the same game; the record's moves
// stay readable as those of any record.
func TestARecordCarriesItsLog(t *testing.T) {
	rec := sharedRecord(t, "terachess/standard", 6)
	rec.Online = Online{How: HowJoin, Address: "192.168.1.20:47123", Code: "482 913"}
	rec.Pending = rec.Log[len(rec.Log)-1:]
	data := Encode(rec)
	text := string(data)
	for _, want := range []string{"[online]\nhow = \"join\"\naddress = \"192.168.1.20:47123\"\ncode = \"482 913\"\nlog = [\n  '{\"v\":1,",
		"\"Ann O'Hara\"", "pending = [\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
	back, err := Decode("game.boardshelf", data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Online != rec.Online || len(back.Log) != len(rec.Log) || len(back.Pending) != 1 {
		t.Fatalf("read back %+v with %d entries", back.Online, len(back.Log))
	}
	log, pending, err := back.Entries("game.boardshelf")
	if err != nil {
		t.Fatal(err)
	}
	l, err := online.Replay(log)
	if err != nil || len(l.State().Played) != 6 || pending[0].Hash() != l.Head() {
		t.Fatalf("the log replays to %v, err %v", l, err)
	}
	if _, _, steps, err := back.Replay("game.boardshelf"); err != nil || len(steps) != 6 {
		t.Errorf("the record's moves replay: %v", err)
	}
	rec.Log = nil
	if strings.Contains(string(Encode(rec)), "[online]") {
		t.Error("a record without a log has an online part")
	}
}

// A damaged log is refused in words naming the file, the line and the
// entry, quoting none of it.
func TestADamagedLogIsRefusedInWords(t *testing.T) {
	rec := sharedRecord(t, "sixmaking/standard", 2)
	good := string(Encode(rec))
	third := rec.Log[3]
	for _, tc := range []struct{ name, text, want string }{
		{"an entry cut short", strings.Replace(good, third, third[:40], 1), "entry 3 of the log cannot be read: the entry is not well formed: it is cut short"},
		{"a field unknown", strings.Replace(good, third, strings.Replace(third, `"v":1`, `"v":1,"w":2`, 1), 1), "entry 3 of the log cannot be read"},
		{"a way of travelling unknown", strings.Replace(good, `how = "file"`, `how = "pigeon"`, 1), `how = "pigeon" is not how a game travels`},
		{"no log", strings.Replace(good, "log = [", "pending = [", 1), "the shared game has no log"},
		{"a log of numbers", strings.Replace(good, "log = [\n", "log = [\n  1,\n", 1), "log"},
		{"an address of control characters", strings.Replace(good, `how = "file"`, "how = \"file\"\naddress = \"a\\u0007\"", 1), "is not an address"},
	} {
		r, err := Decode("game.boardshelf", []byte(tc.text))
		if err == nil {
			_, _, err = r.Entries("game.boardshelf")
		}
		var serr *setups.Error
		if !errors.As(err, &serr) || !strings.Contains(err.Error(), tc.want) || serr.Line == 0 {
			t.Errorf("%s: got %v, want %q on a line", tc.name, err, tc.want)
			continue
		}
		if len(err.Error()) > 200 || strings.Contains(err.Error(), `"sig"`) {
			t.Errorf("%s: the message quotes the file: %v", tc.name, err)
		}
	}
}

// A game through a relay keeps the relay's access in its record, and
// reads it back as the same access; one without it, one with an access
// that is not one, or an access to a game that travels otherwise, is
// refused in words on its line, without quoting the access: it holds the
// game's secret.
func TestARecordCarriesTheRelaysAccess(t *testing.T) {
	rec := sharedRecord(t, "sixmaking/standard", 2)
	a := byrelay.Access{Relay: "wss://relay.example.org/boardshelf/relay/v1", Room: rec.onlineID(t), Secret: byrelay.NewSecret()}
	rec.Online = Online{How: HowRelay, Access: a.String()}
	good := string(Encode(rec))
	back, err := Decode("game.boardshelf", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if read, err := byrelay.ParseAccess(back.Online.Access); err != nil || read != a || back.Online.How != HowRelay {
		t.Fatalf("read back %+v: %v", back.Online, err)
	}
	secret := strings.Fields(a.String())[5]
	for _, tc := range []struct{ name, text, want string }{
		{"no access", strings.Replace(good, "access = ", "# access = ", 1), "needs the relay's access"},
		{"an access elsewhere", strings.Replace(good, `how = "relay"`, `how = "file"`, 1), "needs the relay's access"},
		{"a secret cut short", strings.Replace(good, secret, secret[:20], 1), "access is not a relay's access to a game"},
		{"another relay's scheme", strings.Replace(good, "wss://", "ftp://", 1), "access is not a relay's access to a game"},
		{"an access too long", strings.Replace(good, secret, secret+strings.Repeat("A", 2000), 1), "access is not a relay's access to a game"},
	} {
		_, err := Decode("game.boardshelf", []byte(tc.text))
		var serr *setups.Error
		if !errors.As(err, &serr) || !strings.Contains(err.Error(), tc.want) || serr.Line == 0 {
			t.Errorf("%s: got %v, want %q on a line", tc.name, err, tc.want)
			continue
		}
		if strings.Contains(err.Error(), secret[:20]) {
			t.Errorf("%s: the message quotes the secret: %v", tc.name, err)
		}
	}
}

// onlineID is the id of the game a shared record's log holds.
func (r Record) onlineID(t *testing.T) string {
	t.Helper()
	log, _, err := r.Entries("game.boardshelf")
	if err != nil {
		t.Fatal(err)
	}
	l, err := online.Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	return l.ID()
}

// A record as long as the longest shared game is taken, and read quickly.
func TestALongSharedGameFits(t *testing.T) {
	rec := sharedRecord(t, "terrace/short", 0)
	entry := rec.Log[len(rec.Log)-1]
	for len(rec.Log) < 40_000 {
		rec.Log = append(rec.Log, entry)
		rec.Moves = append(rec.Moves, "a1-a2")
	}
	data := Encode(rec)
	start := time.Now()
	if _, err := Decode("long.boardshelf", data); err != nil {
		t.Fatalf("a record of %d MB: %v", len(data)>>20, err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("reading %d MB took %v", len(data)>>20, took)
	}
}
