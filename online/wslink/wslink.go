// Package wslink is what the transports of online play share about one
// WebSocket connection: keeping it alive and noticing it dead, bounding
// each write, pacing, and the backoff before dialling again. It knows no
// message: the local network's (online/wire) and the relay's
// (relay/proto) are written over it.
package wslink

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Timing is how a connection is kept alive: a ping every Keepalive, and
// a connection silent (no message, no pong) for DeadAfter is dead, as a
// peer gone without closing it (a laptop asleep) leaves it half-open.
// DeadAfter also bounds a dial, a handshake and each write.
type Timing struct {
	Keepalive time.Duration // 5 s
	DeadAfter time.Duration // 15 s
}

// WithDefaults is the timing with its zero fields at their defaults.
func (t Timing) WithDefaults() Timing {
	if t.Keepalive <= 0 {
		t.Keepalive = 5 * time.Second
	}
	if t.DeadAfter <= 0 {
		t.DeadAfter = 15 * time.Second
	}
	return t
}

// Link is one WebSocket connection carrying text messages.
type Link struct {
	C      *websocket.Conn
	timing Timing
	heard  atomic.Int64 // when a message or a pong last came, unix ns
}

// New is a link not yet connected: give OnPong to the dial or the
// accept, then Attach the connection.
func New(timing Timing) *Link {
	l := &Link{timing: timing}
	l.touch()
	return l
}

// Dial connects to url within the timing's DeadAfter, reading messages
// of at most limit bytes.
func Dial(ctx context.Context, url string, timing Timing, limit int64) (*Link, error) {
	l := New(timing)
	ctx, cancel := context.WithTimeout(ctx, timing.DeadAfter)
	defer cancel()
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{OnPongReceived: l.OnPong})
	if err != nil {
		return nil, err
	}
	l.Attach(c, limit)
	return l, nil
}

func (l *Link) touch() { l.heard.Store(time.Now().UnixNano()) }

// OnPong is the connection's pong callback.
func (l *Link) OnPong(context.Context, []byte) { l.touch() }

// Attach gives the link its connection, reading messages of at most
// limit bytes.
func (l *Link) Attach(c *websocket.Conn, limit int64) {
	l.C = c
	c.SetReadLimit(limit)
}

// Read reads one text message; the connection closes when ctx ends.
func (l *Link) Read(ctx context.Context) ([]byte, error) {
	typ, data, err := l.C.Read(ctx)
	if err != nil {
		return nil, err
	}
	l.touch()
	if typ != websocket.MessageText {
		return nil, errors.New("a binary message")
	}
	return data, nil
}

// Write writes one text message within DeadAfter: a peer that does not
// read it in time is dropped (the library closes the connection).
func (l *Link) Write(ctx context.Context, data []byte) error {
	ctx, cancel := context.WithTimeout(ctx, l.timing.DeadAfter)
	defer cancel()
	return l.C.Write(ctx, websocket.MessageText, data)
}

// Keepalive pings the peer until ctx ends, and closes the connection
// once it has been silent for DeadAfter.
func (l *Link) Keepalive(ctx context.Context) {
	t := time.NewTicker(l.timing.Keepalive)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if time.Since(time.Unix(0, l.heard.Load())) > l.timing.DeadAfter {
			l.C.CloseNow()
			return
		}
		go func() {
			pctx, cancel := context.WithTimeout(ctx, l.timing.DeadAfter)
			defer cancel()
			l.C.Ping(pctx) // the pong touches the link; a failure is the silence's to judge
		}()
	}
}

// Close ends the connection with a reason of a few words, without
// waiting for the peer's answer (the library bounds the close handshake).
func (l *Link) Close(code websocket.StatusCode, reason string) {
	go l.C.Close(code, reason)
}

// Bucket allows n events a second, n at once.
type Bucket struct {
	rate   float64
	tokens float64
	last   time.Time
}

// NewBucket is a full bucket of n events a second.
func NewBucket(n int) *Bucket { return &Bucket{rate: float64(n), tokens: float64(n), last: time.Now()} }

// Take takes one event, or reports false when there are too many.
func (b *Bucket) Take() bool {
	now := time.Now()
	b.tokens = min(b.rate, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Backoff is the wait before dialling again: from Min, doubling to Max
// after each failure, back to Min once a connection held.
type Backoff struct {
	Min, Max time.Duration
	next     time.Duration
}

// NewBackoff is a backoff between min and max, 0.5 s and 5 s when not
// given.
func NewBackoff(lo, hi time.Duration) *Backoff {
	if lo <= 0 {
		lo = 500 * time.Millisecond
	}
	if hi < lo {
		hi = max(5*time.Second, lo)
	}
	return &Backoff{Min: lo, Max: hi, next: lo}
}

// Reset starts again from Min: a connection held.
func (b *Backoff) Reset() { b.next = b.Min }

// Next is the wait before the next dial, jittered so that apps cut at
// once do not dial at once, and doubles the one after.
func (b *Backoff) Next() time.Duration {
	wait := b.next/2 + rand.N(b.next/2+1)
	b.next = min(b.next*2, b.Max)
	return wait
}
