package byrelay

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"boardshelf/online"
	"boardshelf/relay/proto"
)

func testAccess() Access {
	return Access{Relay: "ws://127.0.0.1:9/boardshelf/relay/v1", Room: online.NewGameID(), Secret: NewSecret()}
}

func TestTheWordListIsPGPs(t *testing.T) {
	for _, c := range []struct {
		b         byte
		even, odd string
	}{{0x00, "aardvark", "adroitness"}, {0x01, "absurd", "adviser"}, {0x3b, "clockwork", "councilman"},
		{0x3c, "cobra", "crossover"}, {0xfe, "woodlark", "yesteryear"}, {0xff, "zulu", "yucatan"}} {
		if evenWords[c.b] != c.even || oddWords[c.b] != c.odd {
			t.Errorf("byte %#x: %s %s, want %s %s", c.b, evenWords[c.b], oddWords[c.b], c.even, c.odd)
		}
	}
	if len(evenIndex) != 256 || len(oddIndex) != 256 {
		t.Fatalf("%d even and %d odd words, want 256 each, all different", len(evenIndex), len(oddIndex))
	}
}

func TestACodeIsANumberAnOddWordAndAnEvenWord(t *testing.T) {
	seen := map[string]bool{}
	for range 50 {
		code := newCode(7)
		parts := strings.Split(code, "-")
		if len(parts) != 3 || parts[0] != "7" {
			t.Fatalf("code %q", code)
		}
		if _, ok := oddIndex[parts[1]]; !ok {
			t.Fatalf("code %q: the first word is not of the odd list", code)
		}
		if _, ok := evenIndex[parts[2]]; !ok {
			t.Fatalf("code %q: the second word is not of the even list", code)
		}
		seen[code] = true
	}
	if len(seen) < 40 {
		t.Errorf("50 codes gave only %d different ones", len(seen))
	}
	for code, plate := range map[string]int{"7-crossover-clockwork": 7, " 12-Crossover-CLOCKWORK ": 12, "9999-adroitness-zulu": 9999} {
		if got, err := plateOf(code); err != nil || got != plate {
			t.Errorf("plateOf(%q) = %d, %v; want %d", code, got, err, plate)
		}
	}
	for _, code := range []string{"", "7", "7-crossover", "0-crossover-clockwork", "10000-crossover-clockwork",
		"7-clockwork-crossover", "7-crossover-clockwork-x", "x-crossover-clockwork", "-1-crossover-clockwork"} {
		if ValidCode(code) {
			t.Errorf("%q taken as a code", code)
		}
	}
}

// A code mistyped (a word misspelt, the two words swapped) is a wrong
// code to the player, told before anything is asked of the relay.
func TestAMistypedCodeIsAWrongCode(t *testing.T) {
	for _, code := range []string{"96-bifocals-drapper", "37-tracker-trombonist", "7 crossover"} {
		_, err := Accept(context.Background(), "ws://127.0.0.1:1", code)
		if !errors.Is(err, ErrWrongCode) {
			t.Errorf("%q: %v, want a wrong code", code, err)
		}
	}
}

