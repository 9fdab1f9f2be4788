package relay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"boardshelf/relay/proto"
)

// conn is one app's connection: a reader (this goroutine of the HTTP
// server) that takes the app's messages, and a writer that sends the
// answers and the rooms' messages. Nothing the reader or the fan-out does
// waits on the app: answers go through a bounded queue, and a connection
// whose queue is full, or that does not take a write in time, is dropped.
// Writes carry no deadline of their own (a timer each cost a tenth of the
// relay's time under load): the relay's watchdog ends a write too long
// under way.
type conn struct {
	r       *Relay
	ws      *websocket.Conn
	remote  string
	nonce   string
	ctx     context.Context
	cancel  context.CancelFunc
	heard   atomic.Int64 // when a message or a pong last came, unix ns
	writing atomic.Int64 // when the write under way began, unix ns; 0: none

	wake  chan struct{} // an answer or a followed room has something to send
	bye   chan struct{} // the relay is closing: say so and end
	once  sync.Once
	ended chan struct{} // closed as the connection is counted out

	appends, messages, creates, invites *rate.Limiter
	inv                                 invitations

	mu      sync.Mutex
	answers []proto.Message    // in order, at most Limits.SendQueue
	follows map[string]*follow // the rooms opened here, by room
}

// serve serves one connection, from its welcome to its end.
func (r *Relay) serve(w http.ResponseWriter, req *http.Request) {
	ws, err := websocket.Accept(w, req, &websocket.AcceptOptions{InsecureSkipVerify: true})
	if err != nil {
		return
	}
	defer ws.CloseNow()
	ws.SetReadLimit(proto.MaxMessage)
	ctx, cancel := context.WithCancel(r.ctx)
	defer cancel()
	lim := r.opts.Limits
	c := &conn{r: r, ws: ws, remote: req.RemoteAddr, nonce: proto.NewNonce(), ctx: ctx, cancel: cancel,
		wake: make(chan struct{}, 1), bye: make(chan struct{}), ended: make(chan struct{}),
		appends:  rate.NewLimiter(rate.Limit(lim.AppendsPerSec), int(2*lim.AppendsPerSec)),
		messages: rate.NewLimiter(rate.Limit(lim.MessagesPerSec), int(2*lim.MessagesPerSec)),
		creates:  rate.NewLimiter(rate.Every(time.Minute/time.Duration(lim.CreatesPerMin)), lim.CreatesPerMin),
		invites:  rate.NewLimiter(rate.Every(time.Minute/time.Duration(lim.InvitesPerMin)), lim.InvitesPerMin),
		follows:  map[string]*follow{}}
	c.touch()
	if !r.arrive(c) {
		c.refuse(proto.ErrFull, "the relay takes no more connections now")
		return
	}
	defer r.leave(c)
	c.send(&proto.Welcome{V: proto.Version, Nonce: c.nonce, Relay: proto.Detail(r.opts.Name)})
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.writer()
	}()
	c.reader()
	cancel()
	<-done
}

// arrive counts a connection in, unless the relay is full or closing.
func (r *Relay) arrive(c *conn) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || int(r.conns.Load()) >= r.opts.Limits.MaxConns {
		return false
	}
	r.conns.Add(1)
	r.all[c] = true
	r.wg.Add(1)
	r.stats.Accepted++
	return true
}

// leave counts a connection out, with the rooms it followed and its
// invitations.
func (r *Relay) leave(c *conn) {
	c.mu.Lock()
	follows := c.follows
	c.follows = map[string]*follow{}
	c.mu.Unlock()
	for _, f := range follows {
		r.unfollow(f)
	}
	c.endInvitations()
	r.mu.Lock()
	delete(r.all, c)
	r.mu.Unlock()
	r.conns.Add(-1)
	close(c.ended)
	r.wg.Done()
}

func (c *conn) touch() { c.heard.Store(time.Now().UnixNano()) }

