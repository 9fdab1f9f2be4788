package byrelay

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"boardshelf/online"
	"boardshelf/online/lan"
	"boardshelf/relay/proto"
)

func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	t.Cleanup(cancel)
	return ctx
}

// twoPlayers are a host and a guest with the host's access.
func twoPlayers(t *testing.T, ctx context.Context, tr *testRelay, setup string) (*app, *app) {
	t.Helper()
	h := host(t, ctx, tr, setup)
	return h, follow(t, ctx, h.access, "guest")
}

func TestTwoAppsPlayTerraceThroughARelay(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h := host(t, ctx, tr, "terrace/short")
	g := join(t, ctx, tr, invite(t, ctx, h, Play, InviteOptions{}).Code(), "guest")
	h.play(ctx, []int{0}, 60)
	g.play(ctx, []int{1}, 60)
	h.finished(ctx)
	g.finished(ctx)
	log := sameLogs(t, ctx, h, g)
	if st := h.f.Stats(); st.Connects != 1 || st.Skipped != 0 || st.Refused != 0 {
		t.Errorf("the host's connection: %+v", st)
	}
	people := h.f.People()
	if len(people) != 2 || !people[0].Here || !people[1].Here {
		t.Errorf("the host sees %+v", people)
	}
	// The relay keeps only what it cannot read.
	tr.stop()
	var clear []string
	filepath.Walk(tr.dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			data, _ := os.ReadFile(path)
			for _, e := range log[1:] {
				if e.Kind == online.KindMove && strings.Contains(string(data), `"body":"`+e.Body+`"`) {
					clear = append(clear, path)
					break
				}
			}
		}
		return nil
	})
	if len(clear) > 0 {
		t.Errorf("moves in the clear in the relay's files %v", clear)
	}
}

func TestChessRacesDiceThroughARelay(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h, g := twoPlayers(t, ctx, tr, "chessrace/classic")
	h.play(ctx, []int{0}, 40)
	g.play(ctx, []int{1}, 40)
	h.finished(ctx)
	g.finished(ctx)
	log := sameLogs(t, ctx, h, g)
	reveals := 0
	for _, e := range log {
		if e.Kind == online.KindReveal {
			reveals++
		}
	}
	if reveals == 0 {
		t.Fatal("no share of the die went through the relay")
	}
}

func TestFourSeatsAndAWatcherWhoCannotAppend(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h := host(t, ctx, tr, "terrace/four-player")
	var arrived []string
	inv := invite(t, ctx, h, Play, InviteOptions{Name: "host", OnArrived: func(name string) { arrived = append(arrived, name) }})
	players := []*app{h}
	for _, name := range []string{"ann", "bob", "cid"} {
		players = append(players, join(t, ctx, tr, inv.Code(), name))
	}
	inv.Close()
	if strings.Join(arrived, ",") != "ann,bob,cid" {
		t.Errorf("the inviter was told of %v", arrived)
	}
	w := join(t, ctx, tr, invite(t, ctx, h, Watch, InviteOptions{}).Code(), "watcher")
	if !w.access.Watch || w.access.Secret == h.access.Secret {
		t.Fatal("a watch code gave the game's secret")
	}
	for seat, p := range players {
		p.play(ctx, []int{seat}, 50)
	}
	for _, p := range players {
		p.finished(ctx)
	}
	sameLogs(t, ctx, append(players, w)...)

	// The watcher's keys open the room to read only.
	c, err := dial(ctx, tr.addr, fast.Timing)
	if err != nil {
		t.Fatal(err)
	}
	defer c.close()
	k := keysOf(w.access)
	c.write(ctx, &proto.Open{Room: w.access.Room, Role: proto.Watch, Proof: proto.Sign(k.watch, c.welcome.Nonce, w.access.Room, proto.Watch)})
	last := caughtUp(t, ctx, c)
	c.write(ctx, &proto.Append{Room: w.access.Room, ID: "w1", Expect: last, Data: proto.Keys.EncodeToString(k.seal.seal([]byte("{}")))})
	if m := answer(t, ctx, c, "w1"); m.Type() != "refused" {
		t.Fatalf("a watcher's append was answered %s", m.Type())
	}
	c.write(ctx, &proto.Open{Room: w.access.Room, Role: proto.Play, Proof: proto.Sign(k.watch, c.welcome.Nonce, w.access.Room, proto.Play)})
	for {
		m, err := c.read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if r, ok := m.(*proto.Refused); ok {
			if r.Why != proto.BadProof {
				t.Fatalf("a watcher opening to play was refused %s", r.Why)
			}
			break
		}
		if _, ok := m.(*proto.Sealed); ok {
			t.Fatal("a watcher's proof opened the room to play")
		}
	}
}

// caughtUp reads a room's messages to its Caught, and gives its last.
func caughtUp(t *testing.T, ctx context.Context, c *conn) uint64 {
	t.Helper()
	for {
		m, err := c.read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := m.(*proto.Caught); ok {
			return m.Last
		}
	}
}

