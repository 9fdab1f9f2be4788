package relay

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"boardshelf/relay/proto"
)

// An invitation number is a key of the plates bucket, made with Create so
// that it is unique across a cluster, and forgotten by the bucket's TTL.
// The inviter's relay holds the invitation: it listens on
// plate.<n>.inviter for claims, passes and leavings of the claimers, and
// each claimer's relay on plate.<n>.claimer.<peer> for what the inviter
// sends it. So the two ends may be on different relays of a cluster.
const (
	platePrefix  = "plate."
	claimTimeout = 5 * time.Second // for the inviter's relay to take a claim
	plateTries   = 24              // numbers tried before the relay says it is full
)

// plateNote is what travels between an invitation's two ends.
type plateNote struct {
	Kind string `json:"k"` // "claim", "pass" or "gone"
	Peer int    `json:"peer"`
	Data string `json:"data,omitempty"`
}

func inviterSubject(plate int) string { return platePrefix + strconv.Itoa(plate) + ".inviter" }
func claimerSubject(plate, peer int) string {
	return platePrefix + strconv.Itoa(plate) + ".claimer." + strconv.Itoa(peer)
}

// invitations are a connection's invitation numbers, as inviter and as
// claimer.
type invitations struct {
	mu       sync.Mutex
	inviting map[int]*inviting
	claiming map[int]*claiming
}

// inviting is an invitation number this connection holds.
type inviting struct {
	sub    *nats.Subscription
	peers  map[int]bool // claimers here now
	claims int          // claims taken, whether they stayed or left
	expiry *time.Timer
}

// claiming is an invitation number this connection claimed.
type claiming struct {
	sub  *nats.Subscription
	peer int
}

func (c *conn) invitations() *invitations { return &c.inv }

// made makes the maps of a connection's first invitation or claim.
func (inv *invitations) made() {
	if inv.inviting == nil {
		inv.inviting, inv.claiming = map[int]*inviting{}, map[int]*claiming{}
	}
}

// invite gives the connection a new invitation number.
func (c *conn) invite(ctx context.Context) {
	s := c.r.store
	if !c.invites.Allow() {
		c.refused(&proto.Refused{Why: proto.TooMany, Detail: "too many invitations: try again in a minute"})
		return
	}
	if status, err := s.plates.Status(ctx); err == nil && int(status.Values()) >= c.r.opts.Limits.MaxPlates {
		c.refused(&proto.Refused{Why: proto.Full, Detail: "the relay holds as many invitations as it takes"})
		return
	}
	plate, err := s.takePlate(ctx, c.r.opts.Name)
	if errors.Is(err, errFull) {
		c.refused(&proto.Refused{Why: proto.Full, Detail: "the relay holds as many invitations as it takes"})
		return
	}
	if err != nil {
		c.failed(&proto.Refused{}, err)
		return
	}
	inv := c.invitations()
	in := &inviting{peers: map[int]bool{}}
	in.sub, err = s.nc.Subscribe(inviterSubject(plate), func(msg *nats.Msg) { c.toInviter(plate, msg) })
	if err != nil {
		s.plates.Delete(ctx, strconv.Itoa(plate))
		c.failed(&proto.Refused{}, err)
		return
	}
	in.expiry = time.AfterFunc(c.r.opts.PlateTTL, func() { c.endInvite(plate, true) })
	inv.mu.Lock()
	inv.made()
	inv.inviting[plate] = in
	inv.mu.Unlock()
	c.send(&proto.Invited{Plate: plate, Expires: time.Now().Add(c.r.opts.PlateTTL).UnixMilli()})
}

// takePlate makes a new invitation number, the smallest numbers first so
// that codes are short, more digits as the relay holds more of them.
func (s *store) takePlate(ctx context.Context, relayName string) (int, error) {
	value, _ := json.Marshal(map[string]string{"relay": relayName})
	for i := range plateTries {
		top := min(proto.MaxPlate, []int{99, 999, 9999}[min(i/8, 2)])
		plate := 1 + rand.IntN(top)
		_, err := s.plates.Create(ctx, strconv.Itoa(plate), value)
		if err == nil {
			return plate, nil
		}
		if !errors.Is(err, jetstream.ErrKeyExists) {
			return 0, err
		}
	}
	return 0, errFull
}

