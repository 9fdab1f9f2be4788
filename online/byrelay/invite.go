package byrelay

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/schollz/pake/v3"

	"boardshelf/online/wslink"
	"boardshelf/relay/proto"
)

// Kind is what an invitation lets its claimer do.
type Kind int

const (
	Play  Kind = iota // take a seat: the ticket carries G
	Watch             // watch: the ticket carries W
)

// ErrWrongCode is a code that did not pair: wrong, expired, or its
// inviter gone or not answering. The words do not tell which, so that a
// guesser learns nothing.
var ErrWrongCode = errors.New("this code is not right or has expired")

// MaxWrongCodes are the wrong codes an invitation takes before its number
// is released: an online guesser gets 5 tries in 65,536.
const MaxWrongCodes = 5

// curve is the PAKE's curve.
const curve = "p256"

// InviteOptions are what an invitation's ticket tells, and whom it tells
// of the claims.
type InviteOptions struct {
	Name    string // the inviter's name
	Game    string // the game's kind ("terrace")
	SetupID string // the game's setup ("terrace/long")
	// OnArrived, if set, is told the name of each app that claimed the
	// invitation with the right code and got its ticket.
	OnArrived func(name string)
	// OnWrongCode, if set, is told each claim with a wrong code: how many
	// so far. After MaxWrongCodes the invitation ends.
	OnWrongCode func(tries int)
	Timing      wslink.Timing
}

// Ticket is what a right code gives: the access to the game and what the
// inviter told of it.
type Ticket struct {
	Access  Access
	Game    string
	SetupID string
	Name    string // the inviter's name
}

// ticket is a Ticket as it travels, sealed under the PAKE's key.
type ticket struct {
	Relay   string `json:"relay"`
	Room    string `json:"room"`
	Secret  []byte `json:"secret"`
	Watch   bool   `json:"watch"`
	Game    string `json:"game"`
	SetupID string `json:"setup"`
	Name    string `json:"name"`
}

// pass is one message of an invitation's exchange, in a proto.Pass:
// the inviter's PAKE message; then the claimer's PAKE message, its key
// confirmation and its name sealed; then the inviter's confirmation and,
// when the claimer's was right, the ticket sealed.
type pass struct {
	Pake    []byte `json:"pake,omitempty"`
	Confirm []byte `json:"confirm,omitempty"`
	Sealed  []byte `json:"sealed,omitempty"`
}

func encodePass(p pass) string {
	data, _ := json.Marshal(p) // only bytes
	return proto.Keys.EncodeToString(data)
}

func decodePass(data string) (pass, error) {
	var p pass
	raw, err := proto.Keys.DecodeString(data)
	if err != nil || json.Unmarshal(raw, &p) != nil {
		return pass{}, errors.New("a message of the invitation malformed")
	}
	return p, nil
}

// exchange is one end of an invitation's PAKE.
type exchange struct {
	p    *pake.Pake
	role int
}

func newExchange(code string, role int) (*exchange, error) {
	p, err := pake.InitCurve([]byte(normalCode(code)), role, curve)
	if err != nil {
		return nil, err
	}
	return &exchange{p: p, role: role}, nil
}

// update takes the other end's PAKE message and gives the session key.
// The library trusts its input's form, so a message that makes it fail
// badly is taken as the wrong code it most likely is.
func (x *exchange) update(msg []byte) (key []byte, err error) {
	defer func() {
		if recover() != nil {
			key, err = nil, ErrWrongCode
		}
	}()
	if err := x.p.Update(msg); err != nil {
		return nil, ErrWrongCode
	}
	return x.p.SessionKey()
}

// confirmation is a role's key confirmation under the session key.
func confirmation(key []byte, role int) []byte {
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "boardshelf confirm %d", role)
	return mac.Sum(nil)
}

// sealUnder seals data under the session key for a purpose, with a
// random nonce (nothing here is sent twice).
func sealUnder(key []byte, purpose string, data []byte) []byte {
	aead := newAEAD(derive(key, "boardshelf "+purpose))
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	return aead.Seal(nonce, nonce, data, nil)
}

func openUnder(key []byte, purpose string, data []byte) ([]byte, error) {
	aead := newAEAD(derive(key, "boardshelf "+purpose))
	n := aead.NonceSize()
	if len(data) < n+aead.Overhead() {
		return nil, ErrWrongCode
	}
	plain, err := aead.Open(nil, data[:n], data[n:], nil)
	if err != nil {
		return nil, ErrWrongCode
	}
	return plain, nil
}

