package main

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"boardshelf/relay/proto"
)

// setupTimeout bounds each step of a game's start (a dial, a create, an
// open) and each write: a relay slower than this is failing the load.
const setupTimeout = 30 * time.Second

// game is one game of two participants, each on its own connection, who
// take turns appending: the one whose turn it is waits a jittered
// -every after the other's move reached it, then appends after it.
type game struct {
	sh    *shard
	room  string
	play  ed25519.PrivateKey
	watch ed25519.PublicKey
	seats [2]*seat

	mu      sync.Mutex
	turn    int       // the seat whose move is on the way or next
	pending string    // the data of the append on the way; "" when none
	sentAt  time.Time // when it was sent
	moves   int       // appends made, for their ids
}

// seat is one participant's connection.
type seat struct {
	g     *game
	n     int
	c     *websocket.Conn
	nonce string
	last  uint64 // the room's last message this seat holds; under g.mu
	open  bool   // connected and opened, not yet lost; under g.mu
}

var roomNames = base32.StdEncoding.WithPadding(base32.NoPadding)

func newGame(sh *shard) *game {
	b := make([]byte, 16)
	rand.Read(b)
	g := &game{sh: sh, room: strings.ToLower(roomNames.EncodeToString(b))}
	g.watch, _, _ = ed25519.GenerateKey(nil)
	_, g.play, _ = ed25519.GenerateKey(nil)
	for i := range g.seats {
		g.seats[i] = &seat{g: g, n: i}
	}
	return g
}

// start connects both participants, creates the room and opens it on
// both connections, then sets the first participant to move. On an
// error it closes what it opened.
func (g *game) start(ctx context.Context) error {
	err := g.connect(ctx)
	if err != nil {
		for _, s := range g.seats {
			if s.c != nil {
				s.c.CloseNow()
			}
		}
		return err
	}
	g.mu.Lock()
	for _, s := range g.seats {
		s.open = true
		go s.read(ctx)
	}
	g.mu.Unlock()
	g.seats[0].later(ctx)
	return nil
}

func (g *game) connect(ctx context.Context) error {
	for i, s := range g.seats {
		if err := s.dial(ctx); err != nil {
			return fmt.Errorf("dial: %w", err)
		}
		if i == 0 {
			create := &proto.Create{Room: g.room, Play: proto.Keys.EncodeToString(g.play.Public().(ed25519.PublicKey)), Watch: proto.Keys.EncodeToString(g.watch)}
			if err := s.ask(ctx, create, "created"); err != nil {
				return fmt.Errorf("create: %w", err)
			}
		}
		open := &proto.Open{Room: g.room, Role: proto.Play, Proof: proto.Sign(g.play, s.nonce, g.room, proto.Play), Tag: randomData(48)}
		if err := s.ask(ctx, open, "caught"); err != nil {
			return fmt.Errorf("open: %w", err)
		}
	}
	return nil
}

func (s *seat) dial(ctx context.Context) error {
	dctx, cancel := context.WithTimeout(ctx, setupTimeout)
	defer cancel()
	c, _, err := websocket.Dial(dctx, s.g.sh.url, &websocket.DialOptions{HTTPClient: s.g.sh.client()})
	if err != nil {
		return err
	}
	s.c = c
	m, err := s.next(dctx, "welcome")
	if err != nil {
		return err
	}
	s.nonce = m.(*proto.Welcome).Nonce
	return nil
}

// ask sends m and reads until the answer of type want.
func (s *seat) ask(ctx context.Context, m proto.Message, want string) error {
	actx, cancel := context.WithTimeout(ctx, setupTimeout)
	defer cancel()
	if err := s.c.Write(actx, websocket.MessageText, proto.Encode(m)); err != nil {
		return err
	}
	_, err := s.next(actx, want)
	return err
}

// next reads messages until one of type want, passing over presence; a
// refusal or an error is the relay's no.
func (s *seat) next(ctx context.Context, want string) (proto.Message, error) {
	for {
		m, err := s.receive(ctx)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case *proto.Refused:
			return nil, errors.New("refused: " + string(m.Why))
		case *proto.Error:
			return nil, m
		}
		if m.Type() == want {
			return m, nil
		}
	}
}