// toInviter takes what a claimer's relay sends to this connection's
// invitation.
func (c *conn) toInviter(plate int, msg *nats.Msg) {
	var note plateNote
	if json.Unmarshal(msg.Data, &note) != nil || note.Peer <= 0 {
		return
	}
	inv := c.invitations()
	inv.mu.Lock()
	in := inv.inviting[plate]
	var answer []byte
	var tell proto.Message
	switch {
	case in == nil:
	case note.Kind == "claim" && in.claims >= c.r.opts.Limits.ClaimsPerPlate:
		answer = []byte("full")
	case note.Kind == "claim":
		in.claims++
		in.peers[note.Peer] = true
		answer, tell = []byte("ok"), &proto.Arrived{Plate: plate, Peer: note.Peer}
	case note.Kind == "pass" && in.peers[note.Peer]:
		tell = &proto.Pass{Plate: plate, Peer: note.Peer, Data: note.Data}
	case note.Kind == "gone" && in.peers[note.Peer]:
		delete(in.peers, note.Peer)
		tell = &proto.Gone{Plate: plate, Peer: note.Peer}
	}
	inv.mu.Unlock()
	if tell != nil {
		c.send(tell)
	}
	if answer != nil {
		msg.Respond(answer)
	}
}

// claim claims an invitation number: the inviter's relay takes it or not.
func (c *conn) claim(ctx context.Context, m *proto.Claim) {
	refuse := &proto.Refused{Plate: m.Plate, Why: proto.NoPlate, Detail: "no invitation has that number"}
	s := c.r.store
	inv := c.invitations()
	inv.mu.Lock()
	_, twice := inv.claiming[m.Plate]
	_, own := inv.inviting[m.Plate]
	inv.mu.Unlock()
	switch {
	case !c.invites.Allow():
		refuse.Why, refuse.Detail = proto.TooMany, "too many claims: try again in a minute"
	case twice || own:
		refuse.Why, refuse.Detail = proto.Full, "this connection claimed it already"
	}
	if refuse.Why != proto.NoPlate {
		c.refused(refuse)
		return
	}
	if _, err := s.plates.Get(ctx, strconv.Itoa(m.Plate)); err != nil {
		c.refusedOrFailed(refuse, err, jetstream.ErrKeyNotFound)
		return
	}
	cl := &claiming{peer: 1 + rand.IntN(1<<31-2)}
	var err error
	cl.sub, err = s.nc.Subscribe(claimerSubject(m.Plate, cl.peer), func(msg *nats.Msg) { c.toClaimer(m.Plate, msg) })
	if err != nil {
		c.failed(refuse, err)
		return
	}
	inv.mu.Lock() // before the inviter may pass anything
	inv.made()
	inv.claiming[m.Plate] = cl
	inv.mu.Unlock()
	note, _ := json.Marshal(plateNote{Kind: "claim", Peer: cl.peer})
	answer, err := s.nc.Request(inviterSubject(m.Plate), note, claimTimeout)
	if err == nil && string(answer.Data) == "ok" {
		c.send(&proto.Arrived{Plate: m.Plate, Peer: cl.peer})
		return
	}
	inv.mu.Lock()
	delete(inv.claiming, m.Plate)
	inv.mu.Unlock()
	cl.sub.Unsubscribe()
	if err != nil {
		c.refusedOrFailed(refuse, err, nats.ErrNoResponders)
		return
	}
	refuse.Why, refuse.Detail = proto.Full, "the invitation takes no more claims"
	c.refused(refuse)
}