func TestAddressesAsPlayersTypeThem(t *testing.T) {
	for typed, want := range map[string]string{
		"relay.example.org":                       "wss://relay.example.org/boardshelf/relay/v1",
		" relay.example.org:8443 ":                "wss://relay.example.org:8443/boardshelf/relay/v1",
		"wss://relay.example.org":                 "wss://relay.example.org/boardshelf/relay/v1",
		"wss://relay.example.org/club/v1":         "wss://relay.example.org/club/v1",
		"ws://192.168.1.4:8080":                   "ws://192.168.1.4:8080/boardshelf/relay/v1",
		"https://relay.example.org/":              "wss://relay.example.org/boardshelf/relay/v1",
		"127.0.0.1:8080":                          "ws://127.0.0.1:8080/boardshelf/relay/v1",
		"localhost:8080":                          "ws://localhost:8080/boardshelf/relay/v1",
		"[::1]:8080":                              "ws://[::1]:8080/boardshelf/relay/v1",
		"192.168.1.4:8080":                        "wss://192.168.1.4:8080/boardshelf/relay/v1",
		"ws://127.0.0.1:8080/boardshelf/relay/v1": "ws://127.0.0.1:8080/boardshelf/relay/v1",
	} {
		if got, err := Address(typed); err != nil || got != want {
			t.Errorf("Address(%q) = %q, %v; want %q", typed, got, err, want)
		}
	}
	for _, typed := range []string{"", "   ", "ftp://relay.example.org", "wss://", "wss://u:p@relay.example.org",
		"wss://relay.example.org/?x=1", "relay.example.org/#frag", "file:///etc/passwd"} {
		if got, err := Address(typed); err == nil {
			t.Errorf("Address(%q) = %q, want an error", typed, got)
		}
	}
}

func TestGameLinksCarryTheRelayAndTheCode(t *testing.T) {
	link := Link("wss://relay.example.org/boardshelf/relay/v1", "7-Crossover-Clockwork", false)
	if link != "boardshelf://relay.example.org/join/7-crossover-clockwork" {
		t.Fatalf("link %q", link)
	}
	relay, code, watch, err := ParseLink(link)
	if err != nil || relay != "relay.example.org" || code != "7-crossover-clockwork" || watch {
		t.Fatalf("ParseLink = %q %q %v %v", relay, code, watch, err)
	}
	relay, code, watch, err = ParseLink(Link("ws://127.0.0.1:8080/boardshelf/relay/v1", "3-adroitness-aardvark", true))
	if addr, _ := Address(relay); err != nil || addr != "ws://127.0.0.1:8080/boardshelf/relay/v1" || code != "3-adroitness-aardvark" || !watch {
		t.Fatalf("a watch link on loopback read back as %q %q %v %v", relay, code, watch, err)
	}
	for _, bad := range []string{"", "https://relay.example.org/join/7-crossover-clockwork", "boardshelf://relay.example.org/play/7-crossover-clockwork",
		"boardshelf:///join/7-crossover-clockwork", "boardshelf://relay.example.org/join/7-nothing-here", "boardshelf://relay.example.org/join"} {
		if _, _, _, err := ParseLink(bad); err == nil {
			t.Errorf("ParseLink(%q) took it", bad)
		}
	}
}

func TestAnAccessReadsBackAndItsWatchersCannotPlay(t *testing.T) {
	a := testAccess()
	back, err := ParseAccess(a.String())
	if err != nil || back != a {
		t.Fatalf("ParseAccess(String()) = %+v, %v; want %+v", back, err, a)
	}
	w := a.Watching()
	if !w.Watch || w.Secret == a.Secret || w.Watching() != w {
		t.Fatalf("the watchers' access %+v", w)
	}
	if back, err := ParseAccess(w.String()); err != nil || back != w {
		t.Fatalf("a watcher's access read back as %+v, %v", back, err)
	}
	pk, wk := keysOf(a), keysOf(w)
	if wk.play != nil {
		t.Fatal("a watcher's access gives the key to play")
	}
	if !wk.watch.Equal(pk.watch) || !bytes.Equal(wk.seal.key, pk.seal.key) {
		t.Fatal("a watcher's access does not give the participants' watch and seal keys")
	}
	if pk.play.Equal(pk.watch) || bytes.Equal(pk.seal.key, pk.play.Seed()) {
		t.Fatal("keys of different purposes are equal")
	}
	for _, bad := range []string{"", a.String() + " x", strings.Replace(a.String(), a.Room, "room", 1),
		strings.Replace(a.String(), " play ", " admin ", 1), strings.Replace(a.String(), "relay-access 1", "relay-access 2", 1),
		a.String()[:len(a.String())-2]} {
		if _, err := ParseAccess(bad); err == nil {
			t.Errorf("ParseAccess(%q) took it", bad)
		}
	}
}

