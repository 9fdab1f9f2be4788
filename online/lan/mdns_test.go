package lan

import (
	"context"
	"net"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/setups"
)

func TestTheTXTRecordsReadBack(t *testing.T) {
	f := Found{V: 1, Game: online.NewGameID(), Kind: "terrace", Setup: "terrace/four-player", Seats: 3, Name: "Ann's game"}
	recs := txtRecords(f)
	want := []string{"v=1", "game=" + f.Game, "kind=terrace", "setup=terrace/four-player", "seats=3", "name=Ann's game"}
	if !reflect.DeepEqual(recs, want) {
		t.Fatalf("records %q", recs)
	}
	var back Found
	if err := parseTXT(recs, &back); err != nil || !reflect.DeepEqual(back, f) {
		t.Fatalf("read back %+v, %v", back, err)
	}
	// A record too long for DNS is left out; an announcement of no game
	// is not one.
	f.Setup = strings.Repeat("s", 300)
	if recs := txtRecords(f); len(recs) != 5 {
		t.Errorf("a 300-byte setup id gave %q", recs)
	}
	for _, bad := range [][]string{nil, {"v=1"}, {"v=x", "game=" + f.Game}, {"v=1", "game=" + f.Game, "seats=9"},
		{"v=1", "game=" + f.Game, "name=a\x00b"}} {
		if err := parseTXT(bad, &back); err == nil {
			t.Errorf("%q read as a game", bad)
		}
	}
}

func TestTheAnnouncementSaysWhatTheGameIs(t *testing.T) {
	table := hostTable(t, "terrace/four-player")
	h, err := Host(table, HostOptions{Addr: "127.0.0.1:0", Name: "Ann's game", NoAnnounce: true})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	f, err := h.announcement()
	_, port, _ := net.SplitHostPort(h.Addr())
	if err != nil || f.Kind != "terrace" || f.Setup != "terrace/four-player" || f.Seats != 3 || f.Game != table.ID() ||
		f.Name != "Ann's game" || f.V != 1 || port == "" || !strings.HasSuffix(h.Addr(), ":"+port) {
		t.Fatalf("announced %+v, %v", f, err)
	}
	if name := hostName(); !strings.HasSuffix(name, ".local.") || strings.ContainsAny(strings.TrimSuffix(name, ".local."), ". ") {
		t.Errorf("host name %q", name)
	}
}

// hostTable is a sequencer's table of a new game of setup, seat 0 taken.
func hostTable(t *testing.T, setup string) *online.Table {
	t.Helper()
	s, err := setups.Default.Load(setup)
	if err != nil {
		t.Fatal(err)
	}
	id := online.NewIdentity()
	l, err := online.NewGame(id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	table := online.NewTable(online.NewPeer(id, l, true), nil)
	table.Sit(0, "Ann", "person")
	return table
}

// The test browses for a hosted game by real mDNS, inside a network
// namespace of its own that has only a loopback interface, with
// multicast on: no packet leaves the machine. It needs root and
// unshare(1); without them it says so and is skipped (the records'
// tests above still run).
func TestBrowseFindsAHostedGame(t *testing.T) {
	if os.Getenv("BOARDSHELF_TEST_NETNS") == "" {
		unshare, err := exec.LookPath("unshare")
		if err != nil || os.Geteuid() != 0 {
			t.Skip("browsing by mDNS is tested in a network namespace of its own, which needs root and unshare(1)")
		}
		script := `ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo && exec "$0" -test.run '^TestBrowseFindsAHostedGame$' -test.v`
		cmd := exec.Command(unshare, "--net", "sh", "-c", script, os.Args[0])
		cmd.Env = append(os.Environ(), "BOARDSHELF_TEST_NETNS=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("in a network namespace: %v\n%s", err, out)
		}
		t.Logf("in a network namespace:\n%s", out)
		return
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil {
		t.Fatal(err)
	}
	table := hostTable(t, "chessrace/classic-3")
	h, err := Host(table, HostOptions{Addr: "127.0.0.1:0", Name: "Race night", Interface: lo})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for ctx.Err() == nil {
		found, err := BrowseOn(ctx, time.Second, lo)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			if f.Game == table.ID() {
				if f.Addr() != h.Addr() || f.Seats != 2 || f.Name != "Race night" || f.Setup != "chessrace/classic-3" {
					t.Fatalf("found %+v (hosted at %s)", f, h.Addr())
				}
				t.Logf("found %+v", f)
				return
			}
		}
	}
	t.Fatal("the hosted game was not found")
}

func TestAGameIsAnnouncedAtTheAddressItListensOn(t *testing.T) {
	at := func(s string) net.Addr { a, _ := net.ResolveTCPAddr("tcp", s); return a }
	if ips := announcedIPs(at("127.0.0.1:4000"), nil); len(ips) != 0 {
		t.Errorf("a game on loopback is announced at %v", ips)
	}
	if ips := announcedIPs(at("192.168.1.20:4000"), nil); len(ips) != 1 || ips[0].String() != "192.168.1.20" {
		t.Errorf("a game on 192.168.1.20 is announced at %v", ips)
	}
}
