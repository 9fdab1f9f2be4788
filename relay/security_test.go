package relay

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"boardshelf/relay/proto"
)

// Each way in for someone who is not a participant is refused, and the
// relay goes on serving the game.
func TestNonParticipantsAreRefused(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	host := dial(t, r)
	host.create(g)
	host.open(g, proto.Play, 0)
	first := host.appendOK(g, "e-0", 0, "move")

	mallory := dial(t, r)
	refusedAs := func(why proto.Why, what string) {
		t.Helper()
		if got := expect[*proto.Refused](mallory); got.Why != why {
			t.Fatalf("%s: %+v", what, got)
		}
	}
	openAs := func(role proto.Role, proof string) {
		mallory.send(&proto.Open{Room: g.room, Role: role, Proof: proof})
	}
	// No open: no append.
	mallory.send(&proto.Append{Room: g.room, ID: "x", Expect: first.Seq, Data: data("forged")})
	refusedAs(proto.NotOpen, "an append without an open")
	// A proof by a key of her own.
	other := newGame()
	openAs(proto.Play, proto.Sign(other.play, mallory.welcome.Nonce, g.room, proto.Play))
	refusedAs(proto.BadProof, "a proof by another key")
	// The host's proof, replayed from the host's connection.
	openAs(proto.Play, proto.Sign(g.play, host.welcome.Nonce, g.room, proto.Play))
	refusedAs(proto.BadProof, "a proof replayed from another connection")
	// The watch key's proof, for play.
	openAs(proto.Play, proto.Sign(g.watch, mallory.welcome.Nonce, g.room, proto.Play))
	refusedAs(proto.BadProof, "a watch key's proof to play")
	openAs(proto.Play, proto.Sign(g.watch, mallory.welcome.Nonce, g.room, proto.Watch))
	refusedAs(proto.BadProof, "a watch proof to play")
	// A watcher reads, but does not append.
	got := mallory.open(g, proto.Watch, 0)
	if payloads(got) != "move" {
		t.Fatalf("the watcher reads %q", payloads(got))
	}
	mallory.send(&proto.Append{Room: g.room, ID: "x", Expect: first.Seq, Data: data("forged")})
	refusedAs(proto.NotOpen, "a watcher's append")

	host.appendOK(g, "e-1", first.Seq, "next")
	if all := dial(t, r).open(g, proto.Watch, 0); payloads(all) != "move next" {
		t.Fatalf("the game reads %q", payloads(all))
	}
}

// Malformed or oversized input ends the offending connection, with a
// word of why when it can be said, and nothing else.
func TestMalformedAndOversizedInputEndOnlyTheirConnection(t *testing.T) {
	r := startRelay(t, t.TempDir())
	g := newGame()
	host := dial(t, r)
	host.create(g)
	host.open(g, proto.Play, 0)
	huge := data(strings.Repeat("x", proto.MaxSealed+1))
	for name, raw := range map[string][]byte{
		"not json":              []byte("{{{"),
		"no proof":              []byte(`{"t":"open","room":"` + g.room + `","role":"play","proof":"","after":0,"tag":""}`),
		"a relay's message":     proto.Encode(&proto.Caught{Room: g.room}),
		"an unknown field":      []byte(`{"t":"close","room":"` + g.room + `","evil":1}`),
		"sealed data too large": []byte(`{"t":"append","room":"` + g.room + `","id":"x","expect":0,"data":"` + huge + `"}`),
		"larger than a message": bytes.Repeat([]byte(" "), proto.MaxMessage+1),
		"a binary message":      nil,
		"an empty message":      {},
	} {
		a := dial(t, r)
		if raw == nil {
			ctx, cancel := context.WithTimeout(context.Background(), wait)
			a.ws.Write(ctx, websocket.MessageBinary, []byte{1, 2, 3})
			cancel()
		} else {
			a.sendRaw(raw)
		}
		e := a.expectEnd()
		if name != "larger than a message" && (e == nil || e.Why != proto.ErrMalformed) {
			t.Errorf("%s: ended with %+v", name, e)
		}
	}
	host.appendOK(g, "e-0", 0, "still here")
	if s := r.Stats(); s.Malformed < 7 {
		t.Errorf("%d malformed counted", s.Malformed)
	}
}

// An app that sends too much is told so and ended; its appends beyond the
// rate are refused before that.
func TestFloodsAreRefused(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.AppendsPerSec, o.Limits.MessagesPerSec = 2, 50 })
	g := newGame()
	a := dial(t, r)
	a.create(g)
	a.open(g, proto.Play, 0)
	tooMany := 0
	for range 10 {
		a.send(&proto.Append{Room: g.room, ID: "x", Expect: 0, Data: data("flood")})
	}
	for answers := 0; answers < 10; {
		switch m := a.next().(type) {
		case *proto.Refused:
			answers++
			if m.Why == proto.TooMany {
				tooMany++
			}
		case *proto.Appended:
			answers++
		case *proto.Sealed:
		default:
			t.Fatalf("got %s", proto.Encode(m))
		}
	}
	if tooMany < 5 {
		t.Fatalf("%d of 10 appends refused as too many, at 2 a second", tooMany)
	}
	for range 200 {
		if err := a.ws.Write(context.Background(), websocket.MessageText, proto.Encode(&proto.Close{Room: g.room})); err != nil {
			break
		}
	}
	if e := a.expectEnd(); e == nil || e.Why != proto.ErrBusy {
		t.Fatalf("a flood ended with %+v", e)
	}
}

func TestConnectionsBeyondTheLimitAreRefused(t *testing.T) {
	r := startRelay(t, t.TempDir(), func(o *Options) { o.Limits.MaxConns = 2 })
	dial(t, r)
	dial(t, r)
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws://"+r.Addr()+Path, nil)
	if err != nil {
		t.Fatal(err)
	}
	third := &app{t: t, ws: ws}
	if e := third.expectEnd(); e == nil || e.Why != proto.ErrFull {
		t.Fatalf("the third connection ended with %+v", e)
	}
}

// FuzzConnection feeds arbitrary messages, one a line, to a connection:
// the relay must not panic, and must go on serving.
func FuzzConnection(f *testing.F) {
	g := newGame()
	for _, seed := range []string{
		string(proto.Encode(g.create())) + "\n" + `{"t":"open","room":"` + g.room + `","role":"play","proof":"AAAA","after":0,"tag":""}`,
		`{"t":"invite"}` + "\n" + `{"t":"pass","plate":1,"peer":1,"data":"AA"}` + "\n" + `{"t":"release","plate":1}`,
		`{"t":"claim","plate":9999}` + "\n" + `{"t":"append","room":"` + g.room + `","id":"x","expect":3,"data":"AA"}`,
		`{"t":"close","room":"` + g.room + `"}` + "\n" + `{"t":"caught","room":"` + g.room + `","last":1}`,
		"\x00\xff{",
	} {
		f.Add(seed)
	}
	r := startRelay(f, f.TempDir())
	f.Fuzz(func(t *testing.T, input string) {
		a := dial(t, r)
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		defer cancel()
		for line := range strings.SplitSeq(input, "\n") {
			if a.ws.Write(ctx, websocket.MessageText, []byte(line)) != nil {
				break
			}
		}
		a.ws.CloseNow()
		dial(t, r).ws.CloseNow() // still serving
	})
}