// answer reads messages to the answer to the append id.
func answer(t *testing.T, ctx context.Context, c *conn, id string) proto.Message {
	t.Helper()
	for {
		m, err := c.read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		switch a := m.(type) {
		case *proto.Appended:
			if a.ID == id {
				return a
			}
		case *proto.Refused:
			if a.ID == id {
				return a
			}
		}
	}
}

// rogue appends data to the room as a participant may: with the play
// key, after the room's last message, again until it is taken.
func rogue(t *testing.T, ctx context.Context, tr *testRelay, a Access, id string, data []byte) {
	t.Helper()
	c, err := dial(ctx, tr.addr, fast.Timing)
	if err != nil {
		t.Fatal(err)
	}
	defer c.close()
	k := keysOf(a)
	c.write(ctx, &proto.Open{Room: a.Room, Role: proto.Play, Proof: proto.Sign(k.play, c.welcome.Nonce, a.Room, proto.Play)})
	last := caughtUp(t, ctx, c)
	for {
		c.write(ctx, &proto.Append{Room: a.Room, ID: id, Expect: last, Data: proto.Keys.EncodeToString(data)})
		switch m := answer(t, ctx, c, id).(type) {
		case *proto.Appended:
			return
		case *proto.Refused:
			if m.Why != proto.Behind {
				t.Fatalf("the rogue append was refused: %s", m.Why)
			}
			last = m.Last
		}
	}
}

func TestMessagesTheRulesRefuseAreSkippedAlikeByAll(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h, g := twoPlayers(t, ctx, tr, "terrace/short")
	h.play(ctx, []int{0}, 60)
	g.play(ctx, []int{1}, 60)
	g.at(ctx, 10)
	s := keysOf(h.access).seal
	n, head := h.table.Head()
	stranger := online.NewIdentity()
	forged := stranger.Sign(online.Entry{V: online.Version, Game: h.access.Room, Seq: n, Prev: head, Kind: online.KindChat, Seat: -1, Body: "hi", Clock: -1, Time: time.Now().UnixMilli()})
	fork := h.id.Sign(online.Entry{V: online.Version, Game: h.access.Room, Seq: 3, Prev: h.table.HashAt(2), Kind: online.KindChat, Seat: -1, Body: "again", Clock: -1, Time: time.Now().UnixMilli()})
	rogue(t, ctx, tr, h.access, "garbage", []byte("not sealed with the game's key at all"))
	rogue(t, ctx, tr, h.access, "json", s.seal([]byte(`{"hello":"world"}`)))
	rogue(t, ctx, tr, h.access, "stranger", s.seal(forged.Encode()))
	rogue(t, ctx, tr, h.access, "fork", s.seal(fork.Encode()))
	h.finished(ctx)
	g.finished(ctx)
	late := follow(t, ctx, h.access.Watching(), "late watcher")
	sameLogs(t, ctx, h, g, late)
	for _, a := range []*app{h, g, late} {
		a.waitFor(ctx, "skipping the 4 rogue messages", func() bool { return a.f.Stats().Skipped == 4 })
		if err := a.f.Wait(ctx); err != nil {
			t.Errorf("%s after the rogue messages: %v", a.name, err)
		}
		if p := a.f.Problems(); len(p) != 4 {
			t.Errorf("%s was told of %d problems: %v", a.name, len(p), p)
		}
	}
}

func TestTheGameGoesOnAfterTheRelayIsRestartedOnItsData(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h, g := twoPlayers(t, ctx, tr, "terrace/short")
	h.play(ctx, []int{0}, 80)
	g.play(ctx, []int{1}, 80)
	g.at(ctx, 12)
	tr.stop()
	g.waitFor(ctx, "reconnecting", func() bool { return g.f.Status().State == lan.Reconnecting })
	tr.start()
	g.at(ctx, 30)
	tr.stop()
	h.waitFor(ctx, "reconnecting", func() bool { return h.f.Status().State == lan.Reconnecting })
	tr.start()
	h.finished(ctx)
	g.finished(ctx)
	sameLogs(t, ctx, h, g)
	if r := g.f.Status().Reconnects; r < 2 {
		t.Errorf("the guest reconnected %d times", r)
	}
}

func TestAnAppKilledAndRestartedFromItsKeptLogCatchesUp(t *testing.T) {
	ctx := testContext(t)
	tr := startRelay(t)
	h, g := twoPlayers(t, ctx, tr, "terrace/short")
	h.play(ctx, []int{0}, 80)
	g.play(ctx, []int{1}, 80)
	g.at(ctx, 10)
	g.restart(ctx, 80)
	h.at(ctx, 30)
	h.restart(ctx, 80)
	g.at(ctx, 40)
	g.stop() // away a while: the game waits for it
	h.restart(ctx, 80)
	g.restart(ctx, 80)
	h.finished(ctx)
	g.finished(ctx)
	sameLogs(t, ctx, h, g)
}
