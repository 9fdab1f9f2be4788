package relay

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base32"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"boardshelf/relay/proto"
)

// wait bounds every wait of the tests.
const wait = 20 * time.Second

// startRelay starts a single relay on loopback with its data in dir.
func startRelay(t testing.TB, dir string, change ...func(*Options)) *Relay {
	t.Helper()
	opts := Options{Listen: "127.0.0.1:0", Data: dir, Name: "test"}
	for _, f := range change {
		f(&opts)
	}
	r, err := Start(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// game is a room and its keys, as a host app makes them.
type game struct {
	room        string
	play, watch ed25519.PrivateKey
}

func newGame() game {
	id := make([]byte, 16)
	rand.Read(id)
	_, play, _ := ed25519.GenerateKey(nil)
	_, watch, _ := ed25519.GenerateKey(nil)
	return game{room: strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(id)), play: play, watch: watch}
}

func (g game) create() *proto.Create {
	return &proto.Create{Room: g.room,
		Play:  proto.Keys.EncodeToString(g.play.Public().(ed25519.PublicKey)),
		Watch: proto.Keys.EncodeToString(g.watch.Public().(ed25519.PublicKey))}
}

// app is a test's end of one connection.
type app struct {
	t       testing.TB
	ws      *websocket.Conn
	welcome *proto.Welcome
	seen    []*proto.Sealed          // every sealed message read, of any room
	sent    map[string]*proto.Append // appends sent, by id
	inPlace map[uint64]bool          // messages of its own taken from an Appended in their place
}

func dial(t testing.TB, r *Relay) *app {
	t.Helper()
	return dialAddr(t, r.Addr())
}

func dialAddr(t testing.TB, addr string) *app {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws://"+addr+Path, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 20)
	a := &app{t: t, ws: ws}
	t.Cleanup(func() { ws.CloseNow() })
	a.welcome = expect[*proto.Welcome](a)
	return a
}

func (a *app) send(m proto.Message) {
	a.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := a.sendCtx(ctx, m); err != nil {
		a.t.Fatal(err)
	}
}

// sendCtx sends m, keeping it if an append: the relay answers a fresh
// one in place of its message.
func (a *app) sendCtx(ctx context.Context, m proto.Message) error {
	if ap, ok := m.(*proto.Append); ok {
		if a.sent == nil {
			a.sent = map[string]*proto.Append{}
		}
		a.sent[ap.ID] = ap
	}
	return a.ws.Write(ctx, websocket.MessageText, proto.Encode(m))
}

func (a *app) sendRaw(data []byte) {
	a.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := a.ws.Write(ctx, websocket.MessageText, data); err != nil {
		a.t.Fatal(err)
	}
}

// read is the next message, or an error when the connection ends.
func (a *app) read() (proto.Message, error) {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	return a.readCtx(ctx)
}

// readCtx reads the next message and keeps the room's messages it
// brings: a Sealed, or the Appended that takes the place of this app's
// own, as the app takes them.
func (a *app) readCtx(ctx context.Context) (proto.Message, error) {
	_, data, err := a.ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	m, err := proto.Decode(data)
	if err != nil {
		return nil, err
	}
	switch m := m.(type) {
	case *proto.Sealed:
		a.seen = append(a.seen, m)
	case *proto.Appended:
		if ap := a.sent[m.ID]; ap != nil && !m.Dup && ap.Room == m.Room && !a.holds(m.Room, m.Seq) {
			a.seen = append(a.seen, &proto.Sealed{Room: m.Room, Seq: m.Seq, Prev: ap.Expect, Data: ap.Data})
			if a.inPlace == nil {
				a.inPlace = map[uint64]bool{}
			}
			a.inPlace[m.Seq] = true
		}
	}
	return m, nil
}

// holds reports whether the app read message seq of room.
func (a *app) holds(room string, seq uint64) bool {
	return slices.ContainsFunc(a.seen, func(s *proto.Sealed) bool { return s.Room == room && s.Seq == seq })
}

// expect is the next message, which must be an M; sealed messages and
// presence that come meanwhile are passed over.
func expect[M proto.Message](a *app) M {
	a.t.Helper()
	for {
		m, err := a.read()
		if err != nil {
			a.t.Fatalf("expected a %T: %v", *new(M), err)
		}
		if got, ok := m.(M); ok {
			return got
		}
		switch m.(type) {
		case *proto.Sealed, *proto.Presence:
		default:
			a.t.Fatalf("expected a %T, got %s", *new(M), proto.Encode(m))
		}
	}
}

// expectEnd reads until the connection ends, and reports the Error that
// ended it, if any.
func (a *app) expectEnd() *proto.Error {
	a.t.Helper()
	var last *proto.Error
	for {
		m, err := a.read()
		if err != nil {
			if strings.Contains(err.Error(), "deadline") {
				a.t.Fatal("the connection did not end")
			}
			return last
		}
		if e, ok := m.(*proto.Error); ok {
			last = e
		}
	}
}

func (a *app) create(g game) {
	a.t.Helper()
	a.send(g.create())
	expect[*proto.Created](a)
}

// open opens the game and reads its catch-up up to Caught.
func (a *app) open(g game, role proto.Role, after uint64) []*proto.Sealed {
	a.t.Helper()
	key := g.watch
	if role == proto.Play {
		key = g.play
	}
	a.send(&proto.Open{Room: g.room, Role: role, After: after, Proof: proto.Sign(key, a.welcome.Nonce, g.room, role)})
	var got []*proto.Sealed
	for {
		switch m := a.next().(type) {
		case *proto.Sealed:
			got = append(got, m)
		case *proto.Caught:
			return got
		default:
			a.t.Fatalf("opening: %s", proto.Encode(m))
		}
	}
}

func expectAny(a *app) proto.Message {
	a.t.Helper()
	m, err := a.read()
	if err != nil {
		a.t.Fatal(err)
	}
	return m
}

// next is the next message that is not presence.
func (a *app) next() proto.Message {
	a.t.Helper()
	for {
		m := expectAny(a)
		if m.Type() != "presence" {
			return m
		}
	}
}

func data(s string) string { return proto.Keys.EncodeToString([]byte(s)) }

// appendOK appends and expects it taken.
func (a *app) appendOK(g game, id string, expect uint64, payload string) *proto.Appended {
	a.t.Helper()
	a.send(&proto.Append{Room: g.room, ID: id, Expect: expect, Data: data(payload)})
	for {
		switch m := a.next().(type) {
		case *proto.Appended:
			return m
		case *proto.Sealed: // its own, or another's, as they come
		default:
			a.t.Fatalf("append %s: %s", id, proto.Encode(m))
		}
	}
}

// sealedUntil reads until it has read the room's message seq, and is
// every message of the room read on this connection.
func (a *app) sealedUntil(room string, seq uint64) []*proto.Sealed {
	a.t.Helper()
	for {
		var got []*proto.Sealed
		for _, s := range a.seen {
			if s.Room == room {
				got = append(got, s)
			}
		}
		if len(got) > 0 && got[len(got)-1].Seq >= seq {
			return got
		}
		a.next()
	}
}

// checkChain checks that messages follow one another from after.
func checkChain(t testing.TB, got []*proto.Sealed, after uint64) {
	t.Helper()
	for i, s := range got {
		if s.Prev != after {
			t.Fatalf("message %d (seq %d) follows %d, not %d", i, s.Seq, s.Prev, after)
		}
		after = s.Seq
	}
}

func payloads(got []*proto.Sealed) string {
	var b strings.Builder
	for _, s := range got {
		d, _ := proto.Keys.DecodeString(s.Data)
		fmt.Fprintf(&b, "%s ", d)
	}
	return strings.TrimSpace(b.String())
}