// refuse tells the app why the connection ends, and ends it.
func (c *conn) refuse(why, detail string) {
	ctx, cancel := context.WithTimeout(c.ctx, time.Second)
	defer cancel()
	c.ws.Write(ctx, websocket.MessageText, proto.Encode(&proto.Error{Why: why, Detail: proto.Detail(detail)}))
	c.ws.Close(websocket.StatusPolicyViolation, why)
}

// goAway ends the connection as the relay closes, telling the app so.
func (c *conn) goAway() { c.once.Do(func() { close(c.bye) }) }

// send queues an answer; a connection that does not read its answers is
// dropped.
func (c *conn) send(m proto.Message) {
	c.mu.Lock()
	full := len(c.answers) >= c.r.opts.Limits.SendQueue
	if !full {
		c.answers = append(c.answers, m)
	}
	c.mu.Unlock()
	if full {
		c.drop(errors.New("it does not read what it is sent"))
		return
	}
	c.nudge()
}

// nudge tells the writer it has something to send.
func (c *conn) nudge() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// drop ends a connection that failed or misbehaved.
func (c *conn) drop(err error) {
	if c.ctx.Err() != nil {
		return
	}
	c.r.count(func(s *Stats) { s.Dropped++ })
	if left(err) { // an app closed or went away: nothing for an operator
		c.r.opts.Logger.Debug("a connection ended", "remote", c.remote, "err", err)
	} else {
		c.r.opts.Logger.Info("a connection dropped", "remote", c.remote, "err", err)
	}
	c.cancel()
	c.ws.CloseNow()
}

// left reports whether a connection ended as apps end theirs: closed,
// gone away, or cut at a frame's start.
func left(err error) bool {
	switch websocket.CloseStatus(err) {
	case websocket.StatusNormalClosure, websocket.StatusGoingAway:
		return true
	}
	return errors.Is(err, io.EOF)
}

// reader takes the app's messages until the connection ends.
func (c *conn) reader() {
	for {
		typ, data, err := c.ws.Read(c.ctx)
		if err != nil {
			if c.ctx.Err() == nil && websocket.CloseStatus(err) == -1 { // not closed by the app's word
				c.drop(err)
			}
			return
		}
		c.touch()
		if !c.messages.Allow() {
			c.r.opts.Logger.Info("a connection sent too much", "remote", c.remote)
			c.refuse(proto.ErrBusy, "too many messages: try again later")
			return
		}
		var m proto.Message
		if typ != websocket.MessageText {
			err = errors.New("a binary message")
		} else {
			m, err = proto.Decode(data)
		}
		if err == nil {
			err = c.handle(m)
		}
		if err != nil {
			c.r.count(func(s *Stats) { s.Malformed++ })
			c.r.opts.Logger.Info("a malformed message", "remote", c.remote, "err", err)
			c.refuse(proto.ErrMalformed, err.Error())
			return
		}
	}
}

// handle takes one message of the app; an error is a message an app
// never sends, which ends the connection.
func (c *conn) handle(m proto.Message) error {
	ctx, cancel := context.WithTimeout(c.ctx, storeTimeout)
	defer cancel()
	switch m := m.(type) {
	case *proto.Create:
		c.create(ctx, m)
	case *proto.Open:
		c.open(ctx, m)
	case *proto.Close:
		c.closeRoom(m.Room)
	case *proto.Append:
		c.append(ctx, m)
	case *proto.Invite:
		c.invite(ctx)
	case *proto.Claim:
		c.claim(ctx, m)
	case *proto.Pass:
		c.pass(m)
	case *proto.Release:
		c.release(m.Plate)
	default:
		return fmt.Errorf("a %s message comes from a relay, not an app", m.Type())
	}
	return nil
}

// refused answers a refusal, counted.
func (c *conn) refused(r *proto.Refused) {
	c.r.count(func(s *Stats) {
		if r.Why == proto.Behind {
			s.Behind++
		} else {
			s.Refused++
		}
	})
	r.Detail = proto.Detail(r.Detail)
	c.send(r)
}

// failed is the refusal for the store's own trouble: the app tries again.
func (c *conn) failed(r *proto.Refused, err error) {
	c.r.opts.Logger.Warn("the store failed", "err", err)
	r.Why, r.Detail = proto.Failed, "the relay cannot keep it now: try again"
	c.refused(r)
}

