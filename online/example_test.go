package online

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "write the worked example into docs/protocol.md")

// exampleSetup is the smallest setup file of a game: Six MaKING on the
// small board.
const exampleSetup = `game = "sixmaking"
name = "Small board"
size = 4
disks = 12
first = "light"
`

// example is the worked example of docs/protocol.md: a header, two
// seats taken and a move, each entry with its signed text and hash.
func example(t *testing.T) string {
	t.Helper()
	seed := func(b byte) Identity {
		s := make([]byte, 32)
		for i := range s {
			s[i] = b
		}
		return IdentityFromSeed(s)
	}
	ann, bob := seed(1), seed(2)
	at := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	h := Header{Game: "sixmaking", SetupID: "sixmaking/small", Setup: exampleSetup, Clock: "fischer 5m+5s", Rules: RulesVersion}
	header := ann.Sign(Entry{V: Version, Game: "mjxwc4teonugk3dgfvsgk3lpee", Kind: KindHeader, Seat: -1, Body: encodeBody(h), Clock: -1, Time: at.UnixMilli()})
	l, err := NewLog(header)
	if err != nil {
		t.Fatal(err)
	}
	entries := []Entry{header, l.Sit(ann, 0, "Ann", "person", at.Add(time.Second))}
	if _, err := l.Add(entries[1]); err != nil {
		t.Fatal(err)
	}
	entries = append(entries, l.Sit(bob, 1, "Bob", "computer (hard)", at.Add(2*time.Second)))
	if _, err := l.Add(entries[2]); err != nil {
		t.Fatal(err)
	}
	move := l.State().Game().Moves()[0].String()
	entries = append(entries, l.Next(ann, KindMove, 0, move, 300_000+5_000-7_000, at.Add(9*time.Second)))
	if _, err := l.Add(entries[3]); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Ann's key is the ed25519 key of the seed of 32 bytes 0x01, Bob's of 32 bytes 0x02:\n\n")
	fmt.Fprintf(&b, "```\nAnn  %s\nBob  %s\n```\n", ann.Key(), bob.Key())
	for _, e := range entries {
		fmt.Fprintf(&b, "\nEntry %d (%s), its signed text:\n\n```\n%s```\n\n", e.Seq, e.Kind, e.Signed())
		fmt.Fprintf(&b, "its signature and hash:\n\n```\nsig  %s\nhash %s\n```\n\n", e.Sig, e.Hash())
		fmt.Fprintf(&b, "and its wire form:\n\n```json\n%s\n```\n", e.Encode())
	}
	return b.String()
}

const (
	exampleBegin = "<!-- example: written by go test ./online -run TestTheProtocolsExample -update -->\n"
	exampleEnd   = "<!-- end of the example -->"
)

// The worked example in docs/protocol.md is what this code makes.
func TestTheProtocolsExample(t *testing.T) {
	const doc = "../docs/protocol.md"
	data, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i, j := strings.Index(text, exampleBegin), strings.Index(text, exampleEnd)
	if i < 0 || j < i {
		t.Fatalf("%s has no example between its markers", doc)
	}
	want := example(t)
	got := text[i+len(exampleBegin) : j]
	if got == want {
		return
	}
	if !*update {
		t.Fatalf("the example in %s is not what the code makes; run go test ./online -run TestTheProtocolsExample -update", doc)
	}
	if err := os.WriteFile(doc, []byte(text[:i+len(exampleBegin)]+want+text[j:]), 0o644); err != nil {
		t.Fatal(err)
	}
}