func TestOpenProofsComeFromTheSecret(t *testing.T) {
	a := testAccess()
	k := keysOf(a)
	nonce := proto.NewNonce()
	if !proto.Verify(public(k.play), nonce, a.Room, proto.Play, proto.Sign(k.play, nonce, a.Room, proto.Play)) {
		t.Fatal("the play key's proof does not verify")
	}
	w := keysOf(a.Watching())
	if proto.Verify(public(k.play), nonce, a.Room, proto.Play, proto.Sign(w.roleKey(), nonce, a.Room, proto.Play)) {
		t.Fatal("a watcher proved the key to play")
	}
	if !bytes.Equal(keysOf(a).play, k.play) {
		t.Fatal("the same secret gave other keys")
	}
}

func TestSealingIsDeterministicAndOpensOnlyInItsGame(t *testing.T) {
	a := testAccess()
	s := keysOf(a).seal
	plain := []byte(`{"v":1}`)
	one, two := s.seal(plain), s.seal(plain)
	if !bytes.Equal(one, two) {
		t.Fatal("the same entry sealed to different bytes: a retry would be taken twice")
	}
	if bytes.Contains(one, plain) {
		t.Fatal("the sealed bytes hold the entry in the clear")
	}
	if bytes.Equal(one, s.seal([]byte(`{"v":2}`))) {
		t.Fatal("two entries sealed alike")
	}
	if got, err := s.open(one); err != nil || !bytes.Equal(got, plain) {
		t.Fatalf("open = %q, %v", got, err)
	}
	if got, err := keysOf(a.Watching()).seal.open(one); err != nil || !bytes.Equal(got, plain) {
		t.Fatalf("a watcher cannot read: %q, %v", got, err)
	}
	for i := range one {
		tampered := bytes.Clone(one)
		tampered[i] ^= 0x40
		if _, err := s.open(tampered); err == nil {
			t.Fatalf("a message tampered at byte %d opened", i)
		}
	}
	other := a
	other.Secret = NewSecret()
	if _, err := keysOf(other).seal.open(one); err == nil {
		t.Fatal("a message opened with another game's secret")
	}
	otherRoom := a
	otherRoom.Room = online.NewGameID()
	if _, err := keysOf(otherRoom).seal.open(one); err == nil {
		t.Fatal("a message of one room opened in another with the same secret")
	}
	for _, short := range [][]byte{nil, one[:5], one[:27]} {
		if _, err := s.open(short); err == nil {
			t.Fatalf("%d bytes opened", len(short))
		}
	}
}

func TestPresenceTagsAreSealedAndShort(t *testing.T) {
	a := testAccess()
	s := keysOf(a).seal
	key, other := online.NewIdentity().Key(), online.NewIdentity().Key()
	long := strings.Repeat("é", 200)
	p := &proto.Presence{Room: a.Room, People: []proto.Person{
		{Tag: s.sealTag(key, "Ann"), Role: proto.Play, Here: true, Since: 5},
		{Tag: s.sealTag(other, long), Role: proto.Watch},
		{Tag: s.sealTag(key, "Ann"), Role: proto.Play, Here: false, Since: 9}, // an old connection, away
		{Tag: keysOf(testAccess()).seal.sealTag(key, "Eve"), Role: proto.Play},
		{Tag: "", Role: proto.Play},
	}}
	if _, err := proto.Decode(proto.Encode(p)); err != nil {
		t.Fatalf("the relay would refuse the tags: %v", err)
	}
	people := s.people(p)
	if len(people) != 2 || people[0].Name != "Ann" || people[0].Key != key || !people[0].Here || people[0].Since != 5 {
		t.Fatalf("people %+v", people)
	}
	if n := people[1].Name; n == "" || !strings.HasPrefix(long, n) {
		t.Fatalf("a long name became %q", n)
	}
}