func (c *conn) create(ctx context.Context, m *proto.Create) {
	refuse := &proto.Refused{Room: m.Room}
	if !c.creates.Allow() {
		refuse.Why, refuse.Detail = proto.TooMany, "too many games made: try again in a minute"
		c.refused(refuse)
		return
	}
	if n, err := c.r.store.roomCount(ctx); err == nil && n >= c.r.opts.Limits.MaxRooms {
		refuse.Why, refuse.Detail = proto.Full, "the relay holds as many games as it takes"
		c.refused(refuse)
		return
	}
	err := c.r.store.create(ctx, m.Room, roomKeys{Play: m.Play, Watch: m.Watch, Created: time.Now().UnixMilli()})
	switch {
	case errors.Is(err, errTaken):
		refuse.Why, refuse.Detail = proto.Taken, "the room exists with other keys"
		c.refused(refuse)
	case err != nil:
		c.failed(refuse, err)
	default:
		c.r.count(func(s *Stats) { s.Created++ })
		c.send(&proto.Created{Room: m.Room})
	}
}

func (c *conn) open(ctx context.Context, m *proto.Open) {
	refuse := &proto.Refused{Room: m.Room}
	c.mu.Lock()
	_, again := c.follows[m.Room]
	n := len(c.follows)
	c.mu.Unlock()
	if !again && n >= c.r.opts.Limits.RoomsPerConn {
		refuse.Why, refuse.Detail = proto.TooMany, fmt.Sprintf("at most %d games on one connection", c.r.opts.Limits.RoomsPerConn)
		c.refused(refuse)
		return
	}
	keys, err := c.r.store.keys(ctx, m.Room)
	switch {
	case errors.Is(err, errNoRoom):
		refuse.Why, refuse.Detail = proto.NoRoom, "the relay holds no such game"
		c.refused(refuse)
		return
	case err != nil:
		c.failed(refuse, err)
		return
	}
	key := keys.Watch
	if m.Role == proto.Play {
		key = keys.Play
	}
	if !proto.Verify(key, c.nonce, m.Room, m.Role, m.Proof) {
		refuse.Why, refuse.Detail = proto.BadProof, "the proof is not this game's"
		c.refused(refuse)
		return
	}
	c.closeRoom(m.Room)
	f := &follow{c: c, room: m.Room, role: m.Role, tag: m.Tag, sent: m.After}
	c.mu.Lock()
	c.follows[m.Room] = f
	c.mu.Unlock()
	c.r.follow(f)
	c.r.count(func(s *Stats) { s.Opened++ })
	c.nudge()
}

// closeRoom stops following a room on this connection.
func (c *conn) closeRoom(room string) {
	c.mu.Lock()
	f := c.follows[room]
	delete(c.follows, room)
	c.mu.Unlock()
	if f != nil {
		c.r.unfollow(f)
	}
}

func (c *conn) append(ctx context.Context, m *proto.Append) {
	refuse := &proto.Refused{Room: m.Room, ID: m.ID}
	c.mu.Lock()
	f := c.follows[m.Room]
	c.mu.Unlock()
	switch {
	case f == nil || f.role != proto.Play:
		refuse.Why, refuse.Detail = proto.NotOpen, "the game is not open to play on this connection"
		c.refused(refuse)
		return
	case !c.appends.Allow():
		refuse.Why, refuse.Detail = proto.TooMany, fmt.Sprintf("at most %g appends a second", c.r.opts.Limits.AppendsPerSec)
		c.refused(refuse)
		return
	}
	data, _ := proto.Keys.DecodeString(m.Data) // proto.Decode checked it
	if len(data) > proto.MaxSealed {
		refuse.Why, refuse.Detail = proto.TooLarge, fmt.Sprintf("at most %d bytes", proto.MaxSealed)
		c.refused(refuse)
		return
	}
	on := &inFlight{id: m.ID, expect: m.Expect, data: data}
	f.appending(on)
	a, err := c.r.store.append(ctx, m.Room, m.Expect, data)
	if err != nil || a.dup {
		f.notAppended(on)
	}
	switch {
	case errors.Is(err, errBehind):
		refuse.Why, refuse.Last = proto.Behind, c.lastOf(ctx, m.Room)
		c.refused(refuse)
	case errors.Is(err, errFull):
		refuse.Why, refuse.Detail = proto.Full, "the game holds as many messages as the relay keeps"
		c.refused(refuse)
	case err != nil:
		c.failed(refuse, err)
	default:
		c.r.count(func(s *Stats) {
			s.Appends++
			if a.dup {
				s.Dups++
			}
		})
		if a.dup { // a fresh one is answered in its message's place
			c.send(&proto.Appended{Room: m.Room, ID: m.ID, Seq: a.seq, Dup: true})
		}
	}
}

