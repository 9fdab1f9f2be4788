package wire

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/setups"
)

// game is a log of a header and two seats taken, for entries to carry.
func game(t testing.TB) []online.Entry {
	t.Helper()
	s, err := setups.Default.Load("terrace/short")
	if err != nil {
		t.Fatal(err)
	}
	id := online.IdentityFromSeed(make([]byte, 32))
	at := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	l, err := online.NewGame(id, online.Header{Game: s.Game, SetupID: s.ID, Setup: string(s.Source), Clock: "none"}, at)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range 2 {
		if _, err := l.Add(l.Sit(id, seat, "Ann", "person", at)); err != nil {
			t.Fatal(err)
		}
	}
	return l.Entries()
}

// messages are one message of each type.
func messages(t testing.TB) []Message {
	entries := game(t)
	key := online.IdentityFromSeed(make([]byte, 32)).Key()
	nonce := strings.Repeat("ab", 32)
	return []Message{
		&Welcome{V: Version, Game: entries[0].Game, Nonce: nonce, Name: "Ann's game", Seats: 1},
		&Hello{V: Version, Game: entries[0].Game, Have: 1, Head: entries[0].Hash(), Key: key, Proof: Proof("482 913", nonce, key), Name: "Bob"},
		&Hello{V: Version, Game: entries[0].Game, Key: key},
		&Entries{From: 1, Len: 3, Entries: entries[1:]},
		&Entries{From: 3, Len: 3},
		&Append{Entry: entries[2]},
		&Refused{Seq: 4, Why: online.NotTheirTurn, Detail: "wait"},
		&Presence{People: []Person{{Key: key, Name: "Ann", Here: true, Since: 1_780_000_000_000}}},
		&Presence{},
		&Error{Why: ErrFork, Detail: "the host's entry 3 differs"},
	}
}

func TestMessagesReadBackAsWritten(t *testing.T) {
	for _, m := range messages(t) {
		data := Encode(m)
		if !bytes.HasPrefix(data, []byte(`{"t":"`+m.Type()+`"`)) {
			t.Errorf("%s is written %s", m.Type(), data)
		}
		back, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if !reflect.DeepEqual(normal(back), normal(m)) {
			t.Errorf("%s read back as %#v", data, back)
		}
	}
}

// normal is a message with nil and empty lists alike.
func normal(m Message) Message {
	switch m := m.(type) {
	case *Entries:
		if len(m.Entries) == 0 {
			c := *m
			c.Entries = nil
			return &c
		}
	case *Presence:
		if len(m.People) == 0 {
			return &Presence{}
		}
	}
	return m
}

func TestDecodeRefusesWhatItDoesNotKnow(t *testing.T) {
	entries := game(t)
	many := make([]online.Entry, MaxEntries+1)
	for i := range many {
		many[i] = entries[0]
	}
	forged := entries[1]
	forged.Seat = 7
	broken := []string{
		``, `null`, `[]`, `"welcome"`, `{}`, `{"t":"hug"}`,
		`{"t":"error","why":"fork","detail":"x","extra":1}`,
		`{"t":"error","why":"tired","detail":""}`,
		`{"t":"error","why":"fork","detail":""} {}`,
		`{"t":"refused","seq":-1,"why":"fork","detail":""}`,
		`{"t":"refused","seq":1,"why":"Fork!","detail":""}`,
		`{"t":"welcome","v":1,"game":"x","nonce":"00","name":"","seats":1}`,
		`{"t":"hello","v":1,"game":"` + entries[0].Game + `","have":0,"head":"ab","key":"k","proof":"","name":""}`,
		`{"t":"presence","people":[{"key":"nokey","name":"A","here":true,"since":0}]}`,
		string(Encode(&Entries{From: 0, Len: 3, Entries: []online.Entry{entries[0], entries[2]}})), // a gap
		string(Encode(&Entries{From: 0, Len: 1, Entries: entries})),                                // len too short
		string(Encode(&Append{Entry: forged})),
		string(Encode(&Entries{From: 0, Len: len(many), Entries: many})),
		`{"t":"append","entry":{"v":1}}`,
		`{"t":"error","why":"fork","detail":"` + strings.Repeat(" ", MaxMessage) + `"}`,
	}
	for _, b := range broken {
		if m, err := Decode([]byte(b)); err == nil {
			t.Errorf("%.80s decoded as %#v", b, m)
		}
	}
}

func TestTheProofNeedsTheCode(t *testing.T) {
	nonce, key := NewNonce(), online.NewIdentity().Key()
	p := Proof("482 913", nonce, key)
	switch {
	case !CheckProof("482913", nonce, key, p):
		t.Error("the same code without its space does not prove")
	case CheckProof("482 914", nonce, key, p):
		t.Error("another code proves")
	case CheckProof("482 913", NewNonce(), key, p):
		t.Error("the proof holds for another nonce")
	case CheckProof("482 913", nonce, online.NewIdentity().Key(), p):
		t.Error("the proof holds for another key")
	case CheckProof("482 913", nonce, key, "zz"):
		t.Error("garbage proves")
	}
}

func TestDetailIsShortText(t *testing.T) {
	d := Detail("line\none " + strings.Repeat("é", 300))
	if !validDetail(d) || len(d) > maxDetail || strings.Contains(d, "\n") {
		t.Errorf("%q", d)
	}
}

// FuzzDecode checks that Decode never panics, and that what it takes
// reads back the same once written again.
func FuzzDecode(f *testing.F) {
	for _, m := range messages(f) {
		f.Add(Encode(m))
	}
	f.Add([]byte(`{"t":"entries","from":0,"len":0,"entries":[{"v":1}]}`))
	f.Add([]byte(`{"t":"hello","v":1}`))
	f.Add([]byte(`{"t":"append","entry":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		again := Encode(m)
		m2, err := Decode(again)
		if err != nil {
			t.Fatalf("%s decoded, but its writing %s does not: %v", data, again, err)
		}
		if !bytes.Equal(Encode(m2), again) {
			t.Fatalf("%s and %s differ", Encode(m2), again)
		}
		var v map[string]any
		if json.Unmarshal(again, &v) != nil || v["t"] != m.Type() {
			t.Fatalf("%s is not an object of type %s", again, m.Type())
		}
	})
}