// Invitation is an invitation number held on a relay: each app that
// claims it with the right code gets a ticket, until it expires, is
// closed, or MaxWrongCodes wrong codes came.
type Invitation struct {
	c       *conn
	plate   int
	code    string
	expires time.Time
	relay   string
	watch   bool
	ticket  ticket
	opts    InviteOptions
	cancel  context.CancelFunc
	done    chan struct{}

	peers map[int]*exchange // claims under way, by the relay's peer number
	wrong int

	mu  sync.Mutex
	err error
}

// Invite asks the relay of a for an invitation number and gives its code:
// to play (a is a participant's access) or to watch the game.
func Invite(ctx context.Context, a Access, kind Kind, opts InviteOptions) (*Invitation, error) {
	switch {
	case kind == Play && a.Watch:
		return nil, errors.New("byrelay: a watcher cannot invite players")
	case kind == Watch:
		a = a.Watching()
	}
	opts.Timing = opts.Timing.WithDefaults()
	c, err := dial(ctx, a.Relay, opts.Timing)
	if err != nil {
		return nil, err
	}
	invited, err := askPlate(ctx, c, opts.Timing)
	if err != nil {
		c.close()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	i := &Invitation{c: c, plate: invited.Plate, code: newCode(invited.Plate), expires: time.UnixMilli(invited.Expires),
		relay: a.Relay, watch: a.Watch, opts: opts, cancel: cancel, done: make(chan struct{}), peers: map[int]*exchange{},
		ticket: ticket{Relay: a.Relay, Room: a.Room, Secret: a.Secret[:], Watch: a.Watch, Game: opts.Game, SetupID: opts.SetupID, Name: opts.Name}}
	go c.Keepalive(ctx)
	go i.serve(ctx)
	return i, nil
}

// askPlate asks for an invitation number.
func askPlate(ctx context.Context, c *conn, timing wslink.Timing) (*proto.Invited, error) {
	if err := c.write(ctx, &proto.Invite{}); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, timing.DeadAfter)
	defer cancel()
	for {
		m, err := c.read(ctx)
		if err != nil {
			return nil, err
		}
		switch m := m.(type) {
		case *proto.Invited:
			return m, nil
		case *proto.Refused:
			return nil, fmt.Errorf("the relay gives no invitation now: %s", m.Why)
		}
	}
}

// Code is the invitation's code, to read out or paste.
func (i *Invitation) Code() string { return i.code }

// Expires is when the relay lets the invitation's number go.
func (i *Invitation) Expires() time.Time { return i.expires }

// Link is the game link of the code.
func (i *Invitation) Link() string { return Link(i.relay, i.code, i.watch) }

// Done is closed when the invitation ended: expired, closed, too many
// wrong codes, or its connection lost (Err says which).
func (i *Invitation) Done() <-chan struct{} { return i.done }

// Err is why the invitation ended, once Done.
func (i *Invitation) Err() error {
	i.mu.Lock()
	defer i.mu.Unlock()
	return i.err
}

// Close releases the invitation's number.
func (i *Invitation) Close() error {
	i.cancel()
	<-i.done
	return nil
}

var (
	errExpired   = errors.New("the invitation expired")
	errTooMany   = fmt.Errorf("the invitation ended after %d wrong codes", MaxWrongCodes)
	errInviteEnd = errors.New("the invitation was closed")
)

// serve answers claims until the invitation ends.
func (i *Invitation) serve(ctx context.Context) {
	defer close(i.done)
	defer i.c.close()
	err := i.answer(ctx)
	if ctx.Err() != nil {
		err = errInviteEnd
	}
	if err == errInviteEnd || err == errTooMany {
		wctx, cancel := context.WithTimeout(context.Background(), time.Second)
		i.c.write(wctx, &proto.Release{Plate: i.plate})
		cancel()
	}
	i.mu.Lock()
	i.err = err
	i.mu.Unlock()
}

func (i *Invitation) answer(ctx context.Context) error {
	for {
		m, err := i.c.read(ctx)
		if err != nil {
			return err
		}
		switch m := m.(type) {
		case *proto.Arrived:
			err = i.arrived(ctx, m.Peer)
		case *proto.Pass:
			err = i.claimed(ctx, m)
		case *proto.Gone:
			if m.Peer == 0 {
				return errExpired
			}
			delete(i.peers, m.Peer)
		case *proto.Refused:
			if m.Plate == i.plate {
				return errExpired
			}
		}
		if err != nil {
			return err
		}
	}
}

// arrived begins the exchange with a claimer.
func (i *Invitation) arrived(ctx context.Context, peer int) error {
	x, err := newExchange(i.code, 0)
	if err != nil {
		return err
	}
	i.peers[peer] = x
	return i.c.write(ctx, &proto.Pass{Plate: i.plate, Peer: peer, Data: encodePass(pass{Pake: x.p.Bytes()})})
}