// lastOf is a room's last message for a Behind: 0 if the store cannot
// say now, which the app's next append corrects.
func (c *conn) lastOf(ctx context.Context, room string) uint64 {
	last, err := c.r.store.last(ctx, room)
	if err != nil {
		c.r.opts.Logger.Warn("the store failed", "err", err)
	}
	return last
}

// writer sends the answers and the followed rooms' messages until the
// connection ends, and keeps it alive.
func (c *conn) writer() {
	t := time.NewTicker(c.r.opts.Timing.Keepalive)
	defer t.Stop()
	for {
		var err error
		select {
		case <-c.ctx.Done():
			return
		case <-c.bye:
			c.write(&proto.Error{Why: proto.ErrBusy, Detail: "the relay is closing: connect again"})
			c.ws.Close(websocket.StatusGoingAway, "the relay is closing")
			c.cancel()
			return
		case <-c.wake:
			err = c.answer()
			if err == nil {
				err = c.deliverAll()
			}
		case <-t.C:
			err = c.keepalive()
		}
		if err != nil {
			c.drop(err)
			return
		}
	}
}

// answer sends the answers waiting, in order.
func (c *conn) answer() error {
	c.mu.Lock()
	answers := c.answers
	c.answers = nil
	c.mu.Unlock()
	for _, m := range answers {
		if err := c.write(m); err != nil {
			return err
		}
	}
	return nil
}

// write writes one message; an app that does not take it within
// DeadAfter is dropped by the watchdog.
func (c *conn) write(m proto.Message) error {
	c.writing.Store(time.Now().UnixNano())
	defer c.writing.Store(0)
	return c.ws.Write(c.ctx, websocket.MessageText, proto.Encode(m))
}

// stuck reports whether a write has been under way for longer than
// DeadAfter at now.
func (c *conn) stuck(now time.Time) bool {
	began := c.writing.Load()
	return began != 0 && now.Sub(time.Unix(0, began)) > c.r.opts.Timing.DeadAfter
}

// dropStuck drops, every Keepalive, the connections whose app has not
// taken a write for DeadAfter.
func (r *Relay) dropStuck(now time.Time) {
	var stuck []*conn
	r.mu.Lock()
	for c := range r.all {
		if c.stuck(now) {
			stuck = append(stuck, c)
		}
	}
	r.mu.Unlock()
	for _, c := range stuck {
		c.drop(errors.New("it does not take what it is sent"))
	}
}

// keepalive pings the app, or ends a connection silent for DeadAfter (a
// laptop asleep leaves it half-open). An app heard from since the last
// tick is not pinged: in a game under way its moves keep it alive, and a
// relay with thousands of games spared a tenth of its time (docs/relay.md).
func (c *conn) keepalive() error {
	silent := time.Since(time.Unix(0, c.heard.Load()))
	if silent > c.r.opts.Timing.DeadAfter {
		return errors.New("silent")
	}
	if silent < c.r.opts.Timing.Keepalive {
		return nil
	}
	go func() {
		ctx, cancel := context.WithTimeout(c.ctx, c.r.opts.Timing.DeadAfter)
		defer cancel()
		if c.ws.Ping(ctx) == nil {
			c.touch()
		}
	}()
	return nil
}
