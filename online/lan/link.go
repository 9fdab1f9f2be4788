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
	"fmt"
	"math/big"

	"github.com/coder/websocket"

	"boardshelf/online/wire"
	"boardshelf/online/wslink"
)

// Path is where the host serves the protocol: ws://ADDR/boardshelf/v1.
const Path = "/boardshelf/v1"

// Timing is how a connection is kept alive (see wslink.Timing).
type Timing = wslink.Timing

// link is one WebSocket connection carrying wire messages.
type link struct{ *wslink.Link }

func newLink(timing Timing) *link { return &link{wslink.New(timing)} }

// attach gives the link its connection, with the message size limit.
func (l *link) attach(c *websocket.Conn) { l.Attach(c, wire.MaxMessage) }

// read reads one message; the connection closes when ctx ends.
func (l *link) read(ctx context.Context) (wire.Message, error) {
	data, err := l.Read(ctx)
	if err != nil {
		return nil, err
	}
	return wire.Decode(data)
}

// write writes one message within DeadAfter.
func (l *link) write(ctx context.Context, m wire.Message) error {
	return l.Write(ctx, wire.Encode(m))
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