// claimed takes a claimer's answer: the ticket when its code was right.
func (i *Invitation) claimed(ctx context.Context, m *proto.Pass) error {
	x := i.peers[m.Peer]
	if x == nil {
		return nil
	}
	delete(i.peers, m.Peer) // one claim per claimer
	p, err := decodePass(m.Data)
	var key []byte
	if err == nil {
		key, err = x.update(p.Pake)
	}
	if err != nil || !hmac.Equal(p.Confirm, confirmation(key, 1)) {
		i.wrong++
		if i.opts.OnWrongCode != nil {
			i.opts.OnWrongCode(i.wrong)
		}
		if key != nil { // tell the claimer at once; its check fails
			i.c.write(ctx, &proto.Pass{Plate: i.plate, Peer: m.Peer, Data: encodePass(pass{Confirm: confirmation(key, 0)})})
		}
		if i.wrong >= MaxWrongCodes {
			return errTooMany
		}
		return nil
	}
	t, _ := json.Marshal(i.ticket)
	err = i.c.write(ctx, &proto.Pass{Plate: i.plate, Peer: m.Peer,
		Data: encodePass(pass{Confirm: confirmation(key, 0), Sealed: sealUnder(key, "ticket", t)})})
	if err == nil && i.opts.OnArrived != nil {
		name, _ := openUnder(key, "name", p.Sealed)
		i.opts.OnArrived(string(name))
	}
	return err
}

// acceptWithin bounds a claim: an inviter that does not answer in time is
// a code that did not pair.
const acceptWithin = 30 * time.Second

// Accept claims an invitation with its code on the relay (as the player
// typed it) and gives the ticket; ErrWrongCode when the code did not
// pair.
func Accept(ctx context.Context, relay, code string) (Ticket, error) {
	return AcceptAs(ctx, relay, code, "")
}

// AcceptAs is Accept telling the inviter the claimer's name.
func AcceptAs(ctx context.Context, relay, code, name string) (Ticket, error) {
	plate, err := plateOf(code)
	if err != nil {
		return Ticket{}, err
	}
	timing := wslink.Timing{}.WithDefaults()
	c, err := dial(ctx, relay, timing)
	if err != nil {
		return Ticket{}, err
	}
	defer c.close()
	ctx, cancel := context.WithTimeout(ctx, acceptWithin)
	defer cancel()
	go c.Keepalive(ctx)
	t, err := claim(ctx, c, plate, code, name)
	if err != nil && ctx.Err() == context.DeadlineExceeded {
		return Ticket{}, ErrWrongCode
	}
	return t, err
}

// claim runs the claimer's side of the exchange.
func claim(ctx context.Context, c *conn, plate int, code, name string) (Ticket, error) {
	if err := c.write(ctx, &proto.Claim{Plate: plate}); err != nil {
		return Ticket{}, err
	}
	x, err := newExchange(code, 1)
	if err != nil {
		return Ticket{}, err
	}
	var key []byte
	for {
		m, err := c.read(ctx)
		if err != nil {
			return Ticket{}, err
		}
		switch m := m.(type) {
		case *proto.Refused, *proto.Gone:
			return Ticket{}, ErrWrongCode
		case *proto.Pass:
			p, err := decodePass(m.Data)
			if err != nil {
				return Ticket{}, ErrWrongCode
			}
			if key == nil {
				if key, err = x.update(p.Pake); err != nil {
					return Ticket{}, err
				}
				answer := pass{Pake: x.p.Bytes(), Confirm: confirmation(key, 1), Sealed: sealUnder(key, "name", []byte(name))}
				if err := c.write(ctx, &proto.Pass{Plate: plate, Data: encodePass(answer)}); err != nil {
					return Ticket{}, err
				}
				continue
			}
			return openTicket(key, p)
		}
	}
}

// openTicket checks the inviter's confirmation and opens the ticket.
func openTicket(key []byte, p pass) (Ticket, error) {
	if !hmac.Equal(p.Confirm, confirmation(key, 0)) {
		return Ticket{}, ErrWrongCode
	}
	plain, err := openUnder(key, "ticket", p.Sealed)
	if err != nil {
		return Ticket{}, err
	}
	var t ticket
	if json.Unmarshal(plain, &t) != nil || len(t.Secret) != len(Secret{}) || !proto.ValidRoom(t.Room) {
		return Ticket{}, errors.New("the inviter sent a ticket malformed")
	}
	relay, err := Address(t.Relay)
	if err != nil {
		return Ticket{}, err
	}
	return Ticket{Access: Access{Relay: relay, Room: t.Room, Secret: Secret(t.Secret), Watch: t.Watch},
		Game: t.Game, SetupID: t.SetupID, Name: t.Name}, nil
}
