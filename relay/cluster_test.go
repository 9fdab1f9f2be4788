package relay

import (
	"context"
	"fmt"
	"net"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"boardshelf/relay/proto"
)

// freePorts are loopback ports free a moment ago, for the cluster's
// routes, which must be known before the relays start.
func freePorts(t *testing.T, n int) []int {
	var ports []int
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		defer ln.Close()
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	return ports
}

// startCluster starts three relays on loopback, replicating every room
// three times; change changes each relay's options.
func startCluster(t *testing.T, change ...func(*Options)) []*Relay {
	ports := freePorts(t, 3)
	relays := make([]*Relay, 3)
	errs := make([]error, 3)
	var wg sync.WaitGroup
	for i := range 3 {
		var routes []string
		for j, p := range ports {
			if j != i {
				routes = append(routes, "nats-route://127.0.0.1:"+strconv.Itoa(p))
			}
		}
		opts := Options{Listen: "127.0.0.1:0", Data: t.TempDir(), Name: fmt.Sprint("relay-", i),
			Cluster: "127.0.0.1:" + strconv.Itoa(ports[i]), Routes: routes, Replicas: 3,
			Limits: Limits{AppendsPerSec: 1000}}
		for _, f := range change {
			f(&opts)
		}
		wg.Go(func() { relays[i], errs[i] = Start(opts) })
	}
	wg.Wait()
	for i, r := range relays {
		if errs[i] != nil {
			t.Fatalf("relay %d: %v", i, errs[i])
		}
		t.Cleanup(func() { r.Close() })
	}
	return relays
}

// player is an app of a game that moves in turn, dialling another relay
// when its own goes away.
type player struct {
	*app
	g      game
	relays []*Relay
	at     int             // the relay it is on
	before []*proto.Sealed // what it read on the relays it was on before
}

// connect opens the game on its relay from after, again while the relay
// says its store is away for now (a cluster electing a leader).
func (p *player) connect(t *testing.T, after uint64) {
	p.app = dial(t, p.relays[p.at])
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		p.send(&proto.Open{Room: p.g.room, Role: proto.Play, After: after, Proof: proto.Sign(p.g.play, p.welcome.Nonce, p.g.room, proto.Play)})
		for {
			switch m := p.next().(type) {
			case *proto.Caught:
				return
			case *proto.Refused:
				if m.Why != proto.Failed {
					t.Fatalf("opening: %+v", m)
				}
				p.seen = nil
			case *proto.Sealed:
				continue
			default:
				t.Fatalf("opening: %s", proto.Encode(m))
			}
			break
		}
	}
	t.Fatal("the game never opened")
}

// read is every message it read, in order.
func (p *player) read() []*proto.Sealed { return append(slices.Clip(p.before), p.seen...) }

// last is the number of the last message it read.
func (p *player) last() uint64 {
	read := p.read()
	if len(read) == 0 {
		return 0
	}
	return read[len(read)-1].Seq
}

// move appends its move after the message last, which it waits to read;
// on a relay that fails or goes away it tries again, there or on the
// next relay.
func (p *player) move(t *testing.T, last uint64, payload string) uint64 {
	t.Helper()
	deadline := time.Now().Add(wait)
	for time.Now().Before(deadline) {
		seq, err := p.tryMove(last, payload)
		if err == nil {
			return seq
		}
		if _, refused := err.(*refusal); !refused { // the connection ended: another relay
			p.before = p.read()
			p.at = (p.at + 1) % len(p.relays)
			for p.relays[p.at] == nil {
				p.at = (p.at + 1) % len(p.relays)
			}
			p.connect(t, p.last())
		}
	}
	t.Fatalf("move %q never taken", payload)
	return 0
}

type refusal struct{ *proto.Refused }

func (r *refusal) Error() string { return string(r.Why) }

