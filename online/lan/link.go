// Package lan plays an online game on the local network: the host app
// serves the game's log over WebSocket (the messages of online/wire) and
// announces it by DNS-SD/mDNS; the others join with a short code, send
// the entries they make and take every entry the host's log takes. The
// host's table is the game's sequencer: its log orders the entries.
//
// Nothing a connection carries is trusted: every entry goes through the
// rules in online.Log on both sides. A connection that drops is dialled
// again by itself and catches up from the last entry held, so the network
// can delay a game but never lose, duplicate or fork it.
//
// A new participant with no log yet Fetches the entries, builds its log
// and table (online.Replay, online.NewPeer(id, log, false),
// online.NewTable with a keep callback), then Joins with that table; an
// app restarted Joins again with the table rebuilt from what it kept
// (online.ResumePeer).
package lan

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"boardshelf/online/wire"
)

// Path is where the host serves the protocol: ws://ADDR/boardshelf/v1.
const Path = "/boardshelf/v1"

// Timing is how a connection is kept alive: a ping every Keepalive, and
// a connection silent (no message, no pong) for DeadAfter is dead, as a
// peer gone without closing it (a laptop asleep) leaves it half-open.
// DeadAfter also bounds a dial, a handshake and each write.
type Timing struct {
	Keepalive time.Duration // 5 s
	DeadAfter time.Duration // 15 s
}

func (t Timing) withDefaults() Timing {
	if t.Keepalive <= 0 {
		t.Keepalive = 5 * time.Second
	}
	if t.DeadAfter <= 0 {
		t.DeadAfter = 15 * time.Second
	}
	return t
}

// link is one WebSocket connection carrying wire messages.
type link struct {
	c      *websocket.Conn
	timing Timing
	heard  atomic.Int64 // when a message or a pong last came, unix ns
}

func newLink(timing Timing) *link {
	l := &link{timing: timing}
	l.touch()
	return l
}

func (l *link) touch() { l.heard.Store(time.Now().UnixNano()) }

// onPong is the connection's pong callback.
func (l *link) onPong(context.Context, []byte) { l.touch() }

// attach gives the link its connection, with the message size limit.
func (l *link) attach(c *websocket.Conn) {
	l.c = c
	c.SetReadLimit(wire.MaxMessage)
}

// read reads one message; the connection closes when ctx ends.
func (l *link) read(ctx context.Context) (wire.Message, error) {
	typ, data, err := l.c.Read(ctx)
	if err != nil {
		return nil, err
	}
	l.touch()
	if typ != websocket.MessageText {
		return nil, errors.New("a binary message")
	}
	return wire.Decode(data)
}

// write writes one message within DeadAfter: a peer that does not read
// it in time is dropped (the library closes the connection).
func (l *link) write(ctx context.Context, m wire.Message) error {
	ctx, cancel := context.WithTimeout(ctx, l.timing.DeadAfter)
	defer cancel()
	return l.c.Write(ctx, websocket.MessageText, wire.Encode(m))
}

// keepalive pings the peer until ctx ends, and closes the connection
// once it has been silent for DeadAfter.
func (l *link) keepalive(ctx context.Context) {
	t := time.NewTicker(l.timing.Keepalive)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if time.Since(time.Unix(0, l.heard.Load())) > l.timing.DeadAfter {
			l.c.CloseNow()
			return
		}
		go func() {
			pctx, cancel := context.WithTimeout(ctx, l.timing.DeadAfter)
			defer cancel()
			l.c.Ping(pctx) // the pong touches the link; a failure is the silence's to judge
		}()
	}
}

// close ends the connection with a reason of a few words, without
// waiting for the peer's answer (the library bounds the close handshake).
func (l *link) close(code websocket.StatusCode, reason string) {
	go l.c.Close(code, reason)
}

// bucket allows n events a second, n at once.
type bucket struct {
	rate   float64
	tokens float64
	last   time.Time
}

func newBucket(n int) *bucket { return &bucket{rate: float64(n), tokens: float64(n), last: time.Now()} }

// take takes one event, or reports false when there are too many.
func (b *bucket) take() bool {
	now := time.Now()
	b.tokens = min(b.rate, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// NewCode is a new join code: six random digits, written "482 913".
func NewCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err) // the system's randomness failed
	}
	s := fmt.Sprintf("%06d", n.Int64())
	return s[:3] + " " + s[3:]
}