func (s *seat) receive(ctx context.Context) (proto.Message, error) {
	_, data, err := s.c.Read(ctx)
	if err != nil {
		return nil, err
	}
	return proto.Decode(data)
}

// read takes the relay's messages for the game's run.
func (s *seat) read(ctx context.Context) {
	for {
		m, err := s.receive(ctx)
		if err != nil {
			s.lost(ctx, err)
			return
		}
		switch m := m.(type) {
		case *proto.Sealed:
			s.sealed(ctx, m)
		case *proto.Appended:
			s.appended(m)
		case *proto.Refused:
			s.refused(ctx, m)
		case *proto.Error:
			s.lost(ctx, m)
			return
		}
	}
}

// lost counts a connection the relay or the network ended during the
// run; its game stops.
func (s *seat) lost(ctx context.Context, err error) {
	s.g.mu.Lock()
	s.open = false
	s.g.mu.Unlock()
	if ctx.Err() == nil {
		s.g.sh.count(&s.g.sh.res.Lost, "connection lost: "+err.Error())
	}
}

// sealed takes a game's message: the other participant's move arriving
// is the latency measured, and makes it this one's turn.
func (s *seat) sealed(ctx context.Context, m *proto.Sealed) {
	g := s.g
	now := time.Now()
	g.mu.Lock()
	defer g.mu.Unlock()
	s.last = max(s.last, m.Seq)
	if g.pending == "" || m.Data != g.pending || s.n == g.turn {
		return // this seat's own move coming back, or an old one
	}
	g.sh.delivered(g.sentAt, now)
	g.pending = ""
	g.turn = s.n
	s.later(ctx)
}

func (s *seat) appended(m *proto.Appended) {
	s.g.mu.Lock()
	s.last = max(s.last, m.Seq)
	s.g.mu.Unlock()
	s.g.sh.appended(time.Now())
}

// refused counts a refused append and makes the move again: at once
// after the message it missed (Behind), later for anything else.
func (s *seat) refused(ctx context.Context, m *proto.Refused) {
	sh := s.g.sh
	s.g.mu.Lock()
	defer s.g.mu.Unlock()
	s.g.pending = ""
	switch m.Why {
	case proto.Behind:
		sh.count(&sh.res.Behind, "")
		s.last = max(s.last, m.Last)
		go s.move(ctx)
		return
	case proto.TooMany:
		sh.count(&sh.res.TooMany, "")
	default:
		sh.count(&sh.res.Refused, "refused: "+string(m.Why))
	}
	s.later(ctx)
}

// later makes this seat's move after a jittered -every: uniform between
// half and one and a half of it, so that games do not move in step.
func (s *seat) later(ctx context.Context) {
	every := s.g.sh.cfg.every
	wait := every/2 + time.Duration(mrand.Int64N(int64(every)+1))
	time.AfterFunc(wait, func() { s.move(ctx) })
}

// move appends fresh sealed-looking data after the last message this
// seat holds.
func (s *seat) move(ctx context.Context) {
	g := s.g
	if ctx.Err() != nil || g.sh.stopping.Load() {
		return
	}
	g.mu.Lock()
	if !s.open || !g.seats[1-s.n].open {
		g.mu.Unlock()
		return
	}
	g.moves++
	a := &proto.Append{Room: g.room, ID: "m" + strconv.Itoa(g.moves), Expect: s.last, Data: randomData(g.sh.cfg.size)}
	g.pending, g.sentAt, g.turn = a.Data, time.Now(), s.n
	g.mu.Unlock()
	wctx, cancel := context.WithTimeout(ctx, setupTimeout)
	defer cancel()
	if err := s.c.Write(wctx, websocket.MessageText, proto.Encode(a)); err != nil && ctx.Err() == nil {
		g.sh.count(&g.sh.res.Errors, "write: "+err.Error())
	}
}

// randomData is n random bytes in base64url: to the relay, as good as
// sealed data, which it cannot read either.
func randomData(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return proto.Keys.EncodeToString(b)
}