// tryMove reads up to last and appends once.
func (p *player) tryMove(last uint64, payload string) (uint64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	for p.last() < last {
		if _, err := p.readSealed(ctx); err != nil {
			return 0, err
		}
	}
	if err := p.sendCtx(ctx, &proto.Append{Room: p.g.room, ID: payload, Expect: last, Data: data(payload)}); err != nil {
		return 0, err
	}
	for {
		m, err := p.readSealed(ctx)
		if err != nil {
			return 0, err
		}
		switch m := m.(type) {
		case *proto.Appended:
			return m.Seq, nil
		case *proto.Refused:
			if m.Why != proto.Failed {
				p.t.Fatalf("move %s refused: %+v", payload, m)
			}
			return 0, &refusal{m}
		}
	}
}

// readSealed reads one message, keeping the sealed ones.
func (p *player) readSealed(ctx context.Context) (proto.Message, error) {
	return p.readCtx(ctx)
}

// A game on a cluster of three relays goes on when one of them dies: the
// room is made on one, its two players are on the other two, and the
// relay of one player, made the stream's leader, is closed mid-game.
func TestClusterGameSurvivesARelay(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a cluster")
	}
	relays := startCluster(t)
	g := newGame()
	dial(t, relays[0]).create(g)
	players := []*player{{g: g, relays: relays, at: 1}, {g: g, relays: relays, at: 2}}
	for _, p := range players {
		p.connect(t, 0)
	}
	last := uint64(0)
	const moves = 40
	for i := range moves {
		if i == moves/2 {
			lead(t, relays, 1)
			relays[1].Close()
			relays[1] = nil
		}
		last = players[i%2].move(t, last, fmt.Sprint("m-", i))
	}
	for _, p := range players {
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		for p.last() < last {
			if _, err := p.readSealed(ctx); err != nil {
				t.Fatal(err)
			}
		}
		cancel()
		checkChain(t, p.read(), 0)
	}
	if a, b := payloads(players[0].read()), payloads(players[1].read()); a != b || len(players[0].read()) != moves {
		t.Fatalf("the players read\n%s\n%s", a, b)
	}
}

// lead makes relay i lead the rooms' stream.
func lead(t *testing.T, relays []*Relay, i int) {
	deadline := time.Now().Add(wait)
	name := relays[i].opts.Name
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		info, err := relays[0].store.stream.Info(ctx)
		cancel()
		if err == nil && info.Cluster != nil && info.Cluster.Leader == name {
			return
		}
		// The answer is the new leader's; asked again until it is i.
		relays[0].store.nc.Request("$JS.API.STREAM.LEADER.STEPDOWN."+streamName,
			[]byte(`{"placement":{"preferred":"`+name+`"}}`), 5*time.Second)
	}
	t.Fatalf("%s never led the stream", name)
}

// The people of a relay that dies without a word are no longer shown on
// the others once it has been silent for a few Keepalives.
func TestPresenceForgetsARelayThatDied(t *testing.T) {
	relays := startCluster(t, func(o *Options) { o.Timing.Keepalive = 200 * time.Millisecond })
	g := newGame()
	a, b := dial(t, relays[0]), dial(t, relays[1])
	a.create(g)
	a.send(&proto.Open{Room: g.room, Role: proto.Play, Tag: data("alice"), Proof: proto.Sign(g.play, a.welcome.Nonce, g.room, proto.Play)})
	b.send(&proto.Open{Room: g.room, Role: proto.Watch, Tag: data("bob"), Proof: proto.Sign(g.watch, b.welcome.Nonce, g.room, proto.Watch)})
	a.presenceOf(g.room, func(people []proto.Person) bool {
		here, _ := hereAndAway(people)
		return here[data("alice")] && here[data("bob")]
	})
	relays[1].store.ns.Shutdown() // dies: tells nobody that bob left
	a.presenceOf(g.room, func(people []proto.Person) bool {
		return !slices.ContainsFunc(people, func(p proto.Person) bool { return p.Tag == data("bob") })
	})
}
