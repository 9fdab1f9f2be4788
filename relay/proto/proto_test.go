package proto

import (
	"bytes"
	"crypto/ed25519"
	"reflect"
	"strings"
	"testing"
)

const room = "abcdefghijklmnopqrstuvwxyz"

// messages are one message of each type, and some of their forms.
func messages() []Message {
	pub, _, _ := ed25519.GenerateKey(bytes.NewReader(make([]byte, 64)))
	key := Keys.EncodeToString(pub)
	data := Keys.EncodeToString([]byte("sealed bytes"))
	return []Message{
		&Welcome{V: Version, Nonce: strings.Repeat("ab", 32), Relay: "club relay"},
		&Create{Room: room, Play: key, Watch: key},
		&Created{Room: room},
		&Open{Room: room, Role: Play, Proof: Keys.EncodeToString(make([]byte, 64)), After: 7, Tag: data},
		&Open{Room: room, Role: Watch, Proof: Keys.EncodeToString(make([]byte, 64))},
		&Close{Room: room},
		&Sealed{Room: room, Seq: 12, Prev: 9, Data: data},
		&Caught{Room: room, Last: 12},
		&Append{Room: room, ID: "e-3", Expect: 12, Data: data},
		&Appended{Room: room, ID: "e-3", Seq: 15, Dup: true},
		&Refused{Room: room, ID: "e-3", Why: Behind, Last: 15},
		&Refused{Plate: 7, Why: NoPlate},
		&Presence{Room: room, People: []Person{{Tag: data, Role: Play, Here: true, Since: 1_780_000_000_000}}},
		&Invite{},
		&Invited{Plate: 7, Expires: 1_780_000_000_000},
		&Claim{Plate: 7},
		&Arrived{Plate: 7, Peer: 2},
		&Pass{Plate: 7, Peer: 2, Data: data},
		&Gone{Plate: 7, Peer: 2},
		&Release{Plate: 7},
		&Error{Why: ErrFull, Detail: "10000 connections"},
	}
}

func TestMessagesReadBackAsWritten(t *testing.T) {
	for _, m := range messages() {
		data := Encode(m)
		if !bytes.HasPrefix(data, []byte(`{"t":"`+m.Type()+`"`)) {
			t.Errorf("%s is written %s", m.Type(), data)
		}
		back, err := Decode(data)
		if err != nil {
			t.Errorf("%s: %v", data, err)
			continue
		}
		if !reflect.DeepEqual(back, m) {
			t.Errorf("%s reads back as %#v", data, back)
		}
	}
}

func TestWrongMessagesAreRefusedInWords(t *testing.T) {
	big := `{"t":"append","room":"` + room + `","id":"x","expect":1,"data":"` + strings.Repeat("A", MaxMessage) + `"}`
	tooLong := `{"t":"append","room":"` + room + `","id":"x","expect":1,"data":"` + strings.Repeat("A", (MaxSealed*4+2)/3+4) + `"}`
	for _, c := range []struct{ in, want string }{
		{big, "larger than"},
		{tooLong, "too long"},
		{`[1,2]`, "not a JSON object"},
		{`null`, "not a JSON object"},
		{`{"t":"teleport"}`, "no known type"},
		{`{"room":"` + room + `"}`, "no known type"},
		{`{"t":"close","room":"` + room + `","extra":1}`, "does not know"},
		{`{"t":"close","room":"ABCDEFGHIJKLMNOPQRSTUVWXYZ"}`, "no valid room"},
		{`{"t":"close","room":"` + room + `"} {}`, "not a JSON object"},
		{`{"t":"open","room":"` + room + `","role":"own","proof":"AA"}`, "no known role"},
		{`{"t":"sealed","room":"` + room + `","seq":3,"prev":3,"data":"AA"}`, "out of order"},
		{`{"t":"append","room":"` + room + `","id":"a b","expect":0,"data":"AA"}`, "no valid id"},
		{`{"t":"append","room":"` + room + `","id":"a","expect":-1,"data":"AA"}`, "not well formed"},
		{`{"t":"claim","plate":10000}`, "invitation number"},
		{`{"t":"pass","plate":7,"peer":1,"data":"!!"}`, "base64url"},
		{`{"t":"error","why":"boom","detail":""}`, "no known reason"},
	} {
		_, err := Decode([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: %v, want %q", c.in, err, c.want)
		}
		if err != nil && len(err.Error()) > 120 {
			t.Errorf("%.60s: the error quotes too much: %d bytes", c.in, len(err.Error()))
		}
	}
}

func TestAnOpenProvesTheRoleKeyForThisConnection(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	key := Keys.EncodeToString(pub)
	nonce := strings.Repeat("cd", 32)
	proof := Sign(priv, nonce, room, Play)
	if !Verify(key, nonce, room, Play, proof) {
		t.Fatal("a right proof is refused")
	}
	if Verify(key, strings.Repeat("ef", 32), room, Play, proof) {
		t.Error("a proof replayed on another connection opens the game")
	}
	if Verify(key, nonce, room, Watch, proof) || Verify(key, nonce, "bbbbbbbbbbbbbbbbbbbbbbbbbb", Play, proof) {
		t.Error("a proof opens another role or room")
	}
	if Verify("short", nonce, room, Play, proof) || Verify(key, nonce, room, Play, "AA") {
		t.Error("a malformed key or proof passes")
	}
}

func FuzzDecode(f *testing.F) {
	for _, m := range messages() {
		f.Add(Encode(m))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			if len(err.Error()) > 120 {
				t.Fatalf("an error of %d bytes", len(err.Error()))
			}
			return
		}
		back, err := Decode(Encode(m))
		if err != nil || !reflect.DeepEqual(back, m) {
			t.Fatalf("%T decoded from the fuzz does not read back: %v", m, err)
		}
	})
}