// refusedOrFailed refuses for an error that says so (no such number), or
// as the store's failure otherwise.
func (c *conn) refusedOrFailed(refuse *proto.Refused, err, says error) {
	if errors.Is(err, says) {
		c.refused(refuse)
		return
	}
	c.failed(refuse, err)
}

// toClaimer takes what the inviter's relay sends to this connection's
// claim.
func (c *conn) toClaimer(plate int, msg *nats.Msg) {
	var note plateNote
	if json.Unmarshal(msg.Data, &note) != nil {
		return
	}
	inv := c.invitations()
	inv.mu.Lock()
	cl := inv.claiming[plate]
	if cl != nil && note.Kind == "gone" {
		delete(inv.claiming, plate)
		cl.sub.Unsubscribe()
	}
	inv.mu.Unlock()
	switch {
	case cl == nil:
	case note.Kind == "pass":
		c.send(&proto.Pass{Plate: plate, Peer: cl.peer, Data: note.Data})
	case note.Kind == "gone":
		c.send(&proto.Gone{Plate: plate, Peer: cl.peer})
	}
}

// pass passes bytes to the other end of an invitation.
func (c *conn) pass(m *proto.Pass) {
	nc := c.r.store.nc
	inv := c.invitations()
	inv.mu.Lock()
	in, cl := inv.inviting[m.Plate], inv.claiming[m.Plate]
	var subject string
	var note plateNote
	switch {
	case in != nil && in.peers[m.Peer]:
		subject, note = claimerSubject(m.Plate, m.Peer), plateNote{Kind: "pass", Peer: m.Peer, Data: m.Data}
	case cl != nil:
		subject, note = inviterSubject(m.Plate), plateNote{Kind: "pass", Peer: cl.peer, Data: m.Data}
	}
	inv.mu.Unlock()
	if subject == "" {
		c.refused(&proto.Refused{Plate: m.Plate, Why: proto.NoPlate, Detail: "no invitation of this connection has that number and peer"})
		return
	}
	data, _ := json.Marshal(note)
	nc.Publish(subject, data)
}

// release ends an invitation number or a claim of this connection.
func (c *conn) release(plate int) {
	c.endInvite(plate, false)
	c.endClaim(plate)
}

// endInvite ends an invitation number this connection holds: its
// claimers are told, and the inviter too when it expired.
func (c *conn) endInvite(plate int, expired bool) {
	inv := c.invitations()
	inv.mu.Lock()
	in := inv.inviting[plate]
	delete(inv.inviting, plate)
	inv.mu.Unlock()
	if in == nil {
		return
	}
	in.expiry.Stop()
	in.sub.Unsubscribe()
	s := c.r.store
	for peer := range in.peers {
		data, _ := json.Marshal(plateNote{Kind: "gone", Peer: peer})
		s.nc.Publish(claimerSubject(plate, peer), data)
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := s.plates.Delete(ctx, strconv.Itoa(plate)); err != nil {
		c.r.opts.Logger.Warn("an invitation number not released", "err", err) // its TTL will
	}
	if expired {
		c.send(&proto.Gone{Plate: plate})
	}
}

// endClaim leaves a claim, telling the inviter.
func (c *conn) endClaim(plate int) {
	inv := c.invitations()
	inv.mu.Lock()
	cl := inv.claiming[plate]
	delete(inv.claiming, plate)
	inv.mu.Unlock()
	if cl == nil {
		return
	}
	cl.sub.Unsubscribe()
	data, _ := json.Marshal(plateNote{Kind: "gone", Peer: cl.peer})
	c.r.store.nc.Publish(inviterSubject(plate), data)
}

// endInvitations ends every invitation and claim of a connection that
// ends.
func (c *conn) endInvitations() {
	inv := c.invitations()
	inv.mu.Lock()
	var plates []int
	for p := range inv.inviting {
		plates = append(plates, p)
	}
	for p := range inv.claiming {
		plates = append(plates, p)
	}
	inv.mu.Unlock()
	for _, p := range plates {
		c.release(p)
	}
}
